/**
 * The one pipeline every quote request goes through, whether it comes from the wizard's final
 * step or from `POST /api/submit-lead` (handled here too): limits, validation, the lead and its
 * photos, the notices.
 */

import type { ArrivalColumns } from '~/domain/arrival'
import { leadReference } from '~/domain/follow-up'
import { photosNotSavedMessage } from '~/domain/lead-photos'
import type { Locale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import {
  type FieldErrors,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_FIELD,
  QUOTE_RESPONSE_PROMISE,
  QUOTE_SUCCESS_TITLE,
  type QuoteLead,
  validateLead,
  valuesFromForm,
} from '~/domain/quote-wizard'
import { TEXTABLE_PHONE_MESSAGE } from '~/domain/text-consent'
import { leadTextSubject, orderTextSubject } from '~/domain/texts'
import { requestLocale } from '~/server/platform/i18n.server'
import { getOrderView } from '../orders/customer-view.server'
import type { OrderCustomer } from '../orders/order-rows.server'
import { placeOrderWithoutPayment } from '../orders/place.server'
import { arrivalFromRequest } from '../platform/arrival-cookie.server'
import { getEnv } from '../platform/env.server'
import { isSpam, jsonError, jsonResponse, tooManyRequests } from '../platform/http.server'
import { BadUploadError, parseUploadForm, UploadRejectedError } from '../platform/multipart.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { keepRequestTextConsent } from '../sms/consent-words.server'
import { textableNumber } from '../sms/consents.server'
import { announceNewLead } from './lead-notices.server'
import { createLead, createLeadWithPhotos } from './leads.server'

/** Where a customer can send what did not reach us. */
export function businessEmail(): string {
  return getEnv().BUSINESS_EMAIL
}

/** Quote requests per visitor (IP) and window; RATE_LIMIT_MULTIPLIER relaxes it. */
export const QUOTE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

/** Continue and Back posts without JavaScript: far more than a person makes. */
export const QUOTE_STEP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 }

export function checkQuoteRateLimit(request: Request) {
  return limitVisitor(request, 'quote-lead', QUOTE_RATE_LIMIT)
}

/** Reads a quote form (multipart with photos, or urlencoded). Throws UploadRejectedError/BadUploadError. */
export function readQuoteForm(request: Request) {
  return parseUploadForm(request, {
    fileFields: [PHOTO_FIELD],
    maxBytes: MAX_PHOTO_BYTES,
    maxFiles: MAX_PHOTOS,
  })
}

export type LeadOutcome =
  | { kind: 'stored'; id: number; photoCount: number; photosNotSaved: number }
  | { kind: 'spam' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rejected'; error: UploadRejectedError }

export const TOO_MANY_PHOTOS = `Attach at most ${MAX_PHOTOS} photos`

/** The lead's row: the answers under the same names; nothing for what was left out. */
function leadRow(lead: QuoteLead, arrival: ArrivalColumns, language: Locale) {
  const { address = null, details = null, textConsent: _consent, ...answers } = lead
  return { source: 'quote-wizard' as const, ...answers, address, details, ...arrival, language }
}

/**
 * Stores a valid request; photos are kept for repair requests only. A ticked "Text me" is
 * kept with the lead (`request` gives the visitor's address); it needs a US number. Where the
 * visitor came from (their arrival cookie) is kept with the lead too.
 */
export async function storeQuoteLead(
  request: Request,
  lead: QuoteLead,
  upload: { photos: File[]; tooManyFiles: boolean },
): Promise<LeadOutcome> {
  if (upload.tooManyFiles) return { kind: 'invalid', errors: { [PHOTO_FIELD]: [TOO_MANY_PHOTOS] } }
  if (lead.textConsent && !textableNumber(lead.phone)) {
    return { kind: 'invalid', errors: { phone: [TEXTABLE_PHONE_MESSAGE] } }
  }
  const photos = lead.serviceType === 'repair' ? upload.photos : []
  try {
    const row = leadRow(lead, arrivalFromRequest(request), requestLocale(request))
    // Photos the storage could not write are noted in the details (staff read them there).
    const { id, photosNotSaved, details } = await createLeadWithPhotos(row, photos, {
      maxBytes: MAX_PHOTO_BYTES,
    })
    if (lead.textConsent) {
      const subject = leadTextSubject(id)
      keepRequestTextConsent(request, { phone: lead.phone, source: 'quote-wizard', subject })
    }
    await announceNewLead(id, { ...row, details })
    return { kind: 'stored', id, photoCount: photos.length, photosNotSaved }
  } catch (error) {
    // A photo whose header looked right but whose data is not an image.
    if (error instanceof UploadRejectedError) return { kind: 'rejected', error }
    throw error
  }
}

/**
 * The pipeline of every quote request: a filled honeypot is answered like a success and
 * nothing is stored; then the whole request is checked; then the photos and the lead are
 * stored. (The wizard's no-JS final step runs the same steps, its check being the wizard's.)
 */
export async function submitQuoteLead(
  request: Request,
  form: FormData,
  tooManyFiles: boolean,
): Promise<LeadOutcome> {
  if (isSpam(form)) return { kind: 'spam' }
  const result = validateLead(valuesFromForm(form))
  if (!result.ok) {
    const photoError: FieldErrors = tooManyFiles ? { [PHOTO_FIELD]: [TOO_MANY_PHOTOS] } : {}
    return { kind: 'invalid', errors: { ...result.errors, ...photoError } }
  }
  return storeQuoteLead(request, result.value, { photos: photosOf(form), tooManyFiles })
}

export function photosOf(form: FormData): File[] {
  return form.getAll(PHOTO_FIELD).filter((v): v is File => v instanceof File && v.size > 0)
}

/** Where a refusal belongs: the text field that was too long, or the photos. */
export function refusedField(error: UploadRejectedError): string {
  return error.textField ?? PHOTO_FIELD
}

function refusedPhotoJson(error: UploadRejectedError) {
  return jsonError(error.status, error.message, {
    fieldErrors: { [refusedField(error)]: [error.message] },
  })
}

/** The JSON API: 200 on success (also for the honeypot), 400/413/415/429 with `{ error }`. */
export async function handleSubmitLeadApi(request: Request) {
  const limit = checkQuoteRateLimit(request)
  if (!limit.allowed) return tooManyRequests(limit)
  let parsed: Awaited<ReturnType<typeof readQuoteForm>>
  try {
    parsed = await readQuoteForm(request)
  } catch (error) {
    if (error instanceof UploadRejectedError) return refusedPhotoJson(error)
    if (error instanceof BadUploadError) return jsonError(400, error.message)
    throw error
  }
  const outcome = await submitQuoteLead(request, parsed.form, parsed.tooManyFiles)
  if (outcome.kind === 'rejected') return refusedPhotoJson(outcome.error)
  if (outcome.kind === 'invalid') {
    return jsonError(400, 'Please check the highlighted fields.', { fieldErrors: outcome.errors })
  }
  const photosNotSaved = outcome.kind === 'stored' ? outcome.photosNotSaved : 0
  return jsonResponse({
    success: true,
    message: `${QUOTE_SUCCESS_TITLE} ${QUOTE_RESPONSE_PROMISE}`,
    // The reference the acknowledgement e-mail gives (the thank-you screen shows it too).
    ...(outcome.kind === 'stored' ? { reference: leadReference(outcome.id) } : {}),
    // The request is kept; the customer is asked to send the missing photos by e-mail.
    ...(photosNotSaved
      ? { photosNotSaved, photoNotice: photosNotSavedMessage(photosNotSaved, businessEmail()) }
      : {}),
  })
}

/**
 * Request Quote Only from the cart (the form without JavaScript and POST /api/orders): the
 * priced quote is stored as an order (the customer's private page) and, being a request for a
 * quote, as a lead with the cart's lines written out, so the office finds it with the other
 * requests and the dashboard counts it. The order's e-mails already reach the customer and
 * staff: the lead sends none of its own.
 */
export async function requestCartQuote(
  request: Request,
  customer: OrderCustomer & { textConsent?: boolean },
) {
  const placed = await placeOrderWithoutPayment(request, customer)
  if (placed.ok && customer.textConsent && customer.phone) {
    const subject = orderTextSubject(placed.orderId)
    keepRequestTextConsent(request, { phone: customer.phone, source: 'cart', subject })
  }
  if (placed.ok && placed.kind === 'quote') {
    const order = getOrderView(placed.orderId)
    if (order) {
      const language = requestLocale(request)
      createLead({ ...cartQuoteLead(order), ...arrivalFromRequest(request), language })
    }
  }
  return placed
}

/** The lead of a cart quote: who asked, and what the cart held, line by line. */
function cartQuoteLead(order: NonNullable<ReturnType<typeof getOrderView>>) {
  const lines = order.lines.map(
    (l, i) => `${i + 1}. ${l.spec.title} (×${l.quantity})\n${l.spec.text}`,
  )
  const total = `Total quoted: ${formatCents(order.totals.totalCents)} (${order.totals.taxLabel} ${formatCents(order.totals.taxCents)}, installation ${formatCents(order.totals.installationCents)})`
  return {
    source: 'cart-quote' as const,
    name: order.customer.name,
    email: order.customer.email,
    phone: order.customer.phone ?? '',
    zipCode: order.customer.zipCode ?? null,
    address:
      [order.customer.address, order.customer.city, order.customer.zipCode]
        .filter(Boolean)
        .join(', ') || null,
    details: [
      `Quote ${order.reference} (order ${order.number}) from the cart:`,
      ...lines,
      total,
    ].join('\n\n'),
  }
}
