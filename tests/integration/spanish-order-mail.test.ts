// Issue 41: what the site sends about an order goes in the order's language (orders.language):
// a Spanish order's stage e-mails are Spanish, with es-US money and dates and the private link
// at its /es address; an English order's stay word for word what they were.
import { beforeAll, describe, expect, it } from 'vitest'
import type { TimelineFacts } from '~/domain/order-timeline'
import type { MoveDetails, OrderState } from '~/domain/order-workflow'
import { sendStageNotice } from '~/server/orders/order-stage-mail.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { mailTo } from './order-helpers'

beforeAll(async () => {
  await seed(db)
})

let counter = 0
function makeOrder(kind: 'order' | 'samples', language: 'en' | 'es') {
  counter++
  const id = db
    .insert(schema.orders)
    .values({
      kind,
      stage: 'paid',
      status: 'paid',
      language,
      customerName: 'Ana Flores',
      customerEmail: `stage-${language}-${counter}@example.com`,
      customerPhone: '(305) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Hialeah',
      customerZip: '33012',
      subtotalCents: 120000,
      installationCents: 4000,
      taxCents: 1680,
      totalCents: 125680,
      paidAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get()
  db.insert(schema.orderLines)
    .values({
      orderId: id.id,
      kind: kind === 'samples' ? 'sample' : 'product',
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
  return id
}

type Case = {
  name: string
  kind: 'order' | 'samples'
  from: string
  to: string
  details?: MoveDetails
  facts?: TimelineFacts
  /** Words the Spanish subject and body must carry. */
  es: { subject: RegExp; body: (string | RegExp)[] }
  /** The English subject and a sentence of the English body (asserted absent from the Spanish). */
  en: { subject: RegExp; body: string }
}

const CASES: Case[] = [
  {
    name: 'in production, with the expected date',
    kind: 'order',
    from: 'paid',
    to: 'ordered',
    details: { expectedDate: '2026-12-08' },
    es: {
      subject: /^Su pedido \S+: en fabricación$/,
      body: ['Estamos fabricando su pedido a la medida', 'martes, 8 de diciembre de 2026'],
    },
    en: {
      subject: /^Your order \S+: in production$/,
      body: 'Your order is being made to measure.',
    },
  },
  {
    name: 'shipped, with the carrier and tracking',
    kind: 'order',
    from: 'goods-received',
    to: 'shipped',
    details: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    es: {
      subject: /^Su pedido \S+: enviado$/,
      body: ['va en camino con UPS', 'Número de rastreo: 1Z999AA10123456784', 'Transportista: UPS'],
    },
    en: { subject: /^Your order \S+: shipped$/, body: 'Your order is on its way with UPS' },
  },
  {
    name: 'installation booked',
    kind: 'order',
    from: 'goods-received',
    to: 'installation-scheduled',
    facts: { visit: { date: '2026-12-08', time: '10:00' } },
    es: {
      subject: /^Su pedido \S+: instalación programada$/,
      body: [
        'Instalaremos su pedido el martes, 8 de diciembre de 2026 a las 10:00\u00a0a.\u00a0m.\n',
      ],
    },
    en: { subject: /^Your order \S+: installation booked$/, body: 'We will install your order on' },
  },
  {
    name: 'installation moved',
    kind: 'order',
    from: 'installation-scheduled',
    to: 'installation-scheduled',
    facts: { visit: { date: '2026-12-09', time: '14:30' } },
    es: {
      subject: /^Su pedido \S+: cambiamos la fecha de instalación$/,
      body: ['miércoles, 9 de diciembre de 2026 a las 2:30\u00a0p.\u00a0m.\n'],
    },
    en: { subject: /^Your order \S+: installation moved$/, body: 'We will install your order on' },
  },
  {
    name: 'installed',
    kind: 'order',
    from: 'installation-scheduled',
    to: 'installed',
    es: { subject: /^Su pedido \S+: instalado$/, body: ['Su pedido ya está instalado'] },
    en: { subject: /^Your order \S+: installed$/, body: 'Your order is installed.' },
  },
  {
    name: 'refunded, with the amount',
    kind: 'order',
    from: 'paid',
    to: 'refunded',
    facts: { refundedCents: 125680 },
    es: {
      subject: /^Su pedido \S+: pedido reembolsado$/,
      body: ['$1,256.80 de vuelta a su tarjeta', 'Reembolsado: $1,256.80'],
    },
    en: { subject: /^Your order \S+: order refunded$/, body: 'back to your card' },
  },
  {
    name: 'cancelled',
    kind: 'order',
    from: 'paid',
    to: 'cancelled',
    es: { subject: /^Su pedido \S+: pedido cancelado$/, body: ['Este pedido fue cancelado.'] },
    en: { subject: /^Your order \S+: order cancelled$/, body: 'This order was cancelled.' },
  },
  {
    name: 'samples mailed',
    kind: 'samples',
    from: 'received',
    to: 'mailed',
    details: { carrier: 'USPS', trackingNumber: '9400100000000000000000' },
    es: {
      subject: /^Su solicitud de muestras \S+: muestras en camino$/,
      body: ['Sus muestras de tela gratis van en camino con USPS'],
    },
    en: {
      subject: /^Your samples request \S+: samples in the mail$/,
      body: 'Your free fabric samples are on their way with USPS',
    },
  },
  {
    name: 'samples cancelled',
    kind: 'samples',
    from: 'received',
    to: 'cancelled',
    es: {
      subject: /^Su solicitud de muestras \S+: solicitud de muestras cancelada$/,
      body: ['Esta solicitud de muestras fue cancelada.'],
    },
    en: {
      subject: /^Your samples request \S+: samples request cancelled$/,
      body: 'This samples request was cancelled.',
    },
  },
]

async function stageMail(c: Case, language: 'en' | 'es') {
  const order = makeOrder(c.kind, language)
  const state = {
    kind: c.kind,
    stage: c.to,
    history: [{ at: new Date(), from: c.from, to: c.to, details: c.details ?? null }],
  } as OrderState
  const sent = await sendStageNotice(order.id, {
    state,
    facts: { withInstallation: true, ...c.facts },
    move: { from: c.from, to: c.to },
    topic: `spanish-stage-test:${order.id}`,
  })
  expect(sent).toBe(false) // no SMTP in the tests: the message waits in the outbox
  const mails = mailTo(order.customerEmail)
  expect(mails).toHaveLength(1)
  return { order, mail: mails[0] }
}

describe('order stage e-mails in the order’s language', () => {
  it.each(CASES)('Spanish order: $name', async (c) => {
    const { order, mail } = await stageMail(c, 'es')
    expect(mail.subject).toMatch(c.es.subject)
    expect(mail.text).toContain('Hola, Ana Flores.')
    for (const words of c.es.body) expect(mail.text).toMatch(words)
    expect(mail.text).toContain('Su pedido (enlace privado)')
    expect(mail.text).toMatch(new RegExp(`/es/orders/${order.reference ?? order.id}`))
    expect(mail.html).toContain('/es/orders/')
    // A screen reader reads the message with Spanish voice and rules.
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/)
    // No English sentence of the English template.
    expect(mail.text).not.toContain(c.en.body)
    for (const english of ['Hello', 'Your order', 'Tracking number', 'Carrier', 'Refunded:'])
      expect(mail.text).not.toContain(english)
  })

  it.each(CASES)('English order stays English: $name', async (c) => {
    const { mail } = await stageMail(c, 'en')
    expect(mail.subject).toMatch(c.en.subject)
    expect(mail.text).toContain('Hello Ana Flores.')
    expect(mail.text).toContain(c.en.body)
    expect(mail.text).toContain('Your order (private link)')
    expect(mail.text).not.toContain('/es/')
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/)
  })
})
