import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect } from 'react'
import { type Toast, toastShownCookie } from '~/domain/toast'
import { useT } from './i18n'
import { CloseIcon } from './icons'
import type { ToastFrame } from './toaster'
import { UndoForm } from './undo-form'

/**
 * Where a toast sits, clear of every bar's controls (kept here, in the chunk loaded with the
 * first toast, not in every page's first load). On the site: at the top of the screen just
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

/** The toast of docs/requirements.md#messages-and-toasts: 5 s, swipe 50 px to the right, F8 to reach it. */
const TOAST_DURATION_MS = 5000
/** On a phone a toast sits over the page: it leaves sooner. */
const PHONE_TOAST_DURATION_MS = 3500
const SWIPE_THRESHOLD_PX = 50
/**
 * A toast with an Undo stays long enough for a keyboard user to reach its button (F8, then
 * Tab); Radix also pauses it while it has focus or the pointer.
 */
const UNDO_TOAST_DURATION_MS = 15000

function duration(toast: Toast) {
  if (toast.undo || toast.link) return UNDO_TOAST_DURATION_MS
  return window.matchMedia('(max-width: 767.98px)').matches
    ? PHONE_TOAST_DURATION_MS
    : TOAST_DURATION_MS
}

/**
 * The live toast (Radix Toast: announced to screen readers, paused on hover and focus,
 * dismissed by swipe, Escape or its Close button). Its own module so the library is loaded
 * with the first toast, not with every page.
 */
export default function LiveToast({
  toast,
  open,
  onOpenChange,
  frame,
}: {
  toast: Toast
  open: boolean
  onOpenChange: (open: boolean) => void
  frame: ToastFrame
}) {
  const t = useT()
  // The page's word that it has this toast (app/domain/toast.ts): the next request spends the
  // flash. Said here, in the chunk loaded with the first toast, not in every page's first load.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a note to the server, read by no script
    document.cookie = toastShownCookie(toast.id)
  }, [toast.id])
  return (
    <ToastPrimitive.Provider
      duration={duration(toast)}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      <ToastPrimitive.Root
        data-toast
        key={toast.id}
        open={open}
        onOpenChange={onOpenChange}
        type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-3 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 md:p-4 md:pr-10 ${toastClass(toast.variant)}`}
      >
        <div>
          <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
          {toast.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm">
              {toast.description}
            </ToastPrimitive.Description>
          ) : null}
          {toast.link ? (
            <a href={toast.link.href} className="mt-2 inline-block text-sm font-semibold underline">
              {toast.link.label}
            </a>
          ) : null}
          {toast.undo ? <UndoForm undo={toast.undo} className="mt-2" /> : null}
        </div>
        <ToastPrimitive.Close
          aria-label={t('toast.dismiss')}
          className="absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded opacity-80 hover:opacity-100"
        >
          <CloseIcon width={16} height={16} />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      {/* F8 (Radix's default hotkey) moves focus to the toasts. */}
      <ToastPrimitive.Viewport
        label={t('toast.viewport', { hotkey: '{hotkey}' })}
        className={`${TOAST_PLACE[frame]} flex-col gap-2 outline-none`}
      />
    </ToastPrimitive.Provider>
  )
}
