/**
 * The Spanish header on a phone (issue 41): Spanish words are longer than English ones, and a
 * header wider than the screen makes the whole page slide sideways. At 375 px the Spanish home
 * and a configurator are no wider than the screen, with JavaScript on and off; nor at the
 * widths where the header's row changes (the full navigation from 1280 px).
 */
import { expect, test } from './helpers'

const PAGES = [
  { name: 'home', path: '/es' },
  { name: 'zebra-configurator', path: '/es/shop/zebra-shades' },
]

test.describe('the Spanish header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  for (const { name, path } of PAGES) {
    test(`${path} is no wider than the phone`, async ({ page }, testInfo) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const header = page.locator('header').first()
      await header.screenshot({ path: `tests/.tmp/es-header-${name}-${testInfo.project.name}.png` })
      await page.screenshot({ path: `tests/.tmp/es-${name}-375-${testInfo.project.name}.png` })
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        header: document.querySelector('header')?.scrollWidth ?? 0,
      }))
      expect(widths.header, 'header scrollWidth').toBeLessThanOrEqual(375)
      expect(widths.document, 'document scrollWidth').toBeLessThanOrEqual(375)
    })
  }
})

test('on phones from 360 to 430 px the header fits in both languages, the call one tap away, its last button clear of the edge', async ({
  page,
}) => {
  for (const width of [360, 375, 390, 430]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/', '/es']) {
      await page.goto(path)
      const measured = await page.evaluate(() => {
        const buttons = [
          ...document.querySelectorAll('header > div a, header > div button'),
        ].filter((element) => element.getBoundingClientRect().width > 0)
        return {
          document: document.documentElement.scrollWidth,
          icon: document.querySelector('header > div > a svg')?.getBoundingClientRect().width,
          rightmost: Math.max(...buttons.map((b) => b.getBoundingClientRect().right)),
          call: document.querySelector('header > div a[href^="tel:"]')?.getBoundingClientRect(),
          nameLines: (() => {
            const name = document.querySelector('header > div > a span')
            if (!name) return 0
            const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight)
            return Math.round(name.getBoundingClientRect().height / lineHeight)
          })(),
        }
      })
      // The call is one tap on every phone, in either language (it was dropped below 480px
      // when the language switch came), a target of 40 by 44 px or more.
      expect(measured.call?.width, `${path}: call button at ${width}px`).toBeGreaterThanOrEqual(40)
      expect(measured.call?.height, `${path}: call button at ${width}px`).toBeGreaterThanOrEqual(44)
      // The name keeps to two lines from 375px (three on a 360px phone).
      expect(measured.nameLines, `${path}: lines of the name at ${width}px`).toBeLessThanOrEqual(
        width < 375 ? 3 : 2,
      )
      expect(measured.document, `${path}: document scrollWidth at ${width}px`).toBeLessThanOrEqual(
        width,
      )
      // The business name narrows, never the logo.
      expect(measured.icon, `${path}: logo width at ${width}px`).toBe(36)
      // The header's own 16px margin: a thumb at the edge of the glass still hits the menu.
      expect(measured.rightmost, `${path}: rightmost button at ${width}px`).toBeLessThanOrEqual(
        width - 16,
      )
    }
  }
})

test('the Spanish home fits the larger phones too, where the switch spells "English"', async ({
  page,
}) => {
  for (const width of [414, 440]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/es')
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, `document scrollWidth at ${width}px`).toBeLessThanOrEqual(width)
  }
})

test('the Spanish pages fit every width where the header changes, the full navigation included', async ({
  page,
}) => {
  for (const width of [768, 1024, 1280, 1440, 1536]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/es', '/es/shop/motors-accessories']) {
      await page.goto(path)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${path}: document scrollWidth at ${width}px`).toBeLessThanOrEqual(width)
    }
  }
})
