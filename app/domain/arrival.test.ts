import { describe, expect, it } from 'vitest'
import {
  arrivalOfVisit,
  arrivalSentence,
  attributionBy,
  campaignKey,
  decodeArrival,
  encodeArrival,
  isLandingView,
  landingKey,
  landingLabel,
  sourceKey,
  sourceLabel,
} from './arrival'

const OWN = ['www.example-blinds.com', 'localhost:3000']

describe('the arrival of a first page view', () => {
  it('keeps the path, the referring site and the utm values, and nothing else of the query', () => {
    const url = new URL(
      'https://example-blinds.com/miami?utm_source=Google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=abc&email=a@b.c',
    )
    expect(arrivalOfVisit(url, 'https://www.google.com/search?q=blinds+miami', OWN)).toEqual({
      landing: '/miami',
      referrer: 'google.com',
      source: 'google',
      medium: 'cpc',
      campaign: 'spring-sale',
    })
  })

  it('has no referrer when the browser sent none or it is our own site', () => {
    const url = new URL('https://example-blinds.com/blog/motorised-shades')
    expect(arrivalOfVisit(url, null, OWN).referrer).toBeNull()
    expect(arrivalOfVisit(url, 'https://www.example-blinds.com/', OWN).referrer).toBeNull()
    expect(arrivalOfVisit(url, 'android-app://com.google/', OWN).referrer).toBeNull()
    expect(arrivalOfVisit(url, 'not a url', OWN).referrer).toBeNull()
  })

  it('cuts what a client chose to send to a few safe characters and a short length', () => {
    const url = new URL(
      `https://example-blinds.com/a<script>?utm_source=${'x'.repeat(500)}&utm_campaign=%3Cimg%20src%3Dx%3E`,
    )
    const arrival = arrivalOfVisit(url, 'https://evil.example/"><b>', OWN)
    expect(arrival.landing).toBe('/a3Cscript3E')
    expect(arrival.source).toHaveLength(60)
    expect(arrival.campaign).toBe('img-srcx')
    expect(arrival.referrer).toBe('evil.example')
  })
})

describe('the cookie', () => {
  it('reads back what it wrote', () => {
    const arrival = {
      landing: '/fort-lauderdale',
      referrer: 'facebook.com',
      source: 'facebook',
      medium: 'social',
      campaign: null,
    }
    expect(decodeArrival(encodeArrival(arrival))).toEqual(arrival)
  })

  it('cleans a hand-written cookie again, and ignores one without a landing page', () => {
    expect(decodeArrival('l=/x%22%3E%3Cscript&s=A%20B%3C&r=www.Bing.com')).toEqual({
      landing: '/xscript',
      referrer: 'bing.com',
      source: 'a-b',
      medium: null,
      campaign: null,
    })
    expect(decodeArrival('s=google')).toBeNull()
    expect(decodeArrival('l=javascript:alert(1)')).toBeNull()
    expect(decodeArrival(`l=/${'a'.repeat(2000)}`)).toBeNull()
    expect(decodeArrival('')).toBeNull()
  })
})

describe('which requests are a landing', () => {
  const headers =
    (h: Record<string, string>) =>
    (name: string): string | undefined =>
      h[name]
  const page = new URL('https://example-blinds.com/miami')

  it('a document GET is; a file, the API, the back office or a data request is not', () => {
    const doc = headers({ 'sec-fetch-dest': 'document', accept: 'text/html' })
    expect(isLandingView('GET', page, doc)).toBe(true)
    expect(isLandingView('POST', page, doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/assets/a.js'), doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/favicon.ico'), doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/api/catalog'), doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/admin/leads'), doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/miami.data'), doc)).toBe(false)
    expect(isLandingView('GET', new URL('https://x.com/miami?_data=root'), doc)).toBe(false)
  })

  it('an image or script fetch is not, whatever it accepts; an older browser asking for HTML is', () => {
    expect(isLandingView('GET', page, headers({ 'sec-fetch-dest': 'image' }))).toBe(false)
    expect(isLandingView('GET', page, headers({ accept: 'application/json' }))).toBe(false)
    expect(isLandingView('GET', page, headers({ accept: 'text/html,*/*' }))).toBe(true)
  })
})

describe("staff's line", () => {
  it('says the source, how, the campaign and the first page; or that it was not recorded', () => {
    const row = {
      arrivalLanding: '/hollywood',
      arrivalReferrer: 'google.com',
      arrivalSource: 'google',
      arrivalMedium: 'cpc',
      arrivalCampaign: 'spring',
    }
    expect(arrivalSentence(row)).toBe(
      'Came from: google (via google.com, cpc, campaign spring), first page /hollywood',
    )
    expect(
      arrivalSentence({ ...row, arrivalSource: null, arrivalMedium: null, arrivalCampaign: null }),
    ).toBe('Came from: google.com, first page /hollywood')
    expect(arrivalSentence({ ...row, arrivalLanding: null })).toBe('Came from: not recorded')
  })
})

describe('the report groups', () => {
  const stored = (
    landing: string | null,
    source: string | null = null,
    referrer: string | null = null,
    campaign: string | null = null,
  ) => ({ landing, source, referrer, campaign })

  it('a source is the utm_source, else the referring site, else direct; older rows are not recorded', () => {
    expect(sourceKey(stored('/', 'google', 'bing.com'))).toBe('google')
    expect(sourceKey(stored('/', null, 'bing.com'))).toBe('bing.com')
    expect(sourceKey(stored('/'))).toBe('direct')
    expect(sourceKey(stored(null))).toBe('not-recorded')
    expect(sourceLabel('direct')).toMatch(/^Direct/)
    expect(campaignKey(stored('/', 'google', null, 'spring'))).toBe('spring')
    expect(campaignKey(stored('/'))).toBe('')
  })

  it('a landing page is its city page or blog post, the home page, or one of the other pages', () => {
    const isCity = (p: string) => p === '/miami'
    expect(landingKey(stored('/miami/'), isCity)).toBe('/miami')
    expect(landingLabel('/miami')).toBe('City page /miami')
    expect(landingKey(stored('/blog/zebra-shades'), isCity)).toBe('/blog/zebra-shades')
    expect(landingLabel('/blog/zebra-shades')).toBe('Blog post /blog/zebra-shades')
    expect(landingKey(stored('/'), isCity)).toBe('/')
    expect(landingKey(stored('/shop/zebra'), isCity)).toBe('other')
    expect(landingKey(stored('/blog'), isCity)).toBe('other')
  })

  it('adds up leads, bookings, orders and revenue per group, most revenue first', () => {
    const rows = attributionBy(
      [
        { ...stored('/', 'google'), leads: 2, bookings: 1, orders: 0, paidCents: 0 },
        { ...stored('/miami', 'google'), leads: 1, bookings: 0, orders: 1, paidCents: 50_000 },
        { ...stored('/', null, 'facebook.com'), leads: 5, bookings: 0, orders: 1, paidCents: 900 },
        { ...stored(null), leads: 7, bookings: 2, orders: 0, paidCents: 0 },
      ],
      sourceKey,
      sourceLabel,
    )
    expect(rows).toEqual([
      { key: 'google', label: 'google', leads: 3, bookings: 1, orders: 1, paidCents: 50_000 },
      {
        key: 'facebook.com',
        label: 'facebook.com',
        leads: 5,
        bookings: 0,
        orders: 1,
        paidCents: 900,
      },
      {
        key: 'not-recorded',
        label: 'Not recorded',
        leads: 7,
        bookings: 2,
        orders: 0,
        paidCents: 0,
      },
    ])
  })
})
