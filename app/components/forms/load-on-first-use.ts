import { useEffect } from 'react'

/**
 * Code a form needs only once a visitor uses it (conform's parser, a form's own checks) is
 * fetched when they first focus or touch the form `id`, or once the browser is idle, whichever
 * comes first. `load` must be idempotent (a module-level `import()` kept in a promise).
 */
export function useLoadOnFirstUse(id: string, load: () => unknown) {
  useEffect(() => {
    const form = document.getElementById(id)
    const start = () => void load()
    form?.addEventListener('focusin', start, { once: true })
    form?.addEventListener('pointerdown', start, { once: true })
    const idle = window.requestIdleCallback?.(start, { timeout: 4000 })
    const timer = idle === undefined ? window.setTimeout(start, 2000) : undefined
    return () => {
      form?.removeEventListener('focusin', start)
      form?.removeEventListener('pointerdown', start)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
    }
  }, [id, load])
}
