import sharp from 'sharp'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('the Leads tab', () => {
  test('a quote-wizard lead with its photo: find it, open it, change its status', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const name = `Leads ${testInfo.project.name} ${Date.now()}`
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#557799' },
    })
      .jpeg()
      .toBuffer()
    // The wizard's own submission call (what its last step posts with JavaScript).
    const sent = await page.request.post('/api/submit-lead', {
      multipart: {
        serviceType: 'repair',
        propertyType: 'condo',
        zipCode: '33301',
        timeFrame: 'this-week',
        roomCount: '2 windows',
        isHomeowner: 'true',
        name,
        email: 'leads-e2e@example.com',
        phone: '(954) 555-0177',
        details: 'Cord snapped on the bedroom blind',
        repairImages: { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    })
    expect(sent.status()).toBe(200)

    await loginAsAdmin()
    await page.goto('/admin/leads')
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
    await page.getByLabel('Search', { exact: true }).fill(name)
    await page.getByLabel('Source').selectOption('quote-wizard')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/source=quote-wizard/)
    // The export keeps the list's filters: what the list shows, every page.
    const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    expect(exportHref).toMatch(/^\/admin\/leads\/export\?.*source=quote-wizard/)
    const csv = await page.request.get(exportHref!)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-disposition']).toMatch(/leads-\d{4}-\d{2}-\d{2}\.csv/)
    expect(await csv.text()).toContain(name)
    await page.getByRole('link', { name: new RegExp(name) }).click()

    const lead = page.getByRole('article')
    await expect(
      lead.getByRole('heading', { name: new RegExp(`Lead #\\d+: ${name}`) }),
    ).toBeVisible()
    await expect(lead).toContainText('Cord snapped on the bedroom blind')
    await expect(lead).toContainText('2 windows')
    const thumbnail = lead.getByRole('img', { name: /bedroom\.jpg/ })
    await expect(thumbnail).toBeVisible()
    // The thumbnail really loads for staff (the same address refuses visitors).
    const src = await thumbnail.getAttribute('src')
    const image = await page.request.get(src!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
    await expect(lead.getByRole('link', { name: /bedroom\.jpg/ })).toHaveAttribute(
      'href',
      /\/uploads\/leads\/.+\/original\.jpg$/,
    )
    await expectNoAxeViolations(page, testInfo)

    await lead.getByLabel('Lead status').selectOption('contacted')
    await lead.getByRole('button', { name: 'Update' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Status Updated' })).toBeVisible()
    await expect(lead.getByText('Contacted', { exact: true }).first()).toBeVisible()
    await expect(lead.getByLabel('Lead status')).toHaveValue('contacted')

    await page.context().clearCookies()
    const refused = await page.request.get(src!)
    expect(refused.status()).toBe(401)
  })
})

test.describe('the B2B tab', () => {
  test('a portal request: find it, change its status, see its details, export it, delete it', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    test.setTimeout(60_000)
    const company = `B2B ${testInfo.project.name} ${Date.now()}`
    await page.goto('/window-company-portal')
    const form = page.locator('#request form')
    await form.getByLabel('Company name').fill(company)
    await form.getByLabel('Contact name').fill('Jo Smith')
    await form.getByLabel('Contact phone').fill('(954) 555-0100')
    await form.getByLabel('Contact email').fill('jo@acme.test')
    await form.getByLabel('Customer name').fill('Ann Lee')
    await form.getByLabel('Customer phone').fill('954-555-0101')
    await form.getByLabel('Job address').fill('1 Main St, Davie, FL')
    await form.getByLabel('Type of blinds').selectOption('Vertical blinds')
    await form.getByLabel('Number of windows').fill('12')
    await form.getByLabel('Urgency').selectOption('urgent')
    await form.getByLabel('Project details').fill('Remove 12 verticals before impact windows.')
    await form.getByRole('button', { name: 'Submit Service Request' }).click()
    await expect(page).toHaveURL(/submitted=1/)

    await loginAsAdmin()
    await page.goto('/admin/b2b')
    await expect(page.getByRole('heading', { name: 'Window Company Requests' })).toBeVisible()
    await page.getByLabel('Search', { exact: true }).fill(company)
    await page.getByLabel('Urgency').selectOption('urgent')
    await page.getByRole('button', { name: 'Apply' }).click()
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText(company)
    await expectNoAxeViolations(page, testInfo)

    const row = table.getByRole('row').nth(1)
    await row.getByLabel(/^Status of request #\d+$/).selectOption('in-progress')
    await row.getByRole('button', { name: /^Update/ }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Status Updated' })).toBeVisible()
    await expect(page).toHaveURL(/urgency=urgent/)
    await expect(table.getByRole('row').nth(1)).toContainText('In Progress')

    await table.getByRole('link', { name: /^View request/ }).click()
    const dialog = page.getByRole('dialog', { name: /^Request Details #\d+$/ })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Remove 12 verticals before impact windows.')
    await expect(dialog.getByLabel('Request status')).toHaveValue('in-progress')
    await expectNoAxeViolations(page, testInfo)
    if (isNoJs(testInfo)) await dialog.getByRole('link', { name: 'Close' }).click()
    else await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!,
    )
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-disposition']).toMatch(
      /window-company-requests-\d{4}-\d{2}-\d{2}\.csv/,
    )
    expect(await csv.text()).toContain(company)

    await table.getByRole('button', { name: /^Archive request/ }).click()
    const archived = page.locator('[data-toast]').filter({ hasText: 'Request Archived' })
    await expect(archived).toBeVisible()
    await expect(page.getByText('No requests found matching your criteria.')).toBeVisible()
    // Nothing is destroyed by one click: Undo brings it back.
    await archived.getByRole('button', { name: 'Undo' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Request Restored' })).toBeVisible()
    await expect(table.getByRole('button', { name: /^Archive request/ })).toBeVisible()
  })
})
