import { Form } from '@remix-run/react'
import {
  type AppointmentSlot,
  type BookingServiceType,
  formatLongDate,
  NO_SLOTS_MESSAGE,
} from '~/domain/booking'
import { useFromEnglish, useLocale, useT } from '../i18n'
import { Button, ButtonLink } from '../ui/button'
import { DateChoices } from './date-choices'
import { SlotChoices } from './slot-choices'
import { StepHeading } from './step-heading'

/** "Cancel this appointment?": asks before the post that cancels. */
export function CancelPanel({ keepHref, busy }: { keepHref: string; busy: boolean }) {
  const t = useT()
  return (
    <section aria-labelledby="cancel-title" className="rounded-lg border-2 border-red-700 p-4">
      <StepHeading
        id="cancel-title"
        focus
        focusKey="cancel"
        className="text-xl font-bold text-red-900"
      >
        {t('appointment.cancel.title')}
      </StepHeading>
      <p className="mt-1 text-slate-800">{t('appointment.cancel.text')}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <Button variant="danger" disabled={busy}>
          {t('appointment.cancel.confirm')}
        </Button>
        <ButtonLink to={keepHref} variant="ghost">
          {t('appointment.cancel.keep')}
        </ButtonLink>
      </Form>
    </section>
  )
}

/**
 * Moving a visit: a date (GET, `?reschedule=1&date=`), then one of its times, which posts the
 * move. Once a date is chosen its times come first, the other dates after them.
 */
export function ReschedulePanel({
  keepHref,
  service,
  currentSlotId,
  dates,
  moveDate,
  slots,
}: {
  keepHref: string
  service: BookingServiceType
  currentSlotId: number
  dates: readonly string[]
  moveDate?: string
  slots: readonly AppointmentSlot[]
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const open = slots.some((s) => s.isAvailable && s.id !== currentSlotId)
  const datePicker = (
    <Form method="get" preventScrollReset>
      <input type="hidden" name="reschedule" value="1" />
      <DateChoices dates={dates} chosen={moveDate} />
    </Form>
  )
  return (
    <section aria-labelledby="reschedule-title" className="space-y-3">
      <StepHeading
        id="reschedule-title"
        focus
        focusKey={`reschedule-${moveDate ?? ''}`}
        className="text-xl font-bold text-brand-900"
      >
        {moveDate
          ? t('appointment.move.time', { date: formatLongDate(moveDate, locale) })
          : t('appointment.move.date')}
      </StepHeading>
      {moveDate ? (
        <>
          {open ? (
            <Form method="post">
              <input type="hidden" name="intent" value="reschedule" />
              <input type="hidden" name="date" value={moveDate} />
              <SlotChoices
                slots={slots}
                service={service}
                name="slotId"
                currentId={currentSlotId}
              />
            </Form>
          ) : (
            <p className="rounded-md bg-slate-100 p-4">{fromEnglish(NO_SLOTS_MESSAGE)}</p>
          )}
          <h3 className="pt-2 text-lg font-bold text-brand-900">
            {t('appointment.move.otherDate')}
          </h3>
        </>
      ) : null}
      {datePicker}
      <ButtonLink to={keepHref} variant="ghost">
        {t('appointment.move.keep')}
      </ButtonLink>
    </section>
  )
}
