import fs from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import { action, loader } from '~/routes/quote'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import {
  CookieJar,
  file,
  jpegBytes,
  leadForm,
  oversizeJpeg,
  storedFiles,
  textPretendingToBeJpeg,
  VALID_LEAD,
} from './quote-helpers'

/** A visitor without JavaScript: every step is a form post, the answers ride in a cookie. */
function visitor(address = '203.0.113.50') {
  const jar = new CookieJar()
  return {
    jar,
    async post(fields: Record<string, string | undefined>, files: File[] = []) {
      const request = formRequest('/quote', leadForm({ returnTo: '/', ...fields }, files), {
        headers: { Cookie: jar.header(), 'Fly-Client-IP': address },
      })
      const response = (await action(routeArgs(request))) as Response
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/')
      jar.store(response)
      return response
    },
    wizard() {
      return loadQuoteWizard(getRequest('/', { Cookie: jar.header() }))
    },
    async toast() {
      return (await getToast(getRequest('/', { Cookie: jar.header() }))).toast
    },
  }
}

const { serviceType, propertyType, zipCode, timeFrame, roomCount, name, email, phone } = VALID_LEAD

async function walkToStep5(v: ReturnType<typeof visitor>, service = serviceType) {
  await v.post({ step: '1', intent: 'continue', serviceType: service })
  await v.post({ step: '2', intent: 'continue', propertyType, zipCode })
  await v.post({ step: '3', intent: 'continue', timeFrame, roomCount })
  await v.post({ step: '4', intent: 'continue', isHomeowner: 'on' })
  expect((await v.wizard()).step).toBe(5)
}

beforeEach(() => {
  db.delete(schema.leads).run()
  db.delete(schema.rateLimitBuckets).run()
  fs.rmSync(process.env.UPLOADS_DIR as string, { recursive: true, force: true })
})

describe('the quote wizard without JavaScript (/quote)', () => {
  it('starts at step 1 with nothing filled in', async () => {
    expect(await visitor().wizard()).toEqual({
      step: 1,
      values: {},
      errors: {},
      formError: null,
      submitted: false,
      focus: false,
      textConsent: { label: 'Text me about this request', details: expect.any(String) },
    })
    const page = (await loader(routeArgs(getRequest('/quote')))) as { wizard: { step: number } }
    expect(page.wizard.step).toBe(1)
  })

  it('walks all five steps and stores the lead with its photos, then thanks', async () => {
    const v = visitor()
    await walkToStep5(v)
    const response = await v.post(
      { step: '5', intent: 'submit', name, email, phone, address: '', details: 'Cord snapped' },
      [file(await jpegBytes(), 'cord.jpg'), file(await jpegBytes(), 'slat.jpg')],
    )
    expect(response.headers.getSetCookie().some((c) => c.startsWith('toast='))).toBe(true)
    const leads = db.select().from(schema.leads).all()
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      serviceType: 'repair',
      propertyType: 'condo',
      zipCode: '33301',
      timeFrame: 'this-week',
      roomCount: '3 windows',
      isHomeowner: true,
      name,
      email,
      phone,
      address: null,
      details: 'Cord snapped',
    })
    const photos = db.select().from(schema.leadPhotos).all()
    expect(photos.map((p) => p.originalName).sort()).toEqual(['cord.jpg', 'slat.jpg'])
    expect(storedFiles()).toHaveLength(6)
    const state = await v.wizard()
    expect(state.submitted).toBe(true)
    expect(state.values).toEqual({})
    expect(await v.toast()).toMatchObject({ title: 'Quote Request Submitted!' })

    // "Request another quote" starts over.
    await v.post({ intent: 'reset' })
    expect(await v.wizard()).toMatchObject({ step: 1, submitted: false, values: {} })
  })

  it('shows each step’s errors, keeps the answers, and stays on the step', async () => {
    const v = visitor()
    await v.post({ step: '1', intent: 'continue' })
    expect(await v.wizard()).toMatchObject({
      step: 1,
      errors: { serviceType: ['Choose the service you need'] },
      focus: true,
    })
    await v.post({ step: '1', intent: 'continue', serviceType: 'installation' })

    await v.post({ step: '2', intent: 'continue', propertyType: 'condo', zipCode: '3330' })
    let state = await v.wizard()
    expect(state.step).toBe(2)
    expect(state.errors).toEqual({ zipCode: ['Enter your 5-digit ZIP code'] })
    expect(state.values).toMatchObject({ serviceType: 'installation', zipCode: '3330' })
    await v.post({ step: '2', intent: 'continue', zipCode: '33301' })
    expect((await v.wizard()).errors).toEqual({ propertyType: ['Choose your property type'] })
    await v.post({ step: '2', intent: 'continue', propertyType, zipCode })

    await v.post({ step: '3', intent: 'continue', roomCount: '  ' })
    state = await v.wizard()
    expect(Object.keys(state.errors).sort()).toEqual(['roomCount', 'timeFrame'])
    await v.post({ step: '3', intent: 'continue', timeFrame, roomCount })

    // Step 4 always passes: being the homeowner is optional.
    await v.post({ step: '4', intent: 'continue' })
    state = await v.wizard()
    expect(state.step).toBe(5)
    expect(state.values.isHomeowner).toBeUndefined()

    await v.post({ step: '5', intent: 'submit', name: '', email: 'nope', phone: '123' })
    state = await v.wizard()
    expect(state.step).toBe(5)
    expect(Object.keys(state.errors).sort()).toEqual(['email', 'name', 'phone'])

    // Photos sent with other mistakes cannot be kept: the visitor is asked to choose them again.
    await v.post({ step: '1', intent: 'continue', serviceType: 'repair' })
    await v.post({ step: '5', intent: 'submit', name: 'Ana', email, phone: '1' }, [
      file(await jpegBytes(), 'a.jpg'),
    ])
    state = await v.wizard()
    expect(state.errors).toEqual({
      phone: ['Enter a 10-digit phone number, e.g. (954) 555-0123'],
      repairImages: ['Please choose your photos again before sending.'],
    })
    expect(storedFiles()).toHaveLength(0)
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
  })

  it('Back keeps what was typed and clears errors, without validating', async () => {
    const v = visitor()
    await v.post({ step: '1', intent: 'continue', serviceType: 'replacement' })
    await v.post({ step: '2', intent: 'back', propertyType: 'apartment', zipCode: '33' })
    const state = await v.wizard()
    expect(state).toMatchObject({
      step: 1,
      errors: {},
      values: { serviceType: 'replacement', propertyType: 'apartment', zipCode: '33' },
    })
  })

  it('a final post with missing earlier answers goes back to the first step with an error', async () => {
    const v = visitor()
    await v.post({ step: '5', intent: 'submit', name, email, phone })
    const state = await v.wizard()
    expect(state.step).toBe(1)
    expect(Object.keys(state.errors)).toContain('serviceType')
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
  })

  it('refuses an oversize photo with a message, keeping the contact details', async () => {
    const v = visitor()
    await walkToStep5(v)
    await v.post({ step: '5', intent: 'submit', name, email, phone }, [oversizeJpeg()])
    const state = await v.wizard()
    expect(state.step).toBe(5)
    expect(state.errors.repairImages?.[0]).toContain('huge.jpg is larger than 10MB')
    expect(state.values).toMatchObject({ name, email, phone })
    expect(await v.toast()).toMatchObject({ title: 'File too large', variant: 'destructive' })
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('refuses a text file named .jpg', async () => {
    const v = visitor()
    await walkToStep5(v)
    await v.post({ step: '5', intent: 'submit', name, email, phone }, [textPretendingToBeJpeg()])
    const state = await v.wizard()
    expect(state.errors.repairImages?.[0]).toContain('not a supported image')
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('the honeypot thanks a bot and stores nothing', async () => {
    const v = visitor()
    await walkToStep5(v)
    await v.post({ step: '5', intent: 'submit', name, email, phone, name__confirm: 'x' }, [
      file(await jpegBytes(), 'a.jpg'),
    ])
    expect((await v.wizard()).submitted).toBe(true)
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
    expect(storedFiles()).toHaveLength(0)
  })

  it('rate limits final posts with a message offering the phone', async () => {
    const address = '198.51.100.99'
    for (let i = 0; i < 10; i++) {
      const v = visitor(address)
      await walkToStep5(v, 'replacement')
      await v.post({ step: '5', intent: 'submit', name, email, phone })
    }
    const v = visitor(address)
    await walkToStep5(v, 'replacement')
    await v.post({ step: '5', intent: 'submit', name, email, phone })
    const state = await v.wizard()
    expect(state.submitted).toBe(false)
    expect(state.formError).toContain('(954) 555-0123')
    expect(db.select().from(schema.leads).all()).toHaveLength(10)
  })

  it('limits step posts too, generously: the 61st Continue in ten minutes is refused', async () => {
    const v = visitor('198.51.100.61')
    for (let i = 0; i < 60; i++) {
      await v.post({ step: '1', intent: 'continue', serviceType: 'repair' })
    }
    expect((await v.wizard()).formError).toBeNull()
    await v.post({ step: '1', intent: 'continue', serviceType: 'repair' })
    const state = await v.wizard()
    expect(state.formError).toContain('(954) 555-0123')
    expect(state.step).toBe(1)
  })

  it('an answer too long for the cookie is refused at its own field, not with a 500', async () => {
    const v = visitor('198.51.100.77')
    await v.post({ step: '1', intent: 'continue', serviceType: 'repair' })
    await v.post({ step: '2', intent: 'continue', propertyType: 'condo', zipCode: '33301' })
    const response = await v.post({
      step: '3',
      intent: 'continue',
      timeFrame: 'asap',
      roomCount: 'x'.repeat(5000),
    })
    expect(response.status).toBe(302)
    const state = await v.wizard()
    expect(state.step).toBe(3)
    expect(state.errors.roomCount?.length).toBeGreaterThan(0)
    expect(state.values.roomCount).toBeUndefined()
    expect(state.values.zipCode).toBe('33301')
  })

  it('the cookie holding the answers shows none of them: it is sealed, not only signed', async () => {
    const v = visitor()
    await walkToStep5(v)
    const response = await v.post({
      step: '5',
      intent: 'back',
      name: 'Zelda Quintana',
      email: 'zelda@example.com',
      phone: '(954) 555-0177',
      address: '1200 Las Olas Blvd',
    })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('quote_wizard='))
    const value = decodeURIComponent(cookie?.split(';')[0].split('=')[1] ?? '')
    const readable = Buffer.from(value.split('.')[0], 'base64').toString('utf8')
    for (const secret of ['Zelda', 'zelda@example.com', '555-0177', 'Las Olas']) {
      expect(readable).not.toContain(secret)
    }
    // The visitor still gets the answers back on the page.
    expect((await v.wizard()).values.name).toBe('Zelda Quintana')
  })

  it('keeps the answers in a signed, httpOnly, SameSite=Lax cookie for two days', async () => {
    const v = visitor()
    const response = await v.post({ step: '1', intent: 'continue', serviceType: 'repair' })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('quote_wizard='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Max-Age=172800/)
    expect(cookie).toMatch(/; Path=\//)
  })

  it('only returns to local pages', async () => {
    const jar = new CookieJar()
    const request = formRequest(
      '/quote',
      leadForm({ step: '1', intent: 'continue', returnTo: '//evil.example/' }),
      { headers: { Cookie: jar.header() } },
    )
    const response = (await action(routeArgs(request))) as Response
    expect(response.headers.get('Location')).toBe('/')

    // A local page is kept, without its fragment (it would stop the autofocus).
    const home = formRequest(
      '/quote',
      leadForm({ step: '1', intent: 'continue', returnTo: '/quote#contact-form' }),
    )
    const back = (await action(routeArgs(home))) as Response
    expect(back.headers.get('Location')).toBe('/quote')
  })
})
