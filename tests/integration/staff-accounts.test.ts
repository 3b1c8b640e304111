/**
 * Staff accounts (issue 31): invitations, roles, suspending and removing, one's own password
 * and sessions, the forgotten-password link, and when "last seen" is written.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as accountRoute from '~/routes-admin/admin.account'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as staffRoute from '~/routes-admin/admin.staff'
import * as forgotRoute from '~/routes-admin/admin_.forgot-password'
import * as inviteRoute from '~/routes-admin/admin_.invite.$token'
import * as resetRoute from '~/routes-admin/admin_.reset-password.$token'
import { hashToken } from '~/server/auth/admin-session.server'
import { verifyLogin } from '~/server/auth/auth.server'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

const GOOD_PASSWORD = 'lantern-orchid-tidewater-41'
let ip = 0
const freshIp = () => ({ 'Fly-Client-IP': `203.0.113.${++ip}` })

function lastMailTo(to: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .orderBy(desc(schema.outbox.id))
    .get()
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path}/[A-Za-z0-9_-]+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return match[1]
}

function userNamed(username: string) {
  const user = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!user) throw new Error(`no user ${username}`)
  return user
}

async function inviteAndAccept(email: string, role: 'office' | 'installer' = 'office') {
  const owner = adminHeaders('owner-inviter')
  const invited = await callRoute(
    staffRoute,
    formRequest('/admin/staff', { intent: 'invite', email, role }, { headers: owner }),
  )
  expect(invited.status).toBe(302)
  const path = linkIn(lastMailTo(email)?.text ?? '', '/admin/invite')
  const token = path.split('/').at(-1) ?? ''
  const accepted = await callRoute(
    inviteRoute,
    formRequest(path, {
      displayName: 'Olive Office',
      password: GOOD_PASSWORD,
      confirm: GOOD_PASSWORD,
    }),
    { token },
  )
  return { path, token, accepted }
}

describe('invitations', () => {
  it('the owner invites by e-mail; the link sets a password once and signs the person in with their role', async () => {
    const { path, token, accepted } = await inviteAndAccept('olive@example.com')
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe('/admin')
    const user = userNamed('olive@example.com')
    expect(user).toMatchObject({ role: 'office', status: 'active', displayName: 'Olive Office' })
    expect(user.passwordChangedAt).not.toBeNull()

    // Signed in: the office opens leads, but not the staff accounts.
    const jar = new CookieJar().absorb(accepted.response)
    const leads = await callRoute(leadsRoute, getRequest('/admin/leads', { Cookie: jar.header() }))
    expect(leads.status).toBe(200)
    const staff = await callRoute(staffRoute, getRequest('/admin/staff', { Cookie: jar.header() }))
    expect(staff.status).toBe(403)

    // Single use.
    const again = await callRoute(
      inviteRoute,
      formRequest(path, { displayName: 'X', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD }),
      { token },
    )
    expect(again.status).toBe(400)
    expect((await callRoute(inviteRoute, getRequest(path), { token })).status).toBe(404)
  })

  it('refuses a short or common password and keeps the link usable', async () => {
    const owner = adminHeaders('owner-inviter')
    await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'invite', email: 'pat@example.com', role: 'installer' },
        { headers: owner },
      ),
    )
    const path = linkIn(lastMailTo('pat@example.com')?.text ?? '', '/admin/invite')
    const token = path.split('/').at(-1) ?? ''
    for (const password of ['short-pass', 'password1234', 'qwertyuiop123']) {
      const result = await callRoute(
        inviteRoute,
        formRequest(path, { displayName: 'Pat', password, confirm: password }),
        { token },
      )
      expect(result.status, password).toBe(400)
    }
    expect((await callRoute(inviteRoute, getRequest(path), { token })).status).toBe(200)
  })

  it('an expired invitation cannot be used', async () => {
    const token = 'expired-invitation-token'
    db.insert(schema.staffInvitations)
      .values({
        email: 'late@example.com',
        role: 'office',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() - 1000),
      })
      .run()
    const path = `/admin/invite/${token}`
    expect((await callRoute(inviteRoute, getRequest(path), { token })).status).toBe(404)
    const result = await callRoute(
      inviteRoute,
      formRequest(path, { displayName: 'L', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD }),
      { token },
    )
    expect(result.status).toBe(400)
  })
})

describe('the owner changes accounts', () => {
  it("a suspended user's next request is signed out, and they cannot sign in until reactivated", async () => {
    const owner = adminHeaders('owner-suspender')
    const office = adminHeaders('suspend-me', 'office')
    db.update(schema.adminUsers)
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD) })
      .where(eq(schema.adminUsers.username, 'suspend-me'))
      .run()
    const id = userNamed('suspend-me').id
    expect((await callRoute(leadsRoute, getRequest('/admin/leads', office))).status).toBe(200)

    const suspended = await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'suspend', id: String(id) }, { headers: owner }),
    )
    expect(suspended.status).toBe(302)
    const next = await callRoute(leadsRoute, getRequest('/admin/leads', office))
    expect(next.status).toBe(302)
    expect(next.headers.get('Location')).toMatch(/^\/admin\/login/)
    await expect(
      verifyLogin(getRequest('/admin/login', freshIp()), 'suspend-me', GOOD_PASSWORD),
    ).rejects.toThrow('Invalid credentials')

    await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'reactivate', id: String(id) }, { headers: owner }),
    )
    await expect(
      verifyLogin(getRequest('/admin/login', freshIp()), 'suspend-me', GOOD_PASSWORD),
    ).resolves.toMatchObject({ role: 'office' })

    // Both changes are in the audit log, by the owner, about that account.
    const entries = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.kind, 'staff-account'))
      .orderBy(desc(schema.auditLog.id))
      .limit(2)
      .all()
    expect(entries.map((e) => [e.actorName, e.subjectId, e.summary])).toEqual([
      ['owner-suspender', String(id), 'Reactivated suspend-me'],
      ['owner-suspender', String(id), 'Suspended suspend-me'],
    ])
  })

  it('changes a role and removes an account (its sessions end at once)', async () => {
    const owner = adminHeaders('owner-remover')
    const other = adminHeaders('remove-me', 'office')
    const id = userNamed('remove-me').id
    await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'role', id: String(id), role: 'installer' },
        { headers: owner },
      ),
    )
    expect(userNamed('remove-me').role).toBe('installer')
    expect((await callRoute(leadsRoute, getRequest('/admin/leads', other))).status).toBe(403)
    await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'remove', id: String(id), confirmed: 'yes' },
        { headers: owner },
      ),
    )
    const after = await callRoute(accountRoute, getRequest('/admin/account', other))
    expect(after.headers.get('Location')).toMatch(/^\/admin\/login/)
    expect(
      db.select().from(schema.apiTokens).where(eq(schema.apiTokens.adminUserId, id)).all(),
    ).toEqual([])
  })

  it('the owner cannot suspend or demote themselves', async () => {
    const owner = adminHeaders('lonely-owner')
    const id = userNamed('lonely-owner').id
    const result = await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'suspend', id: String(id) }, { headers: owner }),
    )
    expect(result.status).toBe(400)
    expect(userNamed('lonely-owner').status).toBe('active')
  })
})

describe('one’s own password and sessions', () => {
  async function personWithTwoSessions(username: string) {
    const here = adminHeaders(username, 'installer')
    const elsewhere = adminHeaders(username, 'installer')
    db.update(schema.adminUsers)
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD) })
      .where(eq(schema.adminUsers.username, username))
      .run()
    return { here, elsewhere }
  }

  it('changing the password needs the current one and ends the other sessions', async () => {
    const { here, elsewhere } = await personWithTwoSessions('changer')
    const NEW = 'harbour-mangrove-pelican-7'
    const wrong = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'password', current: 'nope-nope-nope', next: NEW, confirm: NEW },
        { headers: here },
      ),
    )
    expect(wrong.status).toBe(400)
    const changed = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'password', current: GOOD_PASSWORD, next: NEW, confirm: NEW },
        { headers: here },
      ),
    )
    expect(changed.status).toBe(302)
    expect((await callRoute(accountRoute, getRequest('/admin/account', here))).status).toBe(200)
    const other = await callRoute(accountRoute, getRequest('/admin/account', elsewhere))
    expect(other.headers.get('Location')).toMatch(/^\/admin\/login/)
    await expect(
      verifyLogin(getRequest('/admin/login', freshIp()), 'changer', NEW),
    ).resolves.toBeTruthy()
  })

  it('lists the sessions and signs out everywhere else', async () => {
    const { here, elsewhere } = await personWithTwoSessions('leaver')
    const page = await callRoute(accountRoute, getRequest('/admin/account', here))
    const sessions = (page.data as { sessions: { current: boolean }[] }).sessions
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    await callRoute(
      accountRoute,
      formRequest('/admin/account', { intent: 'sign-out-others' }, { headers: here }),
    )
    expect((await callRoute(accountRoute, getRequest('/admin/account', here))).status).toBe(200)
    const other = await callRoute(accountRoute, getRequest('/admin/account', elsewhere))
    expect(other.headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  it('last seen is written by a POST at most once a minute, never by a GET', async () => {
    const { here } = await personWithTwoSessions('seen')
    const token = here.Authorization.replace('Bearer ', '')
    const row = () =>
      db
        .select()
        .from(schema.apiTokens)
        .where(eq(schema.apiTokens.tokenHash, hashToken(token)))
        .get()
    db.update(schema.apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(schema.apiTokens.tokenHash, hashToken(token)))
      .run()
    const before = row()?.lastUsedAt?.getTime()
    await callRoute(accountRoute, getRequest('/admin/account', here))
    expect(row()?.lastUsedAt?.getTime()).toBe(before)
    await callRoute(
      accountRoute,
      formRequest('/admin/account', { intent: 'nothing' }, { headers: here }),
    )
    const seen = row()?.lastUsedAt?.getTime() ?? 0
    expect(seen).toBeGreaterThan((before ?? 0) + 60 * 1000)
    await callRoute(
      accountRoute,
      formRequest('/admin/account', { intent: 'nothing' }, { headers: here }),
    )
    expect(row()?.lastUsedAt?.getTime()).toBe(seen)
  })
})

describe('forgotten passwords', () => {
  it('answers the same whether the address exists; the e-mailed link works once and ends old sessions', async () => {
    const old = adminHeaders('forgetful', 'office')
    db.update(schema.adminUsers)
      .set({ email: 'forgetful@example.com' })
      .where(eq(schema.adminUsers.username, 'forgetful'))
      .run()
    const known = await callRoute(
      forgotRoute,
      formRequest(
        '/admin/forgot-password',
        { email: 'Forgetful@example.com' },
        { headers: freshIp() },
      ),
    )
    const unknown = await callRoute(
      forgotRoute,
      formRequest(
        '/admin/forgot-password',
        { email: 'nobody@example.com' },
        { headers: freshIp() },
      ),
    )
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.data).toEqual(known.data)
    expect(lastMailTo('nobody@example.com')).toBeUndefined()

    const path = linkIn(lastMailTo('forgetful@example.com')?.text ?? '', '/admin/reset-password')
    const token = path.split('/').at(-1) ?? ''
    expect((await callRoute(resetRoute, getRequest(path), { token })).status).toBe(200)
    const NEW = 'coquina-sandbar-heron-22'
    const reset = await callRoute(resetRoute, formRequest(path, { password: NEW, confirm: NEW }), {
      token,
    })
    expect(reset.status).toBe(302)
    const before = await callRoute(leadsRoute, getRequest('/admin/leads', old))
    expect(before.headers.get('Location')).toMatch(/^\/admin\/login/)
    await expect(
      verifyLogin(getRequest('/admin/login', freshIp()), 'forgetful', NEW),
    ).resolves.toBeTruthy()
    const twice = await callRoute(resetRoute, formRequest(path, { password: NEW, confirm: NEW }), {
      token,
    })
    expect(twice.status).toBe(400)
  })

  it('is rate limited per visitor', async () => {
    const from = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const r = await callRoute(
        forgotRoute,
        formRequest('/admin/forgot-password', { email: `x${i}@example.com` }, { headers: from }),
      )
      statuses.push(r.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('the admin frame', () => {
  it('names who is signed in and their role, and keeps the frame around a refused page', async () => {
    const { loader } = await import('~/routes-admin/admin')
    const office = adminHeaders('frame-office', 'office')
    const frame = await callRoute({ loader }, getRequest('/admin/staff', office))
    expect(frame.status).toBe(200)
    expect(frame.data).toMatchObject({ username: 'frame-office', role: 'office' })
    expect((await callRoute(staffRoute, getRequest('/admin/staff', office))).status).toBe(403)
    const installer = adminHeaders('frame-installer', 'installer')
    const theirs = await callRoute({ loader }, getRequest('/admin/leads', installer))
    expect(theirs.data).toMatchObject({ role: 'installer', newLeads: 0 })
  })
})

describe('refunds by the office', () => {
  it('the owner sets the limit on the Staff page; the office gets it, the owner has none, an installer 0', async () => {
    const { refundLimitFor } = await import('~/server/auth/staff-settings.server')
    const owner = adminHeaders('limit-owner')
    const saved = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'refund-limit', dollars: '120.50' },
        { headers: owner },
      ),
    )
    expect(saved.status).toBe(302)
    expect(refundLimitFor('office')).toBe(12050)
    expect(refundLimitFor('owner')).toBeUndefined()
    expect(refundLimitFor('installer')).toBe(0)
    const office = adminHeaders('limit-office', 'office')
    const refused = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'refund-limit', dollars: '99999' },
        { headers: office },
      ),
    )
    expect(refused.status).toBe(403)
    expect(refundLimitFor('office')).toBe(12050)
  })
})
