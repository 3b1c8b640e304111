/**
 * Where customers come from (issue 42, docs/decisions/146-where-customers-come-from.md): the
 * first-touch cookie of a first page view, and the arrival stored with each lead, order and
 * booking when it is sent. (That a page from memory never carries or replays the cookie is
 * proved over HTTP in tests/e2e/page-cache.spec.ts.)
 */
import { desc } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as wizardRoute from '~/routes/book-appointment'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { firstTouchCookie } from '~/server/platform/arrival-cookie.server'
import { db, schema } from '~/server/platform/db.server'
import { bookingFormRequest, offeredDate, seedTemplates, slotAt } from './booking-helpers'
import { leadForm, VALID_LEAD } from './quote-helpers'

const PAGE = { 'sec-fetch-dest': 'document', accept: 'text/html' }
const header = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()]

function cookieOf(setCookie: string | null): string {
  expect(setCookie).toBeTruthy()
  return (setCookie as string).split(';')[0]
}

describe('the first page view', () => {
  const url = new URL(
    'http://localhost:3000/fort-lauderdale?utm_source=Google&utm_medium=cpc&utm_campaign=spring&fbclid=xyz',
  )

  it('remembers the landing page, the referring site and the utm values for 90 days, HttpOnly and Lax', () => {
    const set = firstTouchCookie(
      'GET',
      url,
      header({ ...PAGE, referer: 'https://www.google.com/search?q=blinds' }),
    )
    expect(set).toMatch(/^arrival=[^;]+; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/)
    const value = decodeURIComponent(cookieOf(set).slice('arrival='.length))
    expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
      l: '/fort-lauderdale',
      r: 'google.com',
      s: 'google',
      m: 'cpc',
      c: 'spring',
    })
  })

  it('is not remembered again, nor for a crawler, a file, a data request or a post', () => {
    const known = cookieOf(firstTouchCookie('GET', url, header(PAGE)))
    expect(firstTouchCookie('GET', url, header({ ...PAGE, cookie: `cart=x; ${known}` }))).toBeNull()
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(firstTouchCookie('GET', url, header({ ...PAGE, 'user-agent': googlebot }))).toBeNull()
    expect(
      firstTouchCookie('GET', new URL('http://localhost:3000/assets/x.js'), header(PAGE)),
    ).toBeNull()
    expect(
      firstTouchCookie('GET', new URL('http://localhost:3000/miami.data'), header(PAGE)),
    ).toBeNull()
    expect(firstTouchCookie('POST', url, header(PAGE))).toBeNull()
  })

  it('a link from our own site is no referrer; an unreadable cookie is replaced', () => {
    const set = firstTouchCookie(
      'GET',
      new URL('http://localhost:3000/blog/zebra-shades'),
      header({ ...PAGE, referer: 'http://localhost:3000/', cookie: 'arrival=%E0%A4%A' }),
    )
    expect(decodeURIComponent(decodeURIComponent(cookieOf(set)))).toBe(
      'arrival=l=/blog/zebra-shades',
    )
  })
})

const ARRIVAL_COOKIE = `arrival=${encodeURIComponent('l=/miami&r=facebook.com&s=facebook&m=social&c=fall-promo')}`
const STORED = {
  arrivalLanding: '/miami',
  arrivalReferrer: 'facebook.com',
  arrivalSource: 'facebook',
  arrivalMedium: 'social',
  arrivalCampaign: 'fall-promo',
}

let ip = 0
async function sendQuote(cookie?: string) {
  const request = formRequest('/api/submit-lead', leadForm(VALID_LEAD), {
    headers: { 'Fly-Client-IP': `203.0.113.${++ip}`, ...(cookie ? { Cookie: cookie } : {}) },
  })
  const response = (await submitLead(routeArgs(request))) as Response
  expect(response.status).toBe(200)
  return db.select().from(schema.leads).orderBy(desc(schema.leads.id)).get()
}

describe('a lead, a booking, an order', () => {
  beforeAll(seedTemplates)
  beforeEach(() => {
    db.delete(schema.leads).run()
  })

  it('a lead keeps where its sender came from', async () => {
    expect(await sendQuote(ARRIVAL_COOKIE)).toMatchObject(STORED)
  })

  it('without the cookie nothing is recorded; a forged one is kept only as short plain words', async () => {
    expect(await sendQuote()).toMatchObject({ arrivalLanding: null, arrivalSource: null })
    const forged = `arrival=${encodeURIComponent(`l=/x"><script>&s=${'<b>'.repeat(100)}`)}`
    const lead = await sendQuote(forged)
    expect(lead?.arrivalLanding).toBe('/xscript')
    expect(lead?.arrivalSource).toBe('b'.repeat(60))
  })

  it('a visit booked on the site keeps where its customer came from', async () => {
    const date = offeredDate(2)
    // The wizard's listing makes the day's slots from the template.
    await callRoute(wizardRoute, getRequest(`/book-appointment?service=consultation&date=${date}`))
    const slot = slotAt(date, '10:00')
    expect(slot).toBeTruthy()
    const request = bookingFormRequest(901, slot as NonNullable<typeof slot>)
    request.headers.set('Cookie', ARRIVAL_COOKIE)
    const answer = await callRoute(wizardRoute, request)
    expect(answer.status).toBe(302)
    const visit = db.select().from(schema.appointments).orderBy(desc(schema.appointments.id)).get()
    expect(visit).toMatchObject(STORED)
  })
})
