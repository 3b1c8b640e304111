import { telHref } from '~/content/business'
import { outsideOf } from '~/domain/service-area-rules'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { useServiceArea } from '~/hooks/use-service-area'
import { useFromEnglish, useT } from './i18n'

/**
 * The kind answer to a ZIP outside the service area (business settings), with the phone number.
 * A polite live region that is always there, so a screen reader hears it as the ZIP is typed;
 * empty while the ZIP is served or not yet complete.
 */
export function ServiceAreaNotice({
  zip,
  className = '',
  refused = false,
}: {
  zip: string | null | undefined
  className?: string
  /** A booked visit is refused there; a quote request is still taken. */
  refused?: boolean
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const phone = useBusinessPhone()
  // The published area from the root loader: the same ranges the server checks.
  const area = useServiceArea()
  const outside = area ? outsideOf(zip, area) : false
  return (
    <div role="status" aria-live="polite" className={`empty:hidden ${className}`}>
      {outside ? (
        <p
          data-out-of-area
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {area ? t('forms.outOfArea', { area: fromEnglish(area.description) }) : null}{' '}
          {refused ? t('forms.outOfArea.callUs') : t('forms.outOfArea.stillSend')}
          {phone ? (
            <>
              {t('forms.outOfArea.at')}
              <a href={telHref(phone)} className="font-semibold underline">
                {phone}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </div>
  )
}
