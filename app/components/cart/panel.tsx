import { type ReactNode, useEffect, useRef } from 'react'

/** A white card with its heading and a line of what it is for (cart and checkout steps). */
export function Panel({
  id,
  title,
  intro,
  children,
  className = '',
  focusOnShow = false,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
  /**
   * A step that replaces another (checkout's payment step): when it appears and the keyboard's
   * place went with the step before (focus fell to <body>), its heading takes focus, so a
   * keyboard or screen-reader user goes on from the new step's start (issue 40).
   */
  focusOnShow?: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusOnShow) return
    const active = document.activeElement
    if (!active || active === document.body || !active.isConnected) heading.current?.focus()
  }, [focusOnShow])
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}
    >
      <h2
        ref={heading}
        id={id}
        tabIndex={focusOnShow ? -1 : undefined}
        className="scroll-mt-24 text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {title}
      </h2>
      {intro ? <p className="mb-4 mt-1 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  )
}
