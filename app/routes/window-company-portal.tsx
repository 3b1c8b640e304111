import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { CheckIcon, ClockIcon, PhoneIcon } from '~/components/icons'
import { RequestReceived } from '~/components/request-received'
import { WindowCompanyRequestForm } from '~/components/window-company-request-form'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { CITIES } from '~/content/cities'
import { businessDate } from '~/domain/business-time'
import { pathInLocale } from '~/domain/locale'
import { windowCompanyRequestSchema } from '~/domain/window-company-request'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { handlePublicForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { noticeOfWindowCompanyRequest } from '~/server/requests/lead-notices.server'
import { createWindowCompanyRequest } from '~/server/requests/window-company-requests.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const B2B_REQUEST_LIMIT = { limit: 6, windowMs: 15 * 60 * 1000 }

export const B2B_SUCCESS_TOAST = {
  title: 'Service Request Received',
  description: 'Thank you! Our B2B team will respond within 2 hours.',
}

const PAGE = '/window-company-portal'

export async function loader({ request }: LoaderFunctionArgs) {
  const submitted = new URL(request.url).searchParams.get('submitted') === '1'
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  return {
    submitted,
    today: businessDate(),
    // The confirmation's title is the toast's, in the page's language.
    receivedTitle: fromEnglish(B2B_SUCCESS_TOAST.title),
    title: t('b2b.portal.meta.title'),
    description: t('b2b.portal.meta.description'),
    path: pathInLocale(PAGE, locale),
    // The page's words and the form's (labels, options, the schema's messages).
    messages: pageMessages(request, ['b2b', 'forms']),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  // The request is answered, stored and acknowledged in the language of the page it came from.
  const locale = requestLocale(request)
  const { fromEnglish } = serverT(locale)
  return handlePublicForm(request, {
    schema: windowCompanyRequestSchema(businessDate()),
    rateLimit: { name: 'b2b-request', ...B2B_REQUEST_LIMIT },
    success: {
      redirectTo: `${pathInLocale(PAGE, locale)}?submitted=1#request`,
      toast: {
        title: fromEnglish(B2B_SUCCESS_TOAST.title),
        description: fromEnglish(B2B_SUCCESS_TOAST.description),
      },
    },
    store: async (sent) => {
      createWindowCompanyRequest(sent, locale)
      await noticeOfWindowCompanyRequest(sent)
    },
  })
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${data?.title ?? 'B2B Service Request for Window Companies'} | ${site.name}`,
    description:
      data?.description ??
      'Window companies and contractors: send blinds removal, installation, replacement and repair jobs for your customers in Broward, Miami-Dade and Palm Beach. Response within 2 hours.',
    path: data?.path ?? PAGE,
  })
}

// No "below" or "beside": on a phone the form comes first, on a wide screen it is to the left.
const STEPS = ['send', 'respond', 'work'] as const

export default function WindowCompanyPortal() {
  const { submitted, today, receivedTitle } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
            {t('b2b.portal.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold">{t('b2b.portal.heading')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{t('b2b.portal.intro')}</p>
          <p className="mt-5 flex flex-wrap items-center gap-4">
            <span className="inline-flex items-center gap-2 rounded-md bg-accent-500 px-3 py-1 font-bold text-brand-900">
              <ClockIcon width={18} height={18} /> {t('b2b.portal.response')}
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
            {t('b2b.portal.request')}
          </h2>
          {submitted ? (
            <RequestReceived
              title={receivedTitle}
              phone={phone}
              anotherHref={`${to(PAGE)}#request`}
              anotherLabel={t('b2b.portal.another')}
              className="bg-green-50"
            >
              {t('b2b.portal.received')}
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
              {t('b2b.portal.how')}
            </h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-brand-900">
                      {t(`b2b.portal.step.${step}.title`)}
                    </h3>
                    <p className="text-slate-700">{t(`b2b.portal.step.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="coverage" className="rounded-xl bg-slate-50 p-6">
            <h2 id="coverage" className="text-2xl font-bold text-brand-900">
              {t('b2b.portal.coverage')}
            </h2>
            <ul className="mt-4 space-y-2">
              {BUSINESS_CLAIMS.counties.map((county) => (
                <li key={county} className="flex items-center gap-2 text-slate-800">
                  <CheckIcon width={18} height={18} className="text-brand-700" />{' '}
                  {t('b2b.portal.county', { county })}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              {t('b2b.portal.including', {
                cities: CITIES.slice(0, 6)
                  .map((c) => c.name)
                  .join(', '),
              })}
            </p>
          </section>
        </aside>
      </div>
    </>
  )
}
