import { lazy, Suspense, useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { makeToast, type Toast, type ToastInput } from '~/domain/toast'

const TOAST_EVENT = 'app:toast'

/** Shows a toast from client code (one at a time: a new toast replaces the current one). */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: makeToast(toast) }))
}

/**
 * Where a toast sits: at the top of the screen just under the sticky header, never at the
 * bottom where the cart bar, Book Now, View Cart and the forms' submit buttons are. Full width
 * and compact on phones, a narrow card at the right on wider screens.
 */
export const TOAST_PLACE =
  'fixed inset-x-2 top-[4.5rem] z-[100] flex md:inset-x-auto md:right-4 md:w-full md:max-w-sm'

export function toastClass(variant: Toast['variant']) {
  return variant === 'destructive'
    ? 'border-red-700 bg-red-700 text-white'
    : 'border-slate-200 bg-white text-slate-900'
}

// Radix Toast is loaded with the first toast a page shows, not with every page (issue 15).
const LiveToast = lazy(() => import('./live-toast'))

/** The flash message as the server renders it (no JavaScript, or until the live toast loads). */
function StaticToast({ toast }: { toast: Toast }) {
  return (
    <div
      data-toast
      role="status"
      className={`${TOAST_PLACE} flex-col rounded-lg border p-3 shadow-lg md:p-4 ${toastClass(toast.variant)}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  )
}

/**
 * Toasts fed by the server's flash message (works after a no-JS form post) and by
 * `showToast`. Without JavaScript the flash message renders as a static status box.
 */
export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState<Toast | null>(serverToast)
  const [open, setOpen] = useState(Boolean(serverToast))

  useEffect(() => {
    if (serverToast) {
      setCurrent(serverToast)
      setOpen(true)
    }
  }, [serverToast])

  useEffect(() => {
    function onToast(event: Event) {
      setCurrent((event as CustomEvent<Toast>).detail)
      setOpen(true)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  if (!hydrated) return serverToast ? <StaticToast toast={serverToast} /> : null
  if (!current) return null
  // While the library loads, the server's flash message stays as the server rendered it.
  const waiting = open && current === serverToast ? <StaticToast toast={current} /> : null
  return (
    <Suspense fallback={waiting}>
      <LiveToast toast={current} open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
