import { describe, expect, it } from 'vitest'
import {
  hardwareBadge,
  MotorsQuoteSchema,
  motorWarrantyYears,
  nextQuoteQuantity,
  QuoteListChangeSchema,
  quoteItemCount,
  quoteLines,
  quoteTotalCents,
} from './motors-quote'

const products = [
  { id: 1, name: 'Tubular Motor', basePriceCents: 19999 },
  { id: 2, name: 'Smart Hub', basePriceCents: 8950 },
  { id: 3, name: 'Remote', basePriceCents: 2500 },
]

describe('quoteLines', () => {
  it('prices the visitor’s items from the catalogue, in the visitor’s order', () => {
    expect(
      quoteLines(
        [
          { id: 3, qty: 2 },
          { id: 1, qty: 1 },
        ],
        products,
      ),
    ).toEqual([
      { productId: 3, productName: 'Remote', quantity: 2, unitPriceCents: 2500 },
      { productId: 1, productName: 'Tubular Motor', quantity: 1, unitPriceCents: 19999 },
    ])
  })

  it('drops a product no longer sold', () => {
    const lines = quoteLines(
      [
        { id: 2, qty: 1 },
        { id: 99, qty: 4 },
      ],
      products,
    )
    expect(lines.map((line) => line.productId)).toEqual([2])
    expect(quoteLines([{ id: 99, qty: 1 }], products)).toEqual([])
  })
})

describe('quoteTotalCents', () => {
  it('adds unit price times quantity over the lines', () => {
    const lines = quoteLines(
      [
        { id: 1, qty: 2 },
        { id: 2, qty: 3 },
      ],
      products,
    )
    expect(quoteTotalCents(lines)).toBe(2 * 19999 + 3 * 8950)
  })

  it('is 0 for an empty list', () => {
    expect(quoteTotalCents([])).toBe(0)
  })
})

describe('nextQuoteQuantity', () => {
  it('adds and increments one at a time, never above the maximum', () => {
    expect(nextQuoteQuantity('add', 0, 10)).toBe(1)
    expect(nextQuoteQuantity('increment', 3, 10)).toBe(4)
    expect(nextQuoteQuantity('increment', 9, 10)).toBe(10)
    expect(nextQuoteQuantity('increment', 10, 10)).toBe(10)
    expect(nextQuoteQuantity('add', 10, 10)).toBe(10)
  })

  it('decrements to 0 at the lowest (0 takes the line off), and remove gives 0', () => {
    expect(nextQuoteQuantity('decrement', 2, 10)).toBe(1)
    expect(nextQuoteQuantity('decrement', 1, 10)).toBe(0)
    expect(nextQuoteQuantity('decrement', 0, 10)).toBe(0)
    expect(nextQuoteQuantity('remove', 7, 10)).toBe(0)
  })
})

describe('schemas', () => {
  it('a list change needs a known intent and a positive whole product id', () => {
    expect(QuoteListChangeSchema.parse({ intent: 'add', productId: '12' })).toEqual({
      intent: 'add',
      productId: 12,
    })
    expect(QuoteListChangeSchema.safeParse({ intent: 'submit', productId: '1' }).success).toBe(
      false,
    )
    for (const productId of ['0', '-1', '1.5', 'x']) {
      expect(QuoteListChangeSchema.safeParse({ intent: 'add', productId }).success).toBe(false)
    }
  })

  it('the request form uses the shared contact rules', () => {
    const result = MotorsQuoteSchema.safeParse({ name: 'Ana', email: 'x', phone: '12' })
    expect(result.success).toBe(false)
    expect(result.error?.flatten().fieldErrors).toMatchObject({
      email: ['Enter a valid email address'],
      phone: ['Enter a 10-digit phone number, e.g. (954) 555-0123'],
    })
    expect(
      MotorsQuoteSchema.parse({ name: ' Ana ', email: 'ana@example.com', phone: '9545550123' }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '9545550123',
      address: undefined,
      details: undefined,
    })
  })
})

describe('quoteItemCount', () => {
  it('adds up the quantities of the lines', () => {
    const line = { productName: 'Hub', unitPriceCents: 100 }
    expect(quoteItemCount([])).toBe(0)
    expect(
      quoteItemCount([
        { ...line, productId: 1, quantity: 2 },
        { ...line, productId: 2, quantity: 1 },
      ]),
    ).toBe(3)
  })
})

describe('hardwareBadge', () => {
  const motor = (category: string, specifications: Record<string, string> = {}) => ({
    category,
    specifications,
  })

  it('names a motor by its power source, whether the category says it or the specifications do', () => {
    expect(hardwareBadge('motor', motor('battery'))).toBe('Battery')
    expect(hardwareBadge('motor', motor('Hardwired'))).toBe('Hardwired')
    expect(hardwareBadge('motor', motor('solar'))).toBe('Solar')
    expect(hardwareBadge('motor', motor('motors', { Battery: '3,000 mAh Li-ion' }))).toBe('Battery')
    expect(hardwareBadge('motor', motor('motors', { Battery: '2,600 mAh', Panel: '2.5 W' }))).toBe(
      'Solar',
    )
    expect(hardwareBadge('motor', motor('motors', { Voltage: '110-120V AC' }))).toBe('Hardwired')
  })

  it('says nothing of a motor whose record does not tell its power source', () => {
    expect(hardwareBadge('motor', motor('motors', { Voltage: '12V DC' }))).toBeNull()
  })

  it('names an accessory by its type, in the singular', () => {
    expect(hardwareBadge('accessory', motor('remotes'))).toBe('Remote')
    expect(hardwareBadge('accessory', motor('hubs'))).toBe('Smart hub')
    expect(hardwareBadge('accessory', motor('accessories'))).toBe('Accessory')
    expect(hardwareBadge('accessory', motor('window film'))).toBe('Window Film')
    expect(hardwareBadge('accessory', motor(''))).toBeNull()
  })
})

describe('motorWarrantyYears', () => {
  it('is the shortest motor warranty, so the claim holds for every motor', () => {
    expect(
      motorWarrantyYears([
        { warranty: '5-year motor warranty' },
        { warranty: '7-year motor warranty, 2-year panel warranty' },
      ]),
    ).toBe(5)
  })

  it('makes no claim when a motor states no term, or there are no motors', () => {
    expect(motorWarrantyYears([{ warranty: '5-year motor warranty' }, { warranty: '' }])).toBeNull()
    expect(motorWarrantyYears([])).toBeNull()
  })
})
