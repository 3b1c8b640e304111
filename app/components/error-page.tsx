import { telHref } from '~/content/business'
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
  if (status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">404 Page Not Found</h1>
        <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-slate-700">
          The page you asked for does not exist. Try one of these instead:
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          <li>
            <ButtonLink to="/" variant="outline">
              Home
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="/book-appointment">Book Appointment</ButtonLink>
          </li>
          <li>
            <ButtonLink to="/#contact-form" variant="secondary">
              Get Free Quote
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
        {clientError ? 'We could not handle that request' : 'Something went wrong on our side'}
      </h1>
      {clientError && message ? (
        <p className="mt-4 text-slate-700">{/[.!?]$/.test(message) ? message : `${message}.`}</p>
      ) : null}
      <p className="mt-4 text-slate-700">
        Sorry about that. Please try again in a moment
        {phone ? (
          <>
            , or call us at{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
              {phone}
            </a>{' '}
            and we will help you right away
          </>
        ) : null}
        .
      </p>
      <p className="mt-6">
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </p>
    </section>
  )
}
