/**
 * Issue 40, point 14, as a browser, a phone and a crawler meet the site: /favicon.ico, the
 * apple-touch-icon and the web app manifest (with its icons) answer, every page links them,
 * and /quote has its canonical link and is in the sitemap.
 */
import sharp from 'sharp'
import { expect, test } from './helpers'

test('the icons and the manifest answer, and every page links them', async ({ page }) => {
  for (const path of ['/', '/quote', '/shop/zebra-shades']) {
    await page.goto(path)
    const head = page.locator('head')
    await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    )
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
  }

  const favicon = await page.request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  const touch = await page.request.get('/apple-touch-icon.png')
  expect(touch.status()).toBe(200)
  const touchSize = await sharp(await touch.body()).metadata()
  expect([touchSize.width, touchSize.height]).toEqual([180, 180])

  const manifest = await page.request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] }
  expect(body.name).toBeTruthy()
  for (const icon of body.icons) {
    const answer = await page.request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    const size = await sharp(await answer.body()).metadata()
    expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes)
  }
})

test('/quote has its canonical link and is in the sitemap', async ({ page, baseURL }) => {
  await page.goto('/quote?step=2')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/quote`)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/quote</loc>`)
})
