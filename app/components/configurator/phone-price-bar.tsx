import { PriceHeadline } from './price-headline'
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
          <PriceHeadline price={price} sizeLabel={sizeLabel} look="phone" testId="bar-all-in" />
        </div>
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} size="md" form={formId} />
      </div>
    </div>
  )
}
