import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { INSTALLATION_OUT_OF_AREA_MESSAGE } from '~/domain/service-area'
import * as checkout from '~/routes/checkout._index'
import * as createIntent from '~/routes-api/api.create-payment-intent'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { CUSTOMER, orderRows, visitorWithCart, zebraConfig } from './cart-helpers'

vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_mock'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_mock'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_0123456789'
})

const stripeApi = setupServer(...stripeHandlers)
beforeAll(async () => {
  stripeApi.listen({ onUnhandledRequest: 'error' })
  await seed(db)
})
afterEach(() => stripeApi.resetHandlers())
afterAll(() => stripeApi.close())

const NEW_YORK = { ...CUSTOMER, address: '350 5th Ave', city: 'New York', zipCode: '10001' }

describe('installation only inside the service area; shipping anywhere', () => {
  it('refuses a cart with installation for a New York ZIP, on the page and the API, with no order made', async () => {
    const jar = await visitorWithCart([zebraConfig({ optionCodes: ['installation'] })])
    const before = orderRows().length
    const page = await callRoute(
      checkout,
      formRequest('/checkout', { ...NEW_YORK, _js: '1' }, { headers: { Cookie: jar.header() } }),
    )
    expect(page.status).toBe(400)
    expect(JSON.stringify(page.data)).toContain(INSTALLATION_OUT_OF_AREA_MESSAGE)
    const api = await callRoute(
      createIntent,
      jsonRequest(
        '/api/create-payment-intent',
        { customerInfo: NEW_YORK },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(api.status).toBe(400)
    expect(JSON.stringify(api.data)).toContain(INSTALLATION_OUT_OF_AREA_MESSAGE)
    expect(orderRows().length).toBe(before)
  })

  it('ships the same cart without installation to New York, and installs in Miami Beach', async () => {
    const shipped = await visitorWithCart([zebraConfig({ optionCodes: [] })])
    const ship = await callRoute(
      checkout,
      formRequest(
        '/checkout',
        { ...NEW_YORK, _js: '1' },
        { headers: { Cookie: shipped.header() } },
      ),
    )
    expect(ship.status).toBe(200)
    const installed = await visitorWithCart([zebraConfig({ optionCodes: ['installation'] })])
    const install = await callRoute(
      checkout,
      formRequest(
        '/checkout',
        { ...CUSTOMER, zipCode: '33139', _js: '1' },
        { headers: { Cookie: installed.header() } },
      ),
    )
    expect(install.status).toBe(200)
  })
})
