import type { Page } from '@playwright/test'
import { addZebraToCart } from './cart-helpers'
import { expect, isNoJs, test } from './helpers'

/**
 * Nothing covers what the customer is using (WCAG 2.4.11, issue 14): on the key pages, at a
 * phone's and a laptop's size, every control the customer can reach is, once scrolled to as
 * focus scrolls to it, the thing under its own centre, not the bottom bar, the header or a
 * toast.
 */

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  // A tablet, or a narrow laptop window: the phone's price bar, above the cart bar (issue 30).
  { name: 'tablet', width: 800, height: 1000 },
  { name: 'laptop', width: 1280, height: 800 },
] as const

const PAGES = [
  '/',
  '/services/repair',
  '/fort-lauderdale',
  '/window-company-portal',
  '/shop/motors-accessories',
  '/gallery',
]

const CONFIGURATORS = ['/shop/zebra-shades', '/shop/roller-shades', '/shop/vertical-blinds']

/**
 * The controls covered at their centre, described. Each control is scrolled into view the way
 * the keyboard brings it into view (the nearest edge, instantly), then `elementFromPoint` at its
 * centre must be the control, inside it, or its label. A control drawn by its label (a radio
 * hidden behind a swatch) is checked through that label.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'
    const describe = (el: Element | null) => {
      if (!el) return 'nothing'
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      const id = el.id ? `#${el.id}` : ''
      const bar = el.closest('[data-bottom-bar]')?.getAttribute('data-bottom-bar')
      return `<${el.tagName.toLowerCase()}${id}> "${text}"${bar ? ` (the ${bar} bar)` : ''}`
    }
    const covered: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if ((el as HTMLButtonElement).disabled || el.tabIndex < -1) continue
      if (el.closest('[inert], details:not([open]) > :not(summary)')) continue
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      let target: HTMLElement = el
      let box = el.getBoundingClientRect()
      if (box.width <= 2 || box.height <= 2) {
        // Visually hidden: the customer sees and taps its label (or nothing: a skip link).
        const label = (el as HTMLInputElement).labels?.[0]
        if (!label) continue
        target = label
      }
      target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      box = target.getBoundingClientRect()
      // A control taller or wider than the screen: the centre of its part on screen.
      const left = Math.max(box.left, 0)
      const right = Math.min(box.right, window.innerWidth)
      const top = Math.max(box.top, 0)
      const bottom = Math.min(box.bottom, window.innerHeight)
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      const label = hit?.closest('label')
      const ok =
        hit !== null &&
        (target.contains(hit) ||
          el.contains(hit) ||
          (label !== null && label !== undefined && label.control === el))
      if (!ok) covered.push(`${describe(el)} is under ${describe(hit)}`)
    }
    return covered
  })
}

async function expectNothingCovered(page: Page) {
  // Lazy images and web fonts settle the layout first.
  await page.waitForLoadState('load')
  expect(await coveredControls(page)).toEqual([])
}

for (const size of SIZES) {
  test.describe(`nothing covers a control at ${size.width} px`, () => {
    test.beforeEach(({ page }, testInfo) => {
      test.skip(isNoJs(testInfo), 'run with JavaScript: the check reads the page in the browser')
      return page.setViewportSize({ width: size.width, height: size.height })
    })

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path)
        await expectNothingCovered(page)
      })
    }

    test('/quote, steps 1 to 3', async ({ page }) => {
      await page.goto('/quote')
      const wizard = page.locator('#contact-form')
      await expect(wizard.getByText('Step 1 of 5', { exact: true })).toBeVisible()
      await expectNothingCovered(page)
      await wizard.getByRole('radio', { name: /^Repair/ }).check()
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await expect(wizard.getByText('Step 2 of 5', { exact: true })).toBeVisible()
      await expectNothingCovered(page)
      await wizard.getByRole('radio', { name: 'Condo' }).check()
      await wizard.getByLabel('ZIP code').fill('33301')
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await expect(wizard.getByText('Step 3 of 5', { exact: true })).toBeVisible()
      await expectNothingCovered(page)
    })

    for (const path of CONFIGURATORS) {
      test(`${path} with the cart bar showing`, async ({ page }) => {
        await addZebraToCart(page)
        await page.goto(path)
        if (size.width >= 768) await expect(page.getByTestId('sticky-cart-bar')).toBeVisible()
        // The laptop's price summary (issue 30) is checked with every other control.
        if (size.width >= 1024) {
          await expect(page.getByTestId('desktop-price-summary')).toBeVisible()
        } else {
          await expect(page.getByTestId('phone-price-bar')).toBeVisible()
        }
        await expectNothingCovered(page)
      })
    }

    test('the price stays in view while configuring', async ({ page }) => {
      await addZebraToCart(page)
      await page.goto('/shop/zebra-shades')
      const price = page.getByTestId(
        size.width >= 1024 ? 'desktop-price-summary' : 'phone-price-bar',
      )
      // The last field before the price card: the price is on screen beside it.
      const room = page.getByLabel(/^Room/)
      await room.scrollIntoViewIfNeeded()
      await expect(room).toBeInViewport()
      await expect(price).toBeInViewport({ ratio: 1 })
      if (size.width < 1024 && size.width >= 768) {
        // Above the cart bar, not under it.
        const bar = (await price.boundingBox())!
        const cartBar = (await page.getByTestId('sticky-cart-bar').boundingBox())!
        expect(bar.y + bar.height).toBeLessThanOrEqual(cartBar.y + 1)
      }
      await page.screenshot({ path: `tests/.tmp/price-in-view-${size.width}.png` })
    })

    test('the home page with the cart bar showing', async ({ page }) => {
      await addZebraToCart(page)
      await page.goto('/')
      await expect(page.getByTestId('sticky-cart-bar')).toBeVisible()
      await expectNothingCovered(page)
    })
  })
}

test.describe('the phone bottom bar', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 812 }))

  test('Book Now, and once the cart has something Book Now stays on top of the cart bar', async ({
    page,
  }) => {
    await page.goto('/services/repair')
    const book = page.getByRole('link', { name: 'Book Now' })
    await expect(book).toBeVisible()
    await expect(page.getByTestId('sticky-cart-bar')).toHaveCount(0)
    await addZebraToCart(page)
    await page.goto('/services/repair')
    const cartBar = page.getByTestId('sticky-cart-bar')
    await expect(cartBar).toBeVisible()
    // Issue 30: Book Now stays, a row of the same bar above the cart's, covering none of it.
    await expect(book).toBeVisible()
    const bookBox = (await cartBar
      .getByRole('navigation', { name: 'Book or get a quote' })
      .boundingBox())!
    const count = (await cartBar.getByTestId('cart-bar-count').boundingBox())!
    const viewCart = (await cartBar.getByRole('link', { name: 'View Cart' }).boundingBox())!
    expect(bookBox.y + bookBox.height).toBeLessThanOrEqual(count.y)
    expect(bookBox.y + bookBox.height).toBeLessThanOrEqual(viewCart.y)
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(1)
    await page.screenshot({
      path: `tests/.tmp/book-now-with-cart-375-${test.info().project.name}.png`,
    })
    // Its height is reserved at the end of the page: the footer's last line stays above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const bar = (await page.getByTestId('sticky-cart-bar').boundingBox())!
    const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last()
    const link = (await lastFooterLink.boundingBox())!
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y)
  })

  test('nothing of the bottom bar shows through the open menu', async ({ page }, testInfo) => {
    await page.goto('/gallery')
    const bookBar = page.locator('[data-bottom-bar="book"]')
    await expect(bookBar).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(bookBar).toBeHidden()

    await addZebraToCart(page)
    await page.goto('/gallery')
    const cartBar = page.getByTestId('sticky-cart-bar')
    await expect(cartBar).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(cartBar).toBeHidden()
    if (!isNoJs(testInfo)) {
      await page.keyboard.press('Escape')
      await expect(cartBar).toBeVisible()
    }
  })

  test('Book Now steps aside while the customer types', async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), 'focus in a field needs a browser that runs the page')
    await page.goto('/fort-lauderdale')
    const bookBar = page.locator('[data-bottom-bar="book"]')
    await expect(bookBar).toBeVisible()
    await page.getByLabel('Full name').focus()
    await expect(bookBar).toBeHidden()
    await page.getByLabel('Full name').blur()
    await expect(bookBar).toBeVisible()
  })

  test('the header shows the business name on a phone', async ({ page }) => {
    await page.goto('/')
    const home = page.getByRole('banner').getByRole('link', { name: /home$/ })
    await expect(home).toContainText('Tri-County Blinds & Shades')
    await expect(home.getByText('Tri-County Blinds & Shades')).toBeVisible()
  })
})
