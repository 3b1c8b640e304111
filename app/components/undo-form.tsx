import { Form } from '@remix-run/react'
import type { ToastUndo } from '~/domain/toast'

/**
 * The Undo of a toast: a real form (hidden fields, one button), so it works with JavaScript
 * off in the flash banner and with it on in the live toast.
 */
export function UndoForm({ undo, className }: { undo: ToastUndo; className?: string }) {
  return (
    <Form method="post" action={undo.action} className={className}>
      {Object.entries(undo.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="rounded border border-current px-3 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2"
      >
        {undo.label ?? 'Undo'}
      </button>
    </Form>
  )
}
