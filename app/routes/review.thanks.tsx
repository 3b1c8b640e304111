import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Thank you for your review | ${site.name}`,
    description: 'Your review has been received.',
    path: '/review/thanks',
    noindex: true,
  })
}

/** Where a sent review lands: the thank-you (the link itself is used up). */
export default function ReviewThanks() {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Thank you for your review</h1>
      <p className="mt-4 text-slate-700">
        We read every review. Once staff have looked at it, it may appear on our site with your
        first name and last initial.
      </p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Back to the home page
        </Link>
      </p>
    </main>
  )
}
