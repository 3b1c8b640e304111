import { describe, expect, it } from 'vitest'
import {
  dueReminder,
  formatReminderDays,
  nextReminderAt,
  parseReminderDays,
  reminderDaysSchema,
} from './estimate-reminders'

const DAY = 24 * 60 * 60 * 1000
const sentAt = new Date('2026-03-02T15:00:00Z')
const open = { status: 'sent' as const, expiresOn: '2026-04-01', sentAt }
const at = (days: number, extraMs = 0) => new Date(sentAt.getTime() + days * DAY + extraMs)
const today = '2026-03-05'

describe('the reminder schedule', () => {
  it('is due on each day after sending, not a moment before', () => {
    expect(dueReminder(open, [3, 7], 0, at(3, -1), today)).toBeNull()
    expect(dueReminder(open, [3, 7], 0, at(3), today)).toEqual({ number: 1, afterDays: 3 })
    expect(dueReminder(open, [3, 7], 1, at(5), today)).toBeNull()
    expect(dueReminder(open, [3, 7], 1, at(7), today)).toEqual({ number: 2, afterDays: 7 })
  })

  it('sends each reminder once: after the last one nothing is due', () => {
    expect(dueReminder(open, [3, 7], 2, at(20), today)).toBeNull()
    expect(dueReminder(open, [3], 1, at(7), today)).toBeNull()
  })

  it('sends one e-mail, numbered as the latest due, when several fell due while the job was off', () => {
    expect(dueReminder(open, [3, 7], 0, at(8), today)).toEqual({ number: 2, afterDays: 7 })
  })

  it('stops when the customer answered, the estimate was replaced or expired, or a new version is being written', () => {
    for (const status of ['accepted', 'declined', 'replaced', 'expired', 'draft'] as const) {
      expect(dueReminder({ ...open, status }, [3, 7], 0, at(4), today), status).toBeNull()
    }
    expect(dueReminder({ ...open, expiresOn: '2026-03-04' }, [3], 0, at(4), today)).toBeNull()
    expect(dueReminder({ ...open, revisionStarted: true }, [3], 0, at(4), today)).toBeNull()
    expect(dueReminder({ ...open, sentAt: null }, [3], 0, at(4), today)).toBeNull()
  })

  it('no days: no reminders', () => {
    expect(dueReminder(open, [], 0, at(30), today)).toBeNull()
  })

  it('tells staff when the next one goes, and none past the last day to accept', () => {
    expect(nextReminderAt(open, [3, 7], 0, today)).toEqual(at(3))
    expect(nextReminderAt(open, [3, 7], 1, today)).toEqual(at(7))
    expect(nextReminderAt(open, [3, 7], 2, today)).toBeNull()
    expect(nextReminderAt({ ...open, expiresOn: '2026-03-04' }, [3, 7], 0, '2026-03-03')).toBeNull()
    expect(nextReminderAt({ ...open, status: 'accepted' }, [3, 7], 0, today)).toBeNull()
  })
})

describe('the owner’s days', () => {
  it('reads whole days, sorted, each once', () => {
    expect(parseReminderDays('7, 3,3 ')).toEqual([3, 7])
    expect(parseReminderDays('')).toEqual([])
    expect(parseReminderDays('0')).toBeNull()
    expect(parseReminderDays('61')).toBeNull()
    expect(parseReminderDays('2.5')).toBeNull()
    expect(formatReminderDays([3, 7])).toBe('3, 7')
  })

  it('the form refuses what is not days, and more than four', () => {
    const ok = reminderDaysSchema.safeParse({ intent: 'reminder-days', days: '10, 2' })
    expect(ok.success && ok.data.days).toEqual([2, 10])
    expect(reminderDaysSchema.safeParse({ intent: 'reminder-days', days: 'soon' }).success).toBe(
      false,
    )
    expect(
      reminderDaysSchema.safeParse({ intent: 'reminder-days', days: '1,2,3,4,5' }).success,
    ).toBe(false)
    const none = reminderDaysSchema.safeParse({ intent: 'reminder-days' })
    expect(none.success && none.data.days).toEqual([])
  })
})
