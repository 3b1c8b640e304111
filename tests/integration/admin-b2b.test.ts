import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as b2bRoute from '~/routes-admin/admin.b2b'
import * as requestRoute from '~/routes-admin/admin.b2b.$requestId'
import * as exportRoute from '~/routes-admin/admin.b2b_.export'
import * as listApi from '~/routes-api/api.admin.window-company-requests'
import * as oneApi from '~/routes-api/api.admin.window-company-requests.$id'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
const ids: Record<string, number> = {}

function insertRequest(
  key: string,
  values: Partial<typeof schema.windowCompanyRequests.$inferInsert>,
) {
  ids[key] = db
    .insert(schema.windowCompanyRequests)
    .values({
      companyName: 'Acme Windows',
      contactName: 'Jo Smith',
      contactPhone: '(954) 555-0100',
      contactEmail: 'jo@acme.test',
      customerName: 'Ann Lee',
      customerPhone: '954-555-0101',
      customerAddress: '1 Main St, Davie, FL',
      projectDetails: 'Remove 12 verticals',
      blindType: 'Vertical blinds',
      numberOfWindows: 12,
      ...values,
    })
    .returning({ id: schema.windowCompanyRequests.id })
    .get().id
}

function row(id: number) {
  return db
    .select()
    .from(schema.windowCompanyRequests)
    .where(eq(schema.windowCompanyRequests.id, id))
    .get()
}

beforeAll(() => {
  auth = adminHeaders()
  insertRequest('evil', {
    companyName: '=cmd()',
    contactName: '@SUM(A1:A9)',
    contactPhone: '+1 954 555 0100',
    projectDetails: '-2+3, then "quotes", commas\nand a new line',
    urgency: 'urgent',
    estimatedBudget: '$1,000',
    createdAt: new Date('2026-07-04T16:30:05Z'),
  })
  insertRequest('plain', {
    companyName: 'Bayview Glass',
    customerName: 'Carl Díaz',
    urgency: 'low',
    status: 'in-progress',
    createdAt: new Date('2026-07-05T12:00:00Z'),
  })
  insertRequest('done', { companyName: 'Coastal Doors', status: 'completed' })
})

async function list(query = '') {
  const result = await callRoute(b2bRoute, getRequest(`/admin/b2b${query}`, auth))
  expect(result.status).toBe(200)
  return result.data as {
    requests: { id: number }[]
    stats: Record<string, number>
  }
}

function post(fields: Record<string, string>, query = '') {
  return callRoute(b2bRoute, formRequest(`/admin/b2b${query}`, fields, { headers: auth }))
}

describe('B2B tab', () => {
  it('lists newest first with the four counts, and filters by search, status and urgency', async () => {
    const all = await list()
    expect(all.requests.map((r) => r.id)).toEqual([ids.done, ids.plain, ids.evil])
    expect(all.stats).toMatchObject({ total: 3, pending: 1, 'in-progress': 1, completed: 1 })
    expect((await list('?q=bayview')).requests.map((r) => r.id)).toEqual([ids.plain])
    expect((await list(`?q=%23${ids.evil}`)).requests.map((r) => r.id)).toEqual([ids.evil])
    expect((await list('?status=completed')).requests.map((r) => r.id)).toEqual([ids.done])
    expect((await list('?urgency=urgent')).requests.map((r) => r.id)).toEqual([ids.evil])
    expect((await list('?q=nothing-like-this')).requests).toEqual([])
  })

  it('opens one request, and answers 404 for one that does not exist', async () => {
    const found = await callRoute(requestRoute, getRequest(`/admin/b2b/${ids.plain}`, auth), {
      requestId: String(ids.plain),
    })
    expect(found.data).toMatchObject({ request: { id: ids.plain, companyName: 'Bayview Glass' } })
    const missing = await callRoute(requestRoute, getRequest('/admin/b2b/999', auth), {
      requestId: '999',
    })
    expect(missing.status).toBe(404)
  })

  it('moves a request to any status, back to the filtered list with a toast', async () => {
    const result = await post(
      { intent: 'status', id: String(ids.done), status: 'pending' },
      '?urgency=medium',
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin/b2b?urgency=medium')
    expect(result.headers.get('Set-Cookie')).toMatch(/^toast=/)
    expect(row(ids.done)?.status).toBe('pending')
    // From the detail dialog it comes back to the dialog; never to another site.
    const stay = await post({
      intent: 'status',
      id: String(ids.done),
      status: 'completed',
      returnTo: `/admin/b2b/${ids.done}`,
    })
    expect(stay.headers.get('Location')).toBe(`/admin/b2b/${ids.done}`)
    const away = await post({
      intent: 'status',
      id: String(ids.done),
      status: 'completed',
      returnTo: '//evil.test',
    })
    expect(away.headers.get('Location')).toBe('/admin/b2b')
  })

  it('refuses an unknown status (400) and reports a missing request', async () => {
    const bad = await post({ intent: 'status', id: String(ids.done), status: 'archived' })
    expect(bad.status).toBe(400)
    expect(row(ids.done)?.status).toBe('completed')
    const missing = await post({ intent: 'status', id: '999', status: 'pending' })
    expect(missing.status).toBe(302)
    expect(missing.headers.get('Set-Cookie')).toMatch(/^toast=/)
  })

  it('exports 17 columns, dates in business time, formula cells neutralised', async () => {
    const result = await callRoute(exportRoute, getRequest('/admin/b2b/export', auth))
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="window-company-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = await result.response!.text()
    const records = parse(text, { bom: true }) as string[][]
    expect(records).toHaveLength(4)
    for (const record of records) expect(record).toHaveLength(17)
    expect(records[0][0]).toBe('ID')
    expect(records[0][16]).toBe('Created At')
    const evil = records.find((r) => r[0] === String(ids.evil))!
    expect(evil[1]).toBe("'=cmd()")
    expect(evil[2]).toBe("'@SUM(A1:A9)")
    expect(evil[3]).toBe("'+1 954 555 0100")
    expect(evil[9]).toBe('\'-2+3, then "quotes", commas\nand a new line')
    expect(evil[15]).toBe('$1,000')
    // 16:30:05 UTC on 4 July is 12:30:05 in Florida (EDT).
    expect(evil[16]).toBe('2026-07-04 12:30:05')
    const plain = records.find((r) => r[0] === String(ids.plain))!
    expect(plain[5]).toBe('Carl Díaz')
    // The export follows the filters.
    const filtered = await callRoute(exportRoute, getRequest('/admin/b2b/export?urgency=low', auth))
    expect(parse(await filtered.response!.text(), { bom: true })).toHaveLength(2)
  })

  it('archives a request without asking (nothing destroyed; restorable)', async () => {
    const result = await post({ intent: 'archive', id: String(ids.done) })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin/b2b')
    expect(row(ids.done)?.archivedAt).toBeInstanceOf(Date)
    const again = await post({ intent: 'archive', id: String(ids.done) })
    expect(again.status).toBe(302)
    expect((await post({ intent: 'delete', id: String(ids.done) })).status).toBe(400)
    expect(row(ids.done)).toBeDefined()
  })
})

describe('/api/admin/window-company-requests', () => {
  it('lists, changes a status, deletes, with a bearer token', async () => {
    const listed = await callRoute(listApi, getRequest('/api/admin/window-company-requests', auth))
    expect(listed.status).toBe(200)
    expect((listed.data as { id: number }[]).map((r) => r.id)).toContain(ids.plain)

    const put = (id: number | string, body: unknown) =>
      callRoute(
        oneApi,
        jsonRequest(`/api/admin/window-company-requests/${id}`, body, {
          method: 'PUT',
          headers: auth,
        }),
        {
          id: String(id),
        },
      )
    const updated = await put(ids.plain, { status: 'cancelled' })
    expect(updated.status).toBe(200)
    expect(updated.data).toMatchObject({ id: ids.plain, status: 'cancelled' })
    expect((await put(ids.plain, { status: 'lost' })).status).toBe(400)
    expect((await put(ids.plain, 'not json')).status).toBe(400)
    expect((await put(999, { status: 'pending' })).status).toBe(404)

    const del = (id: number) =>
      callRoute(
        oneApi,
        new Request(`http://localhost/api/admin/window-company-requests/${id}`, {
          method: 'DELETE',
          headers: auth,
        }),
        { id: String(id) },
      )
    // DELETE archives: the row stays, restorable from the tab; a second DELETE changes nothing.
    expect((await del(ids.plain)).status).toBe(200)
    expect(row(ids.plain)?.archivedAt).toBeInstanceOf(Date)
    expect((await del(ids.plain)).status).toBe(200)
    expect((await del(99_999)).status).toBe(404)
    const post = await callRoute(
      oneApi,
      jsonRequest(`/api/admin/window-company-requests/${ids.evil}`, {}, { headers: auth }),
      { id: String(ids.evil) },
    )
    expect(post.status).toBe(405)
  })
})
