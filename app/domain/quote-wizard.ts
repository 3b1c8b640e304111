/**
 * The free-quote wizard's rules, shared by the browser (instant validation) and the server
 * (the no-JS step posts, `/quote`, and `POST /api/submit-lead`): the steps, their fields,
 * their zod schemas, and the state the server hands to the page.
 *
 * Pure: no I/O, no server imports.
 */
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { emailAddress, phoneNumber } from './form-rules'

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

// ---------------------------------------------------------------- field rules

/** Text from a form: trimmed; an empty or missing value is `undefined`. */
function text(required: string, max: number, tooLong: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ required_error: required, invalid_type_error: required }).max(max, tooLong),
  )
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max, tooLong).optional(),
  )
}

function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { required_error: message, invalid_type_error: message, message }),
  )
}

/** A checkbox posted by a form ('on'), or the text 'true'/'false' the old client sent. */
const checkbox = z.preprocess((v) => {
  if (typeof v === 'boolean') return v
  if (typeof v !== 'string') return false
  return ['on', 'true', '1', 'yes'].includes(v.trim().toLowerCase())
}, z.boolean())

export const ZIP_MESSAGE = 'Enter your 5-digit ZIP code'

export const serviceStepSchema = z.object({
  serviceType: choice(SERVICE_TYPES, 'Choose the service you need'),
})

export const propertyStepSchema = z.object({
  propertyType: choice(PROPERTY_TYPES, 'Choose your property type'),
  zipCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ required_error: ZIP_MESSAGE, invalid_type_error: ZIP_MESSAGE })
      .regex(/^[0-9]{5}$/, ZIP_MESSAGE),
  ),
})

export const timelineStepSchema = z.object({
  timeFrame: choice(TIME_FRAMES, 'Choose when you need the work done'),
  roomCount: text('Tell us how many windows or rooms', 100, 'Keep this under 100 characters'),
})

export const verificationStepSchema = z.object({
  isHomeowner: checkbox,
})

export const contactStepSchema = z.object({
  name: text('Enter your name', 100, 'Keep your name under 100 characters'),
  email: emailAddress('E-mail'),
  phone: phoneNumber('Phone'),
  address: optionalText(200, 'Keep the address under 200 characters'),
  details: optionalText(1000, 'Keep the details under 1000 characters'),
})

/** One schema per step, in order (index 0 is step 1). */
export const QUOTE_STEP_SCHEMAS = [
  serviceStepSchema,
  propertyStepSchema,
  timelineStepSchema,
  verificationStepSchema,
  contactStepSchema,
] as const

/** The whole request, as stored. */
export const quoteLeadSchema = serviceStepSchema
  .merge(propertyStepSchema)
  .merge(timelineStepSchema)
  .merge(verificationStepSchema)
  .merge(contactStepSchema)

export type QuoteLead = z.infer<typeof quoteLeadSchema>
export type QuoteField = keyof QuoteLead

export const QUOTE_STEP_FIELDS: readonly (readonly QuoteField[])[] = QUOTE_STEP_SCHEMAS.map(
  (s) => Object.keys(s.shape) as QuoteField[],
)
export const QUOTE_FIELDS = QUOTE_STEP_FIELDS.flat()

export const QUOTE_STEP_TITLES = [
  'What service do you need?',
  'Tell us about your property',
  'Timeline and size',
  'Verification',
  'Your contact details',
] as const

export function isQuoteField(name: string): name is QuoteField {
  return (QUOTE_FIELDS as readonly string[]).includes(name)
}

/** The step (1-5) a field belongs to. */
export function stepOfField(field: string): number {
  const index = QUOTE_STEP_FIELDS.findIndex((fields) => fields.includes(field as QuoteField))
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

/** The answers as text, the way a form holds them (isHomeowner: 'on' or absent). */
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

function toFormData(values: QuoteValues): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') form.set(key, value)
  }
  return form
}

/** Validates one step's answers: `{ ok: true, value }` or the field errors. */
export function validateStep(step: number, values: QuoteValues) {
  const schema = QUOTE_STEP_SCHEMAS[clampStep(step) - 1]
  return validate(schema, values)
}

/** Validates the whole request. */
export function validateLead(values: QuoteValues) {
  return validate(quoteLeadSchema, values)
}

function validate<S extends z.ZodTypeAny>(schema: S, values: QuoteValues) {
  const submission = parseWithZod(toFormData(values), { schema, disableAutoCoercion: true })
  if (submission.status === 'success') {
    return { ok: true as const, value: submission.value as z.infer<S>, errors: {} as FieldErrors }
  }
  const errors: FieldErrors = {}
  for (const [key, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[key] = messages
  }
  return { ok: false as const, value: undefined, errors }
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

/** The next state, or the whole request, valid and ready to be sent. */
export type WizardNext = WizardState & ({ ready: false } | { ready: true; lead: QuoteLead })

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

/**
 * One move of the wizard, the same in the browser and on the server (no-JS posts): the
 * current step's answers are taken in, then Back goes one step back (no check, errors
 * cleared), Continue checks the step and moves on or stays with its errors, and the final
 * post checks the whole request: ready, or back to the first step with an error.
 */
export function nextWizardState(
  state: WizardState,
  post: { answers: QuoteValues; intent: WizardIntent },
): WizardNext {
  const step = clampStep(state.step)
  const values = withStepAnswers(state.values, post.answers, step)
  if (post.intent === 'back') {
    return { ready: false, step: Math.max(1, step - 1), values, errors: {} }
  }
  if (!isFinalPost(step, post.intent)) {
    const result = validateStep(step, values)
    return { ready: false, step: result.ok ? step + 1 : step, values, errors: result.errors }
  }
  const result = validateLead(values)
  if (result.ok) return { ready: true, lead: result.value, step, values, errors: {} }
  return { ready: false, ...withErrors({ step, values, errors: {} }, result.errors) }
}

/**
 * As the visitor corrects a step that shows errors (with JavaScript): the errors of that
 * step that are now fixed go away; errors of other steps and new mistakes are left alone
 * until the next Continue.
 */
export function withoutFixedErrors(state: WizardState): FieldErrors {
  const stepFields = QUOTE_STEP_FIELDS[clampStep(state.step) - 1] as readonly string[]
  const stillWrong = validateStep(state.step, state.values).errors
  const next: FieldErrors = {}
  for (const [field, messages] of Object.entries(state.errors)) {
    if (!stepFields.includes(field) || stillWrong[field]) next[field] = messages
  }
  return next
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
  /** True right after a no-JS post: move focus to the first error or the step heading. */
  focus: boolean
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
