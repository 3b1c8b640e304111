/**
 * The free-quote wizard's rules, shared by the browser (instant validation) and the server
 * (the no-JS step posts, `/quote`, and `POST /api/submit-lead`): the steps' zod schemas, their
 * checks, and `nextWizardState`, one move of the wizard. The steps, fields and texts without
 * zod are in `./quote-wizard-steps` (re-exported here): the page's first load takes only those,
 * and the browser loads this module when a visitor starts on the form (docs/decisions/100-performance.md).
 *
 * Pure: no I/O, no server imports.
 */
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import {
  cleanText,
  emailAddress,
  isWellFormedText,
  phoneNumber,
  UNREADABLE_TEXT_MESSAGE,
} from './form-rules'
import {
  clampStep,
  type FieldErrors,
  isFinalPost,
  PROPERTY_TYPES,
  QUOTE_STEP_FIELDS,
  type QuoteField,
  type QuoteValues,
  SERVICE_TYPES,
  TIME_FRAMES,
  type WizardIntent,
  type WizardState,
  withErrors,
  withStepAnswers,
  ZIP_MESSAGE,
} from './quote-wizard-steps'
import { textConsentChoice } from './text-consent'

export * from './quote-wizard-steps'

// ---------------------------------------------------------------- field rules

/** Text from a form, cleaned by the one text rule and trimmed; empty or missing is `undefined`. */
const typed = (v: unknown) => (typeof v === 'string' ? cleanText(v).trim() || undefined : v)

function text(required: string, max: number, tooLong: string) {
  return z.preprocess(
    typed,
    z
      .string({ required_error: required, invalid_type_error: required })
      .max(max, tooLong)
      .refine(isWellFormedText, UNREADABLE_TEXT_MESSAGE),
  )
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    typed,
    z.string().max(max, tooLong).refine(isWellFormedText, UNREADABLE_TEXT_MESSAGE).optional(),
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
  textConsent: textConsentChoice,
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

// The steps' field lists (zod-free, for the first load) name exactly the schemas' fields.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const fieldsMatchSchema: SameKeys<QuoteField, keyof QuoteLead> = true
void fieldsMatchSchema

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

/** The next state, or the whole request, valid and ready to be sent. */
export type WizardNext = WizardState & ({ ready: false } | { ready: true; lead: QuoteLead })

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
