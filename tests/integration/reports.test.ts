/**
 * The owner's reports (issue 42) at a pinned clock, against rows written by hand: money by month
 * in Florida time (a sale at 11 PM on the last day of a month counts in that month), refunds on
 * their own day, the period before and last year; the funnel of a cohort of leads; visits per
 * person; the 2-hour promise; reviews; who may open them (owner; office only when given);
 * the CSV download; a bad range said, not a 500.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as ordersRoute from '~/routes-admin/admin.orders'
import * as reportsRoute from '~/routes-admin/admin.reports'
import * as exportRoute from '~/routes-admin/admin.reports_.export'
import { setOfficeGrant } from '~/server/auth/staff-settings.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

// Thursday 15 July 2021, 10 AM in Miami: long before anything the template holds.
const NOW = new Date('2021-07-15T14:00:00Z')

function order(
  paidAt: string,
  totalCents: number,
  extra: Partial<typeof schema.orders.$inferInsert> = {},
) {
  return db
    .insert(schema.orders)
    .values({
      kind: 'order',
      stage: 'paid',
      status: 'paid',
      customerName: 'Report Customer',
      customerEmail: 'report@example.com',
      customerPhone: '(954) 555-0100',
      subtotalCents: totalCents,
      installationCents: 0,
      taxCents: 0,
      totalCents,
      paidAt: new Date(paidAt),
      ...extra,
    })
    .returning()
    .get()
}

/** The arrival columns of a row (app/domain/arrival.ts). */
function arrived(
  landing: string,
  { source = null, referrer = null, campaign = null }: Record<string, string | null> = {},
) {
  return {
    arrivalLanding: landing,
    arrivalReferrer: referrer,
    arrivalSource: source,
    arrivalMedium: source ? 'cpc' : null,
    arrivalCampaign: campaign,
  }
}

function lead(createdAt: string, extra: Partial<typeof schema.leads.$inferInsert> = {}) {
  return db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name: 'Funnel Lead',
      email: 'funnel@example.com',
      phone: '(954) 555-0101',
      createdAt: new Date(createdAt),
      ...extra,
    })
    .returning()
    .get()
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)

  // June 2021: 30 June 11:30 PM EDT is 03:30 UTC on 1 July, still June in Florida.
  const june = order('2021-07-01T03:30:00Z', 40_000, {
    customerCity: 'Miami',
    taxCounty: 'Miami-Dade',
  })
  db.insert(schema.orderLines)
    .values({
      orderId: june.id,
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Linen',
      widthEighths: 288,
      heightEighths: 480,
      unitPriceCents: 40_000,
      quantity: 1,
      lineTotalCents: 40_000,
    })
    .run()
  // July 2021: two orders, and a refund of the June one in July.
  // Where they came from: a Google ad that landed on the Hollywood page; someone who typed the address.
  order('2021-07-01T04:00:00Z', 10_000, {
    customerCity: 'Hollywood',
    taxCounty: 'Broward',
    ...arrived('/hollywood', { source: 'google', referrer: 'google.com' }),
  })
  order('2021-07-10T15:00:00Z', 20_000, {
    customerCity: 'Hollywood',
    taxCounty: 'Broward',
    ...arrived('/'),
  })
  db.insert(schema.orderRefunds)
    .values({
      orderId: june.id,
      amountCents: 5_000,
      status: 'succeeded',
      idempotencyKey: 'report-refund-1',
      by: 'owner',
      createdAt: new Date('2021-07-12T15:00:00Z'),
    })
    .run()
  // A refund that failed is not money back.
  db.insert(schema.orderRefunds)
    .values({
      orderId: june.id,
      amountCents: 7_000,
      status: 'failed',
      idempotencyKey: 'report-refund-2',
      by: 'owner',
      createdAt: new Date('2021-07-12T16:00:00Z'),
    })
    .run()
  // July 2020: last year's figure.
  order('2020-07-05T15:00:00Z', 12_500)
  // A sample request is not a sale.
  order('2021-07-05T15:00:00Z', 0, { kind: 'samples', stage: 'received' })

  // The funnel: three leads in July, one booked a visit after 2 days, which got an estimate after 3 more.
  // Came from a Facebook post to the Hollywood page; from a Google campaign to a blog post;
  // and one from before arrivals were kept.
  const facebook = arrived('/hollywood', { referrer: 'facebook.com' })
  const booked = lead('2021-07-02T14:00:00Z', { source: 'city-page', city: 'miami', ...facebook })
  lead(
    '2021-07-03T14:00:00Z',
    arrived('/blog/zebra-shades', { source: 'google', campaign: 'spring' }),
  )
  lead('2021-07-15T13:00:00Z')
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date: '2021-07-06', timeSlot: '10:00', durationMinutes: 60, maxBookings: 2 })
    .returning()
    .get()
  const installer = db
    .insert(schema.adminUsers)
    .values({
      username: 'report-installer',
      passwordHash: 'x',
      role: 'installer',
      displayName: 'Ivan',
    })
    .returning()
    .get()
  db.insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Funnel Lead',
      customerEmail: 'funnel@example.com',
      customerPhone: '(954) 555-0101',
      customerAddress: '1 Main St, Miami, FL 33130',
      serviceType: 'consultation',
      appointmentDate: '2021-07-06',
      appointmentTime: '10:00',
      status: 'completed',
      leadId: booked.id,
      assignedAdminId: installer.id,
      createdAt: new Date('2021-07-04T14:00:00Z'),
      ...facebook,
    })
    .run()
  db.insert(schema.estimates)
    .values({
      token: 'report-estimate-token-000000000000',
      leadId: booked.id,
      customerName: 'Funnel Lead',
      status: 'sent',
      expiresOn: '2021-08-01',
      createdByName: 'owner',
      sentAt: new Date('2021-07-07T14:00:00Z'),
    })
    .run()
  // The promise: the first lead answered after 1 hour (kept), the second after 3 hours (missed);
  // the third is new and 1 hour old at NOW (waiting).
  db.insert(schema.requestActivity)
    .values([
      {
        leadId: booked.id,
        kind: 'status',
        body: 'New → Contacted',
        author: 'owner',
        createdAt: new Date('2021-07-02T15:00:00Z'),
      },
      {
        leadId: booked.id + 1,
        kind: 'email',
        body: 'Automatic confirmation',
        author: null,
        createdAt: new Date('2021-07-03T14:01:00Z'),
      },
      {
        leadId: booked.id + 1,
        kind: 'note',
        body: 'Called',
        author: 'office',
        createdAt: new Date('2021-07-03T17:00:00Z'),
      },
    ])
    .run()
})

afterAll(() => {
  vi.useRealTimers()
})

async function reports(query: string, headers = adminHeaders('report-owner')) {
  return callRoute(reportsRoute, getRequest(`/admin/reports?${query}`, headers))
}

describe('money', () => {
  it('counts paid, refunded and net by month in Florida time, with the period before and last year', async () => {
    const answer = await reports('from=2021-06-01&to=2021-07-31')
    expect(answer.status).toBe(200)
    const { money, range } = answer.data as Awaited<ReturnType<typeof reportsRoute.loader>>
    expect(range).toMatchObject({ from: '2021-06-01', to: '2021-07-15', bucket: 'week' })
    expect(money.totals).toEqual({
      paidCents: 70_000,
      refundedCents: 5_000,
      netCents: 65_000,
      orders: 3,
      averageOrderCents: 23_333,
    })
    const june = await reports('from=2021-06-01&to=2021-06-30')
    const juneData = june.data as Awaited<ReturnType<typeof reportsRoute.loader>>
    expect(juneData.money.totals.paidCents).toBe(40_000)
    expect(juneData.money.series.at(-1)).toEqual({
      key: '2021-06-30',
      paidCents: 40_000,
      refundedCents: 0,
      netCents: 40_000,
    })
    const july = (await reports('from=2021-07-01&to=2021-07-15')).data as Awaited<
      ReturnType<typeof reportsRoute.loader>
    >
    expect(july.money.totals).toMatchObject({
      paidCents: 30_000,
      refundedCents: 5_000,
      netCents: 25_000,
    })
    expect(july.money.series.find((p) => p.key === '2021-07-12')).toMatchObject({
      refundedCents: 5_000,
      netCents: -5_000,
    })
    expect(july.money.lastYear.paidCents).toBe(12_500)
    expect(july.money.comparisons.net.lastYear.change).toBe(100)
    expect(july.money.cities).toEqual([
      { key: 'Hollywood', label: 'Hollywood', paidCents: 30_000, orders: 2 },
    ])
    expect(juneData.money.byProduct).toEqual([
      { key: 'zebra', label: 'Zebra Shades', paidCents: 40_000, orders: 1 },
    ])
  })
})

describe('a figure links to the list it counts', () => {
  it('the orders list keeps the orders paid in those Florida days', async () => {
    const answer = await callRoute(
      ordersRoute,
      getRequest(
        '/admin/orders?paidFrom=2021-06-01&paidTo=2021-06-30',
        adminHeaders('report-owner'),
      ),
    )
    const { orders } = answer.data as { orders: { totalCents: number }[] }
    expect(orders.map((o) => o.totalCents)).toEqual([40_000])
  })
})

describe('where customers come from', () => {
  type Row = { label: string; leads: number; bookings: number; orders: number; paidCents: number }
  const table = (rows: Row[]) =>
    rows.map((r) => [r.label, r.leads, r.bookings, r.orders, r.paidCents])

  it('counts leads, visits booked, orders paid and revenue by source, campaign and landing page', async () => {
    const { arrivals } = (await reports('from=2021-07-01&to=2021-07-15')).data as Awaited<
      ReturnType<typeof reportsRoute.loader>
    >
    // utm_source wins over the referring site; neither is direct; no cookie is not recorded.
    expect(table(arrivals.bySource)).toEqual([
      ['Direct (typed or bookmarked)', 0, 0, 1, 20_000],
      ['google', 1, 0, 1, 10_000],
      ['facebook.com', 1, 1, 0, 0],
      ['Not recorded', 1, 0, 0, 0],
    ])
    expect(table(arrivals.byCampaign)).toEqual([
      ['No campaign', 1, 1, 2, 30_000],
      ['Not recorded', 1, 0, 0, 0],
      ['spring', 1, 0, 0, 0],
    ])
    expect(table(arrivals.byLanding)).toEqual([
      ['Home page', 0, 0, 1, 20_000],
      ['City page Hollywood (/hollywood)', 1, 1, 1, 10_000],
      ['Blog post /blog/zebra-shades', 1, 0, 0, 0],
      ['Not recorded', 1, 0, 0, 0],
    ])
  })

  it("each source's leads and orders link to the lists that count them", async () => {
    const headers = adminHeaders('report-owner')
    const leadsAnswer = await callRoute(
      leadsRoute,
      getRequest(
        '/admin/leads?cameFrom=facebook.com&arrivedFrom=2021-07-01&arrivedTo=2021-07-15',
        headers,
      ),
    )
    const { leads } = leadsAnswer.data as { leads: { id: number }[] }
    expect(leads).toHaveLength(1)
    const listed = db.select().from(schema.leads).where(eq(schema.leads.id, leads[0].id)).get()
    expect(listed?.arrivalReferrer).toBe('facebook.com')
    const ordersAnswer = await callRoute(
      ordersRoute,
      getRequest('/admin/orders?paidFrom=2021-07-01&paidTo=2021-07-15&cameFrom=direct', headers),
    )
    const { orders } = ordersAnswer.data as { orders: { totalCents: number }[] }
    expect(orders.map((o) => o.totalCents)).toEqual([20_000])
  })

  it('downloads as CSV', async () => {
    const csv = await exportRoute.loader({
      request: getRequest(
        '/admin/reports/export?report=arrivals&from=2021-07-01&to=2021-07-15',
        adminHeaders('report-owner'),
      ),
      params: {},
      context: {},
    })
    const text = await csv.text()
    expect(text).toContain('Source,Leads,Visits booked,Orders paid,Paid ($)')
    expect(text).toContain('google,1,0,1,100')
    expect(text).toContain('Landing page,Leads,Visits booked,Orders paid,Paid ($)')
  })
})

describe('funnel, team and reviews', () => {
  it('follows the July leads to a visit and an estimate, with the median days between', async () => {
    const { funnel } = (await reports('from=2021-07-01&to=2021-07-15')).data as Awaited<
      ReturnType<typeof reportsRoute.loader>
    >
    expect(funnel.all.map((r) => [r.step, r.count, r.conversion, r.medianDays])).toEqual([
      ['lead', 3, null, null],
      ['visit', 1, 33, 2],
      ['estimate', 1, 100, 3],
      ['accepted', 0, 0, null],
    ])
    expect(funnel.bySource.map((g) => [g.label, g.rows[0].count])).toEqual([
      ['Quote wizard', 2],
      ['City page', 1],
    ])
  })

  it('counts visits per person per week and the 2-hour promise kept, missed and waiting', async () => {
    const { team } = (await reports('from=2021-07-01&to=2021-07-15')).data as Awaited<
      ReturnType<typeof reportsRoute.loader>
    >
    expect(team.visits.weeks).toEqual(['2021-06-28', '2021-07-05', '2021-07-12'])
    expect(team.visits.people).toEqual([
      { id: expect.any(Number), name: 'Ivan', visits: [0, 1, 0], total: 1, done: 1 },
    ])
    expect(team.promise).toEqual([
      { key: '2021-06-28', kept: 1, missed: 1, waiting: 0 },
      { key: '2021-07-05', kept: 0, missed: 0, waiting: 0 },
      { key: '2021-07-12', kept: 0, missed: 0, waiting: 1 },
    ])
  })
})

describe('who may see them, the download and a bad range', () => {
  it('the office only when the owner gives it; an installer never', async () => {
    expect((await reports('', adminHeaders('report-office', 'office'))).status).toBe(403)
    const owner = db
      .select()
      .from(schema.adminUsers)
      .all()
      .find((u) => u.username === 'report-owner')!
    setOfficeGrant({ id: owner.id, username: owner.username, role: 'owner' }, 'reports', true)
    expect((await reports('', adminHeaders('report-office', 'office'))).status).toBe(200)
    expect((await reports('', adminHeaders('report-fitter', 'installer'))).status).toBe(403)
    setOfficeGrant({ id: owner.id, username: owner.username, role: 'owner' }, 'reports', false)
    expect((await reports('', adminHeaders('report-office', 'office'))).status).toBe(403)
    // The office cannot give it to itself.
    const office = db
      .select()
      .from(schema.adminUsers)
      .all()
      .find((u) => u.username === 'report-office')!
    expect(() =>
      setOfficeGrant({ id: office.id, username: office.username, role: 'office' }, 'reports', true),
    ).toThrow()
  })

  it('downloads a report as CSV through the one writer; an unknown report is a 400', async () => {
    const headers = adminHeaders('report-owner')
    const csv = await exportRoute.loader({
      request: getRequest(
        '/admin/reports/export?report=money&from=2021-07-01&to=2021-07-15',
        headers,
      ),
      params: {},
      context: {},
    })
    expect(csv.headers.get('Content-Type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Period starting,Paid ($),Refunded ($),Net ($)')
    expect(text).toContain('2021-07-12,0,50,-50')
    const bad = await callRoute(
      exportRoute,
      getRequest('/admin/reports/export?report=secrets', headers),
    )
    expect(bad.status).toBe(400)
  })

  it('a range that cannot be one is said, and the default shown', async () => {
    const answer = await reports('from=2021-07-20&to=2021-07-01')
    expect(answer.status).toBe(200)
    expect((answer.data as { range: { error: string } }).range.error).toBe(
      'The end date is before the start date',
    )
  })
})
