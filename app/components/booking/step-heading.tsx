import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A step's heading. When `focus` is set it takes focus: without JavaScript through `autofocus`
 * on the new page, with JavaScript after each client-side navigation (`focusKey` changes).
 */
export function StepHeading({
  id,
  focus,
  focusKey,
  children,
  className = 'text-2xl font-bold text-brand-900',
  level = 2,
}: {
  id: string
  focus: boolean
  focusKey: string
  children: ReactNode
  className?: string
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const ref = useRef<HTMLHeadingElement>(null)
  // React only honours autoFocus on form controls: headings are focused here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new URL moves focus again
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus, focusKey])
  return (
    <Heading
      ref={ref}
      id={id}
      tabIndex={-1}
      // Without JavaScript, the new page opens focused here.
      autoFocus={focus}
      className={`${className} scroll-mt-24 focus:outline-none`}
    >
      {children}
    </Heading>
  )
}
