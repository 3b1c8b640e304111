import type { ReactNode } from 'react'
import { formatCents } from '~/domain/pricing'
import { useLocale } from '../i18n'
import { useCartWords } from './words'

export type SummaryTotals = {
  subtotalCents: number
  installationCents: number
  taxCents: number
  totalCents: number
  /** "Sales tax (7%, Broward)": the rates the tax was computed at (app/domain/florida-tax.ts). */
  taxLabel: string
}

/**
 * Subtotal, installation, tax and total as the one totals function computed them
 * (docs/requirements.md, R1): the cart page, checkout and the order page show the same figures.
 */
export function OrderSummary({
  totals,
  itemCount,
  sampleCount = 0,
  title,
  children,
  className = '',
}: {
  totals: SummaryTotals
  itemCount?: number
  sampleCount?: number
  title?: string
  children?: ReactNode
  className?: string
}) {
  // Free samples are items in the cart too, as the header's badge counts them (issue 30).
  const count = itemCount === undefined ? undefined : itemCount + sampleCount
  const words = useCartWords()
  const locale = useLocale()
  const rows: [string, string, number][] = [
    [
      count === undefined
        ? words('cart.summary.subtotal', 'Subtotal')
        : words(
            'cart.summary.subtotalItems',
            `Subtotal (${count} ${count === 1 ? 'item' : 'items'})`,
            { count },
          ),
      'summary-subtotal',
      totals.subtotalCents,
    ],
    [
      words('cart.summary.installation', 'Professional installation'),
      'summary-installation',
      totals.installationCents,
    ],
    [taxWords(totals.taxLabel, words), 'summary-tax', totals.taxCents],
  ]
  return (
    <section
      aria-labelledby="order-summary-title"
      className={`rounded-xl border border-slate-200 bg-slate-50 p-5 ${className}`}
    >
      <h2 id="order-summary-title" className="text-xl font-bold text-brand-900">
        {title ?? words('cart.summary.title', 'Order Summary')}
      </h2>
      <dl className="mt-4 space-y-2 text-slate-800">
        {rows.map(([label, testId, cents]) => (
          <div key={testId} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd data-testid={testId} className="tabular-nums">
              {formatCents(cents, locale)}
            </dd>
          </div>
        ))}
        {sampleCount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>
              {words('cart.summary.samples', `Free fabric samples (${sampleCount})`, {
                count: sampleCount,
              })}
            </dt>
            <dd className="tabular-nums">{formatCents(0, locale)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-bold text-slate-900">
          <dt>{words('cart.summary.total', 'Total')}</dt>
          <dd data-testid="summary-total" className="tabular-nums">
            {formatCents(totals.totalCents, locale)}
          </dd>
        </div>
      </dl>
      {totals.installationCents > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {words(
            'cart.summary.installationNote',
            'Installation is $10 per foot of width for each shade with installation selected.',
          )}
        </p>
      ) : null}
      {children}
    </section>
  )
}

/** "Sales tax (7%, Broward)" in the page's language: the rates and the county stay as they are. */
function taxWords(label: string, words: ReturnType<typeof useCartWords>): string {
  const match = /^Sales tax(.*)$/.exec(label)
  return match ? words('cart.summary.tax', label, { rates: match[1] }) : label
}
