// Issue 41: an order's texts go in the order's language (orders.language), with its page at the
// /es address; an English order's are unchanged. Through the real move (moveOrder), which also
// sends the stage e-mail: that one is Spanish too.
import { and, asc, eq, like } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { twilioHandlers } from '#tests/mocks/twilio'
import { orderTextSubject } from '~/domain/texts'
import { invoiceBalance, sendBalanceReminders } from '~/server/orders/balance-invoice.server'
import { moveOrder } from '~/server/orders/workflow.server'
import { db, schema } from '~/server/platform/db.server'
import { recordTextConsent } from '~/server/sms/consents.server'
import { seed } from '../../db/seed'
import { paidJob } from './job-helpers'
import { mailTo, orderRow } from './order-helpers'

vi.hoisted(() => {
  process.env.TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000000'
  process.env.TWILIO_AUTH_TOKEN = 'test-auth-token-0123456789'
  process.env.TWILIO_FROM_NUMBER = '+19545550199'
})

const server = setupServer(...twilioHandlers)
let visitId: number

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  await seed(db)
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date: '2026-12-08', timeSlot: '10:00', durationMinutes: 120, maxBookings: 9 })
    .returning()
    .get()
  visitId = db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Ana Flores',
      customerEmail: 'ana-es-texts@example.com',
      customerPhone: '(305) 555-0400',
      customerAddress: '12 Palm Way, Hialeah, FL 33012',
      serviceType: 'installation',
      appointmentDate: '2026-12-08',
      appointmentTime: '10:00',
    })
    .returning()
    .get().id
})
afterAll(() => server.close())
// Noon in Florida: texts leave at once.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-02T12:00:00-05:00'))
})
afterEach(() => vi.useRealTimers())

let counter = 400
function order(language: 'en' | 'es') {
  counter++
  const phone = `(305) 555-0${counter}`
  const row = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: 'goods-received',
      status: 'paid',
      language,
      customerName: 'Ana Flores',
      customerEmail: `ana-texts-${language}-${counter}@example.com`,
      customerPhone: phone,
      customerAddress: '12 Palm Way',
      customerCity: 'Hialeah',
      customerZip: '33012',
      subtotalCents: 20000,
      installationCents: 4000,
      taxCents: 1680,
      totalCents: 25680,
      paidAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get()
  db.insert(schema.orderLines)
    .values({
      orderId: row.id,
      kind: 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Espresso Zebra',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 4000,
      lineTotalCents: 20000,
      roomLabel: 'Living room',
    })
    .run()
  expect(
    recordTextConsent({
      phone,
      wording: 'Text me about this request.',
      source: 'test',
      subject: orderTextSubject(row.id),
    }),
  ).toBe(true)
  return { ...row, e164: `+1305555${String(counter).padStart(4, '0')}` }
}

const textsTo = (e164: string) =>
  db
    .select()
    .from(schema.outbox)
    .where(
      and(
        eq(schema.outbox.channel, 'sms'),
        eq(schema.outbox.to, e164),
        like(schema.outbox.topic, 'text:order-%'),
      ),
    )
    .orderBy(asc(schema.outbox.id))
    .all()

const move = (orderId: number, to: string, fields: Record<string, unknown> = {}) =>
  moveOrder({ orderId, to, fields: { note: '', ...fields }, by: 'maria' })

const CASES = [
  {
    name: 'shipped',
    run: async (id: number) =>
      move(id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    es: [
      'ya fue enviado con UPS, número de rastreo 1Z999AA10123456784.',
      'Rastréelo aquí: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    ],
    en: 'has shipped by UPS, tracking number 1Z999AA10123456784.',
  },
  {
    name: 'installation booked',
    run: async (id: number) => move(id, 'installation-scheduled', { appointmentId: visitId }),
    es: [
      'está programada para el martes, 8 de diciembre de 2026, 10:00\u00a0a.\u00a0m. - 12:00\u00a0p.\u00a0m.',
    ],
    en: 'is booked for Tuesday, December 8, 2026, 10:00 AM - 12:00 PM.',
  },
  {
    name: 'installed',
    run: async (id: number) => {
      await move(id, 'installation-scheduled', { appointmentId: visitId })
      return move(id, 'installed')
    },
    es: ['ya está instalado. ¡Gracias por elegirnos!'],
    en: 'is installed. Thank you for choosing us!',
  },
]

describe('an order’s texts in the order’s language', () => {
  it.each(CASES)('Spanish order: $name', async (c) => {
    const o = order('es')
    expect((await c.run(o.id)).ok).toBe(true)
    const text = textsTo(o.e164).at(-1)
    expect(text?.status).toBe('sent')
    for (const words of c.es) expect(text?.text).toContain(words)
    expect(text?.text).toMatch(/\/es\/orders\/[^\s]+\?t=/)
    expect(text?.text.endsWith('Responda STOP para no recibir más mensajes.')).toBe(true)
    expect(text?.text).not.toContain(c.en)
    expect(text?.text).not.toContain('Reply STOP')
    // The stage e-mail of the same move is Spanish too.
    expect(mailTo(o.customerEmail).at(-1)?.text).toContain('Hola, Ana Flores.')
  })

  it.each(CASES)('English order stays English: $name', async (c) => {
    const o = order('en')
    expect((await c.run(o.id)).ok).toBe(true)
    const text = textsTo(o.e164).at(-1)
    expect(text?.text).toContain(c.en)
    expect(text?.text).not.toContain('/es/')
    expect(text?.text.endsWith('Reply STOP to opt out.')).toBe(true)
  })
})

describe('an installed job’s balance in the job’s language', () => {
  async function invoicedJob(language: 'en' | 'es', email: string) {
    const job = await paidJob({ email })
    db.update(schema.orders).set({ language }).where(eq(schema.orders.id, job.order.id)).run()
    expect(
      recordTextConsent({
        phone: job.order.customerPhone,
        wording: 'Text me about this request.',
        source: 'test',
        subject: orderTextSubject(job.order.id),
      }),
    ).toBe(true)
    await invoiceBalance(job.order.id)
    const invoicedAt = orderRow(job.order.id).balanceInvoicedAt!
    await sendBalanceReminders(new Date(invoicedAt.getTime() + 3 * 86_400_000 + 60_000))
    const mails = mailTo(email)
    const text = db
      .select()
      .from(schema.outbox)
      .where(like(schema.outbox.topic, `text:order-balance-invoice:${job.order.id}:%`))
      .get()
    return { job, mails, text }
  }

  it('a Spanish job: the invoice, its reminder and its text are Spanish, with the /es pay link', async () => {
    const { job, mails, text } = await invoicedJob('es', 'es-balance@example.com')
    const invoice = mails.find((m) => m.topic === `job-balance-invoice:${job.order.id}`)
    const reminder = mails.find((m) => m.topic?.startsWith(`job-balance-reminder:${job.order.id}:`))
    expect(invoice?.subject).toMatch(/^Saldo de su trabajo de instalación \S+: \$[\d,]+\.\d\d$/)
    expect(invoice?.text).toContain('Sus persianas y cortinas ya están instaladas.')
    expect(invoice?.text).toContain('Saldo pendiente: $')
    expect(invoice?.text).toContain('Pagar el saldo (enlace privado)')
    expect(invoice?.text).toMatch(/\/es\/orders\/[^\s]+\/pay\?t=/)
    expect(invoice?.text).not.toContain('Your window treatments are installed.')
    expect(invoice?.text).not.toContain('Balance due')
    expect(reminder?.subject).toMatch(/^Recordatorio: el saldo del trabajo de instalación /)
    expect(reminder?.text).toContain('Le recordamos amablemente')
    expect(reminder?.text).not.toContain('A friendly reminder')
    expect(text?.text).toContain('El saldo del trabajo')
    expect(text?.text).toMatch(/\/es\/orders\/[^\s]+\/pay\?t=/)
    expect(text?.text).not.toContain('Reply STOP')
  })

  it('an English job: unchanged', async () => {
    const { job, mails, text } = await invoicedJob('en', 'en-balance@example.com')
    const invoice = mails.find((m) => m.topic === `job-balance-invoice:${job.order.id}`)
    const reminder = mails.find((m) => m.topic?.startsWith(`job-balance-reminder:${job.order.id}:`))
    expect(invoice?.subject).toMatch(/^Your balance for installation job /)
    expect(invoice?.text).toContain('Your window treatments are installed. Thank you!')
    expect(invoice?.text).toContain('Balance due: $')
    expect(invoice?.text).not.toContain('/es/')
    expect(reminder?.subject).toMatch(/^Reminder: the balance of installation job /)
    expect(text?.text).toContain('The balance of job')
    expect(text?.text).not.toContain('/es/')
  })
})
