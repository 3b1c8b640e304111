// Uploads that reach a LiteFS replica go to the primary whole (docs/decisions/113-uploads-on-replicas.md).
//
// LiteFS's proxy answers a write on a replica with `fly-replay`, and Fly replays only bodies
// under 1 MB: a quote with photos would be lost. So litefs.yml passes the upload paths through
// to the app, and here a replica streams such a request (method, path, headers, body) to the
// primary over Fly's private network and streams the answer back, byte for byte, never
// holding the body. On the primary, the answer gets LiteFS's `__txid` cookie, so the
// visitor's next page on the replica waits until the write has been replicated.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

/** Marks a request a replica forwarded: a machine never forwards it again (loop guard). */
export const FORWARDED_BY_REPLICA = 'x-forwarded-by-replica'

/** Fly replays a request (`fly-replay`) only with a body under 1 MB. */
export const REPLAY_LIMIT = 1024 * 1024

/**
 * Where photos, images and large staff forms are sent (server/request-guard.js UPLOAD_PATHS:
 * bodies over 1 MB are accepted there and nowhere else), as LiteFS passthrough patterns:
 * litefs.yml lists each of them. Every write on these paths reaches the app on a replica, so
 * every one is forwarded here.
 */
export const UPLOAD_PASSTHROUGH = [
  '/quote',
  '/api/submit-lead',
  '/admin',
  '/admin/*',
  '/api/admin/*',
]

/** A passthrough pattern as LiteFS 0.5 compiles it (http.CompileMatch): `*` is any text. */
export function litefsPattern(glob) {
  const literal = glob.replace(/[.+?^${}()|[\]\\*]/g, '\\$&').replaceAll('\\*', '.*')
  return new RegExp(`^${literal}$`)
}

const uploadPatterns = UPLOAD_PASSTHROUGH.map(litefsPattern)
const isUploadPath = (urlPath) => uploadPatterns.some((p) => p.test(urlPath))

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write this replica cannot take and Fly could not replay: any write on an upload path,
 * and anywhere a form with files, a body over 1 MB, or a body of unknown length (chunked).
 */
export function mustForward(method, urlPath, headers) {
  if (SAFE_METHODS.has(method)) return false
  if (isUploadPath(urlPath)) return true
  if ((headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) return true
  if (Number(headers['content-length'] ?? 0) > REPLAY_LIMIT) return true
  return headers['transfer-encoding'] !== undefined && headers['content-length'] === undefined
}

/**
 * The primary's name when this machine is a LiteFS replica, else null. LiteFS writes
 * `.primary` only on replicas; read on every request, as the primary can move at any time.
 */
export function primaryHostname(litefsDir) {
  if (!litefsDir) return null
  try {
    const name = fs.readFileSync(path.join(litefsDir, '.primary'), 'utf8').trim()
    return name && name !== os.hostname() ? name : null
  } catch {
    return null
  }
}

/**
 * The primary's app on Fly's private network (`<machine>.vm.<app>.internal`), or
 * `PRIMARY_URL` where there is no such network (tests, the replica harness).
 */
export function primaryUrl({ hostname, appName, port, override }) {
  if (override) return override.replace(/\/+$/, '')
  if (!hostname || !appName) return null
  return `http://${hostname}.vm.${appName}.internal:${port ?? 3000}`
}

/** Headers about one connection, never passed on (RFC 9110 7.6.1), and our own internal one. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'x-visitor-ip',
])

function passedOn(headers, extraDrop = []) {
  const drop = new Set([
    ...HOP_BY_HOP,
    ...extraDrop,
    ...String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  ])
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name)))
}

/** How long a visitor should wait before sending again while the primary is out of reach. */
export const RETRY_AFTER_SECONDS = 10

function sendUnavailable(req, res, message) {
  // The rest of the body is read and thrown away, so the visitor gets this answer.
  req.unpipe()
  req.resume()
  if (res.headersSent) {
    res.destroy()
    return
  }
  const wantsJson =
    (req.url ?? '').startsWith('/api/') || (req.headers.accept ?? '').includes('json')
  const body = wantsJson ? JSON.stringify({ error: message }) : `${message}\n`
  res.writeHead(503, {
    'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
  })
  res.end(body)
}

const UNAVAILABLE =
  'We could not reach our main server to save this. Please send it again in a moment.'

/** LiteFS's replication position file beside the database: `<txid hex>/<checksum hex>`. */
function readTxid(litefsDir, database) {
  try {
    const text = fs.readFileSync(path.join(litefsDir, `${database}-pos`), 'utf8')
    return BigInt(`0x${text.trim().split('/')[0]}`)
  } catch {
    return null
  }
}

/** LiteFS's proxy's consistency cookie (http/proxy_server.go): a transaction id in hex. */
const TXID_COOKIE = '__txid'
const TXID_COOKIE_SECONDS = 300

function cookieTxid(cookieHeader = '') {
  const match = cookieHeader.match(/(?:^|;\s*)__txid=([0-9a-f]{16})(?:;|$)/i)
  return match ? BigInt(`0x${match[1]}`) : null
}

/**
 * On a replica, a read waits (up to 5 s, as LiteFS's proxy does) until the database has the
 * visitor's last write: LiteFS does not wait on passthrough paths, which uploads now are.
 */
async function waitForVisitorsWrite(litefsDir, database, wanted) {
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    const position = readTxid(litefsDir, database)
    if (position === null || position >= wanted) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function addTxidCookie(res, litefsDir, database) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithTxid(...args) {
    const txid = readTxid(litefsDir, database)
    if (txid !== null) {
      const cookie = `${TXID_COOKIE}=${txid.toString(16).padStart(16, '0')}; Path=/; Max-Age=${TXID_COOKIE_SECONDS}; HttpOnly; SameSite=Lax`
      const existing = res.getHeader('Set-Cookie') ?? []
      res.setHeader('Set-Cookie', [
        ...(Array.isArray(existing) ? existing : [String(existing)]),
        cookie,
      ])
    }
    return writeHead.apply(this, args)
  }
}

const UPSTREAM_TIMEOUT_MS = 300_000

const agent = new http.Agent({ keepAlive: true })

/**
 * The middleware. Options (tests) default to the environment: LITEFS_DIR, PRIMARY_URL,
 * FLY_APP_NAME, PORT and the database's file name from DATABASE_PATH.
 */
export function forwardToPrimary(options = {}) {
  const env = options.env ?? process.env
  const litefsDir = options.litefsDir ?? env.LITEFS_DIR
  const database = path.basename(env.DATABASE_PATH ?? 'app.db')

  return async function forwardUploadsToPrimary(req, res, next) {
    if (!litefsDir) return next()
    const urlPath = (req.url ?? '/').split('?')[0]
    const forwarded = req.headers[FORWARDED_BY_REPLICA] !== undefined

    // Most requests (assets, pages) need no look at LiteFS's files at all.
    if (SAFE_METHODS.has(req.method)) {
      const wanted = isUploadPath(urlPath) ? cookieTxid(req.headers.cookie) : null
      if (wanted !== null && primaryHostname(litefsDir)) {
        await waitForVisitorsWrite(litefsDir, database, wanted)
      }
      return next()
    }
    const primary = primaryHostname(litefsDir)
    if (!primary) {
      // The primary answering a replica's request: tell the replica's LiteFS what to wait for
      // (read as the answer leaves, once the write is committed).
      if (forwarded) addTxidCookie(res, litefsDir, database)
      return next()
    }
    if (!mustForward(req.method, urlPath, req.headers)) return next()
    // Sent here by a machine that took us for the primary: the primary has moved.
    if (forwarded) return sendUnavailable(req, res, UNAVAILABLE)
    const base = primaryUrl({
      hostname: primary,
      appName: env.FLY_APP_NAME,
      port: env.PORT,
      override: env.PRIMARY_URL,
    })
    if (!base) return sendUnavailable(req, res, UNAVAILABLE)

    const target = new URL(req.url ?? '/', `${base}/`)
    const headers = passedOn(req.headers)
    const remote = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${remote}`
      : remote
    headers[FORWARDED_BY_REPLICA] = os.hostname()

    const upstream = http.request(target, { method: req.method, headers, agent })
    let answered = false
    upstream.on('response', (answer) => {
      answered = true
      for (const [name, value] of Object.entries(passedOn(answer.headers, ['transfer-encoding']))) {
        res.setHeader(name, value)
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage)
      answer.pipe(res)
      // The primary stopped half-way: the visitor must not take a cut answer for a whole one.
      answer.on('close', () => {
        if (!answer.complete) res.destroy()
      })
    })
    // The primary answers once every photo is resized: seconds, up to a minute for 6 AVIFs.
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error('timed out')))
    upstream.on('error', () => {
      if (answered) res.destroy()
      else sendUnavailable(req, res, UNAVAILABLE)
    })
    // The visitor went away: so does the request to the primary.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }
}
