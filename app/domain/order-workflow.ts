// Long (over 400 lines): the fulfilment state machine of every kind of order (shop order, samples, quote, installed job) with its moves and labels, one table read by every screen.
/**
 * The fulfilment workflow: one state machine per kind of order (issue 27).
 *
 * - Paid order ('order'): Awaiting payment → Paid → Ordered from supplier → Received from
 *   supplier → Installation scheduled (a booked visit) or Shipped (carrier and tracking) →
 *   Installed or Delivered → Completed. It may end as Cancelled (staff) or Refunded (recorded
 *   when refunds add up to what was paid: app/domain/refunds.ts).
 * - Free samples ('samples'): Received → Mailed (tracking optional) → Done, or Cancelled.
 * - Quote request ('quote'): Received → Contacted → Quoted → Won or Lost.
 * - Installed job ('installed-job', issue 39: an accepted estimate): Awaiting deposit → Deposit
 *   paid → Ordered from supplier → Received from supplier → Installation scheduled → Installed
 *   → Completed; Cancelled or Refunded as a paid order. It uses the paid order's stage names
 *   (the move rules, the visit and the installer's "done" are the same), with its own labels:
 *   'paid' is "Deposit paid". The balance is money, not a stage (app/domain/order-balance.ts).
 *
 * Staff move an order only along the moves below. A move forward needs what the next stage
 * needs (a supplier reference, a tracking number, a visit); a move back (documented per
 * stage) needs a confirmation and a reason. Two moves are the system's, never a staff
 * choice: Awaiting payment → Paid (the payment) and → Refunded (refunds in full).
 *
 * Pure: no I/O, safe in the browser. The server keeps the history (when, who, from, to, note)
 * and passes it in; this module decides and words.
 */
import type { ORDER_STATUSES as LEGACY_ORDER_STATUSES, ORDER_KINDS } from './admin-inbox'

// ---------------------------------------------------------------- kinds and stages

// The order kinds and today's statuses (db/schema.ts; the migration maps them to stages) are
// admin-inbox's: one list each.
export { ORDER_KINDS, ORDER_STATUSES as LEGACY_ORDER_STATUSES } from './admin-inbox'
export type OrderKind = (typeof ORDER_KINDS)[number]
export type LegacyOrderStatus = (typeof LEGACY_ORDER_STATUSES)[number]

/** A paid order's stages, in the order they are reached (the two ends last). */
export const PAID_ORDER_STAGES = [
  'awaiting-payment',
  'paid',
  'ordered',
  'goods-received',
  'installation-scheduled',
  'shipped',
  'installed',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const
export const SAMPLES_STAGES = ['received', 'mailed', 'done', 'cancelled'] as const
export const QUOTE_STAGES = ['received', 'contacted', 'quoted', 'won', 'lost'] as const
/** An installed job: a paid order's stages without the shipping route. */
export const INSTALLED_JOB_STAGES = [
  'awaiting-payment',
  'paid',
  'ordered',
  'goods-received',
  'installation-scheduled',
  'installed',
  'completed',
  'cancelled',
  'refunded',
] as const satisfies readonly (typeof PAID_ORDER_STAGES)[number][]

export type PaidOrderStage = (typeof PAID_ORDER_STAGES)[number]
export type SamplesStage = (typeof SAMPLES_STAGES)[number]
export type QuoteStage = (typeof QUOTE_STAGES)[number]
export type InstalledJobStage = (typeof INSTALLED_JOB_STAGES)[number]
export type Stage = PaidOrderStage | SamplesStage | QuoteStage

export type StageOf<K extends OrderKind> = K extends 'order'
  ? PaidOrderStage
  : K extends 'installed-job'
    ? InstalledJobStage
    : K extends 'samples'
      ? SamplesStage
      : QuoteStage

export const STAGES: { [K in OrderKind]: readonly StageOf<K>[] } = {
  order: PAID_ORDER_STAGES,
  samples: SAMPLES_STAGES,
  quote: QUOTE_STAGES,
  'installed-job': INSTALLED_JOB_STAGES,
}

/** Every stage any kind has: what the orders table's stage column will accept. */
export const ALL_STAGES = [
  ...new Set<Stage>([...PAID_ORDER_STAGES, ...SAMPLES_STAGES, ...QUOTE_STAGES]),
]

/** Where each kind starts (a card order waits for its payment; the others are received). */
export const FIRST_STAGE: { [K in OrderKind]: StageOf<K> } = {
  order: 'awaiting-payment',
  samples: 'received',
  quote: 'received',
  'installed-job': 'awaiting-payment',
}

/** Staff labels. Typed by each kind's union: a stage without a label does not compile. */
export const STAGE_LABELS: { [K in OrderKind]: Record<StageOf<K>, string> } = {
  order: {
    'awaiting-payment': 'Awaiting payment',
    paid: 'Paid',
    ordered: 'Ordered from supplier',
    'goods-received': 'Received from supplier',
    'installation-scheduled': 'Installation scheduled',
    shipped: 'Shipped',
    installed: 'Installed',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  samples: {
    received: 'Received',
    mailed: 'Mailed',
    done: 'Done',
    cancelled: 'Cancelled',
  },
  quote: {
    received: 'Received',
    contacted: 'Contacted',
    quoted: 'Quoted',
    won: 'Won',
    lost: 'Lost',
  },
  'installed-job': {
    'awaiting-payment': 'Awaiting deposit',
    paid: 'Deposit paid',
    ordered: 'Ordered from supplier',
    'goods-received': 'Received from supplier',
    'installation-scheduled': 'Installation scheduled',
    installed: 'Installed',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
}

/** What staff click to make a move forward, by its target ('Mark as shipped'). */
export const MOVE_LABELS: { [K in OrderKind]: Record<StageOf<K>, string> } = {
  order: {
    'awaiting-payment': 'Back to awaiting payment',
    paid: 'Mark as paid',
    ordered: 'Mark as ordered from supplier',
    'goods-received': 'Mark as received from supplier',
    'installation-scheduled': 'Schedule installation',
    shipped: 'Mark as shipped',
    installed: 'Mark as installed',
    delivered: 'Mark as delivered',
    completed: 'Mark as completed',
    cancelled: 'Cancel order',
    refunded: 'Mark as refunded',
  },
  samples: {
    received: 'Back to received',
    mailed: 'Mark as mailed',
    done: 'Mark as done',
    cancelled: 'Cancel request',
  },
  quote: {
    received: 'Back to received',
    contacted: 'Mark as contacted',
    quoted: 'Mark as quoted',
    won: 'Mark as won',
    lost: 'Mark as lost',
  },
  'installed-job': {
    'awaiting-payment': 'Back to awaiting deposit',
    paid: 'Mark deposit as paid',
    ordered: 'Mark as ordered from supplier',
    'goods-received': 'Mark as received from supplier',
    'installation-scheduled': 'Schedule installation',
    installed: 'Mark as installed',
    completed: 'Mark as completed',
    cancelled: 'Cancel job',
    refunded: 'Mark as refunded',
  },
}

export function isStageOf<K extends OrderKind>(kind: K, stage: unknown): stage is StageOf<K> {
  return typeof stage === 'string' && (STAGES[kind] as readonly string[]).includes(stage)
}

export function stageLabel<K extends OrderKind>(kind: K, stage: StageOf<K>): string {
  return (STAGE_LABELS[kind] as Record<string, string>)[stage]
}

// ---------------------------------------------------------------- the moves

export type Direction = 'forward' | 'back' | 'same'
/** 'staff': offered on the order page. 'system': recorded by payments and refunds only. */
export type Actor = 'staff' | 'system'

type Edge<S extends string> = { from: S; to: S; direction: Direction; by: Actor }

function edges<S extends string>(
  list: readonly (readonly [S, readonly S[], Direction, Actor?])[],
): Edge<S>[] {
  return list.flatMap(([from, tos, direction, by = 'staff']) =>
    tos.map((to) => ({ from, to, direction, by })),
  )
}

/** Stages a paid order may be refunded in full from (the payment went through). */
const REFUNDABLE: readonly PaidOrderStage[] = [
  'paid',
  'ordered',
  'goods-received',
  'installation-scheduled',
  'shipped',
  'installed',
  'delivered',
  'completed',
  'cancelled',
]

/**
 * Every move, per kind. Back moves are the documented ones: each undoes the move that led
 * to the stage (a mistake, a cancelled visit, a parcel returned), never skips further.
 */
const MOVES: { [K in OrderKind]: readonly Edge<StageOf<K>>[] } = {
  order: edges<PaidOrderStage>([
    ['awaiting-payment', ['paid'], 'forward', 'system'],
    ['awaiting-payment', ['cancelled'], 'forward'],
    ['paid', ['ordered', 'cancelled'], 'forward'],
    ['ordered', ['goods-received', 'cancelled'], 'forward'],
    ['goods-received', ['installation-scheduled', 'shipped', 'cancelled'], 'forward'],
    ['installation-scheduled', ['installed', 'cancelled'], 'forward'],
    // Another visit booked: the customer is told the new date.
    ['installation-scheduled', ['installation-scheduled'], 'same'],
    ['shipped', ['delivered'], 'forward'],
    ['installed', ['completed'], 'forward'],
    ['delivered', ['completed'], 'forward'],
    ...REFUNDABLE.map((from) => [from, ['refunded'], 'forward', 'system'] as const),
    // Supplier order placed by mistake, or cancelled with the supplier.
    ['ordered', ['paid'], 'back'],
    // Recorded as received by mistake, or sent back to the supplier (faulty, wrong size).
    ['goods-received', ['ordered'], 'back'],
    // The visit was cancelled and not rebooked yet.
    ['installation-scheduled', ['goods-received'], 'back'],
    // Returned to us by the carrier, or recorded as shipped by mistake.
    ['shipped', ['goods-received'], 'back'],
    // Not finished (a part missing, a return visit needed).
    ['installed', ['installation-scheduled'], 'back'],
    // The carrier says delivered but the customer has nothing.
    ['delivered', ['shipped'], 'back'],
    // Reopened (the history says which of the two it came from).
    ['completed', ['installed', 'delivered'], 'back'],
    // Cancelled by mistake: back to the stage it was cancelled from.
    [
      'cancelled',
      ['awaiting-payment', 'paid', 'ordered', 'goods-received', 'installation-scheduled'],
      'back',
    ],
  ]),
  samples: edges<SamplesStage>([
    ['received', ['mailed', 'cancelled'], 'forward'],
    ['mailed', ['done'], 'forward'],
    ['mailed', ['received'], 'back'],
    ['done', ['mailed'], 'back'],
    ['cancelled', ['received'], 'back'],
  ]),
  'installed-job': edges<InstalledJobStage>([
    // The deposit's payment (card, or the office recording one received outside the site).
    ['awaiting-payment', ['paid'], 'forward', 'system'],
    ['awaiting-payment', ['cancelled'], 'forward'],
    ['paid', ['ordered', 'cancelled'], 'forward'],
    ['ordered', ['goods-received', 'cancelled'], 'forward'],
    ['goods-received', ['installation-scheduled', 'cancelled'], 'forward'],
    ['installation-scheduled', ['installed', 'cancelled'], 'forward'],
    ['installation-scheduled', ['installation-scheduled'], 'same'],
    ['installed', ['completed'], 'forward'],
    ...REFUNDABLE.filter((s) => s !== 'shipped' && s !== 'delivered').map(
      (from) => [from as InstalledJobStage, ['refunded'], 'forward', 'system'] as const,
    ),
    ['ordered', ['paid'], 'back'],
    ['goods-received', ['ordered'], 'back'],
    ['installation-scheduled', ['goods-received'], 'back'],
    ['installed', ['installation-scheduled'], 'back'],
    ['completed', ['installed'], 'back'],
    [
      'cancelled',
      ['awaiting-payment', 'paid', 'ordered', 'goods-received', 'installation-scheduled'],
      'back',
    ],
  ]),
  quote: edges<QuoteStage>([
    ['received', ['contacted', 'lost'], 'forward'],
    ['contacted', ['quoted', 'lost'], 'forward'],
    ['quoted', ['won', 'lost'], 'forward'],
    ['contacted', ['received'], 'back'],
    ['quoted', ['contacted'], 'back'],
    ['won', ['quoted'], 'back'],
    ['lost', ['received', 'contacted', 'quoted'], 'back'],
  ]),
}

/** Every move of a kind (for the tests and the documentation page). */
export function movesOf<K extends OrderKind>(kind: K): readonly Edge<StageOf<K>>[] {
  return MOVES[kind] as readonly Edge<StageOf<K>>[]
}

/** One entry of an order's history, as the server stores it. */
export type StageChange<S extends string = Stage> = {
  /** When (a Date, or its ISO string after JSON). */
  at: Date | string
  /** null for the entry that created the order; a legacy status for the migration's entry. */
  from: S | LegacyOrderStatus | null
  to: S
  /** Who (the staff member's name, or 'system', 'customer', 'migration'). */
  by?: string | null
  note?: string | null
  reason?: string | null
  details?: MoveDetails | null
  /** Whether the customer was e-mailed about it. */
  notified?: boolean | null
}

/** What a move records besides its note. */
export type MoveDetails = {
  supplierReference?: string
  /** 'YYYY-MM-DD' */
  expectedDate?: string
  carrier?: string
  trackingNumber?: string
  /** The booked installation visit (appointments.id). */
  appointmentId?: number
}

export type OrderState<K extends OrderKind = OrderKind> = {
  kind: K
  stage: StageOf<K>
  /** Oldest first. Optional: without it, every documented back move is offered. */
  history?: readonly StageChange[]
}

export type AllowedMove<S extends string = Stage> = {
  to: S
  direction: Direction
  /** True when going back: the form asks for a confirmation and a reason. */
  needsConfirmation: boolean
  /** The customer is e-mailed (unless staff tick "don't notify"). */
  customerFacing: boolean
  label: string
}

/** The stage the order was in before it entered its current one, from its history. */
export function cameFrom(state: OrderState): string | null {
  const history = state.history ?? []
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]
    if (entry.to === state.stage && entry.from !== entry.to) return entry.from ?? null
  }
  return null
}

export function findEdge(kind: OrderKind, from: string, to: string) {
  return (MOVES[kind] as readonly Edge<string>[]).find((e) => e.from === from && e.to === to)
}

/**
 * The moves staff may make now: forward moves, and back moves that undo how the order got
 * here (when the history says; otherwise every documented back move from here).
 */
export function allowedMoves<K extends OrderKind>(state: OrderState<K>): AllowedMove<StageOf<K>>[] {
  const kind = state.kind
  const all = (MOVES[kind] as readonly Edge<StageOf<K>>[]).filter(
    (e) => e.from === state.stage && e.by === 'staff',
  )
  const backTargets = all.filter((e) => e.direction === 'back').map((e) => e.to as string)
  const previous = cameFrom(state)
  const undoOnly = previous !== null && backTargets.includes(previous)
  return all
    .filter((e) => e.direction !== 'back' || !undoOnly || e.to === previous)
    .map((e) => ({
      to: e.to,
      direction: e.direction,
      needsConfirmation: e.direction === 'back',
      customerFacing: isCustomerFacing(kind, e.from, e.to),
      label:
        e.direction === 'back'
          ? `Back to ${stageLabel(kind, e.to).toLowerCase()}`
          : moveLabel(kind, e),
    }))
}

function moveLabel<K extends OrderKind>(kind: K, edge: Edge<StageOf<K>>): string {
  if (edge.direction === 'same' && edge.to === 'installation-scheduled')
    return 'Reschedule installation'
  return (MOVE_LABELS[kind] as Record<string, string>)[edge.to]
}

/** The stages staff may move the order to now (the form's choices). */
export function allowedNextStages<K extends OrderKind>(state: OrderState<K>): StageOf<K>[] {
  return allowedMoves(state).map((m) => m.to)
}

/**
 * How far along each stage is; the two (or one) ends last. A move to a stage of lower rank
 * is going back.
 */
export const RANK: { [K in OrderKind]: Record<StageOf<K>, number> } = {
  order: {
    'awaiting-payment': 0,
    paid: 1,
    ordered: 2,
    'goods-received': 3,
    'installation-scheduled': 4,
    shipped: 4,
    installed: 5,
    delivered: 5,
    completed: 6,
    cancelled: 7,
    refunded: 8,
  },
  samples: { received: 0, mailed: 1, done: 2, cancelled: 3 },
  quote: { received: 0, contacted: 1, quoted: 2, won: 3, lost: 3 },
  'installed-job': {
    'awaiting-payment': 0,
    paid: 1,
    ordered: 2,
    'goods-received': 3,
    'installation-scheduled': 4,
    installed: 5,
    completed: 6,
    cancelled: 7,
    refunded: 8,
  },
}

/** True when the move goes back (undoes progress): it needs a confirmation and a reason. */
export function isGoingBack(kind: OrderKind, from: string, to: string): boolean {
  const edge = findEdge(kind, from, to)
  if (edge) return edge.direction === 'back'
  const rank = RANK[kind] as Record<string, number>
  return Object.hasOwn(rank, from) && Object.hasOwn(rank, to) && rank[to] < rank[from]
}

/**
 * Moves the customer is e-mailed about: a paid order ordered from the supplier, shipped,
 * installation scheduled (or rescheduled), installed, refunded or cancelled (once it was
 * paid: an abandoned checkout is not news); free samples mailed or cancelled. Never a move
 * back, never a quote's (staff talk to the customer in person).
 */
export function isCustomerFacing(kind: OrderKind, from: string, to: string): boolean {
  const edge = findEdge(kind, from, to)
  if (!edge || edge.direction === 'back') return false
  if (kind === 'order' || kind === 'installed-job') {
    if (to === 'cancelled') return from !== 'awaiting-payment'
    return ['ordered', 'shipped', 'installation-scheduled', 'installed', 'refunded'].includes(to)
  }
  if (kind === 'samples') return to === 'mailed' || to === 'cancelled'
  return false
}
