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
  const style = LOOKS[look]
  const headline = `${style.price} font-bold leading-tight text-brand-900`
  if (price.unitCents > 0) {
    return (
      <>
        <p className={headline}>
          <span data-testid={testId}>{formatCents(price.allInCents)}</span>{' '}
          <span className={`${style.note} font-semibold text-slate-700`}>before tax</span>
        </p>
        <p className={`${style.line} text-slate-700`}>
          {price.quantity} x {sizeLabel}
          {price.installation ? `, installation ${formatCents(price.installationCents)}` : ''}
        </p>
      </>
    )
  }
  return (
    <>
      <p className={headline}>
        {price.fromCents ? `From ${formatCents(price.fromCents)}` : 'Your price'}
      </p>
      <p className={`${style.line} text-slate-700`}>
        {price.hasFabric
          ? 'Check the size and quantity for your price'
          : 'Choose a fabric for your price'}
      </p>
    </>
  )
}
