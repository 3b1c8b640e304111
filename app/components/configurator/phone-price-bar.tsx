import { PriceHeadline } from './price-headline'
import { AddToCartButton, type LivePrice } from './price-summary'

/**
 * On phones and tablets (below 1024 px, where the laptop's summary is not beside the form) the
 * price card is far below the first choice: this compact bar keeps the price and Add to Cart
 * on screen while configuring. From 768 px the site's cart bar may be fixed at the bottom: the
 * bar then sticks just above it (issue 30). It is sticky at the end of the configurator (not
 * fixed), so it takes its own room in the page and never covers the footer; the page keeps a
 * scroll padding of its height (app/tailwind.css) so a focused field is never hidden under it. Its button submits
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
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-300 bg-white px-4 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:[body:has(.site-bottom-bar)_&]:bottom-20 lg:hidden"
    >
      {/* Keyboard focus scrolls fields clear of the bar: the scroll padding is in tailwind.css. */}
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <PriceHeadline price={price} sizeLabel={sizeLabel} look="phone" testId="bar-all-in" />
        </div>
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} size="md" form={formId} />
      </div>
    </div>
  )
}
