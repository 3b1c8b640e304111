import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as root from '~/root'
import * as home from '~/routes/_index'
import * as booking from '~/routes/book-appointment'
import * as business from '~/routes-admin/admin.content.business'
import { db, schema } from '~/server/platform/db.server'
import { contentVersion } from '~/server/platform/db-version.server'
import { adminHeaders } from './admin-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

const PAGE = '/admin/content/business'

function settings(saturday: [string, string], phone = '(954) 555-0100') {
  const fields: Record<string, string> = {
    phone,
    email: 'office@example.com',
    address: '100 Las Olas Blvd, Fort Lauderdale, FL 33301',
    serviceAreaDescription: 'Broward, Miami-Dade and Palm Beach counties',
    servedZips:
      '33002\n33004\n33008-33035\n33039\n33054-33097\n33101-33299\n33301-33399\n33401-33499',
    excludedZips: '33440\n33455\n33471\n33475',
  }
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    fields[`${day}-opens`] = '08:00'
    fields[`${day}-closes`] = '18:00'
  }
  fields['Saturday-opens'] = saturday[0]
  fields['Saturday-closes'] = saturday[1]
  fields['Sunday-opens'] = ''
  fields['Sunday-closes'] = ''
  return fields
}

async function publicFooter(path = '/', headers?: HeadersInit) {
  const answer = await callRoute(root, getRequest(path, headers))
  return answer.data as {
    env: { BUSINESS_PHONE: string }
    business: { hours: { days: string; hours: string }[]; address: string }
  }
}

async function homeJsonLdHours() {
  const answer = await callRoute(home, getRequest('/'))
  const seo = answer.data.seo as { 'script:ld+json'?: unknown }[]
  return JSON.stringify(seo)
}

function post(fields: Record<string, string>, headers: HeadersInit | undefined = auth) {
  return callRoute(business, formRequest(PAGE, fields, { headers }))
}

async function historyStatuses() {
  const page = await callRoute({ loader: business.loader }, getRequest(PAGE, auth))
  return (page.data as { history: { id: number; status: string }[] }).history
}

function versionFrom(location: string | null): number {
  const match = /version=(\d+)/.exec(location ?? '')
  if (!match) throw new Error(`no version in ${location}`)
  return Number(match[1])
}

describe('business settings: drafts, preview, publish, restore', () => {
  it('refuses visitors without a session', async () => {
    const answer = await post({ intent: 'publish', ...settings(['10:00', '14:00']) }, {})
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  it('refuses a bad form with 400 and field errors, and saves nothing', async () => {
    const before = contentVersion()
    const answer = await post({ intent: 'publish', ...settings(['14:00', '10:00']), email: 'x' })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.data)).toContain('Saturday must close after it opens')
    expect(contentVersion()).toBe(before)
  })

  it('a draft changes nothing public; staff preview it; publishing shows it everywhere', async () => {
    const seeded = await publicFooter()
    expect(seeded.business.hours).toEqual([
      { days: 'Mon-Fri', hours: '8AM-6PM' },
      { days: 'Sat', hours: '9AM-4PM' },
    ])

    const before = contentVersion()
    const saved = await post({ intent: 'save-draft', ...settings(['10:00', '14:00']) })
    expect(saved.status).toBe(302)
    const draftId = versionFrom(saved.headers.get('Location'))
    expect(contentVersion()).not.toBe(before)

    // The public site is unchanged, even when a visitor asks for the preview.
    expect((await publicFooter()).business.hours).toEqual(seeded.business.hours)
    expect((await publicFooter(`/?preview=${draftId}`)).business.hours).toEqual(
      seeded.business.hours,
    )
    // Staff see the draft.
    const preview = await publicFooter(`/?preview=${draftId}`, auth)
    expect(preview.business.hours).toContainEqual({ days: 'Sat', hours: '10AM-2PM' })
    expect(preview.env.BUSINESS_PHONE).toBe('(954) 555-0100')

    const published = await post({ intent: 'publish-version', id: String(draftId) })
    expect(published.status).toBe(302)
    const after = await publicFooter()
    expect(after.business.hours).toContainEqual({ days: 'Sat', hours: '10AM-2PM' })
    expect(after.business.address).toBe('100 Las Olas Blvd, Fort Lauderdale, FL 33301')
    expect(after.env.BUSINESS_PHONE).toBe('(954) 555-0100')
    const jsonLd = await homeJsonLdHours()
    expect(jsonLd).toContain('"dayOfWeek":["Saturday"],"opens":"10:00","closes":"14:00"')
    const book = await callRoute({ loader: booking.loader }, getRequest('/book-appointment'))
    expect((book.data as { officeHours: string }).officeHours).toBe('Mon-Fri 8AM-6PM, Sat 10AM-2PM')
  })

  it('publishing again keeps the old version, which is restored in one step', async () => {
    const first = await publicFooter()
    expect(first.business.hours).toContainEqual({ days: 'Sat', hours: '10AM-2PM' })
    const again = await post({ intent: 'publish', ...settings(['', ''], '(954) 555-0111') })
    expect(again.status).toBe(302)
    const closedSaturday = await publicFooter()
    expect(closedSaturday.business.hours).toEqual([{ days: 'Mon-Fri', hours: '8AM-6PM' }])
    expect(closedSaturday.env.BUSINESS_PHONE).toBe('(954) 555-0111')

    const history = await historyStatuses()
    expect(history.map((v) => v.status)).toEqual(['published', 'superseded'])
    const older = history[1]?.id
    const restored = await post({ intent: 'restore', id: String(older) })
    expect(restored.status).toBe(302)
    const back = await publicFooter()
    expect(back.business.hours).toContainEqual({ days: 'Sat', hours: '10AM-2PM' })
    expect(back.env.BUSINESS_PHONE).toBe('(954) 555-0100')

    expect((await historyStatuses()).map((v) => v.status)).toEqual([
      'published',
      'superseded',
      'superseded',
    ])

    // Each step is in the audit log, by the staff member who took it (issue 31).
    const audit = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.kind, 'content-edit'))
      .orderBy(desc(schema.auditLog.id))
      .all()
      .map((e) => e.summary)
    expect(audit[0]).toMatch(new RegExp(`^Restored business settings to version ${older} `))
    expect(audit[1]).toMatch(/^Published business settings \(version \d+\)$/)
    expect(audit.some((summary) => summary.startsWith('Saved a draft of business settings'))).toBe(
      true,
    )
  })

  it('a version of nothing, or a published one, cannot be published again (no 500)', async () => {
    const answer = await post({ intent: 'publish-version', id: '999999' })
    expect(answer.status).toBe(302)
    const junk = await post({ intent: 'restore', id: 'abc' })
    expect(junk.status).toBe(400)
  })
})

describe('saving then publishing the same settings', () => {
  it('makes one version: the draft is the one published', async () => {
    const { saveDraft, savePublished, contentHistory } = await import(
      '~/server/content/content-versions.server'
    )
    const key = 'one-save-one-publish'
    const before = contentHistory('city', key).length
    const city = {
      slug: key,
      name: 'Once Town',
      county: 'Broward',
      description: 'Once Town homes get blinds repair and new shades from our Broward crew.',
      neighborhoods: ['Old Town'],
      faqs: [],
      metaDescription: '',
    }
    const draft = saveDraft('city', key, city, 'office')
    const published = savePublished('city', key, city, 'office')
    expect(published).toBe(draft)
    const history = contentHistory('city', key)
    expect(history.length - before).toBe(1)
    expect(history[0].status).toBe('published')
  })
})

describe('business settings: one save and one publish, as staff do it on the page', () => {
  async function pageDefaults(version?: number) {
    const path = version ? `${PAGE}?version=${version}` : PAGE
    const page = await callRoute({ loader: business.loader }, getRequest(path, auth))
    return (page.data as { defaults: Record<string, string> }).defaults
  }

  it('Save Draft, then Publish on the opened draft: one version, the draft, now published', async () => {
    const before = (await historyStatuses()).length
    const saved = await post({ intent: 'save-draft', ...settings(['10:30', '15:00']) })
    const draftId = versionFrom(saved.headers.get('Location'))
    const published = await post({ intent: 'publish', ...(await pageDefaults(draftId)) })
    expect(published.status).toBe(302)
    const history = await historyStatuses()
    expect(history.length - before).toBe(1)
    expect(history[0]).toMatchObject({ id: draftId, status: 'published' })
  })

  it('Save Draft, change a field, Publish: the published version replaces the draft, none left pending', async () => {
    const before = (await historyStatuses()).length
    const saved = await post({ intent: 'save-draft', ...settings(['10:30', '15:30']) })
    const draftId = versionFrom(saved.headers.get('Location'))
    const edited = { ...(await pageDefaults(draftId)), 'Saturday-closes': '16:30' }
    await post({ intent: 'publish', ...edited })
    const history = await historyStatuses()
    expect(history.length - before).toBe(2)
    expect(history[0].status).toBe('published')
    expect(history.find((v) => v.id === draftId)?.status).toBe('superseded')
    expect((await publicFooter()).business.hours).toContainEqual({
      days: 'Sat',
      hours: '10:30AM-4:30PM',
    })
  })
})

describe('business settings: back to the original values', () => {
  it('makes a draft of the seed values that staff review, publish, and undo like any version', async () => {
    await post({ intent: 'publish', ...settings(['11:00', '13:00'], '(954) 555-0199') })
    expect((await publicFooter()).env.BUSINESS_PHONE).toBe('(954) 555-0199')
    const publishedBefore = (await historyStatuses())[0].id

    const back = await post({ intent: 'original-values' })
    expect(back.status).toBe(302)
    const draftId = versionFrom(back.headers.get('Location'))
    // Nothing public changed yet: it is a draft for staff to review.
    expect((await publicFooter()).env.BUSINESS_PHONE).toBe('(954) 555-0199')
    const history = await historyStatuses()
    expect(history[0]).toMatchObject({ id: draftId, status: 'draft' })

    // The opened draft holds the seed's values (app/content/business.ts, the deploy's phone).
    const page = await callRoute(
      { loader: business.loader },
      getRequest(`${PAGE}?version=${draftId}`, auth),
    )
    const defaults = (page.data as { defaults: Record<string, string> }).defaults
    const seedPage = await callRoute({ loader: business.loader }, getRequest(PAGE, auth))
    expect(defaults).toMatchObject({
      'Saturday-opens': '09:00',
      'Saturday-closes': '16:00',
      'Monday-opens': '08:00',
      'Monday-closes': '18:00',
      address: '',
    })
    expect(defaults.phone).not.toBe('(954) 555-0199')
    expect((seedPage.data as { defaults: Record<string, string> }).defaults.phone).toBe(
      '(954) 555-0199',
    )

    // Published, the site shows the seed's hours again.
    await post({ intent: 'publish-version', id: String(draftId) })
    expect((await publicFooter()).business.hours).toEqual([
      { days: 'Mon-Fri', hours: '8AM-6PM' },
      { days: 'Sat', hours: '9AM-4PM' },
    ])
    // Undone like any version: the one before is restored.
    await post({ intent: 'restore', id: String(publishedBefore) })
    expect((await publicFooter()).env.BUSINESS_PHONE).toBe('(954) 555-0199')
  })

  it('refuses visitors without a session, and saves nothing', async () => {
    const before = contentVersion()
    const answer = await post({ intent: 'original-values' }, {})
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/admin\/login/)
    expect(contentVersion()).toBe(before)
  })
})
