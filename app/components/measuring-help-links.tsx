/**
 * Beside every place sizes are typed (the configurators, the quote wizard): the printable
 * measuring sheet and the free measuring visit. Plain links: they work without JavaScript.
 */
export function MeasuringHelpLinks({ className = '' }: { className?: string }) {
  return (
    <p
      className={`flex flex-wrap gap-x-4 gap-y-2 text-sm ${className}`}
      data-testid="measuring-help"
    >
      <a
        href="/measuring-guide"
        className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
      >
        Printable measuring sheet
      </a>
      <a
        href="/book-appointment?service=consultation"
        className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
      >
        Not sure? We measure for free
      </a>
    </p>
  )
}
