import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { CloseIcon } from '~/components/icons'
import { Button, buttonClass } from '~/components/ui/button'

/**
 * A create, edit or preview form of a catalogue tab. With JavaScript it is a dialog (focus
 * trap, Escape, closing goes back to the list); without, the same content is a section of the
 * page (the address `?edit=12`, `?new` is what opened it, so it is also a link).
 */
export function EditorPanel({
  title,
  closeTo,
  children,
  wide = false,
}: {
  title: string
  /** The tab's address without the editor. */
  closeTo: string
  children: ReactNode
  wide?: boolean
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  if (!hydrated) {
    return (
      <section
        aria-labelledby="editor-title"
        className="mb-6 rounded-xl border-2 border-brand-700 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id="editor-title" className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          <Link to={closeTo} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Cancel
          </Link>
        </div>
        <div className="mt-4">{children}</div>
      </section>
    )
  }
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) navigate(closeTo, { preventScrollReset: true, replace: true })
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] ${wide ? 'max-w-4xl' : 'max-w-2xl'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <CloseIcon width={20} height={20} />
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The counts at the top of a tab. */
export function StatCards({ items }: { items: { label: string; value: number | string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The tab's heading with its main action beside it. */
export function TabHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  )
}

/** 'Active' / 'Inactive' badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  )
}

/** A grey badge (product type, category). */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
      {children}
    </span>
  )
}

/** The end of an editor form: the submit (relabelled and disabled while saving) and Cancel. */
export function FormActions({
  label,
  cancelTo,
  busyLabel = 'Saving…',
}: {
  label: string
  cancelTo: string
  busyLabel?: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Link to={cancelTo} className={buttonClass({ variant: 'outline' })}>
        Cancel
      </Link>
    </div>
  )
}
