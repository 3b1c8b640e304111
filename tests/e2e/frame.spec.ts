import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('the frame every page shares', () => {
  test('home is server-rendered with header, footer and anchors', async ({ page }, testInfo) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/')
    await expect(header.getByRole('link', { name: /Get Free Quote/ })).toHaveAttribute(
      'href',
      '/#contact-form',
    )
    await expect(header.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/services',
      '/shop',
      '/blog',
      '/b2b',
      '/privacy',
      '/terms',
      '/admin',
      '/sitemap.xml',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer).toContainText('Mon-Fri: 8AM-6PM')
    await expect(footer).toContainText('Sat: 9AM-4PM')
    await expect(footer).toContainText(/emergency service available/i)
    for (const id of ['services', 'shop', 'testimonials', 'contact', 'contact-form']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1)
    }
    await expectNoAxeViolations(page, testInfo)
  })

  for (const path of ['/nope', '/book-now', '/contact']) {
    test(`${path} is a real 404 with the not-found text`, async ({ page }, testInfo) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
      await expect(page).toHaveTitle('404 Page Not Found')
      await expectNoAxeViolations(page, testInfo)
    })
  }

  test('wide screens show the navigation bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await expect(nav).toBeVisible()
    for (const name of [
      'Shop',
      'Services',
      'Book Appointment',
      'Service Areas',
      'Gallery',
      'Blog',
      'Reviews',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Open menu' })).toBeHidden()
    await page.screenshot({ path: testInfo_path('header-1280', page) })
  })

  test('narrow screens get a slide-in menu that closes when a link is chosen', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const panel = page.locator('#site-menu')
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(320)
    expect(box?.width).toBeGreaterThanOrEqual(0.85 * 375 - 1)
    await page.screenshot({ path: testInfo_path(`menu-375-${testInfo.project.name}`, page) })
    await panel.getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.locator('#site-menu')).toBeHidden()
    if (!isNoJs(testInfo)) {
      // Escape closes it too and gives focus back to the toggle.
      await page.goto('/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(panel).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    }
  })

  test('navigation starts at the top of the next page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

function testInfo_path(name: string, _page: unknown) {
  return `test-results/screens/${name}.png`
}
