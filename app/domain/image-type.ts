/**
 * Which photos we accept, told by their bytes (the "magic number") rather than by the file
 * name or the type the browser claims, both of which the sender chooses. Pure: no I/O, so
 * the same rule can check a file while it streams in and again before it is stored.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic'

export const IMAGE_TYPES: Record<ImageFormat, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  avif: { contentType: 'image/avif', ext: 'avif' },
  heic: { contentType: 'image/heic', ext: 'heic' },
}

/**
 * The formats a photo is stored in: HEIC is recognised but refused (it cannot be decoded and
 * checked here, see storage.server.ts), so it is never named as accepted.
 */
export const ACCEPTED_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'webp', 'avif']

/** Each format as a customer knows it. */
export const IMAGE_FORMAT_NAMES: Record<ImageFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
}

/** Every accepted format in words, for a hint: 'JPEG, PNG, GIF, WebP or AVIF'. */
export function acceptedImageFormats(or = 'or'): string {
  const names = ACCEPTED_IMAGE_FORMATS.map((f) => IMAGE_FORMAT_NAMES[f])
  return `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}`
}

/** The file input's `accept`: every accepted type. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_FORMATS.map((f) => IMAGE_TYPES[f].contentType).join(',')

/** How many leading bytes `detectImageFormat` needs. */
export const MAGIC_BYTES = 16

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

/** The image format the bytes start with, or null when they are not an image we accept. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg'
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return 'png'
  }
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp'
  }
  // ISO base media file: [size]['ftyp'][major brand]
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    if (brand === 'avif' || brand === 'avis') return 'avif'
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) {
      return 'heic'
    }
  }
  return null
}

/** The Content-Type to serve a stored file with, from its key's extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  const found = Object.values(IMAGE_TYPES).find((t) => t.ext === ext)
  if (found) return found.contentType
  if (ext === 'jpeg') return 'image/jpeg'
  if (ext === 'heif') return 'image/heif'
  return 'application/octet-stream'
}
