import { Link, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A detail view that is its own route, shown as a dialog. Without JavaScript it is an open
 * (non-modal) `<dialog>` over the list with a Close link; with JavaScript it becomes modal
 * (focus kept inside, Escape closes) and closing goes back to the list.
 */
export function DetailDialog({
  title,
  closeTo,
  children,
}: {
  title: string
  closeTo: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (dialog.open) dialog.close()
    dialog.showModal()
    return () => dialog.close()
  }, [])
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="detail-dialog-title"
      onCancel={(event) => {
        event.preventDefault()
        navigate(closeTo, { preventScrollReset: true })
      }}
      className="fixed inset-0 z-50 m-auto max-h-[90vh] w-[min(48rem,calc(100%-1.5rem))] overflow-y-auto rounded-xl border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
        <h2 id="detail-dialog-title" className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <Link
          to={closeTo}
          preventScrollReset
          className="rounded-md px-3 py-1.5 font-semibold text-brand-800 underline hover:bg-brand-50"
        >
          Close
        </Link>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  )
}
