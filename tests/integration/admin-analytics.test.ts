import { describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as analyticsRoute from '~/routes-admin/admin.analytics'
import { adminAnalytics } from '~/server/admin/admin-analytics.server'
import { db, schema } from '~/server/platform/db.server'
import { createLead } from '~/server/requests/leads.server'
import { adminHeaders } from './admin-helpers'

function lead(source: (typeof schema.LEAD_SOURCES)[number], at: string) {
  createLead({
    source,
    name: 'A',
    email: 'a@example.com',
    phone: '9545550100',
    createdAt: new Date(at),
  })
}

describe('Analytics', () => {
  it('counts the catalogue, and leads this week, this month and by source', async () => {
    db.insert(schema.fabricSwatches)
      .values({ fabricName: 'Linen', color: 'White', productType: 'zebra', priceGroup: '1' })
      .run()
    // "Now" is Wednesday 18 November 2026, noon in Florida.
    const now = new Date('2026-11-18T17:00:00Z')
    lead('quote-wizard', '2026-11-16T05:30:00Z') // Monday 00:30 Florida: this week
    lead('city-page', '2026-11-16T04:30:00Z') // Sunday 23:30 Florida: last week, this month
    lead('city-page', '2026-10-31T12:00:00Z') // last month
    const a = adminAnalytics(now)
    expect(a.catalogue).toEqual({ fabricSwatches: 1, productOptions: 0, productTypes: 3 })
    expect(a.leads).toEqual({ week: 1, month: 2 })
    expect(a.orders).toEqual({ week: 0, month: 0 })
    expect(a.leadsBySource).toContainEqual({ source: 'city-page', total: 2, month: 1 })
    expect(a.leadsBySource).toContainEqual({ source: 'motors-quote', total: 0, month: 0 })

    const page = await callRoute(analyticsRoute, getRequest('/admin/analytics', adminHeaders()))
    expect(page.status).toBe(200)
  })
})
