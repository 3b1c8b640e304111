/**
 * E-mail through a real SMTP server (smtp-server on a free local port): what a booking, a
 * change and the reminder job send, read as it arrived.
 */
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { slotStart } from '~/domain/booking'
import * as pageRoute from '~/routes/appointments.$token'
import * as wizardRoute from '~/routes/book-appointment'
import * as outboxRoute from '~/routes-admin/admin.outbox'
import * as appointmentsRoute from '~/routes-api/api.appointments'
import { appointmentLinks } from '~/server/booking/appointment-links.server'
import { sendDueReminders } from '~/server/booking/appointment-notices.server'
import { bookAppointment } from '~/server/booking/appointments.server'
import { ensureSlots } from '~/server/booking/slots.server'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { sendMail } from '~/server/vendors/mail.server'
import { adminHeaders } from './admin-helpers'
import {
  bookingFormRequest,
  customer,
  ip,
  offeredDate,
  seedTemplates,
  slotAt,
} from './booking-helpers'

// Settings are read once, before the modules above load: point SMTP at a free local port.
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

type Arrived = { from: string; to: string[]; raw: string }
const inbox: Arrived[] = []
let refuseNext = false

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    // As real servers do, the refusal quotes the address.
    if (refuseNext) return callback(new Error(`Mailbox unavailable: <${address.address}>`))
    callback()
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

/** The message's text with quoted-printable soft breaks and escapes undone. */
function readable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
}

function to(address: string) {
  return inbox.filter((m) => m.to.includes(address))
}

beforeAll(async () => {
  seedTemplates()
  await new Promise<void>((resolve) => server.listen(smtp.port, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  inbox.length = 0
  refuseNext = false
})

describe('sendMail', () => {
  it('delivers text and HTML through SMTP, from MAIL_FROM', async () => {
    const result = await sendMail({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    })
    expect(result.delivered).toBe(true)
    expect(inbox).toHaveLength(1)
    expect(inbox[0]).toMatchObject({ from: 'bookings@example.com', to: ['someone@example.com'] })
    expect(inbox[0].raw).toContain('Subject: Hello')
    expect(inbox[0].raw).toContain('text/html')
  })

  it('keeps a refused message in the outbox instead of losing it', async () => {
    refuseNext = true
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const result = await sendMail({ to: 'nobody@example.com', subject: 'Lost?', text: 'No' })
    expect(result).toMatchObject({ delivered: false, reason: 'smtp-failed' })
    const kept = db.select().from(schema.outbox).where(eq(schema.outbox.subject, 'Lost?')).get()
    expect(kept).toMatchObject({ to: 'nobody@example.com', reason: 'smtp-failed' })
    expect(info).toHaveBeenCalledWith(expect.stringContaining('outbox'))
    // The log keeps no personal data: not the recipient, not the subject.
    const logged = info.mock.calls.flat().join('\n')
    expect(logged).not.toContain('nobody@example.com')
    expect(logged).not.toContain('Lost?')
  })

  it('logs a refused message without the addresses the SMTP server quoted', async () => {
    refuseNext = true
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await sendMail({ to: 'maria.lopez@example.com', subject: 'Your visit', text: 'Hello' })
    const logged = info.mock.calls.flat().join('\n')
    expect(logged).toContain('[mail] kept in outbox')
    expect(logged).not.toMatch(/maria\.lopez|@example\.com/)
  })
})

describe('booking e-mails', () => {
  it('send the customer a confirmation with the calendar file and private link, and the business a notice', async () => {
    const date = offeredDate(1)
    ensureSlots([date])
    const slot = slotAt(date, '10:00')!
    const response = await callRoute(
      appointmentsRoute,
      jsonRequest(
        '/api/appointments',
        { ...customer(1), serviceType: 'repair', appointmentDate: date, slotId: slot.id },
        { headers: ip(1) },
      ),
    )
    expect(response.status).toBe(201)
    const manageUrl = (response.data as { appointment: { manageUrl: string } }).appointment
      .manageUrl

    const [confirmation] = to('customer1@example.com')
    const text = readable(confirmation.raw)
    expect(text).toContain('Subject: Appointment confirmed: Repair Service')
    expect(text).toContain(`http://localhost:3000${manageUrl}`)
    expect(text).toContain('10:00 AM - 11:30 AM')
    expect(text).toContain('(954) 555-0123')
    expect(text).toMatch(/Content-Type: text\/calendar/)
    expect(text).toContain('filename=appointment.ics')

    const [notice] = to('staff@example.com')
    const staffText = readable(notice.raw)
    expect(staffText).toContain('Subject: New appointment: Repair Service')
    expect(staffText).toContain('Customer 1')
    expect(staffText).toContain('customer1@example.com')
  })

  it('tell both when the customer cancels', async () => {
    const date = offeredDate(2)
    ensureSlots([date])
    const booked = bookAppointment({
      ...customer(2),
      serviceType: 'measurement',
      appointmentDate: date,
      slotId: slotAt(date, '08:00')!.id,
      serviceDescription: undefined,
      appointmentTime: undefined,
    })
    if (!booked.ok) throw new Error(booked.error)
    const token = appointmentLinks(booked.appointment).manageUrl.split('/').pop()!
    const result = await callRoute(
      pageRoute,
      formRequest(`/appointments/${token}`, { intent: 'cancel' }),
      { token },
    )
    expect(result.status).toBe(302)
    expect(readable(to('customer2@example.com')[0].raw)).toContain('Subject: Appointment cancelled')
    expect(readable(to('staff@example.com')[0].raw)).toContain('Subject: Appointment cancelled')
  })
})

describe('reminders', () => {
  it('go out 24 hours before, once across two runs', async () => {
    const date = offeredDate(3)
    ensureSlots([date])
    const booked = bookAppointment({
      ...customer(3),
      serviceType: 'consultation',
      appointmentDate: date,
      slotId: slotAt(date, '12:00')!.id,
      serviceDescription: undefined,
      appointmentTime: undefined,
    })
    if (!booked.ok) throw new Error(booked.error)
    const start = slotStart(date, '12:00').getTime()
    inbox.length = 0

    // 25 hours before: not yet.
    expect(await sendDueReminders(new Date(start - 25 * 3600_000))).toBe(0)
    // 23 hours before: sent, and a second run (or a restart) sends nothing more.
    const now = new Date(start - 23 * 3600_000)
    expect(await sendDueReminders(now)).toBe(1)
    expect(await sendDueReminders(now)).toBe(0)
    expect(await sendDueReminders(new Date(start - 3600_000))).toBe(0)

    const reminders = to('customer3@example.com')
    expect(reminders).toHaveLength(1)
    expect(readable(reminders[0].raw)).toContain('Subject: Reminder: Free Consultation tomorrow')
    const row = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.id, booked.appointment.id))
      .get()
    expect(row?.reminderSentAt?.getTime()).toBe(now.getTime())
  })

  it('two runs at once still send one reminder', async () => {
    const date = offeredDate(4)
    const other = offeredDate(5)
    ensureSlots([date, other])
    const booked = bookAppointment({
      ...customer(4),
      serviceType: 'repair',
      appointmentDate: date,
      slotId: slotAt(date, '08:00')!.id,
      serviceDescription: undefined,
      appointmentTime: undefined,
    })
    if (!booked.ok) throw new Error(booked.error)
    inbox.length = 0
    const now = new Date(slotStart(date, '08:00').getTime() - 2 * 3600_000)
    const counts = await Promise.all([sendDueReminders(now), sendDueReminders(now)])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    expect(to('customer4@example.com')).toHaveLength(1)
  })
})

describe('the outbox in the back office (issue 25.3)', () => {
  const outboxRow = (subject: string) =>
    db.select().from(schema.outbox).where(eq(schema.outbox.subject, subject)).get()

  it('records what was sent and what failed; staff see both and send a failed one again', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await sendMail({ to: 'sent@example.com', subject: 'Went out', text: 'Yes' })
    refuseNext = true
    const failed = await sendMail({ to: 'later@example.com', subject: 'Stuck', text: 'No' })
    expect(outboxRow('Went out')).toMatchObject({ status: 'sent', attempts: 1, reason: null })
    expect(outboxRow('Went out')?.sentAt).toBeInstanceOf(Date)
    expect(outboxRow('Stuck')).toMatchObject({ status: 'failed', reason: 'smtp-failed' })
    expect(outboxRow('Stuck')?.error).toContain('Mailbox unavailable')
    if (failed.delivered) throw new Error('expected a refusal')

    const auth = adminHeaders()
    const list = await callRoute(outboxRoute, getRequest('/admin/outbox', auth))
    const subjects = (list.data as { messages: { subject: string }[] }).messages.map(
      (m) => m.subject,
    )
    expect(subjects).toEqual(expect.arrayContaining(['Went out', 'Stuck']))
    const failedOnly = await callRoute(outboxRoute, getRequest('/admin/outbox?status=failed', auth))
    expect(
      (failedOnly.data as { messages: { status: string }[] }).messages.every(
        (m) => m.status === 'failed',
      ),
    ).toBe(true)

    // Still refused: the row says so, one attempt more.
    const again = await callRoute(
      outboxRoute,
      formRequest(
        '/admin/outbox?status=failed',
        { intent: 'send-again', id: String(failed.outboxId) },
        { headers: auth },
      ),
    )
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/admin/outbox?status=failed')
    expect(outboxRow('Stuck')).toMatchObject({ status: 'failed', attempts: 2 })

    // The server takes it now: sent, and the customer has it.
    refuseNext = false
    const sent = await callRoute(
      outboxRoute,
      formRequest(
        '/admin/outbox',
        { intent: 'send-again', id: String(failed.outboxId) },
        { headers: auth },
      ),
    )
    expect(sent.status).toBe(302)
    expect(outboxRow('Stuck')).toMatchObject({ status: 'sent', attempts: 3, reason: null })
    expect(to('later@example.com')).toHaveLength(1)
  })

  it('only staff: the list and "send again" refuse a visitor; a bad id is a 4xx', async () => {
    const visitorList = await callRoute(outboxRoute, getRequest('/admin/outbox'))
    expect(visitorList.status).toBeGreaterThanOrEqual(300)
    expect(visitorList.status).toBeLessThan(500)
    expect(JSON.stringify(visitorList.data ?? null)).not.toContain('messages')
    const visitorPost = await callRoute(
      outboxRoute,
      formRequest('/admin/outbox', { intent: 'send-again', id: '1' }),
    )
    expect(visitorPost.status).toBeGreaterThanOrEqual(300)
    expect(visitorPost.status).toBeLessThan(500)
    const auth = adminHeaders()
    for (const id of ['0', 'x', '999999']) {
      const bad = await callRoute(
        outboxRoute,
        formRequest('/admin/outbox', { intent: 'send-again', id }, { headers: auth }),
      )
      expect(bad.status, id).toBeGreaterThanOrEqual(400)
      expect(bad.status, id).toBeLessThan(500)
    }
  })

  it('the appointment page claims "we also e-mailed it" only once the confirmation went out', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const date = offeredDate(3)
    ensureSlots([date])
    const slot = slotAt(date, '10:00')!
    refuseNext = true
    const booked = await callRoute(
      appointmentsRoute,
      jsonRequest(
        '/api/appointments',
        { ...customer(7), serviceType: 'repair', appointmentDate: date, slotId: slot.id },
        { headers: ip(7) },
      ),
    )
    expect(booked.status).toBe(201)
    const manageUrl = (booked.data as { appointment: { manageUrl: string } }).appointment.manageUrl
    const token = manageUrl.split('/').pop()?.split('?')[0] ?? ''
    const page = () => callRoute(pageRoute, getRequest(manageUrl), { token })
    expect((await page()).data).toMatchObject({ mailed: false })

    refuseNext = false
    const confirmation = db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, 'customer7@example.com'))
      .get()
    expect(confirmation).toMatchObject({ status: 'failed' })
    await callRoute(
      outboxRoute,
      formRequest(
        '/admin/outbox',
        { intent: 'send-again', id: String(confirmation?.id) },
        { headers: adminHeaders() },
      ),
    )
    expect((await page()).data).toMatchObject({ mailed: true })
  })

  it('the booking form says a confirmation is on its way only when it went out', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const date = offeredDate(4)
    const other = offeredDate(5)
    ensureSlots([date, other])
    const toastOf = async (answer: { headers: Headers }) => {
      const cookie = answer.headers.getSetCookie().join('; ')
      return (await getToast(getRequest('/', { Cookie: cookie }))).toast
    }
    refuseNext = true
    const refused = await callRoute(wizardRoute, bookingFormRequest(41, slotAt(date, '08:00')!))
    expect(refused.status).toBe(302)
    expect((await toastOf(refused))?.description).toMatch(/could not e-mail your confirmation/)
    refuseNext = false
    const sent = await callRoute(wizardRoute, bookingFormRequest(42, slotAt(other, '08:00')!))
    expect(sent.status).toBe(302)
    expect((await toastOf(sent))?.description).toBe('A confirmation is on its way to your e-mail.')
  })
})
