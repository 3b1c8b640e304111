/**
 * Issue 25.2: while LiteFS hands the primary over, every machine has no `.primary` and none
 * may write. A write refused there (SQLITE_READONLY) answers like a busy database: 503 with
 * Retry-After, the customer's answers kept, never a 500. The database here is put in
 * `query_only`, which refuses every write with SQLITE_READONLY, as a LiteFS replica does.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { action as quoteAction } from '~/routes/quote'
import * as loginRoute from '~/routes-admin/admin_.login'
import * as submitLeadApi from '~/routes-api/api.submit-lead'
import { hashPassword } from '~/server/auth/password.server'
import { DATABASE_BUSY_MESSAGE, db, schema } from '~/server/platform/db.server'
import { loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import { answerBusyDatabase } from '../../server/database-busy.js'
import { file, jpegBytes, leadForm, storedFiles, VALID_LEAD } from './quote-helpers'

const PASSWORD = 'failover sign-in password'

beforeAll(async () => {
  db.insert(schema.adminUsers)
    .values({ username: 'failover-staff', passwordHash: await hashPassword(PASSWORD) })
    .run()
})

beforeEach(() => {
  db.delete(schema.leads).run()
  db.delete(schema.rateLimitBuckets).run()
})

/** This machine cannot write, as a LiteFS replica (or a primary that just lost its lease). */
function refuseWrites() {
  db.$client.pragma('query_only = ON')
}
afterEach(() => {
  db.$client.pragma('query_only = OFF')
})

const { serviceType, propertyType, zipCode, timeFrame, roomCount, name, email, phone } = VALID_LEAD

async function post(jar: CookieJar, fields: Record<string, string>, files: File[] = []) {
  const request = formRequest('/quote', leadForm({ returnTo: '/', ...fields }, files), {
    headers: { Cookie: jar.header(), 'Fly-Client-IP': '203.0.113.77' },
  })
  const answer = await callRoute({ action: quoteAction }, request)
  jar.absorb(answer.response?.headers ?? answer.headers)
  return answer
}

describe('a write refused because this machine may not write (a failover window)', () => {
  it('the quote wizard without JavaScript: 503 with Retry-After, the answers and the message shown again', async () => {
    const jar = new CookieJar()
    await post(jar, { step: '1', intent: 'continue', serviceType })
    await post(jar, { step: '2', intent: 'continue', propertyType, zipCode })
    await post(jar, { step: '3', intent: 'continue', timeFrame, roomCount })
    await post(jar, { step: '4', intent: 'continue', isHomeowner: 'on' })
    refuseWrites()
    const answer = await post(jar, { step: '5', intent: 'submit', name, email, phone }, [
      file(await jpegBytes(), 'cord.jpg'),
    ])
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
    const shown = (answer.data as { wizard: Awaited<ReturnType<typeof loadQuoteWizard>> }).wizard
    expect(shown).toMatchObject({
      step: 5,
      formError: DATABASE_BUSY_MESSAGE,
      values: { serviceType, zipCode, name, email, phone },
      errors: { repairImages: ['Please choose your photos again before sending.'] },
    })
    // The answers are kept for the next try too, and nothing half-stored is left behind.
    const again = await loadQuoteWizard(getRequest('/quote', { Cookie: jar.header() }))
    expect(again.values).toMatchObject({ name, email, phone })
    expect(storedFiles()).toEqual([])
    db.$client.pragma('query_only = OFF')
    expect(db.select().from(schema.leads).all()).toHaveLength(0)

    // Once the primary is back, the same post goes through.
    const sent = await post(jar, { step: '5', intent: 'submit', name, email, phone })
    expect(sent.status).toBe(302)
    expect(db.select().from(schema.leads).all()).toHaveLength(1)
  })

  it('a step of the wizard: 503, the step and its answers kept', async () => {
    const jar = new CookieJar()
    refuseWrites()
    const answer = await post(jar, { step: '1', intent: 'continue', serviceType })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(answer.data).toMatchObject({
      wizard: { step: 1, values: { serviceType }, formError: DATABASE_BUSY_MESSAGE },
    })
  })

  it('the quote API (with JavaScript, photos attached): 503 JSON with Retry-After, not a 500', async () => {
    const api = answerBusyDatabase({
      routes: { 'routes-api/api.submit-lead': { id: 'x', module: submitLeadApi } },
    }).routes['routes-api/api.submit-lead'].module as typeof submitLeadApi
    refuseWrites()
    const form = leadForm(VALID_LEAD, [file(await jpegBytes(), 'cord.jpg')])
    const request = formRequest('/api/submit-lead', form, {
      headers: { 'Fly-Client-IP': '203.0.113.78', Accept: 'application/json' },
    })
    const answer = await callRoute(api, request)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(answer.data).toEqual({ error: DATABASE_BUSY_MESSAGE })
    expect(storedFiles()).toEqual([])
  })

  it('admin sign-in: 503 with Retry-After and the message on the form, the username kept', async () => {
    refuseWrites()
    const answer = await callRoute(
      loginRoute,
      formRequest(
        '/admin/login',
        { username: 'failover-staff', password: PASSWORD },
        { headers: { 'Fly-Client-IP': '198.51.100.250' } },
      ),
    )
    expect(answer.thrown).toBe(false)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
    const reply = answer.data as { error?: Record<string, string[]>; initialValue?: object }
    expect(reply.error?.['']).toEqual([DATABASE_BUSY_MESSAGE])
    expect(reply.initialValue).toMatchObject({ username: 'failover-staff' })
    expect(reply.initialValue).not.toHaveProperty('password')
    expect(answer.headers.getSetCookie().join('\n')).not.toMatch(/admin_session=/)
  })
})
