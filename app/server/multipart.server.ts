/**
 * Reading a form with photos as it streams in, and the refusals an upload can meet. A photo
 * is checked by its first bytes and its size while it arrives, so a wrong or huge file is
 * refused without ever being held in memory; `storeImage` checks the same rules again for
 * files that come by other roads, and throws the same `UploadRejectedError`.
 */
import { unstable_parseMultipartFormData } from '@remix-run/node'
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
              rejection ??= new UploadRejectedError(
                413,
                'This answer is too long. Please keep it shorter.',
                undefined,
                name,
              )
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
        const fileName = cleanFileName(filename)
        for await (const chunk of data) {
          size += chunk.byteLength
          chunks.push(chunk)
          if (size > options.maxBytes) {
            rejection = UploadRejectedError.tooLarge(fileName, options.maxBytes)
            chunks.length = 0
            await drain(data)
            return undefined
          }
          if (!checked && size >= MAGIC_BYTES) {
            checked = true
            if (!detectImageFormat(Buffer.concat(chunks))) {
              rejection = UploadRejectedError.notAnImage(fileName)
              chunks.length = 0
              await drain(data)
              return undefined
            }
          }
        }
        if (size === 0) return undefined
        if (!checked && !detectImageFormat(Buffer.concat(chunks))) {
          rejection = UploadRejectedError.notAnImage(fileName)
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
