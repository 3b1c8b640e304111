import { useLocale, useT } from '~/components/i18n'
import { formatCents } from '~/domain/pricing'
import type { LivePrice } from './price-summary'

const LOOKS = {
  phone: { price: 'text-lg', note: 'text-xs', line: 'truncate text-xs' },
  desktop: { price: 'text-2xl', note: 'text-sm', line: 'text-sm' },
}

/**
 * The price the sticky bar (phone) and the sticky summary (laptop) keep in view: the all-in
 * price of the design and what it is for, or the From price and what is missing for a price.
 */
export function PriceHeadline({
  price,
  sizeLabel,
  look,
  testId,
}: {
  price: LivePrice
  sizeLabel: string
  look: keyof typeof LOOKS
  /** Names the all-in figure for tests ('bar-all-in', 'desktop-all-in'). */
  testId: string
}) {
  const t = useT()
  const locale = useLocale()
  const style = LOOKS[look]
  const headline = `${style.price} font-bold leading-tight text-brand-900`
  if (price.unitCents > 0) {
    return (
      <>
        <p className={headline}>
          <span data-testid={testId}>{formatCents(price.allInCents, locale)}</span>{' '}
          <span className={`${style.note} font-semibold text-slate-700`}>
            {t('configurator.beforeTax')}
          </span>
        </p>
        <p className={`${style.line} text-slate-700`}>
          {price.quantity} x {sizeLabel}
          {price.installation
            ? t('configurator.headline.installation', {
                price: formatCents(price.installationCents, locale),
              })
            : ''}
        </p>
      </>
    )
  }
  return (
    <>
      <p className={headline}>
        {price.fromCents
          ? t('configurator.fromPrice', { price: formatCents(price.fromCents, locale) })
          : t('configurator.yourPrice')}
      </p>
      <p className={`${style.line} text-slate-700`}>
        {price.hasFabric
          ? t('configurator.headline.checkSize')
          : t('configurator.headline.chooseFabric')}
      </p>
    </>
  )
}
