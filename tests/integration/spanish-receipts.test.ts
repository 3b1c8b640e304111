// Issue 41: the customer's receipts and money e-mails go in the stored language: a Spanish
// record's are Spanish, with es-US money and the /es link; an English record's are unchanged.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/domain/pricing'
import { balanceOf, sendJobPaymentMail } from '~/server/orders/installed-job.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { paidJob } from './job-helpers'
import { mailTo } from './order-helpers'

beforeAll(async () => {
  await seed(db)
})

let counter = 0

/** A job with its deposit paid, in the language, then what the case pays on top (offline). */
async function jobPaid(language: 'en' | 'es', extra: 'none' | 'part' | 'rest') {
  counter++
  const { order } = await paidJob({
    email: `receipt-${language}-${counter}-${Date.now()}@example.com`,
  })
  db.update(schema.orders).set({ language }).where(eq(schema.orders.id, order.id)).run()
  const due = balanceOf(order).balanceCents
  const amount = extra === 'part' ? 1000 : extra === 'rest' ? due : 0
  if (amount)
    db.insert(schema.offlinePayments)
      .values({
        orderId: order.id,
        amountCents: amount,
        method: 'check',
        receivedOn: '2026-12-02',
        idempotencyKey: `receipt-test-${order.id}`,
        recordedBy: 'test',
      })
      .run()
  return order
}

type ReceiptCase = {
  name: string
  purpose: 'deposit' | 'offline'
  extra: 'none' | 'part' | 'rest'
  es: { subject: RegExp; body: string }
  en: { subject: RegExp; body: string }
}

const RECEIPTS: ReceiptCase[] = [
  {
    name: 'deposit received',
    purpose: 'deposit',
    extra: 'none',
    es: {
      subject: /^Depósito recibido: trabajo de instalación \S+$/,
      body: 'Recibimos su depósito; ahora pedimos sus persianas y cortinas',
    },
    en: {
      subject: /^Deposit received: installation job \S+$/,
      body: 'We received your deposit; we now order your window treatments',
    },
  },
  {
    name: 'part of the balance paid',
    purpose: 'offline',
    extra: 'part',
    es: {
      subject: /^Pago recibido: trabajo de instalación \S+$/,
      body: 'Recibimos su pago del trabajo',
    },
    en: {
      subject: /^Payment received: installation job \S+$/,
      body: 'We received your payment for job',
    },
  },
  {
    name: 'paid in full',
    purpose: 'offline',
    extra: 'rest',
    es: {
      subject: /^Pagado en su totalidad: trabajo de instalación \S+$/,
      body: 'está pagado en su totalidad',
    },
    en: { subject: /^Paid in full: installation job \S+$/, body: 'is paid in full.' },
  },
]

async function receipt(c: ReceiptCase, language: 'en' | 'es') {
  const order = await jobPaid(language, c.extra)
  const before = mailTo(order.customerEmail).length
  await sendJobPaymentMail(order.id, c.purpose)
  const mails = mailTo(order.customerEmail)
  expect(mails).toHaveLength(before + 1)
  return { order, mail: mails.at(-1)!, balance: balanceOf(order) }
}

describe('payment receipts in the order’s language', () => {
  it.each(RECEIPTS)('Spanish job: $name', async (c) => {
    const { order, mail, balance } = await receipt(c, 'es')
    expect(mail.subject).toMatch(c.es.subject)
    expect(mail.text).toContain('Gracias, Rosa Díaz.')
    expect(mail.text).toContain(c.es.body)
    expect(mail.text).toContain(`Pagado hasta ahora: ${formatCents(balance.paidCents, 'es')}`)
    expect(mail.text).toContain('Total del trabajo (impuestos incluidos)')
    expect(mail.text).toContain('Su pedido (enlace privado)')
    expect(mail.text).toContain(`/es/orders/${order.reference}`)
    expect(mail.html).toContain('/es/orders/')
    expect(mail.text).not.toContain(c.en.body)
    for (const english of ['Thank you', 'Paid so far', 'Balance due', 'Your order'])
      expect(mail.text).not.toContain(english)
  })

  it.each(RECEIPTS)('English job stays English: $name', async (c) => {
    const { mail, balance } = await receipt(c, 'en')
    expect(mail.subject).toMatch(c.en.subject)
    expect(mail.text).toContain('Thank you, Rosa Díaz.')
    expect(mail.text).toContain(c.en.body)
    expect(mail.text).toContain(`Paid so far: ${formatCents(balance.paidCents)}`)
    expect(mail.text).toContain('Your order (private link)')
    expect(mail.text).not.toContain('/es/')
  })
})
