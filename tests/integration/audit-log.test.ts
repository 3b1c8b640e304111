/**
 * The audit log (issue 31): one entry per kind of staff change, the owner's filtered page and
 * its CSV export, and each record's own History.
 */
import { desc } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as auditRoute from '~/routes-admin/admin.audit'
import * as exportRoute from '~/routes-admin/admin.audit_.export'
import * as fabricsTab from '~/routes-admin/admin.fabrics'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import * as orderRoute from '~/routes-admin/admin.orders.$orderId'
import * as pricingTab from '~/routes-admin/admin.pricing-rules'
import { auditFor } from '~/server/admin/audit-log.server'
import { LoginRefusedError, verifyLogin } from '~/server/auth/auth.server'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'
import { setLeadArchived, updateLeadStatus } from '~/server/requests/leads.server'
import {
  createWindowCompanyRequest,
  setWindowCompanyRequestArchived,
  updateWindowCompanyRequestStatus,
} from '~/server/requests/window-company-requests.server'
import { adminHeaders } from './admin-helpers'

const DAY = '2031-03-04'
let auth: { Authorization: string }
let orderId: number
let visitId: number
let leadId: number

function lastEntry() {
  return db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()
}

beforeAll(async () => {
  auth = adminHeaders('audit-office')
  db.insert(schema.adminUsers)
    .values({ username: 'audit-signer', passwordHash: await hashPassword('a long good password') })
    .run()
  orderId = db
    .insert(schema.orders)
    .values({
      status: 'paid',
      stage: 'paid',
      customerName: 'Rosa Diaz',
      customerEmail: 'rosa-audit@example.com',
      customerPhone: '(954) 555-0110',
      subtotalCents: 20000,
      installationCents: 0,
      taxCents: 0,
      totalCents: 20000,
      paidAt: new Date(),
    })
    .returning()
    .get().id
  leadId = db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name: 'Lou Audit',
      email: 'lou@example.com',
      phone: '(954) 555-0111',
    })
    .returning()
    .get().id
  const slotId = db
    .insert(schema.appointmentSlots)
    .values({ date: DAY, timeSlot: '09:00', durationMinutes: 60, maxBookings: 2 })
    .returning()
    .get().id
  visitId = db
    .insert(schema.appointments)
    .values({
      slotId,
      customerName: 'Lena Park',
      customerEmail: 'lena-audit@example.com',
      customerPhone: '(954) 555-0150',
      customerAddress: '9 Palm Ave, Weston',
      serviceType: 'consultation',
      appointmentDate: DAY,
      appointmentTime: '09:00',
    })
    .returning()
    .get().id
})

describe('audit log entries', () => {
  it('an order move records who moved it, from and to', async () => {
    const moved = await callRoute(
      orderRoute,
      formRequest(
        `/admin/orders/${orderId}`,
        { intent: 'move', to: 'ordered', supplierReference: 'SUP-1' },
        { headers: auth },
      ),
      { orderId: String(orderId) },
    )
    expect(moved.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      actorName: 'audit-office',
      kind: 'status-change',
      subjectType: 'order',
      subjectId: String(orderId),
      before: 'paid',
      after: 'ordered',
    })
    expect(lastEntry()?.actorId).toEqual(expect.any(Number))
  })

  it("a lead's status change, archive and restore", () => {
    expect(updateLeadStatus(leadId, 'contacted', 'audit-office')).toBe(true)
    expect(lastEntry()).toMatchObject({
      kind: 'status-change',
      subjectType: 'lead',
      subjectId: String(leadId),
      before: 'new',
      after: 'contacted',
    })
    setLeadArchived(leadId, true, 'audit-office')
    expect(lastEntry()).toMatchObject({ kind: 'archive', subjectType: 'lead' })
    setLeadArchived(leadId, false, 'audit-office')
    expect(lastEntry()).toMatchObject({ kind: 'restore', subjectType: 'lead' })
  })

  it("a B2B request's status change, archive and restore", () => {
    const { id } = createWindowCompanyRequest({
      companyName: 'Audit Windows LLC',
      contactName: 'Ana Audit',
      contactPhone: '(954) 555-0199',
      contactEmail: 'ana@audit.example',
      customerName: 'Ann Lee',
      customerPhone: '(954) 555-0101',
      customerAddress: '1 Audit Way, Plantation, FL 33324',
      projectDetails: 'Remove verticals',
      blindType: 'Vertical blinds',
      numberOfWindows: 4,
      urgency: 'low',
    })
    expect(updateWindowCompanyRequestStatus(id, 'in-progress', 'audit-office')).toBe(true)
    expect(lastEntry()).toMatchObject({
      kind: 'status-change',
      subjectType: 'b2b',
      subjectId: String(id),
      actorName: 'audit-office',
      before: 'pending',
      after: 'in-progress',
    })
    setWindowCompanyRequestArchived(id, true, 'audit-office')
    expect(lastEntry()).toMatchObject({ kind: 'archive', subjectType: 'b2b' })
    setWindowCompanyRequestArchived(id, false, 'audit-office')
    expect(lastEntry()).toMatchObject({ kind: 'restore', subjectType: 'b2b' })
  })

  it("a visit's status change and confirmation on the calendar", async () => {
    const post = (fields: Record<string, string>) =>
      callRoute(
        appointmentsRoute,
        formRequest(`/admin/appointments?date=${DAY}`, fields, { headers: auth }),
      )
    expect(
      (await post({ intent: 'status', id: String(visitId), status: 'completed' })).status,
    ).toBe(302)
    expect(lastEntry()).toMatchObject({
      actorName: 'audit-office',
      kind: 'status-change',
      subjectType: 'appointment',
      subjectId: String(visitId),
      after: 'completed',
    })
  })

  it('sign-ins, good and bad', async () => {
    const request = new Request('http://localhost/admin/login', {
      headers: { 'Fly-Client-IP': '198.51.100.77' },
    })
    await verifyLogin(request, 'audit-signer', 'a long good password')
    expect(lastEntry()).toMatchObject({ actorName: 'audit-signer', kind: 'sign-in' })
    await expect(verifyLogin(request, 'audit-signer', 'wrong')).rejects.toBeInstanceOf(
      LoginRefusedError,
    )
    expect(lastEntry()).toMatchObject({ actorName: 'audit-signer', kind: 'sign-in-failed' })
    await expect(verifyLogin(request, 'nobody-here', 'wrong')).rejects.toBeInstanceOf(
      LoginRefusedError,
    )
    expect(lastEntry()).toMatchObject({ actorName: 'nobody-here', actorId: null })
  })
})

describe('catalogue entries', () => {
  it('a price grid upload', async () => {
    const file = new File(
      ['productType,width,height,basePrice,group\nvertical,24,36,91.50,A'],
      'g.csv',
    )
    const result = await callRoute(
      pricingTab,
      formRequest('/admin/pricing-rules', { productType: 'regular', file }, { headers: auth }),
    )
    expect(result.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      actorName: 'audit-office',
      kind: 'price-grid-upload',
      subjectType: 'price-grid',
      subjectId: 'regular',
    })
  })

  it('a fabric archived and restored', async () => {
    const id = db
      .insert(schema.fabricSwatches)
      .values({ productType: 'roller', fabricName: 'Audit Linen', color: 'White', priceGroup: 'A' })
      .returning()
      .get().id
    const post = (intent: string) =>
      callRoute(
        fabricsTab,
        formRequest('/admin/fabrics', { intent, id: String(id) }, { headers: auth }),
      )
    expect((await post('archive')).status).toBe(302)
    expect(lastEntry()).toMatchObject({
      kind: 'archive',
      subjectType: 'fabric',
      subjectId: String(id),
    })
    expect((await post('restore')).status).toBe(302)
    expect(lastEntry()).toMatchObject({ kind: 'restore', subjectType: 'fabric' })
  })
})

describe('the owner view', () => {
  it('filters by person and kind, and exports what it shows as CSV', async () => {
    const page = await callRoute(
      auditRoute,
      getRequest('/admin/audit?actor=audit-office&kind=archive', auth),
    )
    expect(page.status).toBe(200)
    const data = page.data as { entries: { kind: string; actor: string }[]; exportUrl: string }
    // The lead's archive, the B2B request's and the fabric's, nothing else.
    expect(data.entries).toHaveLength(3)
    expect(data.entries.every((e) => e.kind === 'archive' && e.actor === 'audit-office')).toBe(true)
    expect(data.exportUrl).toBe('/admin/audit/export?actor=audit-office&kind=archive')

    const csv = await callRoute(exportRoute, getRequest(data.exportUrl, auth))
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toMatch(/text\/csv/)
    const lines = (await csv.response?.text())?.trim().split('\n') ?? []
    expect(lines[0]).toBe('when,who,kind,subject,subject_id,summary,before,after')
    expect(lines).toHaveLength(4)
    expect(lines[3]).toContain('audit-office,archive,lead')
  })

  it('filters by date range; a bad date or kind is no filter, not an error', async () => {
    const ids = async (query: string) => {
      const result = await callRoute(auditRoute, getRequest(`/admin/audit${query}`, auth))
      expect(result.status).toBe(200)
      return (result.data as { entries: unknown[] }).entries.length
    }
    const all = await ids('')
    expect(all).toBeGreaterThan(4)
    expect(await ids('?from=2020-01-01&to=2020-01-31')).toBe(0)
    expect(await ids('?from=not-a-date&kind=bogus')).toBe(all)
  })

  it("gives an order's, a lead's and a visit's own part of the log", () => {
    expect(auditFor('order', orderId).map((e) => e.kind)).toEqual(['status-change'])
    expect(auditFor('lead', leadId).map((e) => e.kind)).toEqual([
      'restore',
      'archive',
      'status-change',
    ])
    expect(auditFor('appointment', visitId)).toHaveLength(1)
  })

  it("is told once, in words, in the order's and the lead's own history (issue 40, 18)", async () => {
    const order = await callRoute(orderRoute, getRequest(`/admin/orders/${orderId}`, auth), {
      orderId: String(orderId),
    })
    const orderData = order.data as {
      workflow: { history: { kind: string }[] }
      events: unknown[]
    }
    // The stage move is the workflow history's entry; the log's copy is not shown again.
    expect(orderData.events).toEqual([])
    expect(orderData.workflow.history.some((h) => h.kind === 'move')).toBe(true)
    const lead = await callRoute(leadRoute, getRequest(`/admin/leads/${leadId}`, auth), {
      leadId: String(leadId),
    })
    const leadData = lead.data as unknown as { activity: { kind: string }[]; audit?: unknown }
    expect(leadData.audit).toBeUndefined()
    expect(leadData.activity.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['restored', 'archived', 'status']),
    )
  })

  it('needs a signed-in admin', async () => {
    const result = await callRoute(auditRoute, getRequest('/admin/audit'))
    expect(result.status).toBe(302)
    const csv = await callRoute(exportRoute, getRequest('/admin/audit/export'))
    expect(csv.status).toBe(302)
  })
})
