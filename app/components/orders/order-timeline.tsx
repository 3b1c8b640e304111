/**
 * The customer's timeline of an order: each step with its date, the current one marked, and
 * what the step carries (expected date, visit, tracking link). Plain data from the route
 * (app/domain/order-workflow.ts customerTimeline).
 */
import { useT } from '~/components/i18n'
import type { TimelineStep } from '~/domain/order-timeline'

const DOT = {
  done: 'bg-brand-700 border-brand-700',
  current: 'bg-white border-brand-700 ring-4 ring-brand-100',
  upcoming: 'bg-white border-slate-300',
} as const

export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const t = useT()
  if (!steps.length) return null
  return (
    <section aria-labelledby="timeline-title" className="mt-6">
      <h2 id="timeline-title" className="sr-only">
        {t('order.timeline.title')}
      </h2>
      <ol className="space-y-3" data-testid="order-timeline">
        {steps.map((step) => (
          <li
            key={step.key}
            className="flex gap-3"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 size-3.5 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
            />
            <div>
              <p
                className={
                  step.state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900'
                }
              >
                {step.label}
                {step.state === 'current' ? (
                  <span className="sr-only">{t('order.timeline.current')}</span>
                ) : null}
                {step.dateLabel ? (
                  <span className="font-normal text-slate-600"> · {step.dateLabel}</span>
                ) : null}
              </p>
              {step.detail ? <p className="text-sm text-slate-700">{step.detail}</p> : null}
              {step.link ? (
                <a
                  href={step.link.url}
                  className="text-sm font-semibold text-brand-800 underline"
                  rel="noreferrer"
                >
                  {step.link.label}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
