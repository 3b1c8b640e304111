import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckIcon, ClockIcon, PhoneIcon } from '~/components/icons'
import { RequestReceived } from '~/components/request-received'
import { WindowCompanyRequestForm } from '~/components/window-company-request-form'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { CITIES } from '~/content/cities'
import { businessDate } from '~/domain/business-time'
import { windowCompanyRequestSchema } from '~/domain/window-company-request'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { handlePublicForm } from '~/server/platform/http.server'
import { requestLocale } from '~/server/platform/i18n.server'
import { noticeOfWindowCompanyRequest } from '~/server/requests/lead-notices.server'
import { createWindowCompanyRequest } from '~/server/requests/window-company-requests.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const B2B_REQUEST_LIMIT = { limit: 6, windowMs: 15 * 60 * 1000 }

export const B2B_SUCCESS_TOAST = {
  title: 'Service Request Received',
  description: 'Thank you! Our B2B team will respond within 2 hours.',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const submitted = new URL(request.url).searchParams.get('submitted') === '1'
  return { submitted, today: businessDate() }
}

export async function action({ request }: ActionFunctionArgs) {
  return handlePublicForm(request, {
    schema: windowCompanyRequestSchema(businessDate()),
    rateLimit: { name: 'b2b-request', ...B2B_REQUEST_LIMIT },
    success: { redirectTo: '/window-company-portal?submitted=1#request', toast: B2B_SUCCESS_TOAST },
    store: async (sent) => {
      createWindowCompanyRequest(sent, requestLocale(request))
      await noticeOfWindowCompanyRequest(sent)
    },
  })
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `B2B Service Request for Window Companies | ${site.name}`,
    description:
      'Window companies and contractors: send blinds removal, installation, replacement and repair jobs for your customers in Broward, Miami-Dade and Palm Beach. Response within 2 hours.',
    path: '/window-company-portal',
  })
}

const STEPS = [
  // No "below" or "beside": on a phone the form comes first, on a wide screen it is to the left.
  {
    title: 'Send the request',
    text: 'Tell us about the job and your customer in the B2B Service Request form.',
  },
  {
    title: 'We respond within 2 hours',
    text: 'We confirm the job, the price and the date with you.',
  },
  {
    title: 'We do the work',
    text: 'Our technicians handle the blinds; every item labelled and packaged when removed.',
  },
]

export default function WindowCompanyPortal() {
  const { submitted, today } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const phone = useBusinessPhone()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
            Window Company Portal
          </p>
          <h1 className="mt-2 text-4xl font-bold">Blinds services for window companies</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            Replacing windows or doors? We take the blinds down before you start, put them back up
            when you are done, and repair or replace what needs it, on your schedule.
          </p>
          <p className="mt-5 flex flex-wrap items-center gap-4">
            <span className="inline-flex items-center gap-2 rounded-md bg-accent-500 px-3 py-1 font-bold text-brand-900">
              <ClockIcon width={18} height={18} /> 2-hour response time
            </span>
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 font-semibold underline"
            >
              <PhoneIcon width={18} height={18} /> {phone}
            </a>
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section
          id="request"
          aria-labelledby="request-title"
          className="scroll-mt-20 lg:col-span-2"
        >
          <h2 id="request-title" className="text-3xl font-bold text-brand-900">
            B2B Service Request
          </h2>
          {submitted ? (
            <RequestReceived
              title={B2B_SUCCESS_TOAST.title}
              phone={phone}
              anotherHref="/window-company-portal#request"
              className="bg-green-50"
            >
              Thank you! Our B2B team will respond within 2 hours. For anything urgent call
            </RequestReceived>
          ) : (
            <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <WindowCompanyRequestForm lastResult={lastResult} today={today} />
            </div>
          )}
        </section>
        <aside className="space-y-8">
          <section aria-labelledby="how-it-works" className="rounded-xl bg-slate-50 p-6">
            <h2 id="how-it-works" className="text-2xl font-bold text-brand-900">
              How it works
            </h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-brand-900">{step.title}</h3>
                    <p className="text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="coverage" className="rounded-xl bg-slate-50 p-6">
            <h2 id="coverage" className="text-2xl font-bold text-brand-900">
              Coverage
            </h2>
            <ul className="mt-4 space-y-2">
              {BUSINESS_CLAIMS.counties.map((county) => (
                <li key={county} className="flex items-center gap-2 text-slate-800">
                  <CheckIcon width={18} height={18} className="text-brand-700" /> {county} County
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              Including{' '}
              {CITIES.slice(0, 6)
                .map((c) => c.name)
                .join(', ')}{' '}
              and more.
            </p>
          </section>
        </aside>
      </div>
    </>
  )
}
