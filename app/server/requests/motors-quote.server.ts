/**
 * The motors-and-accessories quote list: which products and how many, kept in a signed
 * cookie so the Request Quote panel works without JavaScript. Prices are never stored in it;
 * they are read from the catalogue when shown and when the lead is stored.
 */
import { createSiteCookie } from '../platform/cookies.server'

export type QuoteItem = { id: number; qty: number }

export const MAX_QUOTE_LINES = 30
export const MAX_QUOTE_QUANTITY = 99

const quoteCookie = createSiteCookie('motors-quote', { maxAgeSeconds: 60 * 60 * 24 * 30 })

export async function readQuote(request: Request): Promise<QuoteItem[]> {
  const value = await quoteCookie.parse(request.headers.get('Cookie'))
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (v): v is QuoteItem =>
        v &&
        Number.isInteger(v.id) &&
        v.id > 0 &&
        Number.isInteger(v.qty) &&
        v.qty > 0 &&
        v.qty <= MAX_QUOTE_QUANTITY,
    )
    .slice(0, MAX_QUOTE_LINES)
}

export function writeQuote(items: QuoteItem[]): Promise<string> {
  return quoteCookie.serialize(items.filter((i) => i.qty > 0).slice(0, MAX_QUOTE_LINES))
}

/** Sets a product's quantity; 0 or less removes the line. */
export function setQuoteQuantity(items: QuoteItem[], id: number, qty: number): QuoteItem[] {
  const capped = Math.min(MAX_QUOTE_QUANTITY, qty)
  if (capped <= 0) return items.filter((i) => i.id !== id)
  if (items.some((i) => i.id === id)) {
    return items.map((i) => (i.id === id ? { ...i, qty: capped } : i))
  }
  return [...items, { id, qty: capped }]
}
