import { Link } from '@remix-run/react'
import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
  wizardHref,
} from '~/domain/booking'

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
  const rows = [
    { term: 'Service', value: BOOKING_SERVICES[service].name, change: wizardHref({}) },
    date ? { term: 'Date', value: formatLongDate(date), change: wizardHref({ service }) } : null,
    date && time
      ? {
          term: 'Time',
          value: `${formatVisitTime(time, service)} ET`,
          change: wizardHref({ service, date }),
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
              Change<span className="sr-only"> {row.term.toLowerCase()}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}
