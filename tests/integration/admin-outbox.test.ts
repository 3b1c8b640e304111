/**
 * Admin > Outbox without SMTP (issue 25.3): every message waits there, staff see why, and
 * "send again" says it could not go out instead of pretending. With an SMTP server: mail.test.ts.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as outboxRoute from '~/routes-admin/admin.outbox'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { pruneSentMail, SENT_MAIL_KEPT_DAYS, sendMail } from '~/server/vendors/mail.server'
import { adminHeaders } from './admin-helpers'

describe('Admin > Outbox without SMTP', () => {
  it('lists the waiting message with its reason and says e-mail is not set up', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const kept = await sendMail({ to: 'maria@example.com', subject: 'Your visit', text: 'Hi' })
    expect(kept.delivered).toBe(false)
    const page = await callRoute(outboxRoute, getRequest('/admin/outbox', adminHeaders()))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      configured: false,
      failed: expect.any(Number),
      messages: expect.arrayContaining([
        expect.objectContaining({
          subject: 'Your visit',
          to: 'maria@example.com',
          status: 'failed',
          reason: 'smtp-not-configured',
          attempts: 1,
        }),
      ]),
    })
  })

  it('"send again" tries once more, counts the attempt and says it was not sent', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const kept = await sendMail({ to: 'joe@example.com', subject: 'Link', text: 'Hi' })
    if (kept.delivered) throw new Error('expected the outbox')
    const answer = await callRoute(
      outboxRoute,
      formRequest(
        '/admin/outbox',
        { intent: 'send-again', id: String(kept.outboxId) },
        { headers: adminHeaders() },
      ),
    )
    expect(answer.status).toBe(302)
    const cookie = answer.headers.getSetCookie().join('; ')
    const { toast } = await getToast(getRequest('/admin/outbox', { Cookie: cookie }))
    expect(toast).toMatchObject({ title: 'Not sent', variant: 'destructive' })
    const row = db.select().from(schema.outbox).where(eq(schema.outbox.id, kept.outboxId)).get()
    expect(row).toMatchObject({ status: 'failed', attempts: 2, reason: 'smtp-not-configured' })
  })

  it('refuses an unknown intent with a 400, never a 500', async () => {
    const answer = await callRoute(
      outboxRoute,
      formRequest('/admin/outbox', { intent: 'delete-all', id: '1' }, { headers: adminHeaders() }),
    )
    expect(answer.status).toBe(400)
  })

  it('keeps sent messages for SENT_MAIL_KEPT_DAYS (personal data), failed ones until sent', () => {
    const day = 24 * 60 * 60_000
    const now = new Date('2027-03-01T12:00:00Z')
    const row = (subject: string, status: 'sent' | 'failed', ageDays: number) =>
      db
        .insert(schema.outbox)
        .values({
          to: 'old@example.com',
          subject,
          text: 'x',
          status,
          reason: status === 'failed' ? 'smtp-failed' : null,
          sentAt: status === 'sent' ? new Date(now.getTime() - ageDays * day) : null,
          createdAt: new Date(now.getTime() - ageDays * day),
        })
        .returning({ id: schema.outbox.id })
        .get().id
    const oldSent = row('old sent', 'sent', SENT_MAIL_KEPT_DAYS + 1)
    const recentSent = row('recent sent', 'sent', SENT_MAIL_KEPT_DAYS - 1)
    const oldFailed = row('old failed', 'failed', SENT_MAIL_KEPT_DAYS + 30)
    expect(pruneSentMail(now)).toBeGreaterThanOrEqual(1)
    const left = db
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .all()
      .map((r) => r.id)
    expect(left).not.toContain(oldSent)
    expect(left).toEqual(expect.arrayContaining([recentSent, oldFailed]))
  })
})
