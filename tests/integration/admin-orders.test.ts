import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as ordersRoute from '~/routes-admin/admin.orders'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as exportRoute from '~/routes-admin/admin.orders_.export'
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

  it('finds an order by its phone however it is typed, and shows the phone one way', async () => {
    const found = async (q: string) => {
      const page = await callRoute(
        ordersRoute,
        getRequest(`/admin/orders?q=${encodeURIComponent(q)}`, auth),
      )
      return (page.data as { orders: { id: number; customerPhone: string }[] }).orders
    }
    // Stored as typed, '(954) 555-0110'; staff type it as the customer says it.
    for (const q of ['954.555.0110', '+1 954 555 0110', '9545550110', '555-0110']) {
      expect((await found(q)).map((o) => o.id)).toEqual([quoteId, paidId])
    }
    expect(await found('954-555-0999')).toEqual([])
    db.update(schema.orders)
      .set({ customerPhone: '+19545550110' })
      .where(eq(schema.orders.id, quoteId))
      .run()
    const both = await found('(954) 555-0110')
    expect(both.map((o) => o.customerPhone)).toEqual(['(954) 555-0110', '(954) 555-0110'])
    db.update(schema.orders)
      .set({ customerPhone: '(954) 555-0110' })
      .where(eq(schema.orders.id, quoteId))
      .run()
  })

  it('filters by workflow stage, reads old ?status= links as their stages, and exports the same', async () => {
    const ids = async (query: string) => {
      const result = await callRoute(ordersRoute, getRequest(`/admin/orders${query}`, auth))
      return (result.data as { orders: { id: number }[] }).orders.map((o) => o.id)
    }
    const stageShown = async (query: string) => {
      const result = await callRoute(ordersRoute, getRequest(`/admin/orders${query}`, auth))
      return (result.data as { filters: { stage?: string } }).filters.stage
    }
    expect(await ids('?stage=paid')).toEqual([paidId])
    expect(await ids('?stage=received')).toEqual([quoteId])
    expect(await ids('?stage=shipped')).toEqual([])
    expect(await stageShown('?stage=paid')).toBe('paid')
    // An unknown stage is no filter (every order), not an error.
    expect(await ids('?stage=nonsense')).toEqual([quoteId, paidId])
    expect(await stageShown('?stage=nonsense')).toBeUndefined()
    // Old links: 'paid' is the Paid stage; 'pending' covers a received quote.
    expect(await ids('?status=paid')).toEqual([paidId])
    expect(await stageShown('?status=paid')).toBe('paid')
    expect(await ids('?status=pending')).toEqual([quoteId])
    expect(await ids('?status=installed')).toEqual([])
    // The stage wins over an old status in the same link.
    expect(await ids('?stage=paid&status=pending')).toEqual([paidId])
    const csv = async (query: string) => {
      const result = await callRoute(exportRoute, getRequest(`/admin/orders/export${query}`, auth))
      expect(result.status).toBe(200)
      return result.response!.text()
    }
    const paidCsv = await csv('?stage=paid')
    expect(paidCsv).toContain('Rosa Diaz')
    expect(paidCsv).not.toContain('Tom Hill')
    const oldCsv = await csv('?status=pending')
    expect(oldCsv).toContain('Tom Hill')
    expect(oldCsv).not.toContain('Rosa Diaz')
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

describe("an order's history", () => {
  it('is one list in words: stage moves and refunds together, no raw keys or stored data', async () => {
    db.insert(schema.orderHistory)
      .values({ orderId: paidId, kind: 'move', fromStage: 'paid', toStage: 'ordered', by: 'olga' })
      .run()
    const audit = (kind: 'status-change' | 'refund', summary: string) =>
      db
        .insert(schema.auditLog)
        .values({
          actorName: 'olga',
          kind,
          subjectType: 'order',
          subjectId: String(paidId),
          summary,
          before: '{"rawAmount":0}',
          after: '{"rawAmount":1000}',
        })
        .run()
    audit('status-change', 'Order 1: paid → ordered')
    audit('refund', 'Refunded $10.00 of order 1')
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${paidId}`, auth), {
      orderId: String(paidId),
    })
    const body = JSON.stringify(page.data)
    expect(body).not.toContain('rawAmount')
    // The move once, in words (its raw 'paid → ordered' copy is not shown again).
    expect(body).not.toContain('paid → ordered')
    const { workflow, events } = page.data as {
      workflow: { history: { toLabel: string }[] }
      events?: { summary: string }[]
    }
    expect([
      ...workflow.history.map((h) => h.toLabel),
      ...(events ?? []).map((e) => e.summary),
    ]).toEqual(expect.arrayContaining(['Refunded $10.00 of order 1', 'Ordered from supplier']))
  })
})

describe('shipping an order whose installation was paid', () => {
  it('is warned on the order page, with the installation to refund', async () => {
    db.update(schema.orders)
      .set({ stage: 'goods-received' })
      .where(eq(schema.orders.id, paidId))
      .run()
    const page = await callRoute(orderRoute, getRequest(`/admin/orders/${paidId}`, auth), {
      orderId: String(paidId),
    })
    const { installationWarnings } = page.data as { installationWarnings: string[] }
    expect(installationWarnings.join(' ')).toMatch(/paid \$40\.00 for installation\. Shipping/)
  })
})
