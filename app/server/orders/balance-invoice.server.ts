/**
 * An installed job's balance (issue 39): invoiced once when the job is installed (the
 * installer's "done", or staff's move), with a pay link to /orders/{ref}/pay; reminded after
 * the days the owner sets while it stays unpaid (the jobs mechanism, on the primary only), each
 * reminder once. What is due is always the one rule's balance (app/domain/installed-job.ts).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { formatReminderDays } from '~/domain/estimate-reminders'
import {
  DEFAULT_BALANCE_REMINDER_DAYS,
  MAX_BALANCE_REMINDER_DAY,
  remindersDue,
} from '~/domain/installed-job'
import { pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import type { StaffActor } from '~/domain/staff-access'
import { reminderDaysSetting, saveReminderDays } from '../auth/staff-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { isPrimary } from '../platform/litefs.server'
import { textBalanceInvoice } from '../sms/order-texts.server'
import { mailContent, sendMail } from '../vendors/mail.server'
import { balanceOf, balancePayPath } from './installed-job.server'
import { IMMEDIATE } from './order-rows.server'

const { orders, balanceReminders } = schema

const REMINDER_DAYS_KEY = 'balance-reminder-days'

/** The days after the invoice when a reminder goes out: the owner's ([] for none), or 3 and 10. */
export function balanceReminderDays(): number[] {
  return reminderDaysSetting(
    REMINDER_DAYS_KEY,
    DEFAULT_BALANCE_REMINDER_DAYS,
    MAX_BALANCE_REMINDER_DAY,
  )
}

/** The owner sets the reminder days ([] for none), with its audit entry in the same transaction. */
export function setBalanceReminderDays(actor: StaffActor, days: readonly number[]) {
  saveReminderDays(actor, REMINDER_DAYS_KEY, days, {
    before: balanceReminderDays(),
    set: `Set the balance reminders to ${formatReminderDays(days)} days after the invoice`,
    off: 'Turned off the balance reminders',
  })
}

type JobRow = typeof orders.$inferSelect

/** The job's pay link, at its page in the job's language (issue 41). */
function payUrl(order: JobRow) {
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(balancePayPath(order.id), order.language)}`
}

/** The e-mail's words in the job's language: its total, what is paid, the balance. */
function balanceWords(order: JobRow, balance: ReturnType<typeof balanceOf>) {
  const locale = order.language
  const { t } = serverT(locale)
  const lines: (readonly [string, string])[] = [
    [t('email.balance.line.total'), formatCents(order.totalCents, locale)],
    [t('email.balance.line.paid'), formatCents(balance.paidCents, locale)],
    [t('email.balance.line.due'), formatCents(balance.balanceCents, locale)],
  ]
  return {
    t,
    locale,
    lines,
    amount: formatCents(balance.balanceCents, locale),
    reference: order.reference ?? '',
    name: order.customerName,
    link: { label: t('email.balance.link'), url: payUrl(order) },
  }
}

/**
 * The balance invoice, once per job: marks the job invoiced and e-mails the customer the
 * balance with its pay link (nothing is e-mailed when nothing is due).
 */
export async function invoiceBalance(orderId: number, now: Date = new Date()): Promise<boolean> {
  const order = db.transaction((tx) => {
    const changed = tx
      .update(orders)
      .set({ balanceInvoicedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.kind, 'installed-job'),
          isNull(orders.balanceInvoicedAt),
        ),
      )
      .returning()
      .all()
    return changed[0]
  }, IMMEDIATE)
  if (!order) return false
  const balance = balanceOf(order)
  if (balance.balanceCents <= 0) return false
  const w = balanceWords(order, balance)
  const result = await sendMail({
    to: order.customerEmail,
    subject: w.t('email.balance.subject', { reference: w.reference, amount: w.amount }),
    topic: `job-balance-invoice:${order.id}`,
    ...mailContent({
      language: w.locale,
      intro: w.t('email.balance.intro', { name: w.name }),
      lines: w.lines,
      link: w.link,
    }),
  })
  await textBalanceInvoice(order, balance.balanceCents, w.link.url, now)
  return result.delivered
}

/**
 * The reminders due now: each unpaid balance invoiced at least one of the owner's days ago
 * gets that day's reminder, once (a row per job and day, written before the e-mail).
 */
export async function sendBalanceReminders(now: Date = new Date()): Promise<number> {
  const days = balanceReminderDays()
  const invoiced = db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'installed-job'), isNotNull(orders.balanceInvoicedAt)))
    .all()
  let sent = 0
  for (const order of invoiced) {
    if (!order.balanceInvoicedAt || order.stage === 'cancelled' || order.stage === 'refunded')
      continue
    const balance = balanceOf(order)
    const already = db
      .select({ afterDays: balanceReminders.afterDays })
      .from(balanceReminders)
      .where(eq(balanceReminders.orderId, order.id))
      .all()
      .map((r) => r.afterDays)
    const due = remindersDue({
      invoicedAt: order.balanceInvoicedAt,
      now,
      days,
      sent: already,
      balanceCents: balance.balanceCents,
    })
    // Late by several days (the machine was down): one reminder, the latest day due.
    const day = due.at(-1)
    if (day === undefined) continue
    const claimed = db
      .insert(balanceReminders)
      .values(due.map((d) => ({ orderId: order.id, afterDays: d })))
      .onConflictDoNothing()
      .returning({ id: balanceReminders.id })
      .all()
    if (claimed.length === 0) continue
    const w = balanceWords(order, balance)
    await sendMail({
      to: order.customerEmail,
      subject: w.t('email.balance.reminder.subject', { reference: w.reference, amount: w.amount }),
      topic: `job-balance-reminder:${order.id}:${day}`,
      ...mailContent({
        language: w.locale,
        intro: w.t('email.balance.reminder.intro', { name: w.name }),
        lines: w.lines,
        link: w.link,
      }),
    })
    sent += 1
  }
  return sent
}

/** The job's run: on the primary only (a replica cannot write). */
export async function runBalanceReminders(now: Date = new Date()) {
  if (!isPrimary()) return 0
  return sendBalanceReminders(now)
}
