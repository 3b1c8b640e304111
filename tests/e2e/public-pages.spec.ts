import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('home page', () => {
  test('hero with the quote wizard, services teaser, videos, testimonials, contact', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "South Florida's Premier Blinds & Window Treatment Experts",
    )
    await expect(
      page.locator('#contact-form').getByRole('heading', { name: 'Get Your Free Quote' }),
    ).toBeVisible()
    const services = page.locator('#services')
    await expect(services.getByRole('listitem')).toHaveCount(3)
    await expect(services.getByRole('link', { name: /See all 5 services/ })).toHaveAttribute(
      'href',
      '/services',
    )
    const testimonials = page.locator('#testimonials')
    await expect(testimonials.locator('figure')).toHaveCount(3)
    await expect(testimonials.getByText('Rated 5 out of 5')).toHaveCount(3)
    await expect(
      page.locator('#contact').getByRole('link', { name: /Book an Appointment/ }),
    ).toHaveAttribute('href', '/book-appointment')
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      telephone: '(954) 555-0123',
    })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/)
    for (const id of ['services', 'shop', 'testimonials', 'contact', 'contact-form']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1)
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('a video plays in a full-screen overlay, and is a plain link without JavaScript', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    const play = page.getByRole('link', { name: /Play video: Our Story/ })
    await expect(play).toHaveAttribute('href', /^https:\/\//)
    // Nothing from the video host loads before the visitor asks.
    await expect(page.locator('iframe')).toHaveCount(0)
    if (isNoJs(testInfo)) return
    await play.click()
    const dialog = page.getByRole('dialog', { name: /Our Story/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /autoplay=1/)
    await expectNoAxeViolations(page, testInfo, ['iframe'])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })
})

test.describe('services', () => {
  test('the grid lists the five services, each with its own page', async ({ page }, testInfo) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
    for (const id of ['replacement', 'repair', 'motorization', 'installation', 'blinds-removal']) {
      await expect(page.locator(`main a[href="/services/${id}"]`)).toHaveCount(1)
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('service pages carry their own pricing and Service structured data', async ({
    page,
  }, testInfo) => {
    await page.goto('/services/blinds-removal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blinds Removal')
    const pricing = page.getByRole('complementary')
    for (const text of ['$8 per linear foot', '$20 per linear foot', '$30', '$25', '$150']) {
      await expect(pricing.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByText('labelled and packaged for safe keeping').first()).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.map((j) => JSON.parse(j)['@type'])).toContain('Service')
    await expectNoAxeViolations(page, testInfo)

    await page.goto('/services/repair')
    await expect(page.getByText('Same Day', { exact: true })).toBeVisible()
    await expect(page.getByText('24-48 Hours', { exact: true })).toBeVisible()
    await expect(page.getByText('starting at $125')).toBeVisible()
    await page.goto('/services/installation')
    await expect(page.getByRole('complementary').getByText('$15 per linear foot')).toBeVisible()
    await page.goto('/services/motorization')
    await expect(page.getByText('5-year motor warranty').first()).toBeVisible()
  })

  test('an unknown service is a 404', async ({ page }, testInfo) => {
    const response = await page.goto('/services/window-washing')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  })
})

test.describe('gallery', () => {
  test('12 projects, filters by category', async ({ page }, testInfo) => {
    await page.goto('/gallery')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Work Gallery' })).toBeVisible()
    // The seed's projects (the staff gallery journey may be publishing one of its own meanwhile).
    const cards = page.locator('main ul.grid > li').filter({ hasNotText: 'Parkland Loft' })
    await expect(cards).toHaveCount(12)
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' })
    for (const name of [
      'All',
      'Our Service',
      'Interior Shutters',
      'Zebra Shades',
      'Wood Blinds',
      'Cellular Shades',
    ]) {
      await expect(filters.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page, testInfo)
    await filters.getByRole('link', { name: 'Zebra Shades' }).click()
    await expect(page).toHaveURL(/category=zebra-shades/)
    await expect(cards).toHaveCount(2)
    await expect(filters.getByRole('link', { name: 'Zebra Shades' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await filters.getByRole('link', { name: 'All', exact: true }).click()
    await expect(cards).toHaveCount(12)
  })

  test('View Details opens a dialog (or the project page without JavaScript)', async ({
    page,
  }, testInfo) => {
    await page.goto('/gallery?category=our-service')
    const details = page.getByRole('link', {
      name: 'View Details for Same-Day Vertical Blind Repair',
    })
    await expect(details).toHaveAttribute('href', '/gallery/plantation-vertical-blind-repair')
    await details.click()
    if (isNoJs(testInfo)) {
      await expect(page).toHaveURL(/\/gallery\/plantation-vertical-blind-repair$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Same-Day Vertical Blind Repair',
      )
      await expect(page.getByRole('img', { name: /^Before:/ })).toBeVisible()
      return
    }
    const dialog = page.getByRole('dialog', { name: 'Same-Day Vertical Blind Repair' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: /^After:/ })).toBeVisible()
    await expect(dialog.getByRole('img', { name: /^Before:/ })).toBeVisible()
    await expect(dialog).toContainText('Plantation, FL')
    await expect(dialog).toContainText('February 3, 2025')
    await expect(dialog).toContainText('Our Service')
    await expect(dialog.getByRole('list', { name: 'Tags' })).toContainText('Same Day')
    await expectNoAxeViolations(page, testInfo)
    // Focus stays inside; Escape closes and gives focus back.
    await page.keyboard.press('Tab')
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(details).toBeFocused()
    await expect(page).toHaveURL(/\/gallery\?category=our-service$/)
  })

  test('filters are one row that scrolls on a phone; View Details buttons line up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/gallery')
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' })
    const chips = filters.getByRole('link')
    const tops = await chips.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size, `chip rows at ${tops.join(', ')}`).toBe(1)
    const row = filters.getByRole('list')
    expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true)
    // The keyboard reaches the last chip, and it is scrolled into view.
    await chips.first().focus()
    for (let i = 1; i < (await chips.count()); i++) await page.keyboard.press('Tab')
    await expect(chips.last()).toBeFocused()
    await expect(chips.last()).toBeInViewport({ ratio: 1 })

    // Three cards a row on a wide screen: their buttons at one height, whatever the titles.
    await page.setViewportSize({ width: 1280, height: 900 })
    const buttons = page.getByRole('link', { name: /^View Details/ })
    const bottoms = await buttons.evaluateAll((links) =>
      links.slice(0, 3).map((link) => Math.round(link.getBoundingClientRect().bottom)),
    )
    expect(new Set(bottoms).size, `button bottoms ${bottoms.join(', ')}`).toBe(1)
  })

  test('a project page has no before picture when there is none', async ({ page }, testInfo) => {
    await page.goto('/gallery/weston-plantation-shutters')
    await expect(page.getByRole('img', { name: /^After:/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Before:/ })).toHaveCount(0)
    await expectNoAxeViolations(page, testInfo)
  })
})

test.describe('service areas and city pages', () => {
  test('the index has a card for each of the 14 cities', async ({ page }, testInfo) => {
    await page.goto('/service-areas')
    await expect(page.getByRole('heading', { level: 1, name: 'Service Areas' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveCount(14)
    await expect(page.getByRole('link', { name: 'Learn More about Tamarac' })).toHaveAttribute(
      'href',
      '/tamarac',
    )
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/#contact-form',
    )
    await expectNoAxeViolations(page, testInfo)
  })

  test('a city page has its title, services, neighbourhoods and working links', async ({
    page,
  }, testInfo) => {
    await page.goto('/weston')
    await expect(page).toHaveTitle(
      'Blinds Repair & Installation in Weston, FL | Tri-County Blinds & Shades - Expert Service',
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Weston.*\(954\) 555-0123/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Weston's Premier Blinds Repair & Installation Experts",
    )
    await expect(page.locator('main').getByRole('link', { name: /^Call/ }).first()).toHaveAttribute(
      'href',
      'tel:+19545550123',
    )
    await expect(page.locator('main a[href="/book-appointment"]')).toHaveCount(1)
    await expect(page.locator('main a[href="/#contact-form"]')).toHaveCount(1)
    await expect(page.locator('main a[href="/book-now"], main a[href="/contact"]')).toHaveCount(0)
    await expect(page.locator('#city-services ~ ul > li')).toHaveCount(3)
    await expect(page.getByText('Windmill Reserve')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Request service in Weston' })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  })

  test('Plantation lists six services, a five-star review and emergency service', async ({
    page,
  }, testInfo) => {
    await page.goto('/plantation')
    await expect(page.locator('#city-services ~ ul > li')).toHaveCount(6)
    await expect(page.getByText('Emergency Service Available', { exact: true })).toBeVisible()
    await expect(page.getByText('Rated 5 out of 5')).toBeVisible()
    await expect(page.getByText('Country Club Estates')).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  })

  for (const slug of [
    'fort-lauderdale',
    'pompano-beach',
    'miramar',
    'coral-springs',
    'pembroke-pines',
    'hollywood',
    'davie',
    'sunrise',
    'cooper-city',
    'deerfield-beach',
    'tamarac',
    'margate',
  ]) {
    test(`/${slug} answers with its city page`, async ({ request }) => {
      const response = await request.get(`/${slug}`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('Premier Blinds Repair &amp; Installation Experts')
    })
  }
})

test.describe('B2B, privacy, terms', () => {
  test('the B2B landing page links to the portal and four services', async ({ page }, testInfo) => {
    await page.goto('/b2b')
    await expect(page.locator('main a[href="/window-company-portal"]').first()).toBeVisible()
    for (const id of ['blinds-removal', 'installation', 'replacement', 'repair']) {
      await expect(page.locator(`main a[href="/services/${id}"]`)).toHaveCount(1)
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('the portal shows the form, coverage and the 3-step process', async ({ page }, testInfo) => {
    await page.goto('/window-company-portal')
    await expect(page.getByRole('heading', { name: 'B2B Service Request' })).toBeVisible()
    for (const county of ['Broward County', 'Miami-Dade County', 'Palm Beach County']) {
      await expect(page.getByText(county, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
    await expect(page.locator('ol > li').filter({ hasText: /./ })).toHaveCount(3)
    await expectNoAxeViolations(page, testInfo)
  })

  test('privacy and terms are static pages with the business contact', async ({
    page,
  }, testInfo) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    for (const text of [
      '30 days',
      'due on completion',
      '24 hours',
      '1-year installation guarantee',
    ]) {
      await expect(page.locator('article').getByText(text).first()).toBeVisible()
    }
    await expect(page.locator('article')).toContainText('(954) 555-0123')
    await expectNoAxeViolations(page, testInfo)
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.locator('article')).toContainText('info@example.com')
    await expectNoAxeViolations(page, testInfo)
  })
})

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists public routes and published posts, no admin', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/application\/xml/)
    const xml = await response.text()
    for (const path of [
      '/shop/zebra-shades',
      '/book-appointment',
      '/margate',
      '/blog',
      '/gallery',
    ]) {
      expect(xml).toContain(`${path}</loc>`)
    }
    expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(xml).not.toContain('/admin')
  })

  test('robots.txt points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(await response.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
  })
})
