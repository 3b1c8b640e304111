// Long (over 400 lines): the schemas of every estimate editor form, kept beside each other so the editor and the writer share them.
/**
 * The salesperson's estimate editor, as its forms post it (issue 39): one zod schema per form,
 * read the same way with or without JavaScript (a real post, or the editor's autosave). Sizes
 * are whole inches plus eighths (docs/requirements.md, R18); money is typed in dollars and kept
 * in cents; percents are kept in basis points. Pure: safe in the browser.
 */
import { z } from 'zod'
import { isCalendarDate } from './business-time'
import {
  type Deposit,
  type Discount,
  HAND_PRICED_KINDS,
  type HandPricedKind,
  percentToBasisPoints,
} from './estimate'
import {
  EMAIL_MESSAGE,
  isEmailAddress,
  isPhoneNumber,
  optionalText,
  PHONE_MESSAGE,
  requiredText,
} from './form-rules'
import type { PricedProductType } from './pricing/types'
import { dollarsToCents } from './refunds'

export const CATALOGUE_PRODUCTS = [
  'regular',
  'zebra',
  'roller',
] as const satisfies readonly PricedProductType[]

/** What "Add" offers for a window: the shop's three products, then what is priced by hand. */
export const LINE_PRODUCTS = [...CATALOGUE_PRODUCTS, ...HAND_PRICED_KINDS] as const
export type LineProduct = PricedProductType | HandPricedKind

/** The most a window may measure, either way (a patio door is 192 in). */
export const MAX_WINDOW_INCHES = 600
/** Hand-priced quantity (hours of labour, panels of drapery); catalogue lines keep the shop's 1-99. */
export const MAX_LINE_QUANTITY = 999
export const MAX_UNIT_PRICE_CENTS = 10_000_000

const id = z.coerce.number({ invalid_type_error: 'Not found' }).int().positive()
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional())

/** What a form posts, as a plain record: each value once, '' as undefined, lists for `lists`. */
export function formFields(
  form: FormData,
  lists: readonly string[] = [],
): Record<string, string | string[] | undefined> {
  const fields: Record<string, string | string[] | undefined> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string')
    if (lists.includes(key)) fields[key] = values.filter((v) => v !== '')
    else fields[key] = values[0] === '' ? undefined : values[0]
  }
  for (const key of lists) fields[key] ??= []
  return fields
}

export type FieldErrors = Record<string, string[]>

/** zod's issues as messages per field (the first segment of the path), '' for the form. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    errors[key] ??= []
    if (!errors[key].includes(issue.message)) errors[key].push(issue.message)
  }
  return errors
}

// ---------------------------------------------------------------- the customer

const optionalPhone = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isPhoneNumber(v), PHONE_MESSAGE)
const optionalEmail = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isEmailAddress(v), EMAIL_MESSAGE)
const optionalZip = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || /^\d{5}$/.test(v), 'Enter a 5-digit ZIP code')

const customerFields = {
  name: requiredText('Name', 120),
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(200, 'Address'),
  zip: optionalZip,
}

/** Who the estimate is for (the start form, and the editor's Customer). */
export const estimateCustomerSchema = z.object({ intent: z.literal('customer'), ...customerFields })
export type EstimateCustomer = Omit<z.infer<typeof estimateCustomerSchema>, 'intent'>

/** "Start an estimate": the customer, and the lead or visit it comes from. */
export const newEstimateSchema = z.object({
  ...customerFields,
  leadId: optionalId,
  appointmentId: optionalId,
})

// ---------------------------------------------------------------- money as typed

export const PERCENT_MESSAGE = 'Enter a percent from 0 to 100, e.g. 10 or 12.5'
export const DOLLARS_MESSAGE = 'Enter an amount in dollars, e.g. 450 or 450.00'

/**
 * A percent or an amount as typed. Checked in a refinement (which runs even when another field
 * is wrong, so every message shows at once), read again in the transform.
 */
function readDiscount(
  kind: 'none' | 'percent' | 'amount',
  text: string | undefined,
  ctx?: z.RefinementCtx,
  path = '',
): Discount | null {
  if (kind === 'none') return null
  if (kind === 'percent') {
    const basisPoints = percentToBasisPoints(text ?? '')
    if (basisPoints === null) {
      ctx?.addIssue({ code: 'custom', path: [path], message: PERCENT_MESSAGE })
    }
    return { kind, basisPoints: basisPoints ?? 0 }
  }
  const cents = dollarsToCents(text ?? '')
  if (cents === null) ctx?.addIssue({ code: 'custom', path: [path], message: DOLLARS_MESSAGE })
  return { kind, cents: cents ?? 0 }
}

const discountKind = z.enum(['none', 'percent', 'amount']).default('none')

/** The estimate's terms: valid until, the deposit, the whole-estimate discount, the note. */
export const estimateTermsSchema = z
  .object({
    intent: z.literal('terms'),
    expiresOn: z
      .string({ required_error: 'Enter the last day it may be accepted' })
      .refine(isCalendarDate, 'Enter a date'),
    depositKind: z.enum(['percent', 'amount']).default('percent'),
    deposit: z.string({ required_error: 'Enter the deposit' }).trim(),
    discountKind,
    discount: z.string().trim().optional(),
    customerNote: optionalText(2000, 'The note'),
  })
  .superRefine((value, ctx) => {
    readDiscount(value.depositKind, value.deposit, ctx, 'deposit')
    readDiscount(value.discountKind, value.discount, ctx, 'discount')
  })
  .transform((value) => {
    const deposit = readDiscount(value.depositKind, value.deposit) as Deposit
    const discount = readDiscount(value.discountKind, value.discount)
    return {
      intent: value.intent,
      expiresOn: value.expiresOn,
      deposit,
      discount,
      customerNote: value.customerNote ?? null,
    }
  })
export type EstimateTerms = z.infer<typeof estimateTermsSchema>

// ---------------------------------------------------------------- rooms and windows

export const roomSchema = z.object({
  intent: z.literal('room'),
  roomId: id,
  name: requiredText('Room name', 80),
})
export const addRoomSchema = z.object({
  intent: z.literal('add-room'),
  name: requiredText('Room name', 80),
})

const INCHES_MESSAGE = `Enter whole inches from 1 to ${MAX_WINDOW_INCHES}`

/** One dimension: whole inches (empty: not measured yet) and an eighth. */
function readSize(
  inches: string | undefined,
  eighths: number,
  ctx?: z.RefinementCtx,
  path = '',
): number | null {
  if (inches === undefined) {
    if (eighths > 0)
      ctx?.addIssue({ code: 'custom', path: [path], message: 'Enter the inches too' })
    return null
  }
  if (!/^\d{1,3}$/.test(inches) || Number(inches) < 1 || Number(inches) > MAX_WINDOW_INCHES) {
    ctx?.addIssue({ code: 'custom', path: [path], message: INCHES_MESSAGE })
    return null
  }
  return Number(inches) * 8 + eighths
}

type WindowFields = {
  label?: string
  widthInches?: string
  widthEighths: number
  heightInches?: string
  heightEighths: number
  mount?: 'inside' | 'outside'
  notes?: string
}

function checkWindow(value: WindowFields, ctx: z.RefinementCtx) {
  readSize(value.widthInches, value.widthEighths, ctx, 'widthInches')
  readSize(value.heightInches, value.heightEighths, ctx, 'heightInches')
}

const eighth = z.coerce.number().int().min(0).max(7).default(0)

const windowFields = {
  label: optionalText(80, 'Label'),
  widthInches: z.string().trim().optional(),
  widthEighths: eighth,
  heightInches: z.string().trim().optional(),
  heightEighths: eighth,
  mount: z.enum(['inside', 'outside']).optional(),
  notes: optionalText(1000, 'Notes'),
}

function windowValues(value: WindowFields) {
  return {
    label: value.label ?? '',
    widthEighths: readSize(value.widthInches, value.widthEighths),
    heightEighths: readSize(value.heightInches, value.heightEighths),
    mountType: value.mount ?? null,
    notes: value.notes ?? null,
  }
}
export type WindowValues = ReturnType<typeof windowValues>

export const windowSchema = z
  .object({ intent: z.literal('window'), windowId: id, ...windowFields })
  .superRefine(checkWindow)
  .transform((value) => ({
    intent: value.intent,
    windowId: value.windowId,
    ...windowValues(value),
  }))
export const addWindowSchema = z
  .object({ intent: z.literal('add-window'), roomId: id, ...windowFields })
  .superRefine(checkWindow)
  .transform((value) => ({
    intent: value.intent,
    roomId: value.roomId,
    ...windowValues(value),
  }))

// ---------------------------------------------------------------- lines

export const addLineSchema = z.object({
  intent: z.literal('add-line'),
  roomId: id,
  windowId: optionalId,
  product: z.enum(LINE_PRODUCTS, { errorMap: () => ({ message: 'Choose what to add' }) }),
})

/**
 * Whether a line always counts, is an item the customer may tick, or belongs to one
 * alternative of a group ('alternative-12').
 */
export type Inclusion = { optional: boolean; alternativeId: number | null }

export function readInclusion(text: string | undefined): Inclusion | null {
  if (text === undefined || text === 'required') return { optional: false, alternativeId: null }
  if (text === 'optional') return { optional: true, alternativeId: null }
  const match = /^alternative-(\d{1,9})$/.exec(text)
  return match ? { optional: false, alternativeId: Number(match[1]) } : null
}

export function inclusionValue(line: Inclusion): string {
  if (line.alternativeId !== null) return `alternative-${line.alternativeId}`
  return line.optional ? 'optional' : 'required'
}

const lineCommon = {
  intent: z.literal('line'),
  lineId: id,
  inclusion: z.string().optional(),
  discountKind,
  discount: z.string().trim().optional(),
}

type CommonFields = {
  inclusion?: string
  discountKind: 'none' | 'percent' | 'amount'
  discount?: string
}

function checkCommon(value: CommonFields, ctx: z.RefinementCtx) {
  if (!readInclusion(value.inclusion)) {
    ctx.addIssue({ code: 'custom', path: ['inclusion'], message: 'Choose how it counts' })
  }
  readDiscount(value.discountKind, value.discount, ctx, 'discount')
}

function commonValues(value: CommonFields) {
  return {
    inclusion: readInclusion(value.inclusion) ?? { optional: false, alternativeId: null },
    discount: readDiscount(value.discountKind, value.discount),
  }
}

const quantity = (max: number) =>
  z.coerce
    .number({ invalid_type_error: `Quantity must be between 1 and ${max}` })
    .int(`Quantity must be between 1 and ${max}`)
    .min(1, `Quantity must be between 1 and ${max}`)
    .max(max, `Quantity must be between 1 and ${max}`)
    .default(1)

/** A catalogue line: the product, fabric and options; its size and mount are the window's. */
export const catalogueLineSchema = z
  .object({
    ...lineCommon,
    productType: z.enum(CATALOGUE_PRODUCTS, { errorMap: () => ({ message: 'Choose a product' }) }),
    fabricSwatchId: optionalId,
    operationType: z.enum(['manual', 'motorized']).optional(),
    controlSide: z.enum(['left', 'right']).optional(),
    options: z.array(z.string().max(40)).max(32).default([]),
    quantity: quantity(99),
  })
  .superRefine(checkCommon)
  .transform((value) => ({
    intent: value.intent,
    lineId: value.lineId,
    productType: value.productType,
    fabricSwatchId: value.fabricSwatchId ?? null,
    operationType: value.operationType ?? null,
    controlSide: value.controlSide ?? null,
    optionCodes: [...new Set(value.options)],
    quantity: value.quantity,
    ...commonValues(value),
  }))
export type CatalogueLineValues = z.infer<typeof catalogueLineSchema>

/** A hand-priced line: what it is, how many, and the price of one. */
export const handLineSchema = z
  .object({
    ...lineCommon,
    description: requiredText('Description', 200),
    quantity: quantity(MAX_LINE_QUANTITY),
    unitPrice: z
      .string({ required_error: 'Enter the price of one' })
      .trim()
      .refine((v) => {
        const cents = dollarsToCents(v)
        return cents !== null && cents <= MAX_UNIT_PRICE_CENTS
      }, DOLLARS_MESSAGE),
  })
  .superRefine(checkCommon)
  .transform((value) => ({
    intent: value.intent,
    lineId: value.lineId,
    description: value.description,
    quantity: value.quantity,
    unitPriceCents: dollarsToCents(value.unitPrice) ?? 0,
    ...commonValues(value),
  }))
export type HandLineValues = z.infer<typeof handLineSchema>

// ---------------------------------------------------------------- alternatives

export const addGroupSchema = z.object({
  intent: z.literal('add-group'),
  roomId: id,
  name: requiredText('Name of the choice', 80),
})
export const groupSchema = z.object({
  intent: z.literal('group'),
  groupId: id,
  name: requiredText('Name of the choice', 80),
  defaultAlternativeId: optionalId,
})
export const addAlternativeSchema = z.object({
  intent: z.literal('add-alternative'),
  groupId: id,
  label: requiredText('Alternative', 40),
})
export const alternativeSchema = z.object({
  intent: z.literal('alternative'),
  alternativeId: id,
  label: requiredText('Alternative', 40),
})

// ---------------------------------------------------------------- removals and the rest

export const removeSchema = z.object({
  intent: z.enum([
    'remove-room',
    'remove-window',
    'remove-line',
    'remove-group',
    'remove-alternative',
  ]),
  id,
})

export const sendSchema = z.object({ intent: z.literal('send') })
export const reviseSchema = z.object({ intent: z.literal('revise') })

// ---------------------------------------------------------------- the owner's limits

const percentField = (label: string) =>
  z
    .string({ required_error: `Enter the ${label} limit` })
    .trim()
    .refine((v) => percentToBasisPoints(v) !== null, PERCENT_MESSAGE)
    .transform((v) => percentToBasisPoints(v) as number)

/** The most each role may give off an estimate, in percent (the owner: any). */
export const discountLimitsSchema = z.object({
  office: percentField('office'),
  installer: percentField('installer'),
})
