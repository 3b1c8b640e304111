import type { ReviewsSummary } from '~/utils/structured-data'
import { useT } from '../i18n'

/**
 * Approved reviews from real customers: the average, the count and the latest few. Nothing at
 * all when there is none (no review is ever invented).
 */
export function ReviewsSection({
  reviews,
  heading,
}: {
  reviews: ReviewsSummary | null | undefined
  heading: string
}) {
  const t = useT()
  const summary = reviews?.summary
  if (!reviews || !summary || summary.count === 0) return null
  const starsLabel = (rating: number) => t('configurator.reviews.stars', { rating })
  return (
    <section aria-labelledby="customer-reviews" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="customer-reviews" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <Stars rating={summary.average} label={starsLabel(summary.average)} />
        <span>
          {t('configurator.reviews.summary', {
            average: summary.average.toFixed(1),
            count: summary.count,
          })}
        </span>
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {reviews.latest.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <Stars rating={r.rating} label={starsLabel(r.rating)} />
            <p className="mt-2 text-slate-800">“{r.text}”</p>
            <p className="mt-2 text-sm text-slate-600">— {r.displayName}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A rating as stars (hidden from screen readers) and words ("4 out of 5 stars") for them; a
 * customer page gives the words in its language (the staff side keeps the English).
 */
export function Stars({
  rating,
  className = '',
  label = `${rating} out of 5 stars`,
}: {
  rating: number
  className?: string
  label?: string
}) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className={className}>
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(whole)}
        <span className="text-slate-300">{'★'.repeat(5 - whole)}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  )
}
