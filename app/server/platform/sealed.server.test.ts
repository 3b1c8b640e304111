import { describe, expect, it } from 'vitest'
import { seal, unseal } from './sealed.server'

const secrets = ['a'.repeat(40)]

describe('sealed values', () => {
  it('round-trips, and the token shows nothing of what it holds', () => {
    const answers = { name: 'Ana Diaz', email: 'ana@example.com', phone: '(954) 555-0199' }
    const token = seal(answers, secrets)
    expect(unseal(token, secrets)).toEqual(answers)
    const readable = Buffer.from(token, 'base64url').toString('latin1')
    expect(readable).not.toContain('Ana')
    expect(readable).not.toContain('example.com')
    expect(seal(answers, secrets)).not.toBe(token)
  })

  it('refuses an altered token, another secret’s token and junk', () => {
    const token = seal({ step: 2 }, secrets)
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`
    expect(unseal(flipped, secrets)).toBeNull()
    expect(unseal(seal({ step: 2 }, ['b'.repeat(40)]), secrets)).toBeNull()
    expect(unseal('not a token', secrets)).toBeNull()
    expect(unseal(undefined, secrets)).toBeNull()
  })

  it('opens with an older secret during a rotation', () => {
    const old = seal({ step: 3 }, ['old-'.repeat(10)])
    expect(unseal(old, ['new-'.repeat(10), 'old-'.repeat(10)])).toEqual({ step: 3 })
  })
})
