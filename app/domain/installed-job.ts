/**
 * An installed job (issue 39): the specification kept from the accepted estimate, and the one
 * rule for what the customer has paid and still owes (card payments that went through, plus
 * payments the office recorded, less refunds). Every page, e-mail, card and reminder reads
 * `orderBalance`. Pure: no I/O, safe in the browser.
 */
import { z } from 'zod'
import { parseReminderDays } from './estimate-reminders'
import type { EstimateLineView, EstimateView } from './estimate-view'
import { lineInclusionText, MOUNT_LABELS, windowHeading, windowSize } from './estimate-view'

// ---------------------------------------------------------------- the specification

export type InstalledJobLine = {
  title: string
  details: string
  /** 'Living room shades: Better', 'Optional', or null for a line always counted. */
  inclusion: string | null
  quantity: number
  unitPriceCents: number
  installationCents: number
  discountCents: number
  netCents: number
}

export type InstalledJobSpecification = {
  estimateId: number
  estimateReference: string
  estimateVersion: number
  rooms: {
    name: string
    windows: {
      heading: string
      size: string
      mount: string | null
      notes: string | null
      lines: InstalledJobLine[]
    }[]
    /** The room's own lines (labour, removal…), on no window. */
    lines: InstalledJobLine[]
  }[]
  totals: {
    subtotalCents: number
    discountCents: number
    taxCents: number
    totalCents: number
    depositCents: number
  }
}

/**
 * The job as the customer accepted it: only the lines counted with their choices (the chosen
 * alternative of each group, the optional items ticked), with the estimate's own figures.
 */
export function jobSpecificationOf(view: EstimateView): InstalledJobSpecification {
  return {
    estimateId: view.id,
    estimateReference: view.reference,
    estimateVersion: view.version,
    rooms: view.rooms.map((room) => {
      const lineOf = (line: EstimateLineView): InstalledJobLine => ({
        title: line.title,
        details: line.details,
        inclusion: lineInclusionText(line, room),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        installationCents: line.installationCents,
        discountCents: line.discountCents,
        netCents: line.netCents,
      })
      return {
        name: room.name,
        windows: room.windows
          .map((window, index) => ({
            heading: windowHeading(window, index),
            size: windowSize(window),
            mount: window.mountType ? MOUNT_LABELS[window.mountType] : null,
            notes: window.notes,
            lines: window.lines.filter((l) => l.included).map(lineOf),
          }))
          .filter((w) => w.lines.length > 0),
        lines: room.lines.filter((l) => l.included).map(lineOf),
      }
    }),
    totals: {
      subtotalCents: view.totals.subtotalCents,
      discountCents: view.totals.discountCents,
      taxCents: view.totals.taxCents,
      totalCents: view.totals.totalCents,
      depositCents: view.totals.depositCents,
    },
  }
}

/**
 * How an order line's fixed English words are said in a customer's language (issue 41):
 * `say` an English text (a size, 'Inside mount', 'Optional'), `window` a window's heading.
 * The salesperson's own words (rooms, titles, labels) stay as written.
 */
export type JobWords = { say: (english: string) => string; window: (heading: string) => string }
const AS_STORED: JobWords = { say: (english) => english, window: (heading) => heading }

/**
 * The specification keeps a window's heading as the estimate said it in English ('Window 2:
 * Left of sofa'); the number and the salesperson's label are said again in `t`'s language.
 */
export function windowHeadingIn(
  heading: string,
  t: (id: string, values?: Record<string, unknown>) => string,
): string {
  const found = /^Window (\d+)(?:: (.*))?$/s.exec(heading)
  if (!found) return heading
  const [, number, label] = found
  return label
    ? t('order.window.labelled', { number, label })
    : t('order.window.numbered', { number })
}

/**
 * The specification as rows of where and what ('Living room, Window 1: Bay window, 48" x 72",
 * Inside mount' and '1 x Plantation shutters · $1000.00'): the e-mails' label/value rows, in
 * English unless `words` say otherwise.
 */
export function jobSpecificationRows(
  spec: InstalledJobSpecification,
  words: JobWords = AS_STORED,
): [string, string][] {
  const lineText = (l: InstalledJobLine) =>
    [
      `${l.quantity} x ${l.title}`,
      l.details || null,
      l.inclusion ? words.say(l.inclusion) : null,
      `$${(l.netCents / 100).toFixed(2)}`,
    ]
      .filter(Boolean)
      .join(' · ')
  const out: [string, string][] = []
  for (const room of spec.rooms) {
    for (const window of room.windows) {
      const where = [
        room.name,
        words.window(window.heading),
        window.size ? words.say(window.size) : null,
        window.mount ? words.say(window.mount) : null,
      ].filter(Boolean)
      for (const line of window.lines) out.push([where.join(', '), lineText(line)])
    }
    for (const line of room.lines) out.push([room.name, lineText(line)])
  }
  return out
}

/** The specification as plain text lines (Stripe's description). */
export function jobSpecificationText(spec: InstalledJobSpecification, words?: JobWords): string[] {
  return jobSpecificationRows(spec, words).map(([where, what]) => `${where}: ${what}`)
}

// ---------------------------------------------------------------- the balance

export const OFFLINE_PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  check: 'Check',
  zelle: 'Zelle',
} as const
export type OfflinePaymentMethod = keyof typeof OFFLINE_PAYMENT_METHOD_LABELS

/** A card payment's money was taken (it stays taken once refunded: the refund is counted apart). */
const TAKEN = ['succeeded', 'refunded']

export type OrderBalance = {
  totalCents: number
  cardPaidCents: number
  offlinePaidCents: number
  refundedCents: number
  /** Card payments + offline payments − refunds that went through. */
  paidCents: number
  /** What is still owed: total − paid, never below 0. */
  balanceCents: number
  /** Paid more than the total (a refund is owed). */
  overpaidCents: number
  paidInFull: boolean
}

/**
 * Paid so far and the balance due: succeeded card payments + offline payments not voided −
 * refunds that went through. The one rule; nothing else adds payments up.
 */
export function orderBalance(input: {
  totalCents: number
  payments: readonly { status: string; amountCents: number }[]
  offlinePayments: readonly { amountCents: number; voidedAt: Date | string | null }[]
  refunds: readonly { status: string; amountCents: number }[]
}): OrderBalance {
  const sum = (rows: readonly { amountCents: number }[]) =>
    rows.reduce((n, r) => n + Math.max(0, Math.trunc(r.amountCents)), 0)
  const cardPaidCents = sum(input.payments.filter((p) => TAKEN.includes(p.status)))
  const offlinePaidCents = sum(input.offlinePayments.filter((p) => !p.voidedAt))
  const refundedCents = sum(input.refunds.filter((r) => r.status === 'succeeded'))
  const paidCents = cardPaidCents + offlinePaidCents - refundedCents
  const totalCents = Math.max(0, input.totalCents)
  return {
    totalCents,
    cardPaidCents,
    offlinePaidCents,
    refundedCents,
    paidCents,
    balanceCents: Math.max(0, totalCents - paidCents),
    overpaidCents: Math.max(0, paidCents - totalCents),
    paidInFull: totalCents > 0 && paidCents >= totalCents,
  }
}

/** Whether the deposit is covered: what was paid reaches the deposit asked. */
export function depositCovered(balance: OrderBalance, depositCents: number): boolean {
  return balance.paidCents >= depositCents && balance.paidCents > 0
}

// ---------------------------------------------------------------- the office's forms

const AMOUNT_TEXT = 'Enter the amount received in dollars, e.g. 450 or 450.00'

/** '$1,234.50' -> 123450; null when it is not dollars and cents above zero. */
export function amountCentsOf(text: string): number | null {
  const clean = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(clean)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0')
  return cents > 0 ? cents : null
}

/** "Record a payment": amount, method, reference, the day it was received, the form's nonce. */
export const offlinePaymentSchema = z.object({
  amount: z.string({ required_error: AMOUNT_TEXT }).transform((v, ctx) => {
    const cents = amountCentsOf(v)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_TEXT })
      return z.NEVER
    }
    return cents
  }),
  method: z.enum(['cash', 'check', 'zelle'], { message: 'Choose cash, check or Zelle' }),
  reference: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 120) || null),
  receivedOn: z
    .string({ required_error: 'Enter the day it was received' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day it was received'),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'This form has expired: reload the page'),
})
export type OfflinePaymentInput = z.output<typeof offlinePaymentSchema>

/** "Void": which payment and why (required: the audit log says it). */
export const voidPaymentSchema = z.object({
  paymentId: z.coerce.number().int().positive(),
  reason: z
    .string({ required_error: 'Say why it is voided' })
    .trim()
    .min(1, 'Say why it is voided')
    .max(300),
})

// ---------------------------------------------------------------- reminders

/** Days after the balance invoice when a reminder goes out, until the owner sets others. */
export const DEFAULT_BALANCE_REMINDER_DAYS = [3, 10] as const

/** A balance reminder later than a year after the invoice makes no sense; six are plenty. */
export const MAX_BALANCE_REMINDER_DAY = 365
const MAX_BALANCE_REMINDERS = 6

const BALANCE_DAYS_TEXT =
  'Enter whole days from 1 to 365, separated by commas (for example 3, 10), or leave it empty for no reminders'

/** The owner's form (Estimates › Settings): the days, or empty for no balance reminders. */
export const balanceReminderDaysSchema = z.object({
  intent: z.literal('balance-reminder-days'),
  days: z
    .string()
    .trim()
    .max(40, BALANCE_DAYS_TEXT)
    .optional()
    .transform((text, ctx) => {
      if (!text) return []
      const days = parseReminderDays(text, MAX_BALANCE_REMINDER_DAY)
      if (days === null || days.length > MAX_BALANCE_REMINDERS) {
        ctx.addIssue({ code: 'custom', message: BALANCE_DAYS_TEXT })
        return z.NEVER
      }
      return days
    }),
})

/**
 * The reminders due now for a balance invoiced at `invoicedAt`: each day of `days` that has
 * passed and was not sent yet. None once the balance is paid.
 */
export function remindersDue(input: {
  invoicedAt: Date
  now: Date
  days: readonly number[]
  sent: readonly number[]
  balanceCents: number
}): number[] {
  if (input.balanceCents <= 0) return []
  const elapsedDays = (input.now.getTime() - input.invoicedAt.getTime()) / 86_400_000
  return input.days.filter((d) => elapsedDays >= d && !input.sent.includes(d))
}
