/**
 * The motors-and-accessories quote request: its form (one schema for conform in the browser
 * and the action) and the quote lines a lead keeps. Pure: no I/O.
 */
import { z } from 'zod'
import { emailAddress, optionalText, phoneNumber, requiredText } from './form-rules'

export const MotorsQuoteSchema = z.object({
  name: requiredText('Name', 120),
  email: emailAddress('Email'),
  phone: phoneNumber('Phone'),
  address: optionalText(300, 'Address'),
  details: optionalText(2000, 'Details'),
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
