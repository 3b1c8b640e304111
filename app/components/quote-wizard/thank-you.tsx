import type { FormEvent } from 'react'
import { telHref } from '~/content/business'
import { useLocalePath, useT } from '../i18n'
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
  /** The server's words for them (shown as the catalog words them, in the page's language). */
  photoNotice: string | null
  /** The request's reference ('Q-1042'), as the acknowledgement e-mail gives it. */
  reference?: string | null
  returnTo: string
  onStartOver: (event: FormEvent<HTMLFormElement>) => void
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  const t = useT()
  const to = useLocalePath()
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
          {t('quote.thanks.title')}
        </Title>
      </div>
      <p className="mt-3 text-slate-700">{t('quote.thanks.promise')}</p>
      {reference ? (
        <p className="mt-2 text-slate-700" data-quote-reference>
          {t('quote.thanks.referenceBefore')}
          <strong>{reference}</strong>
          {t('quote.thanks.referenceAfter')}
        </p>
      ) : null}
      {photosNotSaved > 0 && photoNotice ? (
        <div
          data-photos-not-saved
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <p>
            {t('quote.thanks.photosNotSaved', { count: photosNotSaved, email: email || 'none' })}
          </p>
          {email ? (
            <p className="mt-2">
              <a
                className="font-semibold underline"
                href={`mailto:${email}?subject=${encodeURIComponent(t('quote.thanks.photosSubject'))}`}
              >
                {t('quote.thanks.emailPhotos', { count: photosNotSaved })}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {phone ? <p className="mt-2 text-slate-700">{t('quote.thanks.helpSooner')}</p> : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {phone ? (
          <ButtonAnchor href={telHref(phone)} variant="primary">
            {t('quote.thanks.call', { phone })}
          </ButtonAnchor>
        ) : null}
        <form method="post" action={to(QUOTE_WIZARD_ACTION)} onSubmit={onStartOver}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button name="intent" value="reset" variant="outline">
            {t('quote.thanks.another')}
          </Button>
        </form>
      </div>
    </>
  )
}
