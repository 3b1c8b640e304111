import { describe, expect, it } from 'vitest'
import { appointmentRequestSchema } from './booking'
import {
  isOutsideServiceArea,
  isServedZip,
  outOfAreaMessage,
  VISIT_OUT_OF_AREA_MESSAGE,
  zip5,
  zipOfAddress,
} from './service-area'

describe('service area', () => {
  it.each([
    ['33004', 'Dania Beach'],
    ['33139', 'Miami Beach'],
    ['33401', 'West Palm Beach'],
    ['33301', 'Fort Lauderdale'],
    ['33441', 'Deerfield Beach'],
    ['33431', 'Boca Raton'],
    ['33030', 'Homestead'],
    ['33009', 'Hallandale Beach'],
    ['33076', 'Parkland'],
    ['33458', 'Jupiter'],
  ])('serves %s (%s)', (zip) => {
    expect(isServedZip(zip)).toBe(true)
    expect(isOutsideServiceArea(zip)).toBe(false)
  })

  it.each([
    ['10001', 'New York'],
    ['32801', 'Orlando'],
    ['33040', 'Key West'],
    ['33455', 'Hobe Sound, Martin County'],
    ['33440', 'Clewiston, Hendry County'],
    ['34102', 'Naples'],
    ['90210', 'Beverly Hills'],
  ])('does not serve %s (%s)', (zip) => {
    expect(isServedZip(zip)).toBe(false)
    expect(isOutsideServiceArea(zip)).toBe(true)
  })

  it('reads ZIP+4 and spaces, and a half-typed ZIP is neither served nor outside', () => {
    expect(zip5(' 33139-1234 ')).toBe('33139')
    expect(isServedZip('33139-1234')).toBe(true)
    expect(isServedZip('3313')).toBe(false)
    expect(isOutsideServiceArea('3313')).toBe(false)
    expect(isOutsideServiceArea('')).toBe(false)
    expect(isOutsideServiceArea(undefined)).toBe(false)
  })

  it('gives the phone number in the answer', () => {
    expect(outOfAreaMessage('(954) 555-0123')).toContain('(954) 555-0123')
    expect(outOfAreaMessage()).toContain('outside our service area')
  })
})

describe('booking a visit outside the area', () => {
  const request = {
    customerName: 'Ann',
    customerEmail: 'ann@example.com',
    customerPhone: '(954) 555-0100',
    serviceType: 'consultation',
    appointmentDate: '2026-12-01',
    slotId: '1',
  }

  it('reads the ZIP at the end of an address', () => {
    expect(zipOfAddress('350 5th Ave, New York, NY 10001')).toBe('10001')
    expect(zipOfAddress('1 Ocean Dr, Miami Beach FL 33139-1234')).toBe('33139')
    expect(zipOfAddress('12345 Main St, Davie, FL')).toBeUndefined()
    expect(zipOfAddress('')).toBeUndefined()
  })

  it('refuses an address with a ZIP outside the area, takes one inside or without a ZIP', () => {
    const parse = (customerAddress: string) =>
      appointmentRequestSchema.safeParse({ ...request, customerAddress })
    const outside = parse('350 5th Ave, New York, NY 10001')
    expect(outside.success).toBe(false)
    expect(outside.error?.flatten().fieldErrors.customerAddress).toEqual([
      VISIT_OUT_OF_AREA_MESSAGE,
    ])
    expect(parse('1 Ocean Dr, Miami Beach, FL 33139').success).toBe(true)
    expect(parse('12 Palm Way, Dania Beach').success).toBe(true)
  })
})
