import { Form } from '@remix-run/react'
import { JobBalance } from '~/components/orders/job-specification'
import type { OrderBalance } from '~/domain/installed-job'
import { formatCents } from '~/domain/pricing'

type Offline = {
  id: number
  amountCents: number
  methodLabel: string
  reference: string | null
  receivedOn: string
  recordedBy: string
  recordedAt: string
  voidedAt: string | null
  voidedBy: string | null
  voidReason: string | null
}

/**
 * An installed job's money on the staff page (issue 39): the balance by the one rule, the card
 * payments, the payments received outside the site (with who recorded them and when, voided
 * ones struck with their reason), and for the office the form to record one and to void one.
 */
export function JobPayments({
  balance,
  card,
  offline,
  mayRecord,
  nonce,
  today,
  error,
}: {
  balance: OrderBalance
  card: { id: number; purpose: string; amountCents: number; at: string }[]
  offline: Offline[]
  mayRecord: boolean
  nonce: string
  today: string
  error?: string | null
}) {
  return (
    <section aria-labelledby="job-payments-title" id="job-payments" className="mt-6">
      <h3 id="job-payments-title" className="text-lg font-bold text-slate-800">
        Payments and balance
      </h3>
      <div className="mt-2">
        <JobBalance balance={balance} />
      </div>
      <ul className="mt-3 space-y-1 text-sm" data-testid="job-payment-list">
        {card.map((p) => (
          <li key={`card-${p.id}`}>
            Card, {p.purpose}: {formatCents(p.amountCents)} · {p.at.slice(0, 10)}
          </li>
        ))}
        {offline.map((p) => (
          <li key={`offline-${p.id}`} className={p.voidedAt ? 'text-slate-500' : ''}>
            <span className={p.voidedAt ? 'line-through' : ''}>
              {p.methodLabel}
              {p.reference ? ` (${p.reference})` : ''}: {formatCents(p.amountCents)} · received{' '}
              {p.receivedOn} · recorded by {p.recordedBy} {p.recordedAt.slice(0, 10)}
            </span>
            {p.voidedAt ? (
              <span>
                {' '}
                · voided by {p.voidedBy}: {p.voidReason}
              </span>
            ) : mayRecord ? (
              <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="void-payment" />
                <input type="hidden" name="paymentId" value={p.id} />
                <label className="text-sm">
                  Why void it{' '}
                  <input
                    name="reason"
                    required
                    className="rounded border border-slate-400 px-2 py-1"
                  />
                </label>
                <button
                  type="submit"
                  className="rounded border border-red-700 px-2 py-1 text-red-800"
                >
                  Void
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      ) : null}
      {mayRecord ? (
        <Form method="post" className="mt-3 grid max-w-md gap-2 text-sm">
          <h4 className="font-bold text-slate-800">Record a payment received outside the site</h4>
          <input type="hidden" name="intent" value="offline-payment" />
          <input type="hidden" name="nonce" value={nonce} />
          <label>
            Amount ($){' '}
            <input
              name="amount"
              required
              inputMode="decimal"
              className="rounded border border-slate-400 px-2 py-1"
            />
          </label>
          <label>
            Method{' '}
            <select name="method" className="rounded border border-slate-400 px-2 py-1">
              <option value="cash">Cash</option>
              <option value="check">Check</option>
              <option value="zelle">Zelle</option>
            </select>
          </label>
          <label>
            Reference (check number, Zelle confirmation){' '}
            <input name="reference" className="rounded border border-slate-400 px-2 py-1" />
          </label>
          <label>
            Received on{' '}
            <input
              type="date"
              name="receivedOn"
              defaultValue={today}
              max={today}
              required
              className="rounded border border-slate-400 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            className="justify-self-start rounded bg-brand-800 px-3 py-2 font-semibold text-white"
          >
            Record payment
          </button>
        </Form>
      ) : null}
    </section>
  )
}
