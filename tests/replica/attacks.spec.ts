/**
 * Issue 25's attacks on the replica (scripts/dev/replica-harness.js): a request target aimed at
 * another host (`//host`, absolute-form, `..`), a cross-site form with files, a page's post
 * whose Origin is the site but whose Host is not, and a made-up `__txid` cookie. A stand-in
 * "attacker" server listens on 127.0.0.1: no request may ever reach it, nor the primary when
 * the replica must refuse. Requests sent here carry `X-Replica-Attack`, so the verdict
 * (tests/replica/verdict.ts) takes their 400s and 403s for what they are; a 5xx still fails it.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '../e2e/helpers'
import { readReplicaLog } from './verdict'

const harness = () =>
  JSON.parse(
    fs.readFileSync(path.resolve(`tests/.tmp/e2e/replica-${process.env.E2E_PORT}.json`), 'utf8'),
  ) as { primaryPort: number; replicaPort: number }

const proxyPort = () => Number(process.env.E2E_PORT)
const site = () => `http://localhost:${proxyPort()}`

/** Every request the stand-in for another host received. */
const received: string[] = []
let attacker: http.Server
let attackerPort = 0

test.beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    // Its own page, the one a visitor is lured to: a form that posts itself to our site.
    if (req.method === 'GET' && req.url?.startsWith('/lure')) {
      const action = decodeURIComponent(req.url.slice('/lure?to='.length))
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(
        `<!doctype html><form id="f" method="post" enctype="multipart/form-data" action="${action}"><input name="photos" value="x"></form><script>document.getElementById('f').submit()</script>`,
      )
      return
    }
    if (req.url === '/favicon.ico') {
      res.writeHead(404).end()
      return
    }
    received.push(`${req.method} ${req.url}`)
    req.resume()
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "script-src 'unsafe-inline'",
    })
    res.end('<script>fetch("/admin/leads").then((r) => r.text()).then((t) => 0)</script>')
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerPort = (attacker.address() as net.AddressInfo).port
})

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve))
})

type Raw = { status: number; headers: string; body: string; ms: number }

/** Sends bytes as they are (no HTTP client writes `//host` or absolute-form targets). */
function raw(
  port: number,
  {
    method = 'POST',
    target,
    headers = {},
    body = '',
  }: {
    method?: string
    target: string
    headers?: Record<string, string>
    body?: string
  },
): Promise<Raw> {
  const started = Date.now()
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({ Host: `localhost:${proxyPort()}`, ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Replica-Attack: 1',
    'Connection: close',
  ]
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`)
    })
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8')
    })
    socket.on('end', () => {
      const [head, ...rest] = text.split('\r\n\r\n')
      resolve({
        status: Number(head.split(' ')[1]),
        headers: head,
        body: rest.join('\r\n\r\n'),
        ms: Date.now() - started,
      })
    })
    socket.on('error', reject)
  })
}

const MULTIPART = {
  'Content-Type': 'multipart/form-data; boundary=x',
  Cookie: '__session=a-visitors-session',
}
const MULTIPART_BODY =
  '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x--\r\n'

/** The primary's own request log entries (the harness logs them) with this request id. */
async function reachedPrimary(requestId: string): Promise<boolean> {
  // The primary's log line is written when its answer finishes; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return readReplicaLog().some((e) => e.primaryRequest?.requestId === requestId)
}

test.describe('the upload forwarder cannot be aimed elsewhere (issue 25.1)', () => {
  for (const [name, target, through] of [
    ['a `//host` target, through LiteFS', () => `//127.0.0.1:${attackerPort}/a.png`, 'proxy'],
    ['a `..` path, through LiteFS', () => `/admin/..//127.0.0.1:${attackerPort}/a.png`, 'proxy'],
    [
      'an absolute-form target, through LiteFS',
      () => `http://127.0.0.1:${attackerPort}/quote`,
      'proxy',
    ],
    [
      'a `//host` target, over the private network',
      () => `//127.0.0.1:${attackerPort}/quote`,
      'replica',
    ],
    [
      'an absolute-form target, over the private network',
      () => `http://127.0.0.1:${attackerPort}/a.png`,
      'replica',
    ],
  ] as const) {
    test(`${name}: 400, nothing leaves for another host`, async () => {
      const port = through === 'proxy' ? proxyPort() : harness().replicaPort
      const answer = await raw(port, { target: target(), headers: MULTIPART, body: MULTIPART_BODY })
      expect(answer.status).toBe(400)
      expect(answer.body).not.toContain('<script>')
      expect(received).toEqual([])
    })
  }

  test('a cross-site form with files through the replica is refused there, never forwarded', async () => {
    const requestId = `attack-${crypto.randomUUID()}`
    const answer = await raw(proxyPort(), {
      target: '/quote',
      headers: {
        ...MULTIPART,
        Origin: 'http://127.0.0.1:9',
        'Sec-Fetch-Site': 'cross-site',
        'Fly-Request-Id': requestId,
      },
      body: MULTIPART_BODY,
    })
    expect(answer.status).toBe(403)
    expect(await reachedPrimary(requestId)).toBe(false)
  })

  test('a signed-in admin lured to another site’s self-posting form: its answer never runs on our origin', async ({
    page,
    loginAsAdmin,
  }) => {
    await loginAsAdmin()
    const aimed = `${site()}//127.0.0.1:${attackerPort}/a.png`
    const answered = page.waitForResponse((r) => r.url().endsWith('/a.png'))
    await page.goto(`http://127.0.0.1:${attackerPort}/lure?to=${encodeURIComponent(aimed)}`)
    expect((await answered).status()).toBe(400)
    expect(received).toEqual([])
  })
})

test('a page’s post whose Origin is the site but whose Host is not: 403, not 500 (issue 25.7)', async () => {
  const form = 'name=Ana'
  for (const [port, target] of [
    [proxyPort(), '/book-appointment'],
    [proxyPort(), '/admin/login'],
  ] as const) {
    const answer = await raw(port, {
      target,
      headers: {
        Host: 'other.example',
        Origin: site(),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form,
    })
    expect(answer.status, target).toBe(403)
  }
})

test('a made-up `__txid` cookie does not hold the replica’s answer (issue 25.6)', async () => {
  for (const cookie of ['__txid=ffffffffffffffff', '__txid=0000000fffffffff']) {
    const answer = await raw(harness().replicaPort, {
      method: 'GET',
      target: '/quote',
      headers: { Cookie: cookie },
    })
    expect(answer.status).toBe(200)
    expect(answer.ms).toBeLessThan(2_000)
  }
})
