import { Link } from '@remix-run/react'
import { telHref } from '~/content/business'
import { ButtonAnchor, ButtonLink } from './ui/button'

/**
 * A private link that opens nothing of ours (a wrong, cut or mistyped link from an e-mail):
 * the site's words, what to try, and the phone. Never says whether such an order exists.
 */
export function LinkNotFound({ what, phone }: { what: 'order' | 'appointment'; phone: string }) {
  return (
    <section aria-labelledby="link-not-found" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="link-not-found" className="text-3xl font-bold text-brand-900">
        We could not find this {what}
      </h1>
      <p className="mt-3 text-slate-800">
        This link does not open {what === 'order' ? 'an order' : 'an appointment'}. It may have been
        cut when it was copied: please open it again from the e-mail we sent you, or copy the whole
        address.
      </p>
      <p className="mt-3 text-slate-800">
        Still not working? Call us
        {phone ? (
          <>
            {' '}
            at{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
              {phone}
            </a>
          </>
        ) : null}{' '}
        and we will look up your {what} for you.
      </p>
      <p className="mt-3 text-slate-800">
        Or have all your orders, estimates and visits sent to you:{' '}
        <Link to="/find-my-orders" className="font-semibold text-brand-800 underline">
          Find my orders
        </Link>
        .
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        {phone ? <ButtonAnchor href={telHref(phone)}>Call {phone}</ButtonAnchor> : null}
        <ButtonLink to="/" variant="outline">
          Back to home
        </ButtonLink>
      </p>
    </section>
  )
}
