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
    await page.getByLabel('Search').fill(name)
    await page.getByLabel('Source').selectOption('quote-wizard')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/source=quote-wizard/)
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
    if (!isNoJs(testInfo)) return
  })
})
