/**
 * Where a reply goes (issue 40.11), read from the messages as they reach a real SMTP server
 * (smtp-server on a free local port): a customer's e-mail answers to the business's published
 * e-mail, a staff notice to the customer, and a message sent again from the outbox keeps it.
 */
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as businessRoute from '~/routes-admin/admin.content.business'
import * as appointmentsRoute from '~/routes-api/api.appointments'
import { ensureSlots } from '~/server/booking/slots.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import { db, schema } from '~/server/platform/db.server'
import { sendAgain, sendMail } from '~/server/vendors/mail.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { customer, ip, offeredDate, seedTemplates, slotAt } from './booking-helpers'

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

const inbox: { to: string[]; raw: string }[] = []
let refuseNext = false
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (refuseNext) return callback(new Error('Mailbox unavailable'))
    callback()
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      inbox.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

/** The Reply-To header of the one message that reached `address`. */
function replyToOf(address: string) {
  const mails = inbox.filter((m) => m.to.includes(address))
  expect(mails, address).toHaveLength(1)
  return /^Reply-To: (.+)$/im.exec(mails[0].raw)?.[1]?.trim() ?? null
}

const OFFICE = 'office@tri-county.example'

/** Publishes the business settings with the office's own e-mail address. */
async function publishOfficeEmail() {
  const fields: Record<string, string> = {
    intent: 'publish',
    phone: '(954) 555-0100',
    email: OFFICE,
    address: '',
    serviceAreaDescription: 'Broward, Miami-Dade and Palm Beach counties',
    servedZips:
      '33002\n33004\n33008-33035\n33039\n33054-33097\n33101-33299\n33301-33399\n33401-33499',
    excludedZips: '33440\n33455\n33471\n33475',
  }
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    fields[`${day}-opens`] = '08:00'
    fields[`${day}-closes`] = '18:00'
  }
  const answer = await callRoute(
    businessRoute,
    formRequest('/admin/content/business', fields, { headers: adminHeaders() }),
  )
  expect(answer.status).toBe(302)
}

function paidOrder(email: string) {
  const id = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: 'paid',
      status: 'paid',
      customerName: 'Ana Flores',
      customerEmail: email,
      customerPhone: '(954) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: 20000,
      installationCents: 0,
      taxCents: 1400,
      totalCents: 21400,
      paidAt: new Date(),
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: id,
      kind: 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 0,
      lineTotalCents: 20000,
    })
    .run()
  return id
}

beforeAll(async () => {
  await seed(db)
  seedTemplates()
  await new Promise<void>((resolve) => server.listen(smtp.port, '127.0.0.1', resolve))
  await publishOfficeEmail()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  inbox.length = 0
  refuseNext = false
})

describe('Reply-To', () => {
  it('an order: the customer’s confirmation answers to the office’s published e-mail, the staff notice to the customer', async () => {
    await sendOrderEmails(paidOrder('ana.flores@example.com'))
    expect(replyToOf('ana.flores@example.com')).toBe(OFFICE)
    expect(replyToOf('staff@example.com')).toBe('ana.flores@example.com')
    const confirmation = inbox.find((m) => m.to.includes('ana.flores@example.com'))!
    // The signature gives the published address too.
    expect(confirmation.raw).toContain(OFFICE)
  })

  it('a booking: the confirmation answers to the office, the new-booking notice to the customer', async () => {
    const date = offeredDate(2)
    ensureSlots([date])
    const booked = await callRoute(
      appointmentsRoute,
      jsonRequest(
        '/api/appointments',
        {
          ...customer(61),
          serviceType: 'repair',
          appointmentDate: date,
          slotId: slotAt(date, '10:00')!.id,
        },
        { headers: ip(61) },
      ),
    )
    expect(booked.status).toBe(201)
    expect(replyToOf('customer61@example.com')).toBe(OFFICE)
    expect(replyToOf('staff@example.com')).toBe('customer61@example.com')
  })

  it('a message kept in the outbox and sent again keeps its Reply-To', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    refuseNext = true
    const kept = await sendMail({
      to: 'staff@example.com',
      subject: 'New order (kept)',
      text: 'A new order',
      replyTo: 'buyer@example.com',
    })
    if (kept.delivered) throw new Error('expected a refusal')
    expect(
      db.select().from(schema.outbox).where(eq(schema.outbox.id, kept.outboxId)).get()?.replyTo,
    ).toBe('buyer@example.com')
    refuseNext = false
    expect(await sendAgain(kept.outboxId)).toEqual({ status: 'sent' })
    expect(replyToOf('staff@example.com')).toBe('buyer@example.com')
  })
})
