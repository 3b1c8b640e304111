/**
 * Estimates not answered (issue 39): the reminder e-mail on each day the owner set after
 * sending, each once whatever runs the job, stopping when the customer answers or the estimate
 * is replaced, expires or is being revised; shown on the estimate's staff page; and the
 * dashboard's card of the estimates waiting, with their age.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import type { EstimateStatus } from '~/domain/estimate'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as settingsRoute from '~/routes-admin/admin.estimates_.settings'
import { readDashboard } from '~/server/admin/dashboard.server'
import { estimateReminderDays } from '~/server/auth/staff-settings.server'
import { sendDueEstimateReminders } from '~/server/estimates/estimate-reminders.server'
import { runEstimateReminderJob } from '~/server/jobs/estimate-reminder-job.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60_000
let made = 0

/** A sent estimate (sent `daysAgo` days ago, by the clock of `now`). */
function sentEstimate(
  now: Date,
  daysAgo: number,
  overrides: Partial<{ status: EstimateStatus; expiresOn: string }> = {},
) {
  made += 1
  return db
    .insert(schema.estimates)
    .values({
      token: `reminder${made}`.padEnd(32, 'r'),
      customerName: `Waiting Customer ${made}`,
      customerEmail: `waiting${made}@example.com`,
      status: 'sent',
      expiresOn: addCalendarDays(businessDate(now), 20),
      sentAt: new Date(now.getTime() - daysAgo * DAY),
      createdByName: 'office',
      ...overrides,
    })
    .returning()
    .get()
}

function remindersTo(email: string) {
  return db
    .select()
    .from(schema.outbox)
    .all()
    .filter((m) => m.to === email && m.topic?.startsWith('estimate-reminder:'))
}

/** Every estimate of this file but `keep` set answered, so each test counts its own. */
function answerAllBut(...keep: number[]) {
  for (const row of db.select().from(schema.estimates).all()) {
    if (!keep.includes(row.id) && row.status === 'sent') {
      db.update(schema.estimates)
        .set({ status: 'accepted' })
        .where(eq(schema.estimates.id, row.id))
        .run()
    }
  }
}

const owner = () => adminHeaders('reminders-owner', 'owner')

describe('the owner’s reminder days', () => {
  it('are 3 and 7 until the owner sets others; a wrong entry is refused', async () => {
    expect(estimateReminderDays()).toEqual([3, 7])
    const refused = await callRoute(
      settingsRoute,
      formRequest(
        '/admin/estimates/settings',
        { intent: 'reminder-days', days: 'next week' },
        { headers: owner() },
      ),
    )
    expect(refused.status).toBe(400)
    const saved = await callRoute(
      settingsRoute,
      formRequest(
        '/admin/estimates/settings',
        { intent: 'reminder-days', days: '5, 2' },
        { headers: owner() },
      ),
    )
    expect(saved.status).toBe(302)
    expect(estimateReminderDays()).toEqual([2, 5])
    const page = await callRoute(settingsRoute, getRequest('/admin/estimates/settings', owner()))
    expect(page.data).toMatchObject({ reminderDays: '2, 5' })
    const office = await callRoute(
      settingsRoute,
      formRequest(
        '/admin/estimates/settings',
        { intent: 'reminder-days', days: '1' },
        { headers: adminHeaders('reminders-office', 'office') },
      ),
    )
    expect(office.status).toBe(403)
    expect(estimateReminderDays()).toEqual([2, 5])
    // Back to the defaults for the tests below.
    await callRoute(
      settingsRoute,
      formRequest(
        '/admin/estimates/settings',
        { intent: 'reminder-days', days: '3, 7' },
        { headers: owner() },
      ),
    )
  })
})

describe('reminders', () => {
  beforeEach(() => answerAllBut())

  it('go on each day after sending, once each, whatever runs the job', async () => {
    const now = new Date()
    const estimate = sentEstimate(now, 0)
    answerAllBut(estimate.id)
    const at = (days: number) => new Date(estimate.sentAt!.getTime() + days * DAY)

    expect(await sendDueEstimateReminders(new Date(at(3).getTime() - MINUTE))).toBe(0)
    // Two runs at once (two processes, a restart): one e-mail.
    const runs = await Promise.all([
      runEstimateReminderJob(at(3)),
      runEstimateReminderJob(at(3)),
      sendDueEstimateReminders(at(3)),
    ])
    expect(runs.map((r) => (typeof r === 'number' ? r : r.reminders)).reduce((a, b) => a + b)).toBe(
      1,
    )
    expect(await sendDueEstimateReminders(at(5))).toBe(0)
    expect(remindersTo(estimate.customerEmail)).toHaveLength(1)

    expect(await sendDueEstimateReminders(at(7))).toBe(1)
    expect(await sendDueEstimateReminders(at(7))).toBe(0)
    expect(await sendDueEstimateReminders(at(15))).toBe(0)
    const mails = remindersTo(estimate.customerEmail)
    expect(mails).toHaveLength(2)
    expect(mails[0].subject).toMatch(
      new RegExp(`^A reminder: your estimate ${estimate.reference} `),
    )
    expect(mails[0].text).toContain(`/estimates/${estimate.token}`)
    expect(mails[0].replyTo).toBeTruthy()

    // The staff page says which went and that no more will.
    const page = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${estimate.id}`, owner()),
      { estimateId: String(estimate.id) },
    )
    expect(page.data).toMatchObject({
      reminders: {
        sent: [
          { number: 1, afterDays: 3 },
          { number: 2, afterDays: 7 },
        ],
        next: null,
      },
    })
  })

  it('stop when the customer answered, or the estimate was replaced, expired or is being revised', async () => {
    const now = new Date()
    const accepted = sentEstimate(now, 4, { status: 'accepted' })
    const declined = sentEstimate(now, 4, { status: 'declined' })
    const replaced = sentEstimate(now, 4, { status: 'replaced' })
    const expired = sentEstimate(now, 4, { expiresOn: addCalendarDays(businessDate(now), -1) })
    const revised = sentEstimate(now, 4)
    db.insert(schema.estimates)
      .values({
        token: 'revisiondraft'.padEnd(32, 'v'),
        customerName: revised.customerName,
        customerEmail: revised.customerEmail,
        status: 'draft',
        version: 2,
        replacesEstimateId: revised.id,
        expiresOn: revised.expiresOn,
        createdByName: 'office',
      })
      .run()
    const waiting = sentEstimate(now, 4)
    expect(await sendDueEstimateReminders(now)).toBe(1)
    for (const quiet of [accepted, declined, replaced, expired, revised]) {
      expect(remindersTo(quiet.customerEmail), quiet.customerName).toHaveLength(0)
    }
    expect(remindersTo(waiting.customerEmail)).toHaveLength(1)

    // Answered after its first reminder: the second never goes.
    db.update(schema.estimates)
      .set({ status: 'declined' })
      .where(eq(schema.estimates.id, waiting.id))
      .run()
    expect(await sendDueEstimateReminders(new Date(now.getTime() + 5 * DAY))).toBe(0)
    expect(remindersTo(waiting.customerEmail)).toHaveLength(1)
  })
})

describe('the dashboard card', () => {
  it('counts the estimates waiting for an answer, the longest waiting first with its age in days', () => {
    const now = new Date()
    answerAllBut()
    const recent = sentEstimate(now, 1)
    const oldest = sentEstimate(now, 12)
    const middle = sentEstimate(now, 5)
    sentEstimate(now, 30, { status: 'accepted' })
    const card = readDashboard(now).waitingEstimates
    expect(card.count).toBe(3)
    expect(card.oldestDays).toBe(12)
    expect(card.estimates.map((e) => [e.id, e.days])).toEqual([
      [oldest.id, 12],
      [middle.id, 5],
      [recent.id, 1],
    ])
  })
})
