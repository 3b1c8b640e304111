/**
 * Lead time per product (issue 30): staff set production and the installation window; the
 * product page, the cart and the receipt say it; the order keeps the window promised at
 * payment, whatever staff change later.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { businessDate } from '~/domain/business-time'
import { leadTimeSentence, leadWindow } from '~/domain/lead-time'
import * as cartPage from '~/routes/cart._index'
import * as orderPage from '~/routes/orders.$orderId'
import * as zebraPage from '~/routes/shop.zebra-shades'
import * as adminOrderRoute from '~/routes-admin/admin.orders.$orderId'
import * as leadTimesRoute from '~/routes-admin/admin.pricing-rules_.lead-times'
import { orderPath } from '~/server/orders/links.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import { markOrderPaid } from '~/server/orders/settle.server'
import { db, schema } from '~/server/platform/db.server'
import { contentVersion } from '~/server/platform/db-version.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { visitorWithCart } from './cart-helpers'

let auth: { Authorization: string }

beforeAll(async () => {
  await seed(db)
  auth = adminHeaders()
})

function staffSets(fields: Record<string, string>) {
  return callRoute(
    leadTimesRoute,
    formRequest('/admin/pricing-rules/lead-times', fields, { headers: auth }),
  )
}

async function zebraLeadTime() {
  const result = await callRoute(zebraPage, getRequest('/shop/zebra-shades'))
  return (result.data as { leadTime: string }).leadTime
}

const threeWeeks = {
  productType: 'zebra',
  productionMinDays: '15',
  productionMaxDays: '15',
  installMinDays: '0',
  installMaxDays: '0',
}

describe('staff set a product lead time', () => {
  it('shows the code default until staff set one', async () => {
    expect(await zebraLeadTime()).toMatch(/^Ready to install in 2–3 weeks \(expected /)
  })

  it('refuses a range that ends before it starts, and changes nothing', async () => {
    const before = contentVersion()
    const result = await staffSets({ ...threeWeeks, productionMinDays: '20' })
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('cannot be shorter')
    expect(db.select().from(schema.productLeadTimes).all()).toEqual([])
    expect(contentVersion()).toBe(before)
  })

  it('refuses a visitor who is not signed in', async () => {
    const result = await callRoute(
      leadTimesRoute,
      formRequest('/admin/pricing-rules/lead-times', threeWeeks),
    )
    expect(result.headers.get('Location') ?? '').toContain('/admin/login')
    expect(db.select().from(schema.productLeadTimes).all()).toEqual([])
  })

  it('saves it, moves the content version, and the product page says it', async () => {
    const before = contentVersion()
    const result = await staffSets(threeWeeks)
    expect(result.status).toBe(302)
    expect(contentVersion()).not.toBe(before)
    const shown = await zebraLeadTime()
    expect(shown).toMatch(/^Ready to install in 3 weeks \(expected /)
    const window = leadWindow(
      { productionMinDays: 15, productionMaxDays: 15, installMinDays: 0, installMaxDays: 0 },
      businessDate(),
    )
    expect(shown).toContain(window.toDate.slice(0, 4))
    const page = await callRoute(
      leadTimesRoute,
      getRequest('/admin/pricing-rules/lead-times', auth),
    )
    expect(JSON.stringify(page.data)).toContain('Ready to install in 3 weeks')
  })

  it('the cart gives the expected window', async () => {
    const jar = await visitorWithCart()
    const result = await callRoute(cartPage, getRequest('/cart', { Cookie: jar.header() }))
    expect((result.data as { leadTime: string }).leadTime).toMatch(
      /^Ready to install in 3 weeks: expected on /,
    )
  })
})

describe('the receipt', () => {
  it('keeps the window promised at payment, on the page and in the e-mail', async () => {
    const email = `lead-${Date.now()}@example.com`
    const id = db
      .insert(schema.orders)
      .values({
        customerName: 'Ana Flores',
        customerEmail: email,
        customerPhone: '(954) 555-0199',
        subtotalCents: 10000,
        installationCents: 0,
        taxCents: 0,
        totalCents: 10000,
      })
      .returning()
      .get().id
    db.insert(schema.orderLines)
      .values({
        orderId: id,
        productType: 'zebra',
        productName: 'Zebra Shades',
        fabricName: 'Espresso Zebra',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 1,
        lineTotalCents: 10000,
      })
      .run()
    expect(
      markOrderPaid({
        orderId: id,
        paymentIntentId: `pi_lead_${id}`,
        amountCents: 10000,
        currency: 'usd',
      }),
    ).toBe('paid')
    const promised = leadTimeSentence(
      leadWindow(
        { productionMinDays: 15, productionMaxDays: 15, installMinDays: 0, installMaxDays: 0 },
        businessDate(),
      ),
    )

    // Staff change the product's lead time afterwards: the paid order keeps its promise.
    expect(
      (await staffSets({ ...threeWeeks, productionMinDays: '30', productionMaxDays: '40' })).status,
    ).toBe(302)
    expect(await zebraLeadTime()).toMatch(/^Ready to install in 6–8 weeks/)

    const path = orderPath(id)
    const page = await callRoute(orderPage, getRequest(path), {
      orderId: new URL(path, 'http://x').pathname.split('/')[2],
    })
    const order = (page.data as { order: { leadWindow: unknown } }).order
    expect(leadTimeSentence(order.leadWindow as never)).toBe(promised)

    await sendOrderEmails(id)
    const mail = db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).all()
    expect(mail[0].text).toContain(promised)
  })
})

describe('the order page says when, as the order stands (issue 40)', () => {
  function paidOrder(installation: boolean) {
    const id = db
      .insert(schema.orders)
      .values({
        customerName: 'Ana Flores',
        customerEmail: `when-${Date.now()}-${installation}@example.com`,
        customerPhone: '(954) 555-0199',
        customerAddress: '12 Palm Way',
        customerCity: 'Plantation',
        customerZip: '33317',
        subtotalCents: 10000,
        installationCents: installation ? 3000 : 0,
        taxCents: 0,
        totalCents: installation ? 13000 : 10000,
      })
      .returning()
      .get().id
    db.insert(schema.orderLines)
      .values({
        orderId: id,
        productType: 'zebra',
        productName: 'Zebra Shades',
        fabricName: 'Espresso Zebra',
        widthEighths: 36 * 8,
        heightEighths: 60 * 8,
        unitPriceCents: 10000,
        quantity: 1,
        installationCents: installation ? 3000 : 0,
        lineTotalCents: 10000,
      })
      .run()
    const total = installation ? 13000 : 10000
    markOrderPaid({
      orderId: id,
      paymentIntentId: `pi_when_${id}`,
      amountCents: total,
      currency: 'usd',
    })
    return id
  }
  async function shown(id: number) {
    const path = orderPath(id)
    const page = await callRoute(orderPage, getRequest(path), {
      orderId: new URL(path, 'http://x').pathname.split('/')[2],
    })
    expect(page.status).toBe(200)
    return (page.data as { leadTime: string | null }).leadTime
  }
  async function move(id: number, to: string, extra: Record<string, string> = {}) {
    const answer = await callRoute(
      adminOrderRoute,
      formRequest(`/admin/orders/${id}`, { intent: 'move', to, ...extra }, { headers: auth }),
      { orderId: String(id) },
    )
    expect(answer.status, `${to}: ${JSON.stringify(answer.data)}`).toBe(302)
  }

  it('the promise, then the supplier’s date, then the booked visit; nothing once installed', async () => {
    const id = paidOrder(true)
    expect(await shown(id)).toMatch(/^Ready to install in .*: expected/)
    await move(id, 'ordered', { supplierReference: 'SUP-1', expectedDate: '2026-12-15' })
    expect(await shown(id)).toBe(
      'Expected from our supplier by Tuesday, December 15, 2026; then we call you to book the installation.',
    )
    await move(id, 'goods-received')
    expect(await shown(id)).toBe(
      'Your order has arrived: we will call you to book the installation.',
    )
    const slot = db
      .insert(schema.appointmentSlots)
      .values({ date: '2026-12-22', timeSlot: '09:00', durationMinutes: 120, maxBookings: 2 })
      .returning()
      .get()
    const visit = db
      .insert(schema.appointments)
      .values({
        slotId: slot.id,
        customerName: 'Ana Flores',
        customerEmail: 'ana-when@example.com',
        customerPhone: '(954) 555-0199',
        customerAddress: '12 Palm Way, Plantation, FL 33317',
        serviceType: 'installation',
        appointmentDate: '2026-12-22',
        appointmentTime: '09:00',
      })
      .returning()
      .get()
    await move(id, 'installation-scheduled', { appointmentId: String(visit.id) })
    expect(await shown(id)).toBe('Installation booked for Tuesday, December 22, 2026 at 9:00 AM.')
    await move(id, 'installed')
    expect(await shown(id)).toBeNull()
    await move(id, 'completed')
    expect(await shown(id)).toBeNull()
  })

  it('an order without installation: nothing once shipped or delivered', async () => {
    const id = paidOrder(false)
    await move(id, 'ordered', { supplierReference: 'SUP-2', expectedDate: '2026-12-15' })
    expect(await shown(id)).toBe(
      'Expected from our supplier by Tuesday, December 15, 2026; then we ship it to you.',
    )
    await move(id, 'goods-received')
    await move(id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    expect(await shown(id)).toBeNull()
    await move(id, 'delivered')
    expect(await shown(id)).toBeNull()
  })
})
