import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import http from 'node:http'
import { addZebraToCart, fillCustomer } from './cart-helpers'
import { expect, test } from './helpers'
import { useStripeStandIn } from './stripe-stand-in'

/** The nonce of a response's Content-Security-Policy. */
function cspNonce(csp: string | null): string {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce, `CSP without a nonce: ${csp}`).toBeTruthy()
  return nonce as string
}

test.describe('the production server', () => {
  // Headers and processes, not pages: once is enough.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server behaviour, run once')

  test('every staff answer is private, no-store: pages, .data, JSON, redirects, refusals', async ({
    page,
    request,
    loginAsAdmin,
  }) => {
    // Signed out: the prompt, the redirect to the login, the API's 401, the login page.
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/leads.data',
      '/api/admin/motors',
      '/admin/login',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
    }
    // Signed in: the pages and their single-fetch data.
    await loginAsAdmin()
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/leads.data',
      '/admin/b2b.data',
      '/api/admin/motors',
    ]) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBeLessThan(400)
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
    }
  })

  test('a junk bearer token does not let another site post to the admin (403, never 500)', async ({
    request,
  }) => {
    for (const authorization of ['Bearer junk', 'Bearer', 'Bearer a b']) {
      const response = await request.post('/admin/leads', {
        headers: { authorization, origin: 'https://evil.example' },
        form: { intent: 'delete', leadId: '1' },
        maxRedirects: 0,
      })
      expect(response.status(), authorization).toBe(403)
    }
  })

  test('every kind of response carries the security headers', async ({ request }) => {
    const home = await request.get('/')
    const html = await home.text()
    const assetPath = html.match(/\/assets\/[^"]+\.js/)?.[0]
    expect(assetPath).toBeTruthy()
    for (const response of [
      home,
      await request.get('/api/motors'),
      await request.get(assetPath as string),
      await request.get('/favicon.ico'),
      await request.get('/no-such-page'),
    ]) {
      const headers = response.headers()
      const where = response.url()
      expect(headers['content-security-policy'], where).toContain("default-src 'self'")
      expect(headers['content-security-policy'], where).toContain("frame-ancestors 'self'")
      expect(headers['content-security-policy'], where).toContain("object-src 'none'")
      expect(headers['x-content-type-options'], where).toBe('nosniff')
      expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], where).toContain('camera=()')
      expect(headers['x-request-id'], where).toBeTruthy()
    }
    // Fingerprinted assets for a year; pages never in a shared cache.
    const asset = await request.get(assetPath as string)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(home.headers()['cache-control']).toContain('private')
  })

  test('every inline script carries this response’s nonce, and nonces differ', async ({
    request,
  }) => {
    const first = await request.get('/shop/zebra-shades')
    const nonce = cspNonce(first.headers()['content-security-policy'])
    const html = await first.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [tag, attributes] of scripts) {
      if (/\ssrc=/.test(attributes)) continue
      expect(tag).toContain(`nonce="${nonce}"`)
    }
    const second = await request.get('/shop/zebra-shades')
    expect(cspNonce(second.headers()['content-security-policy'])).not.toBe(nonce)
  })

  test('pages and JSON are compressed', async ({ request }) => {
    for (const path of ['/', '/api/fabric-swatches']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/)
    }
  })

  test('the browser reports no CSP violation on the key pages', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        )
      })
    })
    for (const path of ['/', '/shop/zebra-shades', '/quote', '/cart', '/checkout']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    // Checkout's payment step, with Stripe.js (the local stand-in, served from Stripe's address)
    // and the PaymentIntent the server made: the CSP must allow what the payment needs.
    await useStripeStandIn(page)
    await addZebraToCart(page)
    await page.goto('/checkout')
    await fillCustomer(page, ['name', 'email', 'phone', 'address', 'city', 'zipCode'])
    await page.getByRole('button', { name: 'Continue to Secure Payment' }).click()
    await expect(page.getByTestId('stripe-stand-in')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('/healthcheck says OK without telling anything else', async ({ request }) => {
    const response = await request.get('/healthcheck')
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe('OK')
  })

  test('SIGTERM lets a request in flight finish, refuses new ones, and exits 0', async () => {
    test.setTimeout(90_000)
    const port = execFileSync(process.execPath, ['scripts/dev/free-port.js']).toString().trim()
    const server: ChildProcess = spawn(process.execPath, ['scripts/dev/e2e-server.js'], {
      env: { ...process.env, PORT: port, BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))
    let output = ''
    server.stdout?.on('data', (chunk) => {
      output += chunk
    })
    await expect.poll(() => output, { timeout: 60_000 }).toContain('"msg":"listening"')

    // A quote request whose body arrives slowly: the server is reading it when SIGTERM comes.
    const body = new URLSearchParams({ serviceType: 'repair' }).toString()
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          path: '/api/submit-lead',
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 5))
      setTimeout(() => {
        server.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(5)), 500)
      }, 300)
    })
    // The request still gets its answer (400: the lead is incomplete, not a dropped connection).
    expect(await inFlight).toBe(400)
    expect(await exited).toBe(0)
    expect(output).toContain('"msg":"stopped"')
    await expect(fetch(`http://localhost:${port}/`)).rejects.toThrow()
  })
})
