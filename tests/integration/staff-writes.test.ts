/**
 * Every change to staff accounts checks the acting person itself (issue 38): the server
 * functions take the actor and refuse anyone without 'staff-accounts' (app/domain/staff-access.ts),
 * whatever route called them. A refusal writes nothing but its line in the audit log; the last
 * active owner stays an owner.
 */
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NotAllowedError, type StaffRole } from '~/domain/staff-access'
import {
  inviteStaff,
  removeStaff,
  resetStaffPassword,
  StaffError,
  setStaffRole,
  setStaffStatus,
} from '~/server/auth/staff.server'
import {
  officeRefundLimitCents,
  setOfficeRefundLimitCents,
} from '~/server/auth/staff-settings.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

function actor(username: string, role: StaffRole = 'owner') {
  adminHeaders(username, role)
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!row) throw new Error(`no ${username}`)
  db.update(schema.adminUsers)
    .set({ email: `${username}@example.com` })
    .where(eq(schema.adminUsers.id, row.id))
    .run()
  return { id: row.id, username: row.username, role: row.role, status: row.status }
}

const account = (id: number) =>
  db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, id)).get()

const refusals = (actorId: number) =>
  db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.kind, 'refused'), eq(schema.auditLog.actorId, actorId)))
    .get()?.n ?? 0

describe('an office actor, through any door', () => {
  it('cannot change a role, invite, suspend, remove, reset a password or set the refund limit; each refusal is audited', async () => {
    const office = actor('writes-office', 'office')
    const target = actor('writes-target', 'installer')
    const sessionsBefore = db
      .select({ n: count() })
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.adminUserId, target.id))
      .get()?.n
    const limitBefore = officeRefundLimitCents()
    const attempts: [string, () => unknown][] = [
      ['role', () => setStaffRole(office, target.id, 'owner')],
      ['invite', () => inviteStaff(office, { email: 'writes-new@example.com', role: 'owner' })],
      ['suspend', () => setStaffStatus(office, target.id, 'suspended')],
      ['remove', () => removeStaff(office, target.id)],
      ['reset', () => resetStaffPassword(office, target.id)],
      ['refund limit', () => setOfficeRefundLimitCents(office, 9_999_999)],
    ]
    for (const [what, attempt] of attempts) {
      await expect(Promise.resolve().then(attempt), what).rejects.toBeInstanceOf(NotAllowedError)
    }

    expect(account(target.id)).toMatchObject({ role: 'installer', status: 'active' })
    expect(
      db
        .select()
        .from(schema.staffInvitations)
        .where(eq(schema.staffInvitations.email, 'writes-new@example.com'))
        .all(),
    ).toEqual([])
    expect(
      db
        .select({ n: count() })
        .from(schema.apiTokens)
        .where(eq(schema.apiTokens.adminUserId, target.id))
        .get()?.n,
    ).toBe(sessionsBefore)
    expect(
      db
        .select()
        .from(schema.staffOneTimeTokens)
        .where(eq(schema.staffOneTimeTokens.adminUserId, target.id))
        .all(),
    ).toEqual([])
    expect(officeRefundLimitCents()).toBe(limitBefore)
    expect(refusals(office.id)).toBe(attempts.length)
  })

  it('an installer may not promote themselves either', () => {
    const installer = actor('writes-installer', 'installer')
    expect(() => setStaffRole(installer, installer.id, 'owner')).toThrow(NotAllowedError)
    expect(account(installer.id)?.role).toBe('installer')
  })
})

describe('the owner', () => {
  it('changes roles, and the change and its author are in the audit log', () => {
    const owner = actor('writes-owner')
    const target = actor('writes-promoted', 'installer')
    setStaffRole(owner, target.id, 'office')
    expect(account(target.id)?.role).toBe('office')
    const entry = db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.kind, 'staff-account'),
          eq(schema.auditLog.subjectId, String(target.id)),
        ),
      )
      .all()
      .at(-1)
    expect(entry).toMatchObject({
      actorName: 'writes-owner',
      summary: "Changed writes-promoted's role to office",
    })
  })

  it('no change leaves the site without an active owner', () => {
    const only = actor('writes-only-owner')
    // Another owner, suspended: still an owner by role, but not active.
    const dormant = actor('writes-dormant-owner')
    db.update(schema.adminUsers)
      .set({ status: 'suspended' })
      .where(eq(schema.adminUsers.id, dormant.id))
      .run()
    // Every other active owner of this file's database steps aside for this test.
    const others = db
      .select()
      .from(schema.adminUsers)
      .where(and(eq(schema.adminUsers.role, 'owner'), eq(schema.adminUsers.status, 'active')))
      .all()
      .filter((p) => p.id !== only.id)
    for (const p of others) {
      db.update(schema.adminUsers)
        .set({ role: 'office' })
        .where(eq(schema.adminUsers.id, p.id))
        .run()
    }
    try {
      // Oneself: never here.
      expect(() => setStaffRole(only, only.id, 'office')).toThrow(StaffError)
      // Through a door that forgot who may: the suspended owner cannot demote, suspend or
      // remove the last active one.
      const stale = { ...dormant, role: 'owner' as const }
      expect(() => setStaffRole(stale, only.id, 'office')).toThrow(StaffError)
      expect(() => setStaffStatus(stale, only.id, 'suspended')).toThrow(StaffError)
      expect(() => removeStaff(stale, only.id)).toThrow(StaffError)
      expect(account(only.id)).toMatchObject({ role: 'owner', status: 'active' })
    } finally {
      for (const p of others) {
        db.update(schema.adminUsers)
          .set({ role: 'owner' })
          .where(eq(schema.adminUsers.id, p.id))
          .run()
      }
    }
  })
})
