/** A rating as stars (hidden from screen readers) and words ("4 out of 5 stars") for them. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className={className}>
      <span aria-hidden="true" className="text-amber-600">
        {'★'.repeat(whole)}
        <span className="text-slate-300">{'★'.repeat(5 - whole)}</span>
      </span>
      <span className="sr-only">{`${rating} out of 5 stars`}</span>
    </span>
  )
}
