/**
 * The customers list and the admin frame's search (issue 40.27). /admin/customers was a 404:
 * there was no list, only each customer's page, and no search across leads, orders, visits and
 * customers. Now: one row per customer by the customer page's own rule (e-mail, else phone
 * digits), last activity, lifetime value (paid less refunded), newest activity first, a page at
 * a time; searched by name, phone in any formatting, e-mail or reference, with LIKE's wildcards
 * taken literally; an installer sees no customers and finds only their own visits.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as listRoute from '~/routes-admin/admin.customers._index'
import * as customerRoute from '~/routes-admin/admin.customers.$key'
import * as searchRoute from '~/routes-admin/admin.search'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

let office: { Authorization: string }
let owner: { Authorization: string }
let installer: { Authorization: string }
let otherInstaller: { Authorization: string }
const ids: Record<string, number> = {}
const refs: Record<string, string> = {}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 15))

type Customer = {
  key: string
  name: string
  lastActivity: Date
  lifetimeValueCents: number
  leads: number
  orders: number
  visits: number
}
type ListData = { customers: Customer[]; total: number; page: number; pageCount: number }

async function list(query: string, headers: HeadersInit = office) {
  const result = await callRoute(listRoute, getRequest(`/admin/customers${query}`, headers))
  return { status: result.status, data: result.data as unknown as ListData }
}

type Found = { rows: { id?: number; key?: string; name: string }[]; total: number } | null
type SearchData = { leads: Found; orders: Found; visits: Found; customers: Found }

async function search(q: string, headers: HeadersInit = office) {
  const result = await callRoute(
    searchRoute,
    getRequest(`/admin/search?q=${encodeURIComponent(q)}`, headers),
  )
  return {
    status: result.status,
    found: (result.data as unknown as { found: SearchData } | undefined)?.found,
  }
}

function staffId(username: string) {
  const row = db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!row) throw new Error(username)
  return row.id
}

function lead(name: string, email: string, phone: string, day: number) {
  return db
    .insert(schema.leads)
    .values({ source: 'quote-wizard', name, email, phone, createdAt: at(day), updatedAt: at(day) })
    .returning({ id: schema.leads.id })
    .get().id
}

function order(name: string, email: string, phone: string, day: number, totalCents: number) {
  return db
    .insert(schema.orders)
    .values({
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      subtotalCents: totalCents,
      installationCents: 0,
      taxCents: 0,
      totalCents,
      stage: 'paid',
      createdAt: at(day),
      updatedAt: at(day),
    })
    .returning({ id: schema.orders.id, reference: schema.orders.reference })
    .get()
}

function payment(orderId: number, amountCents: number, status: 'succeeded' | 'failed') {
  db.insert(schema.payments)
    .values({
      orderId,
      paymentIntentId: `pi_list_${orderId}_${status}`,
      amountCents,
      status,
      idempotencyKey: `list-${orderId}-${status}`,
    })
    .run()
}

function visit(name: string, email: string, phone: string, day: number, assignedAdminId: number) {
  const slot = db
    .insert(schema.appointmentSlots)
    .values({
      date: `2026-02-${String(day).padStart(2, '0')}`,
      timeSlot: '10:00',
      durationMinutes: 60,
      maxBookings: 2,
    })
    .returning({ id: schema.appointmentSlots.id })
    .get()
  return db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      customerAddress: '9 Coral Way, Miami, FL',
      serviceType: 'consultation',
      appointmentDate: `2026-02-${String(day).padStart(2, '0')}`,
      appointmentTime: '10:00',
      assignedAdminId,
      createdAt: at(day),
      updatedAt: at(day),
    })
    .returning({ id: schema.appointments.id, reference: schema.appointments.reference })
    .get()
}

beforeAll(() => {
  office = adminHeaders('list-office', 'office')
  owner = adminHeaders('list-owner', 'owner')
  installer = adminHeaders('list-installer', 'installer')
  otherInstaller = adminHeaders('list-installer-2', 'installer')
  const installerId = staffId('list-installer')
  const otherId = staffId('list-installer-2')

  // Nadia: a lead, two orders (one paid $1,234.56 then refunded $200, one never paid) and a
  // visit, under one e-mail in different cases and one phone in different formats.
  ids.nadiaLead = lead('Nadia Quintero', 'Nadia.Quintero@custlist.test', '(954) 555-0177', 3)
  const paid = order('Nadia Quintero', 'nadia.quintero@custlist.test', '954-555-0177', 5, 1234_56)
  ids.nadiaOrder = paid.id
  refs.nadiaOrder = paid.reference ?? ''
  payment(paid.id, 1234_56, 'succeeded')
  db.insert(schema.orderRefunds)
    .values([
      {
        orderId: paid.id,
        amountCents: 200_00,
        status: 'succeeded',
        idempotencyKey: 'list-r1',
        by: 'owner',
      },
      {
        orderId: paid.id,
        amountCents: 50_00,
        status: 'failed',
        idempotencyKey: 'list-r2',
        by: 'owner',
      },
    ])
    .run()
  const unpaid = order('Nadia Q', 'NADIA.QUINTERO@custlist.test', '9545550177', 6, 500_00)
  payment(unpaid.id, 500_00, 'failed')
  const nadiaVisit = visit(
    'Nadia Quintero',
    'nadia.quintero@custlist.test',
    '+1 954 555 0177',
    8,
    installerId,
  )
  ids.nadiaVisit = nadiaVisit.id
  refs.nadiaVisit = nadiaVisit.reference ?? ''

  // Omar: a caller booked by phone alone (no e-mail), so known by his phone digits.
  ids.omarVisit = visit('Omar Haddad', '', '(305) 555-0142', 10, otherId).id

  // Names with LIKE's wildcards in them, to search for literally.
  ids.percentLead = lead('Percy 100% Blinds', 'percy@custlist.test', '(561) 555-0101', 1)
  ids.underscoreLead = lead('Ursula_Underscore', 'ursula@custlist.test', '(561) 555-0102', 2)
})

describe('/admin/customers', () => {
  it("lists each customer once, by the customer page's rule, newest activity first", async () => {
    const { status, data } = await list('?q=custlist.test')
    expect(status).toBe(200)
    expect(data.customers.map((c) => c.key)).toEqual([
      'nadia.quintero@custlist.test',
      'ursula@custlist.test',
      'percy@custlist.test',
    ])
    const nadia = data.customers[0]
    expect(nadia).toMatchObject({ name: 'Nadia Quintero', leads: 1, orders: 2, visits: 1 })
    expect(new Date(nadia.lastActivity).getTime()).toBe(at(8).getTime())
  })

  it('gives lifetime value as paid orders less refunds, in integer cents', async () => {
    const { data } = await list('?q=nadia')
    expect(data.customers).toHaveLength(1)
    // $1,234.56 paid, $200 refunded (the failed refund and the unpaid order count nothing).
    expect(data.customers[0].lifetimeValueCents).toBe(1034_56)
  })

  it("links each customer to the customer page, which finds that customer's records", async () => {
    const { data } = await list('?q=omar')
    expect(data.customers.map((c) => c.key)).toEqual(['3055550142'])
    const key = data.customers[0].key
    const page = await callRoute(
      customerRoute,
      getRequest(`/admin/customers/${encodeURIComponent(key)}`, office),
      { key },
    )
    expect(page.status).toBe(200)
  })

  it('finds a customer by phone in any formatting, by e-mail and by reference', async () => {
    for (const q of [
      '(954) 555-0177',
      '9545550177',
      '954.555.0177',
      '+1 954 555 0177',
      'NADIA.QUINTERO@',
      refs.nadiaOrder,
      refs.nadiaVisit.toLowerCase().replace('-', ''),
      `Q-${ids.nadiaLead}`,
    ]) {
      const { data } = await list(`?q=${encodeURIComponent(q)}`)
      expect(
        data.customers.map((c) => c.key),
        q,
      ).toEqual(['nadia.quintero@custlist.test'])
    }
  })

  it("takes % and _ literally, and cuts a stranger's very long search", async () => {
    expect(
      (await list(`?q=${encodeURIComponent('100%')}`)).data.customers.map((c) => c.name),
    ).toEqual(['Percy 100% Blinds'])
    expect((await list(`?q=${encodeURIComponent('y_1')}`)).data.customers).toEqual([])
    expect((await list(`?q=${encodeURIComponent('%')}`)).data.customers.map((c) => c.name)).toEqual(
      ['Percy 100% Blinds'],
    )
    expect((await list(`?q=${encodeURIComponent('_')}`)).data.customers.map((c) => c.name)).toEqual(
      ['Ursula_Underscore'],
    )
    const started = Date.now()
    const long = await list(`?q=${'%_'.repeat(20_000)}`)
    expect(long.status).toBe(200)
    expect(long.data.customers).toEqual([])
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('shows 50 customers a page, and the last page for a page past the end', async () => {
    for (let n = 1; n <= 51; n++) lead(`Pager ${n}`, `pager-${n}@pages.test`, '', 10 + (n % 15))
    const first = (await list('?q=pages.test')).data
    expect(first).toMatchObject({ total: 51, page: 1, pageCount: 2 })
    expect(first.customers).toHaveLength(50)
    const second = (await list('?q=pages.test&page=2')).data
    expect(second.customers).toHaveLength(1)
    expect([...first.customers, ...second.customers].map((c) => c.key).sort()).toEqual(
      Array.from({ length: 51 }, (_, i) => `pager-${i + 1}@pages.test`).sort(),
    )
    expect((await list('?q=pages.test&page=99')).data.page).toBe(2)
  })

  it('is for the owner and the office; an installer is refused', async () => {
    expect((await list('', owner)).status).toBe(200)
    expect((await list('', installer)).status).toBe(403)
  })
})

describe('/admin/search', () => {
  it('finds leads, orders, visits and customers by phone, whatever its formatting', async () => {
    for (const q of ['(954) 555-0177', '9545550177']) {
      const { status, found } = await search(q)
      expect(status).toBe(200)
      expect(
        found?.leads?.rows.map((r) => r.id),
        q,
      ).toEqual([ids.nadiaLead])
      expect(
        found?.orders?.rows.map((r) => r.name),
        q,
      ).toEqual(['Nadia Q', 'Nadia Quintero'])
      expect(
        found?.visits?.rows.map((r) => r.id),
        q,
      ).toEqual([ids.nadiaVisit])
      expect(
        found?.customers?.rows.map((r) => r.key),
        q,
      ).toEqual(['nadia.quintero@custlist.test'])
    }
  })

  it('shows every phone one way, however it was typed, and takes a number with its +1', async () => {
    // Stored as '(954) 555-0177', '954-555-0177', '9545550177' and '+1 954 555 0177'.
    const { found } = await search('+1 954 555 0177')
    const phones = (group: Found) =>
      (group?.rows as { phone?: string }[] | undefined)?.map((r) => r.phone)
    expect(phones(found!.leads)).toEqual(['(954) 555-0177'])
    expect(phones(found!.orders)).toEqual(['(954) 555-0177', '(954) 555-0177'])
    expect(phones(found!.visits)).toEqual(['(954) 555-0177'])
    expect(phones(found!.customers)).toEqual(['(954) 555-0177'])
    const { data } = await list('?q=Omar')
    expect((data.customers as unknown as { phone: string }[]).map((c) => c.phone)).toEqual([
      '(305) 555-0142',
    ])
  })

  it('finds by name, e-mail and reference', async () => {
    expect((await search('quintero')).found?.leads?.rows.map((r) => r.id)).toEqual([ids.nadiaLead])
    expect((await search('NADIA.QUINTERO@CUSTLIST')).found?.visits?.rows.map((r) => r.id)).toEqual([
      ids.nadiaVisit,
    ])
    expect((await search(refs.nadiaOrder)).found?.orders?.rows.map((r) => r.id)).toEqual([
      ids.nadiaOrder,
    ])
    expect((await search(`#${ids.nadiaOrder}`)).found?.orders?.rows.map((r) => r.id)).toContain(
      ids.nadiaOrder,
    )
    expect((await search(`q-${ids.nadiaLead}`)).found?.leads?.rows.map((r) => r.id)).toEqual([
      ids.nadiaLead,
    ])
  })

  it('takes % and _ literally', async () => {
    const { found } = await search('%')
    expect(found?.leads?.rows.map((r) => r.id)).toEqual([ids.percentLead])
    expect((await search('y_1')).found?.leads?.rows).toEqual([])
  })

  it('an installer finds only the visits assigned to them, and no leads, orders or customers', async () => {
    const mine = await search('(954) 555-0177', installer)
    expect(mine.status).toBe(200)
    expect(mine.found).toMatchObject({ leads: null, orders: null, customers: null })
    expect(mine.found?.visits?.rows.map((r) => r.id)).toEqual([ids.nadiaVisit])
    const theirs = await search('(954) 555-0177', otherInstaller)
    expect(theirs.found?.visits?.rows).toEqual([])
    expect((await search('omar', installer)).found?.visits?.rows).toEqual([])
    expect((await search('omar', otherInstaller)).found?.visits?.rows.map((r) => r.id)).toEqual([
      ids.omarVisit,
    ])
  })

  it('answers an empty search with nothing searched', async () => {
    const { status, found } = await search('   ')
    expect(status).toBe(200)
    expect(found).toEqual({ leads: null, orders: null, visits: null, customers: null })
  })
})
