/**
 * Each staff member's colour on the calendar's week view (issue 31): the one chosen from this
 * accessible palette (stored as its border hex in `admin_users.colour`), else one derived from
 * the account id, so the same person always has the same colour. And a person's display name as
 * typed (`parseStaffProfile`, `staffNameSchema`): one line.
 */
import { z } from 'zod'

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

/** Line breaks of every kind (CR, LF, NEL, the Unicode line and paragraph separators). */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]/
/** Control characters, line breaks among them: none belongs in a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
export const ONE_LINE_NAME = 'A name is one line: remove the line breaks'

/**
 * A staff name (display name, an invitee's name) as typed: one line, trimmed, at most
 * DISPLAY_NAME_MAX characters; empty means none. A line break in a name would forge lines in
 * the staff e-mails that name it.
 */
export const staffNameSchema = z
  .string()
  .trim()
  .refine((name) => !LINE_BREAKS.test(name), ONE_LINE_NAME)
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'A name cannot hold control characters')
  .refine(
    (name) => name.length <= DISPLAY_NAME_MAX,
    `The name can be at most ${DISPLAY_NAME_MAX} characters`,
  )

/**
 * A name as a message may show it: every line break or control character a space, so a name
 * stored before names were checked still cannot start a line of its own.
 */
export function oneLine(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' ').replace(/\s+/g, ' ').trim()
}

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
  const name = staffNameSchema.safeParse(input.displayName)
  if (!name.success) {
    return {
      ok: false,
      field: 'displayName',
      error: name.error.issues[0]?.message ?? ONE_LINE_NAME,
    }
  }
  const displayName = name.data
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
