/**
 * "Find my orders" (issue 39): the same answer whether we know the address or not, limits per
 * visitor and per address (no mail-bombing, no lock-out), a link that opens once and within
 * its hour (its GET never spends it), and a list that shows one address's things only.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate, businessDateTimeShort } from '~/domain/business-time'
import { FIND_MY_ORDERS_ANSWER } from '~/domain/customer-hub'
import { plainWords } from '~/domain/locale'
import * as findPage from '~/routes/find-my-orders'
import * as linkPage from '~/routes/find-my-orders_.$token'
import * as hubPage from '~/routes/my-orders'
import * as payPage from '~/routes/orders.$orderId_.pay'
import { FIND_PER_ADDRESS, FIND_PER_VISITOR } from '~/server/customers/customer-hub.server'
import { invoiceBalance } from '~/server/orders/balance-invoice.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { paidJob } from './job-helpers'

beforeAll(async () => {
  await seed(db)
})

let visitors = 0
/** Each request from an address of its own, so one test's rate limit never meets another's. */
function visitor() {
  visitors += 1
  return { 'X-Visitor-Ip': `203.0.113.${visitors}` }
}

const HOUR = 60 * 60 * 1000

/** Everything one customer has: a sent estimate, a draft, an order with a payment, a visit. */
function customerWith(email: string, name: string) {
  const expiresOn = addCalendarDays(businessDate(), 20)
  const sent = db
    .insert(schema.estimates)
    .values({
      token: `${name.slice(0, 4)}${'s'.repeat(28)}`.slice(0, 32),
      customerName: name,
      customerEmail: email,
      status: 'sent',
      expiresOn,
      sentAt: new Date(),
      createdByName: 'office',
    })
    .returning()
    .get()
  const draft = db
    .insert(schema.estimates)
    .values({
      token: `${name.slice(0, 4)}${'d'.repeat(28)}`.slice(0, 32),
      customerName: name,
      customerEmail: email,
      status: 'draft',
      expiresOn,
      createdByName: 'office',
    })
    .returning()
    .get()
  const order = db
    .insert(schema.orders)
    .values({
      kind: 'order',
      status: 'paid',
      stage: 'paid',
      customerName: name,
      customerEmail: email,
      customerPhone: '(954) 555-0100',
      subtotalCents: 10_000,
      installationCents: 0,
      taxCents: 700,
      totalCents: 10_700,
      paidAt: new Date(),
    })
    .returning()
    .get()
  db.insert(schema.payments)
    .values({
      orderId: order.id,
      paymentIntentId: `pi_${name}_${order.id}`,
      amountCents: 10_700,
      status: 'succeeded',
      idempotencyKey: `key-${order.id}`,
    })
    .run()
  const slot = db
    .insert(schema.appointmentSlots)
    .values({
      date: addCalendarDays(businessDate(), 3 + (order.id % 20)),
      timeSlot: `${String(8 + (order.id % 8)).padStart(2, '0')}:${String(order.id % 60).padStart(2, '0')}`,
      durationMinutes: 60,
      maxBookings: 3,
    })
    .returning()
    .get()
  const visit = db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: name,
      customerEmail: email,
      customerPhone: '(954) 555-0100',
      customerAddress: '1 Main St, Plantation, FL 33317',
      serviceType: 'consultation',
      appointmentDate: slot.date,
      appointmentTime: slot.timeSlot,
    })
    .returning()
    .get()
  return { sent, draft, order, visit }
}

function mails() {
  return db.select().from(schema.outbox).all()
}

/** Lets the e-mail sent without being waited for reach the outbox. */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 50))
}

function ask(email: string, headers: Record<string, string> = visitor()) {
  return callRoute(findPage, formRequest('/find-my-orders', { email }, { headers }))
}

/** The link in the newest "Find my orders" e-mail to `email`. */
function linkMailedTo(email: string): string {
  const mail = mails()
    .filter((m) => m.to === email && m.topic === 'find-my-orders')
    .at(-1)
  const match = /https?:\/\/[^\s"]+\/find-my-orders\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')
  if (!match) throw new Error(`no link mailed to ${email}`)
  return match[1]
}

function openLinkPage(token: string) {
  return callRoute(linkPage, getRequest(`/find-my-orders/${token}`), { token })
}

function pressOpen(token: string) {
  return callRoute(linkPage, formRequest(`/find-my-orders/${token}`, {}), { token })
}

async function hubFor(token: string) {
  const opened = await pressOpen(token)
  expect(opened.status).toBe(303)
  expect(opened.headers.get('Location')).toBe('/my-orders')
  const jar = new CookieJar().absorb(opened)
  return callRoute(hubPage, getRequest('/my-orders', { Cookie: jar.header() }))
}

describe('asking for the link', () => {
  it('answers the same for a known and an unknown address; only the known one is mailed', async () => {
    customerWith('known@example.com', 'Known Customer')
    const before = mails().length
    const unknown = await ask('nobody-here@example.com')
    const known = await ask('  KNOWN@Example.com ')
    await settled()
    expect([unknown.status, known.status]).toEqual([200, 200])
    expect(known.data).toEqual(unknown.data)
    expect(known.data).toMatchObject({ sent: FIND_MY_ORDERS_ANSWER, limited: null })
    const sent = mails().slice(before)
    expect(sent.map((m) => m.to)).toEqual(['known@example.com'])
    expect(sent[0].replyTo).toBeTruthy()
    // The token is stored hashed: the database never holds the link.
    const token = linkMailedTo('known@example.com')
    const stored = db.select().from(schema.customerHubLinks).all()
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('a draft estimate alone does not make an address known', async () => {
    const before = mails().length
    db.insert(schema.estimates)
      .values({
        token: 'draftonly'.padEnd(32, 'x'),
        customerName: 'Draft Only',
        customerEmail: 'draft-only@example.com',
        expiresOn: addCalendarDays(businessDate(), 20),
        createdByName: 'office',
      })
      .run()
    await ask('draft-only@example.com')
    await settled()
    expect(mails().length).toBe(before)
  })

  it('refuses what is not an e-mail address (400), naming the field', async () => {
    const refused = await ask('not an address')
    expect(refused.status).toBe(400)
  })

  it('a visitor past its limit is refused (429) with the phone; others are not', async () => {
    const me = visitor()
    for (let i = 0; i < FIND_PER_VISITOR.limit; i++) {
      expect((await ask(`someone${i}@example.com`, me)).status).toBe(200)
    }
    const refused = await ask('someone-more@example.com', me)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.data).toMatchObject({ limited: expect.stringContaining('(954) 555-0123') })
    expect((await ask('someone-more@example.com')).status).toBe(200)
  })

  it('an address gets at most a few e-mails an hour, whoever asks, and the answer never changes; the links it got still open', async () => {
    customerWith('bombed@example.com', 'Bombed Customer')
    const before = mails().filter((m) => m.to === 'bombed@example.com').length
    const answers = []
    for (let i = 0; i < FIND_PER_ADDRESS.limit + 3; i++) {
      answers.push(await ask('bombed@example.com'))
    }
    await settled()
    const got = mails().filter((m) => m.to === 'bombed@example.com')
    expect(got.length - before).toBe(FIND_PER_ADDRESS.limit)
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.data]))).size).toBe(1)
    // Not locked out: the owner of the address opens a link the others' asking sent them.
    const hub = await hubFor(linkMailedTo('bombed@example.com'))
    expect(hub.status).toBe(200)
  })
})

describe('the link', () => {
  it('its GET shows the button and spends nothing; the POST opens the list once', async () => {
    customerWith('once@example.com', 'Once Customer')
    await ask('once@example.com')
    await settled()
    const token = linkMailedTo('once@example.com')
    for (let i = 0; i < 3; i++) {
      const page = await openLinkPage(token)
      expect(page.status).toBe(200)
      expect(page.data).toMatchObject({ open: true })
      expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    }
    const hub = await hubFor(token)
    expect(hub.status).toBe(200)
    expect(hub.headers.get('Cache-Control')).toBe('private, no-store')
    expect(hub.headers.get('X-Robots-Tag')).toBe('noindex')

    const again = await pressOpen(token)
    expect(again.status).toBe(410)
    expect(again.headers.get('Set-Cookie')).toBeNull()
    expect((await openLinkPage(token)).status).toBe(410)
    expect((await openLinkPage('x'.repeat(43))).status).toBe(404)
  })

  it('ends after its hour, opened or not', async () => {
    customerWith('late@example.com', 'Late Customer')
    await ask('late@example.com')
    await settled()
    const token = linkMailedTo('late@example.com')
    db.update(schema.customerHubLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(schema.customerHubLinks.email, 'late@example.com'))
      .run()
    expect((await openLinkPage(token)).status).toBe(410)
    expect((await pressOpen(token)).status).toBe(410)
  })

  it('the list without its cookie, or with one past its hour, goes back to the form', async () => {
    const none = await callRoute(hubPage, getRequest('/my-orders'))
    expect(none.status).toBe(302)
    expect(none.headers.get('Location')).toBe('/find-my-orders')

    customerWith('stale@example.com', 'Stale Customer')
    await ask('stale@example.com')
    await settled()
    const opened = await pressOpen(linkMailedTo('stale@example.com'))
    const jar = new CookieJar().absorb(opened)
    const { readHubView } = await import('~/server/customers/customer-hub.server')
    const request = getRequest('/my-orders', { Cookie: jar.header() })
    expect(await readHubView(request)).toBe('stale@example.com')
    expect(await readHubView(request, new Date(Date.now() + HOUR + 1000))).toBeNull()
  })
})

describe('the list', () => {
  it('shows this address’s estimates (never a draft), orders, visits and payments, each with its private link, and nothing of anyone else', async () => {
    const mine = customerWith('mine@example.com', 'Mine Customer')
    const theirs = customerWith('theirs@example.com', 'Theirs Customer')
    await ask('Mine@Example.com')
    await settled()
    const hub = await hubFor(linkMailedTo('mine@example.com'))
    expect(hub.status).toBe(200)
    const data = hub.data as {
      email: string
      estimates: { reference: string; href: string }[]
      orders: { reference: string; href: string }[]
      visits: { reference: string; href: string }[]
      payments: { orderReference: string | null; amountCents: number }[]
    }
    expect(data.email).toBe('mine@example.com')
    expect(data.estimates.map((e) => e.href)).toEqual([`/estimates/${mine.sent.token}`])
    expect(data.orders.map((o) => o.reference)).toEqual([mine.order.reference])
    expect(data.orders[0].href).toMatch(new RegExp(`^/orders/${mine.order.reference}\\?t=`))
    expect(data.visits.map((v) => v.reference)).toEqual([mine.visit.reference])
    expect(data.visits[0].href).toMatch(new RegExp(`^/appointments/${mine.visit.reference}\\.`))
    expect(data.payments).toMatchObject([
      { orderReference: mine.order.reference, amountCents: 10_700 },
    ])
    const shown = JSON.stringify(hub.data)
    for (const other of [
      theirs.sent.token,
      theirs.draft.token,
      mine.draft.token,
      theirs.order.reference,
      theirs.visit.reference,
      'theirs@example.com',
    ]) {
      expect(shown).not.toContain(other)
    }
  })

  it('shows an installed job’s balance invoice with its pay link while due, and every payment, card or not', async () => {
    const email = 'job-hub@example.com'
    const { order } = await paidJob({ email })
    db.insert(schema.offlinePayments)
      .values({
        orderId: order.id,
        amountCents: 5_000,
        method: 'check',
        receivedOn: businessDate(),
        idempotencyKey: `hub-check-${order.id}`,
        recordedBy: 'office',
      })
      .run()
    await invoiceBalance(order.id)
    type Invoices = {
      invoices: {
        reference: string
        balanceCents: number
        paidInFull: boolean
        href: string
        payHref: string | null
      }[]
      payments: { orderReference: string | null; amountCents: number; statusWords: string }[]
    }
    await ask(email)
    await settled()
    const hub = (await hubFor(linkMailedTo(email))).data as Invoices
    const due = order.totalCents - order.depositCents! - 5_000
    expect(hub.invoices).toMatchObject([
      { reference: order.reference, balanceCents: due, paidInFull: false },
    ])
    const payHref = hub.invoices[0].payHref!
    expect(payHref).toMatch(new RegExp(`^/orders/${order.reference}/pay\\?t=`))
    // The pay link opens the pay page for the balance.
    const url = new URL(payHref, 'http://localhost:3000')
    const pay = await callRoute(payPage, getRequest(`${url.pathname}${url.search}`), {
      orderId: order.reference!,
    })
    expect(pay.status).toBe(200)
    expect(JSON.stringify(pay.data)).toContain(String(due))
    expect(hub.payments.map((p) => [p.amountCents, p.statusWords])).toEqual([
      [5_000, 'Paid by check'],
      [order.depositCents, 'Deposit: paid by card'],
    ])

    // Paid in full (Zelle): the invoice says so, and asks nothing more.
    db.insert(schema.offlinePayments)
      .values({
        orderId: order.id,
        amountCents: due,
        method: 'zelle',
        receivedOn: businessDate(),
        idempotencyKey: `hub-zelle-${order.id}`,
        recordedBy: 'office',
      })
      .run()
    await ask(email)
    await settled()
    const after = (await hubFor(linkMailedTo(email))).data as Invoices
    expect(after.invoices).toMatchObject([{ balanceCents: 0, paidInFull: true, payHref: null }])
  })

  it('"Done" closes the list in this browser', async () => {
    const closed = await callRoute(hubPage, formRequest('/my-orders', {}))
    expect(closed.status).toBe(302)
    expect(closed.headers.getSetCookie().some((c) => /^my_orders=;.*Max-Age=0/.test(c))).toBe(true)
  })
})

describe('the list in Spanish', () => {
  it('a Spanish link opens /es/my-orders with the Spanish words; without the cookie, and after "Done", the visitor stays in Spanish', async () => {
    const email = 'espanol@example.com'
    customerWith(email, 'Cliente Español')
    await ask(email)
    await settled()
    const token = linkMailedTo(email)
    const opened = await callRoute(linkPage, formRequest(`/es/find-my-orders/${token}`, {}), {
      token,
    })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('Location')).toBe('/es/my-orders')
    const jar = new CookieJar().absorb(opened)
    const list = await callRoute(hubPage, getRequest('/es/my-orders', { Cookie: jar.header() }))
    const { messages, estimates } = list.data as {
      messages: Record<string, unknown>
      estimates: unknown[]
    }
    expect(estimates).toHaveLength(1)
    expect(plainWords(messages['hub.list.title'])).toBe('Mis pedidos')
    // An estimate's state, named in English by the domain, has its Spanish with the page.
    expect(plainWords(messages['~Sent'])).toBe('Enviado')

    const none = await callRoute(hubPage, getRequest('/es/my-orders'))
    expect(none.headers.get('Location')).toBe('/es/find-my-orders')
    const closed = await callRoute(hubPage, formRequest('/es/my-orders', {}))
    expect(closed.headers.get('Location')).toBe('/es')
  })

  it('dates and times of the list in Spanish', () => {
    // 15:05 UTC on 8 December 2026 is 10:05 in Florida.
    const at = new Date('2026-12-08T15:05:00Z')
    expect(businessDateTimeShort(at)).toBe('Dec 8, 2026, 10:05 AM')
    expect(businessDateTimeShort(at, 'es')).toBe('8 de diciembre de 2026, 10:05\u00a0a.\u00a0m.')
  })
})
