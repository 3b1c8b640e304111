import type { ReactNode } from 'react'

/** One numbered step of a configurator (Dimensions, Fabric…): a card with its heading. */
export function StepCard({
  step,
  id,
  title,
  children,
}: {
  step?: number
  /** The heading's id, the same in every language ('section-dimensions'). */
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-brand-900">
        {step ? (
          <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
            {step}
          </span>
        ) : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
