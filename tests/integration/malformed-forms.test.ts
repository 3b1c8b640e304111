/**
 * A body that is not a readable form is the client's mistake: every action that reads a form
 * answers 400 "The form could not be read" (JSON `{ error }`; a page shows it in its error
 * boundary), never a 500 (issue 22, defect 7). The fuzz test (tests/e2e/fuzz-bodies.spec.ts)
 * posts the same bodies to every route of the built server.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { callRoute, type RouteModule } from '#tests/setup/route'
import * as bookAppointment from '~/routes/book-appointment'
import * as cartPage from '~/routes/cart._index'
import * as cartLines from '~/routes/cart.lines'
import * as cartSamples from '~/routes/cart.samples'
import * as checkoutPage from '~/routes/checkout._index'
import * as pricingTestPage from '~/routes/pricing-test'
import * as zebraPage from '~/routes/shop.zebra-shades'
import * as portalPage from '~/routes/window-company-portal'
import * as adminLeadPage from '~/routes-admin/admin.leads.$leadId'
import * as adminLogin from '~/routes-admin/admin_.login'
import { db } from '~/server/platform/db.server'
import { readForm, UNREADABLE_FORM_MESSAGE } from '~/server/platform/http.server'
import { seed } from '../../db/seed'
import { adminHeaders } from './admin-helpers'

beforeAll(async () => {
  await seed(db)
})

/** A POST whose body and Content-Type are given as they are, however wrong. */
function rawPost(path: string, contentType: string | null, body: string | Uint8Array<ArrayBuffer>) {
  const headers = new Headers()
  if (contentType !== null) headers.set('Content-Type', contentType)
  return new Request(new URL(path, 'http://localhost:3000'), { method: 'POST', headers, body })
}

const PART = '--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n'

const MALFORMED: { name: string; type: string | null; body: string | Uint8Array<ArrayBuffer> }[] = [
  {
    name: 'multipart without a boundary',
    type: 'multipart/form-data',
    body: `${PART}--fuzz--\r\n`,
  },
  {
    name: 'multipart cut short',
    type: 'multipart/form-data; boundary=fuzz',
    body: PART.slice(0, 50),
  },
  {
    name: 'multipart with the wrong boundary',
    type: 'multipart/form-data; boundary=other',
    body: `${PART}--fuzz--\r\n`,
  },
  { name: 'text/plain', type: 'text/plain', body: 'name=Ana' },
  { name: 'JSON', type: 'application/json', body: '{"name":"Ana"}' },
  { name: 'no Content-Type', type: null, body: new Uint8Array([0xff, 0xfe, 0x00]) },
]

async function expectUnreadable(module: RouteModule, request: Request, params = {}) {
  const result = await callRoute(module, request, params)
  expect(result.status).toBe(400)
  expect(result.data).toEqual({ error: UNREADABLE_FORM_MESSAGE })
}

describe('readForm', () => {
  it('gives back a readable form, urlencoded or multipart', async () => {
    const urlencoded = rawPost('/x', 'application/x-www-form-urlencoded', 'name=Ana&bad=%E0%A4%A')
    expect((await readForm(urlencoded)).get('name')).toBe('Ana')
    const multipart = rawPost('/x', 'multipart/form-data; boundary=fuzz', `${PART}--fuzz--\r\n`)
    expect((await readForm(multipart)).get('name')).toBe('Ana')
  })

  it.each(MALFORMED)('throws a 400 JSON answer for $name', async ({ type, body }) => {
    const thrown = await readForm(rawPost('/x', type, body)).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: UNREADABLE_FORM_MESSAGE })
  })
})

describe('a malformed body answers 400, never 500', () => {
  it.each(MALFORMED)('/cart, /cart/lines and /cart/samples: $name', async ({ type, body }) => {
    await expectUnreadable(cartPage, rawPost('/cart?index', type, body))
    await expectUnreadable(cartLines, rawPost('/cart/lines', type, body))
    await expectUnreadable(cartSamples, rawPost('/cart/samples', type, body))
  })

  it.each(MALFORMED)('/checkout and /book-appointment: $name', async ({ type, body }) => {
    await expectUnreadable(checkoutPage, rawPost('/checkout?index', type, body))
    await expectUnreadable(bookAppointment, rawPost('/book-appointment', type, body))
  })

  it.each(MALFORMED)(
    'a city page, /shop/zebra-shades, the portal: $name',
    async ({ type, body }) => {
      const { action } = await import('~/routes/__city-page')
      const cityPage = { action }
      await expectUnreadable(cityPage, rawPost('/plantation', type, body))
      await expectUnreadable(zebraPage, rawPost('/shop/zebra-shades', type, body))
      await expectUnreadable(portalPage, rawPost('/window-company-portal', type, body))
    },
  )

  it.each(MALFORMED)('/admin/login and an admin action: $name', async ({ type, body }) => {
    await expectUnreadable(adminLogin, rawPost('/admin/login', type, body))
    const request = rawPost('/admin/leads/1', type, body)
    request.headers.set('Authorization', adminHeaders().Authorization)
    await expectUnreadable(adminLeadPage, request, { leadId: '1' })
    const pricingTest = rawPost('/pricing-test', type, body)
    pricingTest.headers.set('Authorization', adminHeaders().Authorization)
    await expectUnreadable(pricingTestPage, pricingTest)
  })
})
