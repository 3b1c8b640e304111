import { formatCents } from '~/domain/pricing'
import { AddToCartButton, type LivePrice } from './price-summary'

/**
 * On phones the price card is far below the first choice: this compact bar keeps the price and
 * Add to Cart on screen while configuring. It is sticky at the end of the configurator (not
 * fixed), so it takes its own room in the page and never covers the footer; the page keeps a
 * scroll padding of its height so a focused field is never hidden under it. Its button submits
 * the configurator form through the `form` attribute (works without JavaScript).
 */
export function PhonePriceBar({
  formId,
  price,
  sizeLabel,
  hydrated,
  canAdd,
  busy,
}: {
  formId: string
  price: LivePrice
  sizeLabel: string
  hydrated: boolean
  canAdd: boolean
  busy: boolean
}) {
  const priced = price.unitCents > 0
  return (
    <div
      data-testid="phone-price-bar"
      data-bottom-bar="price"
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-300 bg-white px-4 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:hidden"
    >
      {/* Keyboard focus scrolls fields clear of the bar (WCAG 2.4.11). */}
      <style>{'@media (max-width: 767.98px) { html { scroll-padding-bottom: 5.5rem; } }'}</style>
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          {priced ? (
            <>
              <p className="text-lg font-bold leading-tight text-brand-900">
                <span data-testid="bar-all-in">{formatCents(price.allInCents)}</span>{' '}
                <span className="text-xs font-semibold text-slate-700">before tax</span>
              </p>
              <p className="truncate text-xs text-slate-700">
                {price.quantity} x {sizeLabel}
                {price.installation ? `, installation ${formatCents(price.installationCents)}` : ''}
              </p>
            </>
          ) : (
            <>
              <p className="text-lg font-bold leading-tight text-brand-900">
                {price.fromCents ? `From ${formatCents(price.fromCents)}` : 'Your price'}
              </p>
              <p className="truncate text-xs text-slate-700">
                {price.hasFabric
                  ? 'Check the size and quantity for your price'
                  : 'Choose a fabric for your price'}
              </p>
            </>
          )}
        </div>
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} size="md" form={formId} />
      </div>
    </div>
  )
}
