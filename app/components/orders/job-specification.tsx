import { useFromEnglish, useLocale, useT } from '~/components/i18n'
import {
  type InstalledJobSpecification,
  type OrderBalance,
  windowHeadingIn,
} from '~/domain/installed-job'
import { formatCents } from '~/domain/pricing'

/**
 * An installed job's specification as the customer accepted it (issue 39): by room and window,
 * the lines counted with their choices, and the estimate's totals. The staff page, the work
 * order and the customer's page all show this one.
 */
export function JobSpecification({
  spec,
  roomHeading: RoomHeading = 'h4',
}: {
  spec: InstalledJobSpecification
  /** The rooms' heading level, one below the section's (the work order's is an h2). */
  roomHeading?: 'h3' | 'h4'
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (
    <div data-testid="job-specification" className="space-y-4 text-sm">
      <p className="text-slate-700">
        {t('order.job.asAccepted', {
          reference: spec.estimateReference,
          version: spec.estimateVersion,
        })}
      </p>
      {spec.rooms.map((room, r) => (
        <section key={`${room.name}-${r}`}>
          <RoomHeading className="font-bold text-slate-900">{room.name}</RoomHeading>
          <ul className="mt-1 space-y-2">
            {room.windows.map((window, w) => (
              <li key={`${window.heading}-${w}`}>
                <p className="font-semibold text-slate-800">
                  {windowHeadingIn(window.heading, t)} · {fromEnglish(window.size)}
                  {window.mount ? ` · ${fromEnglish(window.mount)}` : ''}
                </p>
                {window.notes ? <p className="text-slate-700">{window.notes}</p> : null}
                <JobLines lines={window.lines} />
              </li>
            ))}
            {room.lines.length ? (
              <li>
                <JobLines lines={room.lines} />
              </li>
            ) : null}
          </ul>
        </section>
      ))}
      <dl className="ml-auto max-w-xs space-y-1">
        <Row label={t('order.job.subtotal')} cents={spec.totals.subtotalCents} />
        {spec.totals.discountCents ? (
          <Row label={t('order.job.discounts')} cents={-spec.totals.discountCents} />
        ) : null}
        <Row label={t('order.job.tax')} cents={spec.totals.taxCents} />
        <Row label={t('order.job.total')} cents={spec.totals.totalCents} strong />
        <Row label={t('order.job.depositAsked')} cents={spec.totals.depositCents} />
      </dl>
    </div>
  )
}

function JobLines({ lines }: { lines: InstalledJobSpecification['rooms'][number]['lines'] }) {
  const locale = useLocale()
  const fromEnglish = useFromEnglish()
  return (
    <ul className="ml-4 list-disc">
      {lines.map((line, i) => (
        <li key={`${line.title}-${i}`}>
          {line.quantity} x {line.title}
          {line.details ? ` · ${line.details}` : ''}
          {line.inclusion ? ` · ${fromEnglish(line.inclusion)}` : ''} ·{' '}
          <span className="tabular-nums">{formatCents(line.netCents, locale)}</span>
        </li>
      ))}
    </ul>
  )
}

function Row({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const locale = useLocale()
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-bold' : ''}`}>{formatCents(cents, locale)}</dd>
    </div>
  )
}

/** Paid so far and the balance: the one rule's figures, as every page says them. */
export function JobBalance({ balance }: { balance: OrderBalance }) {
  const t = useT()
  return (
    <dl data-testid="job-balance" className="max-w-xs space-y-1 text-sm">
      <Row label={t('invoice.jobBalance.total')} cents={balance.totalCents} />
      <Row label={t('invoice.jobBalance.paid')} cents={balance.paidCents} />
      {balance.refundedCents ? (
        <Row label={t('invoice.jobBalance.refunded')} cents={balance.refundedCents} />
      ) : null}
      <Row label={t('invoice.jobBalance.due')} cents={balance.balanceCents} strong />
      {balance.paidInFull ? (
        <p className="font-bold text-green-800" data-testid="paid-in-full">
          {t('invoice.jobBalance.paidInFull')}
        </p>
      ) : null}
    </dl>
  )
}
