/**
 * Whether a ZIP code is inside the service area. The area is a business setting (issue 32:
 * description, served ZIP ranges, excluded ZIPs); its seed is app/content/service-area.ts.
 * Pure; every function takes the area, defaulting to the seed. The browser runs the same rules
 * (app/domain/service-area-rules.ts) against the published area the root loader sends.
 */
import { EXCLUDED_ZIPS, SERVED_ZIP_RANGES, SERVICE_AREA_DESCRIPTION } from '~/content/service-area'
import { outOfAreaText, outsideOf, type ServiceArea, servedIn } from './service-area-rules'

export { type ServiceArea, zip5 } from './service-area-rules'

/** The code's area: what the site uses until the office publishes one. */
export const SEED_SERVICE_AREA: ServiceArea = {
  description: SERVICE_AREA_DESCRIPTION,
  ranges: SERVED_ZIP_RANGES as [string, string][],
  excluded: EXCLUDED_ZIPS as string[],
}

/** True when the ZIP (5 digits or ZIP+4) is one we serve; false when it is not a ZIP. */
export function isServedZip(
  zip: string | null | undefined,
  area: ServiceArea = SEED_SERVICE_AREA,
): boolean {
  return servedIn(zip, area)
}

/** A well-formed ZIP that we do not serve (a half-typed or empty one is not "outside"). */
export function isOutsideServiceArea(
  zip: string | null | undefined,
  area: ServiceArea = SEED_SERVICE_AREA,
): boolean {
  return outsideOf(zip, area)
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
export const VISIT_OUT_OF_AREA_MESSAGE = /* @__PURE__ */ visitOutOfAreaMessage()

/** Why the cart cannot be paid for as it is: installation is asked for outside the area. */
export function installationOutOfAreaMessage(area: ServiceArea = SEED_SERVICE_AREA): string {
  return `We ship anywhere in the US, but we install only in ${area.description}. To ship to this ZIP code, remove the installation option from your cart, or call us.`
}

/** The seed area's installation refusal. */
export const INSTALLATION_OUT_OF_AREA_MESSAGE = /* @__PURE__ */ installationOutOfAreaMessage()

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
  return outOfAreaText(phone, area)
}
