import { describe, expect, it } from 'vitest'
import { formatInches, nearestEighth } from './dimensions'

describe('nearestEighth (docs/requirements.md, R18: decimal inches become whole inches plus eighths)', () => {
  it.each([
    ['48.5', 48, 4],
    ['48.125', 48, 1],
    ['48.25', 48, 2],
    ['36.75', 36, 6],
    ['48', 48, 0],
    ['48.', 48, 0],
    ['.75', 0, 6],
    [' 60.375 ', 60, 3],
    // Not an eighth: the nearest one.
    ['48.1', 48, 1],
    ['48.3', 48, 2], // 2.4 eighths
    ['48.99', 49, 0],
    // Half an eighth rounds up, and may cross the whole inch.
    ['48.0625', 48, 1],
    ['48.9375', 49, 0],
    ['0.06', 0, 0],
    ['0', 0, 0],
  ])('%s -> %i and %i/8', (typed, whole, eighths) => {
    expect(nearestEighth(typed)).toEqual({ whole, eighths })
  })

  it('takes numbers too', () => {
    expect(nearestEighth(72.5)).toEqual({ whole: 72, eighths: 4 })
  })

  it.each([
    '',
    ' ',
    '-1',
    '-0.5',
    'abc',
    '48abc',
    '1e3',
    '0x30',
    '4.8.1',
    '48,5',
    'NaN',
    'Infinity',
    '.',
  ])('refuses %j', (typed) => {
    expect(nearestEighth(typed)).toBeNull()
  })

  it('refuses NaN and negative numbers', () => {
    expect(nearestEighth(Number.NaN)).toBeNull()
    expect(nearestEighth(-2)).toBeNull()
  })

  it('what it returns is what the cart shows', () => {
    const n = nearestEighth('48.5')
    expect(n && formatInches(n.whole * 8 + n.eighths)).toBe('48 1/2"')
  })
})
