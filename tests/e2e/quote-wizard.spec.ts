import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/** The e2e server's database and uploads folder (scripts/dev/e2e-server.js), read-only. */
const port = process.env.E2E_PORT
const dbPath = path.resolve(`tests/.tmp/e2e/e2e-${port}.db`)
const uploadsDir = path.resolve(`tests/.tmp/e2e/uploads-${port}`)

type LeadRow = {
  id: number
  service_type: string
  property_type: string
  zip_code: string
  time_frame: string
  room_count: string
  is_homeowner: number
  name: string
  email: string
  phone: string
  details: string | null
}
type PhotoRow = { storage_key: string; original_name: string; content_type: string }

function findLead(name: string) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const lead = db.prepare('SELECT * FROM leads WHERE name = ?').get(name) as LeadRow | undefined
    const photos = lead
      ? (db
          .prepare('SELECT * FROM lead_photos WHERE lead_id = ? ORDER BY original_name')
          .all(lead.id) as PhotoRow[])
      : []
    return { lead, photos }
  } finally {
    db.close()
  }
}

async function photo(name: string, color: string) {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

function wizard(page: Page) {
  return page.locator('#contact-form')
}

async function expectStep(w: Locator, n: number, title: string) {
  await expect(w.getByText(`Step ${n} of 5`, { exact: true })).toBeVisible()
  await expect(w.getByText(`${n * 20}% complete`, { exact: true })).toBeVisible()
  await expect(w.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(n * 20))
  await expect(w.getByRole('heading', { name: title })).toBeVisible()
}

/** The step shown; the error summary sits above it. */
function currentStep(w: Locator) {
  return w.locator('[data-current-step]')
}

function errorSummary(w: Locator) {
  return w.getByRole('alert').filter({ hasText: 'There is a problem' })
}

/**
 * A message next to its field; after a no-JS post also in the error summary at the top of
 * the step, as a link to the field.
 */
async function expectError(w: Locator, message: string, testInfo: TestInfo) {
  await expect(currentStep(w).getByText(message)).toBeVisible()
  if (isNoJs(testInfo)) {
    await expect(errorSummary(w).getByRole('link', { name: message })).toBeVisible()
  } else {
    await expect(errorSummary(w)).toHaveCount(0)
  }
}

/** With JavaScript focus moves to the first field in error; without, the page opens on the summary. */
async function expectFocusOnErrors(w: Locator, firstField: Locator, testInfo: TestInfo) {
  await expect(isNoJs(testInfo) ? errorSummary(w) : firstField).toBeFocused()
}

async function next(w: Locator) {
  await w.getByRole('button', { name: 'Continue' }).click()
}

async function fillFirstFourSteps(
  w: Locator,
  answers: { service: RegExp; property: string; zip: string; when: RegExp; rooms: string },
) {
  await expectStep(w, 1, 'What service do you need?')
  await w.getByRole('radio', { name: answers.service }).check()
  await next(w)
  await expectStep(w, 2, 'Tell us about your property')
  await w.getByRole('radio', { name: answers.property }).check()
  await w.getByLabel('ZIP code').fill(answers.zip)
  await next(w)
  await expectStep(w, 3, 'Timeline and size')
  await w.getByRole('radio', { name: answers.when }).check()
  await w.getByLabel('How many windows or rooms?').fill(answers.rooms)
  await next(w)
  await expectStep(w, 4, 'Verification')
}

test.describe('the free-quote wizard', () => {
  test('a repair lead with two photos reaches the database', async ({ page }, testInfo) => {
    const name = `Repair ${testInfo.project.name} ${Date.now()}`
    await page.goto('/')
    const w = wizard(page)
    await expect(w.getByRole('heading', { name: 'Get Your Free Quote' })).toBeVisible()
    await fillFirstFourSteps(w, {
      service: /^Repair/,
      property: 'Condo',
      zip: '33301',
      when: /This week/,
      rooms: '4 windows',
    })
    await expect(w.getByRole('definition').filter({ hasText: /^Repair$/ })).toBeVisible()
    await w.getByLabel('I am the homeowner').check()
    await next(w)
    await expectStep(w, 5, 'Your contact details')
    await w.getByLabel('Full name').fill(name)
    await w.getByLabel('E-mail').fill('maria@example.com')
    await w.getByLabel('Phone').fill('(954) 555-0199')
    await w.getByLabel(/Anything else/).fill('Two broken slats in the kitchen')
    const photos = w.getByLabel(/Photos of what needs repair/)
    if (isNoJs(testInfo)) {
      await photos.setInputFiles([
        await photo('kitchen.jpg', '#336699'),
        await photo('hall.jpg', '#996633'),
      ])
    } else {
      // Previews that can be removed before sending.
      await photos.setInputFiles([
        await photo('kitchen.jpg', '#336699'),
        await photo('oops.jpg', '#000000'),
      ])
      await expect(w.getByRole('img', { name: /Preview of/ })).toHaveCount(2)
      // One statement of what is attached: the browser's own "No file chosen" is not shown.
      await expect(w.getByText('2 photos attached', { exact: true })).toBeVisible()
      await expect(photos).toHaveClass(/\bsr-only\b/)
      await expect(w.getByText(/No file chosen/)).toHaveCount(0)
      await w.getByRole('button', { name: 'Remove oops.jpg' }).click()
      await expect(w.getByText('1 photo attached', { exact: true })).toBeVisible()
      await expect(w.getByRole('button', { name: 'Add more photos' })).toBeFocused()
      await photos.setInputFiles([await photo('hall.jpg', '#996633')])
      await expect(w.getByRole('img', { name: /Preview of/ })).toHaveCount(2)
      await expectNoAxeViolations(page, testInfo)
    }
    await w.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
    await expect(w).toContainText("We'll contact you within 2 hours with your personalized quote.")
    await expectNoAxeViolations(page, testInfo)

    const { lead, photos: stored } = findLead(name)
    expect(lead).toMatchObject({
      service_type: 'repair',
      property_type: 'condo',
      zip_code: '33301',
      time_frame: 'this-week',
      room_count: '4 windows',
      is_homeowner: 1,
      email: 'maria@example.com',
      phone: '(954) 555-0199',
      details: 'Two broken slats in the kitchen',
    })
    expect(stored.map((p) => p.original_name)).toEqual(['hall.jpg', 'kitchen.jpg'])
    for (const p of stored) {
      expect(fs.existsSync(path.join(uploadsDir, p.storage_key))).toBe(true)
      const response = await page.request.get(
        `/uploads/${p.storage_key.replace('original.jpg', 'w320.webp')}`,
      )
      // Customers' photos are for staff only (tests/e2e/admin-inbox.spec.ts shows them signed in).
      expect(response.status()).toBe(401)
    }
  })

  test('a replacement lead goes through all five steps', async ({ page }, testInfo) => {
    const name = `Replacement ${testInfo.project.name} ${Date.now()}`
    await page.goto('/')
    const w = wizard(page)
    await fillFirstFourSteps(w, {
      service: /^Replacement/,
      property: 'Single-family home',
      zip: '33024',
      when: /flexible/,
      rooms: 'Whole house, 12 windows',
    })
    await next(w)
    await expectStep(w, 5, 'Your contact details')
    await expect(w.getByLabel(/Photos of what needs repair/)).toHaveCount(0)
    await w.getByLabel('Full name').fill(name)
    await w.getByLabel('E-mail').fill('sam@example.com')
    await w.getByLabel('Phone').fill('954-555-0100')
    await w.getByLabel('Address').fill('1 Main St, Pembroke Pines')
    await w.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
    await expect(page.getByText('Quote Request Submitted!').first()).toBeVisible()

    const { lead, photos } = findLead(name)
    expect(lead).toMatchObject({
      service_type: 'replacement',
      property_type: 'single-family',
      zip_code: '33024',
      time_frame: 'flexible',
      room_count: 'Whole house, 12 windows',
      is_homeowner: 0,
    })
    expect(photos).toHaveLength(0)

    // A new request starts from step 1, empty.
    await w.getByRole('button', { name: 'Request another quote' }).click()
    await expectStep(w, 1, 'What service do you need?')
    await expect(w.getByRole('radio', { checked: true })).toHaveCount(0)
  })

  test('every step shows its errors next to the fields, and Back keeps answers', async ({
    page,
  }, testInfo) => {
    // Five steps and three axe runs: over 30 s on a loaded machine.
    test.slow()
    await page.goto('/')
    const w = wizard(page)
    await expectNoAxeViolations(page, testInfo)

    await next(w)
    await expectStep(w, 1, 'What service do you need?')
    await expectError(w, 'Choose the service you need', testInfo)
    const firstRadio = w.getByRole('radio', { name: /^Repair/ })
    await expect(firstRadio).toHaveAttribute('aria-invalid', 'true')
    await expect(firstRadio).toHaveAccessibleDescription('Choose the service you need')
    await expectFocusOnErrors(w, firstRadio, testInfo)
    if (isNoJs(testInfo)) {
      await expect(
        errorSummary(w).getByRole('link', { name: 'Choose the service you need' }),
      ).toHaveAttribute('href', '#quote-serviceType')
      await expect(currentStep(w).locator('#quote-serviceType')).toHaveCount(1)
    }
    await expectNoAxeViolations(page, testInfo)
    await w.getByRole('radio', { name: /^Motorization/ }).check()
    await next(w)

    await expectStep(w, 2, 'Tell us about your property')
    await expect(w.getByRole('heading', { name: 'Tell us about your property' })).toBeFocused()
    await w.getByLabel('ZIP code').fill('3330')
    await next(w)
    const zip = w.getByLabel('ZIP code')
    await expectError(w, 'Choose your property type', testInfo)
    await expectError(w, 'Enter your 5-digit ZIP code', testInfo)
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(zip).toHaveAttribute('aria-describedby', /zipCode-error/)
    await expect(zip).toHaveAccessibleDescription(/Enter your 5-digit ZIP code/)
    await expectFocusOnErrors(w, w.getByRole('radio', { name: 'Single-family home' }), testInfo)
    await expect(zip).toHaveValue('3330')
    await w.getByRole('radio', { name: 'Apartment' }).check()
    await zip.fill('33139')
    await next(w)

    await expectStep(w, 3, 'Timeline and size')
    await next(w)
    await expectError(w, 'Choose when you need the work done', testInfo)
    await expectError(w, 'Tell us how many windows or rooms', testInfo)

    // Back without answering keeps step 2's answers.
    await w.getByRole('button', { name: 'Back' }).click()
    await expectStep(w, 2, 'Tell us about your property')
    await expect(w.getByRole('radio', { name: 'Apartment' })).toBeChecked()
    await expect(w.getByLabel('ZIP code')).toHaveValue('33139')
    await next(w)
    await w.getByRole('radio', { name: /ASAP/ }).check()
    await w.getByLabel('How many windows or rooms?').fill('2')
    await next(w)

    await expectStep(w, 4, 'Verification')
    await next(w)
    await expectStep(w, 5, 'Your contact details')
    await w.getByLabel('E-mail').fill('not-an-address')
    await w.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expectError(w, 'Enter your name', testInfo)
    await expectError(w, 'Enter a valid email address', testInfo)
    await expectError(w, 'Phone is required', testInfo)
    await expect(w.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid email address')
    await expectFocusOnErrors(w, w.getByLabel('Full name'), testInfo)
    await expect(w.getByLabel('E-mail')).toHaveValue('not-an-address')
    await expectStep(w, 5, 'Your contact details')
    await expectNoAxeViolations(page, testInfo)
  })

  test('the Verification step links back to each answered step', async ({ page }, testInfo) => {
    await page.goto('/quote')
    const w = wizard(page)
    await fillFirstFourSteps(w, {
      service: /^Installation/,
      property: 'Single-family home',
      zip: '33301',
      when: /Next week/,
      rooms: '3 windows',
    })
    const summary = currentStep(w).locator('dl')
    for (const name of ['Edit service', 'Edit property', 'Edit when', 'Edit size']) {
      await expect(summary.getByRole('link', { name })).toBeVisible()
    }
    await summary.getByRole('link', { name: 'Edit property' }).click()
    await expectStep(w, 2, 'Tell us about your property')
    await expect(w.getByRole('heading', { name: 'Tell us about your property' })).toBeFocused()
    if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/quote\?step=2#quote-step-heading$/)
    // The answers are kept; the changed one is what step 4 then shows.
    await expect(w.getByRole('radio', { name: 'Single-family home' })).toBeChecked()
    await expect(w.getByLabel('ZIP code')).toHaveValue('33301')
    await w.getByLabel('ZIP code').fill('33139')
    await next(w)
    await expectStep(w, 3, 'Timeline and size')
    await next(w)
    await expectStep(w, 4, 'Verification')
    await expect(summary).toContainText('ZIP 33139')
    await expect(summary).toContainText('3 windows')
    await expectNoAxeViolations(page, testInfo)
  })

  test('the wizard also has a page of its own at /quote', async ({ page }, testInfo) => {
    const response = await page.goto('/quote')
    expect(response?.status()).toBe(200)
    const w = wizard(page)
    await w.getByRole('radio', { name: /^Installation/ }).check()
    await next(w)
    await expect(page).toHaveURL(/\/quote/)
    await expectStep(w, 2, 'Tell us about your property')
    await expectNoAxeViolations(page, testInfo)
  })

  test('a photo over 10 MB is refused with a message', async ({ page }, testInfo) => {
    await page.goto('/')
    const w = wizard(page)
    await fillFirstFourSteps(w, {
      service: /^Repair/,
      property: 'Commercial',
      zip: '33401',
      when: /Next week/,
      rooms: '1',
    })
    await next(w)
    await w.getByLabel('Full name').fill(`Oversize ${testInfo.project.name}`)
    await w.getByLabel('E-mail').fill('big@example.com')
    await w.getByLabel('Phone').fill('(954) 555-0111')
    const buffer = Buffer.alloc(10 * 1024 * 1024 + 1)
    buffer.set([0xff, 0xd8, 0xff, 0xe0])
    await w
      .getByLabel(/Photos of what needs repair/)
      .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer })
    const message = 'huge.jpg is larger than 10MB. Please choose a smaller file.'
    if (isNoJs(testInfo)) {
      await w.getByRole('button', { name: 'Get My Free Quote' }).click()
      await expectError(w, message, testInfo)
      await expect(w.getByLabel(/Photos of what needs repair/)).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(w.getByLabel('Full name')).toHaveValue(`Oversize ${testInfo.project.name}`)
    } else {
      // Refused before sending, with the toast of the specification.
      await expect(page.getByText('File too large').first()).toBeVisible()
      await expect(page.getByText(message).first()).toBeVisible()
      await expect(w.getByRole('img', { name: /Preview of/ })).toHaveCount(0)
    }
    await expect(page.getByText('File too large').first()).toBeVisible()
    expect(findLead(`Oversize ${testInfo.project.name}`).lead).toBeUndefined()
  })

  test('the API answers 200, 400, 413 and 415 as JSON', async ({ request }, testInfo) => {
    const ip = (n: number) => `198.51.100.${n + (isNoJs(testInfo) ? 100 : 0)}`
    const fields = {
      serviceType: 'repair',
      propertyType: 'condo',
      zipCode: '33301',
      timeFrame: 'asap',
      roomCount: '2',
      isHomeowner: 'false',
      name: `API ${testInfo.project.name} ${Date.now()}`,
      email: 'api@example.com',
      phone: '(954) 555-0177',
      address: '',
      details: '',
    }
    const jpeg = await photo('api.jpg', '#123456')
    const ok = await request.post('/api/submit-lead', {
      multipart: { ...fields, repairImages: jpeg },
      headers: { 'Fly-Client-IP': ip(1) },
    })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ success: true })
    expect(findLead(fields.name).photos).toHaveLength(1)

    const bad = await request.post('/api/submit-lead', {
      multipart: { ...fields, zipCode: '123' },
      headers: { 'Fly-Client-IP': ip(2) },
    })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({ zipCode: ['Enter your 5-digit ZIP code'] })

    const big = Buffer.alloc(10 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const tooLarge = await request.post('/api/submit-lead', {
      multipart: {
        ...fields,
        repairImages: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: big },
      },
      headers: { 'Fly-Client-IP': ip(3) },
    })
    expect(tooLarge.status()).toBe(413)
    expect((await tooLarge.json()).error).toContain('big.jpg is larger than 10MB')

    const notImage = await request.post('/api/submit-lead', {
      multipart: {
        ...fields,
        repairImages: {
          name: 'notes.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('plain text, not a photo '.repeat(10)),
        },
      },
      headers: { 'Fly-Client-IP': ip(4) },
    })
    expect(notImage.status()).toBe(415)
    expect((await notImage.json()).error).toContain('notes.jpg is not a supported image')
  })
})

test('the wizard survives a reload: the same step and answers', async ({ page }, testInfo) => {
  await page.goto('/quote')
  const w = wizard(page)
  await expectStep(w, 1, 'What service do you need?')
  await w.getByRole('radio', { name: /^Repair/ }).check()
  await next(w)
  await expectStep(w, 2, 'Tell us about your property')
  await w.getByRole('radio', { name: 'Condo' }).check()
  await w.getByLabel('ZIP code').fill('33301')
  // Without JavaScript the answers are the server's once a step is posted; with it, as typed.
  if (isNoJs(testInfo)) {
    await next(w)
    await expectStep(w, 3, 'Timeline and size')
  } else {
    await page.waitForTimeout(300)
  }
  await page.reload()
  if (isNoJs(testInfo)) {
    await expectStep(w, 3, 'Timeline and size')
    await w.getByRole('button', { name: 'Back' }).click()
  }
  await expectStep(w, 2, 'Tell us about your property')
  await expect(w.getByRole('radio', { name: 'Condo' })).toBeChecked()
  await expect(w.getByLabel('ZIP code')).toHaveValue('33301')
  await w.getByRole('button', { name: 'Back' }).click()
  await expectStep(w, 1, 'What service do you need?')
  await expect(w.getByRole('radio', { name: /^Repair/ })).toBeChecked()
})

test('the photo hint names every accepted format, and a text file named .jpg is caught before sending', async ({
  page,
}, testInfo) => {
  await page.goto('/quote')
  const w = wizard(page)
  await fillFirstFourSteps(w, {
    service: /^Repair/,
    property: 'Condo',
    zip: '33301',
    when: /This week/,
    rooms: '2 windows',
  })
  await next(w)
  await expectStep(w, 5, 'Your contact details')
  await expect(w.locator('#repairImages-hint')).toContainText('JPEG, PNG, GIF, WebP or AVIF')
  await expect(w.getByLabel(/Photos of what needs repair/)).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/gif,image/webp,image/avif',
  )
  if (isNoJs(testInfo)) return // the server refuses it on sending (tests/integration/quote-uploads.test.ts)
  await w.getByLabel(/Photos of what needs repair/).setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Not a photo at all, just some text.'),
  })
  await expect(page.getByText('notes.jpg is not a photo we can open').first()).toBeVisible()
  await expect(w.getByText('No photos attached', { exact: true })).toBeVisible()
  await expect(w.getByRole('img', { name: /Preview of/ })).toHaveCount(0)
})

test('the repair photo survives a reload with JavaScript; without it the page says to choose it again', async ({
  page,
}, testInfo) => {
  const name = `Reloaded photo ${testInfo.project.name} ${Date.now()}`
  await page.goto('/quote')
  const w = wizard(page)
  await fillFirstFourSteps(w, {
    service: /^Repair/,
    property: 'Condo',
    zip: '33301',
    when: /This week/,
    rooms: '1 window',
  })
  await next(w)
  await expectStep(w, 5, 'Your contact details')
  const photos = w.getByLabel(/Photos of what needs repair/)
  if (isNoJs(testInfo)) {
    // A browser cannot keep a chosen file across a page load: the field says so before it happens.
    await expect(w.locator('#repairImages-hint')).toContainText(
      'Photos are sent with your request: if you go back or reload this page first, choose them again.',
    )
    return
  }
  await expect(w.locator('#repairImages-hint')).not.toContainText('choose them again')
  await w.getByLabel('Full name').fill(name)
  await photos.setInputFiles([await photo('broken-slat.jpg', '#885522')])
  await expect(w.getByText('1 photo attached', { exact: true })).toBeVisible()
  await page.waitForTimeout(500)

  await page.reload()
  await expectStep(w, 5, 'Your contact details')
  await expect(w.getByLabel('Full name')).toHaveValue(name)
  await expect(w.getByText('1 photo attached', { exact: true })).toBeVisible()
  await expect(w.getByRole('img', { name: 'Preview of broken-slat.jpg' })).toBeVisible()
  await w.getByLabel('E-mail').fill('reload@example.com')
  await w.getByLabel('Phone').fill('(954) 555-0133')
  await w.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
  expect(findLead(name).photos.map((p) => p.original_name)).toEqual(['broken-slat.jpg'])

  // Sent: the kept photo is forgotten with the answers.
  expect(await page.evaluate(() => sessionStorage.getItem('quote-wizard-photos'))).toBeNull()
})
