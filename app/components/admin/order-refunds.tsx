/**
 * The staff order page's refunds (issue 27): paid, refunded and net amounts; each refund
 * (amount, reason, Stripe id, status, who); and, when the order offers one, the refund form
 * (all that is left, or part of it; Stripe's reason; a note; a ticked confirmation). A real
 * form that works without JavaScript; the hidden nonce makes a double click one refund.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import {
  CheckboxField,
  Field,
  RadioGroupField,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import { formatCents } from '~/domain/pricing'
import {
  officeAllowanceMessage,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type RefundFigures,
  refundFormSchema,
} from '~/domain/refunds'
import { Badge, DetailList, statusTone } from './inbox'

export type RefundsView = {
  figures: RefundFigures
  offer: { offered: true; maxCents: number } | { offered: false; why: string; message: string }
  /** What the signed-in person may still refund on this order (the office); null: no limit. */
  allowanceCents: number | null
  refunds: {
    id: number
    amountCents: number
    reason: string | null
    status: string
    stripeRefundId: string | null
    by: string
    at: string
  }[]
  nonce: string
  /** What the form starts with for "Refund the installation" (installationRefundPrefill). */
  prefill?: { amountCents: number; reason: string; note: string } | null
  /** The card payments a refund may go back to (an installed job's deposit and balance). */
  payments?: { id: number; label: string }[]
}

type ActionData =
  | (SubmissionResult<string[]> & { initialValue?: Record<string, unknown> | null })
  | { refusal: string }
  | undefined

function replyFor(data: ActionData) {
  if (!data || 'refusal' in data) return undefined
  const initial = (data.initialValue ?? {}) as Record<string, unknown>
  return initial.intent === 'refund' ? data : undefined
}

/** '125.50' for 12550 cents: what the amount field starts with. */
function dollars(cents: number) {
  return (cents / 100).toFixed(2)
}

function RefundForm({
  maxCents,
  allowanceCents,
  nonce,
  lastResult,
  prefill,
  payments = [],
}: {
  prefill?: RefundsView['prefill']
  payments?: { id: number; label: string }[]
  maxCents: number
  /** What the signed-in person may still refund on this order; null: no limit (the owner). */
  allowanceCents: number | null
  nonce: string
  lastResult: ReturnType<typeof replyFor>
}) {
  // The office's allowance shown before trying; the server's check (refundAllowed) stays the truth.
  const mostCents = allowanceCents === null ? maxCents : Math.min(maxCents, allowanceCents)
  const [form, fields] = useValidatedForm({
    id: 'order-refund',
    schema: refundFormSchema,
    lastResult,
    defaultValue: prefill
      ? {
          type: prefill.amountCents < maxCents ? 'partial' : 'full',
          amount: dollars(prefill.amountCents),
          reason: prefill.reason,
          note: prefill.note,
        }
      : {
          // Everything left only when this person may give it all back.
          type: mostCents < maxCents ? 'partial' : 'full',
          amount: dollars(mostCents),
          reason: 'requested_by_customer',
        },
  })
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'refund'
  return (
    <details
      className="mt-3 rounded-md border border-slate-200 p-3"
      open={Boolean(lastResult || prefill)}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">Refund</summary>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-3 space-y-3"
        aria-label="Refund"
      >
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="nonce" value={nonce} />
        {payments.length > 1 ? (
          <label className="block text-sm font-semibold text-slate-800">
            Which payment goes back{' '}
            <select name="paymentId" className="rounded border border-slate-400 px-2 py-1">
              {payments.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {form.errors?.length ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {form.errors.join(' ')}
          </p>
        ) : null}
        <RadioGroupField
          field={fields.type}
          legend="How much"
          options={[
            { value: 'full', label: `Everything left: ${formatCents(maxCents)}` },
            { value: 'partial', label: 'Part of it: the amount below' },
          ]}
        />
        <Field
          field={fields.amount}
          label="Amount to refund (dollars)"
          inputMode="decimal"
          max={dollars(mostCents)}
          hint={`For a partial refund: up to ${formatCents(mostCents)}.`}
        />
        <SelectField
          field={fields.reason}
          label="Reason"
          placeholder="Choose a reason"
          options={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
        />
        <TextareaField
          field={fields.note}
          label="Note"
          rows={2}
          hint="Kept with the refund and in the history, not sent to the customer."
        />
        <CheckboxField
          field={fields.confirm}
          label="Yes, send this money back to the customer's card"
          hint="The customer is e-mailed with the amount."
        />
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          {busy ? 'Refunding…' : 'Make the refund'}
        </Button>
      </Form>
    </details>
  )
}

export function OrderRefunds({
  refunds,
  actionData,
}: {
  refunds: RefundsView
  actionData: ActionData
}) {
  const { figures, offer, allowanceCents } = refunds
  return (
    <section aria-labelledby="order-refunds" className="mt-6">
      <h3 id="order-refunds" className="text-lg font-bold text-slate-800">
        Refunds
      </h3>
      <div className="mt-2 max-w-xs" data-testid="refund-figures">
        <DetailList
          items={[
            ['Paid', formatCents(figures.paidCents)],
            ['Refunded', formatCents(figures.refundedCents)],
            ...(figures.pendingCents
              ? ([['Being refunded', formatCents(figures.pendingCents)]] as [string, string][])
              : []),
            ['Net', <strong key="n">{formatCents(figures.netCents)}</strong>],
          ]}
        />
      </div>
      {refunds.refunds.length ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="refund-list">
          {refunds.refunds.map((r) => (
            <li key={r.id}>
              <Badge tone={statusTone(r.status)}>{r.status.replace('_', ' ')}</Badge>{' '}
              {formatCents(r.amountCents)} · {businessDateTimeShort(new Date(r.at))} · {r.by}
              {r.reason ? ` · ${r.reason}` : ''}
              {r.stripeRefundId ? (
                <span className="text-slate-600"> · {r.stripeRefundId}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {offer.offered ? (
        <>
          {allowanceCents === null ? null : (
            <p className="mt-2 text-sm text-slate-700" data-testid="refund-limit">
              {officeAllowanceMessage(allowanceCents)}
            </p>
          )}
          {/* Nothing left under the limit: no form to fill in only to be refused. */}
          {allowanceCents === 0 ? null : (
            // A new nonce after each refund: the next form is another refund.
            <RefundForm
              key={refunds.nonce}
              maxCents={offer.maxCents}
              allowanceCents={allowanceCents}
              nonce={refunds.nonce}
              prefill={refunds.prefill}
              payments={refunds.payments}
              lastResult={replyFor(actionData)}
            />
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{offer.message}</p>
      )}
    </section>
  )
}
