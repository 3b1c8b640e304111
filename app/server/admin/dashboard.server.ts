/**
 * The "Today" dashboard's reads (issue 28): one query per card, none waiting on another, and
 * nothing written (a GET on a read-only replica). Each card's count is what the list it links
 * to shows (DASHBOARD_LINKS in app/domain/dashboard.ts); the rules are in that module.
 */
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import {
  ANSWER_PROMISE_MINUTES,
  answerPromise,
  CARD_ITEMS,
  daysSince,
  lateIfCreatedBy,
} from '~/domain/dashboard'
import {
  CLOSED_STATUSES,
  EMERGENCY_TIME_FRAME,
  isEmergencyLead,
  leadReference,
} from '~/domain/follow-up'
import { stageLabel } from '~/domain/order-workflow'
import { getEstimate } from '~/server/estimates/estimates.server'
import { jobsOwing } from '~/server/orders/installed-job.server'
import { db, schema } from '~/server/platform/db.server'

const total = sql<number>`count(*) over ()`

/** Today's and tomorrow's visits, each day in time order (cancelled ones shown as such). */
function visitsCard(today: string, tomorrow: string) {
  const t = schema.appointments
  const rows = db
    .select({
      id: t.id,
      date: t.appointmentDate,
      time: t.appointmentTime,
      customerName: t.customerName,
      customerAddress: t.customerAddress,
      serviceType: t.serviceType,
      status: t.status,
    })
    .from(t)
    .where(inArray(t.appointmentDate, [today, tomorrow]))
    .orderBy(asc(t.appointmentDate), asc(t.appointmentTime), asc(t.id))
    .all()
  const day = (date: string) => {
    const visits = rows.filter((r) => r.date === date)
    return { date, count: visits.length, visits: visits.slice(0, CARD_ITEMS * 2) }
  }
  return { today: day(today), tomorrow: day(tomorrow) }
}

/** New leads (not archived): emergencies first, then the longest waiting; how many are late. */
function newLeadsCard(now: Date) {
  const t = schema.leads
  const emergency = sql`(${t.timeFrame} = ${EMERGENCY_TIME_FRAME})`
  const rows = db
    .select({
      id: t.id,
      name: t.name,
      city: t.city,
      timeFrame: t.timeFrame,
      createdAt: t.createdAt,
      total,
      emergencies: sql<number>`coalesce(sum(case when ${emergency} then 1 else 0 end) over (), 0)`,
      late: sql<number>`coalesce(sum(case when ${t.createdAt} <= ${lateIfCreatedBy(now)} then 1 else 0 end) over (), 0)`,
    })
    .from(t)
    .where(and(eq(t.status, 'new'), isNull(t.archivedAt)))
    .orderBy(desc(emergency), asc(t.createdAt), asc(t.id))
    .limit(CARD_ITEMS)
    .all()
  return {
    count: rows[0]?.total ?? 0,
    emergencies: rows[0]?.emergencies ?? 0,
    late: rows[0]?.late ?? 0,
    promiseMinutes: ANSWER_PROMISE_MINUTES,
    leads: rows.map((r) => ({
      id: r.id,
      reference: leadReference(r.id),
      name: r.name,
      city: r.city,
      emergency: isEmergencyLead(r),
      ...answerPromise(r.createdAt, now),
    })),
  }
}

/** Leads and B2B requests to chase today or earlier: open, not archived (isFollowUpDue). */
function followUpsCard(today: string) {
  const l = schema.leads
  const w = schema.windowCompanyRequests
  const leads = db
    .select({
      kind: sql<'lead' | 'b2b'>`'lead'`.as('kind'),
      id: l.id,
      name: l.name,
      followUpOn: sql<string>`${l.followUpOn}`.as('follow_up_on'),
    })
    .from(l)
    .where(
      and(
        isNotNull(l.followUpOn),
        isNull(l.archivedAt),
        lte(l.followUpOn, today),
        notInArray(l.status, [...CLOSED_STATUSES] as (typeof schema.LEAD_STATUSES)[number][]),
      ),
    )
  const b2b = db
    .select({
      kind: sql<'lead' | 'b2b'>`'b2b'`.as('kind'),
      id: w.id,
      name: sql<string>`${w.companyName} || ' for ' || ${w.customerName}`.as('name'),
      followUpOn: sql<string>`${w.followUpOn}`.as('follow_up_on'),
    })
    .from(w)
    .where(
      and(
        isNotNull(w.followUpOn),
        isNull(w.archivedAt),
        lte(w.followUpOn, today),
        notInArray(w.status, [...CLOSED_STATUSES] as (typeof schema.REQUEST_STATUSES)[number][]),
      ),
    )
  const rows = leads.unionAll(b2b).orderBy(sql`follow_up_on`, sql`kind desc`, sql`id`).all()
  return {
    leads: rows.filter((r) => r.kind === 'lead').length,
    b2b: rows.filter((r) => r.kind === 'b2b').length,
    count: rows.length,
    items: rows.slice(0, CARD_ITEMS).map((r) => ({
      ...r,
      reference: r.kind === 'lead' ? leadReference(r.id) : `B2B #${r.id}`,
      overdue: r.followUpOn < today,
    })),
  }
}

/** Paid orders waiting for the supplier order, and free-samples orders to mail; oldest first. */
function ordersCard() {
  const t = schema.orders
  const paid = and(eq(t.kind, 'order'), eq(t.stage, 'paid'))
  const samples = and(eq(t.kind, 'samples'), eq(t.stage, 'received'))
  const rows = db
    .select({
      id: t.id,
      kind: t.kind,
      stage: t.stage,
      reference: t.reference,
      customerName: t.customerName,
      since: sql<number>`coalesce(${t.paidAt}, ${t.createdAt})`,
    })
    .from(t)
    .where(or(paid, samples))
    .orderBy(sql`coalesce(${t.paidAt}, ${t.createdAt})`, asc(t.id))
    .all()
  const card = (kind: 'order' | 'samples') => {
    const orders = rows.filter((r) => r.kind === kind)
    return {
      count: orders.length,
      orders: orders.slice(0, CARD_ITEMS).map((r) => ({
        id: r.id,
        reference: r.reference,
        customerName: r.customerName,
        stageLabel: stageLabel(kind, r.stage as never),
        since: r.since,
      })),
    }
  }
  return { paid: card('order'), samples: card('samples') }
}

/** Pending B2B requests (not archived), oldest first. */
function pendingB2bCard(now: Date) {
  const t = schema.windowCompanyRequests
  const rows = db
    .select({
      id: t.id,
      companyName: t.companyName,
      customerName: t.customerName,
      urgency: t.urgency,
      createdAt: t.createdAt,
      total,
    })
    .from(t)
    .where(and(eq(t.status, 'pending'), isNull(t.archivedAt)))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(CARD_ITEMS)
    .all()
  return {
    count: rows[0]?.total ?? 0,
    requests: rows.map(({ total: _, createdAt, ...r }) => ({
      ...r,
      age: answerPromise(createdAt, now).age,
    })),
  }
}

/** Mail not sent (status failed: a message sent again afterwards is 'sent'), newest first. */
function failedMailCard() {
  const t = schema.outbox
  const rows = db
    .select({
      id: t.id,
      to: t.to,
      subject: t.subject,
      reason: t.reason,
      createdAt: t.createdAt,
      total,
    })
    .from(t)
    .where(eq(t.status, 'failed'))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(CARD_ITEMS)
    .all()
  return { count: rows[0]?.total ?? 0, messages: rows.map(({ total: _, ...r }) => r) }
}

/**
 * Estimates sent and waiting for the customer's answer (issue 39), the longest waiting first,
 * each with its age in whole days since it was sent: the list it links to shows every
 * estimate whose status is sent.
 */
function waitingEstimatesCard(now: Date) {
  const t = schema.estimates
  const rows = db
    .select({
      id: t.id,
      reference: t.reference,
      customerName: t.customerName,
      sentAt: sql<number>`coalesce(${t.sentAt}, ${t.updatedAt})`,
      total,
    })
    .from(t)
    .where(eq(t.status, 'sent'))
    .orderBy(sql`coalesce(${t.sentAt}, ${t.updatedAt})`, asc(t.id))
    .limit(CARD_ITEMS)
    .all()
  const estimates = rows.map(({ total: _, sentAt, ...r }) => ({
    ...r,
    days: daysSince(sentAt, now),
  }))
  return {
    count: rows[0]?.total ?? 0,
    oldestDays: estimates[0]?.days ?? null,
    estimates,
  }
}

/**
 * Estimates the customer accepted whose deposit is not paid yet (issue 39): no installed job
 * of theirs has been paid. The longest waiting first, by the day they accepted, each with the
 * deposit asked (the estimate's own figure).
 */
function depositsUnpaidCard(now: Date) {
  const rows = db.$client
    .prepare(
      `select e.id, e.reference, e.customer_name, coalesce(x.accepted_at, e.updated_at) as at,
         count(*) over () as total
       from estimates e left join estimate_acceptances x on x.estimate_id = e.id
       where e.status = 'accepted' and not exists (
         select 1 from orders o where o.estimate_id = e.id and o.paid_at is not null)
       order by at, e.id limit ?`,
    )
    .all(CARD_ITEMS) as {
    id: number
    reference: string | null
    customer_name: string
    at: number
    total: number
  }[]
  return {
    count: rows[0]?.total ?? 0,
    estimates: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      customerName: r.customer_name,
      days: daysSince(r.at, now),
      depositCents: getEstimate(r.id)?.totals.depositCents ?? 0,
    })),
  }
}

/**
 * Installed jobs whose balance was invoiced and is not paid in full (the one balance rule),
 * the oldest invoice first, with what is owed and since when.
 */
function balancesDueCard(now: Date) {
  const owing = jobsOwing('invoiced')
  return {
    count: owing.length,
    totalCents: owing.reduce((sum, job) => sum + job.balanceCents, 0),
    jobs: owing.slice(0, CARD_ITEMS).map(({ totalCents: _, invoicedAt, ...job }) => ({
      ...job,
      days: daysSince(invoicedAt as Date, now),
    })),
  }
}

/** Everything the dashboard shows at `now` (the business's today and tomorrow). */
export function readDashboard(now: Date = new Date()) {
  const today = businessDate(now)
  const tomorrow = addCalendarDays(today, 1)
  return {
    now: now.getTime(),
    today,
    tomorrow,
    visits: visitsCard(today, tomorrow),
    newLeads: newLeadsCard(now),
    followUps: followUpsCard(today),
    orders: ordersCard(),
    pendingB2b: pendingB2bCard(now),
    failedMail: failedMailCard(),
    waitingEstimates: waitingEstimatesCard(now),
    depositsUnpaid: depositsUnpaidCard(now),
    balancesDue: balancesDueCard(now),
  }
}

export type Dashboard = ReturnType<typeof readDashboard>
