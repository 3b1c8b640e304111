import { describe, expect, it } from 'vitest'
import {
  defaultConfigValues,
  parseConfigValues,
  WHOLE_INCHES_MESSAGE,
  wholeInchesError,
} from './config-form'

const values = (width: string, height = '48') => ({
  ...defaultConfigValues(['installation']),
  widthWhole: width,
  heightWhole: height,
  fabricId: '3',
  mountType: 'inside',
  operationType: 'manual',
  controlSide: 'left',
  quantity: '1',
})

describe('whole inches only', () => {
  it.each(['48abc', '120e1', '-36', '4 8'])(
    'refuses %s instead of ordering another size',
    (width) => {
      const result = parseConfigValues('zebra', values(width))
      expect(result).toEqual({ ok: false, errors: { width: WHOLE_INCHES_MESSAGE } })
    },
  )

  it('takes whole inches (spaces trimmed) with the eighths from their list', () => {
    const result = parseConfigValues('zebra', { ...values(' 48 ', '60'), widthFraction: '3' })
    expect(result.ok && result.config.widthEighths).toBe(48 * 8 + 3)
    expect(result.ok && result.config.heightEighths).toBe(60 * 8)
  })

  it('refuses a decimal and says what it is to the nearest eighth', () => {
    expect(parseConfigValues('zebra', values('48.5'))).toEqual({
      ok: false,
      errors: {
        width:
          '48.5 is not whole inches: to the nearest eighth that is 48 1/2. Enter 48 and choose 1/2 from the fraction list.',
      },
    })
    expect(wholeInchesError('48.9375')).toBe(
      '48.9375 is not whole inches: to the nearest eighth that is 49. Enter 49 and choose 0 from the fraction list.',
    )
    expect(wholeInchesError('48.1')).toContain('48 1/8')
    // Not a decimal number at all: the plain rule.
    expect(wholeInchesError('4.8.1')).toBe(WHOLE_INCHES_MESSAGE)
  })

  it('the height follows the same rule', () => {
    expect(parseConfigValues('zebra', values('48', '60.25'))).toEqual({
      ok: false,
      errors: { height: wholeInchesError('60.25') },
    })
    expect(wholeInchesError('60.25')).toContain('60 1/4')
  })
})
