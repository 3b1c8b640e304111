/**
 * Staff mail leaves after the answer (issue 38): "forgot password" and the owner's invitation
 * answer without waiting on the mail server, so the answer's time cannot tell a staff address
 * from an unknown one; the message is in the outbox before the answer, and goes (or waits there,
 * to be sent again) afterwards. The mail server here accepts connections and never answers.
 */
import net from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { formRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as staffRoute from '~/routes-admin/admin.staff'
import * as forgotRoute from '~/routes-admin/admin_.forgot-password'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

// Settings are read once, before the modules above load: SMTP at a port that never answers.
const smtp = await vi.hoisted(async () => {
  const { execFileSync } = await import('node:child_process')
  const port = Number(
    execFileSync(process.execPath, ['scripts/dev/free-port.js']).toString().trim(),
  )
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'Tri-County Blinds <bookings@example.com>'
  process.env.STAFF_EMAIL = 'staff@example.com'
  return { port }
})

const hanging = new Set<net.Socket>()
const server = net.createServer((socket) => {
  // Accepts, and never sends the greeting: a mail server that hangs.
  hanging.add(socket)
  socket.on('error', () => {})
})
await new Promise<void>((resolve) => server.listen(smtp.port, '127.0.0.1', resolve))

afterAll(async () => {
  for (const socket of hanging) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

/** The route's answer and how long it took, or 'hung' after two seconds. */
async function timed<T>(answer: Promise<T>) {
  const started = performance.now()
  const result = await Promise.race([
    answer,
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 2000)),
  ])
  return { result, ms: performance.now() - started }
}

function outboxTo(to: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .orderBy(desc(schema.outbox.id))
    .all()
}

const forgot = (email: string, n: number) =>
  callRoute(
    forgotRoute,
    formRequest(
      '/admin/forgot-password',
      { email },
      { headers: { 'Fly-Client-IP': `192.0.2.${n}` } },
    ),
  )

describe('staff mail leaves after the answer', () => {
  it('forgot password answers at once for a staff address, as for an unknown one; the link waits in the outbox', async () => {
    adminHeaders('queued-forgetful', 'office')
    db.update(schema.adminUsers)
      .set({ email: 'queued-forgetful@example.com' })
      .where(eq(schema.adminUsers.username, 'queued-forgetful'))
      .run()

    const known = await timed(forgot('queued-forgetful@example.com', 1))
    const unknown = await timed(forgot('nobody-here@example.com', 2))
    expect(known.result).not.toBe('hung')
    expect(unknown.result).not.toBe('hung')
    expect(known.ms).toBeLessThan(1000)
    if (known.result === 'hung' || unknown.result === 'hung') return
    expect(known.result.status).toBe(200)
    expect(known.result.data).toEqual(unknown.result.data)

    const [queued] = outboxTo('queued-forgetful@example.com')
    expect(queued).toMatchObject({ subject: 'Choose a new back-office password' })
    expect(queued.text).toMatch(/\/admin\/reset-password\//)
    expect(queued.status).not.toBe('sent')
    expect(outboxTo('nobody-here@example.com')).toEqual([])
  })

  it("the owner's invitation answers at once; the invitation waits in the outbox", async () => {
    const owner = adminHeaders('queue-owner')
    const invited = await timed(
      callRoute(
        staffRoute,
        formRequest(
          '/admin/staff',
          { intent: 'invite', email: 'queued-invitee@example.com', role: 'installer' },
          { headers: owner },
        ),
      ),
    )
    expect(invited.result).not.toBe('hung')
    if (invited.result === 'hung') return
    expect(invited.result.status).toBe(302)
    const [queued] = outboxTo('queued-invitee@example.com')
    expect(queued.text).toMatch(/\/admin\/invite\//)
  })

  it('a message the mail server never took stays in the outbox as not sent, to send again', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    // Both messages reached the mail server, which hangs up on them.
    await expect.poll(() => hanging.size, { timeout: 10_000 }).toBe(2)
    for (const socket of hanging) socket.destroy()
    await expect
      .poll(() => outboxTo('queued-forgetful@example.com')[0], { timeout: 10_000 })
      .toMatchObject({ status: 'failed', reason: 'smtp-failed', attempts: 1 })
  })
})
