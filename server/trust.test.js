// Who sent a request (issue 25.4): Fly-Client-IP only from Fly's proxy (or this machine's
// LiteFS proxy in front of it), a replica's word only with a proof made with this app's secret.
import { describe, expect, it } from 'vitest'
import {
  FORWARD_NONCE,
  FORWARD_PROOF,
  FORWARDED_BY_REPLICA,
  forwardKeys,
  PROOF_MAX_AGE_SECONDS,
  peerIsFlyProxy,
  settleVisitor,
  signForward,
  VISITOR_IP,
  verifyForward,
} from './trust.js'

const SECRET = 'a-session-secret-of-thirty-two-characters-0123'
const [key] = forwardKeys(SECRET)
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA=='

/** A request as Node hands it to the first middleware. */
function request({ peer, method = 'POST', url = '/quote', headers = {} }) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return { method, url, headers: lower, socket: { remoteAddress: peer } }
}

/** A replica's forwarded hop, signed as server/forward-to-primary.js signs it. */
function forwardedBy(replicaKey, { visitor = '203.0.113.9', url = '/quote', now } = {}) {
  const fields = { method: 'POST', url, visitor, nonce: NONCE, replica: 'replica-1' }
  return {
    [FORWARDED_BY_REPLICA]: 'replica-1',
    [VISITOR_IP]: visitor,
    [FORWARD_NONCE]: NONCE,
    [FORWARD_PROOF]: signForward(replicaKey, fields, now),
  }
}

describe('who is Fly’s proxy', () => {
  it('loopback (this machine’s LiteFS proxy) and the private IPv4 Fly’s proxy uses; never the private network', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '172.19.4.33', '10.0.0.2']) {
      expect(peerIsFlyProxy(peer), peer).toBe(true)
    }
    for (const peer of [
      'fdaa:0:18:a7b:7d:f066:b83b:2',
      '::ffff:203.0.113.5',
      '203.0.113.5',
      '172.32.0.1',
      '',
      undefined,
    ]) {
      expect(peerIsFlyProxy(peer), String(peer)).toBe(false)
    }
  })
})

describe('the visitor’s address', () => {
  const flyOn = { behindFlyProxy: true, keys: forwardKeys(SECRET) }

  it('from Fly’s proxy: its Fly-Client-IP', () => {
    const req = request({ peer: '::1', headers: { 'Fly-Client-IP': '203.0.113.7' } })
    expect(settleVisitor(req, flyOn).forwarded).toBe(false)
    expect(req.headers[VISITOR_IP]).toBe('203.0.113.7')
  })

  it('from another machine of the organisation (6PN): its own address, whatever it claims', () => {
    const req = request({
      peer: 'fdaa:0:18:a7b:7d:f066:b83b:2',
      headers: { 'Fly-Client-IP': '203.0.113.7', 'X-Visitor-Ip': '198.51.100.1' },
    })
    settleVisitor(req, flyOn)
    expect(req.headers[VISITOR_IP]).toBe('fdaa:0:18:a7b:7d:f066:b83b:2')
  })

  it('off Fly, the header is never read', () => {
    const req = request({ peer: '127.0.0.1', headers: { 'Fly-Client-IP': '203.0.113.7' } })
    settleVisitor(req, { ...flyOn, behindFlyProxy: false })
    expect(req.headers[VISITOR_IP]).toBe('127.0.0.1')
  })

  it('a replica’s forwarded upload, proven with this app’s secret: the visitor it names, and its nonce', () => {
    const req = request({ peer: 'fdaa:0:18:a7b:7d:1:2:3', headers: forwardedBy(key) })
    const hop = settleVisitor(req, flyOn)
    expect(hop).toEqual({ forwarded: true, nonce: NONCE })
    expect(req.headers[VISITOR_IP]).toBe('203.0.113.9')
    expect(req.headers[FORWARDED_BY_REPLICA]).toBe('replica-1')
    expect(req.headers[FORWARD_PROOF]).toBeUndefined()
  })

  it('a claimed hop without a valid proof: the connection’s address, and no forwarding marks left', () => {
    const [otherKey] = forwardKeys('another-app-secret-of-thirty-two-chars-000')
    const attempts = [
      forwardedBy(otherKey),
      { ...forwardedBy(key), [VISITOR_IP]: '198.51.100.77' },
      { ...forwardedBy(key), [FORWARD_NONCE]: 'BBBBBBBBBBBBBBBBBBBBBB==' },
      { ...forwardedBy(key), [FORWARD_PROOF]: undefined },
      forwardedBy(key, { now: Date.now() - (PROOF_MAX_AGE_SECONDS + 5) * 1000 }),
      forwardedBy(key, { url: '/admin/images' }),
    ]
    for (const headers of attempts) {
      const req = request({ peer: 'fdaa::9', headers })
      expect(settleVisitor(req, flyOn)).toEqual({ forwarded: false, nonce: undefined })
      expect(req.headers[VISITOR_IP]).toBe('fdaa::9')
      expect(req.headers[FORWARDED_BY_REPLICA]).toBeUndefined()
      expect(req.headers[FORWARD_NONCE]).toBeUndefined()
    }
  })

  it('proofs follow SESSION_SECRET’s rotation list: the first signs, any verifies', () => {
    const [oldKey] = forwardKeys('old-secret-of-at-least-thirty-two-characters')
    const keys = forwardKeys(
      'new-secret-of-at-least-thirty-two-characters, old-secret-of-at-least-thirty-two-characters',
    )
    const fields = { method: 'POST', url: '/quote', visitor: '::1', nonce: '', replica: 'r' }
    expect(verifyForward(keys, signForward(oldKey, fields), fields)).toBe(true)
    expect(verifyForward(keys, signForward(keys[0], fields), fields)).toBe(true)
    expect(verifyForward([], signForward(keys[0], fields), fields)).toBe(false)
    expect(verifyForward(keys, 'junk', fields)).toBe(false)
  })
})
