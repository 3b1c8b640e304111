import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { makeToast, type Toast, type ToastInput } from '~/domain/toast'
import { UndoForm } from './undo-form'

const TOAST_EVENT = 'app:toast'

/** Shows a toast from client code (one at a time: a new toast replaces the current one). */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: makeToast(toast) }))
}

/** The frame a toast shows in: the public site's, or the admin area's. */
export type ToastFrame = 'site' | 'admin'

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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <div>
          <p className="font-semibold">{documentToast.title}</p>
          {documentToast.description ? (
            <p className="mt-0.5 text-sm">{documentToast.description}</p>
          ) : null}
          {documentToast.link ? (
            <a
              href={documentToast.link.href}
              className="mt-1 inline-block text-sm font-semibold underline"
            >
              {documentToast.link.label}
            </a>
          ) : null}
        </div>
        {documentToast.undo ? <UndoForm undo={documentToast.undo} /> : null}
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
  // The document's own flash is the FlashBanner's: the live toast starts after it.
  const shownId = useRef(serverToast?.id)
  const [current, setCurrent] = useState<Toast | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // A data request carries the flash until the page says it has it (LiveToast sets the
    // cookie, app/domain/toast.ts): each toast shows once, however many answers bring it.
    if (serverToast && serverToast.id !== shownId.current) {
      shownId.current = serverToast.id
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

  if (!current) return null
  return (
    <Suspense fallback={null}>
      <LiveToast toast={current} open={open} onOpenChange={setOpen} frame={frame} />
    </Suspense>
  )
}
