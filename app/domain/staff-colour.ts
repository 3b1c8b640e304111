/**
 * Each staff member's colour on the calendar's week view (issue 31): the one chosen from this
 * accessible palette (stored as its border hex in `admin_users.colour`), else one derived from
 * the account id, so the same person always has the same colour.
 */
export const STAFF_COLOURS = [
  { name: 'Blue', background: '#dbeafe', border: '#1d4ed8' },
  { name: 'Green', background: '#dcfce7', border: '#15803d' },
  { name: 'Amber', background: '#fef3c7', border: '#b45309' },
  { name: 'Pink', background: '#fce7f3', border: '#be185d' },
  { name: 'Violet', background: '#ede9fe', border: '#6d28d9' },
  { name: 'Teal', background: '#cffafe', border: '#0e7490' },
] as const

export type StaffColour = (typeof STAFF_COLOURS)[number]

/** The palette colour stored as this border hex, if it is one. */
export function chosenStaffColour(stored: string | null | undefined): StaffColour | null {
  const hex = stored?.trim().toLowerCase()
  return STAFF_COLOURS.find((c) => c.border === hex) ?? null
}

/**
 * The colour of the staff member with this id: the chosen one, else derived from the id;
 * null (unassigned) has none.
 */
export function staffColour(
  adminId: number | null | undefined,
  stored?: string | null,
): StaffColour | null {
  if (adminId == null) return null
  return chosenStaffColour(stored) ?? STAFF_COLOURS[Math.abs(adminId) % STAFF_COLOURS.length]
}

export const DISPLAY_NAME_MAX = 60

/**
 * A person's name and calendar colour as typed: the name trimmed (empty: none, the sign-in
 * shows), the colour a palette border hex or empty (automatic). Refusals name their field.
 */
export function parseStaffProfile(input: {
  displayName: string
  colour: string
}):
  | { ok: true; displayName: string | null; colour: string | null }
  | { ok: false; field: 'displayName' | 'colour'; error: string } {
  const displayName = input.displayName.trim()
  if (displayName.length > DISPLAY_NAME_MAX) {
    return {
      ok: false,
      field: 'displayName',
      error: `The name can be at most ${DISPLAY_NAME_MAX} characters`,
    }
  }
  const colourText = input.colour.trim()
  const colour = chosenStaffColour(colourText)
  if (colourText && !colour) {
    return { ok: false, field: 'colour', error: 'Choose one of the calendar colours' }
  }
  return { ok: true, displayName: displayName || null, colour: colour?.border ?? null }
}

/** A Google Maps search link for an address (opens the maps app on a phone). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** A tel: link keeping only what a dialer reads. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
