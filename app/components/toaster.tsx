import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { makeToast, type Toast, type ToastInput } from '~/domain/toast'
import { CloseIcon } from './icons'

const TOAST_EVENT = 'app:toast'
const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

/** Shows a toast from client code (one at a time: a new toast replaces the current one). */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: makeToast(toast) }))
}

function toastClass(variant: Toast['variant']) {
  return variant === 'destructive'
    ? 'border-red-700 bg-red-700 text-white'
    : 'border-slate-200 bg-white text-slate-900'
}

/**
 * Toasts fed by the server's flash message (works after a no-JS form post) and by
 * `showToast`. Without JavaScript the flash message renders as a static status box.
 */
export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState<Toast | null>(null)
  const [open, setOpen] = useState(false)

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

  if (!hydrated) {
    return serverToast ? (
      <div
        data-toast
        role="status"
        className={`fixed bottom-4 right-4 z-[100] max-w-sm rounded-lg border p-4 shadow-lg ${toastClass(serverToast.variant)}`}
      >
        <p className="font-semibold">{serverToast.title}</p>
        {serverToast.description ? <p className="mt-1 text-sm">{serverToast.description}</p> : null}
      </div>
    ) : null
  }

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {current ? (
        <ToastPrimitive.Root
          data-toast
          key={current.id}
          open={open}
          onOpenChange={setOpen}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${toastClass(current.variant)}`}
        >
          <div>
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* F8 (Radix's default hotkey) moves focus to the toasts. */}
      <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  )
}
