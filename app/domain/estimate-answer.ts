/**
 * The customer's answer to an estimate (issue 39), pure: may this estimate still be answered,
 * which choices are the estimate's own, the consent sentence, and the snapshot of what is
 * accepted with its SHA-256 (docs/decisions/138-estimate-signature.md). The server runs these
 * before it writes; the customer's page shows the same words.
 */
import type { Translate } from '~/components/i18n'
import { longCalendarDate } from './business-time'
import type { EstimateChoices, EstimateStatus } from './estimate'
import type { Locale } from './locale'
import { formatCents } from './pricing'

// ---------------------------------------------------------------- may it be answered?

/**
 * Why the customer can no longer choose, accept or decline, or null when they can: only a
 * sent estimate on or before its last day (YYYY-MM-DD, business time zone) is answered.
 */
export function estimateAnswerRefusal(
  estimate: { status: EstimateStatus; expiresOn: string },
  today: string,
): string | null {
  switch (estimate.status) {
    case 'accepted':
      return 'This estimate was already accepted: nothing more to do here.'
    case 'declined':
      return 'This estimate was declined. If you changed your mind, call us and we will send it again.'
    case 'replaced':
      return 'This estimate was replaced by a newer version: please answer the new one.'
    case 'expired':
      return `This estimate was valid until ${longCalendarDate(estimate.expiresOn)}: call us and we will bring it up to date.`
    case 'draft':
      return 'This estimate has not been sent yet.'
    case 'sent':
      return estimate.expiresOn < today
        ? `This estimate was valid until ${longCalendarDate(estimate.expiresOn)}: call us and we will bring it up to date.`
        : null
  }
}

// ---------------------------------------------------------------- choices

/** What the customer may choose on an estimate: each group's alternatives, the optional lines. */
export interface ChoiceStructure {
  groups: readonly { id: number; alternativeIds: readonly number[] }[]
  optionalLineIds: readonly number[]
}

/**
 * The customer's choices checked against the estimate: an alternative must be one of its own
 * group, an optional line one of this estimate's. A forged id is refused whole (nothing kept).
 * Groups not answered keep their default.
 */
export function checkedChoices(
  structure: ChoiceStructure,
  asked: { alternatives: Readonly<Record<string, string>>; optionalLineIds: readonly string[] },
): { ok: true; choices: Required<EstimateChoices> } | { ok: false; message: string } {
  const refused = {
    ok: false as const,
    message: 'That choice is not one of this estimate: reload the page and choose again.',
  }
  const alternatives: Record<number, number> = {}
  for (const [groupText, alternativeText] of Object.entries(asked.alternatives)) {
    const group = structure.groups.find((g) => String(g.id) === groupText)
    const alternativeId = Number(alternativeText)
    if (!group || !/^\d+$/.test(alternativeText) || !group.alternativeIds.includes(alternativeId))
      return refused
    alternatives[group.id] = alternativeId
  }
  const optionalLineIds: number[] = []
  for (const text of asked.optionalLineIds) {
    const id = Number(text)
    if (!/^\d+$/.test(text) || !structure.optionalLineIds.includes(id)) return refused
    if (!optionalLineIds.includes(id)) optionalLineIds.push(id)
  }
  optionalLineIds.sort((a, b) => a - b)
  return { ok: true, choices: { alternatives, optionalLineIds } }
}

// ---------------------------------------------------------------- consent

/** The most characters of a typed name, and of a decline's reason. */
export const SIGNED_NAME_MAX = 120
export const DECLINE_REASON_MAX = 1000
/** The most bytes of a drawn signature's PNG (a signature pad's is 5 to 20 KB). */
export const SIGNATURE_MAX_BYTES = 48 * 1024

/**
 * The sentence shown above the Accept button and kept with the acceptance, word for word, in
 * the language the page was read in (`t` of that language: catalog part `estimate`).
 */
export function consentSentence(
  estimate: {
    reference: string
    version: number
    totalCents: number
    depositCents: number
  },
  t: Translate,
  locale: Locale = 'en',
): string {
  const values = {
    reference: estimate.reference,
    version: estimate.version,
    total: formatCents(estimate.totalCents, locale),
    deposit: formatCents(estimate.depositCents, locale),
  }
  return estimate.depositCents > 0
    ? t('estimate.consent.deposit', values)
    : t('estimate.consent.noDeposit', values)
}

// ---------------------------------------------------------------- the snapshot and its hash

export interface AcceptanceSnapshot {
  estimate: { id: number; reference: string; version: number; expiresOn: string }
  customer: { name: string; email: string; address: string | null }
  choices: { alternatives: Record<string, number>; optionalLineIds: number[] }
  /** Every line counted in the total, as the customer saw it. */
  lines: {
    id: number
    room: string
    title: string
    details: string
    quantity: number
    netCents: number
  }[]
  totals: {
    subtotalCents: number
    discountCents: number
    taxCents: number
    totalCents: number
    depositCents: number
    balanceCents: number
  }
  consent: string
  signedName: string
  /** SHA-256 of the drawn signature's PNG, hex; null when none was drawn. */
  signatureSha256: string | null
  /** ISO 8601, UTC. */
  acceptedAt: string
  ipAddress: string
  userAgent: string
}

/** JSON with every object's keys in order, so the same snapshot always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

/** The text kept as the record of what was accepted, and its hash. */
export function sealSnapshot(snapshot: AcceptanceSnapshot): { text: string; hash: string } {
  const text = canonicalJson(snapshot)
  return { text, hash: sha256Hex(new TextEncoder().encode(text)) }
}

/** Whether a kept snapshot is still the text its hash was taken of. */
export function snapshotIntact(text: string, hash: string): boolean {
  return sha256Hex(new TextEncoder().encode(text)) === hash
}

// SHA-256 (FIPS 180-4), here so the rule stays pure and runs the same in the browser and tests.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

/** SHA-256 of bytes, as 64 hex digits. */
export function sha256Hex(bytes: Uint8Array): string {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ])
  const bitLength = bytes.length * 8
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64)
  padded.set(bytes)
  padded[bytes.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x1_0000_0000))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  const w = new Uint32Array(64)
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3)
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
      hh = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    h[0] += a
    h[1] += b
    h[2] += c
    h[3] += d
    h[4] += e
    h[5] += f
    h[6] += g
    h[7] += hh
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('')
}
