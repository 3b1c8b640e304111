import { describe, expect, it } from 'vitest'
import { type ExportOrder, orderCsvRecords } from './order-export'
import { specifyLine } from './order-specification'

const order: ExportOrder = {
  id: 42,
  reference: '7KQ2-M9XD',
  kind: 'order',
  status: 'paid',
  stage: 'ordered',
  paymentStatus: 'requires_payment',
  customerName: 'Ana Reyes',
  customerEmail: 'ana@example.com',
  customerPhone: '(954) 555-0199',
  customerAddress: '12 Las Olas Blvd',
  customerCity: 'Fort Lauderdale',
  customerZip: '33301',
  subtotalCents: 56598,
  installationCents: 8667,
  taxCents: 4569,
  totalCents: 69834,
  // 03:30 UTC on 1 December is 22:30 on 30 November in Fort Lauderdale.
  createdAt: new Date('2026-12-01T03:30:00Z'),
  paidAt: null,
  specs: [
    specifyLine({
      kind: 'product',
      productType: 'zebra',
      productName: 'Zebra Shades',
      fabricName: 'Natural Linen Zebra',
      widthEighths: 52 * 8 + 3,
      heightEighths: 64 * 8,
      mountType: 'inside',
      operationType: 'manual',
      controlSide: 'right',
      optionCodes: ['installation'],
      unitPriceCents: 28299,
      quantity: 2,
      installationCents: 8667,
      lineTotalCents: 56598,
      roomLabel: 'Kitchen',
    }),
  ],
}

describe('orderCsvRecords', () => {
  it('writes one row per order under the header, in dollars and business time', () => {
    const [header, row] = orderCsvRecords([order])
    const cell = (name: string) => row[header.indexOf(name)]
    expect(cell('Number')).toBe('#42')
    expect(cell('Kind')).toBe('Order')
    // The workflow's stage, not the old status ('Paid' while it is with the supplier).
    expect(cell('Stage')).toBe('Ordered from supplier')
    expect(header).not.toContain('Status')
    expect(cell('Payment')).toBe('requires payment')
    expect(cell('Total')).toBe('698.34')
    expect(cell('Placed At')).toBe('2026-11-30 22:30:00')
    expect(cell('Paid At')).toBe('')
    expect(cell('Lines')).toBe(1)
    expect(cell('Items')).toBe(
      '1. Zebra Shades · Natural Linen Zebra · 52 3/8" x 64" · Inside mount · Manual · Right control · With installation · Room: Kitchen',
    )
  })

  it('shows a stage or kind it does not know as it is stored', () => {
    const [header, row] = orderCsvRecords([{ ...order, stage: 'lost-in-transit', kind: 'other' }])
    expect(row[header.indexOf('Stage')]).toBe('lost-in-transit')
    expect(row[header.indexOf('Kind')]).toBe('other')
  })
})
