import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** The page's words and title, in the address's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = serverT(requestLocale(request))
  return data({
    messages: pageMessages(request, ['reviews']),
    title: t('reviews.thanks.meta.title'),
    description: t('reviews.thanks.meta.description'),
  })
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${loaded?.title ?? 'Thank you for your review'} | ${site.name}`,
    description: loaded?.description ?? 'Your review has been received.',
    path: '/review/thanks',
    noindex: true,
  })
}

/** Where a sent review lands: the thank-you (the link itself is used up). */
export default function ReviewThanks() {
  useLoaderData<typeof loader>()
  const t = useT()
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{t('reviews.thanks.title')}</h1>
      <p className="mt-4 text-slate-700">{t('reviews.thanks.text')}</p>
      <p className="mt-6">
        <Link to={to('/')} className="font-semibold text-brand-700 underline">
          {t('reviews.home')}
        </Link>
      </p>
    </div>
  )
}
