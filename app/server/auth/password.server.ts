/**
 * Password hashing with scrypt (memory-hard), from node:crypto.
 * Stored form: `scrypt$N$r$p$saltB64$hashB64`.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const SALT_BYTES = 16
const KEY_BYTES = 64
/** Upper bounds accepted when reading a stored hash, so a bad row cannot exhaust memory. */
const MAX_N = 1 << 20
const MAX_R = 32
const MAX_P = 16

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    // 128 * N * r bytes are needed; leave headroom above Node's 32 MiB default.
    const maxmem = 128 * (options.N ?? N) * (options.r ?? R) * 2 + 1024 * 1024
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(plain, salt, KEY_BYTES, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function parseIntStrict(value: string): number | null {
  if (!/^\d{1,8}$/.test(value)) return null
  return Number.parseInt(value, 10)
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (typeof plain !== 'string' || typeof stored !== 'string') return false
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const n = parseIntStrict(parts[1])
  const r = parseIntStrict(parts[2])
  const p = parseIntStrict(parts[3])
  if (n === null || r === null || p === null) return false
  // N must be a power of two above 1.
  if (n < 2 || n > MAX_N || (n & (n - 1)) !== 0) return false
  if (r < 1 || r > MAX_R || p < 1 || p > MAX_P) return false
  if (!BASE64.test(parts[4]) || !BASE64.test(parts[5])) return false
  const salt = Buffer.from(parts[4], 'base64')
  const expected = Buffer.from(parts[5], 'base64')
  if (salt.length < 8 || expected.length < 16) return false
  let actual: Buffer
  try {
    actual = await derive(plain, salt, expected.length, { N: n, r, p })
  } catch {
    return false
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
