import { describe, expect, it } from 'vitest'
import {
  acceptedImageFormats,
  contentTypeOfKey,
  detectImageFormat,
  IMAGE_ACCEPT,
  IMAGE_TYPES,
  type ImageFormat,
  MAGIC_BYTES,
} from './image-type'

const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
/** An ISO media file header: box size, 'ftyp', then the major brand. */
const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 24, ...text(`ftyp${brand}`), 0, 0, 0, 0])

/** The first bytes of each accepted format, as encoders write them, with how many count. */
const headers: { format: ImageFormat; bytes: Uint8Array; signature: number }[] = [
  { format: 'jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), signature: 3 },
  {
    format: 'png',
    bytes: new Uint8Array([0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    signature: 8,
  },
  { format: 'gif', bytes: new Uint8Array(text('GIF87a\x01\x00')), signature: 6 },
  { format: 'gif', bytes: new Uint8Array(text('GIF89a\x01\x00')), signature: 6 },
  { format: 'webp', bytes: new Uint8Array(text('RIFF\x24\x00\x00\x00WEBPVP8 ')), signature: 12 },
  { format: 'avif', bytes: ftyp('avif'), signature: 12 },
  { format: 'avif', bytes: ftyp('avis'), signature: 12 },
  ...['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].map((brand) => ({
    format: 'heic' as const,
    bytes: ftyp(brand),
    signature: 12,
  })),
]

describe('detectImageFormat', () => {
  it('recognises every accepted format by its first bytes', () => {
    for (const { format, bytes } of headers) expect(detectImageFormat(bytes)).toBe(format)
    const covered = new Set(headers.map((h) => h.format))
    expect([...covered].sort()).toEqual(Object.keys(IMAGE_TYPES).sort())
  })

  it('needs no more than MAGIC_BYTES bytes', () => {
    for (const { format, bytes } of headers) {
      const padded = new Uint8Array(64)
      padded.set(bytes)
      expect(detectImageFormat(padded.subarray(0, MAGIC_BYTES))).toBe(format)
    }
  })

  it('refuses a header cut short, down to nothing', () => {
    for (const { bytes, signature } of headers) {
      for (let length = 0; length < signature; length++) {
        expect(detectImageFormat(bytes.subarray(0, length))).toBeNull()
      }
    }
  })

  it('refuses files that are not images, or not ones we accept', () => {
    for (const bytes of [
      text('hello world, not a picture'),
      text('%PDF-1.7\n%âãÏÓ'),
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      text('RIFF\0\0\0\0WAVEfmt '), // a sound file in the same wrapper as WebP
      text('BM6\0\0\0\0\0\0\x006\0\0\0'), // BMP
      [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0], // TIFF
      [0, 0, 0, 24, ...text('ftypisom'), 0, 0, 0, 0], // an MP4 video
      [0x50, 0x4b, 0x03, 0x04], // a zip (also .docx, .xlsx)
      [0xff, 0xd8, 0x00], // two JPEG bytes, then not
    ]) {
      expect(detectImageFormat(new Uint8Array(bytes))).toBeNull()
    }
  })
})

describe('contentTypeOfKey', () => {
  it('answers the type of each stored extension, whatever its case', () => {
    for (const { contentType, ext } of Object.values(IMAGE_TYPES)) {
      expect(contentTypeOfKey(`leads/2026/11/abc/original.${ext}`)).toBe(contentType)
    }
    expect(contentTypeOfKey('leads/2026/11/abc/w320.WEBP')).toBe('image/webp')
    expect(contentTypeOfKey('blog/2026/01/abc/original.jpeg')).toBe('image/jpeg')
    expect(contentTypeOfKey('blog/2026/01/abc/original.heif')).toBe('image/heif')
  })

  it('serves anything else as plain bytes', () => {
    for (const key of ['a/b/notes.txt', 'a/b/page.html', 'a/b/image.svg', 'a/b/no-extension']) {
      expect(contentTypeOfKey(key)).toBe('application/octet-stream')
    }
  })
})

describe('the accepted formats in words', () => {
  it('names every format a photo may be stored in, and only those', () => {
    expect(acceptedImageFormats()).toBe('JPEG, PNG, GIF, WebP or AVIF')
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp,image/avif')
  })
})
