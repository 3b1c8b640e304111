/**
 * Hardening the app does itself (issue 17), probed against the production build as a client
 * would: whole inches only, the cart's bound, option keys counted before zod, image bombs and
 * disguised files refused, the wizard's answers sealed in their cookie, folders never served,
 * and no 500 for what a client sent.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngHeader } from '#tests/setup/png'
import { zebraAddToCartFields } from '#tests/setup/requests'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer
let fabricId = ''

beforeAll(async () => {
  server = await startBuiltServer()
  fabricId = String(
    server.count(
      "SELECT id AS n FROM fabric_swatches WHERE product_type = 'zebra' AND is_active = 1 LIMIT 1",
    ),
  )
}, 90_000)

afterAll(() => server?.stop())

const cartLines = () => server.count('SELECT count(*) AS n FROM cart_lines')
const leads = () => server.count('SELECT count(*) AS n FROM leads')

function addToCart(width: string, cookie = '') {
  return fetch(`${server.url}/shop/zebra-shades`, {
    method: 'POST',
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(zebraAddToCartFields(fabricId, { widthWhole: width })),
  })
}

describe('money: what is priced is what was typed', () => {
  it('a configurator post with 48.9, 48abc or 120e1 inches is refused, nothing stored', async () => {
    const before = cartLines()
    for (const width of ['48.9', '48abc', '120e1']) {
      const response = await addToCart(width)
      expect(response.status, width).toBe(400)
      expect(await response.text(), width).toMatch(/whole inches/i)
    }
    expect(cartLines()).toBe(before)
  })

  it('a price call with more than 32 option keys is refused before it is checked', async () => {
    const options = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`o${i}`, true]))
    const response = await fetch(`${server.url}/api/zebra-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ width: 36, height: 48, fabric: Number(fabricId), options }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'options' })
  })
})

describe('a cart has a bound', () => {
  it('holds 50 lines; the 51st Add to Cart is refused with a message and nothing stored', async () => {
    let cookie = ''
    for (let i = 0; i < 50; i++) {
      const response = await addToCart('36', cookie)
      expect(response.status).toBe(302)
      const cart = response.headers.getSetCookie().find((c) => c.startsWith('cart='))
      if (cart) cookie = cart.split(';')[0]
    }
    const before = cartLines()
    const refused = await addToCart('36', cookie)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/50/)
    expect(cartLines()).toBe(before)
  }, 60_000)
})

function leadWithPhoto(file: Buffer, name: string, type: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    serviceType: 'repair',
    propertyType: 'condo',
    zipCode: '33301',
    timeFrame: 'this-week',
    roomCount: '3 windows',
    name: 'Photo Probe',
    email: 'photo@example.com',
    phone: '(954) 555-0100',
  })) {
    form.append(key, value)
  }
  form.append('repairImages', new Blob([new Uint8Array(file)], { type }), name)
  return fetch(`${server.url}/api/submit-lead`, { method: 'POST', body: form })
}

describe('images are checked before they are kept', () => {
  it('a 9000 x 9000 PNG (a decompression bomb) is refused from its header', async () => {
    const before = leads()
    const started = Date.now()
    const response = await leadWithPhoto(pngHeader(9000, 9000), 'bomb.png', 'image/png')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(JSON.stringify(await response.json())).toMatch(/40 megapixels/)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(leads()).toBe(before)
  })

  it('a HEIC header followed by HTML is refused, not stored', async () => {
    const before = leads()
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ])
    const response = await leadWithPhoto(heic, 'photo.heic', 'image/heic')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(leads()).toBe(before)
  })
})

describe('personal data and files', () => {
  it('the quote wizard’s cookie does not carry the answers readable', async () => {
    const response = await fetch(`${server.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        step: '5',
        intent: 'back',
        name: 'Sealed Person',
        email: 'sealed.person@example.com',
        phone: '(954) 555-0177',
        address: '12 Private Lane',
      }),
    })
    expect(response.status).toBeLessThan(500)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('quote_wizard='))
    expect(cookie).toBeTruthy()
    // The answers are kept: back on the contact step, the page has them filled in.
    const jar = (cookie as string).split(';')[0]
    const back = await fetch(`${server.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: jar },
      body: new URLSearchParams({ step: '4', intent: 'continue', isHomeowner: 'on' }),
    })
    const next = back.headers.getSetCookie().find((c) => c.startsWith('quote_wizard='))
    const page = await fetch(`${server.url}/quote`, {
      headers: { Cookie: (next ?? jar).split(';')[0] },
    })
    expect(await page.text()).toContain('sealed.person@example.com')
    const value = decodeURIComponent((cookie as string).split(';')[0].split('=')[1])
    // A signed Remix cookie is base64 JSON, then a signature: decode every base64 run.
    const decoded = value
      .split('.')
      .map((part) => Buffer.from(part, 'base64').toString('latin1'))
      .join(' ')
    for (const secret of ['Sealed Person', 'sealed.person', '555-0177', 'Private Lane']) {
      expect(decoded).not.toContain(secret)
      expect(value).not.toContain(secret)
    }
  })

  it('a folder or a half-written file under /uploads is not served; customers’ photos only to staff', async () => {
    // Customers' photos (and their folders) are for signed-in staff only.
    expect((await fetch(`${server.url}/uploads/leads/2026`)).status).toBe(401)
    // A public folder that exists, and a `.tmp` file left by an upload cut short.
    const uploads = path.resolve('tests/.tmp/e2e', `uploads-${new URL(server.url).port}`)
    fs.mkdirSync(path.join(uploads, 'blog/2026'), { recursive: true })
    fs.writeFileSync(path.join(uploads, 'blog/2026/photo.jpg.tmp'), 'half a photo')
    for (const target of [
      '/uploads/blog/2026',
      '/uploads/blog',
      '/uploads/blog/2026/photo.jpg.tmp',
    ]) {
      const response = await fetch(`${server.url}${target}`)
      expect(response.status, target).toBe(404)
    }
  })
})

describe('no 500 for what a client sent', () => {
  it('a 5,000-character room count or 3,500-character name on /quote is answered, not a 500', async () => {
    for (const [step, field, length] of [
      ['3', 'roomCount', 5000],
      ['5', 'name', 3500],
    ] as const) {
      const response = await fetch(`${server.url}/quote`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ step, intent: 'back', [field]: 'x'.repeat(length) }),
      })
      expect(response.status, field).toBeLessThan(500)
    }
  })

  it('a post whose Origin matches only a forged X-Forwarded-Host is answered, not a 500', async () => {
    // Remix refuses an action whose Origin is not the request's host; a browser cannot add
    // X-Forwarded-Host to another site's form, so only a script sends this.
    const response = await fetch(`${server.url}/fort-lauderdale`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
      body: new URLSearchParams({ name: 'x' }),
    })
    console.info(`[probe] forged X-Forwarded-Host post: ${response.status}`)
    expect(response.status).toBeLessThan(500)
    expect(leads()).toBe(0)
  })
})
