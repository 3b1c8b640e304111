import type { FormEvent } from 'react'
import { telHref } from '~/content/business'
import { QUOTE_RESPONSE_PROMISE, QUOTE_SUCCESS_TITLE } from '~/domain/quote-wizard-steps'
import { CheckIcon } from '../icons'
import { Button, ButtonAnchor } from '../ui/button'
import { QUOTE_WIZARD_ACTION } from './fields'

/**
 * The wizard once the request is sent: the promise, the phone, and a way to start over; and
 * when photos could not be stored, that they did not arrive and where to e-mail them.
 */
export function ThankYou({
  titleLevel,
  autoFocus,
  phone,
  email,
  photosNotSaved,
  photoNotice,
  reference,
  returnTo,
  onStartOver,
}: {
  titleLevel: 1 | 2
  /** Announces the result after a no-JS post. */
  autoFocus: boolean
  phone: string
  email: string
  /** Photos of the request that could not be stored. */
  photosNotSaved: number
  /** The server's words for them. */
  photoNotice: string | null
  /** The request's reference ('Q-1042'), as the acknowledgement e-mail gives it. */
  reference?: string | null
  returnTo: string
  onStartOver: (event: FormEvent<HTMLFormElement>) => void
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-green-100 text-green-800">
          <CheckIcon width={24} height={24} />
        </span>
        <Title
          data-wizard-heading
          tabIndex={-1}
          // Announces the result after a no-JS post.
          autoFocus={autoFocus}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {QUOTE_SUCCESS_TITLE}
        </Title>
      </div>
      <p className="mt-3 text-slate-700">Thank you! {QUOTE_RESPONSE_PROMISE}</p>
      {reference ? (
        <p className="mt-2 text-slate-700" data-quote-reference>
          Your reference is <strong>{reference}</strong>. We have e-mailed you a copy.
        </p>
      ) : null}
      {photosNotSaved > 0 && photoNotice ? (
        <div
          data-photos-not-saved
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <p>{photoNotice}</p>
          {email ? (
            <p className="mt-2">
              <a
                className="font-semibold underline"
                href={`mailto:${email}?subject=${encodeURIComponent('Photos for my quote request')}`}
              >
                E-mail {photosNotSaved === 1 ? 'the photo' : 'the photos'}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {phone ? <p className="mt-2 text-slate-700">Need help sooner? Call us.</p> : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {phone ? (
          <ButtonAnchor href={telHref(phone)} variant="primary">
            Call {phone}
          </ButtonAnchor>
        ) : null}
        <form method="post" action={QUOTE_WIZARD_ACTION} onSubmit={onStartOver}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button name="intent" value="reset" variant="outline">
            Request another quote
          </Button>
        </form>
      </div>
    </>
  )
}
