/**
 * The "Text me" choice of every form that takes a phone besides the booking (quote wizard, city
 * pages, cart, checkout, estimate): its field, its wording, the check that a ticked box comes
 * with a number a text can reach. The wording beside the box is in each language's catalog
 * (forms.textConsent.*) and stored word for word as shown (server/sms/consents.server.ts,
 * docs/decisions/139-texts.md). Pure and small: the forms' browser bundles take the field.
 */
import { z } from 'zod'
import { isPhoneNumber } from './form-rules'

/** The checkbox's name in every form. */
export const TEXT_CONSENT_FIELD = 'textConsent'

/** The unticked checkbox: a form posts 'on' when ticked; anything else is no consent. */
export const textConsentChoice = /* @__PURE__ */ z
  .preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean())
  .optional()

/** What the form shows: the label, and the rest of the stored wording under it. */
export type TextConsentWords = { label: string; details: string }

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
