/**
 * What the catalogue's writers share. Images are stored through `storage.server.ts` (bytes and
 * size checked there) before the row is written, and a refused one throws `CatalogImageError`;
 * an image a row no longer uses is deleted after the row is saved. A second row with the same
 * unique values throws `CatalogConflictError`.
 */
import { storeUploadedImage } from '../platform/image-form.server'
import { deleteImage, type StoredImage } from '../platform/storage.server'

const UPLOAD_PREFIX = '/uploads/'

/** Deletes a stored image a row used, when it is one of ours (not a bundled demo asset). */
export async function forgetImage(url: string | null | undefined) {
  if (!url?.startsWith(UPLOAD_PREFIX)) return
  await deleteImage(url.slice(UPLOAD_PREFIX.length)).catch(() => {})
}

/**
 * An image staff sent that was not stored (413/415: it cannot be decoded or has too many
 * pixels; 503: storage failed), with the image field's message. Nothing was written.
 */
export class CatalogImageError extends Error {
  constructor(
    readonly status: 413 | 415 | 503,
    message: string,
  ) {
    super(message)
    this.name = 'CatalogImageError'
  }
}

/**
 * Stores the image (by the rule every staff upload follows, `storeUploadedImage`), then
 * writes the row; a failed row write leaves no stored file behind.
 */
export async function withStoredImage<T>(
  file: File | null | undefined,
  options: { maxBytes: number; prefix: string },
  write: (stored: StoredImage | null) => T,
): Promise<T> {
  let stored: StoredImage | null = null
  if (file && file.size > 0) {
    const upload = await storeUploadedImage(file, options)
    if (!upload.ok) throw new CatalogImageError(upload.status, upload.error)
    stored = upload.image
  }
  try {
    return write(stored)
  } catch (error) {
    if (stored) await deleteImage(stored.key).catch(() => {})
    throw error
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed/.test(
      `${error.message} ${(error as { cause?: Error }).cause?.message ?? ''}`,
    )
  )
}

/** A write refused for a reason staff can act on (409 in the API). */
export class CatalogConflictError extends Error {
  readonly status = 409
}
