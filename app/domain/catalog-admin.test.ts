import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import {
  hardwareIntentSchema,
  optionIntentSchema,
  parseCompatibility,
  parseMoneyToCents,
  parseSpecifications,
  SPECIFICATIONS_MESSAGE,
  swatchIntentSchema,
} from './catalog-admin'

/** The field errors of a failed parse (undefined when it passed). */
function errorsOf(submission: { status?: string; reply: () => { error?: unknown } }) {
  return submission.reply().error as Record<string, string[] | null> | undefined
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

describe('money', () => {
  it('reads dollars into integer cents, step 0.01, never negative', () => {
    expect(parseMoneyToCents('12')).toBe(1200)
    expect(parseMoneyToCents('12.5')).toBe(1250)
    expect(parseMoneyToCents('$1,299.99')).toBe(129999)
    expect(parseMoneyToCents(0.1)).toBe(10)
    expect(parseMoneyToCents('1.234')).toBeNull()
    expect(parseMoneyToCents('-1')).toBeNull()
    expect(parseMoneyToCents('abc')).toBeNull()
  })
})

describe('fabric swatch intents', () => {
  it('needs name, color, product type and a group of that product', () => {
    const bad = parseWithZod(form({ intent: 'create', productType: 'zebra', group: 'A' }), {
      schema: swatchIntentSchema,
    })
    expect(bad.status).toBe('error')
    expect(errorsOf(bad)).toMatchObject({
      fabricName: ['Fabric name is required'],
      color: ['Color is required'],
    })
    const group = parseWithZod(
      form({
        intent: 'create',
        fabricName: 'Ocean',
        color: 'Blue',
        productType: 'zebra',
        group: 'A',
      }),
      { schema: swatchIntentSchema },
    )
    expect(errorsOf(group)).toEqual({ group: ['Choose a chart 1 to 4'] })
    const good = parseWithZod(
      form({
        intent: 'create',
        fabricName: 'Ocean',
        color: 'Blue',
        productType: 'regular',
        group: 'b',
        isActive: 'on',
      }),
      { schema: swatchIntentSchema },
    )
    expect(good.status === 'success' && good.value).toEqual({
      intent: 'create',
      fabricName: 'Ocean',
      color: 'Blue',
      productType: 'regular',
      group: 'B',
      description: '',
      isActive: true,
    })
  })

  it('delete needs only an id', () => {
    const result = parseWithZod(form({ intent: 'delete', id: '7' }), { schema: swatchIntentSchema })
    expect(result.status === 'success' && result.value).toEqual({
      intent: 'delete',
      id: 7,
      confirmed: false,
    })
  })
})

describe('option intent', () => {
  it('price in dollars with at most two decimals', () => {
    const bad = parseWithZod(
      form({ intent: 'update', id: '1', productType: 'zebra', name: 'X', price: '1.999' }),
      { schema: optionIntentSchema },
    )
    expect(errorsOf(bad)?.price?.[0]).toMatch(/at most 2 decimals/)
    const good = parseWithZod(
      form({ intent: 'update', id: '1', productType: 'zebra', name: 'X', price: '35.50' }),
      { schema: optionIntentSchema },
    )
    expect(good.status === 'success' && good.value.price).toBe(3550)
  })
})

describe('motors and accessories', () => {
  const motor = {
    intent: 'create',
    kind: 'motor',
    name: 'Quiet motor',
    basePrice: '199.99',
    description: 'A motor',
    category: 'battery',
    features: 'Quiet, USB-C ,, Remote',
    compatibility: 'Shade types: Zebra, Roller\nAlexa, Google Home',
    specifications: '{"Voltage": "12V", "Lift kg": 6}',
  }

  it('splits features and compatibility, reads specifications as JSON', () => {
    const result = parseWithZod(form(motor), { schema: hardwareIntentSchema })
    expect(result.status).toBe('success')
    if (result.status !== 'success' || result.value.intent !== 'create') return
    expect(result.value.basePrice).toBe(19999)
    expect(result.value.features).toEqual(['Quiet', 'USB-C', 'Remote'])
    expect(result.value.compatibility).toEqual({
      'Shade types': ['Zebra', 'Roller'],
      'Works with': ['Alexa', 'Google Home'],
    })
    expect(result.value.specifications).toEqual({ Voltage: '12V', 'Lift kg': '6' })
    expect(result.value.installationDifficulty).toBe('easy')
  })

  it('invalid JSON gets a clear message; a category of the other kind is refused', () => {
    const result = parseWithZod(
      form({ ...motor, specifications: '{Voltage: 12V', category: 'remotes' }),
      { schema: hardwareIntentSchema },
    )
    expect(errorsOf(result)).toMatchObject({
      specifications: [SPECIFICATIONS_MESSAGE],
    })
    const category = parseWithZod(form({ ...motor, category: 'remotes' }), {
      schema: hardwareIntentSchema,
    })
    expect(errorsOf(category)?.category?.[0]).toMatch(/motors, battery, hardwired, solar/)
  })

  it('specifications refuse arrays, nesting and prototype keys', () => {
    expect(parseSpecifications('[1]')).toBeNull()
    expect(parseSpecifications('{"a": {"b": 1}}')).toBeNull()
    expect(parseSpecifications('{"__proto__": "x"}')).toBeNull()
    expect(parseSpecifications('')).toEqual({})
    expect(parseCompatibility(' \n')).toEqual({})
  })
})
