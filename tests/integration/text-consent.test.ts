/**
 * "Text me about this request" on every form with a phone besides the booking (issue 43): the
 * quote wizard (its no-JS steps and the API its JavaScript sends to), the city pages, the
 * cart's quote (form and JSON), checkout, and the estimate's link. Ticked, the consent is kept
 * with the number in E.164, the wording shown, the form, the lead/order/estimate and the
 * visitor's address; unticked, nothing is kept; ticked with a number a text cannot reach, the
 * phone field says so and nothing is stored.
 */
import { and, eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { stripeHandlers } from '#tests/mocks/stripe'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest, jsonRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import type { StaffActor } from '~/domain/staff-access'
import { TEXTABLE_PHONE_MESSAGE } from '~/domain/text-consent'
import * as cityPage from '~/routes/__city-page'
import * as cartPage from '~/routes/cart._index'
import * as checkout from '~/routes/checkout._index'
import * as estimatePage from '~/routes/estimates.$token'
import * as estimateTexts from '~/routes/estimates.$token_.texts'
import * as quotePage from '~/routes/quote'
import * as motorsPage from '~/routes/shop.motors-accessories'
import * as apiOrders from '~/routes-api/api.orders'
import * as submitLead from '~/routes-api/api.submit-lead'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import {
  createEstimate,
  getEstimate,
  newEstimatePrefill,
} from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { getEnv } from '~/server/platform/env.server'
import { loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import { textConsentWording } from '~/server/sms/consent-words.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'
import { CUSTOMER, orderRows, visitorWithCart } from './cart-helpers'
import { leadForm, VALID_LEAD } from './quote-helpers'

/** The English checkbox label (app/locales/en/forms.json). */
const REQUEST_TEXT_CONSENT_LABEL = 'Text me about this request'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)
beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'bypass' })
  await seed(db)
})
afterAll(() => stripeApi.close())
beforeEach(() => {
  db.delete(schema.textConsents).run()
  db.delete(schema.rateLimitBuckets).run()
})

const IP = '203.0.113.43'
const headers = (jar?: CookieJar) => ({
  'Fly-Client-IP': IP,
  ...(jar ? { Cookie: jar.header() } : {}),
})

const consents = () => db.select().from(schema.textConsents).all()
const newestLead = () => db.select().from(schema.leads).all().at(-1)!
const newestOrder = () => orderRows().at(-1)!

/** The one consent kept, checked against what every form must keep. */
function expectOneConsent(expected: { phone: string; source: string; subject: string }) {
  const kept = consents()
  expect(kept).toHaveLength(1)
  expect(kept[0]).toMatchObject({ ...expected, ipAddress: IP })
  expect(kept[0].wording.startsWith(`${REQUEST_TEXT_CONSENT_LABEL}. `)).toBe(true)
  expect(kept[0].wording).toContain('Msg & data rates may apply')
  expect(kept[0].wording).toContain('Reply STOP to opt out, HELP for help')
  expect(kept[0].givenAt).toBeInstanceOf(Date)
}

describe('the quote wizard', () => {
  const { serviceType, propertyType, zipCode, timeFrame, roomCount, name, email } = VALID_LEAD

  async function noJsVisitor() {
    const jar = new CookieJar()
    const post = async (fields: Record<string, string | undefined>) => {
      const request = formRequest('/quote', leadForm({ returnTo: '/', ...fields }), {
        headers: headers(jar),
      })
      const response = (await quotePage.action(routeArgs(request))) as Response
      jar.absorb(response.headers)
      return response
    }
    await post({ step: '1', intent: 'continue', serviceType: 'replacement' })
    await post({ step: '2', intent: 'continue', propertyType, zipCode })
    await post({ step: '3', intent: 'continue', timeFrame, roomCount })
    await post({ step: '4', intent: 'continue' })
    const wizard = () => loadQuoteWizard(getRequest('/', { Cookie: jar.header() }))
    return { post, wizard }
  }

  it('shows the unticked choice with the stored wording', async () => {
    const { wizard } = await noJsVisitor()
    const data = await wizard()
    expect(data.textConsent?.label).toBe(REQUEST_TEXT_CONSENT_LABEL)
    expect(data.values.textConsent).toBeUndefined()
  })

  it('without JavaScript: the tick survives a refused step, then is kept with the lead', async () => {
    const v = await noJsVisitor()
    const contact = { step: '5', intent: 'submit', name, phone: '954-555-0131', textConsent: 'on' }
    await v.post({ ...contact, email: 'not-an-address' })
    const refused = await v.wizard()
    expect(refused.step).toBe(5)
    expect(refused.values.textConsent).toBe('on')
    expect(consents()).toEqual([])

    await v.post({ ...contact, email })
    expect((await v.wizard()).submitted).toBe(true)
    expectOneConsent({
      phone: '+19545550131',
      source: 'quote-wizard',
      subject: `lead:${newestLead().id}`,
    })
  })

  it('without JavaScript, unticked: the lead and no consent', async () => {
    const v = await noJsVisitor()
    const before = newestLead()?.id ?? 0
    await v.post({ step: '5', intent: 'submit', name, email, phone: '954-555-0132' })
    expect(newestLead().id).toBeGreaterThan(before)
    expect(consents()).toEqual([])
  })

  it('ticked with a number no text can reach: refused at the phone, nothing stored', async () => {
    const v = await noJsVisitor()
    const before = newestLead()?.id ?? 0
    await v.post({
      step: '5',
      intent: 'submit',
      name,
      email,
      phone: '+44 20 7946 0958',
      textConsent: 'on',
    })
    const wizard = await v.wizard()
    expect(wizard.errors.phone).toEqual([TEXTABLE_PHONE_MESSAGE])
    expect(newestLead()?.id ?? 0).toBe(before)
    expect(consents()).toEqual([])
  })

  it('with JavaScript (POST /api/submit-lead): kept when ticked, not when unticked', async () => {
    const answers = { serviceType, propertyType, zipCode, timeFrame, roomCount, name, email }
    const send = (fields: Record<string, string>) =>
      callRoute(
        submitLead,
        new Request('http://localhost:3000/api/submit-lead', {
          method: 'POST',
          body: leadForm({ ...answers, ...fields }),
          headers: headers(),
        }),
      )
    expect((await send({ phone: '954-555-0133' })).status).toBe(200)
    expect(consents()).toEqual([])
    expect((await send({ phone: '954-555-0134', textConsent: 'on' })).status).toBe(200)
    expectOneConsent({
      phone: '+19545550134',
      source: 'quote-wizard',
      subject: `lead:${newestLead().id}`,
    })
  })
})

describe('the wording a consent is kept with', () => {
  it('in English is the sentence carriers reviewed, word for word (docs/decisions/139-texts.md)', () => {
    const business = getEnv().BUSINESS_NAME
    expect(textConsentWording('request', 'en')).toBe(
      `Text me about this request. ${business} will send texts about this request only (its quote or estimate, the visit to measure or install, order updates and payment links): up to 10 messages per request. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
    )
    expect(textConsentWording('visit', 'en')).toBe(
      `Text me about this visit. ${business} will send texts about this visit only (confirmation, a reminder the day before, "on my way" and changes): up to 5 messages per visit. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
    )
  })

  it('in Spanish says the same: who, what, how many, the cost, STOP and HELP (the keywords stay)', () => {
    for (const kind of ['request', 'visit'] as const) {
      const wording = textConsentWording(kind, 'es')
      expect(wording).toContain(getEnv().BUSINESS_NAME)
      expect(wording).toMatch(/hasta \d+ mensajes/)
      expect(wording).toContain('no es condición para comprar')
      expect(wording).toContain('tarifas de mensajes y datos')
      expect(wording).toContain('Responda STOP')
      expect(wording).toContain('HELP')
    }
  })
})

describe('the city pages', () => {
  const fields = {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    service: 'motorization',
    zipCode: '33317',
  }
  const send = (extra: Record<string, string>) =>
    callRoute(cityPage, formRequest('/plantation', { ...fields, ...extra }, { headers: headers() }))

  it('offers the choice, and keeps the consent with the lead only when ticked', async () => {
    const page = await callRoute(cityPage, getRequest('/plantation'))
    expect((page.data as { textConsent: { label: string } }).textConsent.label).toBe(
      REQUEST_TEXT_CONSENT_LABEL,
    )
    expect((await send({ phone: '(954) 555-0141' })).status).toBe(302)
    expect(consents()).toEqual([])
    expect((await send({ phone: '(954) 555-0142', textConsent: 'on' })).status).toBe(302)
    expectOneConsent({
      phone: '+19545550142',
      source: 'city-page',
      subject: `lead:${newestLead().id}`,
    })
  })

  it('in Spanish: shows the Spanish words and keeps them, word for word, with the consent', async () => {
    const page = await callRoute(cityPage, getRequest('/es/plantation'))
    const words = (page.data as { textConsent: { label: string; details: string } }).textConsent
    expect(words.label).toBe('Enviarme mensajes de texto sobre esta solicitud')
    expect(words.details).toContain('Responda STOP para no recibir más')
    expect(words.details).not.toMatch(/Reply STOP|Msg & data/)
    const sent = await callRoute(
      cityPage,
      formRequest(
        '/es/plantation',
        { ...fields, phone: '(954) 555-0143', textConsent: 'on' },
        { headers: headers() },
      ),
    )
    expect(sent.status).toBe(302)
    const kept = consents()
    expect(kept).toHaveLength(1)
    // What the customer read is what is kept: the label, a full stop, the sentence.
    expect(kept[0].wording).toBe(`${words.label}. ${words.details}`)
  })

  it('refuses a ticked box with a number no text can reach', async () => {
    const before = newestLead().id
    const result = await send({ phone: '+44 20 7946 0958', textConsent: 'on' })
    expect(result.status).toBe(400)
    expect((result.data as { error: Record<string, string[]> }).error.phone).toEqual([
      TEXTABLE_PHONE_MESSAGE,
    ])
    expect(newestLead().id).toBe(before)
    expect(consents()).toEqual([])
  })
})

describe('the motors quote', () => {
  const motorId = () =>
    (
      db.$client
        .prepare("SELECT id FROM hardware_products WHERE kind='motor' ORDER BY sort_order LIMIT 1")
        .get() as { id: number }
    ).id
  async function send(extra: Record<string, string>) {
    const jar = new CookieJar()
    const added = await callRoute(
      motorsPage,
      formRequest(
        '/shop/motors-accessories',
        { intent: 'add', productId: String(motorId()), tab: 'motors' },
        { headers: headers() },
      ),
    )
    jar.absorb(added.response ?? added)
    const fields = { intent: 'submit', tab: 'motors', name: 'Leo Paz', email: 'leo@example.com' }
    return callRoute(
      motorsPage,
      formRequest('/shop/motors-accessories', { ...fields, ...extra }, { headers: headers(jar) }),
    )
  }

  it('offers the choice, and keeps the consent with the lead only when ticked', async () => {
    const page = await callRoute(motorsPage, getRequest('/shop/motors-accessories'))
    expect((page.data as { textConsent: { label: string } }).textConsent.label).toBe(
      REQUEST_TEXT_CONSENT_LABEL,
    )
    expect((await send({ phone: '(954) 555-0151' })).status).toBe(302)
    expect(newestLead().source).toBe('motors-quote')
    expect(consents()).toEqual([])
    expect((await send({ phone: '(954) 555-0152', textConsent: 'on' })).status).toBe(302)
    expectOneConsent({
      phone: '+19545550152',
      source: 'motors-quote',
      subject: `lead:${newestLead().id}`,
    })
  })

  it('refuses a ticked box with a number no text can reach, next to the phone', async () => {
    const before = newestLead().id
    const result = await send({ phone: '+44 20 7946 0958', textConsent: 'on' })
    expect(result.status).toBe(400)
    expect((result.data as { error: Record<string, string[]> }).error.phone).toEqual([
      TEXTABLE_PHONE_MESSAGE,
    ])
    expect(newestLead().id).toBe(before)
    expect(consents()).toEqual([])
  })
})

describe('the cart and checkout', () => {
  const contact = { name: CUSTOMER.name, email: CUSTOMER.email }

  it('Request Quote Only without JavaScript: kept with the order when ticked, not when unticked', async () => {
    const quote = async (extra: Record<string, string>) => {
      const jar = await visitorWithCart()
      const result = await callRoute(
        cartPage,
        formRequest('/cart', { ...contact, intent: 'quote', ...extra }, { headers: headers(jar) }),
      )
      expect(result.status).toBe(302)
    }
    await quote({ phone: '954-555-0151' })
    expect(consents()).toEqual([])
    await quote({ phone: '954-555-0152', textConsent: 'on' })
    expectOneConsent({
      phone: '+19545550152',
      source: 'cart',
      subject: `order:${newestOrder().id}`,
    })
  })

  it('Request Quote Only with JavaScript (POST /api/orders): the same', async () => {
    const quote = async (customerInfo: Record<string, unknown>) => {
      const jar = await visitorWithCart()
      const result = await callRoute(
        apiOrders,
        jsonRequest('/api/orders', { customerInfo }, { headers: headers(jar) }),
      )
      return result.status
    }
    expect(await quote({ ...contact, phone: '954-555-0153', textConsent: false })).toBe(201)
    expect(consents()).toEqual([])
    expect(await quote({ ...contact, phone: '+44 20 7946 0958', textConsent: true })).toBe(400)
    expect(consents()).toEqual([])
    expect(await quote({ ...contact, phone: '954-555-0154', textConsent: true })).toBe(201)
    expectOneConsent({
      phone: '+19545550154',
      source: 'cart',
      subject: `order:${newestOrder().id}`,
    })
  })

  it('Proceed to Checkout carries the tick to checkout, where it is kept with the pending order', async () => {
    const jar = await visitorWithCart()
    const onCart = await callRoute(
      cartPage,
      formRequest(
        '/cart',
        { ...contact, phone: '954-555-0155', intent: 'checkout', textConsent: 'on' },
        { headers: headers(jar) },
      ),
    )
    expect(onCart.headers.get('Location')).toBe('/checkout')
    jar.absorb(onCart.headers)
    expect(consents()).toEqual([])
    const page = await callRoute(checkout, getRequest('/checkout', headers(jar)))
    expect((page.data as { stored: { textConsent?: string } }).stored.textConsent).toBe('on')

    const paid = await callRoute(
      checkout,
      formRequest(
        '/checkout',
        { ...CUSTOMER, phone: '954-555-0155', textConsent: 'on', _js: '1' },
        { headers: headers(jar) },
      ),
    )
    expect(paid.status).toBe(200)
    const orderId = (paid.data as { payment: { orderId: number } }).payment.orderId
    expectOneConsent({ phone: '+19545550155', source: 'checkout', subject: `order:${orderId}` })
  })

  it('checkout unticked: no consent, and the box is remembered unticked', async () => {
    const jar = await visitorWithCart()
    const paid = await callRoute(
      checkout,
      formRequest(
        '/checkout',
        { ...CUSTOMER, phone: '954-555-0156', _js: '1' },
        { headers: headers(jar) },
      ),
    )
    expect(paid.status).toBe(200)
    expect(consents()).toEqual([])
    jar.absorb(paid.headers)
    const page = await callRoute(checkout, getRequest('/checkout', headers(jar)))
    expect((page.data as { stored: { textConsent?: string } }).stored.textConsent).toBeUndefined()
  })
})

describe("the estimate's link", () => {
  function actor(username: string): StaffActor {
    adminHeaders(username, 'office')
    const row = db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, username))
      .get()!
    return { id: row.id, username, role: 'office' }
  }

  async function sentEstimate(phone: string) {
    const who = actor('consent-office')
    const lead = db
      .insert(schema.leads)
      .values({ source: 'quote-wizard', name: 'Ana Flores', email: 'ana@example.com', phone })
      .returning()
      .get()
    const created = createEstimate(who, newEstimatePrefill({ leadId: lead.id })!)
    if (!created.ok) throw new Error(created.message)
    const post = async (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(fields)) data.append(key, value)
      const answer = await answerEditorPost(who, created.id, data)
      if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
      return Number(answer.anchor.split('-').at(-1))
    }
    const room = await post({ intent: 'add-room', name: 'Living room' })
    const lineId = await post({ intent: 'add-line', roomId: String(room), product: 'labour' })
    await post({
      intent: 'line',
      lineId: String(lineId),
      description: 'Labour',
      quantity: '1',
      unitPrice: '100',
      inclusion: 'required',
      discountKind: 'none',
    })
    await post({ intent: 'send' })
    return getEstimate(created.id)!
  }

  type Texts = { given: boolean; phone: string; action: string } | null
  const textsOf = async (token: string) =>
    (
      (await callRoute(estimatePage, getRequest(`/estimates/${token}`), { token })).data as {
        texts: Texts
      }
    ).texts
  const answer = (token: string, fields: Record<string, string>) =>
    callRoute(
      estimateTexts,
      formRequest(`/estimates/${token}/texts`, fields, { headers: headers() }),
      { token },
    )

  it('offers its own small form; unticked keeps nothing, ticked keeps the consent with the estimate', async () => {
    const estimate = await sentEstimate('954-555-0161')
    const texts = await textsOf(estimate.token)
    expect(texts).toMatchObject({
      given: false,
      phone: '(954) 555-0161',
      action: `/estimates/${estimate.token}/texts`,
    })
    const unticked = await answer(estimate.token, {})
    expect(unticked.headers.get('Location')).toBe(`/estimates/${estimate.token}#estimate-texts`)
    expect(consents()).toEqual([])
    const ticked = await answer(estimate.token, { textConsent: 'on' })
    expect(ticked.status).toBe(302)
    expectOneConsent({
      phone: '+19545550161',
      source: 'estimate',
      subject: `estimate:${estimate.id}`,
    })
    expect(await textsOf(estimate.token)).toMatchObject({ given: true })
  })

  it('is not offered for a number no text can reach, and a forged post keeps nothing', async () => {
    const estimate = await sentEstimate('+44 20 7946 0958')
    expect(await textsOf(estimate.token)).toBeNull()
    await answer(estimate.token, { textConsent: 'on' })
    expect(
      db
        .select()
        .from(schema.textConsents)
        .where(and(eq(schema.textConsents.subject, `estimate:${estimate.id}`)))
        .all(),
    ).toEqual([])
  })
})
