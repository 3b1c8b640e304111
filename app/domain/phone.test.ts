import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone'

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
