import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone'
import { toE164 } from './phone-e164'

describe('formatPhone', () => {
  it('writes a US number one way, however it was typed', () => {
    for (const typed of [
      '9545550100',
      '954-555-0100',
      '954.555.0100',
      '+1 954 555 0100',
      ' (954)555-0100 ',
      '1-954-555-0100',
    ]) {
      expect(formatPhone(typed)).toBe('(954) 555-0100')
    }
  })

  it('leaves anything else as typed (trimmed): a foreign or short number is not guessed at', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958')
    expect(formatPhone('555-0100')).toBe('555-0100')
    expect(formatPhone('')).toBe('')
  })
})

describe('toE164', () => {
  it('stores a US number as E.164, however people type it', () => {
    for (const typed of [
      '954-555-0123',
      '(954) 555-0123',
      ' 954.555.0123 ',
      '+1 954 555 0123',
      '1-954-555-0123',
      '9545550123',
    ]) {
      expect(toE164(typed)).toBe('+19545550123')
    }
  })

  it('refuses what is not a valid US number: nothing is texted to a guess', () => {
    for (const typed of [
      '555-0123',
      '123-456-7890',
      '954 555 01234',
      '+44 20 7946 0958',
      '',
      'call me',
    ]) {
      expect(toE164(typed)).toBeNull()
    }
  })

  it('shows an E.164 number as people write it', () => {
    expect(formatPhone('+19545550123')).toBe('(954) 555-0123')
    expect(formatPhone(toE164('954.555.0123') ?? '')).toBe('(954) 555-0123')
  })
})
