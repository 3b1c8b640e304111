/**
 * A quote request whose acknowledgement cannot be sent at all (the mail module throws, not
 * only SMTP refusing) is still stored and answered as received: failed mail never loses a lead.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { formRequest, routeArgs } from '#tests/setup/requests'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { db, schema } from '~/server/platform/db.server'
import { leadForm, VALID_LEAD } from './quote-helpers'

vi.mock('~/server/vendors/mail.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/server/vendors/mail.server')>()),
  sendMail: vi.fn().mockRejectedValue(new Error('the outbox is unreachable')),
}))

describe('a quote request whose acknowledgement fails', () => {
  it('keeps the lead and answers 200', async () => {
    const email = 'no-mail@example.com'
    const request = formRequest('/api/submit-lead', leadForm({ ...VALID_LEAD, email }), {
      headers: { 'Fly-Client-IP': '203.0.113.90' },
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = (await submitLead(routeArgs(request))) as Response
    expect(response.status).toBe(200)
    expect(db.select().from(schema.leads).where(eq(schema.leads.email, email)).all()).toHaveLength(
      1,
    )
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/the acknowledgement failed/),
      expect.any(Error),
    )
    errors.mockRestore()
  })
})
