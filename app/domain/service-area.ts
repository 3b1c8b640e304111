/**
 * Whether a ZIP code is inside the service area (app/content/service-area.ts). Pure, so the
 * quote wizard runs the same rule in the browser as the server does on submit.
 */
import { EXCLUDED_ZIPS, OUT_OF_AREA_MESSAGE, SERVED_ZIP_RANGES } from '~/content/service-area'

/** The 5-digit ZIP of what was typed ('33139', ' 33139-1234 '), or undefined if none. */
export function zip5(value: string | null | undefined): string | undefined {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(value ?? '')
  return match?.[1]
}

/** True when the ZIP (5 digits or ZIP+4) is one we serve; false when it is not a ZIP. */
export function isServedZip(zip: string | null | undefined): boolean {
  const five = zip5(zip)
  if (!five || EXCLUDED_ZIPS.includes(five)) return false
  return SERVED_ZIP_RANGES.some(([from, to]) => five >= from && five <= to)
}

/** A well-formed ZIP that we do not serve (a half-typed or empty one is not "outside"). */
export function isOutsideServiceArea(zip: string | null | undefined): boolean {
  return zip5(zip) !== undefined && !isServedZip(zip)
}

/** The ZIP at the end of an address ('12 Main St, Miami, FL 33139'), if it ends with one. */
export function zipOfAddress(address: string | null | undefined): string | undefined {
  return /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/.exec(address ?? '')?.[1]
}

/** Why an in-home visit at that address cannot be booked (its ZIP is outside the area). */
export const VISIT_OUT_OF_AREA_MESSAGE =
  'Sorry, that address is outside our service area (Broward, Miami-Dade and Palm Beach counties), so we cannot book an in-home visit there. Please call us and we will see what we can do.'

/** Why the cart cannot be paid for as it is: installation is asked for outside the area. */
export const INSTALLATION_OUT_OF_AREA_MESSAGE =
  'We ship anywhere in the US, but we install only in Broward, Miami-Dade and Palm Beach counties. To ship to this ZIP code, remove the installation option from your cart, or call us.'

/**
 * The refusal of a cart with installation on any line for a ZIP outside the area; undefined
 * when it can go ahead (shipping alone goes anywhere in the US).
 */
export function installationRefusal(
  zip: string | null | undefined,
  lines: readonly { installation: boolean }[],
): string | undefined {
  const installs = lines.some((line) => line.installation)
  return installs && isOutsideServiceArea(zip) ? INSTALLATION_OUT_OF_AREA_MESSAGE : undefined
}

/** The kind answer for a ZIP outside the area, with the phone number when there is one. */
export function outOfAreaMessage(phone?: string): string {
  return phone
    ? `${OUT_OF_AREA_MESSAGE} Call us at ${phone} and we will see what we can do.`
    : OUT_OF_AREA_MESSAGE
}
