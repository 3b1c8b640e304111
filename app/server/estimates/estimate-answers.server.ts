// Long (over 400 lines): the customer's answer as one unit (choices, the signature's checks, the acceptance record and its snapshot, the decline, the record read back), each write in its own transaction with its audit entry.
/**
 * The customer's answer on their private link (issue 39): the choices they make (alternatives,
 * optional items), their acceptance with its record, and a decline. The one writer of
 * `estimate_acceptances`, and of the few columns of `estimates` the customer changes (choices,
 * status accepted or declined, the decline's date and reason); everything else on an estimate
 * is written by estimates.server.ts. Each answer is checked by app/domain/estimate-answer.ts in
 * the same transaction as its write, so two tabs cannot both accept, and an estimate replaced
 * or past its last day cannot be answered. Why the record holds what it holds:
 * docs/decisions/138-estimate-signature.md.
 */

import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { businessDate } from '~/domain/business-time'
import type { EstimateStatus } from '~/domain/estimate'
import {
  type AcceptanceSnapshot,
  type ChoiceStructure,
  checkedChoices,
  consentSentence,
  estimateAnswerRefusal,
  SIGNATURE_MAX_BYTES,
  sealSnapshot,
  sha256Hex,
  snapshotIntact,
} from '~/domain/estimate-answer'
import type { EstimateView } from '~/domain/estimate-view'
import { detectImageFormat } from '~/domain/image-type'
import type { Locale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { recordAudit } from '../admin/audit-log.server'
import { writePendingJob } from '../orders/installed-job.server'
import { db, schema } from '../platform/db.server'
import { serverT } from '../platform/i18n.server'
import { updateLeadStatus } from '../requests/leads.server'
import { recordEstimateStep } from '../requests/request-activity.server'
import { getEstimate } from './estimates.server'

const { estimates, estimateAcceptances, leads } = schema
const IMMEDIATE = { behavior: 'immediate' } as const

export type AnswerRefused = { ok: false; status: 400 | 404 | 409; field: string; message: string }

class AnswerRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 409,
    readonly field = '',
  ) {
    super(message)
  }
}

function refusedFrom(error: unknown): AnswerRefused {
  if (error instanceof AnswerRefusal) {
    return { ok: false, status: error.status, field: error.field, message: error.message }
  }
  throw error
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/** The estimate a token names, checked to be answerable today, inside the transaction. */
function answerable(tx: Tx, token: string) {
  const row = tx.select().from(estimates).where(eq(estimates.token, token)).get()
  if (!row || row.status === 'draft') throw new AnswerRefusal('Estimate not found', 404)
  const refusal = estimateAnswerRefusal(
    { status: row.status as EstimateStatus, expiresOn: row.expiresOn },
    businessDate(),
  )
  if (refusal) throw new AnswerRefusal(refusal, 409)
  return row
}

/** What the customer may choose on this estimate. */
export function choiceStructureOf(view: Pick<EstimateView, 'rooms'>): ChoiceStructure {
  const groups = view.rooms.flatMap((room) =>
    room.groups.map((g) => ({ id: g.id, alternativeIds: g.alternatives.map((a) => a.id) })),
  )
  const optionalLineIds = view.rooms
    .flatMap((room) => [...room.lines, ...room.windows.flatMap((w) => w.lines)])
    .filter((line) => line.optional && line.alternativeId === null)
    .map((line) => line.id)
  return { groups, optionalLineIds }
}

// ---------------------------------------------------------------- choices

/**
 * Keeps the customer's choices (every group's alternative and the optional lines ticked, as the
 * form sends them all at once); the totals are computed again from them by every read.
 */
export function saveChoices(
  token: string,
  asked: { alternatives: Record<string, string>; optionalLineIds: string[] },
): { ok: true; estimate: EstimateView } | AnswerRefused {
  try {
    return db.transaction((tx) => {
      const row = answerable(tx, token)
      const view = getEstimate(row.id) as EstimateView
      const checked = checkedChoices(choiceStructureOf(view), asked)
      if (!checked.ok) throw new AnswerRefusal(checked.message, 400, 'choices')
      tx.update(estimates)
        .set({
          choices: {
            alternatives: Object.fromEntries(
              Object.entries(checked.choices.alternatives).map(([g, a]) => [String(g), a]),
            ),
            optionalLineIds: [...checked.choices.optionalLineIds],
          },
          updatedAt: new Date(),
        })
        .where(eq(estimates.id, row.id))
        .run()
      return { ok: true as const, estimate: getEstimate(row.id) as EstimateView }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

// ---------------------------------------------------------------- the drawn signature

const SIGNATURE_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/
/** A signature pad is a strip, not a photo: the most pixels a signature may have each way. */
const SIGNATURE_MAX_WIDTH = 2000
const SIGNATURE_MAX_HEIGHT = 1000

/**
 * The drawn signature as the form sends it (a PNG data URL from the pad), checked by its
 * bytes: a PNG, at most SIGNATURE_MAX_BYTES, of a signature's size, that decodes whole.
 * An empty field is no signature (the typed name signs).
 */
export async function readSignature(
  text: string,
): Promise<{ ok: true; png: Buffer | null } | { ok: false; message: string }> {
  if (!text.trim()) return { ok: true, png: null }
  const tooBig = {
    ok: false as const,
    message: 'That signature is too large to keep. Press Clear and sign again, a little smaller.',
  }
  // Base64 is 4 characters for 3 bytes: refuse a huge field before decoding it.
  if (text.length > Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64) return tooBig
  const notPng = {
    ok: false as const,
    message: 'The signature could not be read. Press Clear and sign again.',
  }
  const base64 = SIGNATURE_DATA_URL.exec(text.trim())?.[1]
  if (!base64) return notPng
  const png = Buffer.from(base64, 'base64')
  if (png.length > SIGNATURE_MAX_BYTES) return tooBig
  if (detectImageFormat(png) !== 'png') return notPng
  try {
    const image = sharp(png, { limitInputPixels: SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT })
    const meta = await image.metadata()
    if (meta.format !== 'png') return notPng
    if ((meta.width ?? 0) > SIGNATURE_MAX_WIDTH || (meta.height ?? 0) > SIGNATURE_MAX_HEIGHT) {
      return tooBig
    }
    // Decoded whole: a PNG cut short or with a broken chunk is not kept as a signature.
    await image.raw().toBuffer()
  } catch {
    return notPng
  }
  return { ok: true, png }
}

// ---------------------------------------------------------------- accepting

export type Acceptance = {
  signedName: string
  signaturePng: Buffer | null
  /** The total the customer's page showed: a different one means the estimate moved. */
  shownTotalCents: number
  ipAddress: string
  userAgent: string
  /** The language the page was read in: the consent sentence is kept in its words, and what is sent next goes in it. */
  locale?: Locale
}

/** The record of what is accepted, from the estimate as it reads now with its choices. */
function snapshotOf(view: EstimateView, acceptance: Acceptance, at: Date): AcceptanceSnapshot {
  const { totals } = view
  const lines = view.rooms.flatMap((room) =>
    [...room.windows.flatMap((w) => w.lines), ...room.lines]
      .filter((line) => line.included)
      .map((line) => ({
        id: line.id,
        room: room.name,
        title: line.title,
        details: line.details,
        quantity: line.quantity,
        netCents: line.netCents,
      })),
  )
  const chosen: Record<string, number> = {}
  for (const room of view.rooms) {
    for (const group of room.groups) {
      const alternative = group.alternatives.find((a) => a.chosen)
      if (alternative) chosen[String(group.id)] = alternative.id
    }
  }
  return {
    estimate: {
      id: view.id,
      reference: view.reference,
      version: view.version,
      expiresOn: view.expiresOn,
    },
    customer: {
      name: view.customer.name,
      email: view.customer.email,
      address: view.customer.address,
    },
    choices: {
      alternatives: chosen,
      optionalLineIds: choiceStructureOf(view).optionalLineIds.filter((id) =>
        lines.some((l) => l.id === id),
      ),
    },
    lines,
    totals: {
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
      balanceCents: totals.balanceCents,
    },
    consent: consentSentence(
      {
        reference: view.reference,
        version: view.version,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
      },
      serverT(acceptance.locale ?? 'en').t,
      acceptance.locale ?? 'en',
    ),
    signedName: acceptance.signedName,
    signatureSha256: acceptance.signaturePng ? sha256Hex(acceptance.signaturePng) : null,
    acceptedAt: at.toISOString(),
    ipAddress: acceptance.ipAddress,
    userAgent: acceptance.userAgent,
  }
}

/**
 * The customer accepts: once, while the estimate may be answered and shows the total they
 * saw. In one transaction: the record with its sealed snapshot, the estimate accepted (no
 * longer changed by anyone), its installed job Awaiting deposit, the lead won, its timeline
 * and the audit log.
 */
export function acceptEstimate(
  token: string,
  acceptance: Acceptance,
): { ok: true; estimate: EstimateView } | AnswerRefused {
  try {
    return db.transaction((tx) => {
      const row = answerable(tx, token)
      const done = tx
        .select({ id: estimateAcceptances.id })
        .from(estimateAcceptances)
        .where(eq(estimateAcceptances.estimateId, row.id))
        .get()
      if (done) throw new AnswerRefusal('This estimate was already accepted.', 409)
      const view = getEstimate(row.id) as EstimateView
      if (view.totals.totalCents !== acceptance.shownTotalCents) {
        throw new AnswerRefusal(
          'The total changed since this page was opened. Check the new total and accept again.',
          409,
          'signedName',
        )
      }
      const at = new Date()
      const sealed = sealSnapshot(snapshotOf(view, acceptance, at))
      const snapshot = JSON.parse(sealed.text) as AcceptanceSnapshot
      tx.insert(estimateAcceptances)
        .values({
          estimateId: row.id,
          version: row.version,
          signedName: acceptance.signedName,
          signaturePng: acceptance.signaturePng,
          consentText: snapshot.consent,
          ipAddress: acceptance.ipAddress,
          userAgent: acceptance.userAgent,
          snapshot: sealed.text,
          snapshotHash: sealed.hash,
          acceptedAt: at,
        })
        .run()
      const changed = tx
        .update(estimates)
        .set({
          status: 'accepted',
          updatedAt: at,
          ...(acceptance.locale ? { language: acceptance.locale } : {}),
        })
        .where(and(eq(estimates.id, row.id), eq(estimates.status, 'sent')))
        .run().changes
      if (changed !== 1) throw new AnswerRefusal('This estimate can no longer be accepted.', 409)
      // The job, Awaiting deposit, with the acceptance: the office can take a check at the
      // table before the customer ever opens the deposit page, which then reuses this order.
      writePendingJob(tx, getEstimate(row.id) as EstimateView)
      const what = `Estimate ${row.reference}${row.version > 1 ? ` (version ${row.version})` : ''}`
      const summary = `${what} accepted by ${acceptance.signedName} for ${formatTotal(view)} from ${acceptance.ipAddress}`
      recordAudit(
        {
          actor: { id: null, username: `Customer: ${acceptance.signedName}` },
          kind: 'estimate-answer',
          subjectType: 'estimate',
          subjectId: row.id,
          summary,
          after: { snapshotHash: sealed.hash, userAgent: acceptance.userAgent },
        },
        tx,
      )
      if (row.leadId) {
        recordEstimateStep({ leadId: row.leadId }, summary, null)
        const lead = tx
          .select({ status: leads.status })
          .from(leads)
          .where(eq(leads.id, row.leadId))
          .get()
        if (lead && lead.status !== 'won') updateLeadStatus(row.leadId, 'won', null)
      }
      return { ok: true as const, estimate: getEstimate(row.id) as EstimateView }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

function formatTotal(view: EstimateView): string {
  return formatCents(view.totals.totalCents)
}

// ---------------------------------------------------------------- declining

/** The customer declines, with a reason if they give one: timeline and audit log say so. */
export function declineEstimate(
  token: string,
  decline: { reason: string; ipAddress: string },
): { ok: true; estimate: EstimateView } | AnswerRefused {
  try {
    return db.transaction((tx) => {
      const row = answerable(tx, token)
      const at = new Date()
      const reason = decline.reason.trim() || null
      tx.update(estimates)
        .set({ status: 'declined', declinedAt: at, declineReason: reason, updatedAt: at })
        .where(and(eq(estimates.id, row.id), eq(estimates.status, 'sent')))
        .run()
      const what = `Estimate ${row.reference}${row.version > 1 ? ` (version ${row.version})` : ''}`
      const summary = `${what} declined by the customer${reason ? `: “${reason}”` : ' (no reason given)'}`
      recordAudit(
        {
          actor: { id: null, username: `Customer: ${row.customerName}` },
          kind: 'estimate-answer',
          subjectType: 'estimate',
          subjectId: row.id,
          summary: `${summary} (from ${decline.ipAddress})`,
        },
        tx,
      )
      if (row.leadId) recordEstimateStep({ leadId: row.leadId }, summary, null)
      return { ok: true as const, estimate: getEstimate(row.id) as EstimateView }
    }, IMMEDIATE)
  } catch (error) {
    return refusedFrom(error)
  }
}

// ---------------------------------------------------------------- reading the record

export type AcceptanceRecord = {
  signedName: string
  /** The drawn signature as a data: URL for an <img>; null when the typed name signed alone. */
  signatureSrc: string | null
  acceptedAt: Date
  version: number
  ipAddress: string
  userAgent: string
  consentText: string
  snapshotHash: string
  /** The kept snapshot still hashes to its hash. */
  intact: boolean
  totalCents: number
  depositCents: number
}

/** An estimate's acceptance, as the customer's and staff's pages show it. */
export function acceptanceOf(estimateId: number): AcceptanceRecord | null {
  const row = db
    .select()
    .from(estimateAcceptances)
    .where(eq(estimateAcceptances.estimateId, estimateId))
    .get()
  if (!row) return null
  const snapshot = JSON.parse(row.snapshot) as AcceptanceSnapshot
  return {
    signedName: row.signedName,
    signatureSrc: row.signaturePng
      ? `data:image/png;base64,${Buffer.from(row.signaturePng).toString('base64')}`
      : null,
    acceptedAt: row.acceptedAt,
    version: row.version,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    consentText: row.consentText,
    snapshotHash: row.snapshotHash,
    intact: snapshotIntact(row.snapshot, row.snapshotHash),
    totalCents: snapshot.totals.totalCents,
    depositCents: snapshot.totals.depositCents,
  }
}

/** A declined estimate's date and reason. */
export function declineOf(estimateId: number) {
  const row = db
    .select({ at: estimates.declinedAt, reason: estimates.declineReason })
    .from(estimates)
    .where(eq(estimates.id, estimateId))
    .get()
  return row?.at ? { declinedAt: row.at, reason: row.reason } : null
}
