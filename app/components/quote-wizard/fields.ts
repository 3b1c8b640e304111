/**
 * The wizard's fields on the house form kit: the kit's `FieldMeta` built from the wizard's
 * own state (it keeps its answers and errors itself, not in conform), with the ids the
 * wizard has always used: `quote-<name>`, `<name>-error`, `<name>-hint`.
 */
import type { FieldMeta, SummaryError } from '~/components/forms'
import {
  type FieldErrors,
  OPTIONAL_QUOTE_FIELDS,
  PHOTO_FIELD,
  QUOTE_STEP_FIELDS,
  type QuoteField,
  type QuoteValues,
  type QuoteWizardData,
} from '~/domain/quote-wizard-steps'

/** Where the wizard posts without JavaScript (one step at a time) and where it submits with it. */
export const QUOTE_WIZARD_ACTION = '/quote'
export const SUBMIT_LEAD_API = '/api/submit-lead'

/**
 * The wizard's error summary. Without JavaScript each step posts to its fragment, so after a
 * refused step the browser scrolls to the summary and focuses it (the redirect back to the
 * page keeps the fragment); after a step that passed there is no such element and the step's
 * heading takes focus with `autoFocus`.
 */
export const QUOTE_ERROR_SUMMARY_ID = 'quote-error-summary'

/**
 * The catalog parts (app/locales/<language>/<part>.json) a page showing the wizard sends with
 * `pageMessages`: /quote, the home page, the city pages.
 */
export const QUOTE_WIZARD_PARTS = ['quote', 'forms'] as const

/** Each step's title, by its id in app/locales/<language>/quote.json (index 0 is step 1). */
export const QUOTE_STEP_TITLE_IDS = [
  'quote.step.service',
  'quote.step.property',
  'quote.step.timeline',
  'quote.step.verification',
  'quote.step.contact',
] as const

/** The step's heading: focusable, the target of the Edit links. */
export const QUOTE_STEP_HEADING_ID = 'quote-step-heading'

/**
 * An Edit link of the Verification step: the wizard's page opened at an earlier step, at
 * its heading (a focusable fragment, so the heading has focus without JavaScript too).
 */
export function editStepHref(step: number): string {
  return `${QUOTE_WIZARD_ACTION}?step=${step}#${QUOTE_STEP_HEADING_ID}`
}

/**
 * The wizard as an Edit link asks for it (`?step=2`): an earlier step than the one reached,
 * with its answers and without errors. Any other step asked for (a later one, one not a
 * number, after the request was sent) changes nothing: steps are reached by answering.
 */
export function wizardAtStep(data: QuoteWizardData, requested: string | null): QuoteWizardData {
  const step = Number(requested)
  if (data.submitted || !Number.isInteger(step) || step < 1 || step >= data.step) return data
  return { ...data, step, errors: {}, formError: null, focus: true }
}

export type FieldSource = { errors: FieldErrors; initial: QuoteValues }

/** Required or "(optional)", as the schema says (the photos are optional; a test checks). */
function isRequired(name: QuoteField | typeof PHOTO_FIELD) {
  return name !== PHOTO_FIELD && !OPTIONAL_QUOTE_FIELDS.includes(name)
}

export function wizardField(
  name: QuoteField | typeof PHOTO_FIELD,
  { errors, initial }: FieldSource,
): FieldMeta {
  const answer = name === PHOTO_FIELD ? undefined : initial[name]
  return {
    id: `quote-${name}`,
    name,
    errorId: `${name}-error`,
    descriptionId: `${name}-hint`,
    errors: errors[name],
    // The checkbox's answer is 'on' from a form, 'true' from older clients.
    initialValue: CHECKBOXES.includes(name) ? (isTicked(answer) ? 'on' : undefined) : answer,
    required: isRequired(name),
    key: null,
  }
}

const CHECKBOXES: readonly string[] = ['isHomeowner', 'textConsent']

function isTicked(value: string | undefined) {
  return Boolean(value && value !== 'false')
}

/** The error summary's links: the first message of each field of the step, in screen order. */
export function stepSummaryErrors(step: number, errors: FieldErrors): SummaryError[] {
  const fields: string[] = [...(QUOTE_STEP_FIELDS[step - 1] ?? []), PHOTO_FIELD]
  return fields.flatMap((name) => {
    const message = errors[name]?.[0]
    return message ? [{ id: `quote-${name}`, message }] : []
  })
}
