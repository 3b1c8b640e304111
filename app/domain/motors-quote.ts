/**
 * The motors-and-accessories quote request: its form (one schema for conform in the browser
 * and the action) and the quote lines a lead keeps. Pure: no I/O.
 */
import { z } from 'zod'
import { emailAddress, optionalText, phoneNumber, requiredText } from './form-rules'
import { textConsentChoice } from './text-consent'

export const MotorsQuoteSchema = z.object({
  name: requiredText('Name', 120),
  email: emailAddress('Email'),
  phone: phoneNumber('Phone'),
  address: optionalText(300, 'Address'),
  details: optionalText(2000, 'Details'),
  textConsent: textConsentChoice,
})

export type MotorsQuoteRequest = z.infer<typeof MotorsQuoteSchema>

export const EMPTY_QUOTE_MESSAGE = 'Add at least one product to your quote'

/** The list buttons' posts: add a product, change its quantity, or take it off the list. */
export const QuoteListChangeSchema = z.object({
  intent: z.enum(['add', 'increment', 'decrement', 'remove']),
  productId: z.coerce.number().int().positive(),
})

export type QuoteListChange = z.infer<typeof QuoteListChangeSchema>

export type QuoteLine = {
  productId: number
  productName: string
  quantity: number
  unitPriceCents: number
}

/**
 * The quote list as shown and as stored on the lead: the visitor's items (id, quantity) priced
 * from the catalogue; an item no longer sold is left out.
 */
export function quoteLines(
  items: readonly { id: number; qty: number }[],
  products: readonly { id: number; name: string; basePriceCents: number }[],
): QuoteLine[] {
  return items.flatMap((item) => {
    const product = products.find((p) => p.id === item.id)
    return product
      ? [
          {
            productId: product.id,
            productName: product.name,
            quantity: item.qty,
            unitPriceCents: product.basePriceCents,
          },
        ]
      : []
  })
}

export function quoteTotalCents(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
}

/** The new quantity after a list change; 0 removes the line. */
export function nextQuoteQuantity(
  intent: QuoteListChange['intent'],
  current: number,
  max: number,
): number {
  if (intent === 'remove') return 0
  if (intent === 'decrement') return Math.max(0, current - 1)
  return Math.min(max, current + 1)
}

/** How many items the quote list holds (quantities added up): the "Quote list (n)" link. */
export function quoteItemCount(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

// ---------------------------------------------------------------- the cards' badges

type HardwareFacts = {
  category: string
  specifications: Record<string, string>
}

const POWER_SOURCES = { battery: 'Battery', hardwired: 'Hardwired', solar: 'Solar' } as const

const ACCESSORY_TYPES: Record<string, string> = {
  remotes: 'Remote',
  hubs: 'Smart hub',
  sensors: 'Sensor',
  chargers: 'Charger',
  hardware: 'Mounting hardware',
  accessories: 'Accessory',
}

/**
 * The one badge a card shows first: a motor's power source (Battery, Hardwired, Solar), an
 * accessory's type (Remote, Smart hub…). The catalogue's category is a power source for some
 * motors and just "motors" for others; those are read from their specifications (a solar
 * panel, a battery, or mains voltage), so every motor card answers the same question.
 * Null when the record does not say.
 */
export function hardwareBadge(kind: 'motor' | 'accessory', item: HardwareFacts): string | null {
  const category = item.category.trim().toLowerCase()
  if (kind === 'accessory') return ACCESSORY_TYPES[category] ?? (titleCase(category) || null)
  if (category in POWER_SOURCES) return POWER_SOURCES[category as keyof typeof POWER_SOURCES]
  const specs = Object.fromEntries(
    Object.entries(item.specifications).map(([key, value]) => [key.toLowerCase(), value]),
  )
  if (specs.panel) return POWER_SOURCES.solar
  if (specs.battery) return POWER_SOURCES.battery
  if (/\bAC\b/.test(specs.voltage ?? '')) return POWER_SOURCES.hardwired
  return null
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\w)/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

// ---------------------------------------------------------------- the warranty claim

/**
 * The page's warranty headline, from what the motors' own records say ("5-year motor
 * warranty"): the shortest motor warranty in years, so the claim holds for every motor.
 * Null when a motor states no term in years (then the page makes no figure-based claim).
 */
export function motorWarrantyYears(motors: readonly { warranty: string }[]): number | null {
  if (motors.length === 0) return null
  const years = motors.map((m) => /(\d+)-year motor warranty/i.exec(m.warranty)?.[1])
  if (years.some((y) => y === undefined)) return null
  return Math.min(...years.map(Number))
}
