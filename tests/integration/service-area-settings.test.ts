/**
 * The service area is a business setting (issue 32): publishing an area without a ZIP range
 * refuses a visit there, answers a city-page request as out of area, flags the quote's lead
 * and tells the browser's notice; a draft changes nothing; restoring the old version undoes it.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { isOutsideServiceArea, type ServiceArea } from '~/domain/service-area'
import * as root from '~/root'
import * as cityPage from '~/routes/__city-page'
import * as business from '~/routes-admin/admin.content.business'
import * as leadsRoute from '~/routes-admin/admin.leads'
import * as leadRoute from '~/routes-admin/admin.leads.$leadId'
import * as appointmentSlots from '~/routes-api/api.appointment-slots'
import * as appointments from '~/routes-api/api.appointments'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'
import { offeredDate, seedTemplates } from './booking-helpers'
import { leadForm, VALID_LEAD } from './quote-helpers'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
  seedTemplates()
})

const PAGE = '/admin/content/business'
const SEED_RANGES =
  '33002\n33004\n33008-33035\n33039\n33054-33097\n33101-33299\n33301-33399\n33401-33499'
const WITHOUT_FORT_LAUDERDALE = SEED_RANGES.replace('\n33301-33399', '')

function businessForm(intent: string, servedZips: string, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    intent,
    phone: '(954) 555-0100',
    email: 'office@example.com',
    address: '',
    serviceAreaDescription: 'Broward, Miami-Dade and Palm Beach counties',
    servedZips,
    excludedZips: '33440\n33455\n33471\n33475',
    ...extra,
  }
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    fields[`${day}-opens`] = '08:00'
    fields[`${day}-closes`] = '18:00'
  }
  fields['Saturday-opens'] = '09:00'
  fields['Saturday-closes'] = '16:00'
  return callRoute(business, formRequest(PAGE, fields, { headers: auth }))
}

let n = 0
/** A booking at a free slot for an address in Fort Lauderdale 33312 (API and page agree). */
async function bookIn33312() {
  n += 1
  const date = offeredDate(2)
  const slots = await callRoute(
    appointmentSlots,
    getRequest(`/api/appointment-slots?date=${date}&serviceType=consultation`),
  )
  const slot = (slots.data as { id: number; isAvailable: boolean }[]).find((s) => s.isAvailable)
  return callRoute(
    appointments,
    jsonRequest(
      '/api/appointments',
      {
        customerName: `Area ${n}`,
        customerEmail: `area${n}@example.com`,
        customerPhone: '(954) 555-0142',
        customerAddress: '2400 SW 4th Ave, Fort Lauderdale, FL 33312',
        serviceType: 'consultation',
        appointmentDate: date,
        slotId: slot?.id,
      },
      { headers: { 'Fly-Client-IP': `198.51.100.${200 + n}` } },
    ),
  )
}

async function cityRequestIn33312() {
  n += 1
  const answer = await callRoute(
    cityPage,
    formRequest(
      '/fort-lauderdale',
      {
        name: `City ${n}`,
        phone: '(954) 555-0142',
        email: `city${n}@example.com`,
        service: 'motorization',
        address: '2400 SW 4th Ave',
        zipCode: '33312',
        details: 'Four shades to motorize',
      },
      { headers: { 'Fly-Client-IP': `203.0.113.${200 + n}` } },
    ),
  )
  return answer.headers.get('Location')
}

/** A quote request from 33312: its lead's badge on the list and the page, and the notice's area. */
async function quoteIn33312() {
  n += 1
  const email = `quote${n}@example.com`
  const request = formRequest(
    '/api/submit-lead',
    leadForm({ ...VALID_LEAD, zipCode: '33312', email }),
    { headers: { 'Fly-Client-IP': `192.0.2.${100 + n}` } },
  )
  const response = (await submitLead(routeArgs(request))) as Response
  expect(response.status).toBe(200)
  const lead = db.select().from(schema.leads).where(eq(schema.leads.email, email)).get()
  const list = await callRoute(leadsRoute, getRequest('/admin/leads', auth))
  const row = (list.data as { leads: { id: number; outsideArea: boolean }[] }).leads.find(
    (l) => l.id === lead?.id,
  )
  const page = await callRoute(leadRoute, getRequest(`/admin/leads/${lead?.id}`, auth), {
    leadId: String(lead?.id),
  })
  const notice = (await callRoute(root, getRequest('/quote'))).data as { serviceArea: ServiceArea }
  return {
    listBadge: row?.outsideArea,
    pageBadge: (page.data as { outsideArea: boolean }).outsideArea,
    browserSaysOutside: isOutsideServiceArea('33312', notice.serviceArea),
  }
}

async function expectServed() {
  const booked = await bookIn33312()
  expect(booked.status).toBe(201)
  expect(await cityRequestIn33312()).toBe('/fort-lauderdale?submitted=1#service-request')
  expect(await quoteIn33312()).toEqual({
    listBadge: false,
    pageBadge: false,
    browserSaysOutside: false,
  })
}

describe('the published service area decides every ZIP check', () => {
  it('serves 33312 with the seed area, and a draft without it changes nothing', async () => {
    await expectServed()
    const draft = await businessForm('save-draft', WITHOUT_FORT_LAUDERDALE)
    expect(draft.status).toBe(302)
    await expectServed()
  })

  it('refuses and flags 33312 once an area without 33301-33399 is published, and serves it again after a restore', async () => {
    const seedVersion = await businessForm('publish', SEED_RANGES)
    expect(seedVersion.status).toBe(302)
    const history = await callRoute({ loader: business.loader }, getRequest(PAGE, auth))
    const restoreId = (history.data as { history: { id: number; status: string }[] }).history.find(
      (v) => v.status === 'published',
    )?.id

    const published = await businessForm('publish', WITHOUT_FORT_LAUDERDALE, {
      serviceAreaDescription: 'Miami-Dade and Palm Beach counties',
    })
    expect(published.status).toBe(302)

    const booked = await bookIn33312()
    expect(booked.status).toBe(400)
    expect(JSON.stringify(booked.data)).toContain(
      'outside our service area (Miami-Dade and Palm Beach counties)',
    )
    expect(await cityRequestIn33312()).toBe(
      '/fort-lauderdale?submitted=1&area=outside#service-request',
    )
    expect(await quoteIn33312()).toEqual({
      listBadge: true,
      pageBadge: true,
      browserSaysOutside: true,
    })
    // The footer says the new description.
    const footer = (await callRoute(root, getRequest('/'))).data as {
      business: { areaDescription: string }
    }
    expect(footer.business.areaDescription).toBe('Miami-Dade and Palm Beach counties')

    const restored = await callRoute(
      business,
      formRequest(PAGE, { intent: 'restore', id: String(restoreId) }, { headers: auth }),
    )
    expect(restored.status).toBe(302)
    await expectServed()
  })

  it('keeps what was typed and says which line is wrong', async () => {
    const answer = await businessForm('publish', '33301-33399\n33399-33301', {
      excludedZips: '33440\nabc',
    })
    expect(answer.status).toBe(400)
    const reply = answer.data as {
      initialValue: Record<string, string>
      error: Record<string, string[]>
    }
    expect(reply.error.servedZips).toEqual([
      '"33399-33301": the first ZIP must not be above the second',
    ])
    expect(reply.error.excludedZips).toEqual(['"abc" is not a ZIP code: use 5 digits, one a line'])
    expect(reply.initialValue.servedZips).toMatch(/^33301-33399\r?\n33399-33301$/)
  })
})
