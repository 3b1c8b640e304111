import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { z } from 'zod'
import { adminMeta } from '~/components/admin/meta'
import {
  CheckboxField,
  conformSummaryErrors,
  ErrorSummary,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import {
  BOOKING_SERVICE_TYPES,
  BOOKING_SERVICES,
  formatLongDate,
  formatTime,
  isBookingServiceType,
} from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import { bookingFromWindowCompanyRequest } from '~/domain/follow-up'
import {
  bookingFromLead,
  staffBookingSchema,
  staffVisitTimes,
  visitLengthWords,
} from '~/domain/staff-calendar'
import { requireAdmin } from '~/server/auth/auth.server'
import { notifyBooked } from '~/server/booking/appointment-notices.server'
import { staffBookAppointment } from '~/server/booking/appointments.server'
import { templateTimesWithDays } from '~/server/booking/staff.server'
import { bookingHours } from '~/server/content/business-settings.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { getLeadWithPhotos } from '~/server/requests/leads.server'
import { recordVisitBooked } from '~/server/requests/request-activity.server'
import { getWindowCompanyRequest } from '~/server/requests/window-company-requests.server'

export const meta: MetaFunction = () => adminMeta('Book a Visit')

/** The form, and the window-company request a removal visit is booked for (`?b2bId=`). */
const bookingSchema = staffBookingSchema.extend({
  windowCompanyRequestId: z.coerce.number().int().positive().optional().catch(undefined),
})

/** A positive whole number from the query string, else undefined. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const id = Number(params.get(name))
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * Staff book a visit taken by phone: `?date=` starts on a day, `?leadId=` fills the form in
 * from a lead (its contact, address, service and details) and links the visit to it;
 * `?b2bId=` fills it in from a window-company request (the removal visit). Booking one from
 * a lead or a request records it in that one's activity.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const leadId = idParam(params, 'leadId')
  const lead = leadId ? getLeadWithPhotos(leadId) : undefined
  const b2bId = lead ? undefined : idParam(params, 'b2bId')
  const b2b = b2bId ? getWindowCompanyRequest(b2bId) : undefined
  const date = params.get('date') ?? ''
  const today = businessDate()
  const fromB2b = b2b ? bookingFromWindowCompanyRequest(b2b, today) : undefined
  return {
    lead: lead ? { id: lead.id, name: lead.name } : null,
    b2b: b2b ? { id: b2b.id, companyName: b2b.companyName } : null,
    defaults: {
      ...(lead ? bookingFromLead(lead) : (fromB2b ?? { serviceType: 'consultation' })),
      date: (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '') || fromB2b?.date || '',
    },
    today,
    // The times of the template with their days and the published hours: the form offers the
    // ones the chosen service fits on the chosen day (staffVisitTimes, in the browser too).
    templates: templateTimesWithDays(),
    hours: bookingHours(),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const submission = parseWithZod(await readForm(request), { schema: bookingSchema })
  // "Show the times" without JavaScript: the form again with what was typed, the times the
  // chosen service fits on the chosen day; nothing is booked.
  if (submission.status === undefined) return data({ result: submission.reply() })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const result = staffBookAppointment(submission.value)
  if (!result.ok) {
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.error] } })
      : submission.reply({ formErrors: [result.error] })
    return data({ result: reply }, { status: result.status })
  }
  const { appointment } = result
  const { leadId, windowCompanyRequestId } = submission.value
  if (leadId) recordVisitBooked({ leadId }, appointment, admin.username)
  if (windowCompanyRequestId && getWindowCompanyRequest(windowCompanyRequestId)) {
    recordVisitBooked({ windowCompanyRequestId }, appointment, admin.username)
  }
  await notifyBooked(appointment, { byStaff: true }).catch((error) =>
    console.error(`[appointments] visit ${appointment.id}: confirmation failed`, error),
  )
  const mailed = appointment.customerEmail
    ? 'The confirmation is e-mailed to the customer.'
    : 'No e-mail address: no confirmation or reminder is e-mailed, so tell the customer the day and time on the phone.'
  return redirectWithToast(`/admin/appointments?date=${appointment.appointmentDate}`, {
    title: 'Visit Booked',
    description: `${appointment.customerName}: ${formatLongDate(appointment.appointmentDate)}, ${formatTime(appointment.appointmentTime)}${submission.value.overbook ? ' (overbooked)' : ''}. ${mailed}`,
  })
}

const SERVICE_CHOICES = BOOKING_SERVICE_TYPES.map((type) => ({
  value: type,
  label: `${BOOKING_SERVICES[type].name} (${BOOKING_SERVICES[type].durationMinutes} min)`,
}))

/** A value conform holds for a field as text (the default, or what was posted). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export default function AdminBookVisit() {
  const { lead, b2b, defaults, today, templates, hours } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [form, fields] = useValidatedForm({
    id: 'staff-booking',
    schema: bookingSchema,
    lastResult: actionData?.result,
    defaultValue: defaults,
  })
  // The service and day chosen so far (as typed, or as posted without JavaScript): the times
  // offered follow them.
  const [service, setService] = useState(text(fields.serviceType.initialValue))
  const [day, setDay] = useState(text(fields.date.initialValue))
  const serviceType = isBookingServiceType(service) ? service : 'consultation'
  const times = staffVisitTimes(templates, serviceType, day, hours)
  const length = visitLengthWords(serviceType)
  const busy = navigation.state === 'submitting'
  return (
    <section aria-labelledby="tab-title" className="max-w-3xl">
      <Breadcrumbs
        items={[{ name: 'Appointments', to: '/admin/appointments' }, { name: 'Book' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Book a visit
      </h1>
      <p className="mt-1 text-slate-700">
        {lead
          ? `From lead #${lead.id} (${lead.name}): check the details with the caller.`
          : b2b
            ? `The removal visit for ${b2b.companyName} (B2B request #${b2b.id}): check the details with the company.`
            : 'For a customer on the phone. With an e-mail address they get the confirmation with their private link.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors}
          fieldErrors={conformSummaryErrors(form, [
            fields.customerName,
            fields.customerEmail,
            fields.customerPhone,
            fields.customerAddress,
            fields.serviceType,
            fields.date,
            fields.time,
          ])}
        />
        {lead ? <input type="hidden" name="leadId" value={lead.id} /> : null}
        {b2b ? <input type="hidden" name="windowCompanyRequestId" value={b2b.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.customerName} label="Name" autoComplete="off" />
          <Field field={fields.customerPhone} label="Phone" type="tel" autoComplete="off" />
          <Field
            field={fields.customerEmail}
            label="E-mail"
            type="email"
            autoComplete="off"
            hint="Without it nothing is e-mailed: no confirmation, no reminder."
          />
          <Field field={fields.customerAddress} label="Address of the visit" autoComplete="off" />
        </div>
        <SelectField
          field={fields.serviceType}
          label="Service"
          placeholder="Choose a service"
          options={SERVICE_CHOICES}
          onChange={(event) => setService(event.currentTarget.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            field={fields.date}
            label="Day"
            type="date"
            min={today}
            onChange={(event) => setDay(event.currentTarget.value)}
          />
          <SelectField
            field={fields.time}
            label="Time"
            placeholder={times.length ? 'Choose a time' : 'No time fits'}
            options={times.map((t) => ({ value: t, label: formatTime(t) }))}
            hint={
              times.length
                ? `The times ${length} fits before closing${day ? ' on this day' : ''}.`
                : `No time on this day leaves room for ${length} before closing: choose another day or a shorter service.`
            }
          />
        </div>
        {hydrated ? null : (
          // Without JavaScript the times cannot follow the choices as they are made: this asks
          // the server for the form again with the times of the service and day chosen.
          <Button
            variant="outline"
            size="sm"
            {...form.validate.getButtonProps({ name: fields.date.name })}
          >
            Show the times for this service and day
          </Button>
        )}
        <CheckboxField
          field={fields.overbook}
          label="Overbook: book this time even if it is full or blocked"
          hint="Leave it unticked: a full time is refused, and you can then decide."
        />
        <TextareaField field={fields.serviceDescription} label="Notes" rows={3} />
        <Button disabled={busy}>{busy ? 'Booking…' : 'Book the visit'}</Button>
      </Form>
    </section>
  )
}
