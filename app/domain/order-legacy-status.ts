/**
 * The statuses orders had before the fulfilment workflow, mapped to its stages for the
 * migration (db/migrations/0006_order_workflow.sql) and back (the old status column). Pure.
 */
import {
  ALL_STAGES,
  isStageOf,
  type LegacyOrderStatus,
  type OrderKind,
  STAGE_LABELS,
  type Stage,
  type StageOf,
} from './order-workflow'

// ---------------------------------------------------------------- the migration

export type StageMapping<S extends string = Stage> = {
  stage: S
  /** What the migration writes as its history entry's note: the old status, always. */
  note: string
  /** The old status did not fit the new stages exactly: staff should look at the order. */
  needsReview: boolean
}

const LEGACY_LABELS: Record<LegacyOrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  'in-production': 'In production',
  installed: 'Installed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

const LEGACY_MAP: {
  [K in OrderKind]: Record<LegacyOrderStatus, [StageOf<K>, string | null]>
} = {
  order: {
    pending: ['awaiting-payment', null],
    paid: ['paid', null],
    'in-production': ['ordered', 'no supplier reference was recorded'],
    installed: ['installed', null],
    completed: ['completed', null],
    cancelled: ['cancelled', null],
    refunded: [
      'refunded',
      'marked Refunded before refunds were recorded: check Stripe that the money went back',
    ],
  },
  samples: {
    pending: ['received', null],
    paid: ['received', 'samples are free: "Paid" meant nothing here'],
    'in-production': ['received', 'check whether the samples were mailed'],
    installed: ['done', 'samples are not installed: taken as done'],
    completed: ['done', null],
    cancelled: ['cancelled', null],
    refunded: ['cancelled', 'samples are free: nothing was refunded'],
  },
  quote: {
    pending: ['received', null],
    paid: ['won', 'a quote is not paid by card: taken as won'],
    'in-production': ['won', 'taken as won'],
    installed: ['won', 'taken as won'],
    completed: ['won', 'taken as won'],
    cancelled: ['lost', null],
    refunded: ['lost', 'a quote is not paid by card: taken as lost'],
  }, // Installed jobs came after the workflow: no legacy row is one; kept for the type's sake.
  'installed-job': {
    pending: ['awaiting-payment', null],
    paid: ['paid', null],
    'in-production': ['ordered', null],
    installed: ['installed', null],
    completed: ['completed', null],
    cancelled: ['cancelled', null],
    refunded: ['refunded', null],
  },
}

/**
 * The stage an order placed before the workflow moves to, from its kind and status. Nothing
 * is lost: the migration writes a history entry from the old status to the stage with this
 * note (the old status in words), and flags what did not fit for staff to review. A card
 * order past 'pending' with no payment recorded is flagged too.
 */
export function stageForLegacyStatus<K extends OrderKind>(
  kind: K,
  status: LegacyOrderStatus,
  facts: { paidAt?: Date | string | null } = {},
): StageMapping<StageOf<K>> {
  const [stage, problem] = (
    LEGACY_MAP[kind] as Record<LegacyOrderStatus, [StageOf<K>, string | null]>
  )[status]
  const problems = problem ? [problem] : []
  if (kind === 'order' && status !== 'pending' && status !== 'cancelled' && !facts.paidAt) {
    problems.push('no payment is recorded for this order')
  }
  const note = [
    `Status before the fulfilment workflow: ${LEGACY_LABELS[status]}`,
    ...problems,
  ].join('; ')
  return { stage, note, needsReview: problems.length > 0 }
}

const STATUS_OF_STAGE: Record<Stage, LegacyOrderStatus> = {
  'awaiting-payment': 'pending',
  paid: 'paid',
  ordered: 'in-production',
  'goods-received': 'in-production',
  'installation-scheduled': 'in-production',
  shipped: 'in-production',
  installed: 'installed',
  delivered: 'installed',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  received: 'pending',
  mailed: 'in-production',
  done: 'completed',
  contacted: 'pending',
  quoted: 'pending',
  won: 'completed',
  lost: 'cancelled',
}

/**
 * The old status a stage stands for, kept in step with every move for the readers that still
 * use it (the orders list's filter, when a closed order's private link ends).
 */
export function legacyStatusForStage(stage: Stage): LegacyOrderStatus {
  return STATUS_OF_STAGE[stage]
}

// ---------------------------------------------------------------- the Orders tab's filter

const ORDER_KINDS_IN_FILTER = ['order', 'samples', 'quote'] as const

/** The Orders tab's stage filter: every stage once, a paid order's first, with its label. */
export const STAGE_FILTER_CHOICES: { value: Stage; label: string }[] = ALL_STAGES.map((stage) => {
  const kind = ORDER_KINDS_IN_FILTER.find((k) => isStageOf(k, stage)) ?? 'order'
  return { value: stage, label: (STAGE_LABELS[kind] as Record<string, string>)[stage] ?? stage }
})

/**
 * The stages the Orders tab's filter asks for: the stage chosen, or (a link from before the
 * stages) the stages the old status covers; undefined for every order. An unknown stage or
 * status is no filter.
 */
export function stagesForFilter(filter: {
  stage?: string
  status?: LegacyOrderStatus
}): Stage[] | undefined {
  if (filter.stage && (ALL_STAGES as string[]).includes(filter.stage))
    return [filter.stage as Stage]
  if (filter.status) return ALL_STAGES.filter((s) => STATUS_OF_STAGE[s] === filter.status)
  return undefined
}
