// Long (over 400 lines): the one writer of the estimate tables (docs/architecture.md); to be split into reads, writes and pricing as issue 39 continues.
/**
 * Estimates (issue 39): THE one writer of the estimate tables (estimates, estimate_rooms,
 * estimate_windows, estimate_alternative_groups, estimate_alternatives, estimate_lines), and
 * their reads. Every staff write takes the acting person, checks the capability table itself
 * (`assertCan`), runs in one transaction with its audit entry, prices every catalogue line
 * again with the shop's engine (the server is the truth: the same grids, options and rules as
 * the cart, `priceCartConfiguration`), and holds the acting person to their discount limit.
 * An estimate is changed only while it is a draft; a sent one is revised as a new version.
 *
 * Money rules: app/domain/estimate.ts. Forms: app/domain/estimate-form.ts.
 */
import crypto from 'node:crypto'
import { and, asc, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { INSTALLATION_OPTION, lineInstallationCents } from '~/domain/cart'
import { customerKey } from '~/domain/dashboard'
import {
  type AlternativeGroupForTotals,
  type Deposit,
  type Discount,
  discountLimitFor,
  discountLimitRefusal,
  discountShare,
  ESTIMATE_VALID_DAYS,
  type EstimateChoices,
  type EstimateLineForTotals,
  type EstimateStatus,
  estimateTotals,
  HAND_PRICED_LABELS,
  type HandPricedKind,
  type TaxFunction,
} from '~/domain/estimate'
import type {
  CatalogueLineValues,
  EstimateCustomer,
  EstimateTerms,
  HandLineValues,
  Inclusion,
  LineProduct,
  WindowValues,
} from '~/domain/estimate-form'
import type { EstimateLineView, EstimateView } from '~/domain/estimate-view'
import { floridaSalesTaxCents } from '~/domain/florida-tax'
import { leadReference } from '~/domain/follow-up'
import { formatDimensions, PRODUCTS, type PricedProductType } from '~/domain/pricing'
import {
  assertCan,
  canStartEstimate,
  canWorkOnEstimate,
  type StaffActor,
} from '~/domain/staff-access'
import { recordAudit } from '../admin/audit-log.server'
import { findCustomerRecords } from '../admin/customers.server'
import { estimateDiscountLimits } from '../auth/staff-settings.server'
import { priceCartConfiguration } from '../cart/lines.server'
import { listOptions, listSwatches } from '../catalog/catalog.server'
import { taxRatesForZip } from '../catalog/sales-tax.server'
import { db, schema } from '../platform/db.server'
import { updateLeadStatus } from '../requests/leads.server'
import { recordEstimateStep } from '../requests/request-activity.server'
import { copyWindowPhotos } from './estimate-photos.server'

const {
  estimates,
  estimateRooms,
  estimateWindows,
  estimateLines,
  estimateAlternativeGroups,
  estimateAlternatives,
  leads,
  appointments,
  fabricSwatches,
  productOptions,
} = schema

export type EstimateRow = typeof estimates.$inferSelect
type RoomRow = typeof estimateRooms.$inferSelect
type WindowRow = typeof estimateWindows.$inferSelect
type LineRow = typeof estimateLines.$inferSelect
type GroupRow = typeof estimateAlternativeGroups.$inferSelect
type AlternativeRow = typeof estimateAlternatives.$inferSelect
type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]
type Reader = Tx | typeof db

const IMMEDIATE = { behavior: 'immediate' } as const

/**
 * The tax of an estimate: the shop's rule (app/domain/florida-tax.ts: 6% plus the surtax of the
 * county of the customer's ZIP on the first $5,000 of each unit), at the rates in force today.
 */
export function estimateTaxFor(zip: string | null | undefined): TaxFunction {
  const rates = taxRatesForZip(zip)
  return (items) => floridaSalesTaxCents(items, rates)
}

// ---------------------------------------------------------------- results

export type Refused = { ok: false; status: 400 | 404 | 409; field: string; message: string }
export type WriteResult<T extends object = object> = ({ ok: true } & T) | Refused

/** A refusal thrown inside a transaction, so nothing of the change is kept. */
class EstimateRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
    readonly field = '',
  ) {
    super(message)
  }
}

function refusedFrom(error: unknown): Refused {
  if (error instanceof EstimateRefusal) {
    return { ok: false, status: error.status, field: error.field, message: error.message }
  }
  throw error
}

export const NOT_A_DRAFT_MESSAGE =
  'This estimate was sent, so it is no longer changed: make a new version to change it.'
const NOT_FOUND = 'Estimate not found'

/**
 * The estimate `actor` may work on: one they may not (an installer's colleague's) is answered
 * as one that does not exist, so an id is never confirmed.
 */
function estimateOf(tx: Reader, actor: StaffActor, estimateId: number): EstimateRow {
  const row = tx.select().from(estimates).where(eq(estimates.id, estimateId)).get()
  if (!row || !canWorkOnEstimate(actor, row)) throw new EstimateRefusal(NOT_FOUND, 404)
  return row
}

// ---------------------------------------------------------------- small readers

function newToken(): string {
  return crypto.randomBytes(24).toString('base64url')
}

/** The customer's private page of an estimate. */
export function estimatePath(token: string): string {
  return `/estimates/${token}`
}

function discountOf(row: {
  discountKind: 'percent' | 'amount' | null
  discountBasisPoints: number
  discountCents: number
}): Discount | null {
  if (row.discountKind === 'percent')
    return { kind: 'percent', basisPoints: row.discountBasisPoints }
  if (row.discountKind === 'amount') return { kind: 'amount', cents: row.discountCents }
  return null
}

function depositOf(row: EstimateRow): Deposit {
  return row.depositKind === 'amount'
    ? { kind: 'amount', cents: row.depositCents }
    : { kind: 'percent', basisPoints: row.depositBasisPoints }
}

function discountColumns(discount: Discount | null) {
  return {
    discountKind: discount?.kind ?? null,
    discountBasisPoints: discount?.kind === 'percent' ? discount.basisPoints : 0,
    discountCents: discount?.kind === 'amount' ? discount.cents : 0,
  }
}

type Tree = {
  rooms: RoomRow[]
  windows: WindowRow[]
  lines: LineRow[]
  groups: GroupRow[]
  alternatives: AlternativeRow[]
}

function loadTree(estimateId: number, tx: Reader = db): Tree {
  const byOrder = <T extends { sortOrder: number; id: number }>(rows: T[]) =>
    rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
  const groups = byOrder(
    tx
      .select()
      .from(estimateAlternativeGroups)
      .where(eq(estimateAlternativeGroups.estimateId, estimateId))
      .all(),
  )
  return {
    rooms: byOrder(
      tx.select().from(estimateRooms).where(eq(estimateRooms.estimateId, estimateId)).all(),
    ),
    windows: byOrder(
      tx.select().from(estimateWindows).where(eq(estimateWindows.estimateId, estimateId)).all(),
    ),
    lines: byOrder(
      tx.select().from(estimateLines).where(eq(estimateLines.estimateId, estimateId)).all(),
    ),
    groups,
    alternatives: groups.length
      ? byOrder(
          tx
            .select()
            .from(estimateAlternatives)
            .where(
              inArray(
                estimateAlternatives.groupId,
                groups.map((g) => g.id),
              ),
            )
            .all(),
        )
      : [],
  }
}

function linesForTotals(lines: readonly LineRow[]): EstimateLineForTotals[] {
  return lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    installationCents: line.installationCents,
    optional: line.optional,
    alternativeId: line.alternativeId,
    discount: discountOf(line),
  }))
}

function groupsForTotals(tree: Pick<Tree, 'groups' | 'alternatives'>): AlternativeGroupForTotals[] {
  return tree.groups.map((group) => ({
    id: group.id,
    alternatives: tree.alternatives
      .filter((a) => a.groupId === group.id)
      .map((a) => ({ id: a.id, isDefault: a.isDefault })),
  }))
}

function choicesOf(row: EstimateRow): EstimateChoices {
  const stored = row.choices
  if (!stored) return {}
  const alternatives: Record<number, number> = {}
  for (const [group, alternative] of Object.entries(stored.alternatives ?? {})) {
    alternatives[Number(group)] = alternative
  }
  return { alternatives, optionalLineIds: stored.optionalLineIds ?? [] }
}

/** The estimate's totals with the customer's choices (the defaults until they choose). */
function totalsOf(row: EstimateRow, tree: Tree, choices: EstimateChoices = choicesOf(row)) {
  return estimateTotals({
    lines: linesForTotals(tree.lines),
    groups: groupsForTotals(tree),
    choices,
    discount: discountOf(row),
    deposit: depositOf(row),
    tax: estimateTaxFor(row.customerZip),
  })
}

function shareOf(row: EstimateRow, tree: Tree) {
  return discountShare({
    lines: linesForTotals(tree.lines),
    groups: groupsForTotals(tree),
    discount: discountOf(row),
  })
}

/** The limit of the acting person's role (null: none). */
function discountLimitOf(actor: StaffActor): number | null {
  return discountLimitFor(actor.role, estimateDiscountLimits())
}

// ---------------------------------------------------------------- pricing catalogue lines

/** What the engine says of a catalogue line on its window, as the line's stored price. */
function priceOf(
  line: Pick<
    LineRow,
    'productType' | 'fabricSwatchId' | 'operationType' | 'controlSide' | 'optionCodes' | 'quantity'
  >,
  window: WindowRow | undefined,
) {
  const unpriced = (reason: string) => ({
    unitPriceCents: 0,
    installationCents: 0,
    priceError: reason,
  })
  if (!line.productType) return unpriced('Choose a product')
  if (!window) return unpriced('A product of the shop goes on a window')
  if (window.widthEighths === null || window.heightEighths === null) {
    return unpriced('Measure the window (width and height) to price it')
  }
  if (line.fabricSwatchId === null) return unpriced('Choose a fabric')
  const priced = priceCartConfiguration({
    productType: line.productType,
    fabricSwatchId: line.fabricSwatchId,
    widthEighths: window.widthEighths,
    heightEighths: window.heightEighths,
    mountType: window.mountType,
    operationType: line.operationType,
    controlSide: line.controlSide,
    optionCodes: line.optionCodes,
    quantity: line.quantity,
  })
  if (!priced.ok) return unpriced(priced.reason)
  const configuration = priced.quote.configuration
  return {
    unitPriceCents: priced.quote.totalPriceCents,
    // The cart's own rule: $10 a foot of width for each unit, when installation is chosen.
    installationCents: lineInstallationCents({
      widthEighths: configuration.widthEighths,
      quantity: line.quantity,
      installation: configuration.optionCodes.includes(INSTALLATION_OPTION),
    }),
    priceError: null,
    // As priced: motorized implies the motorized option and no control side.
    operationType: configuration.operationType,
    controlSide: configuration.controlSide,
    optionCodes: configuration.optionCodes,
  }
}

/** Every catalogue line of the estimate priced again against today's grids and options. */
function repriceCatalogueLines(tx: Tx, estimateId: number): void {
  const lines = tx
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.estimateId, estimateId), eq(estimateLines.kind, 'catalogue')))
    .all()
  if (!lines.length) return
  const windows = new Map(
    tx
      .select()
      .from(estimateWindows)
      .where(eq(estimateWindows.estimateId, estimateId))
      .all()
      .map((w) => [w.id, w]),
  )
  for (const line of lines) {
    const price = priceOf(line, line.windowId === null ? undefined : windows.get(line.windowId))
    const changed = Object.entries(price).some(
      ([key, value]) => JSON.stringify(line[key as keyof LineRow]) !== JSON.stringify(value),
    )
    if (changed) tx.update(estimateLines).set(price).where(eq(estimateLines.id, line.id)).run()
  }
}

// ---------------------------------------------------------------- the edit of a draft

type Change<T> = {
  /** What the audit log says, after "Estimate 7KQ2-M9XD: ". */
  summary: string
  before?: unknown
  after?: unknown
  /** The field of the posting form that a discount refusal is shown next to. */
  discountField?: string
  result: T
}

/**
 * One change of a draft: in one transaction, the change, the catalogue lines priced again, the
 * acting person's discount limit, the estimate's date and the audit entry. A change that
 * changes nothing (an autosave of what is stored) writes nothing. A refusal keeps nothing.
 */
function edit<T extends object>(
  actor: StaffActor,
  estimateId: number,
  change: (tx: Tx, estimate: EstimateRow) => Change<T> | null,
  empty: T,
): WriteResult<T> {
  assertCan(actor.role, 'estimates')
  try {
    return db.transaction((tx) => {
      const estimate = estimateOf(tx, actor, estimateId)
      if (estimate.status !== 'draft') throw new EstimateRefusal(NOT_A_DRAFT_MESSAGE, 409)
      const before = shareOf(estimate, loadTree(estimateId, tx))
      const outcome = change(tx, estimate)
      if (!outcome) return { ok: true as const, ...empty }
      repriceCatalogueLines(tx, estimateId)
      const updated = tx.select().from(estimates).where(eq(estimates.id, estimateId)).get()
      const refusal = discountLimitRefusal(
        before,
        shareOf(updated as EstimateRow, loadTree(estimateId, tx)),
        discountLimitOf(actor),
      )
      if (refusal) throw new EstimateRefusal(refusal, 400, outcome.discountField ?? '')
      tx.update(estimates).set({ updatedAt: new Date() }).where(eq(estimates.id, estimateId)).run()
      recordAudit(
        {
          actor,
          kind: 'estimate-edit',
          subjectType: 'estimate',
          subjectId: estimateId,
          summary: `Estimate ${estimate.reference}: ${outcome.summary}`,
          before: outcome.before,
          after: outcome.after,
        },
        tx,
      )
      return { ok: true as const, ...outcome.result }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

/** The fields of `next` that differ from `row`, or null when none does. */
function differences<R extends object>(row: R, next: Partial<R>): Partial<R> | null {
  const changed: Partial<R> = {}
  for (const [key, value] of Object.entries(next) as [keyof R, unknown][]) {
    if (JSON.stringify(row[key]) !== JSON.stringify(value)) changed[key] = value as R[keyof R]
  }
  return Object.keys(changed).length ? changed : null
}

function pick<R extends object>(row: R, keys: readonly (keyof R)[]): Partial<R> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Partial<R>
}

function own<T>(row: T | undefined, what: string): T {
  if (!row) throw new EstimateRefusal(`${what} is not on this estimate`, 404)
  return row
}

function roomOf(tx: Tx, estimateId: number, roomId: number): RoomRow {
  return own(
    tx
      .select()
      .from(estimateRooms)
      .where(and(eq(estimateRooms.id, roomId), eq(estimateRooms.estimateId, estimateId)))
      .get(),
    'That room',
  )
}

function windowOf(tx: Tx, estimateId: number, windowId: number): WindowRow {
  return own(
    tx
      .select()
      .from(estimateWindows)
      .where(and(eq(estimateWindows.id, windowId), eq(estimateWindows.estimateId, estimateId)))
      .get(),
    'That window',
  )
}

function lineOf(tx: Tx, estimateId: number, lineId: number): LineRow {
  return own(
    tx
      .select()
      .from(estimateLines)
      .where(and(eq(estimateLines.id, lineId), eq(estimateLines.estimateId, estimateId)))
      .get(),
    'That line',
  )
}

function groupOf(tx: Tx, estimateId: number, groupId: number): GroupRow {
  return own(
    tx
      .select()
      .from(estimateAlternativeGroups)
      .where(
        and(
          eq(estimateAlternativeGroups.id, groupId),
          eq(estimateAlternativeGroups.estimateId, estimateId),
        ),
      )
      .get(),
    'That choice',
  )
}

function alternativeOf(tx: Tx, estimateId: number, alternativeId: number) {
  const row = tx
    .select({ alternative: estimateAlternatives, group: estimateAlternativeGroups })
    .from(estimateAlternatives)
    .innerJoin(
      estimateAlternativeGroups,
      eq(estimateAlternatives.groupId, estimateAlternativeGroups.id),
    )
    .where(
      and(
        eq(estimateAlternatives.id, alternativeId),
        eq(estimateAlternativeGroups.estimateId, estimateId),
      ),
    )
    .get()
  return own(row, 'That alternative')
}

function nextSortOrder(rows: readonly { sortOrder: number }[]): number {
  return rows.reduce((max, r) => Math.max(max, r.sortOrder), -1) + 1
}

/** "window 'Left of sofa' in Living room". */
function windowName(tx: Tx, window: WindowRow): string {
  const room = tx.select().from(estimateRooms).where(eq(estimateRooms.id, window.roomId)).get()
  return `window${window.label ? ` '${window.label}'` : ` ${window.id}`} in ${room?.name ?? 'a room'}`
}

// ---------------------------------------------------------------- starting one

export const ONLY_FROM_YOUR_VISIT =
  'Start an estimate from one of your visits (My visits): it is written for that home.'

export type NewEstimate = {
  customer: EstimateCustomer
  leadId?: number | null
  appointmentId?: number | null
}

/** Starts a draft for a customer (from a lead, a visit, or neither), valid 30 days. */
export function createEstimate(actor: StaffActor, input: NewEstimate): WriteResult<{ id: number }> {
  assertCan(actor.role, 'estimates')
  try {
    return db.transaction((tx) => {
      const lead = input.leadId
        ? tx.select().from(leads).where(eq(leads.id, input.leadId)).get()
        : undefined
      if (input.leadId && !lead) throw new EstimateRefusal('That lead was not found', 404)
      const visit = input.appointmentId
        ? tx.select().from(appointments).where(eq(appointments.id, input.appointmentId)).get()
        : undefined
      if (input.appointmentId && !visit) throw new EstimateRefusal('That visit was not found', 404)
      // An installer starts one only from a visit assigned to them, and from nothing else.
      if (!canStartEstimate(actor, { visit: visit ?? null })) {
        throw new EstimateRefusal(ONLY_FROM_YOUR_VISIT, input.appointmentId ? 404 : 400)
      }
      const leadId = lead?.id ?? visit?.leadId ?? null
      const row = tx
        .insert(estimates)
        .values({
          token: newToken(),
          leadId,
          appointmentId: visit?.id ?? null,
          customerName: input.customer.name,
          customerEmail: input.customer.email ?? '',
          customerPhone: input.customer.phone ?? '',
          customerAddress: input.customer.address ?? null,
          customerZip: input.customer.zip ?? null,
          // The customer's language: their lead's, else the visit's.
          language: lead?.language ?? visit?.language ?? 'en',
          expiresOn: addCalendarDays(businessDate(), ESTIMATE_VALID_DAYS),
          createdById: actor.id,
          createdByName: actor.username,
        })
        .returning()
        .get()
      const from = lead
        ? ` from lead ${leadReference(lead.id)}`
        : visit
          ? ` from visit ${visit.reference}`
          : ''
      if (leadId) {
        recordEstimateStep({ leadId }, `Estimate ${row.reference} started`, actor.username)
      }
      recordAudit(
        {
          actor,
          kind: 'estimate-edit',
          subjectType: 'estimate',
          subjectId: row.id,
          summary: `Estimate ${row.reference} started for ${row.customerName}${from}`,
        },
        tx,
      )
      return { ok: true as const, id: row.id }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

/**
 * What "Start an estimate" fills in: the customer of the lead, the visit, or the customer page
 * (their e-mail or phone) it was opened from. Reads only.
 */
export function newEstimatePrefill(
  from: {
    leadId?: number | null
    appointmentId?: number | null
    customer?: string | null
  },
  /** The person starting it: nothing is read from where they may not start one. */
  actor?: StaffActor,
): { customer: EstimateCustomer; leadId: number | null; appointmentId: number | null } | null {
  if (from.appointmentId) {
    const visit = db
      .select()
      .from(appointments)
      .where(eq(appointments.id, from.appointmentId))
      .get()
    if (!visit) return null
    if (actor && !canStartEstimate(actor, { visit })) return null
    const lead = visit.leadId
      ? db.select().from(leads).where(eq(leads.id, visit.leadId)).get()
      : undefined
    return {
      customer: {
        name: visit.customerName,
        email: visit.customerEmail,
        phone: visit.customerPhone,
        address: visit.customerAddress,
        zip: lead?.zipCode ?? zipIn(visit.customerAddress),
      },
      leadId: visit.leadId,
      appointmentId: visit.id,
    }
  }
  if (actor && !canStartEstimate(actor, { visit: null })) return null
  if (from.leadId) {
    const lead = db.select().from(leads).where(eq(leads.id, from.leadId)).get()
    if (!lead) return null
    return {
      customer: {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        address: [lead.address, lead.city].filter(Boolean).join(', ') || undefined,
        zip: lead.zipCode ?? undefined,
      },
      leadId: lead.id,
      appointmentId: null,
    }
  }
  if (from.customer) {
    const key = customerKey(from.customer)
    if (!key) return null
    const records = findCustomerRecords(key)
    const lead = records.leads[0]
    const visit = records.visits[0]
    const order = records.orders[0]
    const name = records.names[0]
    if (!name) return null
    return {
      customer: {
        name,
        email:
          lead?.email ??
          visit?.email ??
          order?.email ??
          (key.kind === 'email' ? key.value : undefined),
        phone: lead?.phone ?? visit?.phone ?? order?.phone ?? undefined,
        address: visit?.address ?? undefined,
        zip: zipIn(visit?.address ?? null),
      },
      leadId: lead?.id ?? null,
      appointmentId: null,
    }
  }
  return null
}

function zipIn(address: string | null | undefined): string | undefined {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(address ?? '')?.[1]
}

// ---------------------------------------------------------------- the estimate itself

export function updateCustomer(actor: StaffActor, estimateId: number, customer: EstimateCustomer) {
  return edit(
    actor,
    estimateId,
    (tx, estimate) => {
      const next = {
        customerName: customer.name,
        customerEmail: customer.email ?? '',
        customerPhone: customer.phone ?? '',
        customerAddress: customer.address ?? null,
        customerZip: customer.zip ?? null,
      }
      const changed = differences(estimate, next)
      if (!changed) return null
      tx.update(estimates).set(next).where(eq(estimates.id, estimateId)).run()
      return {
        summary: `customer details (${Object.keys(changed).join(', ')})`,
        before: pick(estimate, Object.keys(changed) as (keyof EstimateRow)[]),
        after: changed,
        result: {},
      }
    },
    {},
  )
}

export function updateTerms(
  actor: StaffActor,
  estimateId: number,
  terms: Omit<EstimateTerms, 'intent'>,
) {
  return edit(
    actor,
    estimateId,
    (tx, estimate) => {
      if (terms.expiresOn < businessDate()) {
        throw new EstimateRefusal('The last day to accept cannot be in the past', 400, 'expiresOn')
      }
      const next = {
        expiresOn: terms.expiresOn,
        depositKind: terms.deposit.kind,
        depositBasisPoints: terms.deposit.kind === 'percent' ? terms.deposit.basisPoints : 0,
        depositCents: terms.deposit.kind === 'amount' ? terms.deposit.cents : 0,
        ...discountColumns(terms.discount),
        customerNote: terms.customerNote,
      }
      const changed = differences(estimate, next)
      if (!changed) return null
      tx.update(estimates).set(next).where(eq(estimates.id, estimateId)).run()
      return {
        summary: `terms (${Object.keys(changed).join(', ')})`,
        before: pick(estimate, Object.keys(changed) as (keyof EstimateRow)[]),
        after: changed,
        discountField: 'discount',
        result: {},
      }
    },
    {},
  )
}

// ---------------------------------------------------------------- rooms

export function addRoom(actor: StaffActor, estimateId: number, name: string) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const rooms = tx
        .select()
        .from(estimateRooms)
        .where(eq(estimateRooms.estimateId, estimateId))
        .all()
      const room = tx
        .insert(estimateRooms)
        .values({ estimateId, name, sortOrder: nextSortOrder(rooms) })
        .returning()
        .get()
      return { summary: `room '${name}' added`, result: { roomId: room.id } }
    },
    { roomId: 0 },
  )
}

export function renameRoom(actor: StaffActor, estimateId: number, roomId: number, name: string) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const room = roomOf(tx, estimateId, roomId)
      if (room.name === name) return null
      tx.update(estimateRooms).set({ name }).where(eq(estimateRooms.id, roomId)).run()
      return {
        summary: `room '${room.name}' renamed '${name}'`,
        before: room.name,
        after: name,
        result: {},
      }
    },
    {},
  )
}

export function removeRoom(actor: StaffActor, estimateId: number, roomId: number) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const room = roomOf(tx, estimateId, roomId)
      // Its windows, lines and choices go with it (cascade).
      tx.delete(estimateRooms).where(eq(estimateRooms.id, roomId)).run()
      return { summary: `room '${room.name}' removed`, before: room, result: {} }
    },
    {},
  )
}

// ---------------------------------------------------------------- windows

export function addWindow(
  actor: StaffActor,
  estimateId: number,
  roomId: number,
  values: WindowValues,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const room = roomOf(tx, estimateId, roomId)
      const siblings = tx
        .select()
        .from(estimateWindows)
        .where(eq(estimateWindows.roomId, roomId))
        .all()
      const window = tx
        .insert(estimateWindows)
        .values({ estimateId, roomId, ...values, sortOrder: nextSortOrder(siblings) })
        .returning()
        .get()
      return {
        summary: `window${values.label ? ` '${values.label}'` : ''} added in ${room.name}${sizeText(window)}`,
        after: values,
        result: { windowId: window.id },
      }
    },
    { windowId: 0 },
  )
}

function sizeText(window: Pick<WindowRow, 'widthEighths' | 'heightEighths'>): string {
  return window.widthEighths !== null && window.heightEighths !== null
    ? ` (${formatDimensions(window.widthEighths, window.heightEighths)})`
    : ''
}

export function updateWindow(
  actor: StaffActor,
  estimateId: number,
  windowId: number,
  values: WindowValues,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const window = windowOf(tx, estimateId, windowId)
      const changed = differences(window, values)
      if (!changed) return null
      tx.update(estimateWindows).set(values).where(eq(estimateWindows.id, windowId)).run()
      return {
        summary: `${windowName(tx, { ...window, ...values })} changed${sizeText({ ...window, ...values })}`,
        before: pick(window, Object.keys(changed) as (keyof WindowRow)[]),
        after: changed,
        result: {},
      }
    },
    {},
  )
}

export function removeWindow(actor: StaffActor, estimateId: number, windowId: number) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const window = windowOf(tx, estimateId, windowId)
      const name = windowName(tx, window)
      tx.delete(estimateWindows).where(eq(estimateWindows.id, windowId)).run()
      return { summary: `${name} removed`, before: window, result: {} }
    },
    {},
  )
}

// ---------------------------------------------------------------- lines

function isCatalogue(product: LineProduct): product is PricedProductType {
  return product === 'regular' || product === 'zebra' || product === 'roller'
}

/** Adds a line to a window (any product) or to a room (hand-priced only). */
export function addLine(
  actor: StaffActor,
  estimateId: number,
  place: { roomId: number; windowId?: number | null },
  product: LineProduct,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const room = roomOf(tx, estimateId, place.roomId)
      const window = place.windowId ? windowOf(tx, estimateId, place.windowId) : undefined
      if (window && window.roomId !== room.id)
        throw new EstimateRefusal('That window is in another room', 400)
      if (isCatalogue(product) && !window) {
        throw new EstimateRefusal(
          'A product of the shop goes on a window: add it to one',
          400,
          'product',
        )
      }
      const lines = tx
        .select()
        .from(estimateLines)
        .where(eq(estimateLines.estimateId, estimateId))
        .all()
      const line = tx
        .insert(estimateLines)
        .values({
          estimateId,
          roomId: room.id,
          windowId: window?.id ?? null,
          kind: isCatalogue(product) ? 'catalogue' : product,
          productType: isCatalogue(product) ? product : null,
          description: isCatalogue(product) ? '' : HAND_PRICED_LABELS[product as HandPricedKind],
          // The shop's default: installed by us (the option selected by default).
          optionCodes: isCatalogue(product) ? defaultOptionCodes(product) : [],
          sortOrder: nextSortOrder(lines),
        })
        .returning()
        .get()
      const what = isCatalogue(product)
        ? PRODUCTS[product].name
        : HAND_PRICED_LABELS[product as HandPricedKind]
      const where = window ? windowName(tx, window) : room.name
      return { summary: `${what} added on ${where}`, result: { lineId: line.id } }
    },
    { lineId: 0 },
  )
}

function defaultOptionCodes(productType: PricedProductType): string[] {
  return listOptions(productType)
    .filter((o) => o.isDefault)
    .map((o) => o.code)
}

/** The line may join this alternative only if the alternative is in the line's room. */
function checkInclusion(tx: Tx, estimateId: number, line: LineRow, inclusion: Inclusion) {
  if (inclusion.alternativeId === null) return
  const { group } = alternativeOf(tx, estimateId, inclusion.alternativeId)
  if (group.roomId !== line.roomId) {
    throw new EstimateRefusal('Choose an alternative of this room', 400, 'inclusion')
  }
}

function lineName(tx: Tx, line: LineRow): string {
  const what =
    line.kind === 'catalogue' && line.productType
      ? PRODUCTS[line.productType].name
      : line.description || HAND_PRICED_LABELS[line.kind as HandPricedKind]
  if (line.windowId) {
    const window = tx
      .select()
      .from(estimateWindows)
      .where(eq(estimateWindows.id, line.windowId))
      .get()
    if (window) return `${what} on ${windowName(tx, window)}`
  }
  const room = tx.select().from(estimateRooms).where(eq(estimateRooms.id, line.roomId)).get()
  return `${what} in ${room?.name ?? 'a room'}`
}

function saveLine(tx: Tx, line: LineRow, next: Partial<LineRow>): Change<object> | null {
  const changed = differences(line, next)
  if (!changed) return null
  tx.update(estimateLines).set(next).where(eq(estimateLines.id, line.id)).run()
  return {
    summary: `${lineName(tx, { ...line, ...next })} changed (${Object.keys(changed).join(', ')})`,
    before: pick(line, Object.keys(changed) as (keyof LineRow)[]),
    after: changed,
    discountField: 'discount',
    result: {},
  }
}

/** A catalogue line's product, fabric and options (a change of product starts its choices again). */
export function updateCatalogueLine(
  actor: StaffActor,
  estimateId: number,
  values: Omit<CatalogueLineValues, 'intent'>,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const line = lineOf(tx, estimateId, values.lineId)
      if (line.kind !== 'catalogue') throw new EstimateRefusal('That line is priced by hand', 400)
      checkInclusion(tx, estimateId, line, values.inclusion)
      const productChanged = line.productType !== values.productType
      const next: Partial<LineRow> = {
        productType: values.productType,
        fabricSwatchId: productChanged ? null : values.fabricSwatchId,
        operationType: productChanged ? null : values.operationType,
        controlSide: productChanged ? null : values.controlSide,
        optionCodes: productChanged ? defaultOptionCodes(values.productType) : values.optionCodes,
        quantity: values.quantity,
        optional: values.inclusion.optional,
        alternativeId: values.inclusion.alternativeId,
        ...discountColumns(values.discount),
      }
      if (!productChanged && values.fabricSwatchId !== null) {
        const fabric = tx
          .select({ productType: fabricSwatches.productType })
          .from(fabricSwatches)
          .where(eq(fabricSwatches.id, values.fabricSwatchId))
          .get()
        if (fabric?.productType !== values.productType) {
          throw new EstimateRefusal('Choose a fabric of this product', 400, 'fabricSwatchId')
        }
      }
      return saveLine(tx, line, next)
    },
    {},
  )
}

/** A hand-priced line: description, quantity, price of one. */
export function updateHandLine(
  actor: StaffActor,
  estimateId: number,
  values: Omit<HandLineValues, 'intent'>,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const line = lineOf(tx, estimateId, values.lineId)
      if (line.kind === 'catalogue')
        throw new EstimateRefusal('That line is priced by the shop', 400)
      checkInclusion(tx, estimateId, line, values.inclusion)
      return saveLine(tx, line, {
        description: values.description,
        quantity: values.quantity,
        unitPriceCents: values.unitPriceCents,
        optional: values.inclusion.optional,
        alternativeId: values.inclusion.alternativeId,
        ...discountColumns(values.discount),
      })
    },
    {},
  )
}

export function removeLine(actor: StaffActor, estimateId: number, lineId: number) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const line = lineOf(tx, estimateId, lineId)
      const name = lineName(tx, line)
      tx.delete(estimateLines).where(eq(estimateLines.id, lineId)).run()
      return { summary: `${name} removed`, before: line, result: {} }
    },
    {},
  )
}

// ---------------------------------------------------------------- alternatives

/** A choice in a room, with two alternatives to start ("Good" counted until the customer chooses). */
export function addGroup(actor: StaffActor, estimateId: number, roomId: number, name: string) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const room = roomOf(tx, estimateId, roomId)
      const groups = tx
        .select()
        .from(estimateAlternativeGroups)
        .where(eq(estimateAlternativeGroups.estimateId, estimateId))
        .all()
      const group = tx
        .insert(estimateAlternativeGroups)
        .values({ estimateId, roomId: room.id, name, sortOrder: nextSortOrder(groups) })
        .returning()
        .get()
      tx.insert(estimateAlternatives)
        .values([
          { groupId: group.id, label: 'Good', isDefault: true, sortOrder: 0 },
          { groupId: group.id, label: 'Better', sortOrder: 1 },
        ])
        .run()
      return { summary: `choice '${name}' added in ${room.name}`, result: { groupId: group.id } }
    },
    { groupId: 0 },
  )
}

export function updateGroup(
  actor: StaffActor,
  estimateId: number,
  values: { groupId: number; name: string; defaultAlternativeId?: number },
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const group = groupOf(tx, estimateId, values.groupId)
      const alternatives = tx
        .select()
        .from(estimateAlternatives)
        .where(eq(estimateAlternatives.groupId, group.id))
        .all()
      const currentDefault = alternatives.find((a) => a.isDefault)?.id
      const wanted = values.defaultAlternativeId ?? currentDefault
      if (wanted !== undefined && !alternatives.some((a) => a.id === wanted)) {
        throw new EstimateRefusal('Choose one of its alternatives', 400, 'defaultAlternativeId')
      }
      if (group.name === values.name && wanted === currentDefault) return null
      tx.update(estimateAlternativeGroups)
        .set({ name: values.name })
        .where(eq(estimateAlternativeGroups.id, group.id))
        .run()
      if (wanted !== currentDefault) {
        // One default per group: the others lose it in the same transaction.
        for (const a of alternatives) {
          tx.update(estimateAlternatives)
            .set({ isDefault: a.id === wanted })
            .where(eq(estimateAlternatives.id, a.id))
            .run()
        }
      }
      const label = alternatives.find((a) => a.id === wanted)?.label
      return {
        summary: `choice '${values.name}'${label ? `, counted until chosen: ${label}` : ''}`,
        before: { name: group.name, default: currentDefault },
        after: { name: values.name, default: wanted },
        result: {},
      }
    },
    {},
  )
}

export function removeGroup(actor: StaffActor, estimateId: number, groupId: number) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const group = groupOf(tx, estimateId, groupId)
      const alternatives = tx
        .select({ id: estimateAlternatives.id })
        .from(estimateAlternatives)
        .where(eq(estimateAlternatives.groupId, group.id))
        .all()
      refuseIfLinesIn(
        tx,
        alternatives.map((a) => a.id),
      )
      tx.delete(estimateAlternativeGroups).where(eq(estimateAlternativeGroups.id, group.id)).run()
      return { summary: `choice '${group.name}' removed`, before: group, result: {} }
    },
    {},
  )
}

function refuseIfLinesIn(tx: Tx, alternativeIds: readonly number[]) {
  if (!alternativeIds.length) return
  const used =
    tx
      .select({ n: count() })
      .from(estimateLines)
      .where(inArray(estimateLines.alternativeId, [...alternativeIds]))
      .get()?.n ?? 0
  if (used > 0) {
    throw new EstimateRefusal(
      `${used} ${used === 1 ? 'line belongs' : 'lines belong'} to it: remove them or make them always included first`,
      409,
    )
  }
}

export function addAlternative(
  actor: StaffActor,
  estimateId: number,
  groupId: number,
  label: string,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const group = groupOf(tx, estimateId, groupId)
      const siblings = tx
        .select()
        .from(estimateAlternatives)
        .where(eq(estimateAlternatives.groupId, group.id))
        .all()
      const row = tx
        .insert(estimateAlternatives)
        .values({
          groupId: group.id,
          label,
          isDefault: siblings.length === 0,
          sortOrder: nextSortOrder(siblings),
        })
        .returning()
        .get()
      return {
        summary: `alternative '${label}' added to '${group.name}'`,
        result: { alternativeId: row.id },
      }
    },
    { alternativeId: 0 },
  )
}

export function renameAlternative(
  actor: StaffActor,
  estimateId: number,
  alternativeId: number,
  label: string,
) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const { alternative, group } = alternativeOf(tx, estimateId, alternativeId)
      if (alternative.label === label) return null
      tx.update(estimateAlternatives)
        .set({ label })
        .where(eq(estimateAlternatives.id, alternativeId))
        .run()
      return {
        summary: `alternative '${alternative.label}' of '${group.name}' renamed '${label}'`,
        before: alternative.label,
        after: label,
        result: {},
      }
    },
    {},
  )
}

export function removeAlternative(actor: StaffActor, estimateId: number, alternativeId: number) {
  return edit(
    actor,
    estimateId,
    (tx) => {
      const { alternative, group } = alternativeOf(tx, estimateId, alternativeId)
      refuseIfLinesIn(tx, [alternative.id])
      tx.delete(estimateAlternatives).where(eq(estimateAlternatives.id, alternative.id)).run()
      if (alternative.isDefault) {
        // The group keeps a default: its first alternative left.
        const first = tx
          .select()
          .from(estimateAlternatives)
          .where(eq(estimateAlternatives.groupId, group.id))
          .orderBy(asc(estimateAlternatives.sortOrder), asc(estimateAlternatives.id))
          .get()
        if (first) {
          tx.update(estimateAlternatives)
            .set({ isDefault: true })
            .where(eq(estimateAlternatives.id, first.id))
            .run()
        }
      }
      return {
        summary: `alternative '${alternative.label}' of '${group.name}' removed`,
        before: alternative,
        result: {},
      }
    },
    {},
  )
}

// ---------------------------------------------------------------- sending and versions

/** What stops an estimate from being sent, or null. Every line must be priced. */
function sendRefusal(row: EstimateRow, tree: Tree): string | null {
  if (!row.customerEmail) return "Add the customer's e-mail address first (Customer)."
  if (!tree.lines.length) return 'Add at least one line first.'
  const unpriced = tree.lines.find((l) => l.priceError)
  if (unpriced) {
    const what = unpriced.productType ? PRODUCTS[unpriced.productType].name : 'A line'
    const room = tree.rooms.find((r) => r.id === unpriced.roomId)?.name ?? ''
    return `${what} in ${room} has no price yet: ${unpriced.priceError}.`
  }
  if (row.expiresOn < businessDate())
    return 'The last day to accept has passed: set a new one (Terms).'
  if (totalsOf(row, tree).totalCents <= 0) return 'The estimate comes to nothing: add prices first.'
  return null
}

/**
 * Marks a draft sent (its version replaces the one it revises, and the lead is Quoted), or
 * records a sent estimate sent again; the e-mail itself is written by estimate-mail.server.ts
 * after this transaction. Refused while something is missing.
 */
export function markSent(
  actor: StaffActor,
  estimateId: number,
): WriteResult<{ again: boolean; row: EstimateRow }> {
  assertCan(actor.role, 'estimates')
  try {
    return db.transaction((tx) => {
      const row = estimateOf(tx, actor, estimateId)
      if (row.status !== 'draft' && row.status !== 'sent') {
        throw new EstimateRefusal(`This estimate is ${row.status}: it cannot be sent.`, 409)
      }
      const again = row.status === 'sent'
      if (!again) {
        const refusal = sendRefusal(row, loadTree(estimateId, tx))
        if (refusal) throw new EstimateRefusal(refusal, 400)
        tx.update(estimates)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(estimates.id, estimateId))
          .run()
        if (row.replacesEstimateId) {
          tx.update(estimates)
            .set({ status: 'replaced' })
            .where(
              and(
                eq(estimates.id, row.replacesEstimateId),
                inArray(estimates.status, ['draft', 'sent', 'declined', 'expired']),
              ),
            )
            .run()
        }
        if (row.leadId) {
          const lead = tx
            .select({ status: leads.status })
            .from(leads)
            .where(eq(leads.id, row.leadId))
            .get()
          if (lead && (lead.status === 'new' || lead.status === 'contacted')) {
            updateLeadStatus(row.leadId, 'quoted', actor.username)
          }
        }
      }
      recordAudit(
        {
          actor,
          kind: 'estimate-sent',
          subjectType: 'estimate',
          subjectId: estimateId,
          summary: `Estimate ${row.reference}${row.version > 1 ? ` (version ${row.version})` : ''} ${again ? 'sent again' : 'sent'} to ${row.customerEmail}`,
        },
        tx,
      )
      const sent = tx
        .select()
        .from(estimates)
        .where(eq(estimates.id, estimateId))
        .get() as EstimateRow
      return { ok: true as const, again, row: sent }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

/**
 * A new version of a sent estimate, as a draft holding everything it held (new reference and
 * link; the old link says it was replaced once this one is sent). A draft revision already
 * started is given back instead of a second one.
 */
export function reviseEstimate(actor: StaffActor, estimateId: number): WriteResult<{ id: number }> {
  assertCan(actor.role, 'estimates')
  try {
    return db.transaction((tx) => {
      const row = estimateOf(tx, actor, estimateId)
      if (!['sent', 'declined', 'expired'].includes(row.status)) {
        throw new EstimateRefusal(
          row.status === 'draft'
            ? 'This estimate is still a draft: change it directly.'
            : `This estimate is ${row.status}: it cannot be revised.`,
          409,
        )
      }
      const started = tx
        .select({ id: estimates.id })
        .from(estimates)
        .where(and(eq(estimates.replacesEstimateId, row.id), eq(estimates.status, 'draft')))
        .get()
      if (started) return { ok: true as const, id: started.id }
      const { id: _id, reference: _r, token: _t, createdAt: _c, updatedAt: _u, ...kept } = row
      const copy = tx
        .insert(estimates)
        .values({
          ...kept,
          token: newToken(),
          status: 'draft',
          version: row.version + 1,
          replacesEstimateId: row.id,
          sentAt: null,
          choices: null,
          expiresOn: addCalendarDays(businessDate(), ESTIMATE_VALID_DAYS),
          createdById: actor.id,
          createdByName: actor.username,
        })
        .returning()
        .get()
      copyTree(tx, loadTree(row.id, tx), copy.id)
      repriceCatalogueLines(tx, copy.id)
      if (row.leadId) {
        recordEstimateStep(
          { leadId: row.leadId },
          `Estimate ${row.reference} revised: version ${copy.version} is ${copy.reference}`,
          actor.username,
        )
      }
      recordAudit(
        {
          actor,
          kind: 'estimate-edit',
          subjectType: 'estimate',
          subjectId: copy.id,
          summary: `Estimate ${copy.reference} started as version ${copy.version} of ${row.reference}`,
        },
        tx,
      )
      return { ok: true as const, id: copy.id }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

function copyTree(tx: Tx, tree: Tree, estimateId: number) {
  const rooms = new Map<number, number>()
  const windows = new Map<number, number>()
  const alternatives = new Map<number, number>()
  for (const { id, estimateId: _e, createdAt: _c, ...room } of tree.rooms) {
    rooms.set(
      id,
      tx
        .insert(estimateRooms)
        .values({ ...room, estimateId })
        .returning()
        .get().id,
    )
  }
  for (const { id, estimateId: _e, createdAt: _c, roomId, ...window } of tree.windows) {
    const copy = tx
      .insert(estimateWindows)
      .values({ ...window, estimateId, roomId: rooms.get(roomId) as number })
      .returning()
      .get()
    windows.set(id, copy.id)
  }
  for (const { id, estimateId: _e, roomId, ...group } of tree.groups) {
    const copy = tx
      .insert(estimateAlternativeGroups)
      .values({ ...group, estimateId, roomId: rooms.get(roomId) as number })
      .returning()
      .get()
    for (const { id: alternativeId, groupId: _g, ...alternative } of tree.alternatives.filter(
      (a) => a.groupId === id,
    )) {
      alternatives.set(
        alternativeId,
        tx
          .insert(estimateAlternatives)
          .values({ ...alternative, groupId: copy.id })
          .returning()
          .get().id,
      )
    }
  }
  for (const { id: _id, estimateId: _e, createdAt: _c, updatedAt: _u, ...line } of tree.lines) {
    tx.insert(estimateLines)
      .values({
        ...line,
        estimateId,
        roomId: rooms.get(line.roomId) as number,
        windowId: line.windowId === null ? null : (windows.get(line.windowId) ?? null),
        alternativeId:
          line.alternativeId === null ? null : (alternatives.get(line.alternativeId) ?? null),
      })
      .run()
  }
  // The photos shown on the old version's windows, on the copied windows.
  if (tree.windows.length) copyWindowPhotos(tx, tree.windows[0].estimateId, estimateId, windows)
}

// ---------------------------------------------------------------- reading

export type { EstimateView }

const OPERATION_WORDS = { manual: 'Manual', motorized: 'Motorized' } as const
const SIDE_WORDS = { left: 'controls left', right: 'controls right' } as const

function viewOf(
  row: EstimateRow,
  tree: Tree,
  choices: EstimateChoices = choicesOf(row),
): EstimateView {
  const totals = totalsOf(row, tree, choices)
  const amounts = new Map(totals.lines.map((l) => [l.id, l]))
  const swatchIds = [
    ...new Set(tree.lines.map((l) => l.fabricSwatchId).filter((v): v is number => v !== null)),
  ]
  const swatches = new Map(
    swatchIds.length
      ? db
          .select({
            id: fabricSwatches.id,
            name: fabricSwatches.fabricName,
            color: fabricSwatches.color,
          })
          .from(fabricSwatches)
          .where(inArray(fabricSwatches.id, swatchIds))
          .all()
          .map((s) => [s.id, s])
      : [],
  )
  const types = [
    ...new Set(
      tree.lines.map((l) => l.productType).filter((t): t is PricedProductType => t !== null),
    ),
  ]
  const optionNames = new Map(
    types.length
      ? db
          .select({
            type: productOptions.productType,
            code: productOptions.code,
            name: productOptions.name,
          })
          .from(productOptions)
          .where(inArray(productOptions.productType, types))
          .all()
          .map((o) => [`${o.type}:${o.code}`, o.name])
      : [],
  )
  const lineView = (line: LineRow): EstimateLineView => {
    const amount = amounts.get(line.id)
    let title = line.description
    let details = ''
    if (line.kind === 'catalogue') {
      title = line.productType ? PRODUCTS[line.productType].name : 'Product'
      const fabric = line.fabricSwatchId !== null ? swatches.get(line.fabricSwatchId) : undefined
      details = [
        fabric ? `${fabric.name} (${fabric.color})` : '',
        line.operationType ? OPERATION_WORDS[line.operationType] : '',
        line.operationType === 'manual' && line.controlSide ? SIDE_WORDS[line.controlSide] : '',
        ...line.optionCodes.map((code) =>
          code === INSTALLATION_OPTION
            ? 'installed'
            : (optionNames.get(`${line.productType}:${code}`) ?? code),
        ),
      ]
        .filter(Boolean)
        .join(' · ')
    }
    return {
      id: line.id,
      roomId: line.roomId,
      windowId: line.windowId,
      kind: line.kind,
      title,
      details,
      productType: line.productType,
      fabricSwatchId: line.fabricSwatchId,
      operationType: line.operationType,
      controlSide: line.controlSide,
      optionCodes: line.optionCodes,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      installationCents: line.installationCents,
      priceError: line.priceError,
      optional: line.optional,
      alternativeId: line.alternativeId,
      discount: discountOf(line),
      included: amount?.included ?? false,
      grossCents: amount?.grossCents ?? 0,
      discountCents: amount?.discountCents ?? 0,
      netCents: amount?.netCents ?? 0,
    }
  }
  const alternativeTotals = new Map(totals.alternatives.map((a) => [a.id, a]))
  return {
    id: row.id,
    reference: row.reference ?? String(row.id),
    token: row.token,
    status: row.status as EstimateStatus,
    version: row.version,
    replacesEstimateId: row.replacesEstimateId,
    leadId: row.leadId,
    appointmentId: row.appointmentId,
    language: row.language,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.customerAddress,
      zip: row.customerZip,
    },
    deposit: depositOf(row),
    discount: discountOf(row),
    expiresOn: row.expiresOn,
    customerNote: row.customerNote,
    createdByName: row.createdByName,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    rooms: tree.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      windows: tree.windows
        .filter((w) => w.roomId === room.id)
        .map((w) => ({
          id: w.id,
          label: w.label,
          widthEighths: w.widthEighths,
          heightEighths: w.heightEighths,
          mountType: w.mountType,
          notes: w.notes,
          lines: tree.lines.filter((l) => l.windowId === w.id).map(lineView),
        })),
      lines: tree.lines.filter((l) => l.roomId === room.id && l.windowId === null).map(lineView),
      groups: tree.groups
        .filter((g) => g.roomId === room.id)
        .map((g) => ({
          id: g.id,
          name: g.name,
          alternatives: tree.alternatives
            .filter((a) => a.groupId === g.id)
            .map((a) => ({
              id: a.id,
              label: a.label,
              isDefault: a.isDefault,
              chosen: alternativeTotals.get(a.id)?.chosen ?? false,
              netCents: alternativeTotals.get(a.id)?.netCents ?? 0,
            })),
        })),
    })),
    totals: {
      subtotalCents: totals.subtotalCents,
      lineDiscountCents: totals.lineDiscountCents,
      estimateDiscountCents: totals.estimateDiscountCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
      balanceCents: totals.balanceCents,
    },
    /** What stops it from being sent now (null: it can be sent). */
    sendRefusal: row.status === 'draft' ? sendRefusal(row, tree) : null,
  }
}

/** One estimate, whole, with its totals (the customer's choices, or the defaults). */
export function getEstimate(id: number): EstimateView | undefined {
  const row = db.select().from(estimates).where(eq(estimates.id, id)).get()
  return row ? viewOf(row, loadTree(row.id)) : undefined
}

/**
 * One estimate for a member of staff: undefined when it does not exist, `refused` when it does
 * but is not theirs to see (an installer and a colleague's estimate), to be answered alike.
 */
export function estimateForStaff(
  actor: StaffActor,
  id: number,
): { ok: true; estimate: EstimateView } | { ok: false; refused: boolean } {
  const row = db.select().from(estimates).where(eq(estimates.id, id)).get()
  if (!row) return { ok: false, refused: false }
  if (!canWorkOnEstimate(actor, row)) return { ok: false, refused: true }
  return { ok: true, estimate: viewOf(row, loadTree(row.id)) }
}

/** The estimate a private link names, whole; undefined for a token that is not one. */
export function getEstimateByToken(token: string): EstimateView | undefined {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined
  const row = db.select().from(estimates).where(eq(estimates.token, token)).get()
  return row ? viewOf(row, loadTree(row.id)) : undefined
}

/** The newer version that replaced an estimate, if one was sent. */
export function replacementOf(
  estimateId: number,
): { token: string; reference: string } | undefined {
  const row = db
    .select({ token: estimates.token, reference: estimates.reference, status: estimates.status })
    .from(estimates)
    .where(eq(estimates.replacesEstimateId, estimateId))
    .orderBy(desc(estimates.id))
    .get()
  return row && row.status !== 'draft'
    ? { token: row.token, reference: row.reference ?? '' }
    : undefined
}

/** What the editor offers for catalogue lines: each product's fabrics and options. */
export function editorCatalogue() {
  const swatches = listSwatches()
  const catalogue = {} as Record<
    PricedProductType,
    {
      fabrics: { id: number; name: string }[]
      options: { code: string; name: string; priceCents: number }[]
    }
  >
  for (const type of ['regular', 'zebra', 'roller'] as const) {
    catalogue[type] = {
      fabrics: swatches
        .filter((s) => s.productType === type)
        .map((s) => ({ id: s.id, name: `${s.fabricName} (${s.color})` })),
      options: listOptions(type).map((o) => ({
        code: o.code,
        name: o.name,
        priceCents: o.priceCents,
      })),
    }
  }
  return catalogue
}

/** Where an estimate came from, for its page: the lead's reference, the visit's day. */
export function estimateOrigin(
  view: Pick<EstimateView, 'leadId' | 'appointmentId' | 'replacesEstimateId'>,
) {
  const visit = view.appointmentId
    ? db
        .select({
          id: appointments.id,
          date: appointments.appointmentDate,
          time: appointments.appointmentTime,
        })
        .from(appointments)
        .where(eq(appointments.id, view.appointmentId))
        .get()
    : undefined
  const replaces = view.replacesEstimateId
    ? db
        .select({ id: estimates.id, reference: estimates.reference, version: estimates.version })
        .from(estimates)
        .where(eq(estimates.id, view.replacesEstimateId))
        .get()
    : undefined
  return {
    lead: view.leadId ? { id: view.leadId, reference: leadReference(view.leadId) } : null,
    visit: visit ?? null,
    replaces: replaces ?? null,
  }
}

/** The draft or sent revisions of an estimate (newest first), for "Version 2 is …". */
export function revisionsOf(estimateId: number) {
  return db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      status: estimates.status,
      version: estimates.version,
    })
    .from(estimates)
    .where(eq(estimates.replacesEstimateId, estimateId))
    .orderBy(desc(estimates.id))
    .all()
}

// ---------------------------------------------------------------- the list

export const ESTIMATES_PAGE_SIZE = 50

export type EstimateFilter = {
  status?: EstimateStatus
  search?: string
  page?: number
  /** Only the estimates this person started (an installer's list). */
  createdById?: number
}

/** Staff's list, newest change first: 50 a page, by status, by name, e-mail, phone or reference. */
export function listEstimates(filter: EstimateFilter) {
  const where: SQL[] = []
  if (filter.status) where.push(eq(estimates.status, filter.status))
  if (filter.createdById !== undefined) where.push(eq(estimates.createdById, filter.createdById))
  const search = filter.search?.trim().slice(0, 100)
  if (search) {
    const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    where.push(
      or(
        like(estimates.customerName, pattern),
        like(estimates.customerEmail, pattern),
        like(estimates.customerPhone, pattern),
        like(estimates.reference, pattern),
      ) as SQL,
    )
  }
  const condition = where.length ? and(...where) : undefined
  const total = db.select({ n: count() }).from(estimates).where(condition).get()?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / ESTIMATES_PAGE_SIZE))
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount)
  const rows = db
    .select()
    .from(estimates)
    .where(condition)
    .orderBy(desc(estimates.updatedAt), desc(estimates.id))
    .limit(ESTIMATES_PAGE_SIZE)
    .offset((page - 1) * ESTIMATES_PAGE_SIZE)
    .all()
  return {
    estimates: rows.map((row) => {
      const tree = loadTree(row.id)
      return {
        id: row.id,
        reference: row.reference ?? String(row.id),
        customerName: row.customerName,
        language: row.language,
        status: row.status as EstimateStatus,
        version: row.version,
        totalCents: totalsOf(row, tree).totalCents,
        rooms: tree.rooms.length,
        expiresOn: row.expiresOn,
        updatedAt: row.updatedAt,
      }
    }),
    total,
    page,
    pageCount,
  }
}

/** A line's kind, to read its form with the right schema; undefined when not on this estimate. */
export function lineKind(estimateId: number, lineId: number): LineRow['kind'] | undefined {
  return db
    .select({ kind: estimateLines.kind })
    .from(estimateLines)
    .where(and(eq(estimateLines.id, lineId), eq(estimateLines.estimateId, estimateId)))
    .get()?.kind
}

/** The estimates written for a lead (its page lists them), newest first. */
export function estimatesOfLead(leadId: number) {
  return db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      status: estimates.status,
      version: estimates.version,
      updatedAt: estimates.updatedAt,
    })
    .from(estimates)
    .where(eq(estimates.leadId, leadId))
    .orderBy(desc(estimates.id))
    .all()
}
