/**
 * Storing images: the bytes and size are checked before anything is written, then the
 * original is kept with resized WebP variants (made with sharp) beside it.
 *
 * Keys look like `leads/2026/11/<uuid>/original.jpg`, with variants beside the original
 * (`…/<uuid>/w320.webp`). They never change once written, so `/uploads/<key>` is served
 * with long, immutable cache headers. Where the files go (disk or S3), how keys are checked
 * and how they are read back: `storage-backends.server.ts`.
 *
 * Private images (customers' photos of their homes, under `leads/`; the installer's photos of
 * a visit, under `visits/`) are re-encoded on upload, the original too, so no EXIF (camera, GPS
 * position) is kept. `/uploads` serves lead photos only to a signed-in admin, and visit photos
 * never: the visit's own staff address does, to those who may see the visit.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import sharp from 'sharp'
import { detectImageFormat, IMAGE_TYPES, type ImageFormat } from '~/domain/image-type'
import { cleanFileName, UploadRejectedError } from './multipart.server'
import { assertKey, deleteStored, storage, storedUrl, variantKey } from './storage-backends.server'

export type ImageVariant = {
  /** File name of the variant beside the original, e.g. 'w320' → `…/w320.webp`. */
  name: string
  /** Longest side in pixels; smaller images are not enlarged. */
  size: number
  quality?: number
}

/** Thumbnail for lists and a large view: what lead photos and most admin images need. */
export const DEFAULT_VARIANTS: ImageVariant[] = [
  { name: 'w320', size: 320 },
  { name: 'w1280', size: 1280 },
]

export type StoredImage = {
  key: string
  url: string
  contentType: string
  format: ImageFormat
  sizeBytes: number
  originalName: string
  width: number | null
  height: number | null
  /** variant name → key */
  variants: Record<string, string>
  /** Every key written (original and variants), e.g. to delete them again. */
  keys: string[]
}

/** Key prefixes of personal images: re-encoded without metadata, served only to staff. */
const PRIVATE_PREFIXES = ['leads/', 'visits/', 'estimates/'] as const

export function isPrivateKey(key: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix))
}

/**
 * Private images whose own staff page serves them, after deciding who may see them (a visit's
 * photos: only to those who may see the visit, `my-visits.server.ts`): `/uploads` answers as
 * for a file that does not exist.
 */
// Estimate window photos: by the estimate's staff page or its private link (estimate-photos.server.ts).
const SERVED_BY_THEIR_PAGE_PREFIXES = ['visits/', 'estimates/'] as const

export function isServedByItsPage(key: string): boolean {
  // Any case: a disk that ignores case would find `Visits/…` too.
  const lower = key.toLowerCase()
  return SERVED_BY_THEIR_PAGE_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * About 40 megapixels: more than any phone camera; a 9000 x 9000 PNG (a decompression bomb of
 * a few KB) would take hundreds of MB and seconds of CPU to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000
const SHARP_INPUT = { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS } as const

// libvips keeps recent operations, whole decoded pictures included: with it, a second 40 MP
// AVIF or GIF took the machine 0.5 GB further than without (docs/figures/image-memory.json).
// An upload is decoded once per size and never again, so nothing is lost.
sharp.cache(false)

function tooManyPixels(name: string, width: number, height: number) {
  return new UploadRejectedError(
    413,
    `${name} is ${width} x ${height} pixels, more than we can take. Please send a photo under 40 megapixels.`,
    name,
  )
}

/**
 * A private original, upright and without any metadata (sharp drops it), kept as a JPEG
 * whatever came in. JPEG without optimised Huffman tables is written as it is decoded: a
 * 40 MP photo costs about 30 MB, where the AVIF, GIF and WebP encoders (and JPEG's optimised
 * coding) hold the whole picture several times over, up to 1.7 GB for one AVIF
 * (scripts/measure/measure-image-memory.mjs, docs/figures/image-memory.json).
 */
function reencodePrivate(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, SHARP_INPUT)
    .rotate()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer()
}

function heicRefused(name: string) {
  return new UploadRejectedError(
    415,
    `${name} is a HEIC photo, which we cannot open. Please send it as a JPEG or PNG (on an iPhone: Settings, Camera, Formats, Most Compatible).`,
    name,
  )
}

/** What staff see when a good image could not be written (they may simply try again). */
export const IMAGE_NOT_SAVED = 'The image could not be saved right now. Please try again.'

/**
 * The image was fine but could not be written: the uploads folder is not writable, the disk
 * is full, the bucket refused it. Nothing of it is left behind. Not the sender's fault, so
 * not a 4xx: a quote keeps the request without the photo, an admin upload answers 503.
 */
export class StorageFailedError extends Error {
  constructor(
    readonly fileName: string,
    cause: unknown,
  ) {
    super(IMAGE_NOT_SAVED, { cause })
    this.name = 'StorageFailedError'
  }
}

export type StoreImageOptions = {
  maxBytes: number
  /** First part of the key, e.g. 'leads', 'blog', 'swatches'. */
  prefix: string
  variants?: ImageVariant[]
}

type ImageInput = Blob | { bytes: Uint8Array; name: string }

async function readInput(input: ImageInput, maxBytes: number) {
  if (input instanceof Blob) {
    const name = 'name' in input && typeof input.name === 'string' ? input.name : 'image'
    if (input.size > maxBytes) throw UploadRejectedError.tooLarge(name, maxBytes)
    return { bytes: Buffer.from(await input.arrayBuffer()), name }
  }
  if (input.bytes.byteLength > maxBytes) throw UploadRejectedError.tooLarge(input.name, maxBytes)
  return { bytes: Buffer.from(input.bytes), name: input.name }
}

/**
 * One image per CPU is decoded and resized at once: under a burst of uploads, requests then
 * finish one after another instead of all slowly together, and memory stays bounded by the
 * worst single image (a 40 MP AVIF: about 1.1 GB; fly.toml [[vm]] is sized for it, see
 * docs/figures/image-memory.json). A second image at once on one CPU would gain no time.
 */
const MAX_IMAGE_JOBS = Math.max(1, os.availableParallelism())
let runningJobs = 0
const waitingJobs: (() => void)[] = []

export async function withImageSlot<T>(job: () => Promise<T>): Promise<T> {
  if (runningJobs >= MAX_IMAGE_JOBS) await new Promise<void>((r) => waitingJobs.push(r))
  else runningJobs++
  try {
    return await job()
  } finally {
    const next = waitingJobs.shift()
    if (next) next()
    else runningJobs--
  }
}

/**
 * Checks the size and the bytes of an image, then stores it with its resized variants.
 * Nothing is written when the file is refused (`UploadRejectedError`, 413 or 415), nor kept
 * when writing it fails (`StorageFailedError`).
 * HEIC, which sharp cannot decode here, is refused with a message (its bytes could not be
 * checked, nor its metadata removed); so is a picture over MAX_IMAGE_PIXELS.
 */
export async function storeImage(input: ImageInput, options: StoreImageOptions) {
  const { bytes, name } = await readInput(input, options.maxBytes)
  const originalName = cleanFileName(name)
  const format = detectImageFormat(bytes)
  if (!format) throw UploadRejectedError.notAnImage(originalName)
  const isPrivate = isPrivateKey(`${options.prefix}/`)
  // A HEIC file cannot be decoded here, so nothing proves it is a picture: refused everywhere.
  if (format === 'heic') throw heicRefused(originalName)
  // The header alone says the size: refuse a bomb before decoding a single pixel.
  const declared = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!declared?.width || !declared.height) throw UploadRejectedError.notAnImage(originalName)
  if (declared.width * declared.height > MAX_IMAGE_PIXELS) {
    throw tooManyPixels(originalName, declared.width, declared.height)
  }
  let body: Buffer = bytes

  let width: number | null = null
  let height: number | null = null
  const renders: { name: string; body: Buffer }[] = []
  try {
    await withImageSlot(async () => {
      const meta = await sharp(bytes, SHARP_INPUT).metadata()
      // EXIF orientation 5-8 means the picture is shown rotated by 90°.
      const rotated = (meta.orientation ?? 1) >= 5
      width = (rotated ? meta.height : meta.width) ?? null
      height = (rotated ? meta.width : meta.height) ?? null
      // Re-encoded without metadata: no camera details or GPS position in what we serve.
      // Low WebP effort: much less CPU per upload for slightly larger files.
      // One after another: each decodes the whole picture (up to 500 MB for a 40 MP AVIF),
      // and one CPU gains nothing from two at once (docs/figures/image-memory.json).
      for (const variant of options.variants ?? DEFAULT_VARIANTS) {
        const body = await sharp(bytes, SHARP_INPUT)
          .rotate()
          .resize({
            width: variant.size,
            height: variant.size,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: variant.quality ?? 80, effort: 1 })
          .toBuffer()
        renders.push({ name: variant.name, body })
      }
      if (isPrivate) body = await reencodePrivate(bytes)
    })
  } catch {
    // The header looked like an image but the data is not one.
    throw UploadRejectedError.notAnImage(originalName)
  }

  const storedFormat: ImageFormat = isPrivate ? 'jpeg' : format
  const { contentType, ext } = IMAGE_TYPES[storedFormat]
  const now = new Date()
  const folder = [
    options.prefix,
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    crypto.randomUUID(),
  ].join('/')
  const key = `${folder}/original.${ext}`
  assertKey(key)

  const written: string[] = []
  const variants: Record<string, string> = {}
  try {
    await storage().put(key, body, contentType)
    written.push(key)
    for (const render of renders) {
      const vKey = variantKey(key, render.name)
      await storage().put(vKey, render.body, 'image/webp')
      written.push(vKey)
      variants[render.name] = vKey
    }
  } catch (error) {
    await deleteStored(written).catch(() => {})
    // Logged here, once for every caller: someone has to fix the folder or the bucket.
    console.error(`[storage] could not store ${key}`, error)
    throw new StorageFailedError(originalName, error)
  }

  return {
    key,
    url: storedUrl(key),
    contentType,
    format: storedFormat,
    sizeBytes: body.byteLength,
    originalName,
    width,
    height,
    variants,
    keys: written,
  } satisfies StoredImage
}

/** Deletes an image stored by `storeImage` together with all its variants. */
export async function deleteImage(key: string): Promise<void> {
  assertKey(key)
  const folder = key.slice(0, key.lastIndexOf('/') + 1)
  await storage().deletePrefix(folder)
}
