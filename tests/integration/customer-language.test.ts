/**
 * Staff correct a customer's language (issue 41): a lead or an order whose customer turned out
 * to prefer Spanish. The change is audited, refused for a value that is not a language, and
 * what the site sends the customer next goes in the new language.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import { db, schema } from '~/server/platform/db.server'
import { createLead } from '~/server/requests/leads.server'
import { adminHeaders } from './admin-helpers'
import { mailTo, orderRow } from './order-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders('office-language', 'office')
})

function audits(subjectType: string, subjectId: number) {
  return db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.kind, 'customer-language'),
        eq(schema.auditLog.subjectType, subjectType),
        eq(schema.auditLog.subjectId, String(subjectId)),
      ),
    )
    .all()
}

const postLead = (id: number, fields: Record<string, string>) =>
  callRoute(leadRoute, formRequest(`/admin/leads/${id}`, fields, { headers: auth }), {
    leadId: String(id),
  })
const postOrder = (id: number, fields: Record<string, string>) =>
  callRoute(orderRoute, formRequest(`/admin/orders/${id}`, fields, { headers: auth }), {
    orderId: String(id),
  })

describe("a lead's language", () => {
  it('is saved and audited once; saving the same language again changes nothing', async () => {
    const id = createLead({
      source: 'quote-wizard',
      name: 'Marisol Pérez',
      email: 'marisol@example.com',
      phone: '(305) 555-0100',
    }).id
    const saved = await postLead(id, { intent: 'language', language: 'es' })
    expect(saved.status).toBe(302)
    expect(db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()?.language).toBe('es')
    expect(audits('lead', id).map((a) => a.summary)).toEqual([
      `Lead ${id}: customer's language English → Spanish`,
    ])
    await postLead(id, { intent: 'language', language: 'es' })
    expect(audits('lead', id)).toHaveLength(1)
  })

  it('refuses a value that is not one of the languages, and changes nothing', async () => {
    const id = createLead({
      source: 'city-page',
      name: 'Gary Olsen',
      email: 'gary@example.com',
      phone: '(954) 555-0101',
    }).id
    const refused = await postLead(id, { intent: 'language', language: 'fr' })
    expect(refused.status).toBe(400)
    expect(db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()?.language).toBe('en')
    expect(audits('lead', id)).toHaveLength(0)
  })
})

describe("an order's language", () => {
  it('set to Spanish by the office: the next stage e-mail goes in Spanish', async () => {
    const id = db
      .insert(schema.orders)
      .values({
        kind: 'order',
        stage: 'paid',
        status: 'paid',
        customerName: 'Ana Flores',
        customerEmail: 'ana-language@example.com',
        customerPhone: '(954) 555-0199',
        customerAddress: '12 Palm Way',
        customerCity: 'Hialeah',
        customerZip: '33012',
        subtotalCents: 20000,
        installationCents: 0,
        taxCents: 1400,
        totalCents: 21400,
        paidAt: new Date('2026-11-01T15:00:00Z'),
      })
      .returning()
      .get().id
    expect(orderRow(id).language).toBe('en')
    const refused = await postOrder(id, { intent: 'language', language: 'xx' })
    expect(refused.status).toBe(400)
    expect(orderRow(id).language).toBe('en')

    expect((await postOrder(id, { intent: 'language', language: 'es' })).status).toBe(302)
    expect(orderRow(id).language).toBe('es')
    expect(audits('order', id).map((a) => a.summary)).toEqual([
      `Order ${id}: customer's language English → Spanish`,
    ])

    const moved = await postOrder(id, { intent: 'move', to: 'ordered', supplierReference: 'SUP-1' })
    expect(moved.status).toBe(302)
    const mail = mailTo('ana-language@example.com').at(-1)
    expect(mail?.subject).toMatch(/^Su pedido .*: en fabricación$/)
    expect(mail?.text).toContain('Hola, Ana Flores.')
    expect(mail?.text).not.toMatch(/\bYour order\b|\bHello\b/)
  })
})
