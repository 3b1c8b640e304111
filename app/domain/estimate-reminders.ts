/**
 * Reminders for an estimate not answered (issue 39), pure: the owner sets the days after
 * sending (Estimates › Settings; until then 3 and 7), and a sent estimate gets one e-mail on
 * each of those days until the customer answers. Which reminder is due, if any, is decided
 * here; the job (app/server/estimates/estimate-reminders.server.ts) only sends what this says.
 */
import { z } from 'zod'
import { businessDate } from './business-time'
import type { EstimateStatus } from './estimate'

/** Until the owner sets other days: a nudge after 3 days and another after a week. */
export const DEFAULT_ESTIMATE_REMINDER_DAYS: readonly number[] = [3, 7]
/** More reminders than this reads as pressure, not service. */
export const MAX_ESTIMATE_REMINDERS = 4
/** An estimate is valid 30 days by default: a reminder later than 60 days makes no sense. */
export const MAX_REMINDER_DAY = 60

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * '3, 7' -> [3, 7]: whole days, sorted, each once; '' -> [] (no reminders); null when one is
 * not a day from 1 to `maxDay`. The one reading of the owner's reminder days (estimates and
 * balances).
 */
export function parseReminderDays(text: string, maxDay = MAX_REMINDER_DAY): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const days: number[] = []
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const day = Number(part)
    if (day < 1 || day > maxDay) return null
    if (!days.includes(day)) days.push(day)
  }
  return days.sort((a, b) => a - b)
}

/** [3, 7] -> '3, 7' (the settings field); [] -> ''. */
export function formatReminderDays(days: readonly number[]): string {
  return days.join(', ')
}

/** The owner's form: the days, or empty for no reminders at all. */
export const reminderDaysSchema = z.object({
  intent: z.literal('reminder-days'),
  days: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v ?? '')
    .superRefine((text, ctx) => {
      const days = parseReminderDays(text)
      if (days === null) {
        ctx.addIssue({
          code: 'custom',
          message: `Enter whole days from 1 to ${MAX_REMINDER_DAY}, separated by commas (for example 3, 7), or leave it empty for no reminders`,
        })
      } else if (days.length > MAX_ESTIMATE_REMINDERS) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${MAX_ESTIMATE_REMINDERS} reminders`,
        })
      }
    })
    .transform((text) => parseReminderDays(text) ?? []),
})

/** What the rule needs of an estimate. */
export type RemindedEstimate = {
  status: EstimateStatus
  /** YYYY-MM-DD, business time zone: the last day to accept. */
  expiresOn: string
  /** When it was first sent (Send again does not move it). */
  sentAt: Date | number | null
  /** A newer version is being written: the customer will hear from the salesperson. */
  revisionStarted?: boolean
}

/** Why no reminder goes: the customer answered, or the estimate is no longer open. */
export function remindersStopped(estimate: RemindedEstimate, today: string): boolean {
  return (
    estimate.status !== 'sent' ||
    estimate.sentAt === null ||
    estimate.expiresOn < today ||
    Boolean(estimate.revisionStarted)
  )
}

/**
 * The reminder due at `now`, or null. Reminder n is due `days[n-1]` days (24 hours each) after
 * the estimate was sent; `lastNumber` is the highest already sent (0: none). When several
 * are due at once (the job did not run for days) only one e-mail goes, numbered as the
 * latest due, so a customer never gets two reminders in one morning.
 */
export function dueReminder(
  estimate: RemindedEstimate,
  days: readonly number[],
  lastNumber: number,
  now: Date | number,
  today: string,
): { number: number; afterDays: number } | null {
  if (remindersStopped(estimate, today) || estimate.sentAt === null) return null
  const sent = new Date(estimate.sentAt).getTime()
  const at = new Date(now).getTime()
  const due = [...days].sort((a, b) => a - b).filter((d) => sent + d * DAY_MS <= at)
  if (due.length <= lastNumber) return null
  return { number: due.length, afterDays: due[due.length - 1] }
}

/** When the next reminder will go (for the staff page), or null when none will. */
export function nextReminderAt(
  estimate: RemindedEstimate,
  days: readonly number[],
  lastNumber: number,
  today: string,
): Date | null {
  if (remindersStopped(estimate, today) || estimate.sentAt === null) return null
  const sorted = [...days].sort((a, b) => a - b)
  const next = sorted[lastNumber]
  if (next === undefined) return null
  const at = new Date(new Date(estimate.sentAt).getTime() + next * DAY_MS)
  // Past the last day the estimate has expired, and no reminder goes.
  return businessDate(at) > estimate.expiresOn ? null : at
}
