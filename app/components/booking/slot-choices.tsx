import { type AppointmentSlot, type BookingServiceType, formatVisitTime } from '~/domain/booking'
import { useLocale, useT } from '../i18n'
import { ChoiceButton } from './choice-button'

/**
 * A date's times as buttons named `name` (inside the caller's form); a full or closed slot
 * is disabled, as docs/requirements.md#appointment-booking says.
 */
export function SlotChoices({
  slots,
  service,
  name,
  chosen,
  currentId,
}: {
  slots: readonly AppointmentSlot[]
  service: BookingServiceType
  name: string
  chosen?: number
  /** The slot the customer already has (rescheduling): shown, not offered. */
  currentId?: number
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {slots.map((slot) => {
        const full = slot.currentBookings >= slot.maxBookings
        const current = slot.id === currentId
        return (
          <ChoiceButton
            key={slot.id}
            name={name}
            value={slot.id}
            chosen={chosen === slot.id}
            disabled={!slot.isAvailable || current}
            data-testid="time-slot"
          >
            <span className="block font-bold">
              {formatVisitTime(slot.timeSlot, service, locale)}
            </span>{' '}
            <span className="block text-sm">
              {current
                ? t('booking.slot.current')
                : slot.isAvailable
                  ? t('booking.slot.available')
                  : full
                    ? t('booking.slot.full')
                    : t('booking.slot.closed')}
            </span>
          </ChoiceButton>
        )
      })}
    </div>
  )
}
