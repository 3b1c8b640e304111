/**
 * Reading a form with photos as it streams in, and the refusals an upload can meet. A photo
 * is checked by its first bytes and its size while it arrives, so a wrong or huge file is
 * refused without ever being held in memory; `storeImage` checks the same rules again for
 * files that come by other roads, and throws the same `UploadRejectedError`.
 */
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { detectImageFormat, MAGIC_BYTES } from '~/domain/image-type'

/** A file refused before anything was stored: 413 too large, 415 not an accepted image. */
export class UploadRejectedError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
    readonly fileName?: string,
    /** A text field that was too long (its error belongs next to it, not to the photos). */
    readonly textField?: string,
  ) {
    super(message)
    this.name = 'UploadRejectedError'
  }
  /** The rest of the form, when the refusal came while reading one (text fields only). */
  form?: FormData

  static tooLarge(name: string, maxBytes: number) {
    const mb = Math.round(maxBytes / (1024 * 1024))
    return new UploadRejectedError(
      413,
      `${name} is larger than ${mb}MB. Please choose a smaller file.`,
      name,
    )
  }

  static notAnImage(name: string) {
    return new UploadRejectedError(
      415,
      `${name} is not a supported image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.`,
      name,
    )
  }
}

/** A body that is not a readable form (400). */
export class BadUploadError extends Error {
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'BadUploadError'
  }
}

/** A safe, short display name for a sent file: no folders, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? 'image'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (cleaned || 'image').slice(0, 200)
}

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
 *
 * The body is split by busboy, which reads part headers as RFC 7578 says: quoted file names
 * may hold `;`, `=` and `\"`, raw UTF-8 is UTF-8, and `filename*=UTF-8''…` is decoded. Any
 * body it cannot read (no boundary, cut short, no closing boundary, bad part headers) is a
 * `BadUploadError` (400); nothing is written to disk, so a failure leaves nothing behind.
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
  // The form's entries in the order their parts came.
  const entries: [string, string | File][] = []

  /** Bytes read and thrown away; past `maxDrain` the upload is given up. */
  function discarded(bytes: number) {
    drained += bytes
    if (drained > maxDrain) throw rejection ?? new UploadRejectedError(413, 'Request too large')
  }

  async function drain(data: AsyncIterable<Uint8Array>) {
    for await (const chunk of data) {
      // After a refusal every byte of the body is counted as it is read (below).
      if (!rejection) discarded(chunk.byteLength)
    }
  }

  function addText(name: string, value: string, truncated: boolean) {
    textFields++
    if (textFields > maxFields) {
      rejection ??= new UploadRejectedError(413, 'The form has too many fields')
      return
    }
    textBytes += Buffer.byteLength(value)
    if (truncated || textBytes > maxText * 4) {
      rejection ??= new UploadRejectedError(
        413,
        'This answer is too long. Please keep it shorter.',
        undefined,
        name,
      )
      return
    }
    entries.push([name, value])
  }

  /** A part sent as a file but without a file name (`filename=""` or none). */
  async function readNamelessPart(name: string, data: AsyncIterable<Uint8Array>) {
    // An empty file input of a photo field: no file chosen.
    if (options.fileFields.includes(name)) return drain(data)
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size > maxText + 1) {
        if (!rejection) discarded(chunk.byteLength)
        continue
      }
      chunks.push(chunk)
    }
    addText(
      name,
      Buffer.concat(chunks)
        .subarray(0, maxText + 1)
        .toString('utf8'),
      size > maxText,
    )
  }

  async function readFile(
    name: string,
    data: AsyncIterable<Uint8Array>,
    filename: string | undefined,
    contentType: string,
  ) {
    if (filename === undefined) return readNamelessPart(name, data)
    // Not a photo field, no file chosen, an earlier refusal, or one file too many.
    if (!options.fileFields.includes(name) || filename === '' || rejection) return drain(data)
    if (files >= options.maxFiles) {
      tooManyFiles = true
      return drain(data)
    }
    const chunks: Uint8Array[] = []
    let size = 0
    let checked = false
    let refused = false
    const fileName = cleanFileName(unescapeFileName(filename))
    // One loop to the end of the part (leaving a stream's loop early would destroy it).
    for await (const chunk of data) {
      if (refused) {
        if (!rejection) discarded(chunk.byteLength)
        continue
      }
      size += chunk.byteLength
      chunks.push(chunk)
      if (size > options.maxBytes) {
        rejection = UploadRejectedError.tooLarge(fileName, options.maxBytes)
      } else if (!checked && size >= MAGIC_BYTES) {
        checked = true
        if (!detectImageFormat(Buffer.concat(chunks))) {
          rejection = UploadRejectedError.notAnImage(fileName)
        }
      }
      if (rejection) {
        refused = true
        chunks.length = 0
      }
    }
    if (refused || size === 0) return
    if (!checked && !detectImageFormat(Buffer.concat(chunks))) {
      rejection = UploadRejectedError.notAnImage(fileName)
      return
    }
    files++
    entries.push([name, new File(chunks as unknown as BlobPart[], fileName, { type: contentType })])
  }

  try {
    if (!request.body) throw new BadUploadError('The form could not be read')
    const parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      // One byte over the limit marks a text field as too long (busboy cuts it there).
      limits: { fieldSize: maxText + 1 },
    })
    // Parts are handled one after another, in the order they came.
    let parts: Promise<void> = Promise.resolve()
    const handled = (step: () => void | Promise<void>) => {
      parts = parts.then(step)
      parts.catch((error) => parser.destroy(error))
    }
    parser.on('field', (name, value, info) => {
      handled(() => addText(name, value, info.valueTruncated))
    })
    parser.on('file', (name, stream, info) => {
      handled(() => readFile(name, stream, info.filename, info.mimeType))
    })
    await pipeline(
      Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>),
      async function* count(source: AsyncIterable<Uint8Array>) {
        for await (const chunk of source) {
          if (rejection) discarded(chunk.byteLength)
          yield chunk
        }
      },
      parser,
    )
    await parts
  } catch (error) {
    if (error instanceof UploadRejectedError) throw error
    if (rejection) throw rejection
    throw new BadUploadError('The form could not be read')
  }
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  // (assigned inside the part handlers, which TypeScript does not follow)
  const refused = rejection as UploadRejectedError | null
  if (refused) {
    refused.form = form
    throw refused
  }
  return { form, tooManyFiles }
}

/**
 * Browsers send `"`, CR and LF in a quoted file name as `%22`, `%0D` and `%0A` (HTML's
 * multipart/form-data encoding); those three are turned back. Other `%` are the name's own.
 */
function unescapeFileName(name: string): string {
  return name.replace(/%22|%0D|%0A/gi, (code) => decodeURIComponent(code))
}
