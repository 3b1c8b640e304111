/**
 * Reading the catalogue tools' forms, once for the admin tabs and the `/api/admin/*` calls:
 * the multipart body is streamed with its image checked by bytes and size
 * (`multipart.server.ts`), the fields are validated with the tab's zod schema (conform), and
 * a refused image becomes an error on the `image` field. The tabs answer with conform's reply
 * and a toast; the API answers `{ error, fieldErrors }`.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import {
  HARDWARE_IMAGE_MAX_BYTES,
  hardwareFieldsSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_REQUIRED,
  productImageFieldsSchema,
} from '~/domain/catalog-admin'
import type { ToastInput } from '~/domain/toast'
import type { AuditActor } from '../admin/audit-log.server'
import { auditHardware, HARDWARE_NOUN } from '../admin/catalog-audit.server'
import { jsonError, jsonResponse, methodNotAllowed, pathId } from '../platform/http.server'
import { BadUploadError, parseUploadForm, UploadRejectedError } from '../platform/multipart.server'
import { createToastHeaders } from '../platform/toast.server'
import {
  adminHardwareJson,
  createHardware,
  getHardware,
  listAllHardware,
  setHardwareArchived,
  updateHardware,
} from './hardware.server'
import { CatalogConflictError, CatalogImageError } from './write-helpers.server'

export type CatalogForm<Output> =
  | {
      ok: true
      value: Output
      image: File | null
      submission: Submission<unknown, string[], Output>
      /** The fields as posted (e.g. the list filter to return to). */
      form: FormData
    }
  | {
      ok: false
      status: 400 | 404 | 409 | 413 | 415 | 503
      /** The first message, for the API and the toast. */
      error: string
      fieldErrors: Record<string, string[]>
      submission: Submission<unknown, string[], Output> | null
    }

/**
 * Reads and validates a catalogue form. `prepare` may adjust the raw fields first (the API's
 * defaults and JSON spellings).
 */
export async function readCatalogForm<Schema extends z.ZodTypeAny>(
  request: Request,
  options: {
    schema: Schema
    maxBytes: number
    prepare?: (form: FormData) => void
    /** The texts of docs/requirements.md#admin-area for a refused image (motors and accessories). */
    imageMessages?: { notAnImage: string; tooLarge: string }
  },
): Promise<CatalogForm<z.output<Schema>>> {
  let form: FormData
  let rejection: UploadRejectedError | null = null
  try {
    form = (
      await parseUploadForm(request, {
        fileFields: ['image'],
        maxBytes: options.maxBytes,
        maxFiles: 1,
      })
    ).form
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      rejection = error
      form = error.form ?? new FormData()
    } else if (error instanceof BadUploadError) {
      return { ok: false, status: 400, error: error.message, fieldErrors: {}, submission: null }
    } else throw error
  }
  options.prepare?.(form)
  const submission = parseWithZod(form, { schema: options.schema }) as Submission<
    unknown,
    string[],
    z.output<Schema>
  >
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter(
        (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
      ),
    )
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'The form is not valid'
    return { ok: false, status: 400, error: first, fieldErrors, submission }
  }
  if (rejection) {
    const message = options.imageMessages
      ? rejection.status === 413
        ? options.imageMessages.tooLarge
        : options.imageMessages.notAnImage
      : rejection.message
    return {
      ok: false,
      status: rejection.status,
      error: message,
      fieldErrors: { image: [message] },
      submission,
    }
  }
  const image = form.get('image')
  return {
    ok: true,
    value: submission.value,
    image: image instanceof File && image.size > 0 ? image : null,
    submission,
    form,
  }
}

/** A tab's answer to a refused form: conform's reply (errors beside the fields) and a toast. */
export async function formRefusal(
  refused: Extract<CatalogForm<unknown>, { ok: false }>,
  toast: ToastInput,
) {
  const headers: Record<string, string> = {
    'Set-Cookie': await createToastHeaders({ variant: 'destructive', ...toast }),
    ...retryLater(refused.status),
  }
  const hasFieldError = Object.keys(refused.fieldErrors).length > 0
  const reply = refused.submission
    ? refused.submission.reply({
        fieldErrors: refused.fieldErrors,
        formErrors: hasFieldError ? undefined : [refused.error],
      })
    : { status: 'error' as const, error: { '': [refused.error] } }
  return data(reply, { status: refused.status, headers })
}

/** A storage that failed now may work in a minute: say so to clients that retry. */
function retryLater(status: number): Record<string, string> {
  return status === 503 ? { 'Retry-After': '60' } : {}
}

/** A form that was valid but refused by the write (a duplicate name, a missing row, its image). */
export function refusedWrite<Output>(
  read: Extract<CatalogForm<Output>, { ok: true }>,
  status: 404 | 409 | 413 | 415 | 503,
  error: string,
  field?: string,
): Extract<CatalogForm<Output>, { ok: false }> {
  return {
    ok: false,
    status,
    error,
    fieldErrors: field ? { [field]: [error] } : {},
    submission: read.submission,
  }
}

export type CatalogRefusal<Output> = Extract<CatalogForm<Output>, { ok: false }>

/**
 * Runs a catalogue write that stores the form's image, and returns what came of it rather
 * than throwing: `{ ok: true, value }`, or the refusal staff can act on, everything typed
 * kept. An image that was not stored (`CatalogImageError`) is refused beside the image field,
 * with `imageMessages.notAnImage` (the document's own text, motors and accessories) for a
 * file that is not a picture; a name already taken (`CatalogConflictError`, 409) beside
 * `conflictField` when given. Any other error is thrown on (a 500: a fault, not the input).
 */
export async function catalogWrite<Output, T>(
  read: Extract<CatalogForm<Output>, { ok: true }>,
  write: () => Promise<T>,
  options: { imageMessages?: { notAnImage: string }; conflictField?: string } = {},
): Promise<{ ok: true; value: T } | CatalogRefusal<Output>> {
  try {
    return { ok: true, value: await write() }
  } catch (error) {
    if (error instanceof CatalogImageError) {
      const { imageMessages } = options
      const message =
        imageMessages && error.status === 415 ? imageMessages.notAnImage : error.message
      return refusedWrite(read, error.status, message, 'image')
    }
    if (error instanceof CatalogConflictError) {
      return refusedWrite(read, 409, error.message, options.conflictField)
    }
    throw error
  }
}

/** The API's answer to a refused form. */
export function jsonRefusal(
  refused: Extract<CatalogForm<unknown>, { ok: false }>,
  error = refused.error,
) {
  return jsonError(
    refused.status,
    error,
    { fieldErrors: refused.fieldErrors },
    retryLater(refused.status),
  )
}

// ---------------------------------------------------------------- the API's spellings

/** Missing isActive means active for an API client (new items are active by default). */
export function defaultActive(form: FormData) {
  if (!form.has('isActive')) form.set('isActive', 'true')
}

/**
 * Motors and accessories from API clients (docs/requirements.md#admin-area): features and compatibility may come as
 * JSON text (a list, or an object of lists); the form's spellings are comma-separated.
 */
export function hardwareApiFields(kind: 'motor' | 'accessory') {
  return (form: FormData) => {
    defaultActive(form)
    form.set('kind', kind)
    for (const name of ['features', 'compatibility']) {
      const text = form.get(name)
      if (typeof text !== 'string' || !/^\s*[[{]/.test(text)) continue
      try {
        const parsed: unknown = JSON.parse(text)
        if (Array.isArray(parsed)) form.set(name, parsed.map(String).join(', '))
        else if (parsed && typeof parsed === 'object') {
          form.set(
            name,
            Object.entries(parsed as Record<string, unknown>)
              .map(
                ([key, list]) => `${key}: ${Array.isArray(list) ? list.join(', ') : String(list)}`,
              )
              .join('\n'),
          )
        }
      } catch {
        // Left as typed: read as a comma-separated list.
      }
    }
  }
}

/** A refusal from a route whose method the call does not take. */
export function unknownId(what: string) {
  return jsonError(404, `${what} not found`)
}

// ---------------------------------------------------------------- motors and accessories calls

/** The texts for a motor's or accessory's image (docs/requirements.md#admin-area). */
export const HARDWARE_IMAGE_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'File size must be less than 5MB',
}

/** GET and POST /api/admin/motors, /api/admin/accessories. */
export async function hardwareCollectionCall(
  request: Request,
  kind: 'motor' | 'accessory',
  actor: AuditActor,
) {
  if (request.method === 'GET') return jsonResponse(listAllHardware(kind).map(adminHardwareJson))
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const read = await readCatalogForm(request, {
    schema: hardwareFieldsSchema,
    maxBytes: HARDWARE_IMAGE_MAX_BYTES,
    prepare: hardwareApiFields(kind),
    imageMessages: HARDWARE_IMAGE_MESSAGES,
  })
  if (!read.ok) return jsonRefusal(read, `Failed to create ${kind}: ${read.error}`)
  const created = await catalogWrite(
    read,
    () => createHardware(read.value, read.image, HARDWARE_IMAGE_MAX_BYTES),
    { imageMessages: HARDWARE_IMAGE_MESSAGES },
  )
  if (!created.ok) return jsonRefusal(created, `Failed to create ${kind}: ${created.error}`)
  auditHardware(actor, 'created', created.value)
  return jsonResponse(
    {
      message: `${HARDWARE_NOUN[kind]} created successfully`,
      [kind]: adminHardwareJson(created.value),
    },
    { status: 201 },
  )
}

/** PUT and DELETE /api/admin/motors/{id}, /api/admin/accessories/{id}. */
export async function hardwareItemCall(
  request: Request,
  kind: 'motor' | 'accessory',
  rawId: string | undefined,
  actor: AuditActor,
) {
  const id = pathId(rawId)
  if (!id) return unknownId(HARDWARE_NOUN[kind])
  if (request.method === 'DELETE') {
    // Archived, not destroyed: staff can restore it from the tab's Archived list.
    const item = getHardware(id)
    if (!item || !setHardwareArchived(id, kind, true)) return unknownId(HARDWARE_NOUN[kind])
    auditHardware(actor, 'archived', item)
    return jsonResponse({ message: `${HARDWARE_NOUN[kind]} archived`, archived: true })
  }
  if (request.method !== 'PUT') return methodNotAllowed('PUT, DELETE')
  const read = await readCatalogForm(request, {
    schema: hardwareFieldsSchema,
    maxBytes: HARDWARE_IMAGE_MAX_BYTES,
    prepare: hardwareApiFields(kind),
    imageMessages: HARDWARE_IMAGE_MESSAGES,
  })
  if (!read.ok) return jsonRefusal(read, `Failed to update ${kind}: ${read.error}`)
  const updated = await catalogWrite(
    read,
    () => updateHardware(id, read.value, read.image, HARDWARE_IMAGE_MAX_BYTES),
    { imageMessages: HARDWARE_IMAGE_MESSAGES },
  )
  if (!updated.ok) return jsonRefusal(updated, `Failed to update ${kind}: ${updated.error}`)
  const item = updated.value
  if (!item) return unknownId(HARDWARE_NOUN[kind])
  auditHardware(actor, 'updated', item)
  return jsonResponse({
    message: `${HARDWARE_NOUN[kind]} updated successfully`,
    [kind]: adminHardwareJson(item),
  })
}

/**
 * The rows a tab's query names: `?edit=12` -> `editing`, and so on for `preview` and
 * `delete` (null when absent or unknown), plus `creating` for `?new`.
 */
export function editorTargets<Row extends { id: number }>(params: URLSearchParams, rows: Row[]) {
  const find = (name: string) => {
    const id = pathId(params.get(name))
    return id ? (rows.find((row) => row.id === id) ?? null) : null
  }
  return {
    creating: params.has('new'),
    editing: find('edit'),
    previewing: find('preview'),
    deleting: find('delete'),
  }
}

// ---------------------------------------------------------------- product image calls

/** The product-image calls' form (POST and PUT), with the refusal text of docs/requirements.md#admin-area. */
export async function readProductImageCall(request: Request) {
  const read = await readCatalogForm(request, {
    schema: productImageFieldsSchema,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    prepare: defaultActive,
  })
  if (read.ok) return { ok: true as const, read }
  const missing = read.fieldErrors.productType || read.fieldErrors.title
  return {
    ok: false as const,
    response: jsonError(read.status, missing ? PRODUCT_IMAGE_REQUIRED : read.error, {
      fieldErrors: read.fieldErrors,
    }),
  }
}
