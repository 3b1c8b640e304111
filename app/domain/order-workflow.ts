/**
 * The fulfilment workflow: one state machine per kind of order (issue 27).
 *
 * - Paid order ('order'): Awaiting payment → Paid → Ordered from supplier → Received from
 *   supplier → Installation scheduled (a booked visit) or Shipped (carrier and tracking) →
 *   Installed or Delivered → Completed. It may end as Cancelled (staff) or Refunded (recorded
 *   when refunds add up to what was paid: app/domain/refunds.ts).
 * - Free samples ('samples'): Received → Mailed (tracking optional) → Done, or Cancelled.
 * - Quote request ('quote'): Received → Contacted → Quoted → Won or Lost.
 *
 * Staff move an order only along the moves below. A move forward needs what the next stage
 * needs (a supplier reference, a tracking number, a visit); a move back (documented per
 * stage) needs a confirmation and a reason. Two moves are the system's, never a staff
 * choice: Awaiting payment → Paid (the payment) and → Refunded (refunds in full).
 *
 * Pure: no I/O, safe in the browser. The server keeps the history (when, who, from, to, note)
 * and passes it in; this module decides and words.
 */
import { z } from 'zod'
import type { ORDER_STATUSES as LEGACY_ORDER_STATUSES, ORDER_KINDS } from './admin-inbox'
import { formatLongDate, formatTime } from './booking'
import { businessLongDate, isCalendarDate } from './business-time'
import { cleanText, isWellFormedText, optionalText, requiredText } from './form-rules'
import { formatCents } from './pricing/dimensions'

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

export type PaidOrderStage = (typeof PAID_ORDER_STAGES)[number]
export type SamplesStage = (typeof SAMPLES_STAGES)[number]
export type QuoteStage = (typeof QUOTE_STAGES)[number]
export type Stage = PaidOrderStage | SamplesStage | QuoteStage

export type StageOf<K extends OrderKind> = K extends 'order'
  ? PaidOrderStage
  : K extends 'samples'
    ? SamplesStage
    : QuoteStage

export const STAGES: { [K in OrderKind]: readonly StageOf<K>[] } = {
  order: PAID_ORDER_STAGES,
  samples: SAMPLES_STAGES,
  quote: QUOTE_STAGES,
}

/** Every stage any kind has: what the orders table's stage column will accept. */
export const ALL_STAGES = [
  ...new Set<Stage>([...PAID_ORDER_STAGES, ...SAMPLES_STAGES, ...QUOTE_STAGES]),
]

const ORDER_KINDS_IN_FILTER = ['order', 'samples', 'quote'] as const

/** Where each kind starts (a card order waits for its payment; the others are received). */
export const FIRST_STAGE: { [K in OrderKind]: StageOf<K> } = {
  order: 'awaiting-payment',
  samples: 'received',
  quote: 'received',
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

function findEdge(kind: OrderKind, from: string, to: string) {
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
const RANK: { [K in OrderKind]: Record<StageOf<K>, number> } = {
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
  if (kind === 'order') {
    if (to === 'cancelled') return from !== 'awaiting-payment'
    return ['ordered', 'shipped', 'installation-scheduled', 'installed', 'refunded'].includes(to)
  }
  if (kind === 'samples') return to === 'mailed' || to === 'cancelled'
  return false
}

// ---------------------------------------------------------------- what each move needs

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD'

/** A calendar date 'YYYY-MM-DD' that exists (no February 30th): business-time's rule. */
export { isCalendarDate }

const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().refine(isCalendarDate, DATE_MESSAGE).optional(),
)

export const TRACKING_MESSAGE =
  'Enter the tracking number as the carrier gives it (letters and digits, 6 to 40)'

/** 'ups', '1Z 999 AA1 01 2345 6784' -> '1Z999AA10123456784': spaces and dashes dropped. */
function trackingNumber(required: boolean) {
  const rule = z
    .string({ required_error: 'Tracking number is required' })
    .transform((v) =>
      cleanText(v)
        .replace(/[\s-]+/g, '')
        .toUpperCase(),
    )
    .refine((v) => /^[A-Z0-9]{6,40}$/.test(v), TRACKING_MESSAGE)
  return required
    ? z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rule)
    : z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        rule.optional(),
      )
}

/** A checkbox ('on'), or 'true' from an API client; absent is false. */
const checkbox = z.preprocess(
  (v) =>
    typeof v === 'boolean'
      ? v
      : typeof v === 'string' && ['on', 'true', '1', 'yes'].includes(v.trim().toLowerCase()),
  z.boolean(),
)

export const CONFIRM_BACK_MESSAGE = 'Tick the box to confirm going back'
export const NOTE_MAX = 1000

/** Every move: an optional note, and "don't notify" for a change the customer would hear of. */
const common = {
  note: optionalText(NOTE_MAX, 'Note'),
  dontNotify: checkbox,
}

const backFields = {
  confirm: checkbox.refine((v) => v, CONFIRM_BACK_MESSAGE),
  reason: requiredText('Reason', 500),
}

/** What moving to a stage needs, beyond the note (forward and same moves). */
const TARGET_FIELDS: Record<string, z.ZodRawShape> = {
  ordered: {
    supplierReference: requiredText('Supplier reference', 80),
    expectedDate: optionalDate,
  },
  shipped: {
    carrier: requiredText('Carrier', 60),
    trackingNumber: trackingNumber(true),
  },
  'installation-scheduled': {
    appointmentId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({
          required_error: 'Choose the booked installation visit',
          invalid_type_error: 'Choose the booked installation visit',
        })
        .int('Choose the booked installation visit')
        .positive('Choose the booked installation visit'),
    ),
  },
  mailed: {
    carrier: optionalText(60, 'Carrier'),
    trackingNumber: trackingNumber(false),
  },
  cancelled: { reason: requiredText('Reason', 500) },
  lost: { reason: requiredText('Reason', 500) },
}

/**
 * The zod schema of one move's form (conform's parseWithZod, or an API body): the note and
 * "don't notify" always; what the target stage needs going forward; a ticked confirmation
 * and a reason going back. Null when the workflow has no such move.
 */
export function moveSchema(kind: OrderKind, from: string, to: string) {
  const edge = findEdge(kind, from, to)
  if (!edge) return null
  const shape =
    edge.direction === 'back'
      ? { ...common, ...backFields }
      : { ...common, ...(TARGET_FIELDS[to] ?? {}) }
  return z.object({ ...shape, to: z.literal(to) })
}

export type MoveInput = Record<string, unknown>

/** A move that passed every rule: what the server writes to the order and its history. */
export type ValidMove = {
  from: Stage
  to: Stage
  direction: Direction
  details: MoveDetails
  note: string | null
  reason: string | null
  /** The customer is e-mailed: a customer-facing move without "don't notify". */
  notify: boolean
  customerFacing: boolean
}

export type MoveRefusal = {
  ok: false
  /** 409: the workflow has no such move now; 400: a field is missing or wrong. */
  status: 400 | 409
  message: string
  fieldErrors: Record<string, string[]>
}

export function notAllowedMessage(kind: OrderKind, from: string, to: string): string {
  const labels = STAGE_LABELS[kind] as Record<string, string>
  const fromLabel = labels[from] ?? from
  const toLabel = labels[to] ?? to
  if (from === to) return `This ${KIND_WORDS[kind]} is already ${fromLabel}`
  const what = KIND_WORDS[kind]
  return `${/^[aeiou]/.test(what) ? 'An' : 'A'} ${what} that is ${fromLabel} cannot move to ${toLabel}`
}

const KIND_WORDS: Record<OrderKind, string> = {
  order: 'order',
  samples: 'samples request',
  quote: 'quote request',
}

/**
 * Checks a move against the workflow and its form: whether it is allowed now (staff moves
 * only, unless `actor` is 'system'), and its fields. Answers what to record, or why not.
 */
export function validateMove(
  state: OrderState,
  to: string,
  input: MoveInput,
  actor: Actor = 'staff',
): ({ ok: true } & ValidMove) | MoveRefusal {
  const kind = state.kind
  const edge = findEdge(kind, state.stage, to)
  const allowedNow =
    edge &&
    (actor === 'system'
      ? edge.by === 'system'
      : allowedMoves(state).some((m) => m.to === to && edge.by === 'staff'))
  if (!edge || !allowedNow) {
    const message =
      edge?.by === 'system' && actor === 'staff'
        ? to === 'paid'
          ? 'An order becomes Paid when its payment goes through'
          : 'An order becomes Refunded when refunds add up to what was paid: make the refund'
        : notAllowedMessage(kind, state.stage, to)
    return { ok: false, status: 409, message, fieldErrors: {} }
  }
  const schema = moveSchema(kind, state.stage, to)
  const parsed = schema?.safeParse({ ...input, to })
  if (!parsed?.success) {
    const fieldErrors = (parsed?.error.flatten().fieldErrors ?? {}) as Record<string, string[]>
    const first = Object.values(fieldErrors).flat()[0]
    return { ok: false, status: 400, message: first ?? 'Check the form', fieldErrors }
  }
  const value = parsed.data as Record<string, unknown>
  const details: MoveDetails = {}
  for (const key of [
    'supplierReference',
    'expectedDate',
    'carrier',
    'trackingNumber',
    'appointmentId',
  ] as const) {
    if (value[key] !== undefined) (details as Record<string, unknown>)[key] = value[key]
  }
  const customerFacing = isCustomerFacing(kind, state.stage, to)
  return {
    ok: true,
    from: state.stage,
    to: to as Stage,
    direction: edge.direction,
    details,
    note: (value.note as string | undefined) ?? null,
    reason: (value.reason as string | undefined) ?? null,
    notify: customerFacing && !value.dontNotify,
    customerFacing,
  }
}

/** The order page's internal note form (staff only; never shown to the customer). */
export const noteSchema = z.object({
  intent: z.literal('note'),
  note: requiredText('Note', NOTE_MAX),
})

/** Whether a text a person typed is fine to store as a history note (used by internal notes). */
export function isStorableNote(text: string): boolean {
  const clean = cleanText(text).trim()
  return clean.length > 0 && clean.length <= NOTE_MAX && isWellFormedText(clean)
}

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

// ---------------------------------------------------------------- the customer's view

/** Carriers whose tracking page we can link to (anything else: the number alone). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, ''))
  const name = carrier.trim().toLowerCase()
  if (!number) return null
  if (/\bups\b/.test(name)) return `https://www.ups.com/track?tracknum=${number}`
  if (name.includes('fedex') || name.includes('fed ex'))
    return `https://www.fedex.com/fedextrack/?trknbr=${number}`
  if (name.includes('usps') || name.includes('postal'))
    return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`
  if (/\bdhl\b/.test(name))
    return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`
  return null
}

export type TimelineStep = {
  key: string
  label: string
  state: 'done' | 'current' | 'upcoming'
  /** When it was reached (ISO), and the day in words ('November 26, 2026'). */
  at: string | null
  dateLabel: string | null
  /** A line under the step: the expected date, the visit, the tracking number. */
  detail: string | null
  /** The carrier's tracking page, when we know it. */
  link: { label: string; url: string } | null
}

export type CustomerTimeline = {
  /** The page's heading for where the order is ('Shipped'). */
  heading: string
  /** The text under the heading, true for this stage. */
  body: string
  steps: TimelineStep[]
}

/** Facts the timeline cannot read from the history. */
export type TimelineFacts = {
  /** The order was placed (createdAt) and paid (paidAt). */
  createdAt?: Date | string | null
  paidAt?: Date | string | null
  /** A line of the order includes installation: the route is a visit, not a parcel. */
  withInstallation?: boolean
  /** The booked installation visit as it stands now (it can move after the order's move). */
  visit?: { date: string; time?: string | null } | null
  /** Refunded so far, for the wording of a refunded order. */
  refundedCents?: number
}

function dayLabel(at: Date | string): string {
  return businessLongDate(at)
}

function iso(at: Date | string | null | undefined): string | null {
  if (!at) return null
  const time = new Date(at).getTime()
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** The latest entry into one of `stages`, with the details of the latest that has them. */
function latestInto(history: readonly StageChange[], stages: readonly string[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    if (stages.includes(history[i].to)) return history[i]
  }
  return null
}

function visitWords(visit: TimelineFacts['visit']): string | null {
  if (!visit) return null
  const time = visit.time ? ` at ${formatTime(visit.time)}` : ''
  return `${formatLongDate(visit.date)}${time}`
}

type StepPlan = { key: string; label: string; stages: readonly string[] }

/** The customer's steps of a paid order, by route (a visit, or a parcel). */
function orderSteps(route: 'installation' | 'shipping'): StepPlan[] {
  return [
    { key: 'placed', label: 'Order placed', stages: ['paid'] },
    { key: 'production', label: 'In production', stages: ['ordered', 'goods-received'] },
    route === 'installation'
      ? { key: 'installation', label: 'Installation booked', stages: ['installation-scheduled'] }
      : { key: 'shipped', label: 'Shipped', stages: ['shipped'] },
    route === 'installation'
      ? { key: 'installed', label: 'Installed', stages: ['installed'] }
      : { key: 'delivered', label: 'Delivered', stages: ['delivered'] },
    { key: 'completed', label: 'Completed', stages: ['completed'] },
  ]
}

const SAMPLE_STEPS: StepPlan[] = [
  { key: 'received', label: 'Request received', stages: ['received'] },
  { key: 'mailed', label: 'Mailed', stages: ['mailed'] },
  { key: 'done', label: 'Delivered', stages: ['done'] },
]

const QUOTE_STEPS: StepPlan[] = [
  { key: 'received', label: 'Request received', stages: ['received'] },
  { key: 'contacted', label: 'We called you', stages: ['contacted'] },
  { key: 'quoted', label: 'Quote sent', stages: ['quoted'] },
]

/**
 * The stage the order ended from (cancelled, refunded, lost, won): where its progress stopped.
 * When the history does not say (none, or the migration's entry from an old status), the
 * least it must have reached: paid when a payment is recorded, else its first stage.
 */
function progressStage(state: OrderState, ends: readonly string[], facts: TimelineFacts): string {
  let stage: string = state.stage
  const history = state.history ?? []
  // Walk back through end stages (refunded after cancelled) to the last real progress.
  for (let guard = 0; ends.includes(stage) && guard < 5; guard++) {
    const from = latestInto(history, [stage])?.from
    if (!from || from === stage || !(STAGES[state.kind] as readonly string[]).includes(from)) break
    stage = from
  }
  if (!ends.includes(stage)) return stage
  if (state.kind === 'order') return facts.paidAt ? 'paid' : 'awaiting-payment'
  return 'received'
}

/**
 * Where the order is, for its customer: the steps with their dates, and the heading and text
 * that fit the stage (no "we will contact you to schedule" once it is installed).
 */
export function customerTimeline(state: OrderState, facts: TimelineFacts = {}): CustomerTimeline {
  const history = state.history ?? []
  const rank = RANK[state.kind] as Record<string, number>
  const ends =
    state.kind === 'order'
      ? ['cancelled', 'refunded']
      : state.kind === 'samples'
        ? ['cancelled']
        : ['won', 'lost']
  const reached = progressStage(state, ends, facts)
  const everInstall = latestInto(history, ['installation-scheduled', 'installed'])
  const everShip = latestInto(history, ['shipped', 'delivered'])
  const route =
    reached === 'installed' || reached === 'installation-scheduled'
      ? 'installation'
      : reached === 'shipped' || reached === 'delivered'
        ? 'shipping'
        : everInstall && !everShip
          ? 'installation'
          : everShip && !everInstall
            ? 'shipping'
            : facts.withInstallation === false
              ? 'shipping'
              : 'installation'
  const plans =
    state.kind === 'order'
      ? orderSteps(route)
      : state.kind === 'samples'
        ? SAMPLE_STEPS
        : QUOTE_STEPS
  const ended = ends.includes(state.stage) && !(state.kind === 'quote' && state.stage === 'won')

  const steps: TimelineStep[] = []
  for (const plan of plans) {
    const stepRank = Math.min(...plan.stages.map((s) => rank[s]))
    const done = rank[reached] >= stepRank && reached !== 'awaiting-payment'
    if (ended && !done) continue
    const entry = done ? latestInto(history, plan.stages) : null
    const at =
      plan.key === 'placed'
        ? (iso(facts.paidAt) ?? iso(entry?.at))
        : plan.key === 'received'
          ? (iso(facts.createdAt) ?? iso(entry?.at))
          : iso(entry?.at)
    steps.push({
      key: plan.key,
      label: plan.label,
      state: done ? 'done' : 'upcoming',
      at,
      dateLabel: at ? dayLabel(at) : null,
      detail: null,
      link: null,
    })
  }
  // The last step reached is the current one.
  const lastDone = steps.map((s) => s.state).lastIndexOf('done')
  if (!ended && lastDone >= 0) steps[lastDone].state = 'current'

  // Details under the steps.
  const ordered = latestInto(history, ['ordered'])?.details
  const shipped = latestInto(history, ['shipped', 'mailed'])?.details
  for (const step of steps) {
    if (
      step.key === 'production' &&
      ordered?.expectedDate &&
      rank[reached] < rank['installation-scheduled']
    ) {
      step.detail = `Expected by ${formatLongDate(ordered.expectedDate)}`
    }
    if (step.key === 'installation' && step.state !== 'upcoming')
      step.detail = visitWords(facts.visit)
    if ((step.key === 'shipped' || step.key === 'mailed') && step.state !== 'upcoming' && shipped) {
      if (shipped.trackingNumber) {
        step.detail = [shipped.carrier, `tracking ${shipped.trackingNumber}`]
          .filter(Boolean)
          .join(', ')
        const url = trackingUrl(shipped.carrier ?? '', shipped.trackingNumber)
        step.link = url ? { label: 'Track the parcel', url } : null
      } else if (shipped.carrier) step.detail = `By ${shipped.carrier}`
    }
  }
  if (ended) {
    for (const end of ends) {
      const entry = latestInto(history, [end])
      const isEnd =
        state.stage === end ||
        (end === 'cancelled' && latestInto(history, ['refunded'])?.from === 'cancelled')
      if (!isEnd) continue
      const at = iso(entry?.at)
      steps.push({
        key: end,
        label: CUSTOMER_END_LABELS[end],
        state: end === state.stage ? 'current' : 'done',
        at,
        dateLabel: at ? dayLabel(at) : null,
        detail: null,
        link: null,
      })
    }
  }
  if (state.kind === 'quote' && state.stage === 'won') {
    const entry = latestInto(history, ['won'])
    const at = iso(entry?.at)
    for (const step of steps) step.state = 'done'
    steps.push({
      key: 'won',
      label: 'Accepted',
      state: 'current',
      at,
      dateLabel: at ? dayLabel(at) : null,
      detail: null,
      link: null,
    })
  }
  return { ...statusWords(state, facts, route), steps }
}

const CUSTOMER_END_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  lost: 'Closed',
}

/** The heading and the text under it, for the stage the order is in. */
export function statusWords(
  state: OrderState,
  facts: TimelineFacts = {},
  route: 'installation' | 'shipping' = facts.withInstallation === false
    ? 'shipping'
    : 'installation',
): { heading: string; body: string } {
  const history = state.history ?? []
  const details = (stages: string[]) => latestInto(history, stages)?.details ?? {}
  if (state.kind === 'samples') {
    switch (state.stage as SamplesStage) {
      case 'received':
        return {
          heading: 'Samples request received',
          body: 'Your free fabric samples will be mailed to the address below.',
        }
      case 'mailed': {
        const d = details(['mailed'])
        return {
          heading: 'Samples in the mail',
          body: d.trackingNumber
            ? `Your free fabric samples are on their way${d.carrier ? ` with ${d.carrier}` : ''}, tracking number ${d.trackingNumber}.`
            : 'Your free fabric samples are on their way to the address below.',
        }
      }
      case 'done':
        return {
          heading: 'Samples delivered',
          body: 'We hope you enjoy your samples. When you are ready, we are glad to measure and quote.',
        }
      case 'cancelled':
        return { heading: 'Samples request cancelled', body: 'This samples request was cancelled.' }
    }
  }
  if (state.kind === 'quote') {
    switch (state.stage as QuoteStage) {
      case 'received':
        return {
          heading: 'Quote request received',
          body: 'We will contact you within 24 hours with your personalized quote.',
        }
      case 'contacted':
        return {
          heading: 'We are preparing your quote',
          body: 'Thank you for talking with us. Your personalized quote follows shortly.',
        }
      case 'quoted':
        return {
          heading: 'Your quote is ready',
          body: 'We have sent your quote. Call us with any question or to go ahead.',
        }
      case 'won':
        return {
          heading: 'Thank you for choosing us',
          body: 'Your quote is accepted. We will be in touch to arrange everything.',
        }
      case 'lost':
        return {
          heading: 'Quote request closed',
          body: 'This quote request is closed. Ask us any time for a new one.',
        }
    }
  }
  switch (state.stage as PaidOrderStage) {
    case 'awaiting-payment':
      return {
        heading: 'Awaiting payment',
        body: 'Your payment has not gone through yet. Your order starts as soon as it does.',
      }
    case 'paid':
      return {
        heading: 'Thank you: your order is paid',
        body:
          route === 'installation'
            ? 'We will contact you within 24 hours to schedule measuring and installation.'
            : 'We will contact you within 24 hours to confirm your measurements before we order.',
      }
    case 'ordered': {
      const d = details(['ordered'])
      return {
        heading: 'In production',
        body: `Your order is being made to measure.${d.expectedDate ? ` We expect it by ${formatLongDate(d.expectedDate)}.` : ''}`,
      }
    }
    case 'goods-received':
      return {
        heading: 'Ready',
        body:
          route === 'installation'
            ? 'Your order has arrived at our workshop. We will contact you to book the installation.'
            : 'Your order has arrived at our workshop and will ship shortly.',
      }
    case 'installation-scheduled': {
      const when = visitWords(facts.visit)
      return {
        heading: 'Installation booked',
        body: when
          ? `We will install your order on ${when}.`
          : 'Your installation is booked. We will confirm the time with you.',
      }
    }
    case 'shipped': {
      const d = details(['shipped'])
      return {
        heading: 'Shipped',
        body: `Your order is on its way${d.carrier ? ` with ${d.carrier}` : ''}${d.trackingNumber ? `, tracking number ${d.trackingNumber}` : ''}.`,
      }
    }
    case 'installed':
      return {
        heading: 'Installed',
        body: 'Your order is installed. Thank you for choosing us: call us if anything needs adjusting.',
      }
    case 'delivered':
      return {
        heading: 'Delivered',
        body: 'Your order was delivered. Call us if anything is not right.',
      }
    case 'completed':
      return { heading: 'Completed', body: 'Your order is complete. Thank you for choosing us.' }
    case 'cancelled':
      return {
        heading: 'Order cancelled',
        body:
          facts.refundedCents && facts.refundedCents > 0
            ? `This order was cancelled. ${formatCents(facts.refundedCents)} has been refunded to your card.`
            : 'This order was cancelled. Any refund due to you is shown below once it is made.',
      }
    case 'refunded':
      return {
        heading: 'Order refunded',
        body: `This order was refunded${facts.refundedCents ? `: ${formatCents(facts.refundedCents)} back to your card` : ' in full'}. It can take 5 to 10 business days to show on your statement.`,
      }
  }
  return { heading: '', body: '' }
}

/**
 * The e-mail for a customer-facing move: subject and opening paragraph (the server adds the
 * private link and the itemised specification). Null for a move the customer is not told of.
 */
export function customerNotice(
  state: OrderState,
  move: { from: string; to: string },
  facts: TimelineFacts & { reference: string },
): { subject: string; intro: string } | null {
  if (!isCustomerFacing(state.kind, move.from, move.to)) return null
  const words = statusWords({ ...state, stage: move.to as never }, facts)
  const what = state.kind === 'samples' ? 'Your samples request' : 'Your order'
  const subject =
    move.from === move.to && move.to === 'installation-scheduled'
      ? `${what} ${facts.reference}: installation moved`
      : `${what} ${facts.reference}: ${words.heading.toLowerCase()}`
  return { subject, intro: words.body }
}
