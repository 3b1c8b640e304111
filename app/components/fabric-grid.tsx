import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { swatchAnchor } from '~/domain/pricing'
import { FallbackImage } from './fallback-image'
import { useT } from './i18n'

// The 'View larger' dialog's code (Radix Dialog) loads when a visitor first heads for a
// zoom button, not with the page.
const loadZoomDialog = () => import('./configurator/fabric-zoom-dialog')
const FabricZoomDialog = lazy(loadZoomDialog)

export interface FabricChoice {
  id: number
  fabricName: string
  color: string
  group: string
  imageUrl: string | null
  description?: string
}

/** A magnifying glass for 'View larger'. */
function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  )
}

/**
 * Swatches as a radio group: each fabric is a real radio input (works without JavaScript),
 * drawn as a card with its picture; a picture that fails shows the fallback image. The grid
 * grows with the page (no box scrolling inside it on phones). Each swatch with a picture can
 * open larger: with JavaScript in a dialog loaded on first use (configurator/fabric-zoom-dialog)
 * where it can also be chosen; without, the 'View larger' link opens the picture itself.
 */
export function FabricGrid({
  fabrics,
  value,
  onChange,
  groupLabel,
  error,
  errorId,
  extra,
}: {
  fabrics: FabricChoice[]
  value: string
  onChange: (id: string) => void
  groupLabel: 'group' | 'chart'
  error?: string
  errorId: string
  /** Something to show under each swatch's card, outside its label (e.g. 'Free sample'). */
  extra?: (fabric: FabricChoice) => ReactNode
}) {
  const hydrated = useHydrated()
  const t = useT()
  const [zoomed, setZoomed] = useState<FabricChoice | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  // Once opened, the dialog stays mounted (closed), so closing returns focus as Radix does.
  const openedOnce = useRef(false)
  if (zoomed) openedOnce.current = true
  if (fabrics.length === 0) {
    return <p className="text-slate-700">{t('configurator.fabric.none')}</p>
  }
  const groupName = (fabric: FabricChoice) =>
    t(groupLabel === 'group' ? 'configurator.fabric.group' : 'configurator.fabric.chart', {
      group: fabric.group,
    })
  return (
    <>
      <div
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        role="radiogroup"
        aria-label={t('configurator.fabric.fabrics')}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {fabrics.map((fabric) => {
          const id = `fabric-${fabric.id}`
          const checked = value === String(fabric.id)
          const zoomLabel = t('configurator.fabric.zoomLabel', { name: fabric.fabricName })
          return (
            // Its id: where a 'Free sample' without JavaScript comes back to (swatchAnchor).
            <div
              key={fabric.id}
              id={swatchAnchor(fabric.id)}
              className="relative flex scroll-mt-24 flex-col gap-1"
            >
              <label
                htmlFor={id}
                className={`relative flex cursor-pointer flex-col overflow-hidden rounded-lg border-2 bg-white text-left text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
                  checked
                    ? 'border-brand-700 ring-2 ring-brand-700/30'
                    : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  name="fabricId"
                  value={fabric.id}
                  checked={checked}
                  onChange={() => onChange(String(fabric.id))}
                  className="sr-only"
                />
                <FallbackImage
                  src={fabric.imageUrl ?? undefined}
                  alt=""
                  width={160}
                  height={96}
                  loading="lazy"
                  className="h-24 w-full object-cover"
                />
                <span className="px-2 pt-1.5 font-semibold text-slate-900">
                  {fabric.fabricName}
                </span>
                <span className="px-2 pb-2 text-xs text-slate-700">
                  {fabric.color} · {groupName(fabric)}
                </span>
                {checked ? (
                  <span className="absolute right-1.5 top-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    {t('configurator.fabric.selected')}
                  </span>
                ) : null}
              </label>
              {fabric.imageUrl ? (
                hydrated ? (
                  <button
                    type="button"
                    aria-label={zoomLabel}
                    title={t('configurator.fabric.viewLarger')}
                    onClick={(event) => {
                      opener.current = event.currentTarget
                      setZoomed(fabric)
                    }}
                    onPointerEnter={loadZoomDialog}
                    onFocus={loadZoomDialog}
                    className="absolute left-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    <ZoomIcon />
                  </button>
                ) : (
                  <a
                    href={fabric.imageUrl}
                    aria-label={zoomLabel}
                    title={t('configurator.fabric.viewLarger')}
                    className="absolute left-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow ring-1 ring-slate-300"
                  >
                    <ZoomIcon />
                  </a>
                )
              ) : null}
              {extra ? extra(fabric) : null}
            </div>
          )
        })}
      </div>
      {zoomed || openedOnce.current ? (
        <Suspense fallback={null}>
          <FabricZoomDialog
            fabric={zoomed}
            groupName={zoomed ? groupName(zoomed) : ''}
            chosen={zoomed !== null && value === String(zoomed.id)}
            onChoose={onChange}
            onClose={() => setZoomed(null)}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  )
}
