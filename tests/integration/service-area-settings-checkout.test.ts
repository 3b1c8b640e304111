/**
 * Installation is sold only inside the published service area (issue 32): an area published
 * without 33301-33399 refuses installation at a 33312 address on the page and the API; the
 * seed area published again takes it.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stripeHandlers } from '#tests/mocks/stripe'
import { formRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { SEED_SERVICE_AREA } from '~/domain/service-area'
import * as checkout from '~/routes/checkout._index'
import * as createIntent from '~/routes-api/api.create-payment-intent'
import { businessSeed } from '~/server/content/business-settings.server'
import { savePublished } from '~/server/content/content-versions.server'
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

const FORT_LAUDERDALE = { ...CUSTOMER, address: '2400 SW 4th Ave', zipCode: '33312' }
const REFUSAL = 'we install only in Miami-Dade and Palm Beach counties'

function publishArea(ranges: [string, string][], description: string) {
  savePublished(
    'business',
    'settings',
    { ...businessSeed(), serviceArea: { ...SEED_SERVICE_AREA, ranges, description } },
    'owner',
  )
}

async function payWithInstallation() {
  const jar = await visitorWithCart([zebraConfig({ optionCodes: ['installation'] })])
  const page = await callRoute(
    checkout,
    formRequest(
      '/checkout',
      { ...FORT_LAUDERDALE, _js: '1' },
      { headers: { Cookie: jar.header() } },
    ),
  )
  const api = await callRoute(
    createIntent,
    jsonRequest(
      '/api/create-payment-intent',
      { customerInfo: FORT_LAUDERDALE },
      { headers: { Cookie: jar.header() } },
    ),
  )
  return { page, api }
}

describe('installation follows the published service area', () => {
  it('refuses installation at a ZIP the published area leaves out, and takes it once the area is back', async () => {
    publishArea(
      SEED_SERVICE_AREA.ranges.filter(([from]) => from !== '33301'),
      'Miami-Dade and Palm Beach counties',
    )
    const before = orderRows().length
    const refused = await payWithInstallation()
    expect(refused.page.status).toBe(400)
    expect(JSON.stringify(refused.page.data)).toContain(REFUSAL)
    expect(refused.api.status).toBe(400)
    expect(JSON.stringify(refused.api.data)).toContain(REFUSAL)
    expect(orderRows().length).toBe(before)

    publishArea(SEED_SERVICE_AREA.ranges, SEED_SERVICE_AREA.description)
    const taken = await payWithInstallation()
    expect(taken.page.status).toBe(200)
    expect(taken.api.status).toBe(200)
  })
})
