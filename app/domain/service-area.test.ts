import { describe, expect, it } from 'vitest'
import { appointmentRequestSchema, appointmentRequestSchemaFor } from './booking'
import {
  businessFormSchema,
  businessFromForm,
  businessSettingsSchema,
  businessToForm,
  serviceAreaOf,
} from './content-versions'
import {
  installationRefusal,
  isOutsideServiceArea,
  isServedZip,
  outOfAreaMessage,
  SEED_SERVICE_AREA,
  type ServiceArea,
  VISIT_OUT_OF_AREA_MESSAGE,
  visitOutOfAreaMessage,
  zip5,
  zipOfAddress,
} from './service-area'
import { parseExcludedZips, parseZipRanges, zipRangesText } from './service-area-form'

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

describe('the service area as a business setting', () => {
  const narrow: ServiceArea = {
    description: 'Palm Beach County',
    ranges: [
      ['33401', '33499'],
      ['33004', '33004'],
    ],
    excluded: ['33440'],
  }

  it('checks a ZIP against the area it is given, the seed by default', () => {
    expect(isServedZip('33312')).toBe(true)
    expect(isServedZip('33312', narrow)).toBe(false)
    expect(isOutsideServiceArea('33312', narrow)).toBe(true)
    expect(isServedZip('33004', narrow)).toBe(true)
    expect(isServedZip('33440', narrow)).toBe(false)
    expect(isServedZip('33441', narrow)).toBe(true)
  })

  it("says the area's description in every refusal", () => {
    expect(outOfAreaMessage(undefined, narrow)).toContain(
      'outside our service area (Palm Beach County)',
    )
    expect(visitOutOfAreaMessage(narrow)).toContain('outside our service area (Palm Beach County)')
    expect(installationRefusal('33312', [{ installation: true }], narrow)).toContain(
      'we install only in Palm Beach County',
    )
    expect(installationRefusal('33312', [{ installation: true }])).toBeUndefined()
    expect(outOfAreaMessage()).toContain('(Broward, Miami-Dade and Palm Beach counties)')
  })

  it('refuses a visit by the area the schema was made for', () => {
    const schema = appointmentRequestSchemaFor(narrow)
    const result = schema.safeParse({
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      customerPhone: '(954) 555-0100',
      serviceType: 'consultation',
      appointmentDate: '2026-12-01',
      slotId: '1',
      customerAddress: '100 Las Olas Blvd, Fort Lauderdale, FL 33312',
    })
    expect(result.error?.flatten().fieldErrors.customerAddress).toEqual([
      visitOutOfAreaMessage(narrow),
    ])
  })
})

describe('parsing the office form', () => {
  it('reads one range or ZIP a line, with blank lines, spaces and en dashes', () => {
    expect(parseZipRanges('33301-33399\n\n  33004 \r\n33401 – 33499')).toEqual({
      ok: true,
      value: [
        ['33301', '33399'],
        ['33004', '33004'],
        ['33401', '33499'],
      ],
    })
  })

  it.each([
    ['33301-33399\nFort Lauderdale', '"Fort Lauderdale" is not a ZIP or a range'],
    ['3330', '"3330" is not a ZIP or a range'],
    ['33301-33399-33400', '"33301-33399-33400" is not a ZIP or a range'],
    ['33399-33301', '"33399-33301": the first ZIP must not be above the second'],
    ['', 'Enter at least one ZIP code or range'],
  ])('refuses %j, quoting the bad line', (text, error) => {
    const parsed = parseZipRanges(text)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.error).toContain(error)
  })

  it('reads the excluded ZIPs, one a line, and quotes a bad one', () => {
    expect(parseExcludedZips('33440\n 33455\n\n33440')).toEqual({
      ok: true,
      value: ['33440', '33455'],
    })
    expect(parseExcludedZips('')).toEqual({ ok: true, value: [] })
    expect(parseExcludedZips('33440\n33455-33460')).toEqual({
      ok: false,
      error: '"33455-33460" is not a ZIP code: use 5 digits, one a line',
    })
  })

  it('shows the seed area as the form text and reads it back unchanged', () => {
    const text = zipRangesText(SEED_SERVICE_AREA.ranges)
    expect(text.split('\n')).toContain('33301-33399')
    expect(text.split('\n')).toContain('33004')
    expect(parseZipRanges(text)).toEqual({ ok: true, value: SEED_SERVICE_AREA.ranges })
  })

  it('puts each error next to its field, keeps what was typed, and stores the area', () => {
    const form = {
      phone: '(954) 555-0100',
      email: 'office@example.com',
      serviceAreaDescription: 'Palm Beach County',
      servedZips: '33401-33499\n33399-33301',
      excludedZips: 'abc',
    }
    const bad = businessFormSchema.safeParse(form)
    const errors = bad.error?.flatten().fieldErrors as Record<string, string[]>
    expect(errors.servedZips).toEqual(['"33399-33301": the first ZIP must not be above the second'])
    expect(errors.excludedZips).toEqual(['"abc" is not a ZIP code: use 5 digits, one a line'])
    const empty = businessFormSchema.safeParse({ ...form, servedZips: undefined, excludedZips: '' })
    expect(empty.error?.flatten().fieldErrors.servedZips).toEqual([
      'Enter at least one ZIP code or range',
    ])
    expect(businessFormSchema.safeParse({ ...form, serviceAreaDescription: '' }).success).toBe(
      false,
    )

    const good = businessFormSchema.safeParse({
      ...form,
      servedZips: '33401-33499',
      excludedZips: '',
    })
    expect(good.success).toBe(true)
    const settings = businessFromForm(good.data as Record<string, unknown>)
    expect(settings.serviceArea).toEqual({
      description: 'Palm Beach County',
      ranges: [['33401', '33499']],
      excluded: [],
    })
    expect(businessSettingsSchema.safeParse(settings).success).toBe(true)
    expect(businessToForm(settings)).toMatchObject({
      serviceAreaDescription: 'Palm Beach County',
      servedZips: '33401-33499',
      excludedZips: '',
    })
  })

  it('reads a version saved before the area existed as the seed area', () => {
    const { serviceArea: _, ...old } = businessFromForm({ phone: '1', email: 'a@b.co' })
    const parsed = businessSettingsSchema.parse(old)
    expect(serviceAreaOf(parsed)).toEqual(SEED_SERVICE_AREA)
  })
})
