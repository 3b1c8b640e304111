/**
 * Issue 40, point 9: small targets and names, as a keyboard or screen-reader user meets them.
 * The measuring links are at least 24 px tall with room between them (WCAG 2.5.8); the
 * measuring sheet's sideways-scrolling table is reachable by keyboard; "Add to Quote" buttons'
 * names start with the words shown (2.5.3); the header says "Cart, 1 item"; /service-areas has
 * no two landmarks of one kind with the same name.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { addZebraToCart } from './cart-helpers'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/** Every link at least 24 px tall, and no two of them closer than 24 px apart from centre to centre. */
async function expectTargets(links: Locator, count: number) {
  await expect(links).toHaveCount(count)
  const boxes = []
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    expect(box, 'the link is shown').not.toBeNull()
    if (!box) return
    expect(box.height).toBeGreaterThanOrEqual(24)
    expect(box.width).toBeGreaterThanOrEqual(24)
    boxes.push(box)
  }
  // Side by side or one above the other, they do not overlap.
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1], boxes[i]]
    const apart = b.x >= a.x + a.width || b.y >= a.y + a.height
    expect(apart, 'targets do not overlap').toBe(true)
  }
}

for (const width of [375, 1280]) {
  test(`the measuring links are targets of 24 px or more at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/shop/zebra-shades')
    await expectTargets(page.getByTestId('measuring-help').getByRole('link'), 2)

    await page.goto('/quote')
    const w = page.locator('#contact-form')
    await w.getByRole('radio', { name: /^Replacement/ }).check()
    await w.getByRole('button', { name: 'Continue' }).click()
    await w.getByRole('radio', { name: 'Condo' }).check()
    await w.getByLabel('ZIP code').fill('33301')
    await w.getByRole('button', { name: 'Continue' }).click()
    await expect(w.getByRole('heading', { name: 'Timeline and size' })).toBeVisible()
    await expectTargets(w.getByRole('link', { name: /^(Measuring sheet|We measure for free)$/ }), 2)
  })
}

/** Tabs forward until `target` has focus; false after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return true
  }
  return false
}

test('on a phone the measuring sheet scrolls sideways from the keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/measuring-guide')
  const sheet = page.getByRole('region', { name: /Measuring sheet/ })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByTestId('measuring-sheet')).toBeVisible()
  // It scrolls: wider than it is shown.
  const scrolls = await sheet.evaluate((el) => el.scrollWidth > el.clientWidth)
  expect(scrolls).toBe(true)
  await page.locator('h1').click()
  expect(await tabTo(page, sheet)).toBe(true)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => sheet.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await expectNoAxeViolations(page, testInfo)
})

test('"Add to Quote" buttons are named by the words they show, then the product', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/motors-accessories')
  const buttons = page.getByRole('button', { name: /Add to Quote/ })
  expect(await buttons.count()).toBeGreaterThan(0)
  for (const button of await buttons.all()) {
    // The words shown: the button's text without what only screen readers get.
    const visible = await button.evaluate((el) => {
      const shown = el.cloneNode(true) as HTMLElement
      for (const hidden of shown.querySelectorAll('.sr-only')) hidden.remove()
      return shown.textContent?.trim()
    })
    expect(visible).toBe('Add to Quote')
    await expect(button).toHaveAccessibleName(/^Add to Quote – \S/)
  }
  if (!isNoJs(testInfo)) {
    const { violations } = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze()
    expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  }
})

test('the header counts the cart in words: "Cart, 1 item"', async ({ page }) => {
  await addZebraToCart(page)
  await page.goto('/shop')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await addZebraToCart(page)
  await page.goto('/shop')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
})

test('/service-areas names each landmark once', async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), 'axe needs JavaScript in the page; the HTML is the same')
  await page.goto('/service-areas')
  const { violations } = await new AxeBuilder({ page })
    .withRules([
      'landmark-unique',
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-no-duplicate-main',
    ])
    .analyze()
  const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
  expect(found).toEqual([])
  await expectNoAxeViolations(page, testInfo)
})
