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
  return FUNNEL_STEPS.map((step, i) => {
    const reached = paths.filter((p) => p.at[step] !== null)
    const before = i === 0 ? null : paths.filter((p) => p.at[FUNNEL_STEPS[i - 1]] !== null).length
    const gaps =
      i === 0
        ? []
        : reached
            .map((p) => {
              const from = p.at[FUNNEL_STEPS[i - 1]]
              const to = p.at[step]
              return from !== null && to !== null ? Math.max(0, to - from) / DAY_MS : null
            })
            .filter((d): d is number => d !== null)
    const mid = median(gaps)
    return {
      step,
      label: FUNNEL_STEP_LABELS[step],
      count: reached.length,
      conversion: before ? Math.round((reached.length / before) * 100) : null,
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
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, label: labelOf(key), rows: funnelOf(group) }))
    .sort((a, b) => b.rows[0].count - a.rows[0].count || a.label.localeCompare(b.label))
}
