/**
 * The free-quote wizard on the server for visitors without JavaScript: its state in a signed
 * cookie session, and the step posts of `/quote` (the final one goes through the shared pipeline
 * of quote-requests.server.ts).
 */
import { data, redirect } from '@remix-run/node'
import { leadReference } from '~/domain/follow-up'
import { photosNotSavedMessage } from '~/domain/lead-photos'
import { type Locale, localeOfPath } from '~/domain/locale'
import {
  clampStep,
  EMPTY_QUOTE_WIZARD,
  type FieldErrors,
  fileTooLargeMessage,
  isFinalPost,
  nextWizardState,
  PHOTO_FIELD,
  parseWizardIntent,
  QUOTE_RESPONSE_PROMISE,
  QUOTE_SUCCESS_TITLE,
  type QuoteValues,
  type QuoteWizardData,
  valuesFromForm,
  withErrors,
  withStepAnswers,
} from '~/domain/quote-wizard'
import type { ToastInput } from '~/domain/toast'
import { createSiteSessionStorage } from '../platform/cookies.server'
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_SECONDS,
  isDatabaseBusy,
} from '../platform/db.server'
import { isSpam, safeRedirect } from '../platform/http.server'
import { requestLocale, serverT } from '../platform/i18n.server'
import { BadUploadError, UploadRejectedError } from '../platform/multipart.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { seal, unseal } from '../platform/sealed.server'
import { redirectWithToast } from '../platform/toast.server'
import { textConsentWords } from '../sms/consent-words.server'
import {
  businessEmail,
  checkQuoteRateLimit,
  photosOf,
  QUOTE_STEP_RATE_LIMIT,
  readQuoteForm,
  refusedField,
  storeQuoteLead,
  TOO_MANY_PHOTOS,
} from './quote-requests.server'

type WizardSession = {
  step: number
  values: QuoteValues
  errors: FieldErrors
  formError: string | null
  /** When the visitor last posted a step (focus moves to the wizard right after). */
  postedAt: number | null
  /** When the request was sent (the thank-you screen shows for a while). */
  submittedAt: number | null
  /** Photos of the sent request that could not be stored (the thank-you screen says so). */
  photosNotSaved: number
  /** The sent request's reference (the thank-you screen shows it). */
  reference: string | null
}

const SESSION_KEY = 'wizard'
const THANK_YOU_MS = 15 * 60_000
const FOCUS_MS = 30_000

const wizardStorage = createSiteSessionStorage('quote_wizard', { maxAgeSeconds: 60 * 60 * 24 * 2 })

function emptySession(): WizardSession {
  return {
    step: 1,
    values: {},
    errors: {},
    formError: null,
    postedAt: null,
    submittedAt: null,
    photosNotSaved: 0,
    reference: null,
  }
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
  state.photosNotSaved =
    typeof r.photosNotSaved === 'number' && r.photosNotSaved > 0 ? r.photosNotSaved : 0
  state.reference = typeof r.reference === 'string' ? r.reference : null
  return state
}

/** Answers older than the cookie's own lifetime are forgotten, even if a browser kept them. */
const DRAFT_LIFETIME_MS = 2 * 24 * 60 * 60_000

async function getWizardSession(request: Request) {
  const session = await wizardStorage.getSession(request.headers.get('Cookie'))
  // The answers are sealed (encrypted), not only signed: a shared computer's cookie jar
  // must not show a customer's name, phone and address.
  const sealed = unseal(session.get(SESSION_KEY)) as { savedAt?: unknown; state?: unknown } | null
  const fresh =
    typeof sealed?.savedAt === 'number' && Date.now() - sealed.savedAt < DRAFT_LIFETIME_MS
  return { session, state: readState(fresh ? sealed?.state : null) }
}

function sealState(state: WizardSession) {
  return seal({ savedAt: Date.now(), state })
}

type Session = Awaited<ReturnType<typeof wizardStorage.getSession>>

/** An answer longer than any field takes is not kept for re-filling the form. */
const LONGEST_ANSWER = 1000

/** The state without answers too long to keep, each marked at its own field. */
function withoutLongAnswers(state: WizardSession): WizardSession {
  const values: QuoteValues = {}
  const errors: FieldErrors = { ...state.errors }
  for (const [field, value] of Object.entries(state.values) as [keyof QuoteValues, string][]) {
    if (value.length > LONGEST_ANSWER) errors[field] = ['Please keep this shorter']
    else values[field] = value
  }
  return { ...state, values, errors }
}

/**
 * Set-Cookie for the new state. A cookie holds about 4 KB: when the answers do not fit,
 * overlong answers are dropped (with a message at their field), then the free-text ones,
 * rather than failing the post.
 */
async function commitState(session: Session, state: WizardSession): Promise<string> {
  const shorter = withoutLongAnswers(state)
  const { details: _d, address: _a, ...rest } = shorter.values
  const candidates = [
    state,
    shorter,
    {
      ...shorter,
      values: rest,
      errors: { ...shorter.errors, details: ['Please enter fewer details'] },
    },
  ]
  let lastError: unknown
  for (const candidate of candidates) {
    session.set(SESSION_KEY, sealState(candidate))
    try {
      return await wizardStorage.commitSession(session)
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

/** The wizard's state for this visitor (without JavaScript it travels in the session). */
export async function loadQuoteWizard(request: Request): Promise<QuoteWizardData> {
  const { state } = await getWizardSession(request)
  return wizardData(state, requestLocale(request))
}

function wizardData(state: WizardSession, locale: Locale, now = Date.now()): QuoteWizardData {
  const textConsent = textConsentWords('request', locale)
  if (state.submittedAt && now - state.submittedAt < THANK_YOU_MS) {
    const { photosNotSaved, reference } = state
    return {
      ...EMPTY_QUOTE_WIZARD,
      textConsent,
      submitted: true,
      ...(reference ? { reference } : {}),
      ...(photosNotSaved
        ? { photosNotSaved, photoNotice: photosNotSavedMessage(photosNotSaved, businessEmail()) }
        : {}),
    }
  }
  return {
    step: state.step,
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    submitted: false,
    focus: Boolean(state.postedAt && now - state.postedAt < FOCUS_MS),
    textConsent,
  }
}

/** The photo message after a final post refused for other mistakes, if any. */
function photoReminder(form: FormData, values: QuoteValues, tooManyFiles: boolean): FieldErrors {
  if (tooManyFiles) return { [PHOTO_FIELD]: [TOO_MANY_PHOTOS] }
  // A browser cannot keep chosen files across a page load: say so next to the field.
  if (photosOf(form).length && values.serviceType === 'repair') {
    return { [PHOTO_FIELD]: ['Please choose your photos again before sending.'] }
  }
  return {}
}

/**
 * A refused file's message in the page's language: the upload's messages name the file, so
 * they cannot be looked up by their English words; the common ones have their own ids.
 */
function refusalWords(error: UploadRejectedError, locale: Locale): string {
  if (locale === 'en' || !error.fileName) return error.message
  const { t } = serverT(locale)
  if (error.status === 415 && !error.message.includes('HEIC')) {
    return t('quote.upload.notAnImage', { file: error.fileName })
  }
  if (error.status === 413 && error.message.includes('MB.')) {
    return t('quote.photos.tooLarge', { file: error.fileName })
  }
  return error.message
}

function refusedPhotoToast(error: UploadRejectedError, locale: Locale): ToastInput {
  return {
    title: error.textField
      ? 'Answer too long'
      : error.status === 413
        ? 'File too large'
        : 'Unsupported file',
    description:
      locale !== 'en'
        ? refusalWords(error, locale)
        : error.status === 413 && error.fileName
          ? fileTooLargeMessage(error.fileName)
          : error.message,
    variant: 'destructive',
  }
}

/**
 * One step of the wizard posted without JavaScript: keep the answers in the session, move
 * with `nextWizardState` (the browser's rule), and go back to the page, where the wizard
 * shows the step and its errors with focus on the error summary or on the step heading.
 * The final post runs the quote pipeline in its order: rate limit, honeypot, the check of
 * the whole request, photos, store.
 */
export async function handleQuoteWizardPost(request: Request) {
  const { session, state } = await getWizardSession(request)
  const now = Date.now()
  let returnTo = '/'
  const back = async (next: WizardSession, toast?: ToastInput) => {
    const cookie = await commitState(session, { ...next, postedAt: now })
    // safeRedirect drops any '#contact-form': a fragment would stop the browser's autofocus,
    // which is what moves focus (and scrolls) to the summary or the step heading without JS.
    const headers = { 'Set-Cookie': cookie }
    if (!toast) return redirect(returnTo, { headers })
    // The toast in the language of the page the wizard is on (its words are the English ones).
    const { fromEnglish } = serverT(localeOfPath(returnTo))
    const words = {
      ...toast,
      title: fromEnglish(toast.title),
      description: toast.description && fromEnglish(toast.description),
    }
    return redirectWithToast(returnTo, words, { headers })
  }
  const refusedPhoto = (error: UploadRejectedError, next: WizardSession) =>
    back(
      {
        ...next,
        errors: { [refusedField(error)]: [refusalWords(error, localeOfPath(returnTo))] },
        formError: null,
        submittedAt: null,
      },
      refusedPhotoToast(error, localeOfPath(returnTo)),
    )

  let parsed: Awaited<ReturnType<typeof readQuoteForm>>
  try {
    parsed = await readQuoteForm(request)
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      // Keep the answers that came with the refused file; ask for another file.
      const form = error.form
      returnTo = safeRedirect(form?.get('returnTo'))
      const step = clampStep(form?.get('step'))
      const values = form ? withStepAnswers(state.values, valuesFromForm(form), step) : state.values
      return refusedPhoto(error, { ...state, values, step })
    }
    if (error instanceof BadUploadError) {
      throw data({ error: error.message }, { status: 400 })
    }
    throw error
  }
  const { form, tooManyFiles } = parsed
  returnTo = safeRedirect(form.get('returnTo'))
  if (form.get('intent') === 'reset') return back(emptySession())

  // The step the visitor was looking at is the one posted (the session may be behind,
  // e.g. after the browser's Back button).
  const step = clampStep(form.get('step'))
  const intent = parseWizardIntent(form.get('intent'))
  const next = nextWizardState({ ...state, step }, { answers: valuesFromForm(form), intent })
  const { ready: _ready, ...moved } = next
  const base: WizardSession = { ...state, formError: null, submittedAt: null }
  const answer = async () => {
    if (!isFinalPost(step, intent)) {
      // Step posts are cheap but not free (a cookie written each time): a generous limit.
      const steps = limitVisitor(request, 'quote-steps', QUOTE_STEP_RATE_LIMIT)
      if (!steps.allowed) {
        return back(
          { ...base, step, values: next.values, errors: {}, formError: steps.message },
          { title: 'Submission Error', description: steps.message, variant: 'destructive' },
        )
      }
      return back({ ...base, ...moved })
    }

    const limit = checkQuoteRateLimit(request)
    if (!limit.allowed) {
      const description = limit.message
      return back(
        { ...base, step, values: next.values, errors: {}, formError: description },
        { title: 'Submission Error', description, variant: 'destructive' },
      )
    }
    const thanks = (photosNotSaved = 0, reference: string | null = null) =>
      back(
        { ...emptySession(), submittedAt: now, photosNotSaved, reference },
        {
          title: QUOTE_SUCCESS_TITLE,
          description: photosNotSaved
            ? photosNotSavedMessage(photosNotSaved, businessEmail())
            : QUOTE_RESPONSE_PROMISE,
        },
      )
    if (isSpam(form)) return thanks()
    if (!next.ready) {
      const errors = { ...next.errors, ...photoReminder(form, next.values, tooManyFiles) }
      return back({ ...base, ...withErrors(moved, errors) })
    }
    const outcome = await storeQuoteLead(request, next.lead, {
      photos: photosOf(form),
      tooManyFiles,
    })
    if (outcome.kind === 'rejected') return refusedPhoto(outcome.error, { ...base, ...moved })
    if (outcome.kind === 'invalid') return back({ ...base, ...withErrors(moved, outcome.errors) })
    return outcome.kind === 'stored'
      ? thanks(outcome.photosNotSaved, leadReference(outcome.id))
      : thanks()
  }
  try {
    return await answer()
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error
    // The database cannot take the post just now (busy, or the primary is being handed
    // over): 503 with Retry-After, and the page shows the answers again with the message.
    const final = isFinalPost(step, intent)
    const kept: WizardSession = {
      ...base,
      step,
      values: next.values,
      errors: final ? photoReminder(form, next.values, tooManyFiles) : {},
      formError: DATABASE_BUSY_MESSAGE,
      postedAt: now,
    }
    const cookie = await commitState(session, kept)
    return data(
      { wizard: wizardData(kept, requestLocale(request), now) },
      {
        status: 503,
        headers: { 'Set-Cookie': cookie, 'Retry-After': String(DATABASE_BUSY_RETRY_SECONDS) },
      },
    )
  }
}
