/**
 * Whether a ZIP code is inside the service area. The area is a business setting (issue 32:
 * description, served ZIP ranges, excluded ZIPs); its seed is app/content/service-area.ts.
 * Pure, so the browser runs the same rule as the server does on submit; every function takes
 * the area, defaulting to the seed.
 */
import { EXCLUDED_ZIPS, SERVED_ZIP_RANGES, SERVICE_AREA_DESCRIPTION } from '~/content/service-area'

/** The area as stored in the business settings and sent to the browser (ranges, not ZIPs). */
export type ServiceArea = {
  /** Shown to people: 'Broward, Miami-Dade and Palm Beach counties'. */
  description: string
  /** Inclusive 5-digit ranges; a single ZIP is a range of one. */
  ranges: [string, string][]
  /** ZIPs inside the ranges that are not served. */
  excluded: string[]
}

/** The code's area: what the site uses until the office publishes one. */
export const SEED_SERVICE_AREA: ServiceArea = {
  description: SERVICE_AREA_DESCRIPTION,
  ranges: SERVED_ZIP_RANGES.map(([from, to]) => [from, to]),
  excluded: [...EXCLUDED_ZIPS],
}

/** The 5-digit ZIP of what was typed ('33139', ' 33139-1234 '), or undefined if none. */
export function zip5(value: string | null | undefined): string | undefined {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(value ?? '')
  return match?.[1]
}

/** True when the ZIP (5 digits or ZIP+4) is one we serve; false when it is not a ZIP. */
export function isServedZip(
  zip: string | null | undefined,
  area: ServiceArea = SEED_SERVICE_AREA,
): boolean {
  const five = zip5(zip)
  if (!five || area.excluded.includes(five)) return false
  return area.ranges.some(([from, to]) => five >= from && five <= to)
}

/** A well-formed ZIP that we do not serve (a half-typed or empty one is not "outside"). */
export function isOutsideServiceArea(
  zip: string | null | undefined,
  area: ServiceArea = SEED_SERVICE_AREA,
): boolean {
  return zip5(zip) !== undefined && !isServedZip(zip, area)
}

/** The ZIP at the end of an address ('12 Main St, Miami, FL 33139'), if it ends with one. */
export function zipOfAddress(address: string | null | undefined): string | undefined {
  return /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/.exec(address ?? '')?.[1]
}

/** Why an in-home visit at that address cannot be booked (its ZIP is outside the area). */
export function visitOutOfAreaMessage(area: ServiceArea = SEED_SERVICE_AREA): string {
  return `Sorry, that address is outside our service area (${area.description}), so we cannot book an in-home visit there. Please call us and we will see what we can do.`
}

/** The seed area's visit refusal. */
export const VISIT_OUT_OF_AREA_MESSAGE = visitOutOfAreaMessage()

/** Why the cart cannot be paid for as it is: installation is asked for outside the area. */
export function installationOutOfAreaMessage(area: ServiceArea = SEED_SERVICE_AREA): string {
  return `We ship anywhere in the US, but we install only in ${area.description}. To ship to this ZIP code, remove the installation option from your cart, or call us.`
}

/** The seed area's installation refusal. */
export const INSTALLATION_OUT_OF_AREA_MESSAGE = installationOutOfAreaMessage()

/**
 * The refusal of a cart with installation on any line for a ZIP outside the area; undefined
 * when it can go ahead (shipping alone goes anywhere in the US).
 */
export function installationRefusal(
  zip: string | null | undefined,
  lines: readonly { installation: boolean }[],
  area: ServiceArea = SEED_SERVICE_AREA,
): string | undefined {
  const installs = lines.some((line) => line.installation)
  return installs && isOutsideServiceArea(zip, area)
    ? installationOutOfAreaMessage(area)
    : undefined
}

/** The kind answer for a ZIP outside the area, with the phone number when there is one. */
export function outOfAreaMessage(phone?: string, area: ServiceArea = SEED_SERVICE_AREA): string {
  const message = `Sorry, that ZIP code is outside our service area (${area.description}), so we cannot come to you for an in-home visit.`
  return phone ? `${message} Call us at ${phone} and we will see what we can do.` : message
}

// ---------------------------------------------------------------- the office's form

const ZIP = /^\d{5}$/

/** A textarea's lines, trimmed, blank ones dropped (with their 1-based line numbers). */
function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/**
 * "Served ZIP codes", one a line: a range "33301-33399" (spaces or an en dash allowed) or one
 * ZIP "33004". The error quotes the first bad line.
 */
export function parseZipRanges(text: string): Parsed<[string, string][]> {
  const ranges: [string, string][] = []
  for (const line of textLines(text)) {
    const parts = line.split(/\s*[-–]\s*/)
    if (parts.length > 2 || !parts.every((p) => ZIP.test(p))) {
      return {
        ok: false,
        error: `"${line}" is not a ZIP or a range: use 5 digits (33004) or two joined by a dash (33301-33399)`,
      }
    }
    const from = parts[0] as string
    const to = (parts[1] ?? from) as string
    if (from > to) {
      return { ok: false, error: `"${line}": the first ZIP must not be above the second` }
    }
    ranges.push([from, to])
  }
  if (ranges.length === 0) {
    return { ok: false, error: 'Enter at least one ZIP code or range' }
  }
  return { ok: true, value: ranges }
}

/** "Not served inside those ranges", one 5-digit ZIP a line (may be empty). */
export function parseExcludedZips(text: string): Parsed<string[]> {
  const zips: string[] = []
  for (const line of textLines(text)) {
    if (!ZIP.test(line)) {
      return { ok: false, error: `"${line}" is not a ZIP code: use 5 digits, one a line` }
    }
    if (!zips.includes(line)) zips.push(line)
  }
  return { ok: true, value: zips }
}

/** The ranges as the textarea shows them: one a line, a single ZIP alone. */
export function zipRangesText(ranges: readonly (readonly [string, string])[]): string {
  return ranges.map(([from, to]) => (from === to ? from : `${from}-${to}`)).join('\n')
}
