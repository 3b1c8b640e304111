import type { Page } from '@playwright/test'
import { expect, isNoJs, test } from './helpers'

// docs/decisions/100-performance.md: the module preloads go at low priority, so on a phone's slow connection the
// page's stylesheet, text and pictures come before the scripts that make it instant.

// The Spanish pages too: their words and switch must hydrate as the server rendered them.
const PAGES = [
  '/',
  '/services/repair',
  '/shop/zebra-shades',
  '/gallery',
  '/blog',
  '/es',
  '/es/shop/zebra-shades',
  '/admin/login',
]

/** What the page looks like to a visitor: the sticky header and the page frame, styled. */
function looksStyled(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    return {
      headerSticky: header ? getComputedStyle(header).position === 'sticky' : null,
      bodyFlex: getComputedStyle(document.body).display === 'flex',
    }
  })
}

test.describe('the first paint comes before the scripts', () => {
  test('every page links its one stylesheet and preloads scripts at low priority', async ({
    request,
  }, testInfo) => {
    test.skip(isNoJs(testInfo), 'the same HTML for both projects: checked once')
    for (const path of PAGES) {
      const html = await (await request.get(path)).text()
      expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [], path).toHaveLength(1)
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
      expect(preloads.length, path).toBeGreaterThan(0)
      for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"')
    }
  })

  test('pages are styled and hydrate without errors, also after moving on', async ({
    page,
  }, testInfo) => {
    const reactErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) {
        reactErrors.push(message.text())
      }
    })
    page.on('pageerror', (error) => reactErrors.push(error.message))
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const styled = await looksStyled(page)
      expect(styled.bodyFlex, path).toBe(true)
      if (path !== '/admin/login') expect(styled.headerSticky, path).toBe(true)
    }
    // A client-side navigation (or a plain one without JavaScript) keeps the page styled.
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Gallery$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/gallery$/)
    expect(await looksStyled(page)).toEqual({ bodyFlex: true, headerSticky: true })
    if (!isNoJs(testInfo)) expect(reactErrors).toEqual([])
  })
})
