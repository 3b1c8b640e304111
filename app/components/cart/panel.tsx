import type { ReactNode } from 'react'

/** A white card with its heading and a line of what it is for (cart and checkout steps). */
export function Panel({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}
    >
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="mb-4 mt-1 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  )
}
