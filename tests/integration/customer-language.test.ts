// Issue 41: the language a customer used is stored with what they made (a lead, a B2B request,
// an order, a booked visit), and what staff make for them (an estimate, a visit, the job) takes
// it from their lead; a customer who accepts on a Spanish page makes the estimate Spanish.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { apiPathInLocale } from '~/domain/locale'
import * as wizardRoute from '~/routes/book-appointment'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { staffBookAppointment } from '~/server/booking/appointments.server'
import { createEstimate, getEstimate } from '~/server/estimates/estimates.server'
import { upsertPendingJob } from '~/server/orders/installed-job.server'
import { db, schema } from '~/server/platform/db.server'
import { requestCartQuote } from '~/server/requests/quote-requests.server'
import { createWindowCompanyRequest } from '~/server/requests/window-company-requests.server'
import { seed } from '../../db/seed'
import { customer, offeredDate, seedTemplates, slotAt } from './booking-helpers'
import { CUSTOMER, visitorWithCart } from './cart-helpers'
import { acceptedEstimate, staffActor } from './job-helpers'
import { leadForm, VALID_LEAD } from './quote-helpers'

beforeAll(async () => {
  await seed(db)
  seedTemplates()
})

let ip = 0
async function quoteRequest(path: string, email: string) {
  const form = leadForm({ ...VALID_LEAD, email })
  const request = formRequest(path, form, { headers: { 'Fly-Client-IP': `192.0.2.${++ip}` } })
  const response = (await submitLead(routeArgs(request))) as Response
  expect(response.status).toBe(200)
  return db.select().from(schema.leads).where(eq(schema.leads.email, email)).get()!
}

describe('the language stored with what the customer makes', () => {
  it('a quote request sent from a Spanish page is a Spanish lead; from an English one, English', async () => {
    // What the Spanish wizard calls with JavaScript (apiPathInLocale); the no-JS form posts to /es/quote.
    const spanish = await quoteRequest(
      apiPathInLocale('/api/submit-lead', 'es'),
      'es-lead@example.com',
    )
    expect(spanish.language).toBe('es')
    expect((await quoteRequest('/api/submit-lead', 'en-lead@example.com')).language).toBe('en')
    // A language the site does not speak is English.
    expect((await quoteRequest('/api/submit-lead?lang=fr', 'fr-lead@example.com')).language).toBe(
      'en',
    )
  })

  it('a Spanish lead keeps the Spanish "Text me" words it was shown', async () => {
    const form = leadForm({ ...VALID_LEAD, email: 'es-texts@example.com', textConsent: 'on' })
    const request = formRequest(apiPathInLocale('/api/submit-lead', 'es'), form, {
      headers: { 'Fly-Client-IP': `192.0.2.${++ip}` },
    })
    expect(((await submitLead(routeArgs(request))) as Response).status).toBe(200)
    const consent = db.select().from(schema.textConsents).all().at(-1)
    expect(consent?.wording).toMatch(/^Enviarme mensajes de texto sobre esta solicitud\. /)
  })

  it('a visit booked on a Spanish page is Spanish', async () => {
    const date = offeredDate(3)
    await callRoute(wizardRoute, getRequest(`/book-appointment?service=consultation&date=${date}`))
    const slot = slotAt(date, '10:00')!
    const spanish = formRequest(
      `/es/book-appointment?service=consultation&date=${slot.date}&slot=${slot.id}`,
      {
        ...customer(901),
        serviceType: 'consultation',
        appointmentDate: slot.date,
        appointmentTime: slot.timeSlot,
        slotId: String(slot.id),
      },
      { headers: { 'Fly-Client-IP': '198.51.100.201' } },
    )
    const answer = await callRoute(wizardRoute, spanish)
    expect(answer.status, JSON.stringify(answer.data)).toBe(302)
    const visit = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.customerEmail, customer(901).customerEmail))
      .get()
    expect(visit?.language).toBe('es')
  })

  it('a cart quote requested on a Spanish page is a Spanish order and lead', async () => {
    const jar = await visitorWithCart()
    const email = 'es-cart@example.com'
    // The Spanish cart's JavaScript calls the API with the page's language (contact-form.tsx).
    const url = apiPathInLocale('/api/orders', 'es')
    const placed = await requestCartQuote(getRequest(url, { Cookie: jar.header() }), {
      ...CUSTOMER,
      email,
    })
    expect(placed.ok).toBe(true)
    const order = db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.customerEmail, email))
      .get()
    expect(order?.language).toBe('es')
    const lead = db.select().from(schema.leads).where(eq(schema.leads.email, email)).get()
    expect(lead?.language).toBe('es')
  })

  it('a window company’s request keeps its page’s language', () => {
    const request = {
      companyName: 'Ventanas del Sur',
      contactName: 'Luis',
      contactPhone: '(305) 555-0100',
      contactEmail: 'luis@example.com',
      customerName: 'Carmen',
      customerPhone: '(305) 555-0101',
      customerAddress: '1 Palm Ave, Hialeah',
      projectDetails: 'Ten windows',
      blindType: 'Vertical blinds' as const,
      numberOfWindows: 10,
      urgency: 'medium' as const,
    }
    const { id } = createWindowCompanyRequest(request, 'es')
    const row = db
      .select()
      .from(schema.windowCompanyRequests)
      .where(eq(schema.windowCompanyRequests.id, id))
      .get()
    expect(row?.language).toBe('es')
  })
})

describe('what staff make takes the customer’s language', () => {
  it('an estimate and a visit started from a Spanish lead are Spanish', async () => {
    const lead = await quoteRequest('/es/api/submit-lead', 'es-lead-2@example.com')
    const started = createEstimate(staffActor('lang-office'), {
      customer: { name: lead.name, email: lead.email, phone: lead.phone },
      leadId: lead.id,
    })
    if (!started.ok) throw new Error(started.message)
    expect(getEstimate(started.id)?.language).toBe('es')

    const date = offeredDate(4)
    await callRoute(wizardRoute, getRequest(`/book-appointment?service=consultation&date=${date}`))
    const booked = staffBookAppointment({
      customerName: lead.name,
      customerPhone: lead.phone,
      customerAddress: '1 Palm Ave, Hialeah, FL 33012',
      serviceType: 'consultation',
      date,
      time: '10:00',
      overbook: true,
      leadId: lead.id,
    })
    if (!booked.ok) throw new Error(booked.error)
    expect(booked.appointment.language).toBe('es')
  })

  it('the job of a Spanish estimate is Spanish', async () => {
    const { id } = await acceptedEstimate()
    db.update(schema.estimates).set({ language: 'es' }).where(eq(schema.estimates.id, id)).run()
    const job = upsertPendingJob(getEstimate(id)!)
    expect(job.language).toBe('es')
  })
})
