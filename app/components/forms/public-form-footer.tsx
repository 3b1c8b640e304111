import { type ReactNode, useId } from 'react'
import { useFromEnglish } from '../i18n'
import { Button } from '../ui/button'
import { HoneypotField } from './honeypot'

/**
 * The end of every public request form: the honeypot, the one primary submit (disabled and
 * relabelled while sending, so a double tap sends one request) and what happens next.
 * `waitingFor` (only ever set once JavaScript runs) keeps the submit disabled and says what is
 * still missing, next to the button the visitor is looking at.
 */
export function PublicFormFooter({
  label,
  busy,
  note,
  waitingFor,
  className,
}: {
  label: string
  busy: boolean
  note?: ReactNode
  waitingFor?: string
  className?: string
}) {
  const hintId = useId()
  const fromEnglish = useFromEnglish()
  return (
    <>
      <HoneypotField />
      <div className={className}>
        <Button
          size="xl"
          disabled={busy || Boolean(waitingFor)}
          aria-describedby={waitingFor ? hintId : undefined}
          className="w-full sm:w-auto"
        >
          {busy ? fromEnglish('Sending…') : label}
        </Button>
        {waitingFor ? (
          <p id={hintId} className="mt-2 text-sm font-semibold text-slate-700">
            {waitingFor}
          </p>
        ) : null}
        {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
      </div>
    </>
  )
}
