/**
 * Refused attempts leave a trace (issue 38): an office user opening Staff, posting a role
 * change or an owner invitation, opening the audit log, and an installer opening the office's
 * pages are refused (403) by the capability the route names, and each refusal is in the audit
 * log: every refused write, and a refused page once per person and capability in ten minutes
 * (a reload loop is one line).
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as auditRoute from '~/routes-admin/admin.audit'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as staffRoute from '~/routes-admin/admin.staff'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

function refusalsOf(username: string) {
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.actorName, username), eq(schema.auditLog.kind, 'refused')))
    .all()
}

function ownerIds() {
  return db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.role, 'owner'))
    .all()
    .map((r) => r.id)
}

describe('refused attempts', () => {
  it('the office opening Staff (however spelled) is refused and recorded once per ten minutes', async () => {
    const office = 'refusal-office-page'
    const headers = adminHeaders(office, 'office')
    for (const url of ['/admin/staff', '/admin/%73taff', '/ADMIN/STAFF']) {
      const answer = await callRoute(staffRoute, getRequest(url, headers))
      expect(answer.status).toBe(403)
    }
    const entries = refusalsOf(office)
    expect(entries).toHaveLength(1)
    expect(entries[0].summary).toContain('was refused staff accounts: GET /admin/staff')
    expect(JSON.parse(entries[0].after ?? '{}')).toMatchObject({
      capability: 'staff-accounts',
      method: 'GET',
    })
  })

  it('the office posting a role change or an owner invitation is refused, changes nothing, and each try is recorded', async () => {
    const office = 'refusal-office-writer'
    const headers = adminHeaders(office, 'office')
    const me = db
      .select({ id: schema.adminUsers.id })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, office))
      .get()!
    const owners = ownerIds()
    const invitations = db.select().from(schema.staffInvitations).all().length
    const posts: Record<string, string>[] = [
      { intent: 'role', id: String(me.id), role: 'owner' },
      { intent: 'invite', email: 'new-owner@example.com', role: 'owner' },
      { intent: 'refund-limit', dollars: '1000000' },
    ]
    for (const fields of posts) {
      const answer = await callRoute(staffRoute, formRequest('/admin/%73taff', fields, { headers }))
      expect(answer.status).toBe(403)
    }
    expect(ownerIds()).toEqual(owners)
    expect(db.select().from(schema.staffInvitations).all()).toHaveLength(invitations)
    expect(refusalsOf(office)).toHaveLength(3)
    expect(refusalsOf(office)[0].summary).toContain('POST')
  })

  it('an installer is refused the office pages and the audit log; the owner is not', async () => {
    const installer = 'refusal-installer'
    const headers = adminHeaders(installer, 'installer')
    expect((await callRoute(leadsRoute, getRequest('/admin/leads', headers))).status).toBe(403)
    expect((await callRoute(auditRoute, getRequest('/admin/audit', headers))).status).toBe(403)
    expect(refusalsOf(installer).map((e) => JSON.parse(e.after ?? '{}').capability)).toEqual(
      expect.arrayContaining(['daily-work', 'audit-log']),
    )
    const owner = adminHeaders('refusal-owner', 'owner')
    expect((await callRoute(auditRoute, getRequest('/admin/audit', owner))).status).toBe(200)
    expect(refusalsOf('refusal-owner')).toHaveLength(0)
  })
})
