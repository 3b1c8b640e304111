/**
 * The owner's funnel (issue 42), pure: of some leads and when each first reached each step,
 * each step's count, its conversion from the step before and the median days it took; the same
 * rule for the whole cohort and for each source, city and service.
 */
import type { LeadSource } from './admin-inbox'
import { median } from './report-range'

export const FUNNEL_STEPS = ['lead', 'visit', 'estimate', 'accepted'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  lead: 'Leads',
  visit: 'Visit booked',
  estimate: 'Estimate sent',
  accepted: 'Estimate accepted',
}

/** Where each step's list is: the figure links to it. */
export const FUNNEL_STEP_LINKS: Record<FunnelStep, string> = {
  lead: '/admin/leads',
  visit: '/admin/appointments',
  estimate: '/admin/estimates?status=sent',
  accepted: '/admin/estimates?status=accepted',
}

export type LeadPath = {
  source: LeadSource
  city: string | null
  service: string | null
  /** When each step was first reached (ms), or null. */
  at: Record<FunnelStep, number | null>
}

const DAY_MS = 86_400_000

export type FunnelRow = {
  step: FunnelStep
  label: string
  count: number
  /** Of the step before, in whole percent (null for the first step, or when the one before is 0). */
  conversion: number | null
  /** Median days from the step before, one decimal (null when none reached it). */
  medianDays: number | null
}

/** A funnel of some leads: the pure part, so each breakdown uses the same rule. */
export function funnelOf(paths: readonly LeadPath[]): FunnelRow[] {
  // One pass over the leads (a five-year range holds thirty thousand).
  const counts = FUNNEL_STEPS.map(() => 0)
  const gaps: number[][] = FUNNEL_STEPS.map(() => [])
  for (const p of paths) {
    let previous: number | null = null
    for (let i = 0; i < FUNNEL_STEPS.length; i++) {
      const at = p.at[FUNNEL_STEPS[i]]
      if (at !== null) {
        counts[i] += 1
        if (i > 0 && previous !== null) gaps[i].push(Math.max(0, at - previous) / DAY_MS)
      }
      previous = at
    }
  }
  return FUNNEL_STEPS.map((step, i) => {
    const before = i === 0 ? null : counts[i - 1]
    const mid = median(gaps[i])
    return {
      step,
      label: FUNNEL_STEP_LABELS[step],
      count: counts[i],
      conversion: before ? Math.round((counts[i] / before) * 100) : null,
      medianDays: mid === null ? null : Math.round(mid * 10) / 10,
    }
  })
}

export type FunnelBreakdown = { key: string; label: string; rows: FunnelRow[] }

export function breakdown(
  paths: readonly LeadPath[],
  keyOf: (p: LeadPath) => string,
  labelOf: (key: string) => string,
): FunnelBreakdown[] {
  const groups = new Map<string, LeadPath[]>()
  for (const p of paths) {
    const key = keyOf(p)
    const group = groups.get(key)
    if (group) group.push(p)
    else groups.set(key, [p])
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, label: labelOf(key), rows: funnelOf(group) }))
    .sort((a, b) => b.rows[0].count - a.rows[0].count || a.label.localeCompare(b.label))
}
