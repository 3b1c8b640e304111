/**
 * No input a client can send makes the server answer 5xx (issue 22): malformed bodies of every
 * content type are posted to every route of the route list (pages, their `.data` single-fetch
 * address, the 14 city pages, the JSON API), signed in as staff so admin actions read the body
 * too. Any 5xx fails the test with the route and the body that caused it.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { CITY_SLUGS } from '../../app/content/cities'
import { offeredDates } from '../../app/domain/booking'
import { ROUTE_FOLDERS } from '../setup/route-folders'
import { schema, withE2eDatabase } from './db'
import { expect, test } from './helpers'

// ---------------------------------------------------------------- the bodies

type Body = { name: string; type?: string; body: Buffer }

const b = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text) : text)
const junkBytes = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x90])
const part = (boundary: string, name: string, value: string | Buffer) =>
  Buffer.concat([
    b(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    b(value),
    b('\r\n'),
  ])
const wellFormed = (boundary: string) =>
  Buffer.concat([part(boundary, 'name', 'Fuzz'), b(`--${boundary}--\r\n`)])
const deepArray = `${'['.repeat(4000)}${']'.repeat(4000)}`
const deepObject = `${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`

const MULTIPART = 'multipart/form-data; boundary=fuzz'
const URLENCODED = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

const BODIES: Body[] = [
  // multipart
  { name: 'multipart without a boundary', type: 'multipart/form-data', body: wellFormed('fuzz') },
  {
    name: 'multipart with an empty boundary',
    type: 'multipart/form-data; boundary=',
    body: wellFormed('fuzz'),
  },
  {
    name: 'multipart with an unclosed quoted boundary',
    type: 'multipart/form-data; boundary="fuzz',
    body: wellFormed('fuzz'),
  },
  {
    name: 'multipart cut short',
    type: MULTIPART,
    body: b('--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nFu'),
  },
  {
    name: 'multipart with the wrong boundary',
    type: 'multipart/form-data; boundary=other',
    body: wellFormed('fuzz'),
  },
  {
    name: 'multipart without its closing boundary',
    type: MULTIPART,
    body: part('fuzz', 'name', 'x'),
  },
  {
    name: 'multipart with garbage part headers',
    type: MULTIPART,
    body: b('--fuzz\r\nGarbage here\r\n\r\nx\r\n--fuzz--\r\n'),
  },
  {
    name: 'multipart part without a name',
    type: MULTIPART,
    body: b('--fuzz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--fuzz--\r\n'),
  },
  {
    name: 'multipart with a huge field name',
    type: MULTIPART,
    body: Buffer.concat([part('fuzz', 'n'.repeat(40_000), 'x'), b('--fuzz--\r\n')]),
  },
  {
    name: 'multipart with invalid UTF-8',
    type: MULTIPART,
    body: Buffer.concat([
      part('fuzz', 'name', junkBytes),
      part('fuzz', 'email', junkBytes),
      b('--fuzz--\r\n'),
    ]),
  },
  {
    name: 'multipart with a file where text is expected',
    type: MULTIPART,
    body: Buffer.concat([
      b('--fuzz\r\nContent-Disposition: form-data; name="name"; filename="a;b=c.png"\r\n'),
      b('Content-Type: image/png\r\n\r\n'),
      junkBytes,
      b('\r\n--fuzz--\r\n'),
    ]),
  },
  { name: 'multipart with an empty body', type: MULTIPART, body: b('') },
  { name: 'multipart/mixed', type: 'multipart/mixed; boundary=fuzz', body: wellFormed('fuzz') },
  // urlencoded
  {
    name: 'urlencoded with invalid percent-encoding',
    type: URLENCODED,
    body: b('name=%E0%A4%A&email=%ZZ&%&=&&phone=%'),
  },
  {
    name: 'urlencoded with invalid UTF-8',
    type: URLENCODED,
    body: Buffer.concat([b('name='), junkBytes, b('&'), junkBytes, b('=1')]),
  },
  { name: 'urlencoded with a huge key', type: URLENCODED, body: b(`${'k'.repeat(50_000)}=1`) },
  {
    name: 'urlencoded with an unknown charset',
    type: `${URLENCODED}; charset=bogus`,
    body: b('name=x'),
  },
  { name: 'urlencoded with an empty body', type: URLENCODED, body: b('') },
  // JSON
  { name: 'JSON cut short', type: JSON_TYPE, body: b('{"name":') },
  { name: 'JSON with an empty body', type: JSON_TYPE, body: b('') },
  { name: 'JSON array', type: JSON_TYPE, body: b('[1,2,3]') },
  { name: 'JSON null', type: JSON_TYPE, body: b('null') },
  { name: 'JSON string', type: JSON_TYPE, body: b('"fuzz"') },
  { name: 'JSON number out of range', type: JSON_TYPE, body: b('1e999') },
  { name: 'JSON deeply nested array', type: JSON_TYPE, body: b(deepArray) },
  { name: 'JSON deeply nested object', type: JSON_TYPE, body: b(deepObject) },
  {
    name: 'JSON with a very long string',
    type: JSON_TYPE,
    body: b(JSON.stringify({ fuzz: 'x'.repeat(12_000) })),
  },
  {
    name: 'JSON of the wrong types',
    type: JSON_TYPE,
    body: b(
      JSON.stringify({
        id: [],
        intent: {},
        name: null,
        email: 123,
        items: 'x',
        lines: { a: 1 },
        productType: [],
        width: 'abc',
        quantity: -1,
        ids: [null, {}, 'x'],
        order: 'x',
      }),
    ),
  },
  {
    name: 'JSON with __proto__',
    type: JSON_TYPE,
    body: b('{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}'),
  },
  {
    name: 'JSON with invalid UTF-8',
    type: JSON_TYPE,
    body: Buffer.concat([b('{"name":"'), junkBytes, b('"}')]),
  },
  { name: 'JSON with a byte-order mark', type: JSON_TYPE, body: b('\ufeff{}') },
  // everything else
  { name: 'text/plain', type: 'text/plain', body: b('name=Fuzz') },
  { name: 'application/octet-stream', type: 'application/octet-stream', body: junkBytes },
  { name: 'application/xml', type: 'application/xml', body: b('<?xml version="1.0"?><x/>') },
  { name: 'no Content-Type', body: b('name=Fuzz') },
  { name: 'no Content-Type and no body', body: b('') },
  { name: 'a garbage Content-Type', type: ';;;=/=', body: b('name=Fuzz') },
]

// ---------------------------------------------------------------- the routes

/** Flat-route file name → its segments (dots split, except inside [] escapes). */
function segments(routeName: string): string[] {
  const out: string[] = []
  let current = ''
  let escaped = false
  for (const char of routeName) {
    if (char === '[') escaped = true
    else if (char === ']') escaped = false
    else if (char === '.' && !escaped) {
      out.push(current)
      current = ''
    } else current += char
  }
  out.push(current)
  return out
}

type Route = { file: string; path: string; index: boolean; api: boolean }

/** The app's routes, read from the route folders as Remix's flat routes reads them. */
function routeList(params: (route: string, name: string) => string): Route[] {
  const routes: Route[] = []
  for (const [dir, entry] of ROUTE_FOLDERS.flatMap((d) =>
    fs.readdirSync(path.resolve(d), { withFileTypes: true }).map((e) => [d, e] as const),
  )) {
    let name = entry.name
    if (entry.isDirectory()) {
      const inside = fs.readdirSync(path.resolve(dir, name))
      if (!inside.some((f) => /^route\.(t|j)sx?$/.test(f))) continue
    } else {
      if (!/\.(t|j)sx?$/.test(name) || /\.(test|server)\.(t|j)sx?$/.test(name)) continue
      name = name.replace(/\.(t|j)sx?$/, '')
    }
    // `__` files are shared modules (app/routes.ts ignores them).
    if (name.startsWith('__')) continue
    const parts: string[] = []
    let index = false
    for (const segment of segments(name)) {
      if (segment === '_index') index = true
      else if (segment.startsWith('_'))
        continue // a layout without a path
      else if (segment === '$') parts.push('fuzz-splat')
      else if (segment.startsWith('$'))
        parts.push(encodeURIComponent(params(name, segment.slice(1))))
      else parts.push(segment.replace(/_$/, ''))
    }
    const routePath = `/${parts.join('/')}`
    routes.push({ file: entry.name, path: routePath, index, api: routePath.startsWith('/api/') })
  }
  // The city pages: one module, one route each (app/routes.ts).
  for (const slug of CITY_SLUGS) {
    routes.push({ file: `city ${slug}`, path: `/${slug}`, index: false, api: false })
  }
  return routes
}

/** Real ids and slugs from the e2e database, so actions get past "not found" to the body. */
async function realParams(appointmentToken: string) {
  const first = await withE2eDatabase((db) => ({
    lead: db.select({ id: schema.leads.id }).from(schema.leads).get()?.id,
    order: db.select({ id: schema.orders.id }).from(schema.orders).get()?.id,
    b2b: db.select({ id: schema.windowCompanyRequests.id }).from(schema.windowCompanyRequests).get()
      ?.id,
    post: db.select({ id: schema.blogPosts.id }).from(schema.blogPosts).get(),
    content: db.select({ id: schema.siteContent.id }).from(schema.siteContent).get()?.id,
    siteImage: db.select({ id: schema.siteImages.id }).from(schema.siteImages).get()?.id,
    swatch: db.select({ id: schema.fabricSwatches.id }).from(schema.fabricSwatches).get()?.id,
    productImage: db.select({ id: schema.productImages.id }).from(schema.productImages).get()?.id,
    option: db
      .select({ id: schema.productOptions.id, productType: schema.productOptions.productType })
      .from(schema.productOptions)
      .get(),
    hardware: db
      .select({ id: schema.hardwareProducts.id, kind: schema.hardwareProducts.kind })
      .from(schema.hardwareProducts)
      .all(),
  }))
  const hardware = (kind: string) => first.hardware.find((h) => h.kind === kind)?.id
  return (route: string, name: string): string => {
    const value = (() => {
      if (name === 'token') return appointmentToken
      if (name === 'leadId') return first.lead
      if (name === 'orderId') return first.order
      if (name === 'requestId') return first.b2b
      if (name === 'postId') return first.post?.id
      // No real post: a post to a post's address counts a view, and other tests count them.
      if (name === 'slug') return 'fuzz-no-such-post'
      if (name === 'productType') return first.option?.productType
      if (name !== 'id') return undefined
      if (route.includes('window-company-requests')) return first.b2b
      if (route.includes('blog.posts')) return first.post?.id
      if (route.includes('content.items') || route.includes('site-content')) return first.content
      if (route.includes('images.$id') && route.includes('content')) return first.siteImage
      if (route.includes('site-images')) return first.siteImage
      if (route.includes('fabric-swatches')) return first.swatch
      if (route.includes('product-images')) return first.productImage
      if (route.includes('product-options')) return first.option?.id
      if (route.includes('motors')) return hardware('motor')
      if (route.includes('accessories')) return hardware('accessory')
      return undefined
    })()
    return value === undefined ? '999999' : String(value)
  }
}

/** Books an appointment through the public API for the private page's token. */
async function bookAppointment(baseURL: string, origin: string): Promise<string> {
  // The last time of the last offered day: out of the way of the booking tests.
  for (const date of offeredDates().reverse()) {
    const slots = (await (
      await fetch(`${baseURL}/api/appointment-slots?date=${date}&serviceType=consultation`)
    ).json()) as { id: number; isAvailable: boolean; timeSlot: string }[]
    const slot = slots.findLast((s) => s.isAvailable)
    if (!slot) continue
    const response = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE, Origin: origin },
      body: JSON.stringify({
        customerName: 'Fuzz Tester',
        customerEmail: 'fuzz@example.com',
        customerPhone: '(954) 555-0199',
        customerAddress: '1 Fuzz Way, Fort Lauderdale, FL',
        serviceType: 'consultation',
        appointmentDate: date,
        appointmentTime: slot.timeSlot,
        slotId: slot.id,
      }),
    })
    const text = await response.text()
    const token = text.match(/\/appointments\/([^/?"#]+)/)?.[1]
    if (token) return token
  }
  return '1.fuzz'
}

// ---------------------------------------------------------------- sending

type Shot = { method: string; url: string; body: Body; cookie?: string }

const agent = new http.Agent({ keepAlive: true, maxSockets: 12 })

/** One request; resolves with the status, or the network error's message. */
function send(baseURL: string, origin: string, shot: Shot): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      Origin: origin,
      Accept: 'text/html,application/json;q=0.9',
      'Content-Length': String(shot.body.body.length),
    }
    if (shot.body.type !== undefined) headers['Content-Type'] = shot.body.type
    if (shot.cookie) headers.Cookie = shot.cookie
    const request = http.request(
      `${baseURL}${shot.url}`,
      { method: shot.method, headers, agent },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', (error) => resolve(`response error: ${error.message}`))
      },
    )
    request.setTimeout(15_000, () => request.destroy(new Error('timed out')))
    request.on('error', (error) => resolve(`request error: ${error.message}`))
    request.end(shot.body.body)
  })
}

/**
 * A body whose Content-Length lies. Shorter than what is sent: the server reads a cut-off body
 * and answers. Longer: the client stops sending and, like a dropped connection, goes away
 * after `patienceMs`; an answer that came before (a refusal) is checked, silence is fine.
 * Resolves with the status, or 0 when no answer came.
 */
function sendLying(
  port: number,
  origin: string,
  shot: Shot,
  declared: number,
  patienceMs: number,
): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const status = () => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(status())
    }
    const timer = setTimeout(done, patienceMs)
    socket.on('error', done)
    socket.on('close', done)
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (status()) done()
    })
    const head = [
      `${shot.method} ${shot.url} HTTP/1.1`,
      `Host: localhost:${port}`,
      `Origin: ${origin}`,
      `Content-Type: ${shot.body.type}`,
      `Content-Length: ${declared}`,
      ...(shot.cookie ? [`Cookie: ${shot.cookie}`] : []),
      'Connection: close',
      '',
      '',
    ].join('\r\n')
    socket.write(head)
    if (declared >= shot.body.body.length) socket.write(shot.body.body)
    else {
      // The bytes past Content-Length come a moment later (as the next request, to Node).
      socket.write(shot.body.body.subarray(0, declared))
      setTimeout(() => socket.writable && socket.write(shot.body.body.subarray(declared)), 200)
    }
  })
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

// ---------------------------------------------------------------- the test

test.describe('malformed bodies', () => {
  // Server behaviour, not pages: one project is enough.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server behaviour, run once')

  test('no route answers 5xx to a malformed body of any content type', async ({
    baseURL,
    context,
    loginAsAdmin,
  }) => {
    test.setTimeout(120_000)
    if (!baseURL) throw new Error('baseURL is not set')
    const origin = new URL(baseURL).origin
    const port = Number(new URL(baseURL).port)
    await loginAsAdmin()
    const staffCookie = (await context.cookies(baseURL))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')

    const token = await bookAppointment(baseURL, origin)
    const routes = routeList(await realParams(token))
    expect(routes.length).toBeGreaterThan(100)

    // One target per method and address; its bodies go one after the other.
    type Target = { method: string; url: string; cookie?: string; bodies: Body[] }
    const targets: Target[] = []
    for (const route of routes) {
      // Signed in everywhere (staff-only pages sit outside /admin too), except where signing
      // out would end the session the other posts need.
      const cookie = route.file === 'admin_.logout.tsx' ? undefined : staffCookie
      const query = route.index ? '?index' : ''
      const methods = route.api ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['POST']
      for (const method of methods) {
        // A DELETE with a real id would really delete (other tests share this database).
        const url =
          method === 'DELETE' ? route.path.replace(/\/\d+(?=\/|$)/g, '/999999') : route.path
        targets.push({ method, url: `${url}${query}`, cookie, bodies: BODIES })
      }
      if (!route.api) {
        const dataUrl = `${route.path === '/' ? '/_root' : route.path}.data${query}`
        targets.push({ method: 'POST', url: dataUrl, cookie, bodies: BODIES })
      }
    }

    const failures: string[] = []
    const started = Date.now()
    const slow: string[] = []
    /** Routes without an action for the method (405): the rest of their bodies are skipped. */
    const noAction = new Set<string>()
    let sentCount = 0
    await pool(targets, 12, async (target) => {
      for (const body of target.bodies) {
        const shot = { ...target, body }
        const sent = Date.now()
        const status = await send(baseURL, origin, shot)
        sentCount++
        if (Date.now() - sent > 3_000) slow.push(`${shot.method} ${shot.url} [${body.name}]`)
        if (typeof status === 'string' || status >= 500) {
          failures.push(`${shot.method} ${shot.url} [${body.name}] → ${status}`)
        }
        if (status === 405) {
          noAction.add(`${target.method} ${target.url}`)
          break
        }
      }
    })

    // Content-Length that lies, on every route's POST: multipart, urlencoded and JSON.
    const lying: [Shot, number][] = []
    const lyingBodies = BODIES.filter((b) =>
      [
        'multipart cut short',
        'urlencoded with invalid percent-encoding',
        'JSON cut short',
      ].includes(b.name),
    )
    for (const route of routes) {
      const cookie = route.file === 'admin_.logout.tsx' ? undefined : staffCookie
      const url = `${route.path}${route.index ? '?index' : ''}`
      if (noAction.has(`POST ${url}`)) continue
      for (const body of lyingBodies) {
        const shot = { method: 'POST', url, body, cookie }
        lying.push([shot, body.body.length + 100], [shot, Math.max(1, body.body.length - 5)])
      }
    }
    const lyingStarted = Date.now()
    await pool(lying, 24, async ([shot, declared]) => {
      const longer = declared > shot.body.body.length
      const status = await sendLying(port, origin, shot, declared, longer ? 300 : 5_000)
      if (status >= 500) {
        failures.push(
          `${shot.method} ${shot.url} [${shot.body.name}, Content-Length ${declared} for ${shot.body.body.length} bytes] → ${status}`,
        )
      }
    })
    agent.destroy()
    // The server is still up and answering.
    const health = await fetch(`${baseURL}/healthcheck`).catch((error: Error) => error.message)
    if (typeof health === 'string' || health.status !== 200) {
      failures.push(
        `the server stopped answering: ${typeof health === 'string' ? health : health.status}`,
      )
    }

    console.log(
      `${sentCount} requests to ${routes.length} routes in ${lyingStarted - started} ms, ` +
        `${lying.length} with a lying Content-Length in ${Date.now() - lyingStarted} ms; ` +
        `${failures.length} answered 5xx; slower than 3 s: ${slow.join(', ') || 'none'}`,
    )
    expect(failures, failures.join('\n')).toEqual([])
  })
})

test.describe('an unreadable form', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server behaviour, run once')

  test('a page answers 400 with the reason on its error page; a resource route with JSON', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const headers = { Origin: origin, 'Content-Type': 'multipart/form-data' }
    const page = await fetch(`${baseURL}/cart?index`, {
      method: 'POST',
      headers: { ...headers, Accept: 'text/html' },
      body: 'name=Ana',
    })
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain('We could not handle that request')
    expect(html).toContain('The form could not be read.')
    const api = await fetch(`${baseURL}/cart/lines`, { method: 'POST', headers, body: 'x' })
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ error: 'The form could not be read' })
  })
})
