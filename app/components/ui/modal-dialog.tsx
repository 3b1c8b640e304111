import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'

/**
 * The site's modal dialog (Radix: focus trap, Escape, a titled and described dialog for screen
 * readers) with a Close button, focus going back to the control that opened it. Only for
 * code loaded on demand (React.lazy): Radix Dialog stays out of every page's first load.
 * `Close` closes it from inside (a 'Choose this fabric' button, say).
 */
export function ModalDialog({
  open,
  onClose,
  returnFocusTo,
  title,
  description,
  describeVisibly = true,
  size = 'md',
  closeLabel = 'Close',
  children,
}: {
  open: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
  title: ReactNode
  description: ReactNode
  /** False: the description is for screen readers only. */
  describeVisibly?: boolean
  size?: 'md' | 'lg'
  /** The Close button's name, in the page's language. */
  closeLabel?: string
  children: ReactNode
}) {
  const width = size === 'lg' ? 'max-w-3xl p-6' : 'max-w-xl p-5'
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl focus:outline-none ${width}`}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo()
            if (target) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          {open ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title
                  className={`${size === 'lg' ? 'text-2xl' : 'text-xl'} font-bold text-brand-900`}
                >
                  {title}
                </Dialog.Title>
                <Dialog.Close
                  aria-label={closeLabel}
                  className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
                >
                  <CloseIcon width={20} height={20} />
                </Dialog.Close>
              </div>
              <Dialog.Description
                className={describeVisibly ? 'text-sm text-slate-700' : 'sr-only'}
              >
                {description}
              </Dialog.Description>
              {children}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A button inside a ModalDialog that also closes it. */
export const ModalClose = Dialog.Close
