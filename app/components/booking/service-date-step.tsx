import { Form } from '@remix-run/react'
import { BOOKING_SERVICE_TYPES, BOOKING_SERVICES, type BookingServiceType } from '~/domain/booking'
import { useFromEnglish, useT } from '../i18n'
import { ChoiceButton } from './choice-button'
import { DateChoices } from './date-choices'
import { StepHeading } from './step-heading'

/** Step 1: the service, then the date (one of the next 20 weekdays). */
export function ServiceDateStep({
  service,
  date,
  dates,
  focus,
  focusKey,
}: {
  service?: BookingServiceType
  date?: string
  dates: readonly string[]
  /** Which heading takes focus on this page, if any. */
  focus: 'step' | 'date' | null
  focusKey: string
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (
    <div className="space-y-8">
      <section aria-labelledby="booking-service">
        <StepHeading id="booking-service" focus={focus === 'step'} focusKey={focusKey}>
          {t('booking.chooseService')}
        </StepHeading>
        <Form method="get" preventScrollReset className="mt-4 grid gap-3 sm:grid-cols-2">
          {BOOKING_SERVICE_TYPES.map((type) => {
            const s = BOOKING_SERVICES[type]
            return (
              <ChoiceButton key={type} name="service" value={type} chosen={service === type}>
                <span className="block font-bold">{fromEnglish(s.name)}</span>{' '}
                <span className="block text-sm text-slate-700">
                  {t('booking.serviceLength', {
                    minutes: s.durationMinutes,
                    description: fromEnglish(s.description),
                  })}
                </span>
              </ChoiceButton>
            )
          })}
        </Form>
      </section>

      <section aria-labelledby="booking-date" aria-describedby="booking-date-hint">
        <StepHeading
          id="booking-date"
          focus={focus === 'date'}
          focusKey={focusKey}
          className="text-xl font-bold text-brand-900"
        >
          {t('booking.chooseDate')}
        </StepHeading>
        <p id="booking-date-hint" className="mt-1 text-sm text-slate-700">
          {service ? t('booking.dateHint') : t('booking.dateHintNoService')}
        </p>
        <Form method="get" preventScrollReset>
          {service ? <input type="hidden" name="service" value={service} /> : null}
          <DateChoices dates={dates} chosen={date} disabled={!service} />
        </Form>
      </section>
    </div>
  )
}
