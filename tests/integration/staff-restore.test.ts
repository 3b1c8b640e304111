/**
 * Staff after a database restore (issue 38): someone removed or suspended since the backup is in
 * the restored database as active, with the password they had then. After a restore nobody but
 * the owners can sign in until the owner re-confirms each account on /admin/staff (audited);
 * every session, reset link and invitation is ended. `db/restore.ts` does it to the restored
 * file before it goes live, `npm run db:after-restore` again on the live database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { NotAllowedError } from '~/domain/staff-access'
import * as staffRoute from '~/routes-admin/admin.staff'
import * as forgotRoute from '~/routes-admin/admin_.forgot-password'
import * as inviteRoute from '~/routes-admin/admin_.invite.$token'
import * as resetRoute from '~/routes-admin/admin_.reset-password.$token'
import { hashToken } from '~/server/auth/admin-session.server'
import { verifyLogin } from '~/server/auth/auth.server'
import { hashPassword } from '~/server/auth/password.server'
import { reconfirmStaff } from '~/server/auth/staff.server'
import { db, schema } from '~/server/platform/db.server'
import { afterRestore } from '../../db/after-restore'
import { runBackup } from '../../db/backup'
import { applyMigrations, openDatabase } from '../../db/client'
import { restore } from '../../db/restore'
import * as tables from '../../db/schema'
import { adminHeaders } from './admin-helpers'

const PASSWORD = 'lantern-orchid-tidewater-41'
let ip = 0
const freshIp = () => ({ 'Fly-Client-IP': `198.18.0.${++ip}` })

const signsIn = (username: string) =>
  verifyLogin(getRequest('/admin/login', freshIp()), username, PASSWORD).then(
    () => true,
    () => false,
  )

function account(username: string) {
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!row) throw new Error(`no ${username}`)
  return row
}

/** An account with a known password, an e-mail and a session. */
async function staffMember(username: string, role: 'owner' | 'office' | 'installer') {
  const session = adminHeaders(username, role)
  db.update(schema.adminUsers)
    .set({ passwordHash: await hashPassword(PASSWORD), email: `${username}@example.com` })
    .where(eq(schema.adminUsers.username, username))
    .run()
  return session
}

describe('after a restore, on the live database (npm run db:after-restore)', () => {
  it('only owners sign in; the others wait for re-confirmation; every session and link is ended', async () => {
    const owner = await staffMember('restore-owner', 'owner')
    const office = await staffMember('restore-office', 'office')
    await staffMember('restore-installer', 'installer')
    await staffMember('restore-suspended', 'office')
    db.update(schema.adminUsers)
      .set({ status: 'suspended' })
      .where(eq(schema.adminUsers.username, 'restore-suspended'))
      .run()
    // Links still open at the backup's moment.
    db.insert(schema.staffOneTimeTokens)
      .values({
        adminUserId: account('restore-office').id,
        purpose: 'password-reset',
        tokenHash: hashToken('restored-reset-link'),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .run()
    db.insert(schema.staffInvitations)
      .values({
        email: 'restore-invitee@example.com',
        role: 'office',
        tokenHash: hashToken('restored-invitation'),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .run()

    const report = await afterRestore()

    expect(report.heldForReconfirmation).toEqual(
      expect.arrayContaining(['restore-office', 'restore-installer']),
    )
    expect(report.heldForReconfirmation).not.toContain('restore-owner')
    expect(account('restore-office').status).toBe('needs-reconfirmation')
    expect(account('restore-installer').status).toBe('needs-reconfirmation')
    expect(account('restore-suspended').status).toBe('suspended')
    expect(account('restore-owner').status).toBe('active')

    expect(await signsIn('restore-owner')).toBe(true)
    expect(await signsIn('restore-office')).toBe(false)
    expect(await signsIn('restore-installer')).toBe(false)
    expect(db.select().from(schema.apiTokens).all()).toEqual([])
    for (const session of [owner, office]) {
      const page = await callRoute(staffRoute, getRequest('/admin/staff', session))
      expect(page.headers.get('Location')).toMatch(/^\/admin\/login/)
    }
    const reset = await callRoute(resetRoute, getRequest('/admin/reset-password/x'), {
      token: 'restored-reset-link',
    })
    expect(reset.status).toBe(404)
    const invitation = await callRoute(inviteRoute, getRequest('/admin/invite/x'), {
      token: 'restored-invitation',
    })
    expect(invitation.status).toBe(404)
    // Nor can a held account get in by "forgot password".
    await callRoute(
      forgotRoute,
      formRequest(
        '/admin/forgot-password',
        { email: 'restore-office@example.com' },
        {
          headers: freshIp(),
        },
      ),
    )
    expect(
      db
        .select()
        .from(schema.staffOneTimeTokens)
        .where(
          and(
            eq(schema.staffOneTimeTokens.adminUserId, account('restore-office').id),
            eq(schema.staffOneTimeTokens.tokenHash, hashToken('restored-reset-link')),
          ),
        )
        .get()?.usedAt,
    ).not.toBeNull()
    expect(
      db
        .select()
        .from(schema.staffOneTimeTokens)
        .where(eq(schema.staffOneTimeTokens.adminUserId, account('restore-office').id))
        .all(),
    ).toHaveLength(1)
  })

  it('/admin/staff shows who waits; the owner re-confirms one (audited) and they sign in again', async () => {
    const owner = adminHeaders('restore-owner')
    const page = await callRoute(staffRoute, getRequest('/admin/staff', owner))
    const people = (page.data as { people: { username: string; status: string }[] }).people
    expect(people.find((p) => p.username === 'restore-office')?.status).toBe('needs-reconfirmation')

    const id = account('restore-office').id
    const reconfirmed = await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'reconfirm', id: String(id) }, { headers: owner }),
    )
    expect(reconfirmed.status).toBe(302)
    expect(account('restore-office').status).toBe('active')
    expect(await signsIn('restore-office')).toBe(true)
    // The installer was not re-confirmed: still out.
    expect(await signsIn('restore-installer')).toBe(false)

    const entry = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.kind, 'staff-account'))
      .orderBy(desc(schema.auditLog.id))
      .get()
    expect(entry).toMatchObject({
      actorName: 'restore-owner',
      subjectId: String(id),
      summary: 'Re-confirmed restore-office after the restore',
    })
  })

  it('the office cannot re-confirm anyone, through any door', () => {
    const office = account('restore-office')
    const installer = account('restore-installer')
    expect(() => reconfirmStaff(office, installer.id)).toThrow(NotAllowedError)
    expect(account('restore-installer').status).toBe('needs-reconfirmation')
  })
})

describe('db:restore itself', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-restore-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('holds the staff of the restored file before it goes live', async () => {
    const live = path.join(dir, 'live.db')
    const backups = path.join(dir, 'backups')
    const source = openDatabase(live)
    applyMigrations(source)
    const [ownerRow, officeRow] = source
      .insert(tables.adminUsers)
      .values([
        { username: 'file-owner', passwordHash: 'x', role: 'owner' },
        { username: 'file-office', passwordHash: 'x', role: 'office' },
      ])
      .returning()
      .all()
    source
      .insert(tables.apiTokens)
      .values({
        adminUserId: officeRow.id,
        tokenHash: 'a-session',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .run()
    source.$client.close()
    await runBackup({ env: { DATABASE_PATH: live, BACKUP_DIR: backups } })

    const restoredPath = path.join(dir, 'restored', 'app.db')
    const result = await restore({ env: { DATABASE_PATH: restoredPath, BACKUP_DIR: backups } })
    expect(result.staff).toMatchObject({
      held: ['file-office'],
      owners: ['file-owner'],
      sessionsEnded: 1,
    })

    const restored = openDatabase(restoredPath)
    try {
      const statuses = restored
        .select({ id: tables.adminUsers.id, status: tables.adminUsers.status })
        .from(tables.adminUsers)
        .all()
      expect(statuses).toEqual([
        { id: ownerRow.id, status: 'active' },
        { id: officeRow.id, status: 'needs-reconfirmation' },
      ])
      expect(restored.select().from(tables.apiTokens).all()).toEqual([])
    } finally {
      restored.$client.close()
    }
  })
})
