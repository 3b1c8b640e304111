import { ErrorList } from '~/components/forms'
import { useLocale, useT } from '~/components/i18n'
import { Button } from '~/components/ui/button'
import { type ConfigErrors, formatCents } from '~/domain/pricing'
import { installationSentence } from './option-choices'

/** What the configuration costs now, computed with the cart's per-line function. */
export interface LivePrice {
  unitCents: number
  quantity: number
  productsCents: number
  installationCents: number
  installation: boolean
  allInCents: number
  /** The lowest grid price, shown until a fabric is chosen. */
  fromCents: number | null
  hasFabric: boolean
}

/**
 * Add to Cart on one line (legible when disabled, as every kit button). Used in the price card
 * and the phone bar.
 */
export function AddToCartButton({
  hydrated,
  canAdd,
  busy,
  size = 'lg',
  className = '',
  form,
}: {
  hydrated: boolean
  canAdd: boolean
  busy: boolean
  size?: 'md' | 'lg'
  className?: string
  form?: string
}) {
  const t = useT()
  return (
    <Button
      size={size}
      name="intent"
      value="add"
      form={form}
      disabled={hydrated && (!canAdd || busy)}
      className={`whitespace-nowrap ${className}`}
    >
      {busy ? t('configurator.adding') : t('configurator.addToCart')}
    </Button>
  )
}

/**
 * The last card: quantity, the unit price, the line's installation and its all-in price
 * before tax (the cart's figures for this line), and the buttons. Without JavaScript an
 * 'Update price' button asks the server to re-render the price; with it, Add to Cart is
 * disabled until the configuration has a price. Before a fabric is chosen: the From price.
 */
export function PriceSummary({
  updateAction,
  quantity,
  onQuantity,
  price,
  errors,
  hydrated,
  canAdd,
  busy,
  children,
}: {
  /** Where 'Update price' sends the form as a GET: the page itself, the design in its query. */
  updateAction: string
  quantity: string
  onQuantity: (value: string) => void
  price: LivePrice
  errors: ConfigErrors
  hydrated: boolean
  canAdd: boolean
  busy: boolean
  /** The confirmation after Add to Cart (with JavaScript); it brings its own spacing. */
  children?: React.ReactNode
}) {
  const priced = price.unitCents > 0
  const t = useT()
  const locale = useLocale()
  return (
    <section
      aria-label={t('configurator.yourPrice')}
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <label htmlFor="quantity" className="block font-semibold text-slate-800">
            {t('configurator.quantity')}
          </label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={quantity}
            onChange={(e) => onQuantity(e.target.value)}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? 'quantity-error' : undefined}
            className="mt-1 w-24 rounded-md border border-slate-500 bg-white px-3 py-2"
          />
        </div>
        <div className="min-w-0 flex-1 text-right">
          {priced ? (
            <>
              <p className="text-sm text-slate-700">{t('configurator.pricePerItem')}</p>
              <p className="text-3xl font-bold text-brand-900" data-testid="unit-price">
                {formatCents(price.unitCents, locale)}
              </p>
            </>
          ) : (
            <>
              {price.fromCents ? (
                <p className="text-2xl font-bold text-brand-900" data-testid="from-price">
                  {t('configurator.fromPrice', { price: formatCents(price.fromCents, locale) })}
                </p>
              ) : null}
              <p className="font-semibold text-slate-700">
                {price.hasFabric
                  ? t('configurator.summary.checkSize')
                  : t('configurator.summary.chooseFabric')}
              </p>
            </>
          )}
        </div>
      </div>
      <div aria-live="polite" data-testid="price-panel">
        {priced ? (
          <dl className="mt-3 space-y-1 text-slate-800">
            <div className="flex justify-between gap-3">
              <dt>
                {price.quantity} x {formatCents(price.unitCents, locale)}
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="line-total">
                {formatCents(price.productsCents, locale)}
              </dd>
            </div>
            {price.installation ? (
              <div className="flex justify-between gap-3">
                <dt>{t('configurator.professionalInstallation')}</dt>
                <dd className="font-semibold tabular-nums" data-testid="line-installation">
                  {formatCents(price.installationCents, locale)}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-3 border-t border-brand-200 pt-1 text-lg font-bold text-brand-900">
              <dt>{t('configurator.allInBeforeTax')}</dt>
              <dd className="tabular-nums" data-testid="all-in">
                {formatCents(price.allInCents, locale)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <ErrorList id="quantity-error" errors={errors.quantity ? [errors.quantity] : null} />
      <p className="mt-3 text-sm text-slate-700">
        {price.installation
          ? `${installationSentence(price.installationCents, price.quantity, t, locale)}, ${t(priced ? 'configurator.summary.includedAbove' : 'configurator.summary.addedToShade')}. `
          : `${t('configurator.summary.withoutInstallation')} `}
        {t('configurator.summary.tax')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {hydrated ? null : (
          <Button
            variant="outline"
            size="lg"
            formMethod="get"
            formAction={updateAction}
            formNoValidate
            className="whitespace-nowrap"
          >
            {t('configurator.updatePrice')}
          </Button>
        )}
        <AddToCartButton hydrated={hydrated} canAdd={canAdd} busy={busy} className="flex-1" />
      </div>
      {children}
    </section>
  )
}
