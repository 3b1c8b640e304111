import type { ReactNode } from 'react'
// Not the pricing barrel: this bar is on every page, and the barrel would bring the pricing
// engine into the chunk every page loads (vite.config.ts, firstLoadChunk).
import { formatCents } from '~/domain/pricing/dimensions'
import { LineControls } from './cart/line-button'
import { FallbackImage } from './fallback-image'
import { useLocale, useLocalePath, useT } from './i18n'
import { ButtonLink } from './ui/button'

export interface CartBarLine {
  id: number
  name: string
  fabric: string
  image: string | null
  dimensionsLabel: string
  unitPriceCents: number
  quantity: number
  available: boolean
}

export interface CartBarData {
  lines: CartBarLine[]
  /** Free fabric samples in the cart. */
  sampleCount: number
  totals: { itemCount: number; totalCents: number }
}

/**
 * The sticky cart bar (all pages, only with items): count, total, View Cart and an
 * expand/collapse list (a native <details>, so it works without JavaScript) with each
 * line's picture, name, fabric, size, unit price, quantity minus/plus and remove.
 */
export function StickyCartBar({
  cart,
  phoneHidden = false,
  top = null,
}: {
  cart: CartBarData
  /** The page has its own bottom bar on phones (a configurator's price and Add to Cart). */
  phoneHidden?: boolean
  /** A row above the cart's (the phone's Book Now), inside the same bar so neither covers the other. */
  top?: ReactNode
}) {
  const t = useT()
  const locale = useLocale()
  const localePath = useLocalePath()
  if (cart.lines.length === 0 && cart.sampleCount === 0) return null
  const { itemCount, totalCents } = cart.totals
  return (
    <aside
      aria-label={t('cartBar.label')}
      className={`site-bottom-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)] ${phoneHidden ? 'max-md:hidden' : ''}`}
      data-bottom-bar="cart"
      data-testid="sticky-cart-bar"
    >
      {top}
      <div className="relative mx-auto max-w-7xl">
        <details className="group">
          {/* Room on the right for View Cart; the count and the total each stay on one line. */}
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-2 py-2 pl-3 pr-28 sm:gap-3 sm:pl-4 [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="inline-block text-brand-800 transition-transform group-open:rotate-180"
            >
              ▲
            </span>
            <span className="min-w-0 font-semibold text-slate-900">
              {itemCount > 0 ? (
                <span data-testid="cart-bar-count" className="whitespace-nowrap">
                  {t('cartBar.items', { count: itemCount })}
                </span>
              ) : null}
              {cart.sampleCount > 0 ? (
                <span data-testid="cart-bar-samples">
                  {itemCount > 0 ? ' + ' : ''}
                  <span className="whitespace-nowrap">
                    {t('cartBar.samples', { count: cart.sampleCount })}
                  </span>
                </span>
              ) : null}
              {/* Spaces around the dot: where the line may break when samples make it long. */}{' '}
              <span className="text-slate-400">·</span>{' '}
              <span className="whitespace-nowrap">
                {t('cartBar.total')}{' '}
                <span data-testid="cart-bar-total">{formatCents(totalCents, locale)}</span>
              </span>
            </span>
            <span className="sr-only">{t('cartBar.toggle')}</span>
          </summary>
          <div className="border-t border-slate-200 px-4 pb-3">
            <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto">
              {cart.lines.map((line) => (
                <li key={line.id} className="flex flex-wrap items-center gap-3 py-3">
                  <FallbackImage
                    src={line.image ?? undefined}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-md object-cover"
                  />
                  <div className="min-w-0 flex-1 basis-44 text-sm">
                    <p className="font-semibold text-slate-900">{line.name}</p>
                    <p className="text-slate-700">
                      {line.fabric} · {line.dimensionsLabel}
                    </p>
                    <p className="text-slate-700">
                      {line.available ? (
                        t('cartBar.each', { price: formatCents(line.unitPriceCents, locale) })
                      ) : (
                        <span className="font-semibold text-red-700">
                          {t('cartBar.unavailable')}
                        </span>
                      )}
                    </p>
                  </div>
                  <LineControls line={line} qtyTestId="cart-bar-qty" className="ml-auto" />
                </li>
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
              <ButtonLink to={localePath('/cart')} variant="outline">
                {t('cartBar.edit')}
              </ButtonLink>
              <ButtonLink to={localePath('/checkout')}>{t('cartBar.checkout')}</ButtonLink>
            </div>
          </div>
        </details>
        <ButtonLink
          to={localePath('/cart')}
          variant="secondary"
          size="sm"
          className="absolute right-4 top-2"
        >
          {t('cartBar.view')}
        </ButtonLink>
      </div>
    </aside>
  )
}
