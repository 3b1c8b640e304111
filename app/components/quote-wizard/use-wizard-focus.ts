import { type RefObject, useCallback, useEffect, useState } from 'react'

type FocusRequest = { target: 'heading' | 'error'; n: number } | null

/**
 * With JavaScript: after a step change or a failed check, focus moves to the first field
 * in error on the current step, or else to the heading (`data-wizard-heading`).
 */
export function useWizardFocus(rootRef: RefObject<HTMLElement | null>) {
  const [focus, setFocus] = useState<FocusRequest>(null)

  useEffect(() => {
    const root = rootRef.current
    if (!focus || !root) return
    const invalid =
      focus.target === 'error'
        ? root.querySelector<HTMLElement>('[data-current-step] [aria-invalid="true"]')
        : null
    const heading = root.querySelector<HTMLElement>('[data-wizard-heading]')
    ;(invalid ?? heading)?.focus()
  }, [focus, rootRef])

  return useCallback(
    (target: 'heading' | 'error') => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 })),
    [],
  )
}
