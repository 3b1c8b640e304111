/**
 * Long because every stage move shares one transaction shape. The fulfilment workflow on the database (issue 27): an order's stage and history, the moves
 * staff make from the order page (app/domain/order-workflow.ts decides which), internal notes,
 * and the moves the system records (the payment). Every move updates the order and writes its
 * history entry in one transaction; the customer's e-mail goes after it (order-stage-mail).
 */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import { formatLongDate, formatTime } from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import { cleanText } from '~/domain/form-rules'
import type { Locale } from '~/domain/locale'
import { legacyStatusForStage } from '~/domain/order-legacy-status'
import {
  earlierNotice,
  isStorableNote,
  type MoveRefusal,
  newsInDetails,
  validateMove,
} from '~/domain/order-move-rules'
import { customerTimeline, type TimelineFacts } from '~/domain/order-timeline'
import {
  allowedMoves,
  type MoveDetails,
  type OrderKind,
  type OrderState,
  type Stage,
  type StageChange,
  stageLabel,
} from '~/domain/order-workflow'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { serverT } from '../platform/i18n.server'
import { inviteOrderReview } from '../reviews/reviews.server'
import { textOrderStage } from '../sms/order-texts.server'
import { IMMEDIATE, stageNoticeTopic } from './order-rows.server'
import { sendStageNotice, stageSentence } from './order-stage-mail.server'

const { orders, orderLines, orderHistory, orderRefunds, appointments, outbox } = schema

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]
type HistoryRow = typeof orderHistory.$inferSelect

// The topic lives beside the row types: the order confirmation (order-mail) names it too.
export { stageNoticeTopic }

function toChange(row: HistoryRow): StageChange {
  return {
    at: row.at,
    from: row.fromStage as StageChange['from'],
    to: row.toStage as Stage,
    by: row.by,
    note: row.note,
    reason: row.reason,
    details: (row.details as MoveDetails | null) ?? null,
    notified: row.notified,
  }
}

/** Every history entry of an order, oldest first (moves and notes). */
export function orderHistoryRows(orderId: number, tx: Tx | typeof db = db): HistoryRow[] {
  return tx
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id))
    .all()
}

/** The workflow's view of an order: its kind, stage and moves so far (notes left out). */
export function orderState(
  order: { kind: OrderKind; stage: string },
  rows: readonly HistoryRow[],
): OrderState {
  return {
    kind: order.kind,
    stage: order.stage as never,
    history: rows.filter((r) => r.kind === 'move' && r.toStage).map(toChange),
  }
}

/** An installation visit staff may link to an order: booked, not cancelled, today or later. */
function bookedInstallationVisits(customerEmail: string) {
  const rows = db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      name: appointments.customerName,
      email: appointments.customerEmail,
      reference: appointments.reference,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.serviceType, 'installation'),
        inArray(appointments.status, ['scheduled', 'confirmed']),
        gte(appointments.appointmentDate, businessDate()),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(100)
    .all()
  const email = customerEmail.trim().toLowerCase()
  // The customer's own visits first.
  const own = rows.filter((r) => r.email.trim().toLowerCase() === email)
  const others = rows.filter((r) => r.email.trim().toLowerCase() !== email)
  return [...own, ...others].map((r) => ({
    value: String(r.id),
    label: `${formatLongDate(r.date)} at ${formatTime(r.time)} · ${r.name}${r.reference ? ` (${r.reference})` : ''}`,
  }))
}

/** A visit as the order page and the customer's page show it. */
export function linkedVisit(appointmentId: number | null) {
  if (!appointmentId) return null
  const row = db
    .select({
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .get()
  return row ? { date: row.date, time: row.time, cancelled: row.status === 'cancelled' } : null
}

/** What the customer's timeline and e-mails need besides the history. */
export function timelineFacts(order: typeof orders.$inferSelect): TimelineFacts {
  const withInstallation = Boolean(
    db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), gt(orderLines.installationCents, 0)))
      .limit(1)
      .get(),
  )
  const refunded = db
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'succeeded')))
    .get()
  const visit = linkedVisit(order.appointmentId)
  return {
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    withInstallation,
    visit: visit && !visit.cancelled ? { date: visit.date, time: visit.time } : null,
    refundedCents: refunded?.n ?? 0,
  }
}

/**
 * What the staff order page shows of the workflow: the stage, the moves offered now with
 * what each needs, the visits to choose from, and the history with notes and e-mails.
 */
export function getOrderWorkflow(orderId: number) {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const rows = orderHistoryRows(orderId)
  const state = orderState(order, rows)
  const moves = allowedMoves(state)
  const topics = rows.filter((r) => r.notified).map((r) => stageNoticeTopic(r.id))
  const mailStatus = new Map(
    topics.length
      ? db
          .select({ topic: outbox.topic, status: outbox.status })
          .from(outbox)
          .where(inArray(outbox.topic, topics))
          .orderBy(asc(outbox.id))
          .all()
          .map((m) => [m.topic, m.status])
      : [],
  )
  const labelOf = (stage: string | null) => {
    if (!stage) return null
    try {
      return stageLabel(order.kind, stage as never) ?? stage
    } catch {
      return stage
    }
  }
  return {
    kind: order.kind,
    stage: order.stage,
    stageLabel: labelOf(order.stage) ?? order.stage,
    state,
    // With when the customer already had the step's news (then it is not e-mailed again).
    moves: moves.map((move) => {
      const told =
        move.customerFacing && !newsInDetails(move.to)
          ? earlierNotice(state, move.to, null)
          : undefined
      return { ...move, toldAt: told ? new Date(told.at).toISOString() : null }
    }),
    visits: moves.some((m) => m.to === 'installation-scheduled')
      ? bookedInstallationVisits(order.customerEmail)
      : [],
    current: {
      supplierReference: order.supplierReference,
      expectedDate: order.expectedDate,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      visit: linkedVisit(order.appointmentId),
    },
    history: rows
      .map((r, index) => ({ r, told: toldBefore(r, rows.slice(0, index), order.kind) }))
      .reverse()
      .map(({ r, told }) => ({
        id: r.id,
        kind: r.kind,
        at: r.at.toISOString(),
        by: r.by,
        fromLabel: r.by === 'migration' ? r.fromStage : labelOf(r.fromStage),
        toLabel: labelOf(r.toStage),
        note: r.note,
        reason: r.reason,
        details: (r.details as MoveDetails | null) ?? null,
        notified: r.notified,
        /** 'sent', 'failed' (kept in the outbox to send again), or null when not e-mailed. */
        mail: r.notified ? (mailStatus.get(stageNoticeTopic(r.id)) ?? null) : null,
        /** Not e-mailed because the customer had this same notice then (ISO), else null. */
        toldBefore: told,
      })),
  }
}

/** When an earlier move told the customer what this un-e-mailed move would have (ISO). */
function toldBefore(row: HistoryRow, earlier: readonly HistoryRow[], kind: OrderKind) {
  if (row.kind !== 'move' || row.notified || !row.toStage || row.by === 'system') return null
  const state = orderState({ kind, stage: row.toStage }, earlier)
  const told = earlierNotice(state, row.toStage, (row.details as MoveDetails | null) ?? null)
  return told ? new Date(told.at).toISOString() : null
}

export type MoveResult =
  | {
      ok: true
      to: Stage
      label: string
      notified: boolean
      /** Not e-mailed: the customer had this same notice then. */
      alreadyToldAt: Date | null
    }
  | MoveRefusal
  | { ok: false; status: 404; message: string; fieldErrors: Record<string, string[]> }

const VISIT_MESSAGE = 'Choose a booked installation visit'

/** The order fields a move sets: what it recorded, kept until a later move replaces it. */
function stageColumns(to: Stage, details: MoveDetails) {
  const set: Partial<typeof orders.$inferInsert> = {}
  if (to === 'ordered') {
    set.supplierReference = details.supplierReference ?? null
    set.expectedDate = details.expectedDate ?? null
  }
  if (to === 'shipped' || to === 'mailed') {
    set.carrier = details.carrier ?? null
    set.trackingNumber = details.trackingNumber ?? null
  }
  if (to === 'installation-scheduled') set.appointmentId = details.appointmentId ?? null
  return set
}

/**
 * Staff move an order to `to` with the form's fields. Checked against the workflow inside the
 * write transaction (two staff on one order: the second move is judged on the first's
 * result); the order and its history entry are written together; then the customer is
 * e-mailed when the move is customer-facing and "don't notify" was not ticked.
 */
export async function moveOrder(input: {
  orderId: number
  to: string
  fields: Record<string, unknown>
  by: string
}): Promise<MoveResult> {
  const outcome = db.transaction((tx) => {
    const order = tx.select().from(orders).where(eq(orders.id, input.orderId)).get()
    if (!order)
      return { ok: false as const, status: 404 as const, message: 'Not found', fieldErrors: {} }
    const state = orderState(order, orderHistoryRows(order.id, tx))
    const move = validateMove(state, input.to, input.fields)
    if (!move.ok) return move
    if (move.details.appointmentId !== undefined) {
      const visit = tx
        .select()
        .from(appointments)
        .where(eq(appointments.id, move.details.appointmentId))
        .get()
      const bookable =
        visit?.serviceType === 'installation' && ['scheduled', 'confirmed'].includes(visit.status)
      if (!bookable) {
        return {
          ok: false as const,
          status: 400 as const,
          message: VISIT_MESSAGE,
          fieldErrors: { appointmentId: [VISIT_MESSAGE] },
        }
      }
    }
    const changed = tx
      .update(orders)
      .set({
        stage: move.to,
        status: legacyStatusForStage(move.to),
        ...stageColumns(move.to, move.details),
      })
      .where(and(eq(orders.id, order.id), eq(orders.stage, order.stage)))
      .run()
    if (changed.changes === 0) {
      return {
        ok: false as const,
        status: 409 as const,
        message: 'The order changed meanwhile: reload it',
        fieldErrors: {},
      }
    }
    const entry = tx
      .insert(orderHistory)
      .values({
        orderId: order.id,
        kind: 'move',
        fromStage: move.from,
        toStage: move.to,
        by: input.by,
        note: move.note,
        reason: move.reason,
        details: Object.keys(move.details).length
          ? (move.details as Record<string, string | number>)
          : null,
        notified: move.notify,
      })
      .returning({ id: orderHistory.id })
      .get()
    recordAudit(
      {
        actor: input.by,
        kind: 'status-change',
        subjectType: 'order',
        subjectId: order.id,
        summary: `Order ${order.reference ?? order.id}: ${move.from} → ${move.to}`,
        before: move.from,
        after: move.to,
      },
      tx,
    )
    const after = { ...order, stage: move.to, ...stageColumns(move.to, move.details) }
    return {
      ok: true as const,
      move,
      historyId: entry.id,
      kind: order.kind,
      state: orderState(after, orderHistoryRows(order.id, tx)),
      facts: timelineFacts(after),
    }
  }, IMMEDIATE)
  if (!outcome.ok) return outcome
  if (outcome.move.notify) {
    await sendStageNotice(input.orderId, {
      state: outcome.state,
      facts: outcome.facts,
      move: { from: outcome.move.from, to: outcome.move.to },
      topic: stageNoticeTopic(outcome.historyId),
    })
  }
  // An installed job installed (the installer's "done" or staff): its balance is invoiced, once
  // (imported here: the invoice module builds on this one).
  if (outcome.move.to === 'installed' && outcome.kind === 'installed-job') {
    const { invoiceBalance } = await import('./balance-invoice.server')
    await invoiceBalance(input.orderId)
  }
  // The stages the customer cares about also by text, when they consented (after the invoice:
  // an installed job's invoice text says it is installed).
  if (outcome.move.notify) await textOrderStage(input.orderId, outcome.move, outcome.historyId)
  // A completed order: the customer is invited to review it (once per order).
  if (outcome.move.to === 'completed') await inviteOrderReview(input.orderId)
  return {
    ok: true,
    to: outcome.move.to,
    label: stageLabel(outcome.kind, outcome.move.to as never),
    notified: outcome.move.notify,
    alreadyToldAt: outcome.move.alreadyToldAt ? new Date(outcome.move.alreadyToldAt) : null,
  }
}

export const NOTE_REQUIRED_MESSAGE = 'Write the note (up to 1000 characters)'

/** An internal note in the order's history: staff only, never shown to the customer. */
export function addOrderNote(orderId: number, text: string, by: string): boolean {
  const note = cleanText(text).trim()
  if (!isStorableNote(note)) throw new Error(NOTE_REQUIRED_MESSAGE)
  return db.transaction((tx) => {
    const order = tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).get()
    if (!order) return false
    tx.insert(orderHistory).values({ orderId, kind: 'note', by, note, notified: false }).run()
    return true
  }, IMMEDIATE)
}

/**
 * A move only the system makes (the payment: Awaiting payment → Paid; refunds adding up to
 * what was paid: → Refunded), inside the caller's transaction, with its history entry "by:
 * system". The customer's e-mail for it is the caller's (the paid confirmation, the refund's
 * stage notice), sent under the entry's topic (stageNoticeTopic); `notified` records in the
 * history that the caller e-mails it.
 */
export function recordSystemMove(
  tx: Tx,
  order: { id: number; kind: OrderKind; stage: string },
  to: Stage,
  note: string | null = null,
  { notified = false }: { notified?: boolean } = {},
): { historyId: number; from: Stage; to: Stage } | false {
  const state = orderState(order, orderHistoryRows(order.id, tx))
  const move = validateMove(state, to, {}, 'system')
  if (!move.ok) return false
  tx.update(orders)
    .set({ stage: move.to, status: legacyStatusForStage(move.to) })
    .where(eq(orders.id, order.id))
    .run()
  const entry = tx
    .insert(orderHistory)
    .values({
      orderId: order.id,
      kind: 'move',
      fromStage: move.from,
      toStage: move.to,
      by: 'system',
      note,
      // The payment is not a stage notice, but its confirmation e-mail tells the customer.
      notified: notified && (move.customerFacing || move.to === 'paid'),
    })
    .returning({ id: orderHistory.id })
    .get()
  return { historyId: entry.id, from: move.from, to: move.to }
}

/** The stages whose sentence carries the move's details (app/server/orders/order-stage-mail.server.ts). */
const SAID_WITH_DETAILS: Partial<Record<string, readonly string[]>> = {
  order: ['ordered', 'installation-scheduled', 'shipped', 'refunded', 'cancelled'],
  samples: ['mailed'],
}

/**
 * Where the order is, for its customer's private page: the stage's name, the heading and text
 * that fit it, and the timeline of steps with dates, tracking link and visit. Built from the
 * moves only: internal notes, reasons and who moved it never reach the customer.
 */
export function getCustomerProgress(orderId: number, locale: Locale = 'en') {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const state = orderState(order, orderHistoryRows(orderId))
  const facts = timelineFacts(order)
  const timeline = customerTimeline(state, facts)
  // A sentence with the move's details (carrier, tracking, the visit, the refund) is said in
  // the page's language by the e-mail's one function; the fixed ones by their English words.
  if (locale !== 'en' && SAID_WITH_DETAILS[state.kind]?.includes(order.stage)) {
    const latest = [...(state.history ?? [])].reverse().find((h) => h.to === order.stage)
    const said = stageSentence(
      serverT(locale).t,
      locale,
      state.kind,
      order.stage,
      latest?.details ?? {},
      facts,
    )
    if (said) timeline.body = said.intro
  }
  return {
    stage: order.stage,
    stageLabel: stageLabel(order.kind, order.stage as never),
    /** Refunded to the card so far (a partial refund too). */
    refundedCents: facts.refundedCents ?? 0,
    ...timeline,
  }
}
