import { progressPercent, QUOTE_STEP_COUNT } from '~/domain/quote-wizard-steps'
import { useT } from '../i18n'

/** "Step 2 of 5 · 40% complete" and its bar. */
export function WizardProgress({ step }: { step: number }) {
  const t = useT()
  const percent = progressPercent(step)
  const values = { step, count: QUOTE_STEP_COUNT, percent }
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span>{t('quote.progress.step', values)}</span>
        <span>{t('quote.progress.percent', values)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('quote.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('quote.progress.valueText', values)}
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
