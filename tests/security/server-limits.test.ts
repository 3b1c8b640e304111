/**
 * Hardening at the server's door, against the production build: body limits (declared and
 * chunked), methods, cross-site posts and JSON errors for the API. Figures are printed so the
 * probe can be re-measured: `npm run build && npx vitest run tests/security`.
 */
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postBody } from '../../scripts/dev/local-server.mjs'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 90_000)

afterAll(() => server?.stop())

/** Streams `totalBytes` as a chunked body and stops once answered, as a browser does. */
function postChunked(path: string, contentType: string, totalBytes: number): Promise<number> {
  const port = Number(new URL(server.url).port)
  return postBody({ port, path, contentType, bytes: totalBytes, untilAnswered: true })
}

const leads = () => server.count('SELECT count(*) AS n FROM leads')
const cartLines = () => server.count('SELECT count(*) AS n FROM cart_lines')

describe('bodies are capped before they are parsed', () => {
  it('a 400 MB form post declared up front is refused at once with 413', async () => {
    const started = Date.now()
    const response = await fetch(`${server.url}/api/submit-lead`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(400 * 1024 * 1024),
      },
      body: 'name=x',
    }).catch(() => null)
    // Either the 413 arrives or the server closed the connection after answering it.
    if (response) {
      expect(response.status).toBe(413)
      expect((await response.json()).error).toMatch(/too large/)
    }
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a 300 MB chunked post (no Content-Length) is cut off; memory stays near idle', async () => {
    const idle = server.rssMb()
    const status = await postChunked(
      '/api/submit-lead',
      'application/x-www-form-urlencoded',
      300 * 1024 * 1024,
    )
    expect(status).toBe(413)
    const after = server.rssMb()
    console.info(
      `[probe] chunked 300 MB form post: RSS idle ${idle.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
    )
    expect(after - idle).toBeLessThan(50)
  }, 60_000)

  it('a 100 MB JSON body to a price call is refused, and another visitor is answered meanwhile', async () => {
    const hostile = postChunked('/api/zebra-price', 'application/json', 100 * 1024 * 1024)
    const started = Date.now()
    const other = await fetch(`${server.url}/privacy`)
    const waited = Date.now() - started
    console.info(`[probe] GET /privacy during a hostile 100 MB price call: ${waited} ms`)
    expect(other.status).toBe(200)
    expect(waited).toBeLessThan(1_500)
    expect(await hostile).toBe(413)
  }, 60_000)

  it('a multipart post to a page that takes no files is held to the form limit', async () => {
    const status = await postChunked(
      '/fort-lauderdale',
      'multipart/form-data; boundary=x',
      5 * 1024 * 1024,
    )
    expect(status).toBe(413)
    expect(leads()).toBe(0)
  }, 60_000)
})

describe('a refused upload', () => {
  it('reaches a client that is still sending (no reset), 50 times in a row', async () => {
    for (let i = 0; i < 50; i++) {
      expect(
        await postChunked('/fort-lauderdale', 'multipart/form-data; boundary=x', 5 * 1024 * 1024),
      ).toBe(413)
    }
  }, 60_000)

  it('is cut off about a second after the 413 if the client never stops sending', async () => {
    const { port } = new URL(server.url)
    const socket = net.connect(Number(port), '127.0.0.1')
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let answeredAt = 0
    let sending = true
    socket.on('data', (data) => {
      if (!answeredAt && data.toString().startsWith('HTTP/1.1 413')) answeredAt = Date.now()
    })
    socket.on('error', () => {})
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())))
    socket.write(
      'POST /api/submit-lead HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    const sendForever = () => {
      while (sending && !socket.destroyed) {
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) {
          socket.once('drain', sendForever)
          return
        }
      }
    }
    sendForever()
    const closedAt = await closed
    sending = false
    expect(answeredAt).toBeGreaterThan(0)
    expect(closedAt - answeredAt).toBeLessThan(5_000)
  }, 30_000)
})

describe('methods no route takes', () => {
  it('TRACE answers 405, not 500', async () => {
    const response = await fetch(`${server.url}/`, { method: 'TRACE' }).catch(() => null)
    // undici refuses to send TRACE itself; use a raw request then.
    const status =
      response?.status ??
      (await new Promise<number>((resolve) => {
        const { port } = new URL(server.url)
        http
          .request({ port, path: '/', method: 'TRACE' }, (res) => resolve(res.statusCode ?? 0))
          .end()
      }))
    expect(status).toBe(405)
  })

  it('PUT to a configurator adds nothing to a cart; OPTIONS runs no action', async () => {
    const before = cartLines()
    const put = await fetch(`${server.url}/shop/zebra-shades`, {
      method: 'PUT',
      body: new URLSearchParams({ intent: 'add', widthWhole: '36', heightWhole: '48' }),
    })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toContain('POST')
    expect(cartLines()).toBe(before)
    const options = await fetch(`${server.url}/api/submit-lead`, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(leads()).toBe(0)
  })

  it('a POST to a read-only API call and an unknown API path answer JSON', async () => {
    const post = await fetch(`${server.url}/api/motors`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(await post.json()).toEqual({ error: 'Method not allowed' })
    const missing = await fetch(`${server.url}/api/no-such-call`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('application/json')
    expect(await missing.json()).toEqual({ error: 'Not found' })
  })
})

describe('no 500 for what a client sent', () => {
  it('a page posted as JSON or without a body type answers 415, not 500', async () => {
    for (const path of [
      '/fort-lauderdale',
      '/window-company-portal',
      '/shop/zebra-shades',
      '/cart/lines',
      '/shop/motors-accessories',
    ]) {
      const json = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(json.status, path).toBe(415)
      const bare = await fetch(`${server.url}${path}`, { method: 'POST' })
      expect(bare.status, path).toBe(415)
    }
  })
})

describe('posts from other sites', () => {
  it('a lead auto-submitted from another origin is refused with 403 and not stored', async () => {
    const response = await fetch(`${server.url}/api/submit-lead`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ name: 'Evil', email: 'e@example.com', phone: '9545550100' }),
    })
    expect(response.status).toBe(403)
    expect(leads()).toBe(0)
  })

  it('/cart/lines refuses another origin', async () => {
    const response = await fetch(`${server.url}/cart/lines`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new URLSearchParams({ intent: 'remove', lineId: '1' }),
    })
    expect(response.status).toBe(403)
  })

  it('the site’s own form posts still work', async () => {
    const response = await fetch(`${server.url}/cart/lines`, {
      method: 'POST',
      headers: { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ intent: 'remove', lineId: '999999' }),
    })
    expect(response.status).not.toBe(403)
  })
})
