import { formatShortDate } from '~/domain/booking'
import { useLocale, useT } from '../i18n'
import { ChoiceButton } from './choice-button'

/** The offered weekdays as buttons named `date` (inside the caller's form). */
export function DateChoices({
  dates,
  chosen,
  disabled = false,
}: {
  dates: readonly string[]
  chosen?: string
  disabled?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <fieldset
      disabled={disabled}
      className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
    >
      <legend className="sr-only">{t('booking.availableDates')}</legend>
      {dates.map((d) => {
        const label = formatShortDate(d, locale)
        return (
          <ChoiceButton key={d} name="date" value={d} chosen={chosen === d} className="text-center">
            <span className="block text-sm">{label.weekday}</span>{' '}
            <span className="block font-bold">{label.day}</span>
          </ChoiceButton>
        )
      })}
    </fieldset>
  )
}
