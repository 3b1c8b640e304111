// A replica hands uploads to the primary whole (docs/decisions/113-uploads-on-replicas.md): two real servers on free
// ports, a fake primary that answers with the sha256 of what it received, and a replica
// running the middleware in front of a handler that answers "replica".
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import { EventEmitter, once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  FORWARDED_BY_REPLICA,
  forwardToPrimary,
  litefsPattern,
  mustForward,
  primaryHostname,
  primaryUrl,
  UPLOAD_PASSTHROUGH,
} from './forward-to-primary.js'
import { createNonce, securityHeaders } from './security.js'
import { FORWARD_NONCE, FORWARD_PROOF, forwardKeys, settleVisitor, signForward } from './trust.js'

const SESSION_SECRET = 'forward-test-secret-0123456789abcdef-0123'

/**
 * What server/index.js does first on every machine: settle who sent the request (a replica's
 * hop only with its proof), pick the answer's nonce, and set our security headers where the
 * answer has none.
 */
function likeTheServer() {
  const keys = forwardKeys(SESSION_SECRET)
  return (req, res, next) => {
    const hop = settleVisitor(req, { behindFlyProxy: true, keys })
    res.locals.cspNonce = hop.nonce ?? createNonce()
    const headers = securityHeaders(res.locals.cspNonce, { production: false, https: false })
    const writeHead = res.writeHead
    res.writeHead = function writeHeadWithSecurity(...args) {
      for (const [name, value] of Object.entries(headers)) {
        if (!res.hasHeader(name)) res.setHeader(name, value)
      }
      return writeHead.apply(this, args)
    }
    next()
  }
}

/** Sends bytes as they are (a request target no HTTP client would write); answers the status line. */
function rawRequest(port, head, body = '') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end(
        `${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
    })
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1')
    })
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }))
    socket.on('error', reject)
  })
}

const root = path.resolve(import.meta.dirname, '..')

function freePort() {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/dev/free-port.js')], {
    encoding: 'utf8',
  })
  return Number(run.stdout.trim())
}

async function listen(server) {
  const port = freePort()
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return port
}

describe('which requests a replica forwards', () => {
  it('every write on an upload route, even a small staff form', () => {
    expect(mustForward('POST', '/quote')).toBe(true)
    expect(mustForward('POST', '/admin')).toBe(true)
    expect(mustForward('POST', '/api/submit-lead')).toBe(true)
    // LiteFS passes the whole path through: even a small staff form must reach the primary.
    expect(mustForward('POST', '/admin/images')).toBe(true)
    expect(mustForward('DELETE', '/api/admin/product-images/3')).toBe(true)
  })

  it('nothing else: not a read, not a price call, not a form with files on another path (issue 25.1)', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(mustForward(method, '/quote')).toBe(false)
      expect(mustForward(method, '/admin/images')).toBe(false)
    }
    // Replicas answer price calls (docs/decisions/110-what-writes-where.md).
    expect(mustForward('POST', '/api/zebra-price')).toBe(false)
    // LiteFS passes `*.png` through: a post there is this machine's to refuse, never forwarded.
    expect(mustForward('POST', '/a.png')).toBe(false)
    expect(mustForward('POST', '/contact')).toBe(false)
  })

  it('reads passthrough patterns as LiteFS 0.5 does: `*` is any text, slashes too', () => {
    expect(litefsPattern('/admin/*').test('/admin/leads/3.data')).toBe(true)
    expect(litefsPattern('/admin/*').test('/admin')).toBe(false)
    expect(litefsPattern('/quote').test('/quote.data')).toBe(false)
    expect(litefsPattern('*.png').test('/images/a.png')).toBe(true)
    expect(UPLOAD_PASSTHROUGH).toContain('/api/admin/*')
  })
})

describe('where the primary is', () => {
  it('is its machine on the private network, or PRIMARY_URL', () => {
    expect(primaryUrl({ hostname: '148e21ea', appName: 'tri-county-blinds', port: '3000' })).toBe(
      'http://148e21ea.vm.tri-county-blinds.internal:3000',
    )
    expect(
      primaryUrl({
        hostname: '148e21ea',
        appName: 'tri-county-blinds',
        port: '3000',
        override: 'http://127.0.0.1:4000/',
      }),
    ).toBe('http://127.0.0.1:4000')
    expect(primaryUrl({ hostname: '148e21ea', port: '3000' })).toBeNull()
    // Only a machine name: nothing in `.primary` can make it another address.
    for (const hostname of ['evil.example#', 'a@evil.example', 'a/b', '127.0.0.1:9/x']) {
      expect(primaryUrl({ hostname, appName: 'tri-county-blinds', port: '3000' })).toBeNull()
    }
  })

  it('this machine is a replica only when LiteFS wrote `.primary` naming another machine', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    expect(primaryHostname(dir)).toBeNull()
    fs.writeFileSync(path.join(dir, '.primary'), 'primary-machine\n')
    expect(primaryHostname(dir)).toBe('primary-machine')
    fs.writeFileSync(path.join(dir, '.primary'), os.hostname())
    expect(primaryHostname(dir)).toBeNull()
    expect(primaryHostname(undefined)).toBeNull()
  })
})

describe('a replica and its primary', () => {
  const litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-replica-'))
  fs.writeFileSync(path.join(litefsDir, '.primary'), 'primary-machine')
  const primaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-primary-'))
  fs.writeFileSync(path.join(primaryDir, 'app.db-pos'), '00000000000000a1/0123456789abcdef\n')

  /** What the fake primary saw: requests, and the moment the first body bytes arrived. */
  const seen = { requests: [], firstBytes: new EventEmitter() }
  let replicaPort = 0
  let primaryPort = 0
  const servers = []

  /** A stand-in for any other host: nothing may ever reach it. */
  const attacker = { requests: [] }
  let attackerPort = 0

  beforeAll(async () => {
    const attackerServer = http.createServer((req, res) => {
      attacker.requests.push({ method: req.method, url: req.url })
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Security-Policy': "script-src 'unsafe-inline'",
      })
      res.end('<script>fetch("/admin/leads")</script>')
    })
    servers.push(attackerServer)
    attackerPort = await listen(attackerServer)

    // The primary: what the server does first, the real middleware (it is the primary: no
    // `.primary`), then an echo.
    const primary = express()
    primary.use(likeTheServer())
    primary.use(
      forwardToPrimary({
        litefsDir: primaryDir,
        env: { DATABASE_PATH: '/x/app.db', SESSION_SECRET },
      }),
    )
    primary.use((req, res) => {
      const hash = crypto.createHash('sha256')
      let bytes = 0
      req.on('data', (chunk) => {
        if (bytes === 0) seen.firstBytes.emit('bytes')
        bytes += chunk.length
        hash.update(chunk)
      })
      req.on('end', () => {
        seen.requests.push({ method: req.method, url: req.url, headers: req.headers, bytes })
        if (req.url === '/admin/foreign-headers') {
          // An answer with its own policy and Fly routing: none of it may pass the replica.
          res.setHeader('Content-Security-Policy', "script-src 'unsafe-inline'")
          res.setHeader('X-Frame-Options', 'ALLOWALL')
          res.setHeader('fly-replay', 'app=attacker')
          res.setHeader('fly-replay-src', 'instance=x')
          res.type('html').send(`<script nonce="${res.locals.cspNonce}">1</script>`)
          return
        }
        res.cookie('session', 'signed-in', { httpOnly: true })
        res.cookie('toast', 'Thank you')
        res
          .status(303)
          .location('/quote/thank-you')
          .json({ sha256: hash.digest('hex'), bytes })
      })
    })
    const primaryServer = http.createServer(primary)
    servers.push(primaryServer)
    primaryPort = await listen(primaryServer)

    const replica = express()
    replica.use(likeTheServer())
    replica.use(
      forwardToPrimary({
        litefsDir,
        env: {
          PRIMARY_URL: `http://127.0.0.1:${primaryPort}`,
          DATABASE_PATH: '/x/app.db',
          SESSION_SECRET,
        },
      }),
    )
    replica.use((_req, res) => res.type('text').send('replica'))
    const replicaServer = http.createServer(replica)
    servers.push(replicaServer)
    replicaPort = await listen(replicaServer)
  })

  afterAll(() => {
    for (const server of servers) server.close()
  })

  /** Sends a request to the replica, the body written by `send`; answers status, headers, text. */
  function request({ method = 'POST', path: urlPath = '/quote', headers = {}, send, port }) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: port ?? replicaPort, method, path: urlPath, headers },
        (res) => {
          const chunks = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          )
        },
      )
      req.on('error', reject)
      if (send) send(req)
      else req.end()
    })
  }

  function multipartBody(size) {
    const boundary = '----photos'
    const photo = crypto.randomBytes(size)
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="window.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    return {
      body: Buffer.concat([head, photo, tail]),
      type: `multipart/form-data; boundary=${boundary}`,
    }
  }

  it('streams a 5 MB quote with photos to the primary whole, and its answer back', async () => {
    const { body, type } = multipartBody(5 * 1024 * 1024)
    const sha256 = crypto.createHash('sha256').update(body).digest('hex')
    seen.requests.length = 0
    const answer = await request({
      path: '/quote?step=photos',
      headers: {
        'Content-Type': type,
        'Content-Length': body.length,
        Cookie: 'cart=abc; __session=xyz',
        'Fly-Client-IP': '203.0.113.9',
        'X-Forwarded-For': '203.0.113.9',
        Host: 'tri-county-blinds.fly.dev',
      },
      // The first megabyte, then the rest only once the primary has bytes: a replica that
      // held the whole body before sending would never get here.
      send: (req) => {
        req.write(body.subarray(0, 1024 * 1024))
        seen.firstBytes.once('bytes', () => req.end(body.subarray(1024 * 1024)))
      },
    })
    expect(answer.status).toBe(303)
    expect(JSON.parse(answer.text)).toEqual({ sha256, bytes: body.length })
    expect(answer.headers.location).toBe('/quote/thank-you')
    expect(answer.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^session=signed-in;.*HttpOnly/),
        expect.stringMatching(/^toast=Thank%20you/),
        // The primary's replication position, which the replica's LiteFS proxy waits for.
        expect.stringMatching(/^__txid=00000000000000a1; Path=\/; Max-Age=300; HttpOnly/),
      ]),
    )
    const [forwarded] = seen.requests
    expect(forwarded.method).toBe('POST')
    expect(forwarded.url).toBe('/quote?step=photos')
    expect(forwarded.headers.cookie).toBe('cart=abc; __session=xyz')
    expect(forwarded.headers.host).toBe('tri-county-blinds.fly.dev')
    expect(forwarded.headers['fly-client-ip']).toBe('203.0.113.9')
    expect(forwarded.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
    // A proven hop (issue 25.4): the primary keeps the replica's mark and its word on the visitor.
    expect(forwarded.headers[FORWARDED_BY_REPLICA]).toBe(os.hostname())
    expect(forwarded.headers['x-visitor-ip']).toBe('203.0.113.9')
    expect(forwarded.headers[FORWARD_PROOF]).toBeUndefined()
  })

  it('forwards a chunked body (no Content-Length) whole', async () => {
    const { body, type } = multipartBody(2 * 1024 * 1024)
    const answer = await request({
      path: '/api/submit-lead',
      headers: { 'Content-Type': type, 'Transfer-Encoding': 'chunked' },
      send: (req) => {
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024))
        req.end()
      },
    })
    expect(JSON.parse(answer.text).bytes).toBe(body.length)
  })

  it('never forwards a read, even of an upload page', async () => {
    seen.requests.length = 0
    for (const method of ['GET', 'HEAD']) {
      const answer = await request({ method, path: '/quote' })
      expect(answer.status).toBe(200)
    }
    expect((await request({ method: 'GET', path: '/admin/images' })).text).toBe('replica')
    expect(seen.requests).toHaveLength(0)
  })

  it('a small write elsewhere stays with LiteFS (it fly-replays those itself)', async () => {
    const answer = await request({
      path: '/api/zebra-price',
      headers: { 'Content-Type': 'application/json' },
      send: (req) => req.end('{"width":24}'),
    })
    expect(answer.text).toBe('replica')
  })

  it('refuses a request another replica already forwarded (the primary moved): no loop', async () => {
    seen.requests.length = 0
    const [key] = forwardKeys(SESSION_SECRET)
    const nonce = createNonce()
    const fields = { method: 'POST', url: '/quote', visitor: '203.0.113.5', nonce, replica: 'r2' }
    const answer = await request({
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        [FORWARDED_BY_REPLICA]: 'r2',
        'X-Visitor-Ip': '203.0.113.5',
        [FORWARD_NONCE]: nonce,
        [FORWARD_PROOF]: signForward(key, fields),
      },
      send: (req) => req.end('--x--\r\n'),
    })
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBeTruthy()
    expect(seen.requests).toHaveLength(0)
  })

  it('a claimed hop without the proof is a visitor like any other: forwarded once, with its proof', async () => {
    seen.requests.length = 0
    const answer = await request({
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', [FORWARDED_BY_REPLICA]: 'r2' },
      send: (req) => req.end('--x--\r\n'),
    })
    expect(answer.status).toBe(303)
    expect(seen.requests[0].headers[FORWARDED_BY_REPLICA]).toBe(os.hostname())
  })

  describe('a request target cannot aim the forwarder elsewhere (issue 25.1)', () => {
    const multipart = (head) =>
      rawRequest(
        replicaPort,
        `${head}\r\nHost: tri-county-blinds.fly.dev\r\nCookie: __session=admin\r\nContent-Type: multipart/form-data; boundary=x`,
        '--x--\r\n',
      )

    it.each([
      ['a `//host` target', () => `POST //127.0.0.1:${attackerPort}/a.png HTTP/1.1`],
      ['an absolute-form target', () => `POST http://127.0.0.1:${attackerPort}/quote HTTP/1.1`],
      ['a `..` path', () => 'POST /admin/../a.png HTTP/1.1'],
      [
        'a `..` path to another host',
        () => `POST /admin/..//127.0.0.1:${attackerPort}/a.png HTTP/1.1`,
      ],
      ['a backslash', () => `POST /\\127.0.0.1:${attackerPort}/a.png HTTP/1.1`],
    ])('%s: 400, and no request leaves', async (_name, head) => {
      seen.requests.length = 0
      attacker.requests.length = 0
      const answer = await multipart(head())
      expect(answer.status).toBe(400)
      expect(attacker.requests).toEqual([])
      expect(seen.requests).toEqual([])
    })

    it('a form with files on another passed-through path (`*.png`) stays on the replica', async () => {
      seen.requests.length = 0
      const answer = await multipart('POST /images/a.png HTTP/1.1')
      expect(answer.status).toBe(200)
      expect(answer.text).toMatch(/replica$/)
      expect(seen.requests).toEqual([])
    })
  })

  it('a forwarded answer’s own security and fly-* headers never pass: ours win, with the nonce its page uses', async () => {
    const answer = await request({
      path: '/admin/foreign-headers',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      send: (req) => req.end('--x--\r\n'),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['fly-replay']).toBeUndefined()
    expect(answer.headers['fly-replay-src']).toBeUndefined()
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    const csp = answer.headers['content-security-policy']
    expect(csp).not.toContain("script-src 'unsafe-inline'")
    expect(csp).toMatch(/^default-src 'self'/)
    // The page the primary rendered runs under this machine's policy: the same nonce.
    const nonce = answer.text.match(/nonce="([^"]+)"/)?.[1]
    expect(csp).toContain(`'nonce-${nonce}'`)
  })

  it('a read on a replica waits until the visitor’s last write has been replicated', async () => {
    const pos = path.join(litefsDir, 'app.db-pos')
    fs.writeFileSync(pos, '00000000000000a0/0\n')
    setTimeout(() => fs.writeFileSync(pos, '00000000000000a1/0\n'), 150)
    const started = Date.now()
    const answer = await request({
      method: 'GET',
      path: '/admin/images',
      headers: { Cookie: '__txid=00000000000000a1' },
    })
    expect(answer.text).toBe('replica')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    fs.rmSync(pos)
  })

  it('a made-up `__txid` far ahead of the replica is not waited on (issue 25.6)', async () => {
    const pos = path.join(litefsDir, 'app.db-pos')
    fs.writeFileSync(pos, '00000000000000a0/0\n')
    try {
      for (const cookie of ['__txid=ffffffffffffffff', '__txid=00000000000fffff']) {
        const started = Date.now()
        const answer = await request({ method: 'GET', path: '/quote', headers: { Cookie: cookie } })
        expect(answer.text).toBe('replica')
        expect(Date.now() - started).toBeLessThan(500)
      }
    } finally {
      fs.rmSync(pos)
    }
  })

  it('a sign-in or logout that reached the primary straight gets its position too (issue 40.32)', async () => {
    // Fly sends a visitor to the nearest machine, which may be the primary; the next page may
    // land on a replica, which must then know what to wait for.
    for (const target of ['/admin/login', '/admin/logout.data', '/quote']) {
      const answer = await request({
        port: primaryPort,
        path: target,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        send: (req) => req.end('username=admin'),
      })
      expect(answer.headers['set-cookie'], target).toEqual(
        expect.arrayContaining([expect.stringMatching(/^__txid=00000000000000a1; Path=\/;/)]),
      )
    }
    // Elsewhere LiteFS's own proxy sets it, and a read moves nothing.
    const cart = await request({ port: primaryPort, path: '/cart', send: (req) => req.end('') })
    const page = await request({ port: primaryPort, method: 'GET', path: '/admin' })
    for (const answer of [cart, page]) {
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('__txid')
    }
  })

  it('a replica still behind the visitor’s write after its wait has the read replayed on the primary; it looks gently (issue 40.32)', async () => {
    const waiting = express()
    waiting.use(
      forwardToPrimary({
        litefsDir,
        txidWaitMs: 1_000,
        env: { PRIMARY_URL: `http://127.0.0.1:${primaryPort}`, DATABASE_PATH: '/x/app.db' },
      }),
    )
    waiting.use((_req, res) => res.type('text').send('replica'))
    const server = http.createServer(waiting)
    servers.push(server)
    const port = await listen(server)
    const pos = path.join(litefsDir, 'app.db-pos')
    fs.writeFileSync(pos, '00000000000000a0/0\n')
    const reads = vi.spyOn(fs, 'readFileSync')
    try {
      const started = Date.now()
      // A write a few transactions ahead that does not arrive: the whole wait, then not the
      // page from before it (a sign-in it would not know) but Fly's replay on the primary.
      const answer = await request({
        port,
        method: 'GET',
        path: '/admin/images',
        headers: { Cookie: '__txid=00000000000000a5' },
      })
      expect(answer.status).toBe(409)
      expect(answer.headers['fly-replay']).toBe('instance=primary-machine')
      expect(answer.text).toBe('')
      expect(Date.now() - started).toBeGreaterThanOrEqual(950)
      const looks = reads.mock.calls.filter(([file]) => String(file).endsWith('-pos')).length
      expect(looks).toBeGreaterThan(3)
      expect(looks).toBeLessThanOrEqual(20)
    } finally {
      reads.mockRestore()
      fs.rmSync(pos)
    }
  })

  it('answers 503 with Retry-After when the primary cannot be reached: JSON or text', async () => {
    const dead = express()
    dead.use(
      forwardToPrimary({ litefsDir, env: { PRIMARY_URL: `http://127.0.0.1:${freePort()}` } }),
    )
    const server = http.createServer(dead)
    servers.push(server)
    const port = await listen(server)
    const { body, type } = multipartBody(3 * 1024 * 1024)

    const api = await request({
      port,
      path: '/api/submit-lead',
      headers: { 'Content-Type': type, 'Content-Length': body.length, Accept: 'application/json' },
      send: (req) => req.end(body),
    })
    expect(api.status).toBe(503)
    expect(api.headers['retry-after']).toBe('10')
    expect(JSON.parse(api.text).error).toMatch(/send it again/)

    const page = await request({
      port,
      path: '/quote',
      headers: { 'Content-Type': type, 'Content-Length': body.length, Accept: 'text/html' },
      send: (req) => req.end(body),
    })
    expect(page.status).toBe(503)
    expect(page.headers['content-type']).toMatch(/^text\/plain/)
    expect(page.text).toMatch(/send it again/)
  })

  it('without LiteFS (one machine, local runs) nothing changes', async () => {
    const single = express()
    single.use(forwardToPrimary({ env: {} }))
    single.use((_req, res) => res.send('single'))
    const server = http.createServer(single)
    servers.push(server)
    const port = await listen(server)
    const answer = await request({
      port,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      send: (req) => req.end('--x--\r\n'),
    })
    expect(answer.text).toBe('single')
  })
})
