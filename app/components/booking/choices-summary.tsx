import { Link } from '@remix-run/react'
import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
  wizardHref,
} from '~/domain/booking'
import { useFromEnglish, useLocale, useLocalePath, useT } from '../i18n'

/** What has been chosen so far, each with a way back to change it. */
export function ChoicesSummary({
  service,
  date,
  time,
}: {
  service: BookingServiceType
  date?: string
  time?: string
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  const rows = [
    {
      term: t('booking.summary.service'),
      value: fromEnglish(BOOKING_SERVICES[service].name),
      change: to(wizardHref({})),
    },
    date
      ? {
          term: t('booking.summary.date'),
          value: formatLongDate(date, locale),
          change: to(wizardHref({ service })),
        }
      : null,
    date && time
      ? {
          term: t('booking.summary.time'),
          value: t('booking.summary.timeEt', { time: formatVisitTime(time, service, locale) }),
          change: to(wizardHref({ service, date })),
        }
      : null,
  ].filter((row) => row !== null)
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="font-semibold text-slate-700">{row.term}</dt>
          <dd className="text-slate-900">
            {row.value}{' '}
            <Link to={row.change} className="text-brand-800 underline">
              {t('booking.summary.change')}
              <span className="sr-only"> {row.term.toLowerCase()}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}
