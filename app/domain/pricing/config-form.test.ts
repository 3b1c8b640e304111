import { describe, expect, it } from 'vitest'
import { defaultConfigValues, parseConfigValues, WHOLE_INCHES_MESSAGE } from './config-form'

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
  it.each(['48.9', '48abc', '120e1', '-36', '4 8'])(
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

  it('the height follows the same rule', () => {
    expect(parseConfigValues('zebra', values('48', '60.5'))).toEqual({
      ok: false,
      errors: { height: WHOLE_INCHES_MESSAGE },
    })
  })
})
