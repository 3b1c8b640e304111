// The production HTTP server: Express in front of the Remix build, so that every response
// (documents, JSON, assets) gets the security headers, compression and a request log line,
// and the process shuts down gracefully. `scripts/ops/start.js` loads settings and imports this.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import { forwardToPrimary } from './forward-to-primary.js'
import { remixRequestHandler, sendError } from './remix-handler.js'
import {
  allowedMethods,
  bodyLimit,
  isAdminPath,
  isCrossSiteWrite,
  isOriginFormTarget,
  isUnreadablePagePost,
} from './request-guard.js'
import { createNonce, securityHeaders } from './security.js'
import { forwardKeys, settleVisitor } from './trust.js'

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const production = process.env.NODE_ENV === 'production'
const https = (process.env.SITE_URL ?? '').startsWith('https')
const port = Number(process.env.PORT ?? 3000)
/**
 * Fly's proxy sets Fly-Client-IP on every request; anywhere else a client could send it to
 * pose as someone else. Read only on Fly (FLY_APP_NAME is set on every Fly machine), and only
 * from a connection that came through Fly's proxy (server/trust.js).
 */
const behindFlyProxy = Boolean(process.env.FLY_APP_NAME)
/** Proves a replica's forwarded upload to the primary (derived from SESSION_SECRET). */
const replicaKeys = forwardKeys(process.env.SESSION_SECRET)
/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)

/** One JSON line per event: what Fly's log shipping and a grep both read well. */
export function log(fields) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`)
}

// The build, booted by the process entry (scripts/ops/start.js, app/server/platform/boot.server.ts).
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
/** Anonymous pages from memory (app/server/platform/page-cache.server.ts, docs/decisions/100-performance.md). */
const pageCache = build.entry.module.pageCache
// Which pages have their Spanish twin, known before the first request's loaders run
// (app/server/platform/route-twins.server.ts).
build.entry.module.rememberServerRoutes(build.routes)

/** Every file of the client build, as a URL path: the only paths worth a look on disk. */
function publicFiles(dir) {
  const files = new Set()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue
    // parentPath from Node 20.12; `path` before it.
    const full = path.join(entry.parentPath ?? entry.path, entry.name)
    files.add(`/${path.relative(dir, full).split(path.sep).join('/')}`)
  }
  return files
}

const app = express()
app.disable('x-powered-by')

let shuttingDown = false

app.use((req, res, next) => {
  const started = process.hrtime.bigint()
  // A target that is not a plain path (`//host/x`, `http://host/x`, `..`) reaches nothing.
  if (!isOriginFormTarget(req.url)) {
    log({ level: 'info', msg: 'request', method: req.method, status: 400, badTarget: true })
    res.writeHead(400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    res.end('Bad request target.\n')
    return
  }
  // Fly's proxy names each request; keep its id so our log lines match its own.
  const requestId = req.get('fly-request-id') || crypto.randomUUID()
  // The one address the app's rate limits may trust (app/server/platform/rate-limit.server.ts), and on a
  // replica's proven hop its nonce, so the page it sends on carries its own policy's nonce.
  const hop = settleVisitor(req, { behindFlyProxy, keys: replicaKeys })
  const nonce = hop.nonce ?? createNonce()
  res.locals.requestId = requestId
  res.locals.cspNonce = nonce
  res.setHeader('X-Request-Id', requestId)
  const headers = securityHeaders(nonce, { production, https, sentryDsn: process.env.SENTRY_DSN })
  const adminAnswer = isAdminPath(req.path)
  // Set at the last moment so a route's own, stricter header (e.g. /uploads' CSP) wins.
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithSecurity(...args) {
    for (const [name, value] of Object.entries(headers)) {
      if (!res.hasHeader(name)) res.setHeader(name, value)
    }
    if (adminAnswer) res.setHeader('Cache-Control', 'private, no-store')
    if (shuttingDown) res.setHeader('Connection', 'close')
    return writeHead.apply(this, args)
  }
  res.on('finish', () => {
    log({
      level: res.statusCode >= 500 ? 'error' : 'info',
      msg: 'request',
      method: req.method,
      // The path only: query strings can carry search terms, e-mails or tokens.
      path: req.path,
      status: res.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      requestId,
    })
  })
  next()
})

// Methods no route takes (TRACE, PUT on a page…) and other sites' posts never reach the app,
// nor the primary through a replica's forwarder below.
app.use((req, res, next) => {
  const allowed = allowedMethods(req.path)
  const allow = [...allowed, 'OPTIONS'].join(', ')
  if (req.method === 'OPTIONS') {
    res.setHeader('Allow', allow)
    res.status(204).end()
    return
  }
  if (!allowed.has(req.method)) {
    sendError(req, res, 405, `${req.method} is not accepted here.`, { Allow: allow })
    return
  }
  const crossSite = isCrossSiteWrite({
    method: req.method,
    path: req.path,
    host: req.get('host'),
    headers: req.headers,
    siteUrl: process.env.SITE_URL,
  })
  if (crossSite) {
    sendError(req, res, 403, 'This form can only be sent from our own site.')
    return
  }
  if (isUnreadablePagePost(req.method, req.path, req.get('content-type'))) {
    sendError(req, res, 415, 'Please send this page’s form from the page itself.')
    return
  }
  next()
})

// On a LiteFS replica, uploads go to the primary whole, streamed (docs/decisions/113-uploads-on-replicas.md).
app.use(forwardToPrimary())

// Price calls answer a few hundred bytes of JSON, below compression's threshold: they skip the
// middleware, whose wrapping of every write cost them more than the pricing (docs/decisions/100-performance.md).
const compress = compression()
const PRICE_CALL = /^\/api\/([a-z]+-)?price$/
app.use((req, res, next) => (PRICE_CALL.test(req.path) ? next() : compress(req, res, next)))

/**
 * Price calls are answered here, before Remix: its routing (matching a hundred routes anew for
 * every request) was a third of a call's time (docs/decisions/122-shopper-speed.md). Same
 * answer, same limits: the app's own function (app/server/catalog/pricing.server.ts) answers.
 * A call without a declared length, or over the limit, goes the long way and is refused there.
 */
const priceCalls = build.entry.module.priceCalls
app.post(PRICE_CALL, async (req, res, next) => {
  const productType = priceCalls?.productFor(req.path)
  const declared = Number(req.get('content-length'))
  const limit = bodyLimit(req.method, req.path, req.get('content-type'))
  if (!productType || !Number.isSafeInteger(declared) || declared > limit) return next()
  try {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const answer = priceCalls.answer(
      productType,
      (name) => req.get(name),
      Buffer.concat(chunks).toString('utf8'),
    )
    res.status(answer.status)
    for (const [name, value] of answer.headers) res.append(name, value)
    res.end(await answer.text())
  } catch (error) {
    next(error)
  }
})

// Fingerprinted build files never change: a year, immutable. Other public files: an hour.
app.use(
  '/assets',
  express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
)
// Only the paths that are files go to the disk: a page or an API call never pays for a failed
// stat (about 2 ms a request under load, docs/decisions/100-performance.md). The build does not change while we run.
const clientFiles = publicFiles(path.join(buildDir, 'client'))
const servePublic = express.static(path.join(buildDir, 'client'), { maxAge: '1h' })
app.use((req, res, next) => (clientFiles.has(req.path) ? servePublic(req, res, next) : next()))

// An anonymous visitor's page from memory, with this response's own nonce.
function sendCachedPage(res, page) {
  res.status(page.status)
  for (const [name, value] of page.headers) res.append(name, value)
  res.setHeader('X-Page-Cache', 'hit')
  res.end(pageCache.body(page, res.locals.cspNonce))
}

/**
 * Where a visitor came from, remembered from their first page view (docs/decisions/146-where-customers-come-from.md).
 * Set on this response, before the page cache: a stored page never carries it, and a page from
 * memory still remembers the arrival.
 */
const firstTouchCookie = build.entry.module.firstTouchCookie
app.get('*', (req, res, next) => {
  if (!firstTouchCookie) return next()
  try {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
    const cookie = firstTouchCookie(req.method, url, (name) => req.get(name))
    if (cookie) res.append('Set-Cookie', cookie)
  } catch (error) {
    // Never lose a page for a cookie.
    console.error('[arrival] cookie', error)
  }
  next()
})

// A page from memory answers here, before the render budget below: it never waits in line.
app.get('*', async (req, res, next) => {
  if (!pageCache) return next()
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  let key
  try {
    key = await pageCache.keyFor(req.method, url, (name) => req.get(name))
  } catch (error) {
    // Reading the visitor's cart failed (a busy database): the page is rendered for them alone.
    console.error('[page cache] key', error)
    return next()
  }
  if (!key) return next()
  const page = pageCache.lookup(key)
  if (page) return sendCachedPage(res, page)
  res.locals.pageCacheKey = key
  res.locals.pageCacheUrl = url
  next()
})

/**
 * What is left is a render (or a wait for one): one at a time per client for its pages, one
 * for its form posts; the rest of that client's requests wait in its own line or are refused, so one client cannot take this
 * machine's CPU from everyone else (app/server/platform/render-budget.server.ts,
 * docs/decisions/123-render-budget-per-client.md).
 */
const { admitRender, renderLine } = build.entry.module
app.use(async (req, res, next) => {
  const header = (name) => req.get(name)
  const line = renderLine?.(req.method, req.path, header)
  if (!line) return next()
  // A visitor who leaves while waiting leaves the line (aborted only then: an abort costs).
  const left = new AbortController()
  let waiting = true
  res.once('close', () => {
    if (waiting) left.abort()
  })
  const admission = await admitRender(header, { line, signal: left.signal })
  waiting = false
  if (admission.admitted) {
    if (res.closed) return admission.release()
    res.once('close', admission.release)
    // A render runs for many milliseconds without yielding: it starts after the requests
    // already read are answered, so a page from memory never waits for one about to begin.
    await new Promise((resolve) => setImmediate(resolve))
    if (res.closed) return
    return next()
  }
  if (admission.reason === 'gone') return
  const busy = admission.reason === 'busy'
  sendError(
    req,
    res,
    busy ? 429 : 503,
    busy
      ? 'Too many pages at once from your connection. Please wait a moment and try again.'
      : 'We are busy for a moment. Please try again in a few seconds.',
    { 'Retry-After': String(admission.retryAfterSeconds) },
  )
})

// A page not in memory: wait for another visitor's render of it, or render it and maybe keep it.
app.get('*', async (_req, res, next) => {
  const key = res.locals.pageCacheKey
  if (!key) return next()
  const turn = await pageCache.pageOrRender(key)
  if (turn.page) return sendCachedPage(res, turn.page)
  // The remix handler records what became of this render (stored, stale or refused).
  res.on('close', () => turn.finish(res.locals.pageCacheOutcome ?? 'refused'))
  res.locals.pageCacheVersion = pageCache.version()
  // Rendered for the address without the parameters the page does not read (?utm_source=,
  // ?flood=N): what is stored under the key never depends on them.
  res.locals.pageCachePath = pageCache.canonicalPath(res.locals.pageCacheUrl)
  res.setHeader('X-Page-Cache', 'miss')
  next()
})

app.all(
  '*',
  remixRequestHandler({
    pageCache,
    build,
    mode: production ? 'production' : 'development',
    bodyLimit: (req) => bodyLimit(req.method, req.path, req.get('content-type')),
    getLoadContext: (_req, res) => ({
      cspNonce: res.locals.cspNonce,
      requestId: res.locals.requestId,
    }),
  }),
)

const server = app.listen(port, () => log({ level: 'info', msg: 'listening', port }))

/** Stop taking requests, let the ones in flight finish (up to the grace), close the database. */
function shutdown(signal) {
  if (shuttingDown) return
  shuttingDown = true
  log({ level: 'info', msg: 'shutting down', signal })
  const finish = (code) => {
    try {
      globalThis.__appDb?.$client.close()
    } catch (error) {
      log({ level: 'error', msg: 'closing the database failed', error: String(error) })
    }
    log({ level: 'info', msg: 'stopped', code })
    process.exit(code)
  }
  server.close(() => finish(0))
  server.closeIdleConnections()
  setTimeout(() => {
    log({ level: 'error', msg: 'requests still running after the grace period; closing them' })
    server.closeAllConnections()
    finish(0)
  }, SHUTDOWN_GRACE_MS).unref()
}

process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
