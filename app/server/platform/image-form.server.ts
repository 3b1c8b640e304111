/**
 * Forms that may carry one image (blog posts, site images), from the admin pages (multipart)
 * or the admin JSON calls (JSON, read into the same FormData shape), and storing that image.
 */
import { BadUploadError, parseUploadForm, UploadRejectedError } from './multipart.server'
import { StorageFailedError, type StoredImage, storeImage } from './storage.server'

export type ImageFormRead =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 413 | 415; error: string; form: FormData }

/** Reads the form as it streams in: the image is checked by its bytes and its size. */
export async function readImageForm(
  request: Request,
  { field = 'image', maxBytes }: { field?: string; maxBytes: number },
): Promise<ImageFormRead> {
  try {
    const { form } = await parseUploadForm(request, {
      fileFields: [field],
      maxBytes,
      maxFiles: 1,
      maxTextBytes: 256 * 1024,
    })
    return { ok: true, form }
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      return {
        ok: false,
        status: error.status,
        error: error.message,
        form: error.form ?? new FormData(),
      }
    }
    if (error instanceof BadUploadError) {
      return { ok: false, status: 400, error: error.message, form: new FormData() }
    }
    throw error
  }
}

/**
 * A JSON call's body as the page's form (lists and objects become JSON text), or the
 * multipart form with its image. 400 for a body that is neither.
 */
export async function readJsonOrImageForm(
  request: Request,
  options: { field?: string; maxBytes: number },
): Promise<ImageFormRead> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json')) return readImageForm(request, options)
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON', form: new FormData() }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, status: 400, error: 'Send a JSON object', form: new FormData() }
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue
    form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return { ok: true, form }
}

/** Why an uploaded image was not stored, with the image field's message. */
export type ImageRefusal = {
  ok: false
  /** 413 too large or too many pixels, 415 not a picture we can decode, 503 storage failed. */
  status: 413 | 415 | 503
  error: string
}

export type StoredFormImage = { ok: true; image: StoredImage | null } | ImageRefusal

/**
 * The one rule for an image staff upload (blog, site images, the catalogue): stored, or
 * refused with the field's message. The bytes were only glanced at while the form streamed
 * in; decoding may still find a cut-off, corrupt or oversized picture (413/415). A storage
 * that cannot write is a 503: the image was fine, trying again later may work.
 */
export async function storeUploadedImage(
  file: Blob,
  options: { maxBytes: number; prefix: string },
): Promise<{ ok: true; image: StoredImage } | ImageRefusal> {
  try {
    return { ok: true, image: await storeImage(file, options) }
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      return { ok: false, status: error.status, error: error.message }
    }
    if (error instanceof StorageFailedError) return { ok: false, status: 503, error: error.message }
    throw error
  }
}

/** Stores the form's uploaded image, if one was chosen. */
export async function storeFormImage(
  form: FormData,
  { field = 'image', maxBytes, prefix }: { field?: string; maxBytes: number; prefix: string },
): Promise<StoredFormImage> {
  const file = form.get(field)
  if (!(file instanceof Blob) || file.size === 0) return { ok: true, image: null }
  return storeUploadedImage(file, { maxBytes, prefix })
}
