import type { ReactNode } from 'react'

/**
 * A step's heading. When `focus` is set it takes focus: after a choice without JavaScript
 * (autofocus on the new page) and after a client-side navigation (remounted by its key).
 */
export function StepHeading({
  id,
  focus,
  focusKey,
  children,
  className = 'text-2xl font-bold text-brand-900',
}: {
  id: string
  focus: boolean
  focusKey: string
  children: ReactNode
  className?: string
}) {
  return (
    <h2
      key={focus ? focusKey : id}
      id={id}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: after each choice, focus moves to what comes next
      autoFocus={focus}
      className={`${className} scroll-mt-24 focus:outline-none`}
    >
      {children}
    </h2>
  )
}
