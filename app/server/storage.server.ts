/**
 * The one place files are kept: an S3-compatible bucket when `S3_BUCKET` is set, otherwise
 * a folder on the local disk (`UPLOADS_DIR`). Images are checked by their bytes (magic
 * number) and size before anything is written, then stored with resized WebP variants.
 *
 * Keys look like `leads/2026/11/<uuid>/original.jpg`, with variants beside the original
 * (`…/<uuid>/w320.webp`). They never change once written, so `/uploads/<key>` is served
 * with long, immutable cache headers.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import sharp from 'sharp'
import { getEnv } from './env.server'

// ---------------------------------------------------------------- image types by their bytes

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic'

export const IMAGE_TYPES: Record<ImageFormat, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  avif: { contentType: 'image/avif', ext: 'avif' },
  heic: { contentType: 'image/heic', ext: 'heic' },
}

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

// ---------------------------------------------------------------- errors

/** A file refused before anything was stored: 413 too large, 415 not an accepted image. */
export class UploadRejectedError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
    readonly fileName?: string,
  ) {
    super(message)
    this.name = 'UploadRejectedError'
  }
  /** The rest of the form, when the refusal came while reading one (text fields only). */
  form?: FormData
}

// ---------------------------------------------------------------- backends

type Backend = {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size?: number } | null>
  delete(keys: string[]): Promise<void>
  deletePrefix(prefix: string): Promise<void>
}

function localBackend(root: string): Backend {
  const resolve = (key: string) => path.join(root, ...key.split('/'))
  return {
    async put(key, body) {
      const file = resolve(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`
      await fs.writeFile(tmp, body)
      await fs.rename(tmp, file)
    },
    async get(key) {
      const file = resolve(key)
      try {
        const handle = await fs.open(file, 'r')
        const { size } = await handle.stat()
        const stream = handle.createReadStream()
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(resolve(key), { force: true })))
      // Remove folders left empty (best effort, never above the root).
      const dirs = new Set(keys.map((key) => path.dirname(resolve(key))))
      for (const dir of dirs) {
        let current = dir
        while (current.startsWith(root) && current !== root) {
          try {
            await fs.rmdir(current)
          } catch {
            break
          }
          current = path.dirname(current)
        }
      }
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true })
    },
  }
}

function s3Backend(bucket: string): Backend {
  const env = getEnv()
  const client = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  })
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!object.Body) return null
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength,
        }
      } catch (error) {
        const name = (error as { name?: string }).name
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode
        if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) return null
        throw error
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        )
      }
    },
    async deletePrefix(prefix) {
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []))
        if (keys.length) await this.delete(keys)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}

let backend: { config: string; instance: Backend } | undefined

/** The backend for the current settings (re-created if the settings change, as in tests). */
function storage(): Backend {
  const env = getEnv()
  const bucket = process.env.S3_BUCKET ?? env.S3_BUCKET
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? env.UPLOADS_DIR)
  const config = bucket ? `s3:${bucket}` : `local:${uploadsDir}`
  if (backend?.config !== config) {
    backend = { config, instance: bucket ? s3Backend(bucket) : localBackend(uploadsDir) }
  }
  return backend.instance
}

export function storageKind(): 's3' | 'local' {
  storage()
  return backend?.config.startsWith('s3:') ? 's3' : 'local'
}

// ---------------------------------------------------------------- keys

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i

/** True for keys this module makes (no '..', no leading slash, no odd characters). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.')
}

function assertKey(key: string) {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`)
}

/** The public address of a stored file. */
export function storedUrl(key: string): string {
  return `/uploads/${key}`
}

/** The key of a variant of a stored image (see `storeImage`). */
export function variantKey(key: string, variant: string): string {
  return `${key.slice(0, key.lastIndexOf('/'))}/${variant}.webp`
}

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  const found = Object.values(IMAGE_TYPES).find((t) => t.ext === ext)
  if (found) return found.contentType
  if (ext === 'jpeg') return 'image/jpeg'
  if (ext === 'heif') return 'image/heif'
  return 'application/octet-stream'
}

// ---------------------------------------------------------------- the API

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
    if (input.size > maxBytes) throw tooLarge(name, maxBytes)
    return { bytes: Buffer.from(await input.arrayBuffer()), name }
  }
  if (input.bytes.byteLength > maxBytes) throw tooLarge(input.name, maxBytes)
  return { bytes: Buffer.from(input.bytes), name: input.name }
}

function tooLarge(name: string, maxBytes: number) {
  const mb = Math.round(maxBytes / (1024 * 1024))
  return new UploadRejectedError(
    413,
    `${name} is larger than ${mb}MB. Please choose a smaller file.`,
    name,
  )
}

function notAnImage(name: string) {
  return new UploadRejectedError(
    415,
    `${name} is not a supported image. Please choose a JPEG, PNG, WebP, GIF, HEIC or AVIF photo.`,
    name,
  )
}

/**
 * At most a few images are decoded and resized at once: under a burst of uploads, requests
 * then finish one after another instead of all slowly together, and memory stays bounded.
 */
const MAX_IMAGE_JOBS = Math.max(2, os.availableParallelism())
let runningJobs = 0
const waitingJobs: (() => void)[] = []

async function withImageSlot<T>(job: () => Promise<T>): Promise<T> {
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

/** A safe, short display name for the original file. */
function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? 'image'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (cleaned || 'image').slice(0, 200)
}

/**
 * Checks the size and the bytes of an image, then stores it with its resized variants.
 * Nothing is written when the file is refused (`UploadRejectedError`, 413 or 415).
 * HEIC, which sharp cannot decode here, is stored as is, without variants.
 */
export async function storeImage(input: ImageInput, options: StoreImageOptions) {
  const { bytes, name } = await readInput(input, options.maxBytes)
  const originalName = cleanName(name)
  const format = detectImageFormat(bytes)
  if (!format) throw notAnImage(originalName)

  let width: number | null = null
  let height: number | null = null
  const renders: { name: string; body: Buffer }[] = []
  if (format !== 'heic') {
    try {
      await withImageSlot(async () => {
        const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: 100_000_000 })
        const meta = await image.metadata()
        // EXIF orientation 5-8 means the picture is shown rotated by 90°.
        const rotated = (meta.orientation ?? 1) >= 5
        width = (rotated ? meta.height : meta.width) ?? null
        height = (rotated ? meta.width : meta.height) ?? null
        // Re-encoded without metadata: no camera details or GPS position in what we serve.
        // Low WebP effort: much less CPU per upload for slightly larger files.
        const made = await Promise.all(
          (options.variants ?? DEFAULT_VARIANTS).map(async (variant) => ({
            name: variant.name,
            body: await sharp(bytes, { failOn: 'truncated', limitInputPixels: 100_000_000 })
              .rotate()
              .resize({
                width: variant.size,
                height: variant.size,
                fit: 'inside',
                withoutEnlargement: true,
              })
              .webp({ quality: variant.quality ?? 80, effort: 1 })
              .toBuffer(),
          })),
        )
        renders.push(...made)
      })
    } catch {
      // The header looked like an image but the data is not one.
      throw notAnImage(originalName)
    }
  }

  const { contentType, ext } = IMAGE_TYPES[format]
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
    await storage().put(key, bytes, contentType)
    written.push(key)
    for (const render of renders) {
      const vKey = variantKey(key, render.name)
      await storage().put(vKey, render.body, 'image/webp')
      written.push(vKey)
      variants[render.name] = vKey
    }
  } catch (error) {
    await deleteStored(written).catch(() => {})
    throw error
  }

  return {
    key,
    url: storedUrl(key),
    contentType,
    format,
    sizeBytes: bytes.byteLength,
    originalName,
    width,
    height,
    variants,
    keys: written,
  } satisfies StoredImage
}

/** Deletes stored files by key (missing files are not an error). */
export async function deleteStored(keys: string | string[]): Promise<void> {
  const list = (Array.isArray(keys) ? keys : [keys]).filter(Boolean)
  if (!list.length) return
  list.forEach(assertKey)
  await storage().delete(list)
}

/** Deletes an image stored by `storeImage` together with all its variants. */
export async function deleteImage(key: string): Promise<void> {
  assertKey(key)
  const folder = key.slice(0, key.lastIndexOf('/') + 1)
  await storage().deletePrefix(folder)
}

/** A stored file as a stream, or null when there is none. */
export async function readStored(key: string) {
  if (!isValidKey(key)) return null
  const found = await storage().get(key)
  if (!found) return null
  return { ...found, contentType: contentTypeOfKey(key) }
}

// ---------------------------------------------------------------- multipart requests

export type ParsedUpload = {
  /** Text fields, and the accepted files under their field names. */
  form: FormData
  /** Files beyond `maxFiles` were dropped (their bytes read and discarded). */
  tooManyFiles: boolean
}

export type ParseUploadOptions = {
  /** Fields that may carry files; files in any other field are discarded. */
  fileFields: string[]
  /** Largest accepted file. */
  maxBytes: number
  maxFiles: number
  /** Largest text field (default 64 KB); all text fields together: four times that. */
  maxTextBytes?: number
  /** Most text fields accepted (default 100). */
  maxFields?: number
  /** Bytes read and thrown away after a refusal before giving up on the connection. */
  maxDrainBytes?: number
}

/**
 * Reads a multipart form as it streams in. Files are held in memory only up to `maxBytes`
 * and only when their first bytes are an accepted image; otherwise the rest of the body is
 * read and discarded (never buffered) and an `UploadRejectedError` (413 or 415) is thrown,
 * so the client still gets a clean answer. A form without files may be urlencoded.
 */
export async function parseUploadForm(
  request: Request,
  options: ParseUploadOptions,
): Promise<ParsedUpload> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return { form: await request.formData(), tooManyFiles: false }
    }
    throw new BadUploadError('Send the form as multipart/form-data')
  }
  const maxText = options.maxTextBytes ?? 64 * 1024
  const maxDrain = options.maxDrainBytes ?? 64 * 1024 * 1024
  const maxFields = options.maxFields ?? 100
  let drained = 0
  let files = 0
  let textFields = 0
  let textBytes = 0
  let tooManyFiles = false
  let rejection: UploadRejectedError | null = null

  async function drain(data: AsyncIterable<Uint8Array>) {
    for await (const chunk of data) {
      drained += chunk.byteLength
      if (drained > maxDrain) throw rejection ?? new UploadRejectedError(413, 'Request too large')
    }
  }

  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      async ({ name, filename, contentType, data }) => {
        if (typeof filename !== 'string') {
          textFields++
          if (textFields > maxFields) {
            rejection ??= new UploadRejectedError(413, 'The form has too many fields')
            await drain(data)
            return undefined
          }
          const chunks: Uint8Array[] = []
          let size = 0
          for await (const chunk of data) {
            size += chunk.byteLength
            textBytes += chunk.byteLength
            if (size > maxText || textBytes > maxText * 4) {
              rejection ??= new UploadRejectedError(413, `The field ${name} is too long`)
              await drain(data)
              return undefined
            }
            chunks.push(chunk)
          }
          return Buffer.concat(chunks).toString('utf8')
        }
        // Not a photo field, no file chosen, an earlier refusal, or one file too many.
        if (!options.fileFields.includes(name) || filename === '' || rejection) {
          await drain(data)
          return undefined
        }
        if (files >= options.maxFiles) {
          tooManyFiles = true
          await drain(data)
          return undefined
        }
        const chunks: Uint8Array[] = []
        let size = 0
        let checked = false
        const fileName = cleanName(filename)
        for await (const chunk of data) {
          size += chunk.byteLength
          chunks.push(chunk)
          if (size > options.maxBytes) {
            rejection = tooLarge(fileName, options.maxBytes)
            chunks.length = 0
            await drain(data)
            return undefined
          }
          if (!checked && size >= MAGIC_BYTES) {
            checked = true
            if (!detectImageFormat(Buffer.concat(chunks))) {
              rejection = notAnImage(fileName)
              chunks.length = 0
              await drain(data)
              return undefined
            }
          }
        }
        if (size === 0) return undefined
        if (!checked && !detectImageFormat(Buffer.concat(chunks))) {
          rejection = notAnImage(fileName)
          return undefined
        }
        files++
        return new File(chunks as unknown as BlobPart[], fileName, { type: contentType })
      },
    )
  } catch (error) {
    if (error instanceof UploadRejectedError) throw error
    if (rejection) throw rejection
    throw new BadUploadError('The form could not be read')
  }
  // (assigned inside the upload handler, which TypeScript does not follow)
  const refused = rejection as UploadRejectedError | null
  if (refused) {
    refused.form = form
    throw refused
  }
  return { form, tooManyFiles }
}

/** A body that is not a readable form (400). */
export class BadUploadError extends Error {
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'BadUploadError'
  }
}
