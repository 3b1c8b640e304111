/**
 * The catalogue tools of the admin area: one zod schema per form (fabric swatch, product
 * option, motor or accessory, product image), used by conform in the browser, by the tab's
 * action and by the `/api/admin/*` calls. Pure: no I/O. Files are checked on the server by
 * their bytes (storage), never here.
 */
import { z } from 'zod'
import { cleanText, isWellFormedText, requiredText, UNREADABLE_TEXT_MESSAGE } from './form-rules'

// ---------------------------------------------------------------- constants

export const CATALOG_PRODUCT_TYPES = ['regular', 'zebra', 'roller'] as const
export type CatalogProductType = (typeof CATALOG_PRODUCT_TYPES)[number]

export const PRODUCT_TYPE_LABELS: Record<CatalogProductType, string> = {
  regular: 'Vertical Blinds',
  zebra: 'Zebra Shades',
  roller: 'Roller Shades',
}

/** Product images may also show something that is none of the three (hardware, rooms). */
export const IMAGE_TYPES = ['regular', 'zebra', 'roller', 'other'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
export const IMAGE_TYPE_LABELS: Record<ImageType, string> = {
  ...PRODUCT_TYPE_LABELS,
  other: 'Other',
}

/** Price groups A-F (vertical blinds) and charts 1-4 (zebra), 1-8 (roller): docs/requirements.md#admin-area. */
export const PRICE_GROUPS: Record<CatalogProductType, readonly string[]> = {
  regular: ['A', 'B', 'C', 'D', 'E', 'F'],
  zebra: ['1', '2', '3', '4'],
  roller: ['1', '2', '3', '4', '5', '6', '7', '8'],
}

/** 'Group A' for vertical blinds, 'Chart 3' for shades. */
export function groupLabel(productType: CatalogProductType, group: string): string {
  return productType === 'regular' ? `Group ${group}` : `Chart ${group}`
}

/** Upload limits (docs/requirements.md, R10): swatch images 3 MB, motors and accessories 5 MB. */
export const SWATCH_IMAGE_MAX_BYTES = 3 * 1024 * 1024
export const HARDWARE_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024

export const HARDWARE_KIND_VALUES = ['motor', 'accessory'] as const
export type HardwareKindValue = (typeof HARDWARE_KIND_VALUES)[number]

/**
 * Categories (docs/requirements.md#admin-area). The requirements offer accessories one list on create and another on
 * edit; both lists together, so an accessory can always be saved under the category it has.
 */
export const HARDWARE_CATEGORIES: Record<HardwareKindValue, readonly string[]> = {
  motor: ['motors', 'battery', 'hardwired', 'solar'],
  accessory: ['accessories', 'remotes', 'sensors', 'hardware', 'hubs', 'chargers'],
}

export const INSTALLATION_DIFFICULTIES = ['easy', 'moderate', 'professional'] as const

export const MAX_MONEY_CENTS = 10_000_000 // $100,000

// ---------------------------------------------------------------- field rules

function blankToUndefined(v: unknown) {
  return typeof v === 'string' && v.trim() === '' ? undefined : v
}

/** Optional text: cleaned by the one text rule, trimmed, '' when left empty. */
function optionalText(max: number, label: string) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? cleanText(v) : v),
      z
        .string()
        .trim()
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isWellFormedText, UNREADABLE_TEXT_MESSAGE),
    )
    .default('')
}

/** The image file: checked by its bytes and size on the server (storage), not here. */
const imageFile = z.unknown().optional()

/** A checkbox ('on'), or 'true'/'false' from an API client; absent is false. */
export const checkbox = z.preprocess((v) => {
  if (typeof v === 'boolean') return v
  if (typeof v !== 'string') return false
  return ['on', 'true', '1', 'yes'].includes(v.trim().toLowerCase())
}, z.boolean())

function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { required_error: message, invalid_type_error: message, message }),
  )
}

/**
 * Dollars and cents as staff type them ('12', '12.5', '$1,299.99') or as an API client sends
 * them (a number) -> integer cents. Never negative, at most two decimals (step 0.01).
 */
export function parseMoneyToCents(value: unknown): number | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'string') text = value.trim().replace(/^\$/, '').replace(/,/g, '')
  else return null
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

/** Integer cents -> '12.50' for an input's value. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2)
}

export function money(label: string) {
  const message = `${label} must be an amount of at least 0, with at most 2 decimals`
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { required_error: `${label} is required` })
      .transform((v, ctx) => {
        const cents = parseMoneyToCents(v)
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message })
          return z.NEVER
        }
        if (cents > MAX_MONEY_CENTS) {
          ctx.addIssue({ code: 'custom', message: `${label} must be at most $100,000` })
          return z.NEVER
        }
        return cents
      }),
  )
}

/** A whole number; empty or unreadable falls back (docs/requirements.md#admin-area: sortOrder fallback 0). */
export function integerOr(fallback: number) {
  return z.preprocess((v) => {
    const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10)
    return Number.isFinite(n) ? Math.max(-1_000_000, Math.min(1_000_000, Math.trunc(n))) : fallback
  }, z.number().int())
}

export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z.number({ invalid_type_error: 'Unknown item' }).int().positive('Unknown item'),
)

// ---------------------------------------------------------------- fabric swatches

const productTypeChoice = choice(CATALOG_PRODUCT_TYPES, 'Choose a product type')

const swatchFields = z.object({
  fabricName: requiredText('Fabric name', 100),
  color: requiredText('Color', 60),
  productType: productTypeChoice,
  group: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.string({ required_error: 'Choose a price group or chart' }).max(10),
  ),
  description: optionalText(1000, 'Description'),
  isActive: checkbox,
  image: imageFile,
})

/** The group must be one of the product's groups or charts. */
function checkGroup(
  value: { productType?: CatalogProductType; group?: string },
  ctx: z.RefinementCtx,
) {
  if (!value.productType || value.group === undefined) return
  if (PRICE_GROUPS[value.productType].includes(value.group)) return
  ctx.addIssue({
    code: 'custom',
    path: ['group'],
    message:
      value.productType === 'regular'
        ? 'Choose a price group A to F'
        : `Choose a chart 1 to ${PRICE_GROUPS[value.productType].length}`,
  })
}

export const swatchFieldsSchema = swatchFields.superRefine(checkGroup)
export type SwatchFields = z.output<typeof swatchFieldsSchema>

/** The Fabric Swatches tab: one schema per intent. */
export const swatchIntentSchema = z
  .discriminatedUnion('intent', [
    z.object({ intent: z.literal('create') }).merge(swatchFields),
    z.object({ intent: z.literal('update'), id: idField }).merge(swatchFields),
    z.object({ intent: z.literal('delete'), id: idField, confirmed: checkbox }),
    z.object({ intent: z.literal('archive'), id: idField }),
    z.object({ intent: z.literal('restore'), id: idField }),
  ])
  .superRefine((value, ctx) => {
    if (value.intent === 'create' || value.intent === 'update') checkGroup(value, ctx)
  })

// ---------------------------------------------------------------- product options

export const optionFieldsSchema = z.object({
  name: requiredText('Name', 100),
  price: money('Price'),
  description: optionalText(1000, 'Description'),
  isActive: checkbox,
})
export type OptionFields = z.output<typeof optionFieldsSchema>

export const optionIntentSchema = z.discriminatedUnion('intent', [
  z
    .object({ intent: z.literal('update'), id: idField, productType: productTypeChoice })
    .merge(optionFieldsSchema),
])

// ---------------------------------------------------------------- motors and accessories

/** 'a, b, , c' -> ['a', 'b', 'c'] (trimmed, empties dropped, at most 30 of 200 characters). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 30)
    .map((s) => s.slice(0, 200))
}

export const COMPATIBILITY_DEFAULT_LABEL = 'Works with'

/**
 * Compatibility as staff type it: one line per kind, 'Shade types: Zebra, Roller'; a line
 * without a label goes under 'Works with'. Comma-separated within a line.
 */
export function parseCompatibility(text: string): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const line of text.split(/\r?\n/).slice(0, 20)) {
    if (!line.trim()) continue
    const colon = line.indexOf(':')
    const label = colon > 0 ? line.slice(0, colon).trim().slice(0, 60) : ''
    const values = splitList(colon > 0 ? line.slice(colon + 1) : line)
    if (!values.length) continue
    const key = label || COMPATIBILITY_DEFAULT_LABEL
    result[key] = [...(result[key] ?? []), ...values]
  }
  return result
}

export function formatCompatibility(compatibility: Record<string, string[]>): string {
  return Object.entries(compatibility)
    .map(([key, values]) => `${key}: ${values.join(', ')}`)
    .join('\n')
}

export const SPECIFICATIONS_MESSAGE =
  'Specifications must be a JSON object of names and values, e.g. {"Voltage": "12V", "Warranty": "5 years"}'

/** Specifications as JSON text -> an object of text values, or null when it is not one. */
export function parseSpecifications(text: string): Record<string, string> | null {
  if (!text.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return null
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      result[key.slice(0, 80)] = String(value).slice(0, 300)
    } else return null
  }
  return Object.keys(result).length > 50 ? null : result
}

const hardwareFields = z.object({
  kind: choice(HARDWARE_KIND_VALUES, 'Choose motor or accessory'),
  name: requiredText('Name', 120),
  basePrice: money('Base price'),
  description: requiredText('Description', 2000),
  category: z.preprocess(
    blankToUndefined,
    z.string({ required_error: 'Choose a category' }).max(40),
  ),
  features: optionalText(4000, 'Features').transform(splitList),
  compatibility: optionalText(4000, 'Compatibility').transform(parseCompatibility),
  specifications: optionalText(8000, 'Specifications').transform((text, ctx) => {
    const specs = parseSpecifications(text)
    if (specs === null) {
      ctx.addIssue({ code: 'custom', message: SPECIFICATIONS_MESSAGE })
      return z.NEVER
    }
    return specs
  }),
  installationDifficulty: z.preprocess(
    (v) => blankToUndefined(v) ?? 'easy',
    z.enum(INSTALLATION_DIFFICULTIES, { message: 'Choose easy, moderate or professional' }),
  ),
  warranty: optionalText(200, 'Warranty'),
  sortOrder: integerOr(0),
  isActive: checkbox,
  image: imageFile,
})

function checkCategory(
  value: { kind?: HardwareKindValue; category?: string },
  ctx: z.RefinementCtx,
) {
  if (!value.kind || value.category === undefined) return
  if (HARDWARE_CATEGORIES[value.kind].includes(value.category)) return
  ctx.addIssue({
    code: 'custom',
    path: ['category'],
    message: `Choose one of: ${HARDWARE_CATEGORIES[value.kind].join(', ')}`,
  })
}

export const hardwareFieldsSchema = hardwareFields.superRefine(checkCategory)
export type HardwareFields = z.output<typeof hardwareFieldsSchema>

export const hardwareIntentSchema = z
  .discriminatedUnion('intent', [
    z.object({ intent: z.literal('create') }).merge(hardwareFields),
    z.object({ intent: z.literal('update'), id: idField }).merge(hardwareFields),
    z.object({ intent: z.literal('delete'), id: idField, confirmed: checkbox }),
    z.object({ intent: z.literal('active'), id: idField, isActive: checkbox }),
    z.object({ intent: z.literal('archive'), id: idField }),
    z.object({ intent: z.literal('restore'), id: idField }),
  ])
  .superRefine((value, ctx) => {
    if (value.intent === 'create' || value.intent === 'update') checkCategory(value, ctx)
  })

// ---------------------------------------------------------------- product images

export const PRODUCT_IMAGE_REQUIRED = 'Product type and title are required'

export const productImageFieldsSchema = z.object({
  productType: choice(IMAGE_TYPES, 'Choose a product type'),
  title: requiredText('Title', 160),
  description: optionalText(1000, 'Description'),
  altText: optionalText(300, 'Alt text'),
  sortOrder: integerOr(0),
  isActive: checkbox,
  image: imageFile,
})
export type ProductImageFields = z.output<typeof productImageFieldsSchema>

export const productImageIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }).merge(productImageFieldsSchema),
  z.object({ intent: z.literal('update'), id: idField }).merge(productImageFieldsSchema),
  z.object({ intent: z.literal('delete'), id: idField, confirmed: checkbox }),
  z.object({ intent: z.literal('move'), id: idField, direction: z.enum(['up', 'down']) }),
])
