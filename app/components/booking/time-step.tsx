import { Form, Link } from '@remix-run/react'
import {
  type AppointmentSlot,
  type BookingServiceType,
  formatLongDate,
  NO_SLOTS_MESSAGE,
  wizardHref,
} from '~/domain/booking'
import { useFromEnglish, useLocale, useLocalePath, useT } from '../i18n'
import { SlotChoices } from './slot-choices'
import { StepHeading } from './step-heading'

/** Step 2: the time. A full or closed slot is shown, disabled. */
export function TimeStep({
  service,
  date,
  slots,
  slotId,
  problem,
  focus,
  focusKey,
}: {
  service: BookingServiceType
  date: string
  slots: readonly AppointmentSlot[]
  slotId?: number
  /** Why the time in the URL could not be kept (taken meanwhile). */
  problem?: string
  focus: boolean
  focusKey: string
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  const open = slots.some((s) => s.isAvailable)
  return (
    <section aria-labelledby="booking-time">
      <StepHeading id="booking-time" focus={focus} focusKey={focusKey}>
        {t('booking.chooseTime')}
      </StepHeading>
      <p className="mt-1 text-slate-700">
        {t('booking.dateEastern', { date: formatLongDate(date, locale) })}{' '}
        <Link to={to(wizardHref({ service }))} className="font-semibold text-brand-800 underline">
          {t('booking.changeDate')}
        </Link>
      </p>
      {problem ? (
        <p
          role="alert"
          className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {fromEnglish(problem)}
        </p>
      ) : null}
      {open ? (
        <Form method="get" preventScrollReset>
          <input type="hidden" name="service" value={service} />
          <input type="hidden" name="date" value={date} />
          <SlotChoices slots={slots} service={service} name="slot" chosen={slotId} />
        </Form>
      ) : (
        <p className="mt-4 rounded-md bg-slate-100 p-4 text-slate-800">
          {fromEnglish(NO_SLOTS_MESSAGE)}{' '}
          <Link to={to(wizardHref({ service }))} className="font-semibold text-brand-800 underline">
            {t('booking.chooseAnotherDate')}
          </Link>
        </p>
      )}
    </section>
  )
}
