import { telHref } from '~/content/business'
import { outsideOf } from '~/domain/service-area-rules'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { useServiceArea } from '~/hooks/use-service-area'
import { useT } from './i18n'

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
          {/* The words of app/locales/<language>/areas.json; the area's description is the office's. */}
          {area ? t('areas.notice.outside', { area: area.description }) : null}{' '}
          {refused ? t('areas.notice.pleaseCall') : t('areas.notice.stillSend')}
          {phone ? (
            <>
              {t('areas.notice.at')}
              <a href={telHref(phone)} className="font-semibold underline">
                {phone}
              </a>
            </>
          ) : null}
          {t('areas.notice.end')}
        </p>
      ) : null}
    </div>
  )
}
