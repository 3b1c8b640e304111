/**
 * Sealing: values a cookie carries that the visitor's browser must not show in the clear
 * (the quote wizard's answers: name, e-mail, phone, address). AES-256-GCM with a key derived
 * from SESSION_SECRET; every secret of a rotation list can open, the first one seals.
 * Signing alone (Remix's cookies) stops tampering, not reading.
 */
import crypto from 'node:crypto'
import { getSessionSecrets } from './env.server'

const INFO = 'tri-county cookie seal v1'

function keyOf(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, '', INFO, 32))
}

export function seal(value: unknown, secrets = getSessionSecrets()): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secrets[0]), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The sealed value, or null when it was not sealed by us (or was altered). */
export function unseal(token: unknown, secrets = getSessionSecrets()): unknown {
  if (typeof token !== 'string' || token.length < 40) return null
  const raw = Buffer.from(token, 'base64url')
  const iv = raw.subarray(0, 12)
  const tag = raw.subarray(12, 28)
  const body = raw.subarray(28)
  for (const secret of secrets) {
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), iv)
      decipher.setAuthTag(tag)
      const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      return JSON.parse(text)
    } catch {
      // Not this secret (or not ours at all): try the next.
    }
  }
  return null
}
