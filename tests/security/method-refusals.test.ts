/**
 * Issue 40, point 28, against the production build: a write to an address that is only read
 * (the sitemap, robots.txt, the RSS feed, the health check, a calendar file, the manifest, a
 * share picture, an upload) and a GET of a call that is only posted to answer 405 with `Allow`
 * and a plain message, and log nothing: they answered "Unexpected Server Error" (a GET even
 * 400), without `Allow`, and wrote a whole error to the log each time.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../scripts/dev/local-server.mjs'

let server: Awaited<ReturnType<typeof startServer>>
let log = ''

beforeAll(async () => {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error(`No production build in ${buildDir}/: run \`npm run build\` first`)
  }
  server = await startServer('scripts/dev/e2e-server.js', {
    env: { ...process.env, BUILD_DIR: buildDir, RATE_LIMIT_MULTIPLIER: '1000' },
  })
  // Everything the server writes from now on.
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  server.child.stdout?.on('data', keep)
  server.child.stderr?.on('data', keep)
}, 90_000)

afterAll(() => server?.stop())

/** A form post, as a browser or curl -d sends one (a post that is not a form is a 415 first). */
function post(url: string) {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ anything: '1' }),
  })
}

describe('a write to an address that is only read', () => {
  for (const url of [
    '/sitemap.xml',
    '/robots.txt',
    '/blog/rss.xml',
    '/healthcheck',
    '/manifest.webmanifest',
    '/appointments/not-a-real-token-but-long-enough/calendar.ics',
    '/blog/how-to-measure-windows-for-blinds-and-shades/share/0000000000000000.jpg',
    '/uploads/blog/2026/01/x/original.jpg',
  ]) {
    it(`POST ${url}: 405, Allow: GET, HEAD, in plain words`, async () => {
      const answer = await post(url)
      expect(answer.status).toBe(405)
      expect(answer.headers.get('Allow')).toBe('GET, HEAD')
      const body = await answer.text()
      expect(body).toMatch(/^Method not allowed/)
      expect(body).not.toMatch(/Unexpected Server Error/)
    })
  }

  it('a read-only JSON call answers 405 in JSON, with Allow', async () => {
    const answer = await post('/api/motors')
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe('GET, HEAD')
    expect(await answer.json()).toEqual({ error: 'Method not allowed' })
  })
})

describe('a GET of a call that is only posted to', () => {
  it('GET /cart/lines: 405, Allow: POST', async () => {
    const answer = await fetch(`${server.url}/cart/lines`, { redirect: 'manual' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe('POST')
    expect(await answer.text()).toMatch(/^Method not allowed/)
  })

  // Staff's calls ask who is calling first (401); signed in, a GET is a 405 naming what they
  // take (tests/integration/method-refusals.test.ts). It was a 400 "Unexpected Server Error".
  for (const url of [
    '/api/admin/generate-blog-posts',
    '/api/admin/site-content/1',
    '/api/admin/site-images/1',
  ]) {
    it(`GET ${url} without a session: 401 in JSON`, async () => {
      const answer = await fetch(`${server.url}${url}`, { redirect: 'manual' })
      expect(answer.status).toBe(401)
      expect(await answer.text()).not.toMatch(/Unexpected Server Error/)
    })
  }
})

describe('the error log', () => {
  it('a post to a page without a form is refused (405) and not logged either', async () => {
    const answer = await post('/services')
    expect(answer.status).toBe(405)
  })

  it('has no error for any of these refusals', async () => {
    // The request log lines are written as each answer finishes.
    await new Promise((r) => setTimeout(r, 300))
    expect(log).toContain('"status":405')
    expect(log).not.toContain('[server error]')
    expect(log).not.toMatch(/ErrorResponseImpl|did not provide an `(action|loader)`/)
  })
})
