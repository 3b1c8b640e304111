import { useEffect, useRef } from 'react'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { ButtonLink } from '~/components/ui/button'
import { type AddedLine, formatCents } from '~/domain/pricing'
import { installationSentence } from './option-choices'

/**
 * 'Added to Cart!' with what was added, its installation and all-in figures (the cart's) and
 * View Cart. With JavaScript it takes focus after each Add to Cart (`focusOnShow`); without,
 * the page returns to the form and shows it at the top. Nothing while nothing was added.
 * Loaded after the page's own code (late.tsx): it only shows after a post.
 */
export function AddedConfirmation({
  added,
  focusOnShow = false,
  className,
}: {
  added: AddedLine | null
  focusOnShow?: boolean
  className?: string
}) {
  const section = useRef<HTMLElement>(null)
  const t = useT()
  const locale = useLocale()
  const to = useLocalePath()
  const fromEnglish = useFromEnglish()
  useEffect(() => {
    if (added && focusOnShow) section.current?.focus()
  }, [added, focusOnShow])
  if (!added) return null
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="added-title"
      data-testid="added-confirmation"
      className={`rounded-lg border-2 border-green-700 bg-green-50 p-4 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-700 ${className ?? ''}`}
    >
      <h2 id="added-title" className="text-lg font-bold text-green-900">
        {t('configurator.added.title')}
      </h2>
      <p className="mt-1">
        {t('configurator.added.summary', {
          quantity: added.quantity,
          name: fromEnglish(added.name),
          fabric: added.fabric,
          size: added.size,
          price: formatCents(added.unitPriceCents, locale),
        })}
      </p>
      <p className="mt-1 text-sm">
        {added.installationCents > 0 ? (
          <>{installationSentence(added.installationCents, added.quantity, t, locale)}. </>
        ) : null}
        {t('configurator.allInBeforeTax')}:{' '}
        <span className="font-semibold" data-testid="added-all-in">
          {formatCents(added.allInCents, locale)}
        </span>
      </p>
      <ButtonLink to={to('/cart')} variant="secondary" className="mt-3">
        {t('configurator.viewCart')}
      </ButtonLink>
    </section>
  )
}
