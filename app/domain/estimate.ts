// Long (over 400 lines): the estimate's money rule (totals, choices, discounts, deposit) as one pure, tested unit.
/**
 * An estimate's money (issue 39), pure: the salesperson's editor, the printed copy, the
 * customer's page and the sent e-mail all compute with these functions, so they show the same
 * figures. Every amount is integer cents; each figure is rounded once, half up
 * (`divRoundHalfUp`, as the cart does: docs/requirements.md, R1).
 *
 * - A line's amount: unit price x quantity, plus (for a catalogue product with the installation
 *   option) the shop's installation charge, less the line's own discount (percent rounded once,
 *   or cents; never more than the line).
 * - Which lines count: every line, but of an alternative group only the lines of the chosen
 *   alternative (the default until the customer chooses), and of the optional items only those
 *   the customer ticked.
 * - Subtotal: the counted lines before discounts. Discount: the lines' discounts plus the
 *   whole estimate's (percent of what the lines come to after their own discounts, or cents;
 *   never more than that). Tax: the injected tax rule, given each unit at its price after
 *   every discount (the whole estimate's discount shared across the lines in proportion, to the
 *   cent), since Florida's surtax stops at the first $5,000 of each item. Total: subtotal less
 *   discount plus tax. Deposit: a percent of the total (rounded once) or an amount (never more
 *   than the total).
 */
import { divRoundHalfUp } from './money'

// ---------------------------------------------------------------- words

export const ESTIMATE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'replaced',
] as const
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number]

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  replaced: 'Replaced',
}

/**
 * What a line is: a product of the shop's catalogue (priced by the shop's grids and options),
 * or something the shop does not sell online, priced by hand.
 */
export const ESTIMATE_LINE_KINDS = [
  'catalogue',
  'shutters',
  'drapery',
  'motor',
  'repair',
  'removal',
  'labour',
  'other',
] as const
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number]
export type HandPricedKind = Exclude<EstimateLineKind, 'catalogue'>
export const HAND_PRICED_KINDS = ESTIMATE_LINE_KINDS.filter(
  (k): k is HandPricedKind => k !== 'catalogue',
)

export const HAND_PRICED_LABELS: Record<HandPricedKind, string> = {
  shutters: 'Shutters',
  drapery: 'Drapery',
  motor: 'Motor',
  repair: 'Repair',
  removal: 'Removal',
  labour: 'Labour',
  other: 'Other',
}

export const DISCOUNT_KINDS = ['percent', 'amount'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** A discount: a percent in basis points (12.5% = 1250) or an amount in cents. */
export type Discount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number }

/** The deposit asked: a percent of the total in basis points (50% = 5000), or an amount. */
export type Deposit = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number }

/** Until the salesperson says otherwise: half the total. */
export const DEFAULT_DEPOSIT_BASIS_POINTS = 5000
/** Quotes are valid 30 days (the terms page). */
export const ESTIMATE_VALID_DAYS = 30

/** The customer's tax on the units sold, in cents (Florida's rule is wired in by the server). */
export type TaxFunction = (items: { unitCents: number; quantity: number }[]) => number

// ---------------------------------------------------------------- one line

/** What the totals need of a line. */
export interface EstimateLineForTotals {
  id: number
  quantity: number
  unitPriceCents: number
  /** The shop's installation charge for the whole quantity (catalogue lines with installation). */
  installationCents?: number
  /** An item the customer may tick. */
  optional?: boolean
  /** The alternative (good, better, best) the line belongs to, if any. */
  alternativeId?: number | null
  discount?: Discount | null
}

/** An alternative group: the customer picks one of its alternatives. */
export interface AlternativeGroupForTotals {
  id: number
  alternatives: readonly { id: number; isDefault?: boolean }[]
}

/** The customer's choices; anything not chosen is the default (no optional item ticked). */
export interface EstimateChoices {
  /** Group id -> the alternative chosen. */
  alternatives?: Readonly<Record<number, number>>
  optionalLineIds?: readonly number[]
}

/** What a discount takes off an amount: a percent rounded once, never more than the amount. */
export function discountOff(amountCents: number, discount: Discount | null | undefined): number {
  if (!discount || amountCents <= 0) return 0
  const off =
    discount.kind === 'percent'
      ? divRoundHalfUp(amountCents * Math.max(0, discount.basisPoints), 10_000)
      : discount.cents
  return Math.min(amountCents, Math.max(0, off))
}

/** A line before any discount: unit price x quantity, plus its installation. */
export function lineGrossCents(line: EstimateLineForTotals): number {
  return line.unitPriceCents * line.quantity + (line.installationCents ?? 0)
}

// ---------------------------------------------------------------- choices

/** The alternative each group counts: the customer's choice, else the default, else the first. */
export function chosenAlternatives(
  groups: readonly AlternativeGroupForTotals[],
  choices: EstimateChoices = {},
): Map<number, number> {
  const chosen = new Map<number, number>()
  for (const group of groups) {
    if (!group.alternatives.length) continue
    const asked = choices.alternatives?.[group.id]
    const valid = group.alternatives.some((a) => a.id === asked)
    const fallback = group.alternatives.find((a) => a.isDefault) ?? group.alternatives[0]
    chosen.set(group.id, valid ? (asked as number) : fallback.id)
  }
  return chosen
}

function groupOfAlternative(groups: readonly AlternativeGroupForTotals[]): Map<number, number> {
  const map = new Map<number, number>()
  for (const group of groups) for (const a of group.alternatives) map.set(a.id, group.id)
  return map
}

// ---------------------------------------------------------------- totals

export interface EstimateLineAmount {
  id: number
  /** Counted in the total with these choices. */
  included: boolean
  grossCents: number
  discountCents: number
  /** After the line's own discount (before the whole estimate's). */
  netCents: number
}

export interface EstimateTotals {
  lines: EstimateLineAmount[]
  /** Each alternative's lines added up (after their own discounts), and whether it counts. */
  alternatives: { id: number; groupId: number; chosen: boolean; netCents: number }[]
  subtotalCents: number
  lineDiscountCents: number
  estimateDiscountCents: number
  /** Both discounts. */
  discountCents: number
  taxCents: number
  totalCents: number
  depositCents: number
  balanceCents: number
}

/**
 * Shares `amount` across `weights` in proportion, to the cent: each part rounded down, the
 * cents left over going to the largest remainders (the first on a tie). Exact in integers.
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (amount <= 0 || total <= 0) return weights.map(() => 0)
  const big = BigInt(amount)
  const bigTotal = BigInt(total)
  const parts = weights.map((w) => {
    const product = big * BigInt(w)
    return { share: Number(product / bigTotal), remainder: product % bigTotal }
  })
  let left = amount - parts.reduce((sum, p) => sum + p.share, 0)
  const order = parts
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    )
  for (const { index } of order) {
    if (left <= 0) break
    parts[index].share += 1
    left -= 1
  }
  return parts.map((p) => p.share)
}

/** A line's units at `cents` for the whole quantity, as items priced to the cent. */
function unitItems(cents: number, quantity: number): { unitCents: number; quantity: number }[] {
  if (cents <= 0 || quantity <= 0) return []
  const base = Math.floor(cents / quantity)
  const dearer = cents - base * quantity
  const items = []
  if (dearer > 0) items.push({ unitCents: base + 1, quantity: dearer })
  if (quantity - dearer > 0 && base > 0)
    items.push({ unitCents: base, quantity: quantity - dearer })
  return items
}

/** The deposit due on a total. */
export function depositDueCents(totalCents: number, deposit: Deposit | null | undefined): number {
  if (!deposit || totalCents <= 0) return 0
  if (deposit.kind === 'percent') {
    return Math.min(
      totalCents,
      divRoundHalfUp(totalCents * Math.max(0, deposit.basisPoints), 10_000),
    )
  }
  return Math.min(totalCents, Math.max(0, deposit.cents))
}

export function estimateTotals(input: {
  lines: readonly EstimateLineForTotals[]
  groups?: readonly AlternativeGroupForTotals[]
  choices?: EstimateChoices
  discount?: Discount | null
  deposit?: Deposit | null
  tax: TaxFunction
}): EstimateTotals {
  const groups = input.groups ?? []
  const chosen = chosenAlternatives(groups, input.choices)
  const groupOf = groupOfAlternative(groups)
  const ticked = new Set(input.choices?.optionalLineIds ?? [])

  const lines: EstimateLineAmount[] = input.lines.map((line) => {
    const grossCents = lineGrossCents(line)
    const discountCents = discountOff(grossCents, line.discount)
    let included: boolean
    if (line.alternativeId !== null && line.alternativeId !== undefined) {
      const group = groupOf.get(line.alternativeId)
      included = group !== undefined && chosen.get(group) === line.alternativeId
    } else if (line.optional) {
      included = ticked.has(line.id)
    } else {
      included = true
    }
    return {
      id: line.id,
      included,
      grossCents,
      discountCents,
      netCents: grossCents - discountCents,
    }
  })

  const alternatives = groups.flatMap((group) =>
    group.alternatives.map((a) => ({
      id: a.id,
      groupId: group.id,
      chosen: chosen.get(group.id) === a.id,
      netCents: input.lines.reduce(
        (sum, line, index) => (line.alternativeId === a.id ? sum + lines[index].netCents : sum),
        0,
      ),
    })),
  )

  const counted = lines.filter((l) => l.included)
  const subtotalCents = counted.reduce((sum, l) => sum + l.grossCents, 0)
  const lineDiscountCents = counted.reduce((sum, l) => sum + l.discountCents, 0)
  const afterLines = subtotalCents - lineDiscountCents
  const estimateDiscountCents = discountOff(afterLines, input.discount)
  const shares = shareInProportion(
    estimateDiscountCents,
    counted.map((l) => l.netCents),
  )
  const quantities = new Map(input.lines.map((l) => [l.id, l.quantity]))
  const items = counted.flatMap((l, index) =>
    unitItems(l.netCents - shares[index], quantities.get(l.id) ?? 1),
  )
  const taxCents = items.length ? input.tax(items) : 0
  const totalCents = afterLines - estimateDiscountCents + taxCents
  const depositCents = depositDueCents(totalCents, input.deposit)
  return {
    lines,
    alternatives,
    subtotalCents,
    lineDiscountCents,
    estimateDiscountCents,
    discountCents: lineDiscountCents + estimateDiscountCents,
    taxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  }
}

// ---------------------------------------------------------------- the discount limit

/** A share as an exact fraction (the comparison with a limit must not round). */
export type Share = { numerator: bigint; denominator: bigint }

const NO_SHARE: Share = { numerator: 0n, denominator: 1n }

/**
 * The most of a line's price the customer could be given off, over every choice they may make:
 * the limit a role may give holds whichever alternative or option is picked. For each line, its
 * own discount plus its part of the whole estimate's discount; a whole-estimate amount counts
 * against the smallest the estimate can come to (the cheapest alternatives, nothing optional;
 * if that is nothing, the cheapest line or alternative). A bound, exact in integers.
 */
export function discountShare(input: {
  lines: readonly EstimateLineForTotals[]
  groups?: readonly AlternativeGroupForTotals[]
  discount?: Discount | null
}): Share {
  const groups = input.groups ?? []
  const net = new Map<number, number>()
  let best: Share = NO_SHARE
  const nets = input.lines.map((line) => {
    const gross = lineGrossCents(line)
    const off = discountOff(gross, line.discount)
    net.set(line.id, gross - off)
    return { line, gross, off, net: gross - off }
  })

  let wholeNumerator = 0n
  let wholeDenominator = 1n
  const discount = input.discount
  if (discount?.kind === 'percent' && discount.basisPoints > 0) {
    wholeNumerator = BigInt(Math.min(10_000, discount.basisPoints))
    wholeDenominator = 10_000n
  } else if (discount?.kind === 'amount' && discount.cents > 0) {
    const smallest = smallestSubtotal(nets, groups)
    if (smallest > 0) {
      wholeNumerator = BigInt(Math.min(discount.cents, smallest))
      wholeDenominator = BigInt(smallest)
    }
  }

  for (const { gross, off, net: n } of nets) {
    if (gross <= 0) continue
    // (off + n x whole) / gross, as one fraction.
    const share: Share = {
      numerator: BigInt(off) * wholeDenominator + BigInt(n) * wholeNumerator,
      denominator: BigInt(gross) * wholeDenominator,
    }
    if (share.numerator * best.denominator > best.numerator * share.denominator) best = share
  }
  return best
}

function smallestSubtotal(
  nets: readonly { line: EstimateLineForTotals; net: number }[],
  groups: readonly AlternativeGroupForTotals[],
): number {
  const inGroup = groupOfAlternative(groups)
  let required = 0
  const alternativeNet = new Map<number, number>()
  const candidates: number[] = []
  for (const { line, net } of nets) {
    const alternative = line.alternativeId ?? null
    if (alternative !== null && inGroup.has(alternative)) {
      alternativeNet.set(alternative, (alternativeNet.get(alternative) ?? 0) + net)
    } else if (line.optional) {
      candidates.push(net)
    } else {
      required += net
    }
  }
  let cheapestChoices = 0
  for (const group of groups) {
    const sums = group.alternatives.map((a) => alternativeNet.get(a.id) ?? 0)
    if (sums.length) cheapestChoices += Math.min(...sums)
    candidates.push(...sums)
  }
  const smallest = required + cheapestChoices
  if (smallest > 0) return smallest
  const positive = candidates.filter((c) => c > 0)
  return positive.length ? Math.min(...positive) : 0
}

/** A share in basis points, rounded up (so "12.01%" is never shown as within 12%). */
export function shareBasisPoints(share: Share): number {
  if (share.numerator <= 0n) return 0
  const scaled = share.numerator * 10_000n
  return Number((scaled + share.denominator - 1n) / share.denominator)
}

function above(share: Share, limitBasisPoints: number): boolean {
  return share.numerator * 10_000n > BigInt(limitBasisPoints) * share.denominator
}

function larger(a: Share, b: Share): boolean {
  return a.numerator * b.denominator > b.numerator * a.denominator
}

/** The most a role may give off, in basis points; null: any (the owner). */
export type DiscountLimits = { office: number; installer: number }

/** Until the owner sets them: the office 10%, an installer 5%. */
export const DEFAULT_DISCOUNT_LIMITS: DiscountLimits = { office: 1000, installer: 500 }

export function discountLimitFor(role: string, limits: DiscountLimits): number | null {
  if (role === 'owner') return null
  if (role === 'office') return limits.office
  if (role === 'installer') return limits.installer
  return 0
}

/**
 * Why a change is refused by the acting person's discount limit, or null when it may be saved.
 * A change is refused when it raises the discount above the limit; a change that leaves an
 * earlier (larger) discount where it was, or lowers it, is not (the owner may have given it,
 * or lowered the limit since).
 */
export function discountLimitRefusal(
  before: Share,
  after: Share,
  limitBasisPoints: number | null,
): string | null {
  if (limitBasisPoints === null) return null
  if (!above(after, limitBasisPoints) || !larger(after, before)) return null
  return `Your discount limit is ${formatBasisPoints(limitBasisPoints)}: this would give up to ${formatBasisPoints(shareBasisPoints(after))} off. Lower the discount, or ask the owner.`
}

// ---------------------------------------------------------------- percents as typed

/** '12.5' or '12.5%' -> 1250 basis points; null unless 0-100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim())
  if (!match) return null
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0')
  return basisPoints <= 10_000 ? basisPoints : null
}

/** 1250 -> '12.5%', 1000 -> '10%'. */
export function formatBasisPoints(basisPoints: number): string {
  return `${basisPointsNumber(basisPoints)}%`
}

/** 1250 -> '12.5' (what a percent field shows). */
export function basisPointsNumber(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100)
  const rest = basisPoints % 100
  if (rest === 0) return String(whole)
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`
}

// ---------------------------------------------------------------- states

/**
 * The state the customer's page shows: a sent estimate past its last day (YYYY-MM-DD,
 * business time zone) reads as expired even before anything marks it so.
 */
export function estimateState(
  estimate: { status: EstimateStatus; expiresOn: string },
  today: string,
): EstimateStatus {
  return estimate.status === 'sent' && estimate.expiresOn < today ? 'expired' : estimate.status
}
