/**
 * The "Text me" choice of every form that takes a phone besides the booking (quote wizard, city
 * pages, cart, checkout, estimate): its field, its wording, the check that a ticked box comes
 * with a number a text can reach, and what the consent is linked to. The booking's own wording
 * (about a visit) is `textConsentWording` in `./texts`; both are stored word for word
 * (docs/decisions/139-texts.md). Pure and small: the forms' browser bundles take the field.
 */
import { z } from 'zod'
import { isPhoneNumber } from './form-rules'

/** The checkbox's name in every form. */
export const TEXT_CONSENT_FIELD = 'textConsent'

/** The unticked checkbox: a form posts 'on' when ticked; anything else is no consent. */
export const textConsentChoice = /* @__PURE__ */ z
  .preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean())
  .optional()

/** The label of the checkbox on a request's form; the wording below it follows. */
export const REQUEST_TEXT_CONSENT_LABEL = 'Text me about this request'

/**
 * The consent sentence beside the checkbox of a request (a quote, an order, an estimate),
 * stored word for word with the consent: who texts, about what, how often, the cost, and how
 * to stop or get help (what US carriers and the TCPA expect).
 */
export function requestTextConsentWording(businessName: string): string {
  return `${REQUEST_TEXT_CONSENT_LABEL}. ${businessName} will send texts about this request only (its quote or estimate, the visit to measure or install, order updates and payment links): up to 10 messages per request. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`
}

/** What the form shows: the label, and the rest of the stored wording under it. */
export type TextConsentWords = { label: string; details: string }

/** Splits a stored wording ("Label. The rest") into what the checkbox shows. */
export function consentWords(label: string, wording: string): TextConsentWords {
  return { label, details: wording.slice(label.length + 2) }
}

export const TEXT_PHONE_MISSING_MESSAGE =
  'To get texts, enter your mobile number, or untick "Text me"'
export const TEXTABLE_PHONE_MESSAGE =
  'To get texts, enter a US mobile number such as (954) 555-0123, or untick "Text me"'

/**
 * A form's schema with "Text me" checked against its phone: a ticked box needs a number, and
 * one a text can reach (the server passes libphonenumber's check; the browser knows none).
 * One message per field: a number the phone rule refuses keeps its own message.
 */
export function withTextablePhone<
  S extends z.ZodType<{ phone?: string; textConsent?: boolean }, z.ZodTypeDef, unknown>,
>(schema: S, textable: (phone: string) => boolean = () => true) {
  const checked = schema.superRefine((value: z.output<S>, ctx) => {
    if (!value.textConsent) return
    const phone = value.phone?.trim() ?? ''
    if (!phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: TEXT_PHONE_MISSING_MESSAGE })
    else if (isPhoneNumber(phone) && !textable(phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: TEXTABLE_PHONE_MESSAGE })
  })
  // The refinement keeps the schema's own types (zod would widen them to the constraint).
  return checked as unknown as z.ZodEffects<S, z.output<S>, z.input<S>>
}
