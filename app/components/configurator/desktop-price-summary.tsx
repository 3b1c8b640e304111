import { useT } from '~/components/i18n'
import { PriceHeadline } from './price-headline'
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
  const t = useT()
  return (
    <section
      aria-label={t('configurator.yourDesign')}
      data-testid="desktop-price-summary"
      className="mt-4 hidden rounded-xl border-2 border-brand-700 bg-white p-4 shadow-sm lg:block"
    >
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          <PriceHeadline
            price={price}
            sizeLabel={sizeLabel}
            look="desktop"
            testId="desktop-all-in"
          />
        </div>
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} form={formId} />
      </div>
    </section>
  )
}
