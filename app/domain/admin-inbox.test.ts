import { describe, expect, it } from 'vitest'
import * as dbSchema from '../../db/schema'
import {
  APPOINTMENT_STATUSES,
  B2B_CSV_COLUMNS,
  filtersFromUrl,
  LEAD_SOURCES,
  LEAD_STATUSES,
  leadFiltersSchema,
  ORDER_KINDS,
  ORDER_STATUSES,
  phoneDigits,
  REQUEST_STATUSES,
  REQUEST_URGENCIES,
} from './admin-inbox'
import { businessDateTime } from './business-time'

describe('admin inbox rules', () => {
  it('keeps the same lists as the database schema', () => {
    expect(LEAD_SOURCES).toEqual(dbSchema.LEAD_SOURCES)
    expect(LEAD_STATUSES).toEqual(dbSchema.LEAD_STATUSES)
    expect(REQUEST_STATUSES).toEqual(dbSchema.REQUEST_STATUSES)
    expect(REQUEST_URGENCIES).toEqual(dbSchema.REQUEST_URGENCIES)
    expect(ORDER_STATUSES).toEqual(dbSchema.ORDER_STATUSES)
    expect(ORDER_KINDS).toEqual(dbSchema.ORDER_KINDS)
    expect(APPOINTMENT_STATUSES).toEqual(dbSchema.APPOINTMENT_STATUSES)
  })

  it('writes dates in Florida time, summer and winter', () => {
    expect(businessDateTime(new Date('2026-07-04T16:30:05Z'))).toBe('2026-07-04 12:30:05')
    expect(businessDateTime(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30 22:00:00')
    expect(B2B_CSV_COLUMNS).toHaveLength(17)
  })

  it('reads list filters from a URL, ignoring what it does not know', () => {
    expect(filtersFromUrl(leadFiltersSchema, '/admin/leads?q=%20ana%20&status=won&page=2')).toEqual(
      { q: 'ana', status: 'won', source: undefined, page: 2 },
    )
    expect(filtersFromUrl(leadFiltersSchema, '/admin/leads?status=x&source=y&page=abc')).toEqual({
      q: undefined,
      status: undefined,
      source: undefined,
      page: 1,
    })
  })

  it('recognises a phone-number search', () => {
    expect(phoneDigits('(954) 555')).toBe('954555')
    expect(phoneDigits('95')).toBeNull()
    expect(phoneDigits('ana 954')).toBeNull()
    // A whole US number with its country code is searched without it.
    expect(phoneDigits('+1 (954) 555-0110')).toBe('9545550110')
    expect(phoneDigits('19545550110')).toBe('9545550110')
  })
})

describe('analytics periods', () => {
  it('start on Monday and on the 1st, at midnight in Florida', async () => {
    const { businessPeriodStarts } = await import('./business-time')
    // Sunday 23:30 in Florida is already Monday in UTC: still the week that began on the 16th.
    const starts = businessPeriodStarts(new Date('2026-11-23T04:30:00Z'))
    expect(starts.week.toISOString()).toBe('2026-11-16T05:00:00.000Z')
    expect(starts.month.toISOString()).toBe('2026-11-01T04:00:00.000Z')
  })
})
