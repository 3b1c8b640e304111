import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
} from '~/domain/booking'
import { useFromEnglish, useLocale, useT } from '../i18n'

/** The statuses a customer reads, by id in app/locales/<language>/appointment.json. */
const STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled']

/** The booked visit, as the confirmation and the private page show it. */
export function AppointmentDetails({
  appointment,
}: {
  appointment: {
    /** The customer's reference (never the sequential id). */
    reference?: string | null
    serviceType: BookingServiceType
    appointmentDate: string
    appointmentTime: string
    customerName: string
    customerEmail: string
    customerPhone: string
    customerAddress: string
    serviceDescription: string | null
    status: string
    /** What our office said when it cancelled or confirmed the visit. */
    statusReason?: string | null
  }
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const service = BOOKING_SERVICES[appointment.serviceType]
  const time = formatVisitTime(appointment.appointmentTime, appointment.serviceType, locale)
  const rows = [
    [t('appointment.details.reference'), appointment.reference ?? ''],
    [
      t('appointment.details.service'),
      t('appointment.details.serviceLength', {
        service: fromEnglish(service.name),
        minutes: service.durationMinutes,
      }),
    ],
    [t('appointment.details.date'), formatLongDate(appointment.appointmentDate, locale)],
    [t('appointment.details.time'), t('appointment.details.timeEastern', { time })],
    [t('appointment.details.address'), appointment.customerAddress],
    [t('appointment.details.name'), appointment.customerName],
    [
      t('appointment.details.contact'),
      `${appointment.customerEmail} · ${appointment.customerPhone}`,
    ],
    [t('appointment.details.notes'), appointment.serviceDescription ?? ''],
    [
      t('appointment.details.status'),
      STATUSES.includes(appointment.status)
        ? t(`appointment.status.${appointment.status}`)
        : appointment.status,
    ],
    [
      appointment.status === 'cancelled'
        ? t('appointment.details.reason')
        : t('appointment.details.fromOffice'),
      appointment.status === 'cancelled' || appointment.status === 'confirmed'
        ? (appointment.statusReason ?? '')
        : '',
    ],
  ].filter(([, value]) => value)
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
