/**
 * How to measure, beside the size inputs: inside and outside mount, each with a simple drawing,
 * and the fit promise. A native <details>, so it opens without JavaScript.
 */
import { useT } from '../i18n'

/** A window frame with the measuring arrows: inside the opening, or past the frame on the wall. */
export function MountDrawing({
  mount,
  words,
}: {
  mount: 'inside' | 'outside'
  /** The drawing's words in the page's language (English when not given). */
  words?: { label: string; width: string; height: string }
}) {
  const inside = mount === 'inside'
  // The arrows: inside the opening (x 40-160), or 3" past the frame on each side (x 10-190).
  const left = inside ? 42 : 8
  const right = inside ? 158 : 192
  const top = inside ? 32 : 8
  const bottom = inside ? 138 : 150
  return (
    <svg
      viewBox="0 0 200 160"
      className="h-auto w-full max-w-56"
      role="img"
      aria-label={
        words?.label ??
        (inside
          ? 'Inside mount: width and height measured inside the window opening'
          : 'Outside mount: width and height measured past the frame on the wall')
      }
    >
      <rect
        x="24"
        y="16"
        width="152"
        height="132"
        fill="#e2e8f0"
        stroke="#475569"
        strokeWidth="4"
      />
      <rect
        x="40"
        y="30"
        width="120"
        height="110"
        fill="#f8fafc"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <line x1="100" y1="30" x2="100" y2="140" stroke="#cbd5e1" strokeWidth="2" />
      <g stroke="#b45309" strokeWidth="3" fill="#b45309">
        <line x1={left + 6} y1="80" x2={right - 6} y2="80" />
        <polygon points={`${left},80 ${left + 9},74 ${left + 9},86`} />
        <polygon points={`${right},80 ${right - 9},74 ${right - 9},86`} />
        <line x1="70" y1={top + 6} x2="70" y2={bottom - 6} />
        <polygon points={`70,${top} 64,${top + 9} 76,${top + 9}`} />
        <polygon points={`70,${bottom} 64,${bottom - 9} 76,${bottom - 9}`} />
      </g>
      <text x="118" y="74" fontSize="13" fontWeight="700" fill="#0f172a">
        {words?.width ?? 'W'}
      </text>
      <text x="76" y="114" fontSize="13" fontWeight="700" fill="#0f172a">
        {words?.height ?? 'H'}
      </text>
    </svg>
  )
}

export function MeasuringGuide() {
  const t = useT()
  const drawing = (mount: 'inside' | 'outside') => ({
    label: t(`configurator.guide.${mount}Drawing`),
    width: t('configurator.guide.widthLetter'),
    height: t('configurator.guide.heightLetter'),
  })
  return (
    <details className="group mt-4 rounded-lg border border-slate-300 bg-slate-50">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        {t('configurator.guide.title')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▼
        </span>
      </summary>
      <div className="space-y-4 px-4 pb-4 text-sm text-slate-800">
        <p>{t('configurator.guide.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <figure>
            <MountDrawing mount="inside" words={drawing('inside')} />
            <figcaption className="mt-2">
              <strong>{t('configurator.guide.insideTitle')}</strong>{' '}
              {t('configurator.guide.inside')}
            </figcaption>
          </figure>
          <figure>
            <MountDrawing mount="outside" words={drawing('outside')} />
            <figcaption className="mt-2">
              <strong>{t('configurator.guide.outsideTitle')}</strong>{' '}
              {t('configurator.guide.outside')}
            </figcaption>
          </figure>
        </div>
        <p className="font-semibold">{t('configurator.guide.promise')}</p>
      </div>
    </details>
  )
}
