import { formatCents } from '~/domain/pricing'
import { AddToCartButton, type LivePrice } from './price-summary'

/**
 * On a laptop the price card is below every option: this compact summary keeps the price and
 * Add to Cart in view while configuring (issue 30), as the phone's bar does. It sits under the
 * pictures in their own sticky column (from lg), so it takes its own room beside the form and
 * never covers a control. Its button submits the configurator form through the `form`
 * attribute (works without JavaScript).
 */
export function DesktopPriceSummary({
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
    <section
      aria-label="Your design"
      data-testid="desktop-price-summary"
      className="mt-4 hidden rounded-xl border-2 border-brand-700 bg-white p-4 shadow-sm lg:block"
    >
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          {priced ? (
            <>
              <p className="text-2xl font-bold leading-tight text-brand-900">
                <span data-testid="desktop-all-in">{formatCents(price.allInCents)}</span>{' '}
                <span className="text-sm font-semibold text-slate-700">before tax</span>
              </p>
              <p className="text-sm text-slate-700">
                {price.quantity} x {sizeLabel}
                {price.installation ? `, installation ${formatCents(price.installationCents)}` : ''}
              </p>
            </>
          ) : (
            <>
              <p className="text-2xl font-bold leading-tight text-brand-900">
                {price.fromCents ? `From ${formatCents(price.fromCents)}` : 'Your price'}
              </p>
              <p className="text-sm text-slate-700">
                {price.hasFabric
                  ? 'Check the size and quantity for your price'
                  : 'Choose a fabric for your price'}
              </p>
            </>
          )}
        </div>
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} form={formId} />
      </div>
    </section>
  )
}
