/**
 * The free-quote wizard on the server: its state for visitors without JavaScript (a signed
 * cookie session), the step posts of `/quote`, and the one pipeline every quote request goes
 * through, whether it comes from the wizard's final step or from `POST /api/submit-lead`.
 */
import { createCookieSessionStorage, data, redirect } from '@remix-run/node'
import {
  clampStep,
  EMPTY_QUOTE_WIZARD,
  type FieldErrors,
  fileTooLargeMessage,
  firstStepWithError,
  HONEYPOT_FIELD,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_FIELD,
  QUOTE_RESPONSE_PROMISE,
  QUOTE_STEP_COUNT,
  QUOTE_STEP_FIELDS,
  QUOTE_SUCCESS_TITLE,
  type QuoteLead,
  type QuoteValues,
  type QuoteWizardData,
  validateLead,
  validateStep,
  valuesFromForm,
} from '~/domain/quote-wizard'
import { getEnv, getSessionSecrets } from './env.server'
import { createLeadWithPhotos } from './leads.server'
import { BadUploadError, parseUploadForm, UploadRejectedError } from './multipart.server'
import { limitVisitor } from './rate-limit.server'
import { redirectWithToast } from './toast.server'

// ---------------------------------------------------------------- the no-JS session

type WizardSession = {
  step: number
  values: QuoteValues
  errors: FieldErrors
  formError: string | null
  /** When the visitor last posted a step (focus moves to the wizard right after). */
  postedAt: number | null
  /** When the request was sent (the thank-you screen shows for a while). */
  submittedAt: number | null
}

const SESSION_KEY = 'wizard'
const THANK_YOU_MS = 15 * 60_000
const FOCUS_MS = 30_000

const wizardStorage = createCookieSessionStorage({
  cookie: {
    name: 'quote_wizard',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secrets: getSessionSecrets(),
    secure: getEnv().NODE_ENV === 'production' && getEnv().SITE_URL.startsWith('https'),
    maxAge: 60 * 60 * 24 * 2,
  },
})

function emptySession(): WizardSession {
  return { step: 1, values: {}, errors: {}, formError: null, postedAt: null, submittedAt: null }
}

/** Reads the session defensively: it is signed, but may come from an older version. */
function readState(raw: unknown): WizardSession {
  const state = emptySession()
  if (!raw || typeof raw !== 'object') return state
  const r = raw as Record<string, unknown>
  state.step = clampStep(r.step)
  if (r.values && typeof r.values === 'object') {
    for (const [k, v] of Object.entries(r.values)) {
      if (typeof v === 'string') (state.values as Record<string, string>)[k] = v
    }
  }
  if (r.errors && typeof r.errors === 'object') {
    for (const [k, v] of Object.entries(r.errors)) {
      if (Array.isArray(v)) state.errors[k] = v.filter((m) => typeof m === 'string')
    }
  }
  state.formError = typeof r.formError === 'string' ? r.formError : null
  state.postedAt = typeof r.postedAt === 'number' ? r.postedAt : null
  state.submittedAt = typeof r.submittedAt === 'number' ? r.submittedAt : null
  return state
}

async function getWizardSession(request: Request) {
  const session = await wizardStorage.getSession(request.headers.get('Cookie'))
  return { session, state: readState(session.get(SESSION_KEY)) }
}

type Session = Awaited<ReturnType<typeof wizardStorage.getSession>>

/** Set-Cookie for the new state; very long answers are dropped rather than overflow the cookie. */
async function commitState(session: Session, state: WizardSession): Promise<string> {
  session.set(SESSION_KEY, state)
  try {
    return await wizardStorage.commitSession(session)
  } catch {
    const { details: _d, address: _a, ...rest } = state.values
    session.set(SESSION_KEY, {
      ...state,
      values: rest,
      errors: { ...state.errors, details: ['Please enter fewer details'] },
    })
    return wizardStorage.commitSession(session)
  }
}

/** The wizard's state for this visitor (without JavaScript it travels in the session). */
export async function loadQuoteWizard(request: Request): Promise<QuoteWizardData> {
  const { state } = await getWizardSession(request)
  const now = Date.now()
  if (state.submittedAt && now - state.submittedAt < THANK_YOU_MS) {
    return { ...EMPTY_QUOTE_WIZARD, submitted: true }
  }
  return {
    step: state.step,
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    submitted: false,
    focus: Boolean(state.postedAt && now - state.postedAt < FOCUS_MS),
  }
}

// ---------------------------------------------------------------- the shared pipeline

/** Quote requests per visitor (IP) and window; RATE_LIMIT_MULTIPLIER relaxes it. */
export const QUOTE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

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
  | { kind: 'stored'; id: number; photoCount: number }
  | { kind: 'spam' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rejected'; error: UploadRejectedError }

function leadRow(lead: QuoteLead) {
  return {
    source: 'quote-wizard' as const,
    serviceType: lead.serviceType,
    propertyType: lead.propertyType,
    zipCode: lead.zipCode,
    timeFrame: lead.timeFrame,
    roomCount: lead.roomCount,
    isHomeowner: lead.isHomeowner,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address ?? null,
    details: lead.details ?? null,
  }
}

/**
 * Validates and stores one quote request. A filled honeypot is answered like a success
 * and nothing is stored. Photos are kept for repair requests only.
 */
export async function submitQuoteLead(input: {
  values: QuoteValues
  photos: File[]
  honeypot: string | null
  tooManyFiles: boolean
}): Promise<LeadOutcome> {
  if (input.honeypot?.trim()) return { kind: 'spam' }
  const result = validateLead(input.values)
  const errors: FieldErrors = result.ok ? {} : { ...result.errors }
  if (input.tooManyFiles) {
    errors[PHOTO_FIELD] = [`Attach at most ${MAX_PHOTOS} photos`]
  }
  if (!result.ok || Object.keys(errors).length) return { kind: 'invalid', errors }
  const photos = result.value.serviceType === 'repair' ? input.photos : []
  try {
    const { id } = await createLeadWithPhotos(leadRow(result.value), photos, {
      maxBytes: MAX_PHOTO_BYTES,
    })
    return { kind: 'stored', id, photoCount: photos.length }
  } catch (error) {
    // A photo whose header looked right but whose data is not an image.
    if (error instanceof UploadRejectedError) return { kind: 'rejected', error }
    throw error
  }
}

export function photosOf(form: FormData): File[] {
  return form.getAll(PHOTO_FIELD).filter((v): v is File => v instanceof File && v.size > 0)
}

function honeypotOf(form: FormData): string | null {
  const value = form.get(HONEYPOT_FIELD)
  return typeof value === 'string' ? value : null
}

// ---------------------------------------------------------------- POST /api/submit-lead

/** Resource-route answers are real JSON responses (what `fetch` clients read). */
function json(body: Record<string, unknown>, init?: { status?: number; headers?: HeadersInit }) {
  const headers = new Headers(init?.headers)
  headers.set('Cache-Control', 'no-store')
  return Response.json(body, { status: init?.status ?? 200, headers })
}

function jsonError(
  status: number,
  error: string,
  extra?: Record<string, unknown>,
  headers?: HeadersInit,
) {
  return json({ error, ...extra }, { status, headers })
}

/** The JSON API: 200 on success (also for the honeypot), 400/413/415/429 with `{ error }`. */
export async function handleSubmitLeadApi(request: Request) {
  const limit = checkQuoteRateLimit(request)
  if (!limit.allowed) {
    return jsonError(429, limit.message, undefined, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  let parsed: Awaited<ReturnType<typeof readQuoteForm>>
  try {
    parsed = await readQuoteForm(request)
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      return jsonError(error.status, error.message, {
        fieldErrors: { [PHOTO_FIELD]: [error.message] },
      })
    }
    if (error instanceof BadUploadError) return jsonError(400, error.message)
    throw error
  }
  const outcome = await submitQuoteLead({
    values: valuesFromForm(parsed.form),
    photos: photosOf(parsed.form),
    honeypot: honeypotOf(parsed.form),
    tooManyFiles: parsed.tooManyFiles,
  })
  if (outcome.kind === 'rejected') {
    const { error } = outcome
    return jsonError(error.status, error.message, {
      fieldErrors: { [PHOTO_FIELD]: [error.message] },
    })
  }
  if (outcome.kind === 'invalid') {
    return jsonError(400, 'Please check the highlighted fields.', { fieldErrors: outcome.errors })
  }
  return json({ success: true, message: `${QUOTE_SUCCESS_TITLE} ${QUOTE_RESPONSE_PROMISE}` })
}

// ---------------------------------------------------------------- the no-JS step posts

/** Only local paths go back into a redirect. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  if (value.includes('\\') || /[\r\n]/.test(value)) return '/'
  return value.split('#')[0] || '/'
}

/**
 * The answers with this step's fields replaced by what the step posted: a field the step
 * did not post (an unchecked checkbox, an unchosen radio) is no longer answered.
 */
function withStepAnswers(values: QuoteValues, form: FormData, step: number): QuoteValues {
  const next: QuoteValues = { ...values }
  for (const field of QUOTE_STEP_FIELDS[step - 1]) delete next[field]
  return { ...next, ...valuesFromForm(form, QUOTE_STEP_FIELDS[step - 1]) }
}

export const QUOTE_INTENTS = ['continue', 'back', 'submit', 'reset'] as const

/**
 * One step of the wizard posted without JavaScript: keep the answers in the session,
 * validate the step, and go back to the page, where the wizard shows the step and its
 * errors with focus on the first error or on the step heading.
 */
export async function handleQuoteWizardPost(request: Request) {
  const { session, state } = await getWizardSession(request)
  const now = Date.now()
  let returnTo = '/'
  const back = async (
    next: WizardSession,
    init?: { toast?: Parameters<typeof redirectWithToast>[1] },
  ) => {
    const cookie = await commitState(session, { ...next, postedAt: now })
    // No '#contact-form' here: a fragment would stop the browser's autofocus, which is what
    // moves focus (and scrolls) to the step heading or the first error without JavaScript.
    const url = returnTo
    if (init?.toast)
      return redirectWithToast(url, init.toast, { headers: { 'Set-Cookie': cookie } })
    return redirect(url, { headers: { 'Set-Cookie': cookie } })
  }

  const refusedPhoto = (error: UploadRejectedError, next: WizardSession) =>
    back(
      {
        ...next,
        errors: { [PHOTO_FIELD]: [error.message] },
        formError: null,
        submittedAt: null,
      },
      {
        toast: {
          title: error.status === 413 ? 'File too large' : 'Unsupported file',
          description:
            error.status === 413 && error.fileName
              ? fileTooLargeMessage(error.fileName)
              : error.message,
          variant: 'destructive',
        },
      },
    )

  let parsed: Awaited<ReturnType<typeof readQuoteForm>>
  try {
    parsed = await readQuoteForm(request)
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      // Keep the answers that came with the refused file; ask for another file.
      const form = error.form
      returnTo = safeReturnTo(form?.get('returnTo'))
      const step = clampStep(form?.get('step'))
      const values = form ? withStepAnswers(state.values, form, step) : state.values
      return refusedPhoto(error, { ...state, values, step })
    }
    if (error instanceof BadUploadError) {
      throw data({ error: error.message }, { status: 400 })
    }
    throw error
  }
  const { form } = parsed
  returnTo = safeReturnTo(form.get('returnTo'))
  const step = clampStep(form.get('step'))
  const intent = String(form.get('intent') ?? 'continue')

  if (intent === 'reset') return back(emptySession())

  const values = withStepAnswers(state.values, form, step)
  const base: WizardSession = { ...state, values, formError: null, submittedAt: null }

  if (intent === 'back') {
    return back({ ...base, step: Math.max(1, step - 1), errors: {} })
  }

  if (step < QUOTE_STEP_COUNT && intent !== 'submit') {
    const result = validateStep(step, values)
    return back(
      result.ok
        ? { ...base, step: step + 1, errors: {} }
        : { ...base, step, errors: result.errors },
    )
  }

  const limit = checkQuoteRateLimit(request)
  if (!limit.allowed) {
    const message = limit.message
    return back(
      { ...base, step, errors: {}, formError: message },
      { toast: { title: 'Submission Error', description: message, variant: 'destructive' } },
    )
  }
  const outcome = await submitQuoteLead({
    values,
    photos: photosOf(form),
    honeypot: honeypotOf(form),
    tooManyFiles: parsed.tooManyFiles,
  })
  if (outcome.kind === 'rejected') return refusedPhoto(outcome.error, { ...base, step })
  if (outcome.kind === 'invalid') {
    const errors = { ...outcome.errors }
    // A browser cannot keep chosen files across a page load: say so next to the field.
    if (photosOf(form).length && values.serviceType === 'repair' && !errors[PHOTO_FIELD]) {
      errors[PHOTO_FIELD] = ['Please choose your photos again before sending.']
    }
    return back({ ...base, step: firstStepWithError(outcome.errors) ?? step, errors })
  }
  return back(
    { ...emptySession(), submittedAt: now },
    { toast: { title: QUOTE_SUCCESS_TITLE, description: QUOTE_RESPONSE_PROMISE } },
  )
}
