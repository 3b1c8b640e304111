// Uploads that reach a LiteFS replica go to the primary whole (docs/decisions/113-uploads-on-replicas.md).
//
// LiteFS's proxy answers a write on a replica with `fly-replay`, and Fly replays only bodies
// under 1 MB: a quote with photos would be lost. So litefs.yml passes the upload paths through
// to the app, and here a replica streams such a request (method, path, headers, body) to the
// primary over Fly's private network and streams the answer back, byte for byte, never
// holding the body.
//
// Reading one's own writes on these paths (issue 40.32): LiteFS's proxy neither sets nor waits
// for its `__txid` cookie on a passthrough path. So the primary's answer to every write here
// (streamed by a replica, or sent to the primary by Fly because it was the visitor's nearest
// machine: a sign-in, a logout) gets the cookie, the primary's position just after the write,
// and a replica reading these paths for that visitor waits until it has that position, or,
// still behind after a moment, has Fly replay the read on the primary: it never answers from
// before the visitor's write (the login page just after signing in).
//
// Only those upload routes are forwarded, only to the primary's own address, with a path
// rebuilt from the parsed path (issue 25.1): a request target such as `//other.host/a.png`
// must never choose where the body goes. The answer keeps none of the primary's security or
// `fly-*` headers: this machine's own are sent (server/index.js).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { isOriginFormTarget } from './request-guard.js'
import { SECURITY_HEADER_NAMES } from './security.js'
import {
  FORWARD_NONCE,
  FORWARD_PROOF,
  FORWARDED_BY_REPLICA,
  forwardKeys,
  signForward,
  VISITOR_IP,
} from './trust.js'

/** Marks a request a replica forwarded: a machine never forwards it again (loop guard). */
export { FORWARDED_BY_REPLICA }

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
 * A write this replica cannot take and Fly could not replay: a write on one of the upload
 * routes, the only paths litefs.yml passes through that take bodies over 1 MB. Nothing else
 * is ever forwarded: a write on another passed-through path (`*.png`, a price call) is this
 * machine's to answer or refuse.
 */
export function mustForward(method, urlPath) {
  return !SAFE_METHODS.has(method) && isUploadPath(urlPath)
}

/** A machine's name as LiteFS writes it in `.primary` (Fly machine ids, hostnames). */
const MACHINE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i

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
 * `PRIMARY_URL` where there is no such network (tests, the replica harness). Null when the
 * names are not plain machine and app names: the address is never anything else.
 */
export function primaryUrl({ hostname, appName, port, override }) {
  if (override) return override.replace(/\/+$/, '')
  if (!hostname || !appName) return null
  if (!MACHINE_NAME.test(hostname) || !MACHINE_NAME.test(appName)) return null
  return `http://${hostname}.vm.${appName}.internal:${Number(port ?? 3000)}`
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
])

/** What a replica sets itself on a forwarded request: whatever a client sent is dropped. */
const OWN_FORWARD_HEADERS = [FORWARDED_BY_REPLICA, FORWARD_PROOF, FORWARD_NONCE, VISITOR_IP]

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

/**
 * An answer header this machine sets itself and never takes from a forwarded answer: the
 * security headers (ours always win, server/security.js), Fly's routing headers (a
 * `fly-replay` passed on would reach Fly's edge), the request id, framing.
 */
function isOwnAnswerHeader(name) {
  return (
    SECURITY_HEADER_NAMES.has(name) ||
    name.startsWith('fly-') ||
    name === 'x-request-id' ||
    name === 'transfer-encoding'
  )
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
 * How long a read on a replica waits for the visitor's write before it is replayed on the
 * primary. LiteFS replicates within milliseconds while it is connected; a replica still behind
 * after a second is catching up (a restart, a slow link), and the primary answers at once.
 */
export const TXID_WAIT_MS = 1_000

/**
 * How far ahead of this replica a visitor's write can plausibly be. The cookie holds the
 * primary's position just after the visitor's write; the gap is what the primary committed
 * since that this replica has not received yet. At this site's write rate (a few hundred
 * transactions a second at the very most) a replica that is more than a thousand behind
 * would not catch up within the wait anyway, and a cookie further ahead than that is made up
 * (the cookie is not signed: LiteFS's proxy sets the same one): it is ignored, not waited on.
 */
export const TXID_MAX_AHEAD = 1_000n

/** The first look again after 5 ms, then twice as long each time, at most this. */
const TXID_POLL_MAX_MS = 100

/**
 * On a replica, a read waits until the database has the visitor's last write: LiteFS does
 * not wait on passthrough paths, which uploads now are. Gently: the position file is read
 * again after 5, 10, 20… ms, at most every 100 ms (a dozen reads in the whole wait).
 * False when the replica is still behind at the end of the wait.
 */
async function waitForVisitorsWrite(litefsDir, database, wanted, waitMs = TXID_WAIT_MS) {
  const until = Date.now() + waitMs
  let delay = 5
  for (;;) {
    const position = readTxid(litefsDir, database)
    if (position === null || position >= wanted) return true
    if (wanted - position > TXID_MAX_AHEAD) return true
    const left = until - Date.now()
    if (left <= 0) return false
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)))
    delay = Math.min(delay * 2, TXID_POLL_MAX_MS)
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
 * FLY_APP_NAME, PORT, SESSION_SECRET (the forward proof, server/trust.js) and the database's
 * file name from DATABASE_PATH.
 *
 * Mounted after the method check and the cross-site guard (server/index.js), and after
 * settleVisitor, which leaves `x-forwarded-by-replica` only on a proven hop and sets
 * `x-visitor-ip`.
 */
export function forwardToPrimary(options = {}) {
  const env = options.env ?? process.env
  const litefsDir = options.litefsDir ?? env.LITEFS_DIR
  const database = path.basename(env.DATABASE_PATH ?? 'app.db')
  const [signingKey] = forwardKeys(env.SESSION_SECRET)
  const txidWaitMs = options.txidWaitMs ?? TXID_WAIT_MS

  return async function forwardUploadsToPrimary(req, res, next) {
    if (!litefsDir) return next()
    const target = req.url ?? ''
    // server/index.js refuses these first; this middleware never builds an address from one.
    if (!isOriginFormTarget(target)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Bad request target.\n')
      return
    }
    const { pathname, search } = new URL(target, 'http://replica.invalid')
    const forwarded = req.headers[FORWARDED_BY_REPLICA] !== undefined

    // Most requests (assets, pages) need no look at LiteFS's files at all.
    if (SAFE_METHODS.has(req.method)) {
      const wanted = isUploadPath(pathname) ? cookieTxid(req.headers.cookie) : null
      const primary = wanted === null ? null : primaryHostname(litefsDir)
      if (primary && !(await waitForVisitorsWrite(litefsDir, database, wanted, txidWaitMs))) {
        // Still behind the visitor's write: the primary has it (Fly replays a read whole).
        res.writeHead(409, { 'fly-replay': `instance=${primary}`, 'Cache-Control': 'no-store' })
        res.end()
        return
      }
      return next()
    }
    const primary = primaryHostname(litefsDir)
    if (!primary) {
      // The primary answering a write on these paths, straight or streamed by a replica: the
      // visitor's next page, wherever it lands, waits for this position (read as the answer
      // leaves, once the write is committed).
      if (forwarded || isUploadPath(pathname)) addTxidCookie(res, litefsDir, database)
      return next()
    }
    if (!mustForward(req.method, pathname)) return next()
    // Sent here by a machine that took us for the primary: the primary has moved.
    if (forwarded) return sendUnavailable(req, res, UNAVAILABLE)
    const base = primaryUrl({
      hostname: primary,
      appName: env.FLY_APP_NAME,
      port: env.PORT,
      override: env.PRIMARY_URL,
    })
    if (!base) return sendUnavailable(req, res, UNAVAILABLE)

    // The primary's host and port, and this request's own path: nothing else.
    const primaryAddress = new URL(base)
    const forwardedPath = `${pathname}${search}`
    const headers = passedOn(req.headers, OWN_FORWARD_HEADERS)
    const remote = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${remote}`
      : remote
    headers[FORWARDED_BY_REPLICA] = os.hostname()
    if (signingKey) {
      // The visitor as this machine established it (server/trust.js), and this answer's nonce.
      const visitor = String(req.headers[VISITOR_IP] || remote)
      const nonce = res.locals?.cspNonce ?? ''
      headers[VISITOR_IP] = visitor
      if (nonce) headers[FORWARD_NONCE] = nonce
      headers[FORWARD_PROOF] = signForward(signingKey, {
        method: req.method,
        url: forwardedPath,
        visitor,
        nonce,
        replica: headers[FORWARDED_BY_REPLICA],
      })
    }

    const upstream = http.request({
      protocol: 'http:',
      hostname: primaryAddress.hostname,
      port: primaryAddress.port || 80,
      path: forwardedPath,
      method: req.method,
      headers,
      agent,
    })
    let answered = false
    upstream.on('response', (answer) => {
      answered = true
      for (const [name, value] of Object.entries(passedOn(answer.headers))) {
        if (!isOwnAnswerHeader(name)) res.setHeader(name, value)
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
