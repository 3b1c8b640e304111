/**
 * The audit log (issue 31), the actions recorded later: product images, site content items and
 * site images, lead times, one's own password, accepting an invitation and a reset link. No
 * entry carries a password or a link's token.
 */
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as accountRoute from '~/routes-admin/admin.account'
import * as contentTab from '~/routes-admin/admin.content._index'
import * as imagePage from '~/routes-admin/admin.content.images.$id'
import * as itemPage from '~/routes-admin/admin.content.items.$id'
import * as imagesTab from '~/routes-admin/admin.images'
import * as leadTimesRoute from '~/routes-admin/admin.pricing-rules_.lead-times'
import * as inviteRoute from '~/routes-admin/admin_.invite.$token'
import * as resetRoute from '~/routes-admin/admin_.reset-password.$token'
import { hashToken, newToken } from '~/server/auth/admin-session.server'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

const PASSWORD = 'lantern-orchid-tidewater-41'
let auth: { Authorization: string }

function lastEntry() {
  return db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()
}

function noSecretsIn(entry: ReturnType<typeof lastEntry>, ...secrets: string[]) {
  const text = JSON.stringify(entry)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

beforeAll(() => {
  auth = adminHeaders('audit-more-owner')
})

describe('product images', () => {
  it('an update, a move and a delete are recorded with the picture title', async () => {
    const [first, second] = ['Zebra Living Room', 'Zebra Bedroom'].map(
      (title, i) =>
        db
          .insert(schema.productImages)
          .values({ productType: 'zebra', title, imageUrl: `/x/${i}.jpg`, sortOrder: 900 + i })
          .returning()
          .get().id,
    )
    const updated = await callRoute(
      imagesTab,
      formRequest(
        '/admin/images',
        { intent: 'update', id: String(first), productType: 'zebra', title: 'Zebra Lounge' },
        { headers: auth },
      ),
    )
    expect(updated.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      actorName: 'audit-more-owner',
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: String(first),
      summary: 'Product image “Zebra Living Room” → “Zebra Lounge” updated, hidden',
    })
    const moved = await callRoute(
      imagesTab,
      formRequest(
        '/admin/images',
        { intent: 'move', id: String(second), direction: 'up' },
        { headers: auth },
      ),
    )
    expect(moved.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectId: String(second),
      summary: 'Product image “Zebra Bedroom” moved up',
    })
    const deleted = await callRoute(
      imagesTab,
      formRequest(
        '/admin/images',
        { intent: 'delete', id: String(second), confirmed: 'yes' },
        { headers: auth },
      ),
    )
    expect(deleted.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectType: 'image',
      subjectId: String(second),
      summary: 'Product image “Zebra Bedroom” deleted',
    })
  })
})

describe('site content', () => {
  it('the home texts: which ones changed, before and after', async () => {
    const saved = await callRoute(
      contentTab,
      formRequest(
        '/admin/content?index',
        {
          intent: 'home',
          heroTitle: 'Blinds for Broward',
          heroSubtitle: 'Shades and shutters',
          aboutText: 'About us',
          contactPhone: '(954) 555-0100',
          contactEmail: 'hello@example.com',
        },
        { headers: auth },
      ),
    )
    expect(saved.status).toBe(302)
    const entry = lastEntry()
    expect(entry).toMatchObject({ kind: 'content-edit', subjectType: 'content', subjectId: 'home' })
    expect(entry?.summary).toMatch(/^Home page headline, .*changed$/)
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ heroTitle: 'Blinds for Broward' })
  })

  it('a content item added, updated (value before → after) and deleted', async () => {
    db.delete(schema.siteContent).where(eq(schema.siteContent.key, 'heroSubtitle')).run()
    const created = await callRoute(
      itemPage,
      formRequest(
        '/admin/content/items/new',
        { section: 'home', key: 'heroSubtitle', value: 'Open Monday', contentType: 'text' },
        { headers: auth },
      ),
      { id: 'new' },
    )
    expect(created.status).toBe(302)
    const added = lastEntry()
    expect(added).toMatchObject({
      kind: 'content-edit',
      subjectType: 'content',
      summary: 'Content item home/heroSubtitle added',
      after: 'Open Monday',
    })
    const id = added?.subjectId ?? ''
    const updated = await callRoute(
      itemPage,
      formRequest(
        `/admin/content/items/${id}`,
        { section: 'home', key: 'heroSubtitle', value: 'Open Tuesday', contentType: 'text' },
        { headers: auth },
      ),
      { id },
    )
    expect(updated.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectId: id,
      summary: 'Content item home/heroSubtitle updated',
      before: 'Open Monday',
      after: 'Open Tuesday',
    })
    const deleted = await callRoute(
      contentTab,
      formRequest('/admin/content?index', { intent: 'delete-item', id }, { headers: auth }),
    )
    expect(deleted.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectId: id,
      summary: 'Content item home/heroSubtitle deleted',
    })
  })

  it('a site image added, hidden and deleted', async () => {
    const created = await callRoute(
      imagePage,
      formRequest(
        '/admin/content/images/new',
        {
          section: 'gallery',
          key: 'audit-porch',
          title: 'Porch',
          imageUrl: '/img/porch.jpg',
          isActive: 'on',
        },
        { headers: auth },
      ),
      { id: 'new' },
    )
    expect(created.status).toBe(302)
    const added = lastEntry()
    expect(added).toMatchObject({
      kind: 'content-edit',
      subjectType: 'site-image',
      summary: 'Site image gallery/audit-porch added',
      after: '/img/porch.jpg',
    })
    const id = added?.subjectId ?? ''
    const hidden = await callRoute(
      imagePage,
      formRequest(
        `/admin/content/images/${id}`,
        { section: 'gallery', key: 'audit-porch', title: 'Porch', imageUrl: '/img/porch.jpg' },
        { headers: auth },
      ),
      { id },
    )
    expect(hidden.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectId: id,
      summary: 'Site image gallery/audit-porch updated, hidden',
    })
    const deleted = await callRoute(
      contentTab,
      formRequest('/admin/content?index', { intent: 'delete-image', id }, { headers: auth }),
    )
    expect(deleted.status).toBe(302)
    expect(lastEntry()).toMatchObject({
      subjectType: 'site-image',
      subjectId: id,
      summary: 'Site image gallery/audit-porch deleted',
    })
  })
})

describe('lead times', () => {
  it('says which part changed, before → after, in business days', async () => {
    const save = (productionMaxDays: string) =>
      callRoute(
        leadTimesRoute,
        formRequest(
          '/admin/pricing-rules/lead-times',
          {
            productType: 'zebra',
            productionMinDays: '10',
            productionMaxDays,
            installMinDays: '2',
            installMaxDays: '5',
          },
          { headers: auth },
        ),
      )
    expect((await save('10')).status).toBe(302)
    expect((await save('12')).status).toBe(302)
    expect(lastEntry()).toMatchObject({
      actorName: 'audit-more-owner',
      kind: 'catalogue-edit',
      subjectType: 'lead-time',
      subjectId: 'zebra',
      summary: 'Lead time of Zebra Shades: production 10 → 10–12 business days',
    })
  })
})

describe('passwords and invitations', () => {
  it('changing one’s own password is recorded, without the password', async () => {
    const headers = adminHeaders('audit-changer', 'office')
    db.update(schema.adminUsers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(schema.adminUsers.username, 'audit-changer'))
      .run()
    const NEW = 'harbour-mangrove-pelican-7'
    const changed = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'password', current: PASSWORD, next: NEW, confirm: NEW },
        { headers },
      ),
    )
    expect(changed.status).toBe(302)
    const entry = lastEntry()
    expect(entry).toMatchObject({
      actorName: 'audit-changer',
      kind: 'staff-account',
      subjectType: 'staff',
      summary: 'audit-changer changed their password',
    })
    noSecretsIn(entry, PASSWORD, NEW)
  })

  it('accepting an invitation is recorded as the new person, without password or token', async () => {
    const token = newToken()
    db.insert(schema.staffInvitations)
      .values({
        email: 'ines@example.com',
        role: 'office',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run()
    const accepted = await callRoute(
      inviteRoute,
      formRequest(`/admin/invite/${token}`, {
        displayName: 'Ines',
        password: PASSWORD,
        confirm: PASSWORD,
      }),
      { token },
    )
    expect(accepted.status).toBe(302)
    const entry = lastEntry()
    expect(entry).toMatchObject({
      actorName: 'ines@example.com',
      kind: 'staff-account',
      subjectType: 'staff',
      summary: 'ines@example.com accepted the invitation and chose a password (office)',
    })
    expect(entry?.actorId).toEqual(expect.any(Number))
    noSecretsIn(entry, PASSWORD, token, hashToken(token))
  })

  it('a password reset by link is recorded, without password or token', async () => {
    const person = db
      .insert(schema.adminUsers)
      .values({
        username: 'audit-resetter',
        email: 'resetter@example.com',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning()
      .get()
    const token = newToken()
    db.insert(schema.staffOneTimeTokens)
      .values({
        adminUserId: person.id,
        purpose: 'password-reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run()
    const NEW = 'coquina-sandbar-heron-22'
    const reset = await callRoute(
      resetRoute,
      formRequest(`/admin/reset-password/${token}`, { password: NEW, confirm: NEW }),
      { token },
    )
    expect(reset.status).toBe(302)
    const entry = lastEntry()
    expect(entry).toMatchObject({
      actorId: person.id,
      actorName: 'audit-resetter',
      kind: 'staff-account',
      subjectId: String(person.id),
      summary: 'audit-resetter chose a new password with a reset link',
    })
    noSecretsIn(entry, NEW, token, hashToken(token))
  })
})
