import { progressPercent, QUOTE_STEP_COUNT } from '~/domain/quote-wizard-steps'

/** "Step 2 of 5 · 40% complete" and its bar. */
export function WizardProgress({ step }: { step: number }) {
  const percent = progressPercent(step)
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span>
          Step {step} of {QUOTE_STEP_COUNT}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quote progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${QUOTE_STEP_COUNT}, ${percent}% complete`}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-accent-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
