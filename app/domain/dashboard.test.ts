import { describe, expect, it } from 'vitest'
import {
  ageText,
  answerPromise,
  byLeadUrgency,
  byNewLeadUrgency,
  customerKey,
  customerPageUrl,
  lateIfCreatedBy,
  minutesSince,
  moreText,
  phoneKey,
} from './dashboard'

const now = new Date('2026-11-26T14:00:00Z')
const ago = (minutes: number, seconds = 0) =>
  new Date(now.getTime() - (minutes * 60 + seconds) * 1000)

describe('ageText', () => {
  it('says minutes, hours and minutes, or days and hours', () => {
    expect(ageText(0)).toBe('0 min')
    expect(ageText(45)).toBe('45 min')
    expect(ageText(60)).toBe('1 h')
    expect(ageText(190)).toBe('3 h 10 min')
    expect(ageText(24 * 60)).toBe('1 d')
    expect(ageText(2 * 24 * 60 + 5 * 60 + 59)).toBe('2 d 5 h')
  })
})

describe('answerPromise (the 2-hour answer)', () => {
  it('is on time at 45 min with its age', () => {
    expect(answerPromise(ago(45), now)).toMatchObject({
      minutes: 45,
      age: '45 min',
      state: 'on-time',
      label: 'On time',
    })
  })

  it('is still on time at exactly 2 h, and at 2 h 0 min 59 s (whole minutes)', () => {
    expect(answerPromise(ago(120), now)).toMatchObject({ age: '2 h', state: 'on-time' })
    expect(answerPromise(ago(120, 59), now).state).toBe('on-time')
  })

  it('is late from 2 h 1 min', () => {
    expect(answerPromise(ago(121), now)).toMatchObject({
      age: '2 h 1 min',
      state: 'late',
      label: 'Late',
    })
    expect(answerPromise(ago(190), now).age).toBe('3 h 10 min')
  })

  it('counts a createdAt in the future as just in, on time', () => {
    expect(answerPromise(new Date(now.getTime() + 3_600_000), now)).toMatchObject({
      minutes: 0,
      age: '0 min',
      state: 'on-time',
    })
    expect(minutesSince(now.getTime() + 1, now)).toBe(0)
  })

  it('agrees with the instant the database counts late from', () => {
    const edge = lateIfCreatedBy(now)
    expect(answerPromise(edge, now).state).toBe('late')
    expect(answerPromise(edge + 1, now).state).toBe('on-time')
  })
})

describe('byNewLeadUrgency', () => {
  it('puts emergencies (ASAP) first, then the longest waiting', () => {
    const leads = [
      { id: 1, timeFrame: '1-2-weeks', createdAt: ago(30) },
      { id: 2, timeFrame: 'asap', createdAt: ago(5) },
      { id: 3, timeFrame: null, createdAt: ago(200) },
      { id: 4, timeFrame: 'asap', createdAt: ago(50) },
    ]
    expect(byNewLeadUrgency(leads).map((l) => l.id)).toEqual([4, 2, 3, 1])
  })
})

describe('byLeadUrgency', () => {
  it('orders a list as the dashboard does: new leads first by urgency, then the others newest first', () => {
    const leads = [
      { id: 1, status: 'contacted', timeFrame: 'asap', createdAt: ago(10) },
      { id: 2, status: 'new', timeFrame: null, createdAt: ago(5) },
      { id: 3, status: 'won', timeFrame: null, createdAt: ago(1) },
      { id: 4, status: 'new', timeFrame: 'asap', createdAt: ago(3) },
      { id: 5, status: 'new', timeFrame: null, createdAt: ago(300) },
    ]
    expect(byLeadUrgency(leads).map((l) => l.id)).toEqual([4, 5, 2, 3, 1])
  })
})

describe('moreText', () => {
  it('says how many a card leaves out', () => {
    expect(moreText(6, 5)).toBe('+1 more')
    expect(moreText(5, 5)).toBeNull()
  })
})

describe('customerKey', () => {
  it('lower-cases and trims an e-mail address', () => {
    expect(customerKey('  Ann.Lee@Example.COM ')).toEqual({
      kind: 'email',
      value: 'ann.lee@example.com',
    })
  })

  it('keeps a phone number digits only, without the US country code', () => {
    expect(customerKey('(954) 555-0100')).toEqual({ kind: 'phone', value: '9545550100' })
    expect(customerKey('+1 954.555.0100')).toEqual({ kind: 'phone', value: '9545550100' })
    expect(phoneKey('954-555-0100')).toBe('9545550100')
  })

  it('refuses what is neither', () => {
    expect(customerKey('')).toBeNull()
    expect(customerKey('ann')).toBeNull()
    expect(customerKey('954 55')).toBeNull()
    expect(customerKey('@')).toBeNull()
    expect(customerKey('ann lee@x')).toBeNull()
  })

  it('links to the customer page by e-mail, or by phone without one', () => {
    expect(customerPageUrl({ email: 'Ann@Example.com', phone: '954-555-0100' })).toBe(
      '/admin/customers/ann%40example.com',
    )
    expect(customerPageUrl({ email: null, phone: '(954) 555-0100' })).toBe(
      '/admin/customers/9545550100',
    )
    expect(customerPageUrl({ email: '', phone: '' })).toBe('/admin/customers/-')
  })
})
