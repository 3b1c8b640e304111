/**
 * The free-quote wizard's steps, fields and answers, without their checks: what the page needs
 * on its first load. The zod schemas, conform's parser and `nextWizardState` live in
 * `./quote-wizard` (which re-exports all of this), loaded by the browser only when a visitor
 * starts on the form (docs/decisions/100-performance.md), and used by the server as they are.
 *
 * Pure: no I/O, no server imports, no zod.
 */

export const QUOTE_STEP_COUNT = 5

/** Response promise shown on the thank-you screen. */
export const QUOTE_RESPONSE_PROMISE =
  "We'll contact you within 2 hours with your personalized quote."
export const QUOTE_SUCCESS_TITLE = 'Quote Request Submitted!'
/** The toast every quote request (wizard, city page, motors quote) answers with. */
export const QUOTE_SUCCESS_TOAST = {
  title: QUOTE_SUCCESS_TITLE,
  description: QUOTE_RESPONSE_PROMISE,
}

/** Repair photos: optional, images only, at most this many of at most 10 MB each. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const MAX_PHOTOS = 6
export const PHOTO_FIELD = 'repairImages'

export const SERVICE_TYPES = ['repair', 'replacement', 'installation', 'motorization'] as const
export const PROPERTY_TYPES = ['single-family', 'condo', 'apartment', 'commercial'] as const
export const TIME_FRAMES = ['asap', 'this-week', 'next-week', 'this-month', 'flexible'] as const

export type ServiceType = (typeof SERVICE_TYPES)[number]
export type PropertyType = (typeof PROPERTY_TYPES)[number]
export type TimeFrame = (typeof TIME_FRAMES)[number]

export const SERVICE_OPTIONS: Record<ServiceType, { label: string; hint: string }> = {
  repair: { label: 'Repair', hint: 'Fix broken blinds, shades or shutters. Starting at $125.' },
  replacement: { label: 'Replacement', hint: 'New blinds, shades or shutters for your windows.' },
  installation: {
    label: 'Installation',
    hint: 'We install products bought from us or elsewhere. 1-year guarantee.',
  },
  motorization: { label: 'Motorization', hint: 'Motorize new or existing shades.' },
}

export const PROPERTY_OPTIONS: Record<PropertyType, { label: string }> = {
  'single-family': { label: 'Single-family home' },
  condo: { label: 'Condo' },
  apartment: { label: 'Apartment' },
  commercial: { label: 'Commercial' },
}

export const TIME_FRAME_OPTIONS: Record<TimeFrame, { label: string; hint?: string }> = {
  asap: { label: 'Emergency Service (ASAP)', hint: '+$50 fee' },
  'this-week': { label: 'This week' },
  'next-week': { label: 'Next week' },
  'this-month': { label: 'This month' },
  flexible: { label: "I'm flexible" },
}

export const ZIP_MESSAGE = 'Enter your 5-digit ZIP code'

/** Each step's fields, in order (index 0 is step 1); `./quote-wizard`'s schemas have the same. */
export const QUOTE_STEP_FIELDS = [
  ['serviceType'],
  ['propertyType', 'zipCode'],
  ['timeFrame', 'roomCount'],
  ['isHomeowner'],
  ['name', 'email', 'phone', 'address', 'details', 'textConsent'],
] as const

export type QuoteField = (typeof QUOTE_STEP_FIELDS)[number][number]
// Pure: lets bundlers drop this module from pages that only name it (docs/decisions/100-performance.md).
export const QUOTE_FIELDS: readonly QuoteField[] = /* @__PURE__ */ QUOTE_STEP_FIELDS.flat()

/** The answers a visitor may leave out (the schemas agree: a test checks it). */
export const OPTIONAL_QUOTE_FIELDS: readonly QuoteField[] = [
  'isHomeowner',
  'address',
  'details',
  'textConsent',
]

export const QUOTE_STEP_TITLES = [
  'What service do you need?',
  'Tell us about your property',
  'Timeline and size',
  'Verification',
  'Your contact details',
] as const

/** The step (1-5) a field belongs to. */
export function stepOfField(field: string): number {
  const index = QUOTE_STEP_FIELDS.findIndex((fields) =>
    (fields as readonly string[]).includes(field),
  )
  return index === -1 ? QUOTE_STEP_COUNT : index + 1
}

export function clampStep(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Number(value)
  if (!Number.isFinite(n)) return 1
  return Math.min(QUOTE_STEP_COUNT, Math.max(1, Math.trunc(n)))
}

export function progressPercent(step: number): number {
  return Math.round((clampStep(step) / QUOTE_STEP_COUNT) * 100)
}

export type FieldErrors = Record<string, string[]>

/** The answers as text, the way a form holds them (isHomeowner, textConsent: 'on' or absent). */
export type QuoteValues = Partial<Record<QuoteField, string>>

type FormLike = FormData | URLSearchParams

/** The quote fields a form posted, as text (files and unknown fields ignored). */
export function valuesFromForm(form: FormLike, fields: readonly QuoteField[] = QUOTE_FIELDS) {
  const values: QuoteValues = {}
  for (const field of fields) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  return values
}

/** The first step (1-5) holding one of these errors, or null. */
export function firstStepWithError(errors: FieldErrors): number | null {
  const steps = Object.keys(errors)
    .filter((k) => errors[k]?.length)
    .map(stepOfField)
  return steps.length ? Math.min(...steps) : null
}

// ---------------------------------------------------------------- moving between steps

/** What a step's buttons post: Continue (also Enter), Back, or Get My Free Quote. */
export const WIZARD_INTENTS = ['continue', 'back', 'submit'] as const
export type WizardIntent = (typeof WIZARD_INTENTS)[number]

/** The intent a form posted; anything else counts as Continue (what Enter does). */
export function parseWizardIntent(value: unknown): WizardIntent {
  return WIZARD_INTENTS.find((intent) => intent === value) ?? 'continue'
}

/** The wizard between two posts: the step shown, the answers so far, the errors shown. */
export type WizardState = { step: number; values: QuoteValues; errors: FieldErrors }

/** True when a post sends the request: Submit, or Continue on the last step. */
export function isFinalPost(step: number, intent: WizardIntent): boolean {
  return intent === 'submit' || (intent === 'continue' && clampStep(step) === QUOTE_STEP_COUNT)
}

/**
 * The answers with one step's fields replaced by what that step posted: a field of the
 * step that was not posted (an unticked checkbox, an unchosen radio) is no longer answered.
 * Fields of other steps in `posted` are ignored.
 */
export function withStepAnswers(values: QuoteValues, posted: QuoteValues, step: number) {
  const fields = QUOTE_STEP_FIELDS[clampStep(step) - 1]
  const next: QuoteValues = { ...values }
  for (const field of fields) {
    const answer = posted[field]
    if (typeof answer === 'string') next[field] = answer
    else delete next[field]
  }
  return next
}

/** Errors from a check of the whole request: shown on the first step that holds one. */
export function withErrors(state: WizardState, errors: FieldErrors): WizardState {
  return { ...state, step: firstStepWithError(errors) ?? clampStep(state.step), errors }
}

// ---------------------------------------------------------------- the page's data

/**
 * The wizard's state as the server hands it to the page: the step, the answers so far,
 * field errors, and whether the request was just sent (thank-you screen).
 */
export type QuoteWizardData = {
  /** 1-5 */
  step: number
  values: QuoteValues
  errors: FieldErrors
  /** An error about the whole form (rate limit, storage failure, file type…). */
  formError: string | null
  submitted: boolean
  /** Photos of the sent request that could not be stored: the thank-you screen asks for them. */
  photosNotSaved?: number
  /** What the customer reads about them (worded on the server: the browser needs no copy). */
  photoNotice?: string
  /** The sent request's reference ('Q-1042'), as the acknowledgement e-mail gives it. */
  reference?: string
  /** True right after a no-JS post: move focus to the first error or the step heading. */
  focus: boolean
  /** The "Text me" checkbox's words, as the server stores them when it is ticked. */
  textConsent?: { label: string; details: string }
}

export const EMPTY_QUOTE_WIZARD: QuoteWizardData = {
  step: 1,
  values: {},
  errors: {},
  formError: null,
  submitted: false,
  focus: false,
}

/** Human-readable size limit for messages. */
export function fileTooLargeMessage(fileName: string): string {
  return `${fileName} is larger than 10MB. Please choose a smaller file.`
}

export function submissionFailedMessage(status: number | null, phone: string): string {
  return status === null
    ? `Failed to submit request. Please try again or call ${phone} for immediate assistance.`
    : `Failed to submit request (${status}). Please try again or call ${phone} for immediate assistance.`
}
