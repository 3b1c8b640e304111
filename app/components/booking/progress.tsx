import { BOOKING_STEP_COUNT, WIZARD_STEPS } from '~/domain/booking'

/** The four steps as a list: done, current (aria-current="step") and to come. */
export function BookingProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Booking progress" className="mt-6">
      <p className="text-sm font-medium text-slate-700">
        Step {step} of {BOOKING_STEP_COUNT}
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
                <span className="sr-only">
                  {state === 'done' ? 'Done: ' : state === 'current' ? 'Current: ' : 'To come: '}
                </span>
                {label}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
