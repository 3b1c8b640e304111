/**
 * Installers write estimates from their own visits (issue 39): the capability 'estimates' lets
 * an installer start one from a visit assigned to them, and open, change, send and print only
 * the estimates they started; never a colleague's (answered as not found, the refusal logged),
 * never one from a lead or a customer, and never a discount beyond their limit.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import type { StaffActor, StaffRole } from '~/domain/staff-access'
import * as listRoute from '~/routes-admin/admin.estimates._index'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as saveRoute from '~/routes-admin/admin.estimates.$estimateId_.save'
import * as newRoute from '~/routes-admin/admin.estimates.new'
import * as printRoute from '~/routes-admin/admin_.estimates.$estimateId.print'
import { setEstimateDiscountLimits } from '~/server/auth/staff-settings.server'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import {
  createEstimate,
  getEstimate,
  newEstimatePrefill,
} from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

function actor(username: string, role: StaffRole): StaffActor & { headers: HeadersInit } {
  const headers = adminHeaders(username, role)
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()!
  return { id: row.id, username, role, headers }
}

let slotHour = 6
function visitOf(installer: { id: number } | null) {
  const slot = db
    .insert(schema.appointmentSlots)
    .values({
      date: '2026-12-20',
      timeSlot: `${String(slotHour++).padStart(2, '0')}:00`,
      durationMinutes: 60,
      maxBookings: 1,
    })
    .returning()
    .get()
  return db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: 'Rosa Diaz',
      customerEmail: 'rosa.diaz@example.com',
      customerPhone: '(954) 555-0177',
      customerAddress: '4 Coral Way, Miami, FL 33145',
      serviceType: 'consultation',
      appointmentDate: '2026-12-20',
      appointmentTime: '09:00',
      assignedAdminId: installer?.id ?? null,
    })
    .returning()
    .get()
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

function refusalsBy(adminId: number) {
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.kind, 'refused'), eq(schema.auditLog.actorId, adminId)))
    .all()
}

describe('an installer and estimates', () => {
  it('starts one from a visit assigned to them, and works on it', async () => {
    const ivan = actor('est-inst-ivan', 'installer')
    const visit = visitOf(ivan)
    const page = await callRoute(
      newRoute,
      getRequest(`/admin/estimates/new?visit=${visit.id}`, ivan.headers),
    )
    expect(page.status).toBe(200)
    const prefill = newEstimatePrefill({ appointmentId: visit.id }, ivan)!
    expect(prefill.customer.name).toBe('Rosa Diaz')
    const created = createEstimate(ivan, prefill)
    if (!created.ok) throw new Error(created.message)
    const room = await answerEditorPost(
      ivan,
      created.id,
      form({ intent: 'add-room', name: 'Bedroom' }),
    )
    expect(room.ok).toBe(true)
    const opened = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${created.id}`, ivan.headers),
      { estimateId: String(created.id) },
    )
    expect(opened.status).toBe(200)
    const printed = await callRoute(
      printRoute,
      getRequest(`/admin/estimates/${created.id}/print`, ivan.headers),
      { estimateId: String(created.id) },
    )
    expect(printed.status).toBe(200)
    const list = await callRoute(listRoute, getRequest('/admin/estimates', ivan.headers))
    const ids = (list.data as { list: { estimates: { id: number }[] } }).list.estimates.map(
      (e) => e.id,
    )
    expect(ids).toEqual([created.id])
  })

  it('may not start one from a colleague’s visit, a lead, a customer or nothing', async () => {
    const ivan = actor('est-inst-ivan2', 'installer')
    const other = actor('est-inst-olga', 'installer')
    const hers = visitOf(other)
    const unassigned = visitOf(null)
    for (const url of [
      `/admin/estimates/new?visit=${hers.id}`,
      `/admin/estimates/new?visit=${unassigned.id}`,
      '/admin/estimates/new?customer=rosa.diaz%40example.com',
    ]) {
      const page = await callRoute(newRoute, getRequest(url, ivan.headers))
      expect(page.status, url).toBe(404)
    }
    const customer = { name: 'Rosa Diaz', email: 'rosa.diaz@example.com' }
    const fromHers = createEstimate(ivan, { customer, appointmentId: hers.id })
    expect(fromHers).toMatchObject({ ok: false, status: 404 })
    const fromNothing = createEstimate(ivan, { customer })
    expect(fromNothing).toMatchObject({ ok: false, status: 400 })
    const posted = await callRoute(
      newRoute,
      formRequest(
        '/admin/estimates/new',
        { name: 'Rosa Diaz', email: 'rosa.diaz@example.com' },
        { headers: ivan.headers },
      ),
    )
    expect(posted.status).toBe(400)
    expect(
      db
        .select()
        .from(schema.estimates)
        .all()
        .some((e) => e.createdById === ivan.id),
    ).toBe(false)
  })

  it('never opens, changes, sends or prints a colleague’s estimate: not found, and logged', async () => {
    const ivan = actor('est-inst-ivan3', 'installer')
    const olga = actor('est-inst-olga3', 'installer')
    const office = actor('est-inst-office', 'office')
    const created = createEstimate(olga, newEstimatePrefill({ appointmentId: visitOf(olga).id })!)
    if (!created.ok) throw new Error(created.message)
    const id = String(created.id)
    const params = { estimateId: id }
    const before = refusalsBy(ivan.id).length
    for (const [route, request] of [
      [editorRoute, getRequest(`/admin/estimates/${id}`, ivan.headers)],
      [printRoute, getRequest(`/admin/estimates/${id}/print`, ivan.headers)],
      [
        editorRoute,
        formRequest(
          `/admin/estimates/${id}`,
          { intent: 'add-room', name: 'Mine now' },
          { headers: ivan.headers },
        ),
      ],
      [
        saveRoute,
        formRequest(
          `/admin/estimates/${id}/save`,
          { intent: 'add-room', name: 'Mine now' },
          { headers: ivan.headers },
        ),
      ],
    ] as const) {
      const answer = await callRoute(route, request, params)
      expect(answer.status, request.url).toBe(404)
    }
    // The writer itself refuses too, whatever route calls it.
    const written = await answerEditorPost(ivan, created.id, form({ intent: 'send' }))
    expect(written).toMatchObject({ ok: false, status: 404 })
    expect(getEstimate(created.id)!.rooms).toHaveLength(0)
    expect(refusalsBy(ivan.id).length).toBeGreaterThan(before)
    // The list is theirs alone; the office sees it and may open it.
    const list = await callRoute(listRoute, getRequest('/admin/estimates', ivan.headers))
    const ids = (list.data as { list: { estimates: { id: number }[] } }).list.estimates.map(
      (e) => e.id,
    )
    expect(ids).not.toContain(created.id)
    const officeOpens = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${id}`, office.headers),
      params,
    )
    expect(officeOpens.status).toBe(200)
  })

  it('gives no discount beyond the installer’s limit', async () => {
    const ivan = actor('est-inst-ivan4', 'installer')
    setEstimateDiscountLimits(actor('est-inst-owner', 'owner'), { office: 1500, installer: 500 })
    const created = createEstimate(ivan, newEstimatePrefill({ appointmentId: visitOf(ivan).id })!)
    if (!created.ok) throw new Error(created.message)
    const id = created.id
    const post = (fields: Record<string, string>) => answerEditorPost(ivan, id, form(fields))
    const room = await post({ intent: 'add-room', name: 'Kitchen' })
    if (!room.ok) throw new Error('room')
    const roomId = room.anchor.split('-').at(-1)!
    const line = await post({ intent: 'add-line', roomId, product: 'shutters' })
    if (!line.ok) throw new Error(JSON.stringify(line.errors))
    const lineId = line.anchor.split('-').at(-1)!
    const priced = await post({
      intent: 'line',
      lineId,
      description: 'Shutters',
      quantity: '1',
      unitPrice: '1000',
      inclusion: 'required',
      discountKind: 'none',
    })
    expect(priced.ok).toBe(true)
    const terms = (discount: string) =>
      post({
        intent: 'terms',
        expiresOn: getEstimate(id)!.expiresOn,
        depositKind: 'percent',
        deposit: '50',
        discountKind: 'percent',
        discount,
      })
    expect(await terms('10')).toMatchObject({ ok: false })
    expect(await terms('5')).toMatchObject({ ok: true })
  })
})
