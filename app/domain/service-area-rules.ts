/**
 * The service-area rules with the area given (issue 32): what the browser runs against the
 * published area from the root loader, so the public pages' JavaScript carries no seed list.
 * Server code and tests use app/domain/service-area.ts, whose functions default to the seed.
 */

/** The area as stored in the business settings and sent to the browser (ranges, not ZIPs). */
export type ServiceArea = {
  /** Shown to people: 'Broward, Miami-Dade and Palm Beach counties'. */
  description: string
  /** Inclusive 5-digit ranges; a single ZIP is a range of one. */
  ranges: [string, string][]
  /** ZIPs inside the ranges that are not served. */
  excluded: string[]
}

/** The 5-digit ZIP of what was typed ('33139', ' 33139-1234 '), or undefined if none. */
export function zip5(value: string | null | undefined): string | undefined {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(value ?? '')
  return match?.[1]
}

/** True when the ZIP (5 digits or ZIP+4) is one the area serves; false when it is not a ZIP. */
export function servedIn(zip: string | null | undefined, area: ServiceArea): boolean {
  const five = zip5(zip)
  if (!five || area.excluded.includes(five)) return false
  return area.ranges.some(([from, to]) => five >= from && five <= to)
}

/** A well-formed ZIP the area does not serve (a half-typed or empty one is not "outside"). */
export function outsideOf(zip: string | null | undefined, area: ServiceArea): boolean {
  return zip5(zip) !== undefined && !servedIn(zip, area)
}

/** The kind answer for a ZIP outside the area, with the phone number when there is one. */
export function outOfAreaText(phone: string | undefined, area: ServiceArea): string {
  const message = `Sorry, that ZIP code is outside our service area (${area.description}), so we cannot come to you for an in-home visit.`
  return phone ? `${message} Call us at ${phone} and we will see what we can do.` : message
}
