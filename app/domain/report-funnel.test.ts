import { describe, expect, it } from 'vitest'
import { breakdown, funnelOf, type LeadPath } from './report-funnel'

const DAY = 86_400_000
const T0 = Date.parse('2026-11-02T14:00:00Z')

function lead(
  source: LeadPath['source'],
  days: { visit?: number; estimate?: number; accepted?: number },
  city: string | null = null,
): LeadPath {
  const at = (d?: number) => (d === undefined ? null : T0 + d * DAY)
  return {
    source,
    city,
    service: null,
    at: {
      lead: T0,
      visit: at(days.visit),
      estimate: at(days.estimate),
      accepted: at(days.accepted),
    },
  }
}

describe('funnelOf', () => {
  it('counts each step, its conversion from the one before and the median days it took', () => {
    const rows = funnelOf([
      lead('quote-wizard', { visit: 1, estimate: 3, accepted: 10 }),
      lead('quote-wizard', { visit: 2, estimate: 3 }),
      lead('quote-wizard', { visit: 4 }),
      lead('city-page', {}),
    ])
    expect(rows).toEqual([
      { step: 'lead', label: 'Leads', count: 4, conversion: null, medianDays: null },
      { step: 'visit', label: 'Visit booked', count: 3, conversion: 75, medianDays: 2 },
      { step: 'estimate', label: 'Estimate sent', count: 2, conversion: 67, medianDays: 1.5 },
      { step: 'accepted', label: 'Estimate accepted', count: 1, conversion: 50, medianDays: 7 },
    ])
  })

  it('an estimate sent without a booked visit counts, its days from the lead are not guessed', () => {
    const rows = funnelOf([lead('city-page', { estimate: 2 })])
    expect(rows[1]).toMatchObject({ count: 0, medianDays: null })
    expect(rows[2]).toMatchObject({ count: 1, conversion: null, medianDays: null })
  })

  it('no leads: zeros, no conversion', () => {
    expect(funnelOf([]).map((r) => [r.count, r.conversion])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ])
  })
})

describe('breakdown', () => {
  it('one funnel per group, the largest first', () => {
    const groups = breakdown(
      [
        lead('city-page', {}, 'miami'),
        lead('quote-wizard', { visit: 1 }),
        lead('city-page', {}, 'doral'),
      ],
      (p) => p.source,
      (key) => key.toUpperCase(),
    )
    expect(groups.map((g) => [g.key, g.label, g.rows[0].count, g.rows[1].count])).toEqual([
      ['city-page', 'CITY-PAGE', 2, 0],
      ['quote-wizard', 'QUOTE-WIZARD', 1, 1],
    ])
  })
})
