import { telHref } from '~/content/business'
import { useLocalePath, useT } from './i18n'
import { ButtonLink } from './ui/button'

/** The not-found page and the friendly server-error page. */
export function ErrorPage({
  status,
  phone,
  message,
}: {
  status: number
  phone: string
  /** What was wrong with the request (4xx only), shown above the apology. */
  message?: string
}) {
  const t = useT()
  const localePath = useLocalePath()
  if (status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{t('error.notFoundTitle')}</h1>
        <p className="mt-4 text-slate-700">{t('error.notFoundHint')}</p>
        <p className="mt-2 text-slate-700">{t('error.notFoundText')}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          <li>
            <ButtonLink to={localePath('/')} variant="outline">
              {t('error.home')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to={localePath('/book-appointment')}>{t('nav.bookAppointment')}</ButtonLink>
          </li>
          <li>
            <ButtonLink to={localePath('/#contact-form')} variant="secondary">
              {t('layout.getFreeQuote')}
            </ButtonLink>
          </li>
        </ul>
      </section>
    )
  }
  const clientError = status >= 400 && status < 500
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">
        {clientError ? t('error.badRequestTitle') : t('error.serverTitle')}
      </h1>
      {clientError && message ? (
        <p className="mt-4 text-slate-700">{/[.!?]$/.test(message) ? message : `${message}.`}</p>
      ) : null}
      <p className="mt-4 text-slate-700">
        {phone ? t('error.sorryCall', { phone }) : t('error.sorry')}
      </p>
      {phone ? (
        <p className="mt-2">
          <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
            {phone}
          </a>
        </p>
      ) : null}
      <p className="mt-6">
        <ButtonLink to={localePath('/')} variant="secondary">
          {t('error.backHome')}
        </ButtonLink>
      </p>
    </section>
  )
}
