import { BOOKING_STEP_COUNT, WIZARD_STEPS } from '~/domain/booking'
import { useT } from '../i18n'

/** The steps' names by id in app/locales/<language>/booking.json, in WIZARD_STEPS' order. */
const STEP_IDS = [
  'booking.step.serviceDate',
  'booking.step.time',
  'booking.step.details',
  'booking.step.confirmation',
]

/** The four steps as a list: done, current (aria-current="step") and to come. */
export function BookingProgress({ step }: { step: number }) {
  const t = useT()
  return (
    <nav aria-label={t('booking.progress.label')} className="mt-6">
      <p className="text-sm font-medium text-slate-700">
        {t('booking.progress.step', { step, count: BOOKING_STEP_COUNT })}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const n = index + 1
          const state = n < step ? 'done' : n === step ? 'current' : 'next'
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-1"
            >
              <span
                aria-hidden="true"
                className={`h-2 rounded-full ${state === 'next' ? 'bg-slate-200' : 'bg-accent-500'}`}
              />
              <span
                className={`text-xs sm:text-sm ${state === 'current' ? 'font-bold text-brand-900' : 'text-slate-700'}`}
              >
                <span className="sr-only">{t(`booking.progress.${state}`)}</span>
                {t(STEP_IDS[index])}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
