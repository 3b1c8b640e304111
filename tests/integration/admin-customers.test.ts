/**
 * The customer page (issue 28): one person's leads, orders, visits and B2B jobs, found by
 * e-mail in any case or phone digits in any format; a key with no records or that is neither
 * answers a clear page, never a 500; staff only. The lead, order and visit link to it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { customerPageUrl } from '~/domain/dashboard'
import * as customerRoute from '~/routes-admin/admin.customers.$key'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }

type Page = {
  key: { kind: string; value: string } | null
  records: {
    names: string[]
    leads: { id: number }[]
    orders: { id: number }[]
    visits: { id: number }[]
    b2b: { id: number }[]
  } | null
}

async function page(key: string, headers: HeadersInit | undefined = auth) {
  const result = await callRoute(
    customerRoute,
    getRequest(`/admin/customers/${encodeURIComponent(key)}`, headers),
    { key },
  )
  return { status: result.status, data: result.data as Page }
}

const ids: Record<string, number> = {}

beforeAll(() => {
  auth = adminHeaders('office-manager')
  const lead = (name: string, email: string, phone: string) =>
    db
      .insert(schema.leads)
      .values({ source: 'quote-wizard', name, email, phone })
      .returning({ id: schema.leads.id })
      .get().id
  ids.leadByEmail = lead('Maria Lopez', 'Maria.Lopez@Example.com', '(305) 555-0199')
  ids.leadByPhone = lead('Maria L', 'other@example.com', '305.555.0123')
  ids.otherLead = lead('Someone Else', 'someone@example.com', '(954) 555-0000')
  ids.order = db
    .insert(schema.orders)
    .values({
      customerName: 'Maria Lopez',
      customerEmail: 'maria.lopez@example.com',
      customerPhone: '305-555-0199',
      subtotalCents: 10000,
      installationCents: 0,
      taxCents: 700,
      totalCents: 10700,
      stage: 'paid',
    })
    .returning({ id: schema.orders.id })
    .get().id
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date: '2026-12-10', timeSlot: '10:00', durationMinutes: 60, maxBookings: 2 })
    .returning({ id: schema.appointmentSlots.id })
    .get()
  ids.visit = db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Maria Lopez',
      customerEmail: 'MARIA.LOPEZ@example.com',
      customerPhone: '+1 305 555 0199',
      customerAddress: '5 Palm Ave, Miami, FL',
      serviceType: 'consultation',
      appointmentDate: '2026-12-10',
      appointmentTime: '10:00',
    })
    .returning({ id: schema.appointments.id })
    .get().id
  ids.b2b = db
    .insert(schema.windowCompanyRequests)
    .values({
      companyName: 'Acme Windows',
      contactName: 'Jo',
      contactPhone: '(954) 555-0100',
      contactEmail: 'maria.lopez@example.com',
      customerName: 'Maria Lopez',
      customerPhone: '(305) 555-0199',
      customerEmail: null,
      customerAddress: '5 Palm Ave, Miami, FL',
      projectDetails: 'Remove blinds',
      blindType: 'Vertical',
      numberOfWindows: 4,
    })
    .returning({ id: schema.windowCompanyRequests.id })
    .get().id
})

describe('the customer page', () => {
  it("by e-mail (any case) lists that person's lead, order and visit, not the company's contact e-mail", async () => {
    const { status, data } = await page('MARIA.lopez@EXAMPLE.com')
    expect(status).toBe(200)
    expect(data.key).toEqual({ kind: 'email', value: 'maria.lopez@example.com' })
    expect(data.records?.leads.map((l) => l.id)).toEqual([ids.leadByEmail])
    expect(data.records?.orders.map((o) => o.id)).toEqual([ids.order])
    expect(data.records?.visits.map((v) => v.id)).toEqual([ids.visit])
    // The B2B job has no customer e-mail; the company contact's e-mail is not the customer's.
    expect(data.records?.b2b).toEqual([])
    expect(data.records?.names[0]).toBe('Maria Lopez')
  })

  it('by phone digits finds every format of the number, with or without the 1', async () => {
    for (const key of ['3055550199', '(305) 555-0199', '13055550199']) {
      const { status, data } = await page(key)
      expect(status).toBe(200)
      expect(data.key).toEqual({ kind: 'phone', value: '3055550199' })
      expect(data.records?.leads.map((l) => l.id)).toEqual([ids.leadByEmail])
      expect(data.records?.orders.map((o) => o.id)).toEqual([ids.order])
      expect(data.records?.visits.map((v) => v.id)).toEqual([ids.visit])
      expect(data.records?.b2b.map((r) => r.id)).toEqual([ids.b2b])
    }
    expect((await page('305 555 0123')).data.records?.leads.map((l) => l.id)).toEqual([
      ids.leadByPhone,
    ])
  })

  it('says there are no records for an unknown customer (404, not a 500)', async () => {
    const { status, data } = await page('nobody@example.com')
    expect(status).toBe(404)
    expect(data.records).toMatchObject({ leads: [], orders: [], visits: [], b2b: [] })
  })

  it('refuses a key that is neither an e-mail nor a phone with a 400', async () => {
    const { status, data } = await page('not a key')
    expect(status).toBe(400)
    expect(data.key).toBeNull()
  })

  it('is for staff only', async () => {
    expect([302, 401]).toContain((await page('maria.lopez@example.com', {})).status)
  })

  it('is what the lead, order and visit link to', () => {
    expect(customerPageUrl({ email: 'Maria.Lopez@Example.com', phone: '(305) 555-0199' })).toBe(
      '/admin/customers/maria.lopez%40example.com',
    )
  })
})
