/**
 * Refund rules (issue 27): what an order has paid, refunded and kept; whether it offers a
 * refund at all; whether a requested refund (full or partial) is allowed; the idempotency key
 * that makes a double click one refund; and how Stripe's refunds line up with ours (the
 * webhook's charge.refunded and refund.updated, and refunds made in Stripe's dashboard).
 *
 * Money is integer cents. Pure: no I/O, safe in the browser.
 */
import { z } from 'zod'
import { optionalText } from './form-rules'
import { formatCents } from './pricing/dimensions'

// ---------------------------------------------------------------- the figures

/** Payment statuses as db/schema.ts PAYMENT_STATUSES. */
export type PaymentStatus =
  | 'requires_payment'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'canceled'
  | 'refunded'

/** Stripe's refund statuses (a refund starts 'pending' and ends 'succeeded', 'failed' or 'canceled'). */
export const REFUND_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** Money taken: a payment that went through (and stays paid once refunded). */
const TAKEN: readonly PaymentStatus[] = ['succeeded', 'refunded']
/** On its way back: counted against what is left so nobody refunds it twice. */
const UNDER_WAY: readonly RefundStatus[] = ['pending', 'requires_action']

export type RefundFigures = {
  /** What the customer paid (payments that went through). */
  paidCents: number
  /** Refunds that went through. */
  refundedCents: number
  /** Refunds Stripe has not finished yet. */
  pendingCents: number
  /** What the business keeps now: paid - refunded. */
  netCents: number
  /** What can still be refunded: paid - refunded - pending. */
  leftCents: number
}

/** The order page's figures, from the order's payments and refunds. */
export function refundFigures(
  payments: readonly { status: string; amountCents: number }[],
  refunds: readonly { status: string; amountCents: number }[],
): RefundFigures {
  const sum = (rows: readonly { amountCents: number }[]) =>
    rows.reduce((n, r) => n + Math.max(0, Math.trunc(r.amountCents)), 0)
  const paidCents = sum(payments.filter((p) => (TAKEN as readonly string[]).includes(p.status)))
  const refundedCents = sum(refunds.filter((r) => r.status === 'succeeded'))
  const pendingCents = sum(
    refunds.filter((r) => (UNDER_WAY as readonly string[]).includes(r.status)),
  )
  return {
    paidCents,
    refundedCents,
    pendingCents,
    netCents: paidCents - refundedCents,
    leftCents: Math.max(0, paidCents - refundedCents - pendingCents),
  }
}

/** Refunds that went through add up to everything paid: the order becomes Refunded. */
export function isRefundedInFull(figures: RefundFigures): boolean {
  return figures.paidCents > 0 && figures.refundedCents >= figures.paidCents
}

// ---------------------------------------------------------------- is a refund offered

export const NOT_PAID_MESSAGE = 'Nothing has been paid on this order, so there is nothing to refund'
export const FREE_ORDER_MESSAGE = 'This order is free, so there is nothing to refund'
export const REFUNDED_IN_FULL_MESSAGE = 'This order has been refunded in full'
export const REFUND_UNDER_WAY_MESSAGE =
  'The rest of this payment is already being refunded: wait for Stripe to finish'

export type RefundOffer =
  | { offered: true; maxCents: number; figures: RefundFigures }
  | {
      offered: false
      why: 'free' | 'not-paid' | 'refunded-in-full' | 'under-way'
      message: string
      figures: RefundFigures
    }

/**
 * Whether the order page offers a refund, and up to how much. A free order ($0, such as
 * free samples) and an unpaid one (a quote, a card order whose payment never went through)
 * offer none.
 */
export function refundOffer(order: { totalCents: number }, figures: RefundFigures): RefundOffer {
  if (order.totalCents <= 0 && figures.paidCents === 0) {
    return { offered: false, why: 'free', message: FREE_ORDER_MESSAGE, figures }
  }
  if (figures.paidCents === 0) {
    return { offered: false, why: 'not-paid', message: NOT_PAID_MESSAGE, figures }
  }
  if (figures.leftCents === 0) {
    return figures.pendingCents > 0
      ? { offered: false, why: 'under-way', message: REFUND_UNDER_WAY_MESSAGE, figures }
      : { offered: false, why: 'refunded-in-full', message: REFUNDED_IN_FULL_MESSAGE, figures }
  }
  return { offered: true, maxCents: figures.leftCents, figures }
}

// ---------------------------------------------------------------- the request

/** Stripe's refund reasons, as staff read them. */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by the customer',
  duplicate: 'Duplicate payment',
  fraudulent: 'Fraudulent payment',
}

export const AMOUNT_MESSAGE = 'Enter an amount in dollars and cents, e.g. 125.50'
export const AMOUNT_ABOVE_ZERO_MESSAGE = 'Enter an amount above $0.00'
export const NONCE_MESSAGE = 'This form has expired: reload the page and try again'

/** '$1,234.5' or '12' -> cents; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const clean = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(clean) ?? /^()\.(\d{1,2})$/.exec(clean)
  if (!match) return null
  const dollars = Number(match[1] || '0')
  const cents = Number((match[2] ?? '').padEnd(2, '0') || '0')
  return dollars * 100 + cents
}

/** A per-form random value the form carries, so the same submission makes the same key. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The refund form: full, or partial with an amount in dollars; Stripe's reason; a note for
 * the history; the form's nonce. The amount is checked against what is left by
 * `checkRefund`, which needs the order's figures.
 */
export const refundRequestSchema = z
  .object({
    type: z.enum(['full', 'partial'], {
      errorMap: () => ({ message: 'Choose a full or a partial refund' }),
    }),
    amount: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().optional(),
    ),
    reason: z.enum(REFUND_REASONS, {
      errorMap: () => ({ message: 'Choose a reason' }),
    }),
    note: optionalText(500, 'Note'),
    nonce: z.string({ required_error: NONCE_MESSAGE }).regex(NONCE_PATTERN, NONCE_MESSAGE),
    /** Which card payment goes back (an installed job's deposit or balance); none: the latest. */
    paymentId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce.number().int().positive().optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'partial') return
    if (value.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to refund' })
      return
    }
    const cents = dollarsToCents(value.amount)
    if (cents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_MESSAGE })
    else if (cents <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_ABOVE_ZERO_MESSAGE })
    }
  })

export type RefundRequest = z.output<typeof refundRequestSchema>

export type RefundDecision =
  | { ok: true; amountCents: number; full: boolean; idempotencyKey: string }
  | { ok: false; status: 400 | 409; field: 'amount' | null; message: string }

/** 'You can refund at most $50.00: $100.00 paid, $50.00 already refunded.' */
export function tooMuchMessage(figures: RefundFigures): string {
  const parts = [`${formatCents(figures.paidCents)} paid`]
  if (figures.refundedCents > 0)
    parts.push(`${formatCents(figures.refundedCents)} already refunded`)
  if (figures.pendingCents > 0) parts.push(`${formatCents(figures.pendingCents)} being refunded`)
  return `You can refund at most ${formatCents(figures.leftCents)}: ${parts.join(', ')}.`
}

/**
 * Decides a refund request (already parsed by refundRequestSchema) against the order: a
 * full refund is whatever is left; a partial one is above $0 and never more than what is
 * left. 409 when the order offers no refund at all.
 */
export function checkRefund(
  order: { id: number; totalCents: number },
  figures: RefundFigures,
  request: Pick<RefundRequest, 'type' | 'amount' | 'nonce'>,
): RefundDecision {
  const offer = refundOffer(order, figures)
  if (!offer.offered) return { ok: false, status: 409, field: null, message: offer.message }
  let amountCents = offer.maxCents
  if (request.type === 'partial') {
    const cents = request.amount === undefined ? null : dollarsToCents(request.amount)
    if (cents === null) return { ok: false, status: 400, field: 'amount', message: AMOUNT_MESSAGE }
    if (cents <= 0) {
      return { ok: false, status: 400, field: 'amount', message: AMOUNT_ABOVE_ZERO_MESSAGE }
    }
    if (cents > offer.maxCents) {
      return { ok: false, status: 400, field: 'amount', message: tooMuchMessage(figures) }
    }
    amountCents = cents
  }
  return {
    ok: true,
    amountCents,
    full: amountCents === offer.maxCents,
    idempotencyKey: refundIdempotencyKey(order.id, request.nonce, amountCents),
  }
}

// ---------------------------------------------------------------- the office's limit

/**
 * What the order gives back: refunds that went through and refunds under way, by anyone
 * (failed and cancelled ones gave nothing back). The office's limit bounds this, not each click.
 */
export function givenBackCents(figures: RefundFigures): number {
  return figures.refundedCents + figures.pendingCents
}

/** What the office may still refund on an order: the owner's limit less what it gave back. */
export function officeAllowanceCents(limitCents: number, figures: RefundFigures): number {
  return Math.max(0, limitCents - givenBackCents(figures))
}

/** Beside the amount field: before trying, and as the reason an over-limit refund was refused. */
export function officeAllowanceMessage(allowanceCents: number): string {
  return `You may refund up to ${formatCents(allowanceCents)} more on this order; more needs the owner.`
}

// ---------------------------------------------------------------- idempotency

/** Stripe accepts idempotency keys of up to 255 characters (Stripe API: idempotent requests). */
export const STRIPE_IDEMPOTENCY_KEY_MAX = 255

/**
 * The idempotency key of a refund: the same order, form nonce and amount give the same key,
 * so a double click (or a retried request) makes one refund at Stripe and one row here. A
 * new form (a new nonce) or another amount is another refund. Throws on a bad nonce: the
 * schema has checked it before this is called.
 */
export function refundIdempotencyKey(orderId: number, nonce: string, amountCents: number): string {
  if (!Number.isInteger(orderId) || orderId <= 0) throw new Error('Bad order id')
  if (!NONCE_PATTERN.test(nonce)) throw new Error('Bad refund nonce')
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error('Bad refund amount')
  return `order-${orderId}-refund-${nonce}-${amountCents}`
}

/** A fresh nonce for a refund form (the loader puts it in a hidden field). */
export function newRefundNonce(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '')
}

// ---------------------------------------------------------------- reconciling with Stripe

/** A refund as we record it. */
export type RecordedRefund = { stripeRefundId: string | null; amountCents: number; status: string }
/** A refund as Stripe reports it (a charge's refunds, or one refund of refund.updated). */
export type StripeRefund = { id: string; amount: number; status: string | null }

export type RefundReconciliation = {
  /** Refunds Stripe has and we do not (made in Stripe's dashboard): record them. */
  add: { stripeRefundId: string; amountCents: number; status: RefundStatus }[]
  /** Refunds whose status moved at Stripe: bring ours to it. */
  update: { stripeRefundId: string; status: RefundStatus }[]
}

function refundStatus(status: string | null): RefundStatus {
  return (REFUND_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as RefundStatus)
    : 'pending'
}

/**
 * What to write so our refunds match Stripe's: the webhook's charge.refunded (all of a
 * charge's refunds) and refund.updated (one refund). Replaying the same event gives nothing
 * to write the second time.
 */
export function reconcileRefunds(
  recorded: readonly RecordedRefund[],
  fromStripe: readonly StripeRefund[],
): RefundReconciliation {
  const byId = new Map(
    recorded.filter((r) => r.stripeRefundId).map((r) => [r.stripeRefundId as string, r]),
  )
  const add: RefundReconciliation['add'] = []
  const update: RefundReconciliation['update'] = []
  const seen = new Set<string>()
  for (const refund of fromStripe) {
    if (seen.has(refund.id)) continue
    seen.add(refund.id)
    const status = refundStatus(refund.status)
    const ours = byId.get(refund.id)
    if (!ours) add.push({ stripeRefundId: refund.id, amountCents: refund.amount, status })
    else if (ours.status !== status) update.push({ stripeRefundId: refund.id, status })
  }
  return { add, update }
}

// ---------------------------------------------------------------- telling the customer

/** The refund e-mail's subject and opening (the server adds the private link and figures). */
export function refundNotice(
  amountCents: number,
  figures: RefundFigures,
  reference: string,
): { subject: string; intro: string } {
  const full = isRefundedInFull(figures)
  return {
    subject: `Your order ${reference}: ${full ? 'refunded' : 'partly refunded'}`,
    intro: `We have refunded ${formatCents(amountCents)} to your card${
      full ? ', the whole amount you paid' : ''
    }. It can take 5 to 10 business days to show on your statement.`,
  }
}

// ---------------------------------------------------------------- the staff form

export const CONFIRM_REFUND_MESSAGE =
  'Tick the box to confirm: the refund sends money back to the card'

/**
 * The order page's refund form: the request, its intent and a ticked confirmation (a refund
 * moves money). The action and the browser check it with this same schema.
 */
export const refundFormSchema = refundRequestSchema.and(
  z.object({
    intent: z.literal('refund'),
    confirm: z
      .preprocess((v) => v === 'on' || v === true, z.boolean())
      .refine((v) => v, CONFIRM_REFUND_MESSAGE),
  }),
)
