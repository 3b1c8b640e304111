/**
 * The follow-up timeline of a lead or a window-company (B2B) request: the one writer of the
 * `request_activity` table. Staff notes, status changes, e-mails sent to the customer, the
 * follow-up date and visits booked; each row with its time and who did it (null: the site).
 */
import { and, desc, eq } from 'drizzle-orm'
import { formatTime } from '~/domain/booking'
import { formatCalendarDate } from '~/domain/business-time'
import { followUpDateText } from '~/domain/follow-up'
import { type StageOf, stageLabel } from '~/domain/order-workflow'
import { formatCents } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'

/** Whose timeline: a lead's or a window-company request's. */
export type ActivityOwner = { leadId: number } | { windowCompanyRequestId: number }

export type Activity = typeof schema.requestActivity.$inferSelect

function ownerColumns(owner: ActivityOwner) {
  return 'leadId' in owner
    ? { leadId: owner.leadId, windowCompanyRequestId: null }
    : { leadId: null, windowCompanyRequestId: owner.windowCompanyRequestId }
}

function add(
  owner: ActivityOwner,
  kind: (typeof schema.REQUEST_ACTIVITY_KINDS)[number],
  body: string,
  author: string | null,
): Activity {
  return db
    .insert(schema.requestActivity)
    .values({ ...ownerColumns(owner), kind, body, author })
    .returning()
    .get()
}

/** A staff note ("called 9:40, left voicemail"). */
export function addNote(owner: ActivityOwner, body: string, author: string | null): Activity {
  return add(owner, 'note', body, author)
}

/** A status change, in the labels staff read ('New → Contacted'). */
export function recordStatusChange(
  owner: ActivityOwner,
  change: { from: string; to: string },
  author: string | null,
): Activity {
  return add(owner, 'status', `Status changed from ${change.from} to ${change.to}`, author)
}

/**
 * An e-mail sent to the customer about it. One that SMTP did not take is still recorded, saying
 * it waits in the outbox (staff can send it again there).
 */
export function recordEmailSent(
  owner: ActivityOwner,
  mail: { to: string; subject: string; delivered: boolean },
  author: string | null,
): Activity {
  const kept = mail.delivered ? '' : ' (not sent yet: it waits in the outbox)'
  return add(owner, 'email', `E-mail to ${mail.to}: “${mail.subject}”${kept}`, author)
}

/** The follow-up date set (YYYY-MM-DD) or cleared (null). */
export function recordFollowUp(
  owner: ActivityOwner,
  followUpOn: string | null,
  author: string | null,
): Activity {
  return add(
    owner,
    'follow-up',
    followUpOn ? `Follow up on ${followUpDateText(followUpOn)}` : 'Follow-up date cleared',
    author,
  )
}

/** A visit booked for it (from the lead, or the B2B removal visit), and its confirmation e-mail. */
export function recordVisitBooked(
  owner: ActivityOwner,
  visit: {
    appointmentDate: string
    appointmentTime: string
    customerName: string
    customerEmail: string
  },
  author: string | null,
): Activity {
  const when = `${formatCalendarDate(visit.appointmentDate, 'EEE, MMM d, yyyy')} at ${formatTime(visit.appointmentTime)}`
  return add(
    owner,
    'visit',
    visit.customerEmail
      ? `Visit booked for ${visit.customerName}: ${when}. The confirmation is e-mailed to ${visit.customerEmail}.`
      : `Visit booked for ${visit.customerName}: ${when}. No e-mail address: told on the phone.`,
    author,
  )
}

/** A step of an estimate written for it: started, sent, revised (issue 39). */
export function recordEstimateStep(
  owner: ActivityOwner,
  body: string,
  author: string | null,
): Activity {
  return add(owner, 'estimate', body, author)
}

/** Archived by staff (out of the lists; restorable from the Archived filter). */
export function recordArchived(owner: ActivityOwner, author: string | null): Activity {
  return add(owner, 'archived', 'Archived', author)
}

/** Restored from the archive (back in the lists). */
export function recordRestored(owner: ActivityOwner, author: string | null): Activity {
  return add(owner, 'restored', 'Restored from the archive', author)
}

/** The timeline, newest first. */
export function listActivity(owner: ActivityOwner): Activity[] {
  const t = schema.requestActivity
  const where =
    'leadId' in owner
      ? eq(t.leadId, owner.leadId)
      : eq(t.windowCompanyRequestId, owner.windowCompanyRequestId)
  return db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).all()
}

/** A step of a lead's installed job, shown in the lead's timeline (never stored there). */
export type JobStep = {
  id: string
  kind: 'job'
  body: string
  author: string | null
  createdAt: Date
}

/**
 * The steps of the installed jobs sold from a lead's estimates (issue 39: the lead's timeline
 * shows each step of the sale): read from each job's own history and card payments, so every
 * step has one record, kept by the order, and the lead can never disagree with it.
 */
export function jobStepsOfLead(leadId: number): JobStep[] {
  const { orders, orderHistory, payments, estimates } = schema
  const jobs = db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .innerJoin(estimates, eq(orders.estimateId, estimates.id))
    .where(and(eq(estimates.leadId, leadId), eq(orders.kind, 'installed-job')))
    .all()
  return jobs.flatMap((job) => {
    const name = `Job ${job.reference ?? job.id}`
    const history = db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, job.id))
      .all()
      .map(
        (h): JobStep => ({
          id: `history-${h.id}`,
          kind: 'job',
          body:
            h.kind === 'move' && h.toStage
              ? `${name}: ${stageLabel('installed-job', h.toStage as StageOf<'installed-job'>)}${h.note ? `. ${h.note}` : ''}`
              : `${name}: ${h.note ?? ''}`,
          author: ['system', 'customer'].includes(h.by) ? null : h.by,
          createdAt: h.at,
        }),
      )
    // The deposit by card is a move (Deposit paid); the balance by card is a payment only.
    const balances = db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, job.id),
          eq(payments.purpose, 'balance'),
          eq(payments.status, 'succeeded'),
        ),
      )
      .all()
      .map(
        (p): JobStep => ({
          id: `payment-${p.id}`,
          kind: 'job',
          body: `${name}: balance of ${formatCents(p.amountCents)} paid by card`,
          author: null,
          createdAt: p.updatedAt ?? p.createdAt,
        }),
      )
    return [...history, ...balances]
  })
}

/** A lead's timeline, newest first: its own entries and its installed jobs' steps. */
export function leadTimeline(leadId: number): (Activity | JobStep)[] {
  return [...listActivity({ leadId }), ...jobStepsOfLead(leadId)].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  )
}
