import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { businessDate as businessToday } from './business-time'
import { windowCompanyRequestSchema } from './window-company-request'

const valid = {
  companyName: 'Acme Windows',
  contactName: 'Jo Smith',
  contactPhone: '(954) 555-0100',
  contactEmail: 'jo@acme.test',
  customerName: 'Ann Lee',
  customerPhone: '954-555-0101',
  customerAddress: '1 Main St, Davie, FL',
  blindType: 'Vertical blinds',
  numberOfWindows: '12',
  urgency: 'high',
  projectDetails: 'Remove before window replacement',
}

function form(fields: Record<string, string>) {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

const schema = windowCompanyRequestSchema('2026-06-10')

describe('B2B service request', () => {
  it('accepts a complete request and turns the window count into a number', () => {
    const result = parseWithZod(form({ ...valid, preferredDate: '2026-06-10' }), { schema })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value.numberOfWindows).toBe(12)
    expect(result.value.preferredDate).toBe('2026-06-10')
    expect(result.value.customerEmail).toBeUndefined()
  })

  it('refuses a preferred date in the past and silly window counts', () => {
    for (const [field, value, message] of [
      ['preferredDate', '2026-06-09', 'Choose today or a later date'],
      ['numberOfWindows', '0', 'At least 1 window'],
      ['numberOfWindows', '2.5', 'Enter a whole number'],
      ['numberOfWindows', '501', 'At most 500 windows per request'],
      ['urgency', 'yesterday', 'Choose how urgent the job is'],
      ['blindType', 'Curtains of gold', 'Choose the type of blinds'],
      ['customerEmail', 'not-an-email', 'Enter a valid email address'],
    ] as const) {
      const result = parseWithZod(form({ ...valid, [field]: value }), { schema })
      expect(result.status, `${field}=${value}`).toBe('error')
      expect(result.reply().error?.[field]).toEqual([message])
    }
  })

  it('lists every required field when the form is empty', () => {
    const result = parseWithZod(form({}), { schema })
    const errors = result.reply().error ?? {}
    expect(Object.keys(errors).sort()).toEqual(
      [
        'blindType',
        'contactEmail',
        'contactName',
        'contactPhone',
        'companyName',
        'customerAddress',
        'customerName',
        'customerPhone',
        'numberOfWindows',
        'projectDetails',
        'urgency',
      ].sort(),
    )
    expect(errors.numberOfWindows).toEqual(['Number of windows is required'])
  })

  it("knows today's date in Florida, not in UTC", () => {
    // 02:00 UTC on June 11 is still June 10 in Fort Lauderdale.
    expect(businessToday(new Date('2026-06-11T02:00:00Z'))).toBe('2026-06-10')
    expect(businessToday(new Date('2026-06-11T05:00:00Z'))).toBe('2026-06-11')
  })
})
