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
import { ExpiredLink } from '~/components/expired-link'
import { ErrorSummary } from '~/components/forms'
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { BOOKED_TITLE, manageAppointmentSchema } from '~/domain/booking'
import { pathInLocale } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { appointmentLinks, openAppointmentLink } from '~/server/booking/appointment-links.server'
import {
  confirmationTopic,
  notifyAppointmentChange,
  sendNewAppointmentLink,
} from '~/server/booking/appointment-notices.server'
import {
  cancelAppointment,
  isActive,
  rescheduleAppointment,
} from '~/server/booking/appointments.server'
import { listSlots, publicDates } from '~/server/booking/slots.server'
import { getEnv } from '~/server/platform/env.server'
import { PRIVATE_PAGE_HEADERS, readForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { answerNewLinkRequest } from '~/server/requests/private-links.server'
import { topicMailed } from '~/server/vendors/mail.server'

export const headers = () => PRIVATE_PAGE_HEADERS

function requireLink(token: string | undefined) {
  const link = token ? openAppointmentLink(token) : undefined
  if (!link) {
    throw data('This link does not open an appointment.', {
      status: 404,
      headers: PRIVATE_PAGE_HEADERS,
    })
  }
  return link
}

/** What the page of a link whose time is over shows: nothing of the visit (410). */
function expiredPage(request: Request) {
  return data(
    {
      expired: true as const,
      messages: pageMessages(request, APPOINTMENT_PARTS),
      title: serverT(requestLocale(request)).t('appointment.expired.title'),
    },
    { status: 410, headers: PRIVATE_PAGE_HEADERS },
  )
}

/** The catalog parts of a visit's page (its words, the booking's and the forms'). */
const APPOINTMENT_PARTS = ['appointment', 'booking', 'forms']

/**
 * The customer's private page of one appointment (the signed link in the confirmation):
 * the details, the calendar file, and a way to reschedule (`?reschedule=1&date=`) or cancel
 * (`?cancel=1` asks first). `?booked=1` makes it the wizard's step 4. Once the link's time
 * is over (app/domain/private-links.ts) it is a 410 offering to e-mail a new link.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = requireLink(params.token)
  if (link.state === 'expired') return expiredPage(request)
  const { appointment, issuedAt } = link
  const url = new URL(request.url)
  const active = isActive(appointment)
  const mode = !active
    ? 'view'
    : url.searchParams.has('reschedule')
      ? 'reschedule'
      : url.searchParams.has('cancel')
        ? 'cancel'
        : 'view'
  const dates = mode === 'reschedule' ? publicDates() : []
  const date = url.searchParams.get('date') ?? undefined
  const moveDate = date && dates.includes(date) ? date : undefined
  // The link the customer came with (a link sent again keeps its own time).
  const links = appointmentLinks(appointment, issuedAt)
  return data(
    {
      expired: false as const,
      appointment: {
        reference: appointment.reference,
        serviceType: appointment.serviceType,
        appointmentDate: appointment.appointmentDate,
        appointmentTime: appointment.appointmentTime,
        customerName: appointment.customerName,
        customerEmail: appointment.customerEmail,
        customerPhone: appointment.customerPhone,
        customerAddress: appointment.customerAddress,
        serviceDescription: appointment.serviceDescription,
        status: appointment.status,
        statusReason: appointment.statusReason,
        slotId: appointment.slotId,
      },
      active,
      booked: url.searchParams.get('booked') === '1',
      /** Whether the confirmation with this link went out (never claimed when it did not). */
      mailed: topicMailed(confirmationTopic(appointment.id)),
      mode,
      dates,
      moveDate,
      slots: moveDate ? listSlots(moveDate, appointment.serviceType) : [],
      links,
      privateUrl: `${getEnv().SITE_URL}${pathInLocale(links.manageUrl, requestLocale(request))}`,
      messages: pageMessages(request, APPOINTMENT_PARTS),
      title: serverT(requestLocale(request)).t(
        url.searchParams.get('booked') === '1' ? 'appointment.booked' : 'appointment.title',
      ),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const link = requireLink(params.token)
  const formData = await readForm(request)
  if (formData.get('intent') === 'new-link') {
    const { appointment } = link
    return answerNewLinkRequest(
      request,
      formData,
      { email: appointment.customerEmail, send: () => sendNewAppointmentLink(appointment) },
      PRIVATE_PAGE_HEADERS,
    )
  }
  // An ended link changes nothing.
  if (link.state === 'expired') return expiredPage(request)
  const { appointment, issuedAt } = link
  const submission = parseWithZod(formData, { schema: manageAppointmentSchema })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const manageUrl = pathInLocale(appointmentLinks(appointment, issuedAt).manageUrl, locale)
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
          title: t('appointment.cancelled.toast'),
          description: t('appointment.cancelled.toastText'),
        }
      : {
          title: t('appointment.moved.toast'),
          description: t('appointment.moved.toastText'),
        },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  // In the page's language, from the loader (an unknown link's 404 has none).
  { title: loaded?.title ?? 'Your appointment' },
  { name: 'robots', content: 'noindex' },
]

export default function AppointmentPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const phone = useBusinessPhone()
  if (page.expired) {
    const newLink = reply && typeof reply === 'object' && 'sent' in reply ? reply : undefined
    return <ExpiredLink what="appointment" reply={newLink} phone={phone} />
  }
  return <OpenAppointment page={page} reply={reply} />
}

function OpenAppointment({
  page,
  reply,
}: {
  page: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { expired: true }>
  reply: ReturnType<typeof useActionData<typeof action>>
}) {
  const { appointment, active, booked, mailed, mode, dates, moveDate, slots, links, privateUrl } =
    page
  const lastResult = reply && typeof reply === 'object' && 'status' in reply ? reply : undefined
  const busy = useNavigation().state === 'submitting'
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  const base = to(links.manageUrl)
  const title = booked
    ? fromEnglish(BOOKED_TITLE)
    : appointment.status === 'cancelled'
      ? t('appointment.cancelledTitle')
      : t('appointment.title')
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
                {t('appointment.addToCalendar')}
              </ButtonAnchor>
              <ButtonLink to={`${base}?reschedule=1`} variant="outline">
                {t('appointment.reschedule')}
              </ButtonLink>
              <ButtonLink to={`${base}?cancel=1`} variant="outline">
                {t('appointment.cancel')}
              </ButtonLink>
            </div>
          ) : null}
          <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-800">
            {mailed ? t('appointment.keepLink.mailed') : t('appointment.keepLink.notMailed')}{' '}
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
            <ButtonLink to={to('/')} size="lg">
              {t('appointment.home')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
