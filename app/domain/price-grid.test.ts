import { describe, expect, it } from 'vitest'
import {
  describeRowErrors,
  PRICE_GRID_MAX_ROWS,
  priceGridRows,
  type SheetRow,
  validatePriceGridRows,
} from './price-grid'

function sheet(lines: string[]): SheetRow[] {
  return lines.map((text, i) => ({ line: i + 1, cells: text.split(',') }))
}

const HEADER = 'productType,width,height,basePrice,chart'

describe('validatePriceGridRows', () => {
  it('reads a good grid into cells in integer cents', () => {
    const result = validatePriceGridRows(
      'zebra',
      sheet([HEADER, 'zebra,24,36,127.99,1', 'zebra,36,36,$151.99,Chart 2', 'zebra,24,48,1,1']),
    )
    expect(result).toEqual({
      ok: true,
      cells: [
        { priceGroup: '1', widthInches: 24, heightInches: 36, priceCents: 12799 },
        { priceGroup: '2', widthInches: 36, heightInches: 36, priceCents: 15199 },
        { priceGroup: '1', widthInches: 24, heightInches: 48, priceCents: 100 },
      ],
      groups: ['1', '2'],
      widths: [24, 36],
      heights: [36, 48],
    })
  })

  it('accepts columns in any order and spelling, vertical for regular, lower-case groups', () => {
    const result = validatePriceGridRows(
      'regular',
      sheet(['Base Price,Price Group,Width,Height,Product Type', '89.99,a,24,36,vertical']),
    )
    expect(result.ok && result.cells).toEqual([
      { priceGroup: 'A', widthInches: 24, heightInches: 36, priceCents: 8999 },
    ])
  })

  it('names each bad row by its line and reason, and keeps nothing', () => {
    const result = validatePriceGridRows(
      'zebra',
      sheet([
        HEADER,
        'zebra,24,36,127.99,1',
        'zebra,abc,36,127.99,1',
        'roller,24,48,127.99,1',
        'zebra,24,36,130.00,1',
        'zebra,200,36,0,9',
      ]),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errorCount).toBe(4)
    expect(result.errors).toEqual([
      { line: 3, reason: "width 'abc' is not a whole number of inches" },
      { line: 4, reason: "productType 'roller' does not match this upload (zebra)" },
      { line: 5, reason: 'Chart 1 24x36 already appears on line 2' },
      {
        line: 6,
        reason:
          "width 200 is outside 24-120 inches; basePrice must be more than 0; chart '9' is not one of 1-4",
      },
    ])
  })

  it('refuses missing columns, an empty file, and too many rows', () => {
    expect(validatePriceGridRows('roller', sheet(['productType,width,height']))).toMatchObject({
      ok: false,
      errors: [{ line: 1, reason: expect.stringMatching(/Missing columns basePrice, chart/) }],
    })
    expect(validatePriceGridRows('roller', [])).toMatchObject({ ok: false })
    expect(validatePriceGridRows('roller', sheet([HEADER]))).toMatchObject({
      ok: false,
      errors: [{ reason: 'The file has no price rows' }],
    })
    const many = [
      HEADER,
      ...Array.from({ length: PRICE_GRID_MAX_ROWS + 1 }, () => 'roller,12,12,1,1'),
    ]
    expect(validatePriceGridRows('roller', sheet(many))).toMatchObject({ ok: false, errorCount: 1 })
  })

  it('lists at most 25 errors and counts the rest', () => {
    const bad = [HEADER, ...Array.from({ length: 30 }, () => 'zebra,x,36,1,1')]
    const result = validatePriceGridRows('zebra', sheet(bad))
    expect(result.ok).toBe(false)
    if (result.ok) return
    const lines = describeRowErrors(result.errors, result.errorCount)
    expect(lines).toHaveLength(26)
    expect(lines[0]).toBe("Line 2: width 'x' is not a whole number of inches")
    expect(lines[25]).toBe('…and 5 more')
  })

  it('a downloaded grid uploads back unchanged', () => {
    const cells = [
      { priceGroup: 'B', widthInches: 36, heightInches: 48, priceCents: 10499 },
      { priceGroup: 'A', widthInches: 24, heightInches: 36, priceCents: 8999 },
    ]
    const rows = priceGridRows('regular', cells)
    expect(rows[0]).toEqual(['productType', 'width', 'height', 'basePrice', 'group'])
    expect(rows[1]).toEqual(['vertical', '24', '36', '89.99', 'A'])
    const back = validatePriceGridRows(
      'regular',
      rows.map((cells, i) => ({ line: i + 1, cells })),
    )
    expect(back.ok && back.cells).toEqual([cells[1], cells[0]])
  })
})
