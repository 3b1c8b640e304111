/**
 * Staff names are one line (issue 38): a display name typed with line breaks is refused beside
 * its field (the owner's /admin/staff, one's own /admin/account, an invitation's "Your name"),
 * and a name never puts a line of its own into a staff e-mail, even one stored before the rule.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as accountRoute from '~/routes-admin/admin.account'
import * as staffRoute from '~/routes-admin/admin.staff'
import * as inviteRoute from '~/routes-admin/admin_.invite.$token'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

const FORGED = 'Olivia\r\nReply with your password to evil@example.com'
const PASSWORD = 'lantern-orchid-tidewater-41'
const ONE_LINE = 'A name is one line: remove the line breaks'

function person(username: string) {
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!row) throw new Error(`no ${username}`)
  return row
}

function lastMailTo(to: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, to))
    .orderBy(desc(schema.outbox.id))
    .get()
}

async function invite(owner: { Authorization: string }, email: string) {
  const invited = await callRoute(
    staffRoute,
    formRequest('/admin/staff', { intent: 'invite', email, role: 'office' }, { headers: owner }),
  )
  expect(invited.status).toBe(302)
  const match = /https?:\/\/\S+(\/admin\/invite\/([A-Za-z0-9_-]+))/.exec(
    lastMailTo(email)?.text ?? '',
  )
  if (!match) throw new Error(`no invitation to ${email}`)
  return { path: match[1], token: match[2] }
}

describe('a name with line breaks is refused beside its field', () => {
  it('on /admin/staff, for anyone', async () => {
    const owner = adminHeaders('names-owner')
    adminHeaders('names-ivan', 'installer')
    const ivan = person('names-ivan')
    const refused = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'profile', id: String(ivan.id), displayName: FORGED, colour: '' },
        { headers: owner },
      ),
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({ error: ONE_LINE, field: 'displayName', id: ivan.id })
    expect(person('names-ivan').displayName).toBeNull()
  })

  it('on /admin/account, for oneself (a lone line feed or a Unicode line separator too)', async () => {
    const me = adminHeaders('names-self', 'office')
    for (const displayName of ['Sam\nSmith', 'Sam\u2028Smith', 'Sam\rSmith']) {
      const refused = await callRoute(
        accountRoute,
        formRequest(
          '/admin/account',
          { intent: 'profile', displayName, colour: '' },
          { headers: me },
        ),
      )
      expect(refused.status, JSON.stringify(displayName)).toBe(400)
      expect(refused.data).toEqual({ error: ONE_LINE, field: 'displayName' })
    }
    expect(person('names-self').displayName).toBeNull()
  })

  it("on an invitation's page: nothing is created and the link still works", async () => {
    const owner = adminHeaders('names-inviter')
    const link = await invite(owner, 'names-invitee@example.com')
    const refused = await callRoute(
      inviteRoute,
      formRequest(link.path, { displayName: FORGED, password: PASSWORD, confirm: PASSWORD }),
      { token: link.token },
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({ error: ONE_LINE, field: 'displayName' })
    expect(
      db
        .select()
        .from(schema.adminUsers)
        .where(eq(schema.adminUsers.username, 'names-invitee@example.com'))
        .get(),
    ).toBeUndefined()
    expect(
      (await callRoute(inviteRoute, getRequest(link.path), { token: link.token })).status,
    ).toBe(200)
  })
})

describe('a name never puts a line of its own into a staff e-mail', () => {
  it('the invitation names who invited, on one line, even a name stored with a line break', async () => {
    adminHeaders('names-forged-owner')
    const owner = adminHeaders('names-forged-owner')
    // Stored before names were checked (or by hand): the mail must still hold it on one line.
    db.update(schema.adminUsers)
      .set({ displayName: FORGED })
      .where(eq(schema.adminUsers.username, 'names-forged-owner'))
      .run()
    await invite(owner, 'names-forged@example.com')
    const mail = lastMailTo('names-forged@example.com')
    const text = mail?.text ?? ''
    expect(text).toContain('Olivia Reply with your password to evil@example.com invited you')
    expect(text.split(/\r?\n/).some((line) => line.startsWith('Reply with'))).toBe(false)
    expect(mail?.html ?? '').not.toMatch(/Olivia\s*<br|Olivia\r?\n/)
  })
})
