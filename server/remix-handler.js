// Hands a request to the Remix build, like @remix-run/express, plus what only this layer can
// do: stop reading a body at its limit (Content-Length or chunked alike) and answer 413, and
// give the JSON API JSON errors where Remix would answer with a page or a generic message.
import { Transform } from 'node:stream'
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from '@remix-run/node'
import { answerBusyDatabase, DATABASE_BUSY_RETRY_SECONDS } from './database-busy.js'

export class BodyTooLargeError extends Error {
  constructor(limit) {
    super(`The request is too large: at most ${Math.round(limit / 1024)} KB may be sent here.`)
    this.limit = limit
  }
}

/** Passes bytes through until `limit`, then fails: nothing past the limit is ever buffered. */
function byteLimiter(limit, onOverflow) {
  let seen = 0
  return new Transform({
    transform(chunk, _encoding, callback) {
      seen += chunk.length
      if (seen > limit) {
        const error = new BodyTooLargeError(limit)
        onOverflow(error)
        callback(error)
        return
      }
      callback(null, chunk)
    },
  })
}

/** How long the rest of a refused body is read and thrown away before the socket is cut. */
const LINGER_MS = 1_000

/**
 * Sends the 413 without losing it. Closing a socket while body bytes are still arriving makes
 * the kernel answer them with a reset, and the client may then drop the 413 unread (a browser
 * shows "connection reset" instead of the page); `Connection: close` would make Node close it
 * at once. So, like nginx's lingering close, the rest of the body is read and discarded (never
 * buffered) for a moment, and the socket is cut only if the client is still sending then.
 */
function refuseTooLarge(req, res, limit) {
  res.once('finish', () => {
    req.unpipe()
    req.resume()
    if (req.complete) return
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS)
    cut.unref()
    req.once('end', () => clearTimeout(cut))
    req.once('close', () => clearTimeout(cut))
  })
  sendError(req, res, 413, new BodyTooLargeError(limit).message)
}

function requestHeaders(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

/** Answers that belong to this layer: plain JSON for the API, a short page otherwise. */
export function sendError(req, res, status, message, extraHeaders = {}) {
  if (res.headersSent) return
  res.status(status)
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value)
  res.setHeader('Cache-Control', 'no-store')
  const wantsJson = req.path.startsWith('/api/') || (req.get('accept') ?? '').includes('json')
  if (wantsJson) {
    res.json({ error: message })
    return
  }
  const text = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>We could not take that request</h1><p>${text}</p><p><a href="javascript:history.back()">Go back</a> or <a href="/">go to the home page</a>.</p></body></html>`,
    )
}

/**
 * The API answers JSON even where Remix would not: an unknown /api/* path (Remix renders
 * the HTML not-found page) and a method a call does not take (Remix's generic 405 body).
 */
async function apiErrorInJson(path, response) {
  if (!path.startsWith('/api/')) return response
  const type = response.headers.get('content-type') ?? ''
  if (response.status === 404 && type.includes('text/html')) {
    return Response.json(
      { error: 'Not found' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  if (response.status === 405) {
    const body = await response
      .clone()
      .json()
      .catch(() => null)
    if (!body || typeof body.error !== 'string') {
      return Response.json(
        { error: 'Method not allowed' },
        { status: 405, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  }
  return response
}

/**
 * Stores an anonymous visitor's page (the page cache decides whether it may) and sends it.
 * The page is read whole first: it is rendered already, and the next visitor needs it whole.
 */
async function sendAndStorePage(res, response, pageCache, context) {
  const html = await response.text()
  if (!context.renderFailed) {
    res.locals.pageCacheOutcome = pageCache.store(res.locals.pageCacheKey, {
      status: response.status,
      headers: response.headers,
      html,
      nonce: res.locals.cspNonce ?? '',
      version: res.locals.pageCacheVersion,
    })
  }
  res.end(html)
}

export function remixRequestHandler({ build, mode, getLoadContext, bodyLimit, pageCache }) {
  const handle = createRequestHandler(answerBusyDatabase(build), mode)
  return async (req, res, next) => {
    try {
      const limit = bodyLimit(req)
      const declared = Number(req.get('content-length') ?? 0)
      if (declared > limit) {
        refuseTooLarge(req, res, limit)
        return
      }
      const controller = new AbortController()
      res.on('close', () => controller.abort())
      const url = new URL(
        res.locals.pageCachePath ?? req.originalUrl,
        `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      )
      const init = { method: req.method, headers: requestHeaders(req), signal: controller.signal }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const limited = req.pipe(
          byteLimiter(limit, () => {
            refuseTooLarge(req, res, limit)
            controller.abort()
          }),
        )
        // An app that gives up on a body (a parser refusing a malformed form) cancels it with
        // its error; the adapter then destroys this stream with that error after dropping its
        // own listener, and an 'error' event nobody hears would stop the whole server.
        limited.on('error', () => {})
        init.body = createReadableStreamFromReadable(limited)
        init.duplex = 'half'
      }
      let response
      const context = getLoadContext(req, res)
      try {
        response = await handle(new Request(url, init), context)
      } catch (error) {
        if (res.headersSent) return
        throw error
      }
      // The 413 already went out (the body overflowed while the app was reading it).
      if (res.headersSent) return
      response = await apiErrorInJson(req.path, response)
      // A page's thrown 503 (busy database) loses its headers in Remix: the wait goes back on.
      if (response.status === 503 && !response.headers.has('Retry-After')) {
        response.headers.set('Retry-After', String(DATABASE_BUSY_RETRY_SECONDS))
      }
      res.statusMessage = response.statusText
      res.status(response.status)
      // The cart a page was rendered with is for the page cache only (page-cache.server.ts).
      for (const [name, value] of response.headers.entries()) {
        if (name !== 'x-rendered-cart') res.append(name, value)
      }
      if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
      const mayStore = pageCache && res.locals.pageCacheKey
      if (mayStore && pageCache.cacheable(response.status, response.headers)) {
        await sendAndStorePage(res, response, pageCache, context)
      } else if (response.body) await writeReadableStreamToWritable(response.body, res)
      else res.end()
    } catch (error) {
      next(error)
    }
  }
}
