import { useState } from 'react'
import { apiPathInLocale } from '~/domain/locale'
import { type FieldErrors, PHOTO_FIELD, type QuoteValues } from '~/domain/quote-wizard-steps'
import { useFromEnglish, useLocale, useT } from '../i18n'
import { showToast } from '../toaster'
import { QUOTE_WIZARD_ACTION, SUBMIT_LEAD_API } from './fields'
import type { PhotoPreview } from './photos'
import { forgetSavedAnswers } from './saved-answers'

/** Forgets the answers kept in this tab and any a visit without JavaScript left in the session. */
export function forgetSessionAnswers() {
  forgetSavedAnswers()
  void fetch(QUOTE_WIZARD_ACTION, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'reset' }),
    redirect: 'manual',
  }).catch(() => {})
}

type ApiAnswer = {
  error?: string
  fieldErrors?: FieldErrors
  photosNotSaved?: number
  /** The server's words for photos that did not arrive (the first screen ships no copy). */
  photoNotice?: string
  /** The request's reference ('Q-1042'). */
  reference?: string
} | null

/**
 * With JavaScript, the final step sends the whole form with the chosen photos to
 * `POST /api/submit-lead` and reports how it went: sent (a toast, and the session's answers
 * forgotten; with how many photos could not be stored), field errors to show, or a form
 * error (a rate limit) next to the toast.
 */
export function useQuoteSubmission({
  phone,
  onSent,
  onFieldErrors,
  onFormError,
}: {
  phone: string
  onSent: (photosNotSaved: number, photoNotice: string | null, reference: string | null) => void
  onFieldErrors: (errors: FieldErrors) => void
  onFormError: (message: string) => void
}) {
  const [submitting, setSubmitting] = useState(false)
  const t = useT()
  const locale = useLocale()
  // The API answers in English; the visitor reads its messages in the page's language.
  const fromEnglish = useFromEnglish()

  async function send(form: HTMLFormElement, answers: QuoteValues, photos: PhotoPreview[]) {
    const body = new FormData(form)
    body.delete('intent')
    body.delete(PHOTO_FIELD)
    if (answers.serviceType === 'repair') {
      for (const photo of photos) body.append(PHOTO_FIELD, photo.file, photo.file.name)
    }
    setSubmitting(true)
    try {
      const response = await fetch(apiPathInLocale(SUBMIT_LEAD_API, locale), {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      })
      if (response.ok) {
        const sent = (await response.json().catch(() => null)) as ApiAnswer
        const photoNotice = sent?.photosNotSaved ? (sent.photoNotice ?? null) : null
        onSent(sent?.photosNotSaved ?? 0, photoNotice, sent?.reference ?? null)
        showToast({
          title: t('quote.thanks.title'),
          description: photoNotice ? fromEnglish(photoNotice) : t('quote.thanks.responsePromise'),
        })
        forgetSessionAnswers()
        return
      }
      const payload = (await response.json().catch(() => null)) as ApiAnswer
      const fieldErrors = payload?.fieldErrors ?? {}
      if (Object.keys(fieldErrors).length) onFieldErrors(fieldErrors)
      if (response.status === 413) {
        showToast({
          title: t('quote.photos.tooLarge.title'),
          description: payload?.error
            ? fromEnglish(payload.error)
            : t('quote.submissionFailed.status', { status: 413, phone }),
          variant: 'destructive',
        })
        return
      }
      const description =
        [415, 429, 503].includes(response.status) && payload?.error
          ? fromEnglish(payload.error)
          : t('quote.submissionFailed.status', { status: response.status, phone })
      if (response.status === 429) onFormError(description)
      showToast({ title: t('quote.submissionFailed.title'), description, variant: 'destructive' })
    } catch {
      showToast({
        title: t('quote.submissionFailed.error'),
        description: t('quote.submissionFailed', { phone }),
        variant: 'destructive',
      })
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, send }
}
