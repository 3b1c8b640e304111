/**
 * "Text me about this request" on the customer's estimate page: its own small form, so the
 * customer may consent before, at or after answering. The consent is kept with the estimate
 * (`estimate:<id>`) for the estimate's own phone, through the one consent writer.
 */
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatPhone } from '~/domain/phone'
import { TEXT_CONSENT_FIELD, type TextConsentWords } from '~/domain/text-consent'
import { estimateTextSubject } from '~/domain/texts'
import { PRIVATE_PAGE_HEADERS, readForm } from '../platform/http.server'
import { requestLocale, serverT } from '../platform/i18n.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { redirectWithToast } from '../platform/toast.server'
import { keepRequestTextConsent, textConsentWords } from '../sms/consent-words.server'
import { mayText, textableNumber } from '../sms/consents.server'
import { getEstimateByToken } from './estimates.server'

/** What the page shows: the form, or that texts are on; nothing for a number a text cannot reach. */
export type EstimateTexts = {
  action: string
  /** The estimate's phone as people write it. */
  phone: string
  words: TextConsentWords
  /** Consent given for this estimate and no STOP since. */
  given: boolean
} | null

type Estimate = NonNullable<ReturnType<typeof getEstimateByToken>>

export function estimateTexts(estimate: Estimate, token: string, locale: Locale): EstimateTexts {
  const { phone } = estimate.customer
  if (!phone || !textableNumber(phone)) return null
  return {
    action: `/estimates/${token}/texts`,
    phone: formatPhone(phone),
    words: textConsentWords('request', locale),
    given: mayText(phone, estimateTextSubject(estimate.id)),
  }
}

const TEXTS_LIMIT = { limit: 10, windowMs: 60 * 60_000 }

/** The small form's post: consent kept when ticked, then back to the estimate with a toast. */
export async function answerEstimateTexts(request: Request, token: string) {
  const estimate = getEstimateByToken(token)
  if (!estimate || estimate.status === 'draft') {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  const here = pathInLocale(`/estimates/${token}#estimate-texts`, locale)
  const form = await readForm(request)
  const limit = limitVisitor(request, 'estimate-texts', TEXTS_LIMIT)
  if (!limit.allowed) {
    return redirectWithToast(here, { title: fromEnglish(limit.message), variant: 'destructive' })
  }
  if (form.get(TEXT_CONSENT_FIELD) !== 'on') {
    return redirectWithToast(here, {
      title: t('estimate.texts.toast.none'),
      description: t('estimate.texts.toast.noneHint'),
    })
  }
  const phone = estimate.customer.phone
  const kept =
    textableNumber(phone) &&
    keepRequestTextConsent(request, {
      phone,
      source: 'estimate',
      subject: estimateTextSubject(estimate.id),
    })
  if (!kept) {
    return redirectWithToast(here, {
      title: t('estimate.texts.toast.cannot'),
      description: t('estimate.texts.toast.cannotHint'),
      variant: 'destructive',
    })
  }
  return redirectWithToast(here, {
    title: t('estimate.texts.toast.on'),
    description: t('estimate.texts.toast.onHint', { phone: formatPhone(phone) }),
  })
}
