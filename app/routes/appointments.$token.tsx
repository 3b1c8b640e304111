import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { AppointmentDetails } from '~/components/booking/appointment-details'
import { CancelPanel, ReschedulePanel } from '~/components/booking/change-panels'
import { BookingProgress } from '~/components/booking/progress'
import { StepHeading } from '~/components/booking/step-heading'
import { ErrorSummary } from '~/components/forms'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BOOKED_TITLE, manageAppointmentSchema, offeredDates } from '~/domain/booking'
import { notifyAppointmentChange } from '~/server/appointment-notices.server'
import {
  appointmentByToken,
  appointmentLinks,
  cancelAppointment,
  isActive,
  listSlots,
  rescheduleAppointment,
} from '~/server/appointments.server'
import { getEnv } from '~/server/env.server'
import { readForm } from '~/server/http.server'
import { redirectWithToast } from '~/server/toast.server'

/** Private: never cached, never indexed. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

export const headers = () => PRIVATE_HEADERS

function requireAppointment(token: string | undefined) {
  const appointment = token ? appointmentByToken(token) : undefined
  if (!appointment) {
    throw data('This link does not open an appointment.', { status: 404, headers: PRIVATE_HEADERS })
  }
  return appointment
}

/**
 * The customer's private page of one appointment (the signed link in the confirmation):
 * the details, the calendar file, and a way to reschedule (`?reschedule=1&date=`) or cancel
 * (`?cancel=1` asks first). `?booked=1` makes it the wizard's step 4.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const appointment = requireAppointment(params.token)
  const url = new URL(request.url)
  const active = isActive(appointment)
  const mode = !active
    ? 'view'
    : url.searchParams.has('reschedule')
      ? 'reschedule'
      : url.searchParams.has('cancel')
        ? 'cancel'
        : 'view'
  const dates = mode === 'reschedule' ? offeredDates() : []
  const date = url.searchParams.get('date') ?? undefined
  const moveDate = date && dates.includes(date) ? date : undefined
  const links = appointmentLinks(appointment)
  return data(
    {
      appointment: {
        serviceType: appointment.serviceType,
        appointmentDate: appointment.appointmentDate,
        appointmentTime: appointment.appointmentTime,
        customerName: appointment.customerName,
        customerEmail: appointment.customerEmail,
        customerPhone: appointment.customerPhone,
        customerAddress: appointment.customerAddress,
        serviceDescription: appointment.serviceDescription,
        status: appointment.status,
        slotId: appointment.slotId,
      },
      active,
      booked: url.searchParams.get('booked') === '1',
      mode,
      dates,
      moveDate,
      slots: moveDate ? listSlots(moveDate, appointment.serviceType) : [],
      links,
      privateUrl: `${getEnv().SITE_URL}${links.manageUrl}`,
    },
    { headers: PRIVATE_HEADERS },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const appointment = requireAppointment(params.token)
  const submission = parseWithZod(await readForm(request), { schema: manageAppointmentSchema })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const { manageUrl } = appointmentLinks(appointment)
  const result =
    submission.value.intent === 'cancel'
      ? cancelAppointment(appointment.id)
      : rescheduleAppointment(appointment.id, submission.value)
  if (!result.ok) {
    return data(submission.reply({ formErrors: [result.error] }), { status: result.status })
  }
  await notifyAppointmentChange(
    result.appointment,
    submission.value.intent === 'cancel' ? 'cancelled' : 'rescheduled',
  )
  return redirectWithToast(
    manageUrl,
    submission.value.intent === 'cancel'
      ? {
          title: 'Appointment cancelled',
          description: 'Your visit is cancelled and the time is free again.',
        }
      : { title: 'Appointment rescheduled', description: 'We sent the new time to your e-mail.' },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.booked ? BOOKED_TITLE : 'Your appointment' },
  { name: 'robots', content: 'noindex' },
]

export default function AppointmentPage() {
  const { appointment, active, booked, mode, dates, moveDate, slots, links, privateUrl } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const base = links.manageUrl
  const title = booked
    ? BOOKED_TITLE
    : appointment.status === 'cancelled'
      ? 'Your appointment is cancelled'
      : 'Your appointment'
  return (
    <section className="bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-3xl">
        {booked ? <BookingProgress step={4} /> : null}
        <div className="mt-6 space-y-6 rounded-xl bg-white p-5 shadow-sm sm:p-8">
          <StepHeading
            id="appointment-title"
            level={1}
            focus={booked && mode === 'view'}
            focusKey="booked"
            className="text-3xl font-bold text-brand-900"
          >
            {title}
          </StepHeading>
          <ErrorSummary id="appointment-errors" formErrors={lastResult?.error?.[''] ?? null} />
          <AppointmentDetails appointment={appointment} />
          {active ? (
            <div className="flex flex-wrap gap-3">
              <ButtonAnchor href={links.calendarUrl} download="appointment.ics" variant="secondary">
                Add to calendar (.ics)
              </ButtonAnchor>
              <ButtonLink to={`${base}?reschedule=1`} variant="outline">
                Reschedule
              </ButtonLink>
              <ButtonLink to={`${base}?cancel=1`} variant="outline">
                Cancel appointment
              </ButtonLink>
            </div>
          ) : null}
          <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-800">
            Keep this private link to see, reschedule or cancel your visit (we also e-mailed it to
            you):{' '}
            <Link to={base} className="break-all font-semibold text-brand-800 underline">
              {privateUrl}
            </Link>
          </p>

          {mode === 'cancel' ? <CancelPanel keepHref={base} busy={busy} /> : null}
          {mode === 'reschedule' ? (
            <ReschedulePanel
              keepHref={base}
              service={appointment.serviceType}
              currentSlotId={appointment.slotId}
              dates={dates}
              moveDate={moveDate}
              slots={slots}
            />
          ) : null}

          {booked || !active ? (
            <ButtonLink to="/" size="lg">
              Return to Home
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
