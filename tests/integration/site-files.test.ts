// Issue 40, point 14: /quote has its canonical link and a sitemap line; the site has a web app
// manifest, an apple-touch-icon and a /favicon.ico, each of the size it says.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { links } from '~/root'
import * as manifestRoute from '~/routes/manifest[.]webmanifest'
import * as quoteRoute from '~/routes/quote'
import * as sitemapRoute from '~/routes/sitemap[.]xml'

function publicFile(href: string) {
  return fs.readFileSync(path.resolve('public', `.${href}`))
}

describe('/quote', () => {
  it('has a canonical link to itself, without its query', async () => {
    const page = await callRoute(quoteRoute, getRequest('/quote?step=2'))
    // biome-ignore lint/suspicious/noExplicitAny: Remix's meta arguments, only what meta reads
    const tags = quoteRoute.meta({ data: page.data } as any) as Record<string, string>[]
    const canonical = tags.find((t) => t.rel === 'canonical')
    expect(canonical).toMatchObject({ tagName: 'link', href: 'http://localhost:3000/quote' })
    expect(tags.find((t) => t.property === 'og:url')?.content).toBe('http://localhost:3000/quote')
    expect(tags.find((t) => 'title' in t)?.title).toBe(
      'Get Your Free Quote | Blinds & Shades in South Florida',
    )
  })

  it('is in the sitemap', async () => {
    const answer = await callRoute(sitemapRoute, getRequest('/sitemap.xml'))
    const xml = await (answer.response as Response).text()
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/quote<\/loc>/)
  })
})

describe('icons and the web app manifest', () => {
  it('every page links the ICO, the SVG, the apple-touch-icon and the manifest', () => {
    const all = links() as { rel: string; href: string }[]
    const rels = all.map((l) => `${l.rel} ${l.href}`)
    expect(rels).toEqual(
      expect.arrayContaining([
        'icon /favicon.ico',
        'icon /favicon.svg',
        'apple-touch-icon /apple-touch-icon.png',
        'manifest /manifest.webmanifest',
      ]),
    )
  })

  it('the manifest names the business and lists icons of the sizes they say', async () => {
    const answer = await callRoute(manifestRoute, getRequest('/manifest.webmanifest'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/)
    const manifest = answer.data as {
      name: string
      short_name: string
      start_url: string
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest.name).toBe(process.env.BUSINESS_NAME ?? 'Tri-County Blinds & Shades')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const info = await sharp(publicFile(icon.src)).metadata()
      expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes)
      expect(info.format).toBe('png')
    }
  })

  it('the apple-touch-icon is a 180 px opaque square', async () => {
    const info = await sharp(publicFile('/apple-touch-icon.png')).metadata()
    expect([info.format, info.width, info.height, info.hasAlpha]).toEqual(['png', 180, 180, false])
  })

  it('/favicon.ico is an ICO of 16, 32 and 48 px pictures', async () => {
    const ico = publicFile('/favicon.ico')
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + i * 16
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      const picture = await sharp(ico.subarray(offset, offset + length)).metadata()
      expect(picture.width).toBe(ico.readUInt8(entry))
      sizes.push(picture.width ?? 0)
    }
    expect(sizes).toEqual([16, 32, 48])
  })
})
