/**
 * Reviews from real customers (issue 30): the form's schema, the name shown beside a review,
 * which city an address is in, how long an invitation opens, and the average shown with the
 * approved reviews. Pure: no I/O.
 */
import { z } from 'zod'
import { CITIES } from '~/content/cities'
import { addCalendarDays, businessDate, startOfBusinessDate } from './business-time'
import { PRODUCTS } from './pricing/limits'
import type { PricedProductType } from './pricing/types'

/** An invitation's link opens through the 60th day after it was sent. */
export const REVIEW_LINK_DAYS = 60
export const REVIEW_TEXT_MAX = 500

/** The instant an invitation sent at `now` stops opening (midnight, business time zone). */
export function reviewLinkExpiry(now: Date = new Date()): Date {
  const end = startOfBusinessDate(addCalendarDays(businessDate(now), REVIEW_LINK_DAYS + 1))
  return end ?? new Date(now.getTime() + (REVIEW_LINK_DAYS + 1) * 86_400_000)
}

export const reviewFormSchema = z.object({
  rating: z.coerce
    .number({
      required_error: 'Choose from 1 to 5 stars',
      invalid_type_error: 'Choose from 1 to 5 stars',
    })
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  text: z
    .string({ required_error: 'Write a line about your experience' })
    .trim()
    .min(1, 'Write a line about your experience')
    .max(REVIEW_TEXT_MAX, `Keep it to ${REVIEW_TEXT_MAX} characters`)
    .transform((s) => s.replace(/\s+/g, ' ')),
})
export type ReviewForm = z.infer<typeof reviewFormSchema>

/**
 * The review link's form: one rating and line per product of the order (issue 40: a review
 * belongs to the product it is about), or one for a visit. `count` is how many the link asks.
 */
export function reviewsFormSchema(count: number) {
  const list = z.array(reviewFormSchema)
  return z.object({ reviews: count > 0 ? list.length(count) : list })
}
export type ReviewsForm = z.infer<ReturnType<typeof reviewsFormSchema>>

/** What one review of an invitation is about: a product of the order, or the visit (null). */
export function reviewedProductName(productType: PricedProductType | null): string | null {
  return productType ? PRODUCTS[productType].name : null
}

/** The city (app/content/cities.ts) named in an address or city field, if we serve it. */
export function cityOfAddress(...parts: (string | null | undefined)[]): {
  slug: string
  name: string
} | null {
  const text = parts.filter(Boolean).join(' ').toLowerCase()
  if (!text) return null
  // Longest names first, so "North Miami Beach" wins over "Miami".
  const byLength = [...CITIES].sort((a, b) => b.name.length - a.name.length)
  const found = byLength.find((c) => new RegExp(`\\b${c.name.toLowerCase()}\\b`).test(text))
  return found ? { slug: found.slug, name: found.name } : null
}

/** "Ana F., Plantation": the first name and the last name's initial, and the city if known. */
export function reviewDisplayName(fullName: string, cityName: string | null): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? 'A customer'
  const initial = words.length > 1 ? ` ${words.at(-1)?.charAt(0).toUpperCase()}.` : ''
  return `${first}${initial}${cityName ? `, ${cityName}` : ''}`
}

export type PublicReview = {
  id: number
  rating: number
  text: string
  displayName: string
  /** YYYY-MM-DD (business time zone) the review was written. */
  date: string
}

/** The average of the ratings, to one decimal; null with no reviews (nothing is shown). */
export function reviewSummary(
  list: { rating: number }[],
): { average: number; count: number } | null {
  if (list.length === 0) return null
  const sum = list.reduce((total, r) => total + r.rating, 0)
  return { average: Math.round((sum / list.length) * 10) / 10, count: list.length }
}
