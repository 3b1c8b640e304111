import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as checkout from '~/routes/checkout._index'
import * as createIntent from '~/routes-api/api.create-payment-intent'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { CUSTOMER, orderRows, visitorWithCart } from './cart-helpers'

// The test settings have no Stripe keys and MOCKS=false: a production site without keys.
beforeAll(async () => {
  await seed(db)
})

describe('without Stripe keys', () => {
  it('checkout says card payment is unavailable and offers the quote; nothing is charged', async () => {
    const jar = await visitorWithCart()
    const page = await callRoute(checkout, getRequest('/checkout', { Cookie: jar.header() }))
    expect(page.data).toMatchObject({ cardPayment: false, publishableKey: null, mode: 'products' })
    const before = orderRows().length
    const posted = await callRoute(
      checkout,
      formRequest('/checkout', CUSTOMER, { headers: { Cookie: jar.header() } }),
    )
    expect(posted.status).toBe(400)
    expect(JSON.stringify(posted.data)).toContain('Card payment is unavailable right now')
    const api = await callRoute(
      createIntent,
      jsonRequest(
        '/api/create-payment-intent',
        { customerInfo: CUSTOMER },
        { headers: { Cookie: jar.header() } },
      ),
    )
    expect(api.status).toBe(503)
    expect(orderRows()).toHaveLength(before)
  })
})
