import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { HoneypotField } from './honeypot'

/**
 * The end of every public request form: the honeypot, the one primary submit (disabled and
 * relabelled while sending, so a double tap sends one request) and what happens next.
 */
export function PublicFormFooter({
  label,
  busy,
  note,
  className,
}: {
  label: string
  busy: boolean
  note?: ReactNode
  className?: string
}) {
  return (
    <>
      <HoneypotField />
      <div className={className}>
        <Button size="xl" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Sending…' : label}
        </Button>
        {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
      </div>
    </>
  )
}
