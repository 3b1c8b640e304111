/**
 * Archiving leads and window-company (B2B) requests instead of deleting them (issue 28): the
 * archive leaves the lists and the counts, the toast carries an Undo that restores, the
 * Archived filter lists them, the timeline records both, and a GET never archives.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as dashboardRoute from '~/routes-admin/admin._index'
import * as b2bListRoute from '~/routes-admin/admin.b2b'
import * as b2bRoute from '~/routes-admin/admin.b2b.$requestId'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { countNewLeads, createLead } from '~/server/requests/leads.server'
import { listActivity } from '~/server/requests/request-activity.server'
import {
  countWindowCompanyRequestsByStatus,
  createWindowCompanyRequest,
} from '~/server/requests/window-company-requests.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders('office-manager')
})

function lead() {
  return createLead({
    source: 'quote-wizard',
    name: 'Archive Me',
    email: 'archive@example.com',
    phone: '(954) 555-0100',
  }).id
}

function b2bRequest() {
  return createWindowCompanyRequest({
    companyName: 'Archive Windows',
    contactName: 'Jo Smith',
    contactPhone: '(954) 555-0100',
    contactEmail: 'jo@acme.test',
    customerName: 'Ann Lee',
    customerPhone: '(954) 555-0101',
    customerAddress: '1 Main St, Davie, FL 33314',
    projectDetails: 'Remove verticals',
    blindType: 'Vertical blinds',
    numberOfWindows: 3,
    urgency: 'low',
  }).id
}

async function toastOf(result: { headers: Headers }) {
  const cookie = result.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  return (await getToast(getRequest('/admin', { Cookie: cookie }))).toast
}

async function leadIds(query = '') {
  const result = await callRoute(leadsRoute, getRequest(`/admin/leads${query}`, auth))
  return (result.data as { leads: { id: number }[] }).leads.map((l) => l.id)
}

function postLead(id: number, fields: Record<string, string>, query = '') {
  return callRoute(
    leadRoute,
    formRequest(`/admin/leads/${id}${query}`, fields, { headers: auth }),
    { leadId: String(id) },
  )
}

function leadRow(id: number) {
  return db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()
}

describe('archiving a lead', () => {
  it('takes it out of the list and the new count, with an Undo that restores it', async () => {
    const id = lead()
    const newBefore = countNewLeads()
    expect(await leadIds()).toContain(id)

    const archived = await postLead(id, { intent: 'archive' }, '?status=new')
    expect(archived.status).toBe(302)
    expect(archived.headers.get('Location')).toBe('/admin/leads?status=new')
    expect(leadRow(id)?.archivedAt).toBeInstanceOf(Date)
    expect(await leadIds()).not.toContain(id)
    expect(await leadIds('?archived=yes')).toContain(id)
    expect(countNewLeads()).toBe(newBefore - 1)
    const dashboard = await callRoute(dashboardRoute, getRequest('/admin', auth))
    expect(dashboard.data).toMatchObject({ newLeads: { count: newBefore - 1 } })

    const toast = await toastOf(archived)
    expect(toast?.title).toBe('Lead Archived')
    expect(toast?.undo).toEqual({ action: `/admin/leads/${id}`, fields: { intent: 'restore' } })

    // The Undo posts exactly its fields to its action.
    const undone = await postLead(id, toast!.undo!.fields)
    expect(undone.status).toBe(302)
    expect(leadRow(id)?.archivedAt).toBeNull()
    expect(await leadIds()).toContain(id)
    expect(await leadIds('?archived=yes')).not.toContain(id)

    expect(listActivity({ leadId: id }).map((a) => a.kind)).toEqual(['restored', 'archived'])
  })

  it('shows the archived lead’s page (to restore it), and 404s an unknown lead', async () => {
    const id = lead()
    await postLead(id, { intent: 'archive' })
    const page = await callRoute(leadRoute, getRequest(`/admin/leads/${id}`, auth), {
      leadId: String(id),
    })
    expect(page.status).toBe(200)
    expect((page.data as { lead: { archivedAt: unknown } }).lead.archivedAt).toBeTruthy()
    expect((await postLead(999999, { intent: 'archive' })).status).toBe(404)
    expect((await postLead(999999, { intent: 'restore' })).status).toBe(404)
  })

  it('never archives on a GET', async () => {
    const id = lead()
    await callRoute(leadRoute, getRequest(`/admin/leads/${id}?intent=archive`, auth), {
      leadId: String(id),
    })
    await callRoute(leadsRoute, getRequest(`/admin/leads?intent=archive&id=${id}`, auth))
    expect(leadRow(id)?.archivedAt).toBeNull()
  })
})

describe('archiving a B2B request', () => {
  function post(fields: Record<string, string>, query = '') {
    return callRoute(b2bListRoute, formRequest(`/admin/b2b${query}`, fields, { headers: auth }))
  }
  async function requestIds(query = '') {
    const result = await callRoute(b2bListRoute, getRequest(`/admin/b2b${query}`, auth))
    return (result.data as { requests: { id: number }[] }).requests.map((r) => r.id)
  }

  it('takes it out of the list and the counts, with an Undo that restores it', async () => {
    const id = b2bRequest()
    const pendingBefore = countWindowCompanyRequestsByStatus().pending
    const archived = await post({ intent: 'archive', id: String(id) }, '?urgency=low')
    expect(archived.headers.get('Location')).toBe('/admin/b2b?urgency=low')
    expect(await requestIds()).not.toContain(id)
    expect(await requestIds('?archived=yes')).toContain(id)
    expect(countWindowCompanyRequestsByStatus().pending).toBe(pendingBefore - 1)

    const toast = await toastOf(archived)
    // The Undo comes back to the list as it was filtered.
    expect(toast?.undo).toEqual({
      action: '/admin/b2b?urgency=low',
      fields: { intent: 'restore', id: String(id) },
    })
    const undone = await post(toast!.undo!.fields, '?urgency=low')
    expect(undone.status).toBe(302)
    expect(undone.headers.get('Location')).toBe('/admin/b2b?urgency=low')
    expect(await requestIds()).toContain(id)
    expect(countWindowCompanyRequestsByStatus().pending).toBe(pendingBefore)
    expect(listActivity({ windowCompanyRequestId: id }).map((a) => a.kind)).toEqual([
      'restored',
      'archived',
    ])
  })

  it('refuses an unknown request and never archives on a GET', async () => {
    const id = b2bRequest()
    const missing = await post({ intent: 'archive', id: '999999' })
    expect((await toastOf(missing))?.variant).toBe('destructive')
    await callRoute(b2bRoute, getRequest(`/admin/b2b/${id}?intent=archive&id=${id}`, auth), {
      requestId: String(id),
    })
    expect(await requestIds()).toContain(id)
  })
})
