import { useState } from 'react'
import {
  type FieldErrors,
  PHOTO_FIELD,
  QUOTE_RESPONSE_PROMISE,
  QUOTE_SUCCESS_TITLE,
  type QuoteValues,
  submissionFailedMessage,
} from '~/domain/quote-wizard-steps'
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

  async function send(form: HTMLFormElement, answers: QuoteValues, photos: PhotoPreview[]) {
    const body = new FormData(form)
    body.delete('intent')
    body.delete(PHOTO_FIELD)
    if (answers.serviceType === 'repair') {
      for (const photo of photos) body.append(PHOTO_FIELD, photo.file, photo.file.name)
    }
    setSubmitting(true)
    try {
      const response = await fetch(SUBMIT_LEAD_API, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      })
      if (response.ok) {
        const sent = (await response.json().catch(() => null)) as ApiAnswer
        const photoNotice = sent?.photosNotSaved ? (sent.photoNotice ?? null) : null
        onSent(sent?.photosNotSaved ?? 0, photoNotice, sent?.reference ?? null)
        showToast({
          title: QUOTE_SUCCESS_TITLE,
          description: photoNotice ?? QUOTE_RESPONSE_PROMISE,
        })
        forgetSessionAnswers()
        return
      }
      const payload = (await response.json().catch(() => null)) as ApiAnswer
      const fieldErrors = payload?.fieldErrors ?? {}
      if (Object.keys(fieldErrors).length) onFieldErrors(fieldErrors)
      if (response.status === 413) {
        showToast({
          title: 'File too large',
          description: payload?.error ?? submissionFailedMessage(413, phone),
          variant: 'destructive',
        })
        return
      }
      const description =
        [415, 429, 503].includes(response.status) && payload?.error
          ? payload.error
          : submissionFailedMessage(response.status, phone)
      if (response.status === 429) onFormError(description)
      showToast({ title: 'Submission Error', description, variant: 'destructive' })
    } catch {
      showToast({
        title: 'Error',
        description: submissionFailedMessage(null, phone),
        variant: 'destructive',
      })
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, send }
}
