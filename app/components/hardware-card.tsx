import type { ReactNode } from 'react'
import { formatCents } from '~/domain/pricing'
import { useLocale, useT } from './i18n'
import { ShopProductImage } from './shop-product-image'

export interface HardwareCardData {
  id: number
  name: string
  description: string
  basePriceCents: number
  imageUrl: string | null
  category: string
  features: string[] | Record<string, string>
  specifications: Record<string, string>
  compatibility: Record<string, string[]>
  installationDifficulty: string
  warranty: string
}

/** The installation levels the catalogue uses; another is shown as the office wrote it. */
const DIFFICULTY_LEVELS = ['easy', 'moderate', 'professional']

const DIFFICULTY_STYLE: Record<string, string> = {
  easy: 'bg-green-100 text-green-900',
  moderate: 'bg-amber-100 text-amber-900',
  professional: 'bg-red-100 text-red-900',
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\w)/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

/** Features may be a list or an object of text: flattened to a list. */
export function flattenFeatures(features: HardwareCardData['features']): string[] {
  return Array.isArray(features) ? features : Object.entries(features).map(([k, v]) => `${k}: ${v}`)
}

/** Compatibility, an object of lists, flattened to 'Key: a, b' lines. */
export function flattenCompatibility(compatibility: HardwareCardData['compatibility']): string[] {
  return Object.entries(compatibility).map(
    ([key, list]) => `${key}: ${(Array.isArray(list) ? list : [String(list)]).join(', ')}`,
  )
}

/**
 * A motor or accessory: badges, price, features, specifications, compatibility, warranty.
 * `badge` is the first badge, one scheme per page (a motor's power source, an accessory's type:
 * `hardwareBadge` in domain/motors-quote); the second says how hard the installation is. The
 * item's texts come in the page's language (the loader's).
 */
export function HardwareCard({
  item,
  badge,
  action,
}: {
  item: HardwareCardData
  badge: string | null
  action: ReactNode
}) {
  const features = flattenFeatures(item.features)
  const specs = Object.entries(item.specifications)
  const compatibility = flattenCompatibility(item.compatibility)
  const headingId = `hardware-${item.id}`
  const t = useT()
  const locale = useLocale()
  const level = item.installationDifficulty
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ShopProductImage
        image={item.imageUrl ? { src: item.imageUrl, alt: '' } : null}
        productShot
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          {badge ? (
            <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900">{badge}</span>
          ) : null}
          <span
            className={`rounded-full px-2.5 py-1 ${DIFFICULTY_STYLE[item.installationDifficulty] ?? 'bg-slate-100 text-slate-900'}`}
          >
            {DIFFICULTY_LEVELS.includes(level)
              ? t(`shop.hardware.difficulty.${level}`)
              : t('shop.hardware.difficulty.other', { level: titleCase(level) })}
          </span>
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-bold text-brand-900">
          {item.name}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{item.description}</p>
        <p className="mt-3 text-2xl font-bold text-brand-900">
          {formatCents(item.basePriceCents, locale)}
        </p>
        {features.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        {specs.length > 0 ? (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800">
              {t('shop.hardware.specifications')}
            </summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {specs.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        {compatibility.length > 0 ? (
          <div className="mt-3 text-sm">
            <p className="font-semibold text-slate-800">{t('shop.hardware.compatibility')}</p>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {compatibility.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {item.warranty ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('shop.hardware.warranty', { warranty: item.warranty })}
          </p>
        ) : null}
        <div className="mt-auto pt-4">{action}</div>
      </div>
    </article>
  )
}
