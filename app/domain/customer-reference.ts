/**
 * The reference a customer sees for an order or an appointment (e.g. "7KQ2-M9XD"): eight
 * random characters, so it says nothing of how many orders or visits there were (a row's
 * sequential id does, and stays for staff only). Crockford's base32 alphabet (no I, L, O,
 * U), so a reference read over the phone cannot be misheard as another. Pure apart from
 * the random source, which both Node and browsers have.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new random reference: 40 bits, as two groups of four ("7KQ2-M9XD"). */
export function newReference(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const chars = Array.from(random(new Uint8Array(8)), (byte) => ALPHABET[byte & 31])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/**
 * A reference as someone typed it (any case, spaces or dashes, O for 0, I or L for 1), in
 * its stored form, or null when it cannot be one.
 */
export function normaliseReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (compact.length !== 8 || [...compact].some((c) => !ALPHABET.includes(c))) return null
  return `${compact.slice(0, 4)}-${compact.slice(4)}`
}
