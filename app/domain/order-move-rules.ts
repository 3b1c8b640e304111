/**
 * What each move of the fulfilment workflow (order-workflow.ts) needs: the fields per stage,
 * their zod schemas for conform on both sides, and validateMove, which decides a staff move
 * and says whether the customer hears of it. Pure.
 */

import { z } from 'zod'
import { isCalendarDate } from './business-time'
import { cleanText, isWellFormedText, optionalText, requiredText } from './form-rules'
import {
  type Actor,
  allowedMoves,
  type Direction,
  findEdge,
  isCustomerFacing,
  type MoveDetails,
  type OrderKind,
  type OrderState,
  STAGE_LABELS,
  type Stage,
  type StageChange,
} from './order-workflow'

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
  /**
   * The customer is e-mailed: a customer-facing move without "don't notify", whose notice the
   * customer has not had already.
   */
  notify: boolean
  customerFacing: boolean
  /** When the customer was already e-mailed this same notice (then it is not sent again). */
  alreadyToldAt: Date | string | null
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
  'installed-job': 'installed job',
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
  const told = customerFacing ? earlierNotice(state, to, details) : undefined
  return {
    ok: true,
    from: state.stage,
    to: to as Stage,
    direction: edge.direction,
    details,
    note: (value.note as string | undefined) ?? null,
    reason: (value.reason as string | undefined) ?? null,
    notify: customerFacing && !value.dontNotify && !told,
    customerFacing,
    alreadyToldAt: told?.at ?? null,
  }
}

/**
 * What makes two notices of a stage the same news: the stage, and for a parcel its tracking
 * number, for an installation its visit. Going back and forward again to the same stage is
 * not news; a new tracking number or another visit is.
 */
function noticeKey(to: string, details: MoveDetails | null | undefined): string {
  if (to === 'shipped' || to === 'mailed') {
    return `${to}:${details?.carrier ?? ''}:${details?.trackingNumber ?? ''}`
  }
  if (to === 'installation-scheduled') return `${to}:${details?.appointmentId ?? ''}`
  return to
}

/** Whether a stage's news depends on what the move records (a parcel, a visit). */
export function newsInDetails(to: string): boolean {
  return noticeKey(to, {}) !== to
}

/**
 * The earlier move in the history whose e-mail told the customer the same news as a move to
 * `to` with `details` would (a customer notice for a stage is sent once per order), if any.
 */
export function earlierNotice(
  state: OrderState,
  to: string,
  details: MoveDetails | null | undefined,
): StageChange | undefined {
  const key = noticeKey(to, details)
  return (state.history ?? []).find(
    (entry) => entry.notified && noticeKey(entry.to, entry.details) === key,
  )
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
