import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.server'

describe('password hashing', () => {
  it('round-trips a password', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    const [, , , , salt, hash] = stored.split('$')
    expect(Buffer.from(salt, 'base64')).toHaveLength(16)
    expect(Buffer.from(hash, 'base64')).toHaveLength(64)
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
  })

  it('rejects a wrong password', async () => {
    const stored = await hashPassword('change-me-please')
    expect(await verifyPassword('change-me-pleasE', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('returns false for malformed stored strings', async () => {
    const good = await hashPassword('secret-password')
    const [, , , , salt, hash] = good.split('$')
    const malformed = [
      '',
      'not-a-hash',
      'scrypt$16384$8$1$onlyfive',
      `bcrypt$16384$8$1$${salt}$${hash}`,
      `scrypt$abc$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$16384$0$1$${salt}$${hash}`,
      `scrypt$16384$8$1$${salt}$%%%`,
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$16384$8$1$${salt}$${hash}$extra`,
    ]
    for (const stored of malformed) {
      expect(await verifyPassword('secret-password', stored)).toBe(false)
    }
  })

  it('salts: two hashes of the same password differ, both verify', async () => {
    const a = await hashPassword('same-password')
    const b = await hashPassword('same-password')
    expect(a).not.toBe(b)
    expect(await verifyPassword('same-password', a)).toBe(true)
    expect(await verifyPassword('same-password', b)).toBe(true)
  })
})
