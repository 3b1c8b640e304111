/**
 * Photos a customer sent with a quote request that could not be stored (the uploads folder or
 * the bucket failed). The request is kept without them: staff read a note in the lead (its
 * page and the staff e-mail), and the customer is asked on the thank-you screen to e-mail them.
 * Pure: the same words on the server and in the browser.
 */

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`)
const them = (count: number) => (count === 1 ? 'it' : 'them')

/** Starts the note, so the lead's page can find it again in the details. */
const NOTE_MARK = '[Website note]'
const NOTE_PATTERN = /\[Website note\] (\d+) photos? could not be saved/

/** For staff: how many photos are missing and what to do about it. */
export function photosNotSavedText(count: number): string {
  return `${photos(count)} could not be saved (our photo storage failed). Ask the customer to e-mail ${them(count)}.`
}

/** The staff note kept in the lead's details (its page and the staff e-mail show it). */
export function photosNotSavedNote(count: number): string {
  return `${NOTE_MARK} ${photosNotSavedText(count)}`
}

/**
 * The lead's details with the staff note after the customer's own words (a blank line
 * between), or the details unchanged when every photo was saved.
 */
export function withPhotosNotSavedNote(
  details: string | null | undefined,
  count: number,
): string | null {
  const text = details ?? null
  if (count <= 0) return text
  const note = photosNotSavedNote(count)
  return text ? `${text}\n\n${note}` : note
}

/** How many photos the note in a lead's details says could not be saved (0 without one). */
export function photosNotSavedIn(details: string | null | undefined): number {
  const match = details?.match(NOTE_PATTERN)
  return match ? Number(match[1]) : 0
}

/** What the customer reads on the thank-you screen (and what the JSON call answers). */
export function photosNotSavedMessage(count: number, email: string): string {
  const yours = count === 1 ? 'your photo' : `${count} photos`
  const where = email ? ` to ${email}` : ''
  return `Your request was sent, but ${yours} did not reach us. Please e-mail ${them(count)}${where}, or send ${them(count)} in your reply when we contact you.`
}
