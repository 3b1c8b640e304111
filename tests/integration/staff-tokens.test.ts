/**
 * Staff links (issue 38): a reset link or an invitation is spent by using it, and using ANY
 * of an account's links, changing its password on the account page, or the owner's reset on
 * /admin/staff ends every other link of that account, and its sessions.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as accountRoute from '~/routes-admin/admin.account'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as staffRoute from '~/routes-admin/admin.staff'
import * as forgotRoute from '~/routes-admin/admin_.forgot-password'
import * as inviteRoute from '~/routes-admin/admin_.invite.$token'
import * as resetRoute from '~/routes-admin/admin_.reset-password.$token'
import { verifyLogin } from '~/server/auth/auth.server'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

const FIRST = 'lantern-orchid-tidewater-41'
const SECOND = 'coquina-sandbar-heron-22'
const THIRD = 'harbour-mangrove-pelican-7'
let ip = 0
const freshIp = () => ({ 'Fly-Client-IP': `198.51.100.${++ip}` })

function mailsTo(to: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .orderBy(desc(schema.outbox.id))
    .all()
}

function linkIn(text: string, path: string): { path: string; token: string } {
  const match = new RegExp(`https?://[^\\s]+(${path}/([A-Za-z0-9_-]+))`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return { path: match[1], token: match[2] }
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

/** An office account with an e-mail and a known password, signed in twice. */
async function person(username: string) {
  const session = adminHeaders(username, 'office')
  db.update(schema.adminUsers)
    .set({ email: `${username}@example.com`, passwordHash: await hashPassword(FIRST) })
    .where(eq(schema.adminUsers.username, username))
    .run()
  return { session, email: `${username}@example.com` }
}

async function askForLink(email: string) {
  const asked = await callRoute(
    forgotRoute,
    formRequest('/admin/forgot-password', { email }, { headers: freshIp() }),
  )
  expect(asked.status).toBe(200)
  return linkIn(mailsTo(email)[0]?.text ?? '', '/admin/reset-password')
}

const opens = async (link: { path: string; token: string }) =>
  (await callRoute(resetRoute, getRequest(link.path), { token: link.token })).status

const resetWith = async (link: { path: string; token: string }, password: string) =>
  (
    await callRoute(resetRoute, formRequest(link.path, { password, confirm: password }), {
      token: link.token,
    })
  ).status

const signsIn = (username: string, password: string) =>
  verifyLogin(getRequest('/admin/login', freshIp()), username, password).then(
    () => true,
    () => false,
  )

describe('reset links', () => {
  it('using the newer link ends the older one: it neither opens nor sets a password', async () => {
    const { email } = await person('twice-forgetful')
    const older = await askForLink(email)
    const newer = await askForLink(email)
    expect(newer.token).not.toBe(older.token)

    expect(await resetWith(newer, SECOND)).toBe(302)
    expect(await opens(older)).toBe(404)
    expect(await resetWith(older, THIRD)).toBe(400)
    expect(await signsIn('twice-forgetful', SECOND)).toBe(true)
    expect(await signsIn('twice-forgetful', THIRD)).toBe(false)
  })

  it('changing the password on the account page ends every reset link', async () => {
    const { session, email } = await person('changes-own')
    const link = await askForLink(email)
    const changed = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'password', current: FIRST, next: SECOND, confirm: SECOND },
        { headers: session },
      ),
    )
    expect(changed.status).toBe(302)
    expect(await opens(link)).toBe(404)
    expect(await resetWith(link, THIRD)).toBe(400)
    // The person who changed it is still signed in, with the password they chose.
    expect((await callRoute(accountRoute, getRequest('/admin/account', session))).status).toBe(200)
    expect(await signsIn('changes-own', SECOND)).toBe(true)
  })

  it("the owner's reset ends the old password, the sessions and the older links, and e-mails a new link", async () => {
    const owner = adminHeaders('reset-owner')
    const { session, email } = await person('reset-by-owner')
    const older = await askForLink(email)
    const id = userNamed('reset-by-owner').id

    const reset = await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'reset-password', id: String(id) }, { headers: owner }),
    )
    expect(reset.status).toBe(302)
    expect(await opens(older)).toBe(404)
    expect(await signsIn('reset-by-owner', FIRST)).toBe(false)
    const signedOut = await callRoute(leadsRoute, getRequest('/admin/leads', session))
    expect(signedOut.headers.get('Location')).toMatch(/^\/admin\/login/)

    const mailed = linkIn(mailsTo(email)[0]?.text ?? '', '/admin/reset-password')
    expect(mailed.token).not.toBe(older.token)
    expect(await resetWith(mailed, SECOND)).toBe(302)
    expect(await signsIn('reset-by-owner', SECOND)).toBe(true)

    const entry = db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).all()
    expect(entry.map((e) => e.summary)).toContain(
      "Reset reset-by-owner's password: a new link was e-mailed, the old password and sessions ended",
    )
  })
})

describe('invitations', () => {
  it('accepting one invitation ends the other invitations to the same address', async () => {
    const owner = adminHeaders('twice-inviter')
    const email = 'invited-twice@example.com'
    for (let i = 0; i < 2; i++) {
      const invited = await callRoute(
        staffRoute,
        formRequest(
          '/admin/staff',
          { intent: 'invite', email, role: 'office' },
          { headers: owner },
        ),
      )
      expect(invited.status).toBe(302)
    }
    const [newer, older] = mailsTo(email).map((m) => linkIn(m.text, '/admin/invite'))
    const accepted = await callRoute(
      inviteRoute,
      formRequest(newer.path, { displayName: 'Ina', password: FIRST, confirm: FIRST }),
      { token: newer.token },
    )
    expect(accepted.status).toBe(302)
    const olderPage = await callRoute(inviteRoute, getRequest(older.path), { token: older.token })
    expect(olderPage.status).toBe(404)
    // Nor is the older invitation still listed as waiting on /admin/staff.
    const page = await callRoute(staffRoute, getRequest('/admin/staff', owner))
    const waiting = (page.data as { invitations: { email: string }[] }).invitations
    expect(waiting.filter((i) => i.email === email)).toEqual([])
  })
})
