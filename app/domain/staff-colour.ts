/**
 * Each staff member's colour on the calendar's week view (issue 31): derived from the account
 * id until staff can choose one, so the same person always has the same colour.
 */
export const STAFF_COLOURS = [
  { background: '#dbeafe', border: '#1d4ed8' },
  { background: '#dcfce7', border: '#15803d' },
  { background: '#fef3c7', border: '#b45309' },
  { background: '#fce7f3', border: '#be185d' },
  { background: '#ede9fe', border: '#6d28d9' },
  { background: '#cffafe', border: '#0e7490' },
] as const

export type StaffColour = (typeof STAFF_COLOURS)[number]

/** The colour of the staff member with this id; null (unassigned) has none. */
export function staffColour(adminId: number | null | undefined): StaffColour | null {
  if (adminId == null) return null
  return STAFF_COLOURS[Math.abs(adminId) % STAFF_COLOURS.length]
}

/** A Google Maps search link for an address (opens the maps app on a phone). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** A tel: link keeping only what a dialer reads. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
