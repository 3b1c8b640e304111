// Who sent a request, as far as this server can prove it (issue 25.4).
//
// On Fly, a visitor's request reaches this process through Fly's proxy, then this machine's
// LiteFS proxy (litefs.yml: `:8080` → `localhost:3000`): the connection comes from loopback.
// Fly's proxy reaches a machine's services on its private IPv4 address, never over the
// private network (6PN, IPv6 `fdaa::/16`). Every machine of every app in the organisation is
// on that private network and can reach this process on :3000 directly with any header it
// likes, `Fly-Client-IP` included. So `Fly-Client-IP` is believed only on a connection from
// loopback or a private IPv4 address. A replica that streams an upload to the primary
// (server/forward-to-primary.js) comes over the private network: it proves the hop with an
// HMAC of the request under a key derived from SESSION_SECRET, which only this app's machines
// hold, and only then is the visitor's address it vouches for believed.
//
// What stays open, and why docs/deploy.md ("Private network and trust") says to give the app
// its own private network: LiteFS's proxy on :8080 listens on every interface (Go reads
// `:8080` and `0.0.0.0:8080` alike as "all"), and it passes a request on from loopback without
// saying where it came from.
import crypto from 'node:crypto'
import { isIP } from 'node:net'

/** Set by a replica on a request it streams to the primary (the loop guard reads it too). */
export const FORWARDED_BY_REPLICA = 'x-forwarded-by-replica'
/** `<unix seconds>.<base64url HMAC>` over the forwarded request (see proofText). */
export const FORWARD_PROOF = 'x-forward-proof'
/** The visitor's address as the replica established it. */
export const VISITOR_IP = 'x-visitor-ip'
/** The replica's CSP nonce for this answer: its policy, not the primary's, is the one sent. */
export const FORWARD_NONCE = 'x-forward-nonce'

/** How old a proof may be (clocks of Fly machines agree within a second or two). */
export const PROOF_MAX_AGE_SECONDS = 60

const KEY_CONTEXT = 'forward-to-primary/v1'
/** What createNonce (server/security.js) makes: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/

/** 127.0.0.0/8 and ::1, also written IPv4-mapped. */
export function isLoopback(address = '') {
  const v4 = address.replace(/^::ffff:/i, '')
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'))
}

/** An RFC 1918 IPv4 address (also IPv4-mapped): how Fly's proxy reaches a machine. */
export function isPrivateIpv4(address = '') {
  const v4 = address.replace(/^::ffff:/i, '')
  if (isIP(v4) !== 4) return false
  const [a, b] = v4.split('.').map(Number)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/**
 * Whether a connection's peer is Fly's proxy (directly, on the private IPv4 address) or this
 * machine's LiteFS proxy in front of it (loopback). Never a private-network (6PN) address.
 */
export function peerIsFlyProxy(address) {
  return isLoopback(address) || isPrivateIpv4(address)
}

/**
 * The keys a forwarded hop is signed with: one per SESSION_SECRET of its rotation list (the
 * first signs, any verifies), each an HMAC of a fixed label, so the key says nothing about the
 * secret and a forged cookie key is no forward key.
 */
export function forwardKeys(sessionSecret = '') {
  return sessionSecret
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean)
    .map((secret) => crypto.createHmac('sha256', secret).update(KEY_CONTEXT).digest())
}

function proofText({ time, method, url, visitor, nonce, replica }) {
  return [time, method, url, visitor, nonce ?? '', replica].join('\n')
}

function mac(key, fields) {
  return crypto.createHmac('sha256', key).update(proofText(fields)).digest('base64url')
}

/** The proof header's value for a request a replica forwards. */
export function signForward(key, fields, now = Date.now()) {
  const time = Math.floor(now / 1000)
  return `${time}.${mac(key, { ...fields, time })}`
}

/** Whether `proof` is a fresh HMAC of these fields under one of `keys`. */
export function verifyForward(keys, proof, fields, now = Date.now()) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(proof ?? '')
  if (!match || keys.length === 0) return false
  const time = Number(match[1])
  if (Math.abs(now / 1000 - time) > PROOF_MAX_AGE_SECONDS) return false
  const given = Buffer.from(match[2])
  return keys.some((key) => {
    const expected = Buffer.from(mac(key, { ...fields, time: match[1] }))
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  })
}

const header = (headers, name) => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

/**
 * Settles who sent the request, before anything else reads it: replaces `X-Visitor-Ip` with
 * the address this server vouches for, and removes every forwarding header a client could
 * have made up. Answers whether the request is a replica's proven hop, and the CSP nonce the
 * replica chose for its answer.
 *
 * The visitor is: the replica's word on a proven hop; `Fly-Client-IP` on a connection from
 * Fly's proxy (only on Fly: `behindFlyProxy`); the connection's own address otherwise.
 */
export function settleVisitor(req, { behindFlyProxy, keys, now = Date.now() }) {
  const headers = req.headers
  const peer = req.socket?.remoteAddress ?? ''
  const replica = header(headers, FORWARDED_BY_REPLICA)
  const fields = {
    method: req.method,
    url: req.url,
    visitor: header(headers, VISITOR_IP),
    nonce: header(headers, FORWARD_NONCE),
    replica,
  }
  const proven =
    replica !== '' &&
    isIP(fields.visitor) !== 0 &&
    (fields.nonce === '' || NONCE.test(fields.nonce)) &&
    verifyForward(keys, header(headers, FORWARD_PROOF), fields, now)
  for (const name of [FORWARD_PROOF, FORWARD_NONCE, VISITOR_IP]) delete headers[name]
  if (!proven) delete headers[FORWARDED_BY_REPLICA]

  let visitor = peer
  if (proven) visitor = fields.visitor
  else if (behindFlyProxy && peerIsFlyProxy(peer)) {
    const fly = header(headers, 'fly-client-ip')
    if (isIP(fly)) visitor = fly
  }
  headers[VISITOR_IP] = visitor
  return { forwarded: proven, nonce: proven && fields.nonce ? fields.nonce : undefined }
}
