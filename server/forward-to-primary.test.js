// A replica hands uploads to the primary whole (docs/decisions/113-uploads-on-replicas.md): two real servers on free
// ports, a fake primary that answers with the sha256 of what it received, and a replica
// running the middleware in front of a handler that answers "replica".
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import { EventEmitter, once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FORWARDED_BY_REPLICA,
  forwardToPrimary,
  litefsPattern,
  mustForward,
  primaryHostname,
  primaryUrl,
  REPLAY_LIMIT,
  UPLOAD_PASSTHROUGH,
} from './forward-to-primary.js'

const root = path.resolve(import.meta.dirname, '..')

function freePort() {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/free-port.js')], {
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
  const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '900' }

  it('every write on an upload path, and anywhere a form with files or a body Fly cannot replay', () => {
    expect(mustForward('POST', '/quote', multipart)).toBe(true)
    expect(mustForward('POST', '/admin', multipart)).toBe(true)
    expect(mustForward('POST', '/api/submit-lead', multipart)).toBe(true)
    // LiteFS passes the whole path through: even a small staff form must reach the primary.
    expect(
      mustForward('POST', '/admin/images', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toBe(true)
    expect(mustForward('DELETE', '/api/admin/product-images/3', {})).toBe(true)
    expect(mustForward('POST', '/contact', multipart)).toBe(true)
    expect(mustForward('POST', '/contact', { 'content-length': String(REPLAY_LIMIT + 1) })).toBe(
      true,
    )
    expect(mustForward('POST', '/contact', { 'transfer-encoding': 'chunked' })).toBe(true)
  })

  it('never a read, and never a price call (replicas answer them, docs/decisions/110-what-writes-where.md)', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(mustForward(method, '/quote', multipart)).toBe(false)
      expect(mustForward(method, '/admin/images', {})).toBe(false)
    }
    expect(
      mustForward('POST', '/api/zebra-price', {
        'content-type': 'application/json',
        'content-length': '120',
      }),
    ).toBe(false)
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

  beforeAll(async () => {
    // The primary: the real middleware (it is the primary: no `.primary`), then an echo.
    const primary = express()
    primary.use(forwardToPrimary({ litefsDir: primaryDir, env: { DATABASE_PATH: '/x/app.db' } }))
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
    replica.use(
      forwardToPrimary({
        litefsDir,
        env: { PRIMARY_URL: `http://127.0.0.1:${primaryPort}`, DATABASE_PATH: '/x/app.db' },
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
    expect(forwarded.headers[FORWARDED_BY_REPLICA]).toBe(os.hostname())
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
    const answer = await request({
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        [FORWARDED_BY_REPLICA]: 'other-replica',
      },
      send: (req) => req.end('--x--\r\n'),
    })
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBeTruthy()
    expect(seen.requests).toHaveLength(0)
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
