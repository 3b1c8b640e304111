import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { TextConsentField } from '~/components/forms/text-consent-field'
import {
  type AppointmentSlot,
  appointmentRequestSchemaFor,
  BOOKING_DETAILS_REQUIRED_MESSAGE,
  type BookingServiceType,
  wizardHref,
} from '~/domain/booking'
import { zipOfAddress } from '~/domain/service-area'
import { useServiceArea } from '~/hooks/use-service-area'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  PublicFormFooter,
  TextareaField,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from '../forms'
import { useFromEnglish, useLocalePath, useT } from '../i18n'
import { ServiceAreaNotice } from '../service-area-notice'
import { ButtonLink } from '../ui/button'
import { StepHeading } from './step-heading'

/** Step 3: the customer's details; posts the booking to the page's action. */
export function CustomerStep({
  service,
  slot,
  textConsent,
  lastResult,
  focus,
  focusKey,
}: {
  service: BookingServiceType
  slot: AppointmentSlot
  /** The consent's label and the words under it, as the server stores them when ticked. */
  textConsent: { label: string; details: string }
  lastResult: SubmissionResult<string[]> | undefined
  focus: boolean
  focusKey: string
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  // The published service area (root loader), so the browser refuses what the server refuses.
  const area = useServiceArea()
  const schema = useMemo(() => appointmentRequestSchemaFor(area), [area])
  const [form, fields] = useValidatedForm({
    id: 'book-appointment',
    schema,
    lastResult,
  })
  const f = fields
  useFocusOnReply(form.id, form.errorId, lastResult)
  const action = useOwnFormAction(form.errorId)
  // The document: Book Appointment stays disabled until name, e-mail, phone and address are
  // filled. Only once JavaScript runs; without it the server's messages say what is missing.
  const hydrated = useHydrated()
  const missing = [f.customerName, f.customerEmail, f.customerPhone, f.customerAddress].some(
    (field) => typeof field.value !== 'string' || field.value.trim() === '',
  )
  return (
    <section aria-labelledby="booking-details">
      <StepHeading id="booking-details" focus={focus} focusKey={focusKey}>
        {t('booking.step.details')}
      </StepHeading>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-4 space-y-5">
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors}
          fieldErrors={conformSummaryErrors(form, [
            f.customerName,
            f.customerEmail,
            f.customerPhone,
            f.customerAddress,
            f.serviceDescription,
            f.textConsent,
          ])}
        />
        <input type="hidden" name={f.serviceType.name} value={service} />
        <input type="hidden" name={f.appointmentDate.name} value={slot.date} />
        <input type="hidden" name={f.appointmentTime.name} value={slot.timeSlot} />
        <input type="hidden" name={f.slotId.name} value={slot.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={f.customerName} label={t('booking.name')} autoComplete="name" />
          <Field
            field={f.customerEmail}
            label={t('booking.email')}
            type="email"
            autoComplete="email"
          />
          <Field field={f.customerPhone} label={t('booking.phone')} type="tel" autoComplete="tel" />
          <Field
            field={f.customerAddress}
            label={t('booking.address')}
            autoComplete="street-address"
            hint={t('booking.address.hint')}
          />
          <ServiceAreaNotice
            className="sm:col-span-2"
            refused
            zip={zipOfAddress(
              String(f.customerAddress.value ?? f.customerAddress.initialValue ?? ''),
            )}
          />
          <TextareaField
            className="sm:col-span-2"
            field={f.serviceDescription}
            label={t('booking.description')}
            hint={t('booking.description.hint')}
            rows={3}
          />
          <TextConsentField className="sm:col-span-2" field={f.textConsent} words={textConsent} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start">
          <ButtonLink
            to={to(wizardHref({ service, date: slot.date }))}
            variant="outline"
            size="lg"
            className="sm:mt-0"
          >
            {t('booking.back')}
          </ButtonLink>
          <PublicFormFooter
            label={t('booking.submit')}
            busy={busy}
            waitingFor={
              hydrated && missing ? fromEnglish(BOOKING_DETAILS_REQUIRED_MESSAGE) : undefined
            }
            note={t('booking.submitNote')}
          />
        </div>
      </Form>
    </section>
  )
}
