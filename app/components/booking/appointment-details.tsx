import {
  BOOKING_SERVICES,
  type BookingServiceType,
  formatLongDate,
  formatVisitTime,
} from '~/domain/booking'

const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

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
  const service = BOOKING_SERVICES[appointment.serviceType]
  const rows = [
    ['Reference', appointment.reference ?? ''],
    ['Service', `${service.name} (${service.durationMinutes} min)`],
    ['Date', formatLongDate(appointment.appointmentDate)],
    [
      'Time',
      `${formatVisitTime(appointment.appointmentTime, appointment.serviceType)} Eastern Time`,
    ],
    ['Address', appointment.customerAddress],
    ['Name', appointment.customerName],
    ['Contact', `${appointment.customerEmail} · ${appointment.customerPhone}`],
    ['Notes', appointment.serviceDescription ?? ''],
    ['Status', STATUS_LABELS[appointment.status] ?? appointment.status],
    [
      appointment.status === 'cancelled' ? 'Reason' : 'From our office',
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
