import { Link } from '@remix-run/react'
import { telHref } from '~/content/business'
import { useLocalePath, useT } from './i18n'
import { ButtonAnchor, ButtonLink } from './ui/button'

/**
 * A private link that opens nothing of ours (a wrong, cut or mistyped link from an e-mail):
 * the site's words, what to try, and the phone. Never says whether such an order exists.
 * Its words are the frame's: an error boundary shows it, without the page's loader data.
 */
export function LinkNotFound({ what, phone }: { what: 'order' | 'appointment'; phone: string }) {
  const t = useT()
  const to = useLocalePath()
  return (
    <section aria-labelledby="link-not-found" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="link-not-found" className="text-3xl font-bold text-brand-900">
        {t(`linkNotFound.title.${what}`)}
      </h1>
      <p className="mt-3 text-slate-800">{t(`linkNotFound.text.${what}`)}</p>
      <p className="mt-3 text-slate-800">
        {t('linkNotFound.callUs')}
        {phone ? (
          <>
            {' '}
            {t('linkNotFound.at')}{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
              {phone}
            </a>
          </>
        ) : null}{' '}
        {t(`linkNotFound.lookUp.${what}`)}
      </p>
      <p className="mt-3 text-slate-800">
        {t('linkNotFound.allSent')}{' '}
        <Link to={to('/find-my-orders')} className="font-semibold text-brand-800 underline">
          {t('linkNotFound.findOrders')}
        </Link>
        .
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        {phone ? (
          <ButtonAnchor href={telHref(phone)}>{t('linkNotFound.call', { phone })}</ButtonAnchor>
        ) : null}
        <ButtonLink to={to('/')} variant="outline">
          {t('linkNotFound.home')}
        </ButtonLink>
      </p>
    </section>
  )
}
