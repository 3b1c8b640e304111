import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { db, schema } from '~/server/platform/db.server'

const cityFields = {
  name: 'Ana Ruiz',
  phone: '(954) 555-0142',
  email: 'ana@example.com',
  service: 'motorization',
  address: '120 NW 70th Ave',
  zipCode: '33317',
  details: 'Six living-room shades to motorize',
}

const b2bFields = {
  companyName: 'Acme Windows',
  contactName: 'Jo Smith',
  contactPhone: '(954) 555-0100',
  contactEmail: 'jo@acme.test',
  customerName: 'Ann Lee',
  customerPhone: '954-555-0101',
  customerEmail: 'ann@example.com',
  customerAddress: '1 Main St, Davie, FL',
  blindType: 'Vertical blinds',
  numberOfWindows: '12',
  urgency: 'high',
  projectDetails: 'Remove 12 verticals before impact windows go in',
  estimatedBudget: '$1,000',
}

function ip(n: number) {
  return { 'Fly-Client-IP': `203.0.113.${n}` }
}

async function cityAction(path: string, fields: Record<string, string>, headers = ip(1)) {
  const { action } = await import('~/routes/__city-page')
  return callRoute({ action }, formRequest(path, fields, { headers }))
}

async function portalAction(fields: Record<string, string>, headers = ip(50)) {
  const { action } = await import('~/routes/window-company-portal')
  return callRoute({ action }, formRequest('/window-company-portal', fields, { headers }))
}

describe('city page service request', () => {
  it('tells the business at once: a staff e-mail (kept in the outbox without SMTP)', async () => {
    await cityAction('/tamarac', { ...cityFields, name: 'Notice Check' })
    const notice = db
      .select()
      .from(schema.outbox)
      .all()
      .find((m) => m.subject.includes('Notice Check'))
    expect(notice?.subject).toContain('in Tamarac')
    expect(notice?.to).toBe('info@example.com')
  })

  it('stores a lead for the city of the page and redirects with a toast', async () => {
    const response = await cityAction('/plantation', cityFields)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/plantation?submitted=1#service-request')
    expect(response.headers.get('Set-Cookie')).toMatch(/^toast=/)
    const leads = db.select().from(schema.leads).where(eq(schema.leads.city, 'Plantation')).all()
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      source: 'city-page',
      serviceType: 'motorization',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(954) 555-0142',
      address: '120 NW 70th Ave',
      zipCode: '33317',
      details: 'Six living-room shades to motorize',
      status: 'new',
    })
  })

  it('answers bad input with field errors and stores nothing', async () => {
    const before = db.select().from(schema.leads).all().length
    const result = await cityAction('/weston', {
      ...cityFields,
      email: 'nope',
      service: '',
    })
    expect(result.status).toBe(400)
    expect(result.data?.status).toBe('error')
    expect(result.data?.error?.email).toEqual(['Enter a valid email address'])
    expect(result.data?.error?.service).toEqual(['Choose a service'])
    expect(db.select().from(schema.leads).all()).toHaveLength(before)
  })

  it('answers a ZIP outside the service area kindly after the post (no JavaScript needed); the lead is kept', async () => {
    const response = await cityAction('/davie', {
      ...cityFields,
      zipCode: '10001',
      name: 'Second Home',
    })
    expect(response.headers.get('Location')).toBe('/davie?submitted=1&area=outside#service-request')
    const { loader } = await import('~/routes/__city-page')
    const page = await callRoute({ loader }, getRequest('/davie?submitted=1&area=outside'))
    expect(page.data).toMatchObject({ submitted: true, outOfArea: true })
    const lead = db.select().from(schema.leads).where(eq(schema.leads.name, 'Second Home')).get()
    expect(lead?.zipCode).toBe('10001')
  })

  it('never takes the city from the form', async () => {
    await cityAction('/margate', { ...cityFields, city: 'Atlantis', name: 'City Check' })
    const lead = db.select().from(schema.leads).where(eq(schema.leads.name, 'City Check')).get()
    expect(lead?.city).toBe('Margate')
  })

  it('answers 404 for a path that is no city', async () => {
    expect(await cityAction('/atlantis', cityFields)).toMatchObject({ status: 404, thrown: true })
  })

  it('pretends success to a bot that fills the honeypot, and keeps nothing', async () => {
    const before = db.select().from(schema.leads).all().length
    const response = await cityAction('/davie', {
      ...cityFields,
      name__confirm: 'http://spam.test',
    })
    expect(response.status).toBe(302)
    expect(db.select().from(schema.leads).all()).toHaveLength(before)
  })

  it('limits repeated requests from one address', async () => {
    const headers = ip(99)
    for (let i = 0; i < 6; i++) {
      const ok = await cityAction('/sunrise', { ...cityFields, name: `Burst ${i}` }, headers)
      expect(ok.status).toBe(302)
    }
    const limited = await cityAction('/sunrise', cityFields, headers)
    expect(limited.status).toBe(429)
    // The refusal offers the phone, which always works.
    expect(JSON.stringify(limited.data)).toContain('(954) 555-0123')
    expect(
      db.select().from(schema.leads).where(eq(schema.leads.city, 'Sunrise')).all(),
    ).toHaveLength(6)
    // Another address is not affected.
    const other = await cityAction('/sunrise', cityFields, ip(98))
    expect(other.status).toBe(302)
  })
})

describe('B2B portal service request', () => {
  it('stores the request as pending and promises an answer within 2 hours', async () => {
    const response = await portalAction(b2bFields)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/window-company-portal?submitted=1#request')
    const jar = new CookieJar().absorb(response)
    const { getToast } = await import('~/server/platform/toast.server')
    const { toast } = await getToast(getRequest('/', { Cookie: jar.header() }))
    expect(toast?.description).toMatch(/within 2 hours/)
    const rows = db.select().from(schema.windowCompanyRequests).all()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      companyName: 'Acme Windows',
      contactEmail: 'jo@acme.test',
      customerName: 'Ann Lee',
      customerEmail: 'ann@example.com',
      blindType: 'Vertical blinds',
      numberOfWindows: 12,
      urgency: 'high',
      status: 'pending',
      preferredDate: null,
      estimatedBudget: '$1,000',
      specialRequests: null,
    })
  })

  it('answers missing fields with errors next to them and stores nothing', async () => {
    const before = db.select().from(schema.windowCompanyRequests).all().length
    const result = await portalAction({
      ...b2bFields,
      contactPhone: '12',
      numberOfWindows: '',
      preferredDate: '2001-01-01',
    })
    expect(result.status).toBe(400)
    expect(result.data?.error?.contactPhone?.[0]).toMatch(/10-digit/)
    expect(result.data?.error?.numberOfWindows).toEqual(['Number of windows is required'])
    expect(result.data?.error?.preferredDate).toEqual(['Choose today or a later date'])
    expect(db.select().from(schema.windowCompanyRequests).all()).toHaveLength(before)
  })

  it('refuses a status sent by the browser (always pending)', async () => {
    await portalAction({ ...b2bFields, companyName: 'Sneaky LLC', status: 'completed' }, ip(51))
    const row = db
      .select()
      .from(schema.windowCompanyRequests)
      .where(eq(schema.windowCompanyRequests.companyName, 'Sneaky LLC'))
      .get()
    expect(row?.status).toBe('pending')
  })
})
