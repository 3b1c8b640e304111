/**
 * Issue 41: the review request goes in the language stored with the order it follows, with a
 * link to the Spanish review page (/es/review/...); English is as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as reviewRoute from '~/routes/review.$token'
import * as thanksRoute from '~/routes/review.thanks'
import { db, schema } from '~/server/platform/db.server'
import { serverT } from '~/server/platform/i18n.server'
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

describe('the Spanish review page (/es/review/...)', () => {
  it('answers in Spanish: its title, a missing rating’s message, then the Spanish thanks page', async () => {
    const order = completedOrder('es')
    await inviteOrderReview(order.id)
    const token = /\/es\/review\/([A-Za-z0-9_-]+)/.exec(invitation(order.email)?.text ?? '')?.[1]
    if (!token) throw new Error('no link')
    const page = await callRoute(reviewRoute, getRequest(`/es/review/${token}`), { token })
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ title: 'Califique su experiencia', state: 'open' })

    const headers = { 'Fly-Client-IP': '203.0.113.77' }
    const missing = await callRoute(
      reviewRoute,
      formRequest(`/es/review/${token}`, { 'reviews[0].text': 'Muy buen trabajo' }, { headers }),
      { token },
    )
    expect(missing.status).toBe(400)
    // The schema writes English; the page shows it through the Spanish part.
    const said = JSON.stringify(missing.data)
    expect(said).toContain('Choose from 1 to 5 stars')
    expect(serverT('es').fromEnglish('Choose from 1 to 5 stars')).toBe('Elija de 1 a 5 estrellas.')

    const sent = await callRoute(
      reviewRoute,
      formRequest(
        `/es/review/${token}`,
        { 'reviews[0].rating': '5', 'reviews[0].text': 'Muy buen trabajo' },
        { headers },
      ),
      { token },
    )
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/es/review/thanks')

    const thanks = await callRoute(thanksRoute, getRequest('/es/review/thanks'), {})
    expect(thanks.data).toMatchObject({ title: 'Gracias por su opinión' })
    const english = await callRoute(thanksRoute, getRequest('/review/thanks'), {})
    expect(english.data).toMatchObject({ title: 'Thank you for your review' })
  })
})
