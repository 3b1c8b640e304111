import { describe, expect, it } from 'vitest'
import type { orderLines } from '../../db/schema'
import {
  type CatalogueOption,
  clip,
  humanise,
  type LineCatalogueFacts,
  type SpecifiableLine,
  STRIPE_SUMMARY_MAX,
  type StoredOrderLine,
  specifyLine,
  specifyOrder,
} from './order-specification'

/** The zebra shade: inside mount, manual, right control, a cassette, a room label. */
const zebra: StoredOrderLine = {
  kind: 'product',
  productType: 'zebra',
  productName: 'Zebra Shades',
  fabricName: 'Natural Linen Zebra',
  widthEighths: 52 * 8,
  heightEighths: 64 * 8,
  mountType: 'inside',
  operationType: 'manual',
  controlSide: 'right',
  optionCodes: ['installation', 'cassette_4'],
  unitPriceCents: 47399,
  quantity: 2,
  installationCents: 8667,
  lineTotalCents: 94798,
  roomLabel: 'Master bedroom, left window',
}

const zebraOptions: CatalogueOption[] = [
  { code: 'installation', name: 'Professional Installation', priceCents: 0 },
  { code: 'motorized', name: 'Motorized', priceCents: 17500 },
  { code: 'cassette_4', name: '4" Cassette Valance', priceCents: 3500 },
  { code: 'cordless', name: 'Cordless Lift', priceCents: 1500 },
]

const zebraFacts: LineCatalogueFacts = {
  fabric: { color: 'Linen', priceGroup: '2' },
  options: zebraOptions,
}

const rowsOf = (line: SpecifiableLine, facts?: LineCatalogueFacts) =>
  specifyLine(line, facts).rows.map((r) => [r.label, r.value])

describe('specifyLine: a made-to-measure line', () => {
  it('writes every fact of the issue zebra shade, in the order a supplier asks for them', () => {
    expect(rowsOf(zebra, zebraFacts)).toEqual([
      ['Product', 'Zebra Shades'],
      ['Fabric', 'Natural Linen Zebra, color Linen, chart 2'],
      ['Size (width x height)', '52" x 64"'],
      ['Mount', 'Inside mount'],
      ['Operation', 'Manual'],
      ['Control side', 'Right'],
      ['Option', '4" Cassette Valance, $35.00 each'],
      ['Room', 'Master bedroom, left window'],
      ['Quantity', '2'],
      ['Unit price', '$473.99'],
      ['Installation', 'Professional installation, $86.67'],
      ['Line total', '$1,034.65 with installation'],
    ])
  })

  it('writes sizes in inches and eighths with the shared formatter', () => {
    const spec = specifyLine({ ...zebra, widthEighths: 35 * 8 + 4, heightEighths: 60 * 8 + 1 })
    expect(spec.rows.find((r) => r.key === 'size')?.value).toBe('35 1/2" x 60 1/8"')
  })

  it('plain text is one "Label: value" a line, the same rows', () => {
    const spec = specifyLine(zebra, zebraFacts)
    expect(spec.text.split('\n')).toHaveLength(spec.rows.length)
    expect(spec.text).toContain('Control side: Right\n')
    expect(spec.text).toContain('Option: 4" Cassette Valance, $35.00 each')
    expect(spec.text.endsWith('Line total: $1,034.65 with installation')).toBe(true)
  })

  it('summarises what is made in one line for Stripe, prices left to Stripe', () => {
    const { summary } = specifyLine(zebra, zebraFacts)
    expect(summary).toBe(
      'Zebra Shades · Natural Linen Zebra, color Linen, chart 2 · 52" x 64" · Inside mount · Manual · Right control · 4" Cassette Valance · With installation · Room: Master bedroom, left window',
    )
    expect(summary).not.toContain('\n')
    expect(summary).not.toContain('$')
  })

  it('vertical blinds: a price group, and no mount, operation or control rows', () => {
    const blind: StoredOrderLine = {
      ...zebra,
      productType: 'regular',
      productName: 'Vertical Blinds',
      fabricName: 'Bright White PVC',
      mountType: null,
      operationType: null,
      controlSide: null,
      optionCodes: ['cordless'],
      installationCents: 0,
      roomLabel: null,
    }
    const facts = {
      fabric: { color: 'White', priceGroup: 'A' },
      options: [{ code: 'cordless', name: 'Cordless', priceCents: 1500 }],
    }
    const spec = specifyLine(blind, facts)
    expect(spec.rows.map((r) => r.key)).toEqual([
      'product',
      'fabric',
      'size',
      'option',
      'quantity',
      'unitPrice',
      'installation',
      'lineTotal',
    ])
    expect(spec.rows[1].value).toBe('Bright White PVC, color White, group A')
    expect(spec.rows.find((r) => r.key === 'installation')?.value).toBe('Not included')
    expect(spec.rows.find((r) => r.key === 'lineTotal')?.value).toBe('$947.98')
    expect(spec.summary).toContain('No installation')
    expect(spec.summary).not.toContain('Room')
  })

  it('a motorized shade: the motor option with its price, no control side', () => {
    const motor: StoredOrderLine = {
      ...zebra,
      operationType: 'motorized',
      controlSide: null,
      optionCodes: ['motorized', 'installation'],
    }
    const rows = rowsOf(motor, zebraFacts)
    expect(rows).toContainEqual(['Operation', 'Motorized'])
    expect(rows).toContainEqual(['Option', 'Motorized, $175.00 each'])
    expect(rowsOf({ ...motor, quantity: 1 }, zebraFacts)).toContainEqual([
      'Option',
      'Motorized, $175.00',
    ])
    expect(rows.map((r) => r[0])).not.toContain('Control side')
  })

  it('never shows a control side for a motorized line even when one is stored', () => {
    const rows = rowsOf({ ...zebra, operationType: 'motorized', controlSide: 'left' })
    expect(rows.map((r) => r[0])).not.toContain('Control side')
  })

  it('every option with its price, in catalogue order, each code once', () => {
    const line = { ...zebra, optionCodes: ['cordless', 'cassette_4', 'cordless'] }
    const options = rowsOf(line, zebraFacts).filter((r) => r[0] === 'Option')
    expect(options).toEqual([
      ['Option', '4" Cassette Valance, $35.00 each'],
      ['Option', 'Cordless Lift, $15.00 each'],
    ])
  })

  it('an option the catalogue no longer knows is still shown, readable, without a made-up price', () => {
    const line = { ...zebra, optionCodes: ['blackout_liner'] }
    expect(rowsOf(line, zebraFacts)).toContainEqual(['Option', 'Blackout liner, price not on file'])
    expect(specifyLine(line, zebraFacts).summary).toContain('· Blackout liner ·')
  })

  it('an option priced $0 reads "included"', () => {
    const facts = { options: [{ code: 'cordless', name: 'Cordless Lift', priceCents: 0 }] }
    expect(rowsOf({ ...zebra, optionCodes: ['cordless'] }, facts)).toContainEqual([
      'Option',
      'Cordless Lift, included',
    ])
  })

  it('without catalogue facts: the stored fabric name alone, options by code', () => {
    const spec = specifyLine(zebra)
    expect(spec.rows[1].value).toBe('Natural Linen Zebra')
    expect(spec.rows.filter((r) => r.key === 'option').map((r) => r.value)).toEqual([
      'Cassette 4, price not on file',
    ])
  })

  it('a fabric deleted from the catalogue (null) reads like one without facts', () => {
    expect(specifyLine(zebra, { fabric: null }).rows[1].value).toBe('Natural Linen Zebra')
  })

  it('installation is its own row, never an option row', () => {
    const options = rowsOf(zebra, zebraFacts).filter((r) => r[0] === 'Option')
    expect(options.map((r) => r[1]).join()).not.toContain('Installation')
  })

  it('an outside mount, left control', () => {
    const rows = rowsOf({ ...zebra, mountType: 'outside', controlSide: 'left' })
    expect(rows).toContainEqual(['Mount', 'Outside mount'])
    expect(rows).toContainEqual(['Control side', 'Left'])
  })

  it('a value it does not know is shown readable rather than dropped', () => {
    const rows = rowsOf({ ...zebra, mountType: 'ceiling_mount' })
    expect(rows).toContainEqual(['Mount', 'Ceiling mount'])
  })

  it('a summary too long for one line is cut at a word with an ellipsis, within the limit', () => {
    const line = { ...zebra, roomLabel: 'x'.repeat(80), fabricName: 'Long '.repeat(120) }
    const { summary } = specifyLine(line, zebraFacts)
    expect(summary.length).toBeLessThanOrEqual(STRIPE_SUMMARY_MAX)
    expect(summary.endsWith('…')).toBe(true)
  })
})

describe('specifyLine: free samples', () => {
  const sample: StoredOrderLine = {
    kind: 'sample',
    productType: 'roller',
    productName: 'Fabric sample: Roller Shades',
    fabricName: 'Ocean Mist',
    widthEighths: 0,
    heightEighths: 0,
    mountType: null,
    operationType: null,
    controlSide: null,
    optionCodes: [],
    unitPriceCents: 0,
    quantity: 1,
    installationCents: 0,
    lineTotalCents: 0,
    roomLabel: null,
  }

  it('no size, no installation, free', () => {
    const spec = specifyLine(sample, { fabric: { color: 'Blue', priceGroup: '3' } })
    expect(spec.title).toBe('Fabric sample')
    expect(spec.rows.map((r) => [r.label, r.value])).toEqual([
      ['Product', 'Free fabric sample (Roller Shades)'],
      ['Fabric', 'Ocean Mist, color Blue, chart 3'],
      ['Quantity', '1'],
      ['Price', 'Free'],
    ])
    expect(spec.text).not.toContain('0" x 0"')
    expect(spec.summary).toBe(
      'Free fabric sample (Roller Shades) · Ocean Mist, color Blue, chart 3',
    )
  })
})

describe('specifyLine: motors and accessories', () => {
  it('name, quantity, unit price and total; no fabric or size', () => {
    const spec = specifyLine({
      kind: 'hardware',
      productName: 'Somfy Sonesse 30 Motor',
      hardwareKind: 'motor',
      quantity: 3,
      unitPriceCents: 18900,
    })
    expect(spec.title).toBe('Somfy Sonesse 30 Motor')
    expect(spec.rows.map((r) => [r.label, r.value])).toEqual([
      ['Product', 'Somfy Sonesse 30 Motor (motor)'],
      ['Quantity', '3'],
      ['Unit price', '$189.00'],
      ['Line total', '$567.00'],
    ])
    expect(spec.summary).toBe('Somfy Sonesse 30 Motor')
  })

  it('an accessory with a room; the motors quote line shape without a kind', () => {
    const spec = specifyLine({
      kind: 'hardware',
      productName: 'Smart Hub',
      quantity: 1,
      unitPriceCents: 9900,
      roomLabel: 'Living room',
    })
    expect(spec.rows[0].value).toBe('Smart Hub')
    expect(spec.rows).toContainEqual({ key: 'room', label: 'Room', value: 'Living room' })
    expect(spec.summary).toBe('Smart Hub · Room: Living room')
  })
})

describe('specifyOrder', () => {
  it('numbers the lines in the text and keeps each spec', () => {
    const order = specifyOrder([
      { line: zebra, facts: zebraFacts },
      { line: { kind: 'hardware', productName: 'Remote', quantity: 1, unitPriceCents: 2500 } },
    ])
    expect(order.lines).toHaveLength(2)
    expect(order.text.startsWith('1. Zebra Shades\nProduct: Zebra Shades\n')).toBe(true)
    expect(order.text).toContain('\n\n2. Remote\nProduct: Remote')
  })

  it('an order without lines is empty text', () => {
    expect(specifyOrder([])).toEqual({ lines: [], text: '' })
  })
})

describe('helpers', () => {
  it('humanise', () => {
    expect(humanise('cassette_4')).toBe('Cassette 4')
    expect(humanise('fabric-wrapped')).toBe('Fabric wrapped')
    expect(humanise('')).toBe('')
  })

  it('clip leaves short text alone and folds whitespace', () => {
    expect(clip('a  b\nc', 10)).toBe('a b c')
    expect(clip('abcdefghij', 5)).toBe('abcd…')
    expect(clip('one two three four', 12)).toBe('one two…')
  })
})

// Compile-time: a row read from order_lines is a StoredOrderLine (fails `tsc` if the table drifts).
type OrderLineRow = typeof orderLines.$inferSelect
const _storedRowFits = (row: OrderLineRow): StoredOrderLine => row
void _storedRowFits
