/**
 * Private links end (issue 22, defect 9): an order's link some time after delivery, an
 * appointment's two weeks after the visit; an ended link is a 410 page that shows nothing
 * and offers "Send me a new link", which answers the same whatever e-mail is typed and mails
 * only the customer. Customers see a reference, never the sequential order or visit number.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { orderFiltersSchema } from '~/domain/admin-inbox'
import { addCalendarDays, businessDate, businessInstant } from '~/domain/business-time'
import { NEW_LINK_SENT_MESSAGE } from '~/domain/private-links'
import * as appointmentPage from '~/routes/appointments.$token'
import * as calendarFile from '~/routes/appointments.$token.calendar[.]ics'
import * as orderPage from '~/routes/orders.$orderId'
import * as apiAppointments from '~/routes-api/api.appointments'
import * as apiOrders from '~/routes-api/api.orders'
import { listSlots } from '~/server/booking/slots.server'
import { listOrdersForStaff } from '~/server/orders/staff.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { customer, offeredDate, seedTemplates, slotAt } from './booking-helpers'
import { CUSTOMER, visitorWithCart } from './cart-helpers'

beforeAll(async () => {
  await seed(db)
  seedTemplates()
})

let visitors = 0
/** Each request from an address of its own, so one test's rate limit never meets another's. */
function visitor() {
  visitors += 1
  return { 'X-Visitor-Ip': `203.0.113.${visitors}` }
}

function outbox() {
  return db.select().from(schema.outbox).all()
}

/** The order page's route params and request of a link (`/orders/{param}?t=…`). */
function openOrder(url: string, init?: { fields?: Record<string, string>; ip?: object }) {
  const param = new URL(url, 'http://x').pathname.split('/')[2]
  const request = init?.fields
    ? formRequest(url, init.fields, { headers: { ...(init.ip ?? visitor()) } })
    : getRequest(url)
  return callRoute(orderPage, request, { orderId: param })
}

/** A quote placed through POST /api/orders: its id, private link and reference. */
async function placeQuote() {
  const jar = await visitorWithCart()
  const placed = await callRoute(
    apiOrders,
    jsonRequest(
      '/api/orders',
      { customerInfo: CUSTOMER },
      { headers: { Cookie: jar.header(), ...visitor() } },
    ),
  )
  expect(placed.status).toBe(201)
  return placed.data as { orderId: number; orderNumber: string; orderUrl: string }
}

/**
 * Staff closed the order `daysAgo` days ago in Florida's calendar, at noon (raw SQL: the row's
 * own clock would say now). Not now minus `daysAgo` × 24 hours: across a clock change that
 * lands on the next calendar day in the hour before midnight (CI, 2026-12-03 at 23:15).
 */
function closeOrder(orderId: number, daysAgo: number) {
  const closedAt = businessInstant(addCalendarDays(businessDate(), -daysAgo), '12:00')
  db.$client
    .prepare("UPDATE orders SET status = 'completed', updated_at = ? WHERE id = ?")
    .run(closedAt?.getTime(), orderId)
}

function linkIn(text: string, path: 'orders' | 'appointments') {
  const match = new RegExp(`https?://[^\\s"]+/${path}/[^\\s"]+`).exec(text)
  if (!match) throw new Error(`no /${path}/ link in: ${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

describe('an order’s private link', () => {
  it('opens (200) while good, and is a 410 page showing nothing of the order once ended', async () => {
    const { orderId, orderUrl } = await placeQuote()
    const open = await openOrder(orderUrl)
    expect(open.status).toBe(200)
    expect(open.data).toMatchObject({ expired: false, order: { customer: CUSTOMER } })

    // Closed 60 days ago: still open through today (Florida's calendar); 61 days: ended.
    closeOrder(orderId, 60)
    expect((await openOrder(orderUrl)).status).toBe(200)
    closeOrder(orderId, 61)
    const ended = await openOrder(orderUrl)
    expect(ended.status).toBe(410)
    expect(ended.thrown).toBe(false)
    expect(ended.data).toMatchObject({ expired: true, order: null })
    const shown = JSON.stringify(ended.data)
    for (const secret of [CUSTOMER.email, CUSTOMER.name, CUSTOMER.address, CUSTOMER.phone]) {
      expect(shown).not.toContain(secret)
    }
  })

  it('a wrong token, or a link of another order, is still a plain 404', async () => {
    const { orderId, orderUrl } = await placeQuote()
    closeOrder(orderId, 400)
    const [path, query] = orderUrl.split('?')
    for (const url of [path, `${path}?t=abc`, `/orders/${orderId + 1}?${query}`]) {
      const refused = await openOrder(url)
      expect(refused.status, url).toBe(404)
    }
    const post = await openOrder(`${path}?t=${'x'.repeat(32)}`, {
      fields: { intent: 'new-link', email: CUSTOMER.email },
    })
    expect(post.status).toBe(404)
  })

  it('"Send me a new link" answers the same for any e-mail; only the matching one mails the customer', async () => {
    const { orderId, orderUrl } = await placeQuote()
    closeOrder(orderId, 90)
    const before = outbox().length

    const miss = await openOrder(orderUrl, {
      fields: { intent: 'new-link', email: 'stranger@example.com' },
    })
    expect(outbox()).toHaveLength(before)

    const hit = await openOrder(orderUrl, {
      fields: { intent: 'new-link', email: '  ANA@Example.com ' },
    })
    expect([miss.status, hit.status]).toEqual([200, 200])
    expect(hit.data).toEqual(miss.data)
    expect(hit.data).toMatchObject({ sent: NEW_LINK_SENT_MESSAGE, limited: null })

    const mails = outbox().slice(before)
    expect(mails.map((m) => m.to)).toEqual([CUSTOMER.email])
    expect(mails[0].subject).toMatch(/^Your new private link to your quote request [0-9A-Z-]{9}$/)
    expect(mails[0].html).toMatch(/^<!doctype html><html lang="en">/)
    // The new link opens (a fresh span from today); the old one stays ended.
    const fresh = linkIn(mails[0].text, 'orders')
    expect(fresh).not.toBe(orderUrl)
    expect((await openOrder(fresh)).status).toBe(200)
    expect((await openOrder(orderUrl)).status).toBe(410)
  })

  it('a Spanish order’s new link comes in Spanish, to its Spanish page (issue 41)', async () => {
    const { orderId, orderUrl, orderNumber } = await placeQuote()
    db.$client.prepare("UPDATE orders SET language = 'es' WHERE id = ?").run(orderId)
    closeOrder(orderId, 90)
    const before = outbox().length
    await openOrder(orderUrl, { fields: { intent: 'new-link', email: CUSTOMER.email } })
    const [mail] = outbox().slice(before)
    expect(mail.subject).toBe(
      `Su nuevo enlace privado para su solicitud de cotización ${orderNumber}`,
    )
    expect(mail.text).toContain('Abrir su página privada')
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/)
    expect(mail.text).toContain('Funciona durante')
    expect(mail.text).not.toMatch(/Your new|Open your|It works for|Did not ask/)
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/es/orders/${orderNumber}\\?t=`))
  })

  it('refuses what is not an e-mail next to the field, and limits each visitor', async () => {
    const { orderId, orderUrl } = await placeQuote()
    closeOrder(orderId, 90)
    const before = outbox().length
    const bad = await openOrder(orderUrl, { fields: { intent: 'new-link', email: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({
      result: { error: { email: ['Enter a valid email address'] } },
    })

    const me = visitor()
    const ask = () =>
      openOrder(orderUrl, { fields: { intent: 'new-link', email: CUSTOMER.email }, ip: me })
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(outbox().length - before).toBe(5)
  })
})

describe('the sequential order number stays with staff', () => {
  it('the answer, the page and the confirmation show the reference only', async () => {
    const before = outbox().length
    const { orderId, orderNumber, orderUrl } = await placeQuote()
    const row = db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()
    expect(orderNumber).toBe(row?.reference)
    expect(orderNumber).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(orderUrl).toMatch(new RegExp(`^/orders/${orderNumber}\\?t=`))

    const page = await openOrder(orderUrl)
    const shown = JSON.stringify(page.data)
    expect(shown).toContain(orderNumber)
    expect(shown).not.toMatch(/"(id|number)":/)
    expect(shown).not.toMatch(new RegExp(`#${orderId}\\b`))

    const [toCustomer, toStaff] = outbox().slice(before)
    expect(toCustomer.to).toBe(CUSTOMER.email)
    for (const part of [toCustomer.subject, toCustomer.text, toCustomer.html ?? '']) {
      expect(part).toContain(orderNumber)
      expect(part).not.toMatch(new RegExp(`#${orderId}\\b`))
      expect(part).not.toMatch(/\/orders\/\d+\b/)
    }
    // Staff may see both.
    expect(toStaff.subject).toContain(`#${orderId}`)
    expect(toStaff.subject).toContain(orderNumber)
  })

  it('staff find an order by the reference a customer quotes, however it is typed', async () => {
    const { orderId, orderNumber } = await placeQuote()
    const typed = orderNumber.toLowerCase().replace('-', ' ')
    const found = listOrdersForStaff(orderFiltersSchema.parse({ q: typed }))
    expect(found.orders.map((o) => [o.id, o.reference])).toEqual([[orderId, orderNumber]])
  })
})

describe('an appointment’s private link', () => {
  async function book(n: number, time: string) {
    const date = offeredDate(3)
    listSlots(date, 'consultation') // makes the day's slots from the template
    const slot = slotAt(date, time)
    if (!slot) throw new Error(`no ${time} slot`)
    const before = outbox().length
    const booked = await callRoute(
      apiAppointments,
      jsonRequest(
        '/api/appointments',
        {
          ...customer(n),
          serviceType: 'consultation',
          appointmentDate: date,
          appointmentTime: time,
          slotId: slot.id,
        },
        { headers: visitor() },
      ),
    )
    expect(booked.status).toBe(201)
    const { appointment } = booked.data as {
      appointment: { reference: string; manageUrl: string; calendarUrl: string }
    }
    const row = db
      .select()
      .from(schema.appointments)
      .where(eq(schema.appointments.reference, appointment.reference))
      .get()
    if (!row) throw new Error('not stored')
    return { ...appointment, id: row.id, mails: outbox().slice(before) }
  }

  const tokenOf = (url: string) => url.split('/')[2].split('?')[0]
  const page = (url: string) => callRoute(appointmentPage, getRequest(url), { token: tokenOf(url) })
  const post = (url: string, fields: Record<string, string>) =>
    callRoute(appointmentPage, formRequest(url, fields, { headers: visitor() }), {
      token: tokenOf(url),
    })
  /** The visit was on a day `daysAgo` days back (Florida's calendar). */
  function visitWas(id: number, daysAgo: number) {
    const day = addCalendarDays(businessDate(), -daysAgo)
    db.$client.prepare('UPDATE appointments SET appointment_date = ? WHERE id = ?').run(day, id)
  }

  it('shows the reference, never the visit’s sequential id, on the page and in the e-mails', async () => {
    const booked = await book(1, '08:00')
    expect(booked.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(booked.manageUrl).toMatch(new RegExp(`^/appointments/${booked.reference}\\.`))
    const open = await page(booked.manageUrl)
    expect(open.status).toBe(200)
    expect(open.data).toMatchObject({ appointment: { reference: booked.reference } })
    expect(JSON.stringify(open.data)).not.toMatch(/"id":/)
    const [confirmation] = booked.mails
    expect(confirmation.to).toBe('customer1@example.com')
    const everything = [
      confirmation.subject,
      confirmation.text,
      confirmation.html ?? '',
      ...(confirmation.attachments ?? []).map((a) => a.content),
    ].join('\n')
    expect(everything).toContain(booked.reference)
    expect(everything).not.toMatch(new RegExp(`appointments/${booked.id}\\.`))
    expect(everything).not.toMatch(new RegExp(`appointment-${booked.id}@`))
  })

  it('ends 14 days after the visit: 410, no change, no calendar, and a new link by e-mail', async () => {
    const booked = await book(2, '10:00')
    visitWas(booked.id, 14)
    expect((await page(booked.manageUrl)).status).toBe(200)
    visitWas(booked.id, 15)
    const ended = await page(booked.manageUrl)
    expect(ended.status).toBe(410)
    expect(JSON.stringify(ended.data)).not.toContain('customer2@example.com')
    const calendar = await callRoute(calendarFile, getRequest(booked.calendarUrl), {
      token: tokenOf(booked.manageUrl),
    })
    expect(calendar.status).toBe(410)
    const cancel = await post(booked.manageUrl, { intent: 'cancel' })
    expect(cancel.status).toBe(410)
    expect(
      db.select().from(schema.appointments).where(eq(schema.appointments.id, booked.id)).get()
        ?.status,
    ).toBe('scheduled')

    const before = outbox().length
    const miss = await post(booked.manageUrl, { intent: 'new-link', email: 'x@example.com' })
    expect(outbox()).toHaveLength(before)
    const hit = await post(booked.manageUrl, {
      intent: 'new-link',
      email: 'Customer2@example.com',
    })
    expect(hit.status).toBe(miss.status)
    expect(hit.data).toEqual(miss.data)
    const mails = outbox().slice(before)
    expect(mails.map((m) => m.to)).toEqual(['customer2@example.com'])
    const fresh = linkIn(mails[0].text, 'appointments')
    expect(fresh).toMatch(
      new RegExp(`^/appointments/${booked.reference}\\.[0-9a-z]+\\.[\\w-]{32}$`),
    )
    const reopened = await page(fresh)
    expect(reopened.status).toBe(200)
    // The page offers the link it was opened with (not the ended one).
    expect(reopened.data).toMatchObject({ links: { manageUrl: fresh } })
  })

  it('a Spanish visit’s new link comes in Spanish with its date in Spanish (issue 41)', async () => {
    const booked = await book(4, '14:00')
    db.$client.prepare("UPDATE appointments SET language = 'es' WHERE id = ?").run(booked.id)
    visitWas(booked.id, 15)
    const before = outbox().length
    await post(booked.manageUrl, { intent: 'new-link', email: 'customer4@example.com' })
    const [mail] = outbox().slice(before)
    expect(mail.subject).toMatch(
      new RegExp(
        `^Su nuevo enlace privado para su cita ${booked.reference} del [a-zé]+, \\d{1,2} de [a-z]+ de \\d{4}$`,
      ),
    )
    expect(mail.text).not.toMatch(/Your new|Open your|It works for|Did not ask/)
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/es/appointments/${booked.reference}\\.`))
  })

  it('a link sent before references (by id) still opens while good', async () => {
    const booked = await book(3, '12:00')
    const signature = booked.manageUrl.split('.').pop()
    const legacy = `/appointments/${booked.id}.${signature}`
    expect((await page(legacy)).status).toBe(200)
  })
})
