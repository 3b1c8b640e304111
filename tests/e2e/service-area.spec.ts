import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, isNoJs, test } from './helpers'

/** The e2e server's database (scripts/dev/e2e-server.js), read-only. */
const dbPath = path.resolve(`tests/.tmp/e2e/e2e-${process.env.E2E_PORT}.db`)

function leadId(name: string): number | undefined {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT id, zip_code FROM leads WHERE name = ?').get(name) as
      | { id: number; zip_code: string }
      | undefined
    expect(row?.zip_code).toBe('10001')
    return row?.id
  } finally {
    db.close()
  }
}

function wizard(page: Page): Locator {
  return page.locator('#contact-form')
}

async function next(w: Locator) {
  await w.getByRole('button', { name: 'Continue' }).click()
}

const OUT_OF_AREA = /outside our service area/

test.describe('the service area', () => {
  test('a New York ZIP gets the out-of-area answer, the request is still taken and flagged for staff', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const name = `Second home ${testInfo.project.name} ${Date.now()}`
    await page.goto('/')
    const w = wizard(page)
    await w.getByRole('radio', { name: /^Replacement/ }).check()
    await next(w)
    await w.getByRole('radio', { name: 'Condo' }).check()
    await w.getByLabel('ZIP code').fill('10001')
    const notice = w.locator('[data-out-of-area]').filter({ visible: true })
    if (isNoJs(testInfo)) {
      // Without JavaScript: said on submit of the step.
      await expect(notice).toHaveCount(0)
      await next(w)
    } else {
      // With JavaScript: said as soon as the ZIP is typed, before Continue.
      await expect(notice).toContainText(OUT_OF_AREA)
      await expect(notice.getByRole('link', { name: '(954) 555-0123' })).toHaveAttribute(
        'href',
        'tel:+19545550123',
      )
      await next(w)
    }
    await expect(w.getByRole('heading', { name: 'Timeline and size' })).toBeVisible()
    await expect(notice).toContainText(OUT_OF_AREA)
    await expect(notice).toContainText('(954) 555-0123')
    await w.getByRole('radio', { name: /flexible/ }).check()
    await w.getByLabel('How many windows or rooms?').fill('3 windows')
    await next(w)
    await next(w)
    await w.getByLabel('Full name').fill(name)
    await w.getByLabel('E-mail').fill('second.home@example.com')
    await w.getByLabel('Phone').fill('954-555-0100')
    await w.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(w.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()

    const id = leadId(name)
    expect(id).toBeDefined()
    await loginAsAdmin()
    await page.goto(`/admin/leads/${id}`)
    await expect(
      page.locator('article[aria-labelledby="lead-title"]').getByText('Outside service area'),
    ).toBeVisible()
  })

  test('a Miami Beach ZIP gets no such answer', async ({ page }) => {
    await page.goto('/')
    const w = wizard(page)
    await w.getByRole('radio', { name: /^Replacement/ }).check()
    await next(w)
    await w.getByRole('radio', { name: 'Condo' }).check()
    await w.getByLabel('ZIP code').fill('33139')
    await next(w)
    await expect(w.getByRole('heading', { name: 'Timeline and size' })).toBeVisible()
    await expect(w.locator('[data-out-of-area]')).toHaveCount(0)
  })

  test('the city page form answers a New York ZIP kindly, with and without JavaScript, and the lead is flagged', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const name = `City second home ${testInfo.project.name} ${Date.now()}`
    await page.goto('/fort-lauderdale')
    const form = page.locator('#city-service-request')
    await form.getByLabel('Full name').fill(name)
    await form.getByLabel('Phone').fill('954-555-0100')
    await form.getByLabel('Email').fill('second.home@example.com')
    await form.getByLabel('Service needed').selectOption('replacement')
    await form.getByLabel('ZIP code').fill('10001')
    await form.getByRole('button', { name: 'Request Service' }).click()
    const section = page.locator('#service-request')
    await expect(section.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible()
    const notice = section.locator('[data-out-of-area]')
    await expect(notice).toContainText(OUT_OF_AREA)
    await expect(notice).toContainText('(954) 555-0123')

    const id = leadId(name)
    expect(id).toBeDefined()
    await loginAsAdmin()
    await page.goto(`/admin/leads/${id}`)
    await expect(
      page.locator('article[aria-labelledby="lead-title"]').getByText('Outside service area'),
    ).toBeVisible()
  })
})
