import { lazy, Suspense, useEffect, useState } from 'react'
import { makeToast, type Toast, type ToastInput } from '~/domain/toast'

const TOAST_EVENT = 'app:toast'

/** Shows a toast from client code (one at a time: a new toast replaces the current one). */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: makeToast(toast) }))
}

/** The frame a toast shows in: the public site's, or the admin area's. */
export type ToastFrame = 'site' | 'admin'

/**
 * Where a toast sits, clear of every bar's controls. On the site: at the top of the screen just
 * under the sticky header, never at the bottom where the cart bar, Book Now, View Cart and the
 * forms' submit buttons are. In the admin area (header and tab bar at the top, no sticky bar):
 * at the bottom, never over the tab bar. Full width and compact on phones, a narrow card at
 * the right on wider screens. The container takes no clicks; only the card does.
 */
export const TOAST_PLACE: Record<ToastFrame, string> = {
  site: 'pointer-events-none fixed inset-x-2 top-[4.5rem] z-[100] flex md:inset-x-auto md:right-4 md:w-full md:max-w-sm',
  admin:
    'pointer-events-none fixed inset-x-2 bottom-2 z-[100] flex md:inset-x-auto md:bottom-4 md:right-4 md:w-full md:max-w-sm',
}

export function toastClass(variant: Toast['variant']) {
  return variant === 'destructive'
    ? 'border-red-700 bg-red-700 text-white'
    : 'border-slate-200 bg-white text-slate-900'
}

// Radix Toast is loaded with the first toast a page shows, not with every page (issue 15).
const LiveToast = lazy(() => import('./live-toast'))

/**
 * The flash message that came with the page (after a form post without JavaScript): a status
 * line in the page under the header, so it covers nothing and needs no dismissing. It stays
 * as it is when JavaScript starts, and goes with the next navigation.
 */
export function FlashBanner({ serverToast }: { serverToast: Toast | null }) {
  const [documentToast] = useState(serverToast)
  if (!documentToast || serverToast?.id !== documentToast.id) return null
  const destructive = documentToast.variant === 'destructive'
  return (
    <div
      data-toast
      role={destructive ? 'alert' : 'status'}
      className={`border-b ${destructive ? 'border-red-800 bg-red-700 text-white' : 'border-green-200 bg-green-50 text-slate-900'}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-3">
        <p className="font-semibold">{documentToast.title}</p>
        {documentToast.description ? (
          <p className="mt-0.5 text-sm">{documentToast.description}</p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Live toasts: the server's flash message after a navigation with JavaScript, and
 * `showToast`. The flash that came with the document is the `FlashBanner`'s.
 */
export function Toaster({
  serverToast,
  frame = 'site',
}: {
  serverToast: Toast | null
  frame?: ToastFrame
}) {
  const [documentToastId] = useState(serverToast?.id)
  const [current, setCurrent] = useState<Toast | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (serverToast && serverToast.id !== documentToastId) {
      setCurrent(serverToast)
      setOpen(true)
    }
  }, [serverToast, documentToastId])

  useEffect(() => {
    function onToast(event: Event) {
      setCurrent((event as CustomEvent<Toast>).detail)
      setOpen(true)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  if (!current) return null
  return (
    <Suspense fallback={null}>
      <LiveToast toast={current} open={open} onOpenChange={setOpen} frame={frame} />
    </Suspense>
  )
}
