// Long (over 400 lines): an installed job's money in one place (the order made from the accepted estimate, the deposit's two Stripe paths, the webhook, the one balance rule, the mails); split by payment path when the balance pay page grows.
/**
 * An installed job's money (issue 39): the deposit of an accepted estimate and, after the
 * installation, the balance, each paid by card by the shop's two paths (a PaymentIntent for the
 * Payment Element, a hosted Checkout Session without JavaScript) and recorded once, whichever of
 * the customer's return and Stripe's webhook arrives first. The server decides every amount:
 * the deposit the estimate asks, the balance the one rule computes (app/domain/installed-job.ts).
 *
 * The job is the estimate's one order (orders.estimate_id is unique): kept pending while the
 * deposit is being paid, as the shop keeps a cart's pending order, and made a job (Deposit paid)
 * by the payment.
 */
import crypto from 'node:crypto'
import { and, asc, count, desc, eq, isNotNull, notInArray } from 'drizzle-orm'
import type { ArrivalColumns } from '~/domain/arrival'
import { storedTaxColumns } from '~/domain/florida-tax'
import {
  type InstalledJobSpecification,
  type JobWords,
  jobSpecificationOf,
  jobSpecificationRows,
  jobSpecificationText,
  OFFLINE_PAYMENT_METHOD_LABELS,
  type OrderBalance,
  orderBalance,
} from '~/domain/installed-job'
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { taxRatesForZip } from '../catalog/sales-tax.server'
import type { EstimateView } from '../estimates/estimates.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import {
  createCheckoutSession,
  createPaymentIntent,
  describeStripeError,
  type IntentMetadata,
  retrieveCheckoutSession,
  retrievePaymentIntent,
  updatePaymentIntentAmount,
  type WebhookEvent,
} from '../vendors/stripe.server'
import { orderPath } from './links.server'
import { IMMEDIATE, type OrderRow } from './order-rows.server'
import { jobWordsFor } from './spec-words.server'
import { recordSystemMove } from './workflow.server'

const { orders, payments, offlinePayments, orderRefunds, processedWebhookEvents } = schema

/**
 * Where the job's customer came from: where the estimate's lead came from, else its visit
 * (app/domain/arrival.ts). Nothing when neither was recorded.
 */
function arrivalOfEstimate(tx: Tx, estimateId: number): ArrivalColumns | undefined {
  const { estimates, leads, appointments } = schema
  const estimate = tx
    .select({ leadId: estimates.leadId, appointmentId: estimates.appointmentId })
    .from(estimates)
    .where(eq(estimates.id, estimateId))
    .get()
  const columns = (t: typeof leads | typeof appointments) => ({
    arrivalLanding: t.arrivalLanding,
    arrivalReferrer: t.arrivalReferrer,
    arrivalSource: t.arrivalSource,
    arrivalMedium: t.arrivalMedium,
    arrivalCampaign: t.arrivalCampaign,
  })
  const ofLead = estimate?.leadId
    ? tx.select(columns(leads)).from(leads).where(eq(leads.id, estimate.leadId)).get()
    : undefined
  if (ofLead?.arrivalLanding) return ofLead
  return estimate?.appointmentId
    ? tx
        .select(columns(appointments))
        .from(appointments)
        .where(eq(appointments.id, estimate.appointmentId))
        .get()
    : undefined
}
type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]
type Reader = Tx | typeof db

export type JobPaymentPurpose = 'deposit' | 'balance'

export const JOB_PAYMENT_FAILED = 'The payment could not be started. Please try again.'
export const DEPOSIT_PAID_MESSAGE = 'The deposit is paid'
export const NOTHING_DUE_MESSAGE = 'Nothing is due on this job'
export const NOT_ACCEPTED_MESSAGE = 'The deposit can be paid once the estimate is accepted'

// ---------------------------------------------------------------- reading

/** The estimate's job (pending until the deposit is paid), if any. */
export function jobOfEstimate(estimateId: number, reader: Reader = db): OrderRow | undefined {
  return reader.select().from(orders).where(eq(orders.estimateId, estimateId)).get()
}

/** The one balance rule over the order's card payments, offline payments and refunds. */
export function balanceOf(order: Pick<OrderRow, 'id' | 'totalCents'>, reader: Reader = db) {
  return orderBalance({
    totalCents: order.totalCents,
    payments: reader
      .select({ status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .all(),
    offlinePayments: reader
      .select({ amountCents: offlinePayments.amountCents, voidedAt: offlinePayments.voidedAt })
      .from(offlinePayments)
      .where(eq(offlinePayments.orderId, order.id))
      .all(),
    refunds: reader
      .select({ status: orderRefunds.status, amountCents: orderRefunds.amountCents })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .all(),
  })
}

/**
 * Installed jobs still owing money by the one balance rule, the oldest invoice first: every
 * job whose deposit is paid (the reports' balances due), or only those whose balance was
 * invoiced (the dashboard's card). Cancelled and refunded jobs owe nothing.
 */
export function jobsOwing(which: 'deposit-paid' | 'invoiced') {
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      invoicedAt: orders.balanceInvoicedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'installed-job'),
        which === 'invoiced' ? isNotNull(orders.balanceInvoicedAt) : isNotNull(orders.paidAt),
        notInArray(orders.stage, ['cancelled', 'refunded']),
      ),
    )
    .orderBy(asc(orders.balanceInvoicedAt), asc(orders.id))
    .all()
    .map((job) => ({ ...job, balanceCents: balanceOf(job).balanceCents }))
    .filter((job) => job.balanceCents > 0)
}

/** Whether the job's deposit is recorded (the order left Awaiting deposit). */
export function depositPaid(order: Pick<OrderRow, 'paidAt' | 'status'>): boolean {
  return Boolean(order.paidAt) || order.status !== 'pending'
}

/** Every payment of a job, for its pages and receipts: card and offline, oldest first. */
export function jobPayments(orderId: number) {
  const card = db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.id))
    .all()
    .concat(
      db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'refunded')))
        .all(),
    )
    .sort((a, b) => a.id - b.id)
  return card.map((p) => ({
    id: p.id,
    purpose: p.purpose,
    amountCents: p.amountCents,
    at: p.updatedAt.toISOString(),
    paymentIntentId: p.paymentIntentId,
  }))
}

/**
 * The customer's page of a job: every payment that counts (card and offline, not voided),
 * the one rule's balance, and the pay link once the balance is invoiced and due.
 */
export function customerJobMoney(order: OrderRow) {
  const balance = balanceOf(order)
  const card = jobPayments(order.id).map((p) => ({
    key: `card-${p.id}`,
    label: `Card payment (${p.purpose})`,
    amountCents: p.amountCents,
    on: p.at.slice(0, 10),
  }))
  const offline = db
    .select()
    .from(offlinePayments)
    .where(eq(offlinePayments.orderId, order.id))
    .all()
    .filter((p) => !p.voidedAt)
    .map((p) => ({
      key: `offline-${p.id}`,
      label: OFFLINE_PAYMENT_METHOD_LABELS[p.method],
      amountCents: p.amountCents,
      on: p.receivedOn,
    }))
  return {
    balance,
    payments: [...card, ...offline],
    payPath: order.balanceInvoicedAt && balance.balanceCents > 0 ? balancePayPath(order.id) : null,
  }
}

// ---------------------------------------------------------------- the pending job

/**
 * The accepted estimate's job, created or brought up to the estimate (one per estimate), in
 * the caller's transaction: the acceptance makes it (Awaiting deposit, so the office can record
 * a cash or check deposit at once), and the deposit page finds and reuses it. A job whose
 * deposit is recorded is never changed here.
 */
export function writePendingJob(tx: Tx, view: EstimateView): OrderRow {
  const specification: InstalledJobSpecification = jobSpecificationOf(view)
  const values = {
    customerName: view.customer.name,
    customerEmail: view.customer.email,
    customerPhone: view.customer.phone,
    customerAddress: view.customer.address,
    customerZip: view.customer.zip,
    language: view.language,
    // The estimate's figures as they are: its lines already hold their installation.
    subtotalCents: view.totals.totalCents - view.totals.taxCents,
    installationCents: 0,
    taxCents: view.totals.taxCents,
    totalCents: view.totals.totalCents,
    ...storedTaxColumns(taxRatesForZip(view.customer.zip)),
    depositCents: view.totals.depositCents,
    specification,
  }
  const existing = jobOfEstimate(view.id, tx)
  if (existing) {
    if (depositPaid(existing)) return existing
    return tx.update(orders).set(values).where(eq(orders.id, existing.id)).returning().get()
  }
  return tx
    .insert(orders)
    .values({
      kind: 'installed-job',
      status: 'pending',
      stage: 'awaiting-payment',
      estimateId: view.id,
      ...values,
      ...arrivalOfEstimate(tx, view.id),
    })
    .returning()
    .get()
}

/** The accepted estimate's job, in its own transaction (the deposit page). */
export function upsertPendingJob(view: EstimateView): OrderRow {
  return db.transaction((tx) => writePendingJob(tx, view), IMMEDIATE)
}

// ---------------------------------------------------------------- starting a payment

function metadataOf(order: OrderRow, purpose: JobPaymentPurpose): IntentMetadata {
  return {
    orderId: String(order.id),
    itemCount: '1',
    subtotal: (order.subtotalCents / 100).toFixed(2),
    tax: (order.taxCents / 100).toFixed(2),
    purpose,
  }
}

/** What this job asks now for `purpose`: the deposit until it is paid, then the balance. */
export function amountDue(
  order: OrderRow,
  purpose: JobPaymentPurpose,
): { ok: true; amountCents: number } | { ok: false; status: 409; error: string } {
  if (purpose === 'deposit') {
    if (depositPaid(order)) return { ok: false, status: 409, error: DEPOSIT_PAID_MESSAGE }
    const amountCents = order.depositCents ?? 0
    return amountCents > 0
      ? { ok: true, amountCents }
      : { ok: false, status: 409, error: NOTHING_DUE_MESSAGE }
  }
  const balance = balanceOf(order)
  if (!depositPaid(order) || balance.balanceCents <= 0)
    return { ok: false, status: 409, error: NOTHING_DUE_MESSAGE }
  return { ok: true, amountCents: balance.balanceCents }
}

export type JobPaymentStart =
  | { ok: true; clientSecret: string; amountCents: number }
  | { ok: false; status: 409 | 502; error: string }

/**
 * The Payment Element's start: a PaymentIntent for exactly what is due (the open one brought
 * to it, or a new one under a key per order, purpose and attempt).
 */
export async function startJobCardPayment(
  order: OrderRow,
  purpose: JobPaymentPurpose,
): Promise<JobPaymentStart> {
  const due = amountDue(order, purpose)
  if (!due.ok) return due
  const metadata = metadataOf(order, purpose)
  try {
    const open = db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.purpose, purpose),
          eq(payments.status, 'requires_payment'),
        ),
      )
      .orderBy(desc(payments.id))
      .get()
    if (open) {
      try {
        const intent = await updatePaymentIntentAmount(
          open.paymentIntentId,
          { amountCents: due.amountCents, metadata },
          `${open.paymentIntentId}-update-${crypto.randomUUID()}`,
        )
        if (intent.clientSecret && intent.amount === due.amountCents) {
          db.update(payments)
            .set({ amountCents: intent.amount })
            .where(eq(payments.id, open.id))
            .run()
          return { ok: true, clientSecret: intent.clientSecret, amountCents: intent.amount }
        }
      } catch {
        // An intent Stripe no longer lets us change: a new one below.
      }
      db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, open.id)).run()
    }
    const attempt =
      (db.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id)).get()?.n ??
        0) + 1
    const idempotencyKey = `order-${order.id}-${purpose}-${attempt}`
    const intent = await createPaymentIntent(
      { amountCents: due.amountCents, metadata, receiptEmail: order.customerEmail || undefined },
      idempotencyKey,
    )
    if (!intent.clientSecret || intent.amount !== due.amountCents) {
      return { ok: false, status: 502, error: JOB_PAYMENT_FAILED }
    }
    db.insert(payments)
      .values({
        orderId: order.id,
        purpose,
        paymentIntentId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: 'requires_payment',
        idempotencyKey,
      })
      .onConflictDoNothing({ target: payments.paymentIntentId })
      .run()
    return { ok: true, clientSecret: intent.clientSecret, amountCents: intent.amount }
  } catch (error) {
    console.warn(`[stripe] ${purpose} intent for order ${order.id}: ${describeStripeError(error)}`)
    return { ok: false, status: 502, error: JOB_PAYMENT_FAILED }
  }
}

/** The path without JavaScript: a hosted Checkout Session for exactly what is due. */
export async function startJobHostedCheckout(
  order: OrderRow,
  purpose: JobPaymentPurpose,
  urls: { returnPath: string; cancelPath: string; locale?: Locale },
): Promise<{ ok: true; url: string } | { ok: false; status: 409 | 502; error: string }> {
  const due = amountDue(order, purpose)
  if (!due.ok) return due
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const joiner = urls.returnPath.includes('?') ? '&' : '?'
  const { t } = serverT(urls.locale ?? 'en')
  const reference = order.reference ?? ''
  try {
    const session = await createCheckoutSession(
      {
        lineItems: [
          {
            name: t(
              purpose === 'deposit' ? 'invoice.deposit.stripeName' : 'invoice.balance.stripeName',
              { reference },
            ).trim(),
            description: order.specification
              ? jobSpecificationText(order.specification, jobWordsFor(urls.locale ?? 'en'))
                  .join('\n')
                  .slice(0, 40_000) || undefined
              : undefined,
            unitAmountCents: due.amountCents,
            quantity: 1,
          },
        ],
        customerEmail: order.customerEmail,
        metadata: metadataOf(order, purpose),
        successUrl: `${site}${urls.returnPath}${joiner}session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}${urls.cancelPath}`,
        locale: urls.locale,
      },
      `order-${order.id}-${purpose}-session-${due.amountCents}`,
    )
    if (!session.url || (session.amountTotal !== null && session.amountTotal !== due.amountCents))
      return { ok: false, status: 502, error: JOB_PAYMENT_FAILED }
    return { ok: true, url: session.url }
  } catch (error) {
    console.warn(`[stripe] ${purpose} session for order ${order.id}: ${describeStripeError(error)}`)
    return { ok: false, status: 502, error: JOB_PAYMENT_FAILED }
  }
}

// ---------------------------------------------------------------- recording a payment

export type JobPaidOutcome =
  | 'paid'
  | 'already-paid'
  | 'duplicate-event'
  | 'amount-mismatch'
  | 'unknown-order'

type TakenPayment = {
  orderId: number
  purpose: JobPaymentPurpose
  paymentIntentId: string
  amountCents: number
  currency: string
  idempotencyKey?: string
  eventId?: string
  eventType?: string
}

/**
 * Records a card payment Stripe took for a job, once: the payment's row (by its intent's id)
 * and, for the deposit, the job's move to Deposit paid, in one immediate transaction with the
 * webhook event's id, so a replay or the other path changes nothing. A deposit of another
 * amount than the one asked is kept (the money was taken) but moves nothing.
 */
export function markJobPaymentPaid(input: TakenPayment): JobPaidOutcome {
  return db.transaction((tx) => {
    if (input.eventId) {
      const fresh = tx
        .insert(processedWebhookEvents)
        .values({ id: input.eventId, provider: 'stripe', type: input.eventType ?? 'unknown' })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id })
        .all()
      if (fresh.length === 0) return 'duplicate-event'
    }
    const order = Number.isInteger(input.orderId)
      ? tx.select().from(orders).where(eq(orders.id, input.orderId)).get()
      : undefined
    if (order?.kind !== 'installed-job') return 'unknown-order'
    const known = tx
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, input.paymentIntentId))
      .get()
    if (known && (known.status === 'succeeded' || known.status === 'refunded'))
      return 'already-paid'
    const expected = input.purpose === 'deposit' ? (order.depositCents ?? 0) : null
    const mismatch =
      input.currency.toLowerCase() !== 'usd' ||
      (expected !== null && input.amountCents !== expected)
    const failureMessage = mismatch
      ? `Paid ${formatCents(input.amountCents)} ${input.currency} for a deposit of ${formatCents(expected ?? 0)}`
      : null
    const row = {
      orderId: order.id,
      purpose: input.purpose,
      paymentIntentId: input.paymentIntentId,
      amountCents: input.amountCents,
      currency: input.currency,
      status: 'succeeded' as const,
      failureMessage,
      idempotencyKey: input.idempotencyKey ?? `stripe-${input.paymentIntentId}`,
    }
    tx.insert(payments)
      .values(row)
      .onConflictDoUpdate({
        target: payments.paymentIntentId,
        set: { status: 'succeeded', failureMessage, amountCents: input.amountCents },
      })
      .run()
    // Any other intent still open for the same purpose will never be used.
    tx.update(payments)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.purpose, input.purpose),
          eq(payments.status, 'requires_payment'),
        ),
      )
      .run()
    if (mismatch) return 'amount-mismatch'
    if (input.purpose === 'deposit') {
      if (depositPaid(order)) return 'already-paid'
      tx.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id)).run()
      recordSystemMove(tx, order, 'paid', 'Deposit paid by card', { notified: true })
    }
    return 'paid'
  }, IMMEDIATE)
}

/** A payment as Stripe reports it, by the id the customer came back with. */
export type JobPaymentId = { sessionId: string } | { paymentIntentId: string }

type StripeJobPayment = TakenPayment & { paid: boolean; pendingMessage: string }

const NOT_GONE_THROUGH = 'The payment has not gone through'

function purposeOf(metadata: Record<string, string>): JobPaymentPurpose | null {
  return metadata.purpose === 'deposit' || metadata.purpose === 'balance' ? metadata.purpose : null
}

async function stripeJobPayment(id: JobPaymentId): Promise<StripeJobPayment | null> {
  if ('sessionId' in id) {
    const session = await retrieveCheckoutSession(id.sessionId)
    const purpose = session ? purposeOf(session.metadata) : null
    if (!session || !purpose) return null
    return {
      orderId: Number(session.metadata.orderId),
      purpose,
      paymentIntentId: session.paymentIntentId ?? session.id,
      paid: session.paymentStatus === 'paid' && session.paymentIntentId !== null,
      pendingMessage: NOT_GONE_THROUGH,
      amountCents: session.amountTotal ?? -1,
      currency: session.currency ?? 'usd',
      idempotencyKey: `session-${session.id}`,
    }
  }
  const intent = await retrievePaymentIntent(id.paymentIntentId)
  const purpose = intent ? purposeOf(intent.metadata) : null
  if (!intent || !purpose) return null
  return {
    orderId: Number(intent.metadata.orderId),
    purpose,
    paymentIntentId: intent.id,
    paid: intent.status === 'succeeded',
    pendingMessage: intent.lastError ?? NOT_GONE_THROUGH,
    amountCents: intent.amount,
    currency: intent.currency,
  }
}

export type JobPaymentLookup =
  | { state: 'paid'; recorded: boolean; purpose: JobPaymentPurpose }
  | { state: 'not-paid' | 'unknown'; error: string }

/** What Stripe says of a payment for this job, without writing (the return page's GET). */
export async function lookUpJobPayment(
  orderId: number,
  id: JobPaymentId,
): Promise<JobPaymentLookup> {
  const payment = await stripeJobPayment(id)
  if (!payment || payment.orderId !== orderId) return { state: 'unknown', error: 'Unknown payment' }
  const row = db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.paymentIntentId, payment.paymentIntentId))
    .get()
  const recorded = row?.status === 'succeeded' || row?.status === 'refunded'
  if (!payment.paid && !recorded) return { state: 'not-paid', error: payment.pendingMessage }
  return { state: 'paid', recorded, purpose: payment.purpose }
}

/**
 * Records a payment for this job that Stripe took (the customer's return, with or without
 * JavaScript), once, however often this and the webhook arrive; then the e-mails.
 */
export async function confirmJobPayment(
  orderId: number,
  id: JobPaymentId,
): Promise<
  { ok: true; purpose: JobPaymentPurpose } | { ok: false; status: 402 | 404 | 409; error: string }
> {
  const payment = await stripeJobPayment(id)
  if (!payment || payment.orderId !== orderId)
    return { ok: false, status: 404, error: 'Unknown payment' }
  if (!payment.paid) {
    const looked = await lookUpJobPayment(orderId, id)
    if (looked.state === 'paid') return { ok: true, purpose: payment.purpose }
    return { ok: false, status: 402, error: payment.pendingMessage }
  }
  const outcome = markJobPaymentPaid(payment)
  if (outcome === 'paid') await sendJobPaymentMail(orderId, payment.purpose)
  if (outcome === 'paid' || outcome === 'already-paid')
    return { ok: true, purpose: payment.purpose }
  return {
    ok: false,
    status: 409,
    error:
      outcome === 'amount-mismatch'
        ? 'The payment does not match the amount due: we will be in touch'
        : 'Unknown payment',
  }
}

/**
 * The Stripe webhook's share: an event for a job's payment (its metadata names a purpose) is
 * recorded here; null for any other event (the shop's own handler takes it).
 */
export async function handleJobStripeEvent(event: WebhookEvent): Promise<JobPaidOutcome | null> {
  const o = event.object
  const metadata = (o.metadata ?? {}) as Record<string, string>
  const purpose = purposeOf(metadata)
  if (!purpose) return null
  const base = { eventId: event.id, eventType: event.type, orderId: Number(metadata.orderId) }
  let outcome: JobPaidOutcome | null = null
  if (event.type === 'payment_intent.succeeded') {
    outcome = markJobPaymentPaid({
      ...base,
      purpose,
      paymentIntentId: String(o.id),
      amountCents: Number(o.amount),
      currency: String(o.currency),
    })
  } else if (
    (event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded') &&
    o.payment_status === 'paid' &&
    typeof o.payment_intent === 'string'
  ) {
    outcome = markJobPaymentPaid({
      ...base,
      purpose,
      paymentIntentId: o.payment_intent,
      amountCents: Number(o.amount_total),
      currency: String(o.currency),
      idempotencyKey: `session-${String(o.id)}`,
    })
  } else {
    return null
  }
  if (outcome === 'paid') await sendJobPaymentMail(base.orderId, purpose)
  return outcome
}

// ---------------------------------------------------------------- the e-mails

function siteUrl(path: string) {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${path}`
}

/** The balance's pay page: the order's private link with /pay. */
export function balancePayPath(orderId: number): string {
  return payPathOf(orderPath(orderId))
}

/** An order's private link made its pay page's ('/orders/REF?t=…' -> '/orders/REF/pay?t=…'). */
export function payPathOf(orderLink: string): string {
  return orderLink.replace(/^(\/orders\/[^?]+)/, '$1/pay')
}

export function moneyLines(order: OrderRow, balance: OrderBalance): (readonly [string, string])[] {
  return [
    ['Job total (tax included)', formatCents(order.totalCents)],
    ['Paid so far', formatCents(balance.paidCents)],
    ['Balance due', formatCents(balance.balanceCents)],
  ]
}

function specLines(order: OrderRow, words?: JobWords): (readonly [string, string])[] {
  return order.specification
    ? jobSpecificationRows(order.specification, words).map(
        ([where, what], i) => [`${i + 1}. ${where}`, what] as const,
      )
    : []
}

/** The customer's receipt for a deposit or balance paid, and the office's notice. */
export async function sendJobPaymentMail(orderId: number, purpose: JobPaymentPurpose | 'offline') {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return
  const balance = balanceOf(order)
  const ref = order.reference ?? ''
  const which = purpose === 'deposit' ? 'deposit' : balance.paidInFull ? 'paidInFull' : 'received'
  // The customer's receipt goes in the order's language (issue 41); the office's stays English.
  const locale = order.language
  const { t } = serverT(locale)
  const words = { reference: ref, name: order.customerName }
  const subject = serverT('en').t(`email.payment.${which}.subject`, words)
  try {
    await sendMail({
      to: order.customerEmail,
      subject: t(`email.payment.${which}.subject`, words),
      topic: `job-payment:${order.id}:${purpose}:${balance.paidCents}`,
      ...mailContent({
        language: locale,
        intro: t(`email.payment.${which}.intro`, words),
        lines: [
          ...specLines(order, jobWordsFor(locale)),
          [t('email.balance.line.total'), formatCents(order.totalCents, locale)],
          [t('email.balance.line.paid'), formatCents(balance.paidCents, locale)],
          [t('email.balance.line.due'), formatCents(balance.balanceCents, locale)],
        ],
        link: {
          label: t('email.order.link'),
          url: siteUrl(pathInLocale(orderPath(order.id), locale)),
        },
      }),
    })
    await notifyStaff({
      subject: `${subject} (${formatCents(balance.paidCents)} paid)`,
      intro: `${order.customerName} (${order.customerEmail})`,
      lines: [...specLines(order), ...moneyLines(order, balance)],
      replyTo: order.customerEmail,
    })
  } catch (error) {
    console.warn(`[mail] job ${order.id}: ${error instanceof Error ? error.message : error}`)
  }
}
