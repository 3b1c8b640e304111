/**
 * Reminders for estimates not answered (issue 39): THE one writer of `estimate_reminders`,
 * the reminder's e-mail, and what the estimate's staff page shows of them. Which reminder is
 * due is the pure rule of app/domain/estimate-reminders.ts over the owner's days
 * (`estimateReminderDays`); the job that calls this runs on the primary only
 * (app/server/jobs/estimate-reminder-job.server.ts).
 */
import { and, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm'
import { businessDate, longCalendarDate } from '~/domain/business-time'
import { dueReminder, nextReminderAt, type RemindedEstimate } from '~/domain/estimate-reminders'
import { formatCents } from '~/domain/pricing'
import { estimateReminderDays } from '../auth/staff-settings.server'
import { publishedContact } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { recordEmailSent } from '../requests/request-activity.server'
import { mailContent, sendMail } from '../vendors/mail.server'
import { estimateUrl } from './estimate-mail.server'
import { type EstimateView, getEstimate } from './estimates.server'

const { estimates, estimateReminders } = schema

/**
 * The outer estimate's id, written out in full: inside a subquery drizzle writes a column
 * bare ("id"), which SQLite would read as the subquery's own table's.
 */
const outerId = sql`${sql.identifier('estimates')}.${sql.identifier('id')}`

/** A newer version of the estimate is being written (a draft that replaces it). */
const revisionStarted = sql<number>`exists (select 1 from estimates as revision where revision.replaces_estimate_id = ${outerId} and revision.status = 'draft')`

/** The number of the estimate's last reminder (0: none yet). */
const lastNumber = sql<number>`coalesce((select max(sent.number) from estimate_reminders as sent where sent.estimate_id = ${outerId}), 0)`

type Candidate = RemindedEstimate & { id: number; lastNumber: number }

/** The sent estimates still open today, with the number of their last reminder. */
function openSentEstimates(today: string, where = sql`1 = 1`): Candidate[] {
  return db
    .select({
      id: estimates.id,
      status: estimates.status,
      expiresOn: estimates.expiresOn,
      sentAt: estimates.sentAt,
      revisionStarted,
      lastNumber,
    })
    .from(estimates)
    .where(
      and(
        eq(estimates.status, 'sent'),
        isNotNull(estimates.sentAt),
        gte(estimates.expiresOn, today),
        where,
      ),
    )
    .all()
    .map((r) => ({ ...r, revisionStarted: Boolean(r.revisionStarted) }))
}

/**
 * Takes reminder `number` of an estimate for sending, in one immediate transaction that reads
 * the estimate again: true when this caller is the one to send it. The unique (estimate,
 * number) makes a second run, a restart or another process a no-op.
 */
function claimReminder(
  estimateId: number,
  days: readonly number[],
  now: Date,
): { number: number; afterDays: number } | null {
  const today = businessDate(now)
  return db.transaction(
    (tx) => {
      const [current] = openSentEstimates(today, sql`${estimates.id} = ${estimateId}`)
      if (!current) return null
      const due = dueReminder(current, days, current.lastNumber, now, today)
      if (!due) return null
      const claimed = tx
        .insert(estimateReminders)
        .values({ estimateId, number: due.number, afterDays: due.afterDays, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: estimateReminders.id })
        .get()
      return claimed ? due : null
    },
    { behavior: 'immediate' },
  )
}

/**
 * The reminder's e-mail, in the estimate's language: the same private link, what it comes to
 * and the last day.
 */
async function sendReminderMail(estimate: EstimateView) {
  const env = getEnv()
  const { language, reference } = estimate
  const { t } = serverT(language)
  const subject = t('estimate.mail.reminder.subject', { reference, business: env.BUSINESS_NAME })
  const result = await sendMail({
    to: estimate.customer.email,
    subject,
    topic: `estimate-reminder:${estimate.id}`,
    ...mailContent({
      language: language,
      intro: t('estimate.mail.reminder.intro', { name: estimate.customer.name, reference }),
      lines: [
        [t('estimate.mail.total'), formatCents(estimate.totals.totalCents, language)],
        [t('estimate.mail.validUntil'), longCalendarDate(estimate.expiresOn, language)],
      ],
      link: { label: t('estimate.mail.link'), url: estimateUrl(estimate.token, language) },
      paragraphs: [
        t('estimate.mail.reminder.answer'),
        t('estimate.mail.reminder.questions', { phone: publishedContact().phone }),
      ],
    }),
  })
  if (estimate.leadId) {
    recordEmailSent(
      { leadId: estimate.leadId },
      { to: estimate.customer.email, subject, delivered: result.delivered },
      null,
    )
  }
  return result
}

/**
 * Sends the reminders due at `now`: each claimed before it is sent, so none goes twice.
 * Answers how many went (sent, or kept in the outbox when SMTP did not take them).
 */
export async function sendDueEstimateReminders(now: Date = new Date()): Promise<number> {
  const days = estimateReminderDays()
  if (!days.length) return 0
  const today = businessDate(now)
  let sent = 0
  for (const candidate of openSentEstimates(today)) {
    if (!dueReminder(candidate, days, candidate.lastNumber, now, today)) continue
    const due = claimReminder(candidate.id, days, now)
    if (!due) continue
    const estimate = getEstimate(candidate.id)
    if (!estimate?.customer.email) continue
    const result = await sendReminderMail(estimate)
    db.update(estimateReminders)
      .set({ delivered: result.delivered })
      .where(
        and(
          eq(estimateReminders.estimateId, candidate.id),
          eq(estimateReminders.number, due.number),
        ),
      )
      .run()
    sent++
  }
  return sent
}

/** What the estimate's staff page shows: the reminders sent, and when the next one goes. */
export function remindersOf(
  estimate: Pick<EstimateView, 'id' | 'status' | 'expiresOn' | 'sentAt'>,
  now: Date = new Date(),
) {
  const sent = db
    .select({
      number: estimateReminders.number,
      afterDays: estimateReminders.afterDays,
      delivered: estimateReminders.delivered,
      at: estimateReminders.createdAt,
    })
    .from(estimateReminders)
    .where(eq(estimateReminders.estimateId, estimate.id))
    .orderBy(desc(estimateReminders.number))
    .all()
  const days = estimateReminderDays()
  const started = db
    .select({ n: max(estimates.id) })
    .from(estimates)
    .where(and(eq(estimates.replacesEstimateId, estimate.id), eq(estimates.status, 'draft')))
    .get()
  const next = nextReminderAt(
    {
      status: estimate.status,
      expiresOn: estimate.expiresOn,
      sentAt: estimate.sentAt ? new Date(estimate.sentAt) : null,
      revisionStarted: Boolean(started?.n),
    },
    days,
    sent[0]?.number ?? 0,
    businessDate(now),
  )
  return { sent: sent.reverse(), next, days }
}
