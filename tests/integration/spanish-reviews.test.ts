/**
 * Issue 41: the review request goes in the language stored with the order it follows, with a
 * link to the Spanish review page (/es/review/...); English is as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { db, schema } from '~/server/platform/db.server'
import { inviteOrderReview } from '~/server/reviews/reviews.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

let made = 0
function completedOrder(language: 'en' | 'es') {
  made++
  const email = `review-lang${made}-${language}@example.com`
  const order = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: 'installed',
      status: 'paid',
      language,
      customerName: language === 'es' ? 'Marisol Pérez' : 'Ana Maria Flores',
      customerEmail: email,
      customerPhone: '(954) 555-0199',
      customerAddress: '12 Palm Way',
      customerCity: 'Plantation',
      customerZip: '33317',
      subtotalCents: 20000,
      installationCents: 0,
      taxCents: 0,
      totalCents: 20000,
      paidAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get()
  db.insert(schema.orderLines)
    .values({
      orderId: order.id,
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
  return { ...order, email }
}

function invitation(email: string) {
  return db
    .select()
    .from(schema.outbox)
    .all()
    .find((m) => m.to === email && m.topic?.startsWith('review-invitation:'))
}

describe('the review request', () => {
  it('goes in Spanish to a Spanish order’s customer, linking to /es/review', async () => {
    const order = completedOrder('es')
    expect(await inviteOrderReview(order.id)).toBe(true)
    const mail = invitation(order.email)
    expect(mail?.subject).toBe('¿Qué tal lo hicimos? Califique su experiencia')
    expect(mail?.text).toContain(
      `Hola, Marisol. Gracias por elegirnos para su pedido ${order.reference}.`,
    )
    expect(mail?.text).toContain('Califique su experiencia (enlace privado)')
    expect(mail?.text).toMatch(/\/es\/review\/[A-Za-z0-9_-]+/)
    for (const english of [/Hello/, /Thank you/, /Rate your/, /private link/, /your order/]) {
      expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toMatch(english)
    }
  })

  it('is unchanged in English', async () => {
    const order = completedOrder('en')
    expect(await inviteOrderReview(order.id)).toBe(true)
    const mail = invitation(order.email)
    expect(mail?.subject).toBe('How did we do? Rate your experience')
    expect(mail?.text).toContain(
      `Hello Ana. Thank you for choosing us for your order ${order.reference}. Would you tell us how it went? One click on the stars and a line is all it takes.`,
    )
    expect(mail?.text).toContain('Rate your experience (private link)')
    expect(mail?.text).not.toContain('/es/')
  })
})
