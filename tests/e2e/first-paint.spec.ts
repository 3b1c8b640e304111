import { expect, isNoJs, test } from './helpers'

// Decision 100: the stylesheet is written into each page's head (no render-blocking request)
// and the module preloads come at low priority, so a phone paints the page from the HTML alone.

const PAGES = ['/', '/services/repair', '/shop/zebra-shades', '/gallery', '/blog', '/admin/login']

/** What the page looks like to a visitor: the sticky header and the site's fonts, styled. */
async function looksStyled(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    const body = getComputedStyle(document.body)
    return {
      headerSticky: header ? getComputedStyle(header).position === 'sticky' : null,
      bodyFlex: body.display === 'flex',
      cssLength: document.getElementById('site-css')?.textContent?.length ?? 0,
      linkedStylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    }
  })
}

test.describe('the first paint needs only the HTML', () => {
  test('every page carries its stylesheet inline and preloads scripts at low priority', async ({
    request,
  }, testInfo) => {
    test.skip(isNoJs(testInfo), 'the same HTML for both projects: checked once')
    for (const path of PAGES) {
      const html = await (await request.get(path)).text()
      const css = html.match(/<style id="site-css">([\s\S]*?)<\/style>/)?.[1] ?? ''
      expect(css.length, path).toBeGreaterThan(10_000)
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/)
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0])
      expect(preloads.length, path).toBeGreaterThan(0)
      for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"')
    }
  })

  test('pages are styled before and after hydration, and after moving on without a reload', async ({
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
      expect(styled.cssLength, path).toBeGreaterThan(10_000)
      expect(styled.linkedStylesheets, path).toBe(0)
    }
    // A client-side navigation (or a plain one without JavaScript) keeps the styles.
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Gallery$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/gallery$/)
    expect(await looksStyled(page)).toMatchObject({ bodyFlex: true, headerSticky: true })
    if (!isNoJs(testInfo)) expect(reactErrors).toEqual([])
  })
})
