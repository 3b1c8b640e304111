import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as ordersRoute from '~/routes-admin/admin.orders'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
let paidId: number
let quoteId: number

beforeAll(() => {
  auth = adminHeaders()
  const base = {
    customerName: 'Rosa Diaz',
    customerEmail: 'rosa@example.com',
    customerPhone: '(954) 555-0110',
    subtotalCents: 20000,
    installationCents: 4000,
    taxCents: 1680,
    totalCents: 25680,
  }
  paidId = db
    .insert(schema.orders)
    .values({
      ...base,
      status: 'paid',
      stage: 'paid',
      paidAt: new Date(),
      createdAt: new Date('2026-11-01T15:00:00Z'),
    })
    .returning()
    .get().id
  db.insert(schema.orderLines)
    .values({
      orderId: paidId,
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Linen White',
      widthEighths: 36 * 8,
      heightEighths: 60 * 8,
      unitPriceCents: 10000,
      quantity: 2,
      installationCents: 4000,
      lineTotalCents: 20000,
      roomLabel: 'Master bedroom',
    })
    .run()
  db.insert(schema.payments)
    .values({
      orderId: paidId,
      paymentIntentId: 'pi_1',
      amountCents: 25680,
      status: 'succeeded',
      idempotencyKey: 'k1',
    })
    .run()
  quoteId = db
    .insert(schema.orders)
    .values({
      ...base,
      kind: 'quote',
      stage: 'received',
      customerName: 'Tom Hill',
      customerEmail: 'tom@example.com',
      createdAt: new Date('2026-11-02T15:00:00Z'),
    })
    .returning()
    .get().id
})

describe('Orders tab', () => {
  it('lists orders newest first with payment state, and filters them', async () => {
    const all = await callRoute(ordersRoute, getRequest('/admin/orders', auth))
    const data = all.data as {
      orders: { id: number; paymentStatus: string | null; lineCount: number }[]
    }
    expect(data.orders.map((o) => o.id)).toEqual([quoteId, paidId])
    expect(data.orders[1]).toMatchObject({ paymentStatus: 'succeeded', lineCount: 1 })
    const quotes = await callRoute(ordersRoute, getRequest('/admin/orders?kind=quote', auth))
    expect((quotes.data as { orders: { id: number }[] }).orders.map((o) => o.id)).toEqual([quoteId])
    const byName = await callRoute(ordersRoute, getRequest('/admin/orders?q=rosa', auth))
    expect((byName.data as { orders: { id: number }[] }).orders.map((o) => o.id)).toEqual([paidId])
  })

  it('shows the lines with their room labels and totals, and moves the order on', async () => {
    const detail = await callRoute(orderRoute, getRequest(`/admin/orders/${paidId}`, auth), {
      orderId: String(paidId),
    })
    expect(detail.data).toMatchObject({
      order: {
        lines: [{ roomLabel: 'Master bedroom', quantity: 2 }],
        totals: { totalCents: 25680 },
        payments: [{ status: 'succeeded' }],
      },
    })
    const changed = await callRoute(
      orderRoute,
      formRequest(
        `/admin/orders/${paidId}`,
        { intent: 'move', to: 'ordered', supplierReference: 'SUP-1', dontNotify: 'on' },
        { headers: auth },
      ),
      { orderId: String(paidId) },
    )
    expect(changed.status).toBe(302)
    expect(db.select().from(schema.orders).where(eq(schema.orders.id, paidId)).get()).toMatchObject(
      { stage: 'ordered', status: 'in-production' },
    )
    // The workflow has no Ordered → Shipped (the goods are received first).
    const bad = await callRoute(
      orderRoute,
      formRequest(
        `/admin/orders/${paidId}`,
        { intent: 'move', to: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
        { headers: auth },
      ),
      { orderId: String(paidId) },
    )
    expect(bad.status).toBe(409)
    const missing = await callRoute(orderRoute, getRequest('/admin/orders/9999', auth), {
      orderId: '9999',
    })
    expect(missing.status).toBe(404)
  })
})
