import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button, type ButtonVariant } from '~/components/ui/button'

/** True while this page posts the given intent (for this id, when given). */
export function usePendingIntent(intent: string, id?: number | string): boolean {
  const navigation = useNavigation()
  const form = navigation.formData
  if (!form) return false
  return form.get('intent') === intent && (id === undefined || form.get('id') === String(id))
}

/**
 * One button that posts one intent for one item (delete, move up, activate…), as a real form.
 * `confirm`: with JavaScript the browser asks first; without, the action answers with a page
 * that asks (it sees no `confirmed` field) — see `needsConfirmation`.
 */
export function IntentButton({
  intent,
  id,
  label,
  pendingLabel,
  variant = 'outline',
  confirm,
  fields,
  children,
  disabled,
}: {
  intent: string
  id: number
  /** The accessible name, e.g. 'Delete Ocean Blue'. */
  label: string
  pendingLabel?: string
  variant?: ButtonVariant
  confirm?: string
  fields?: Record<string, string>
  children: ReactNode
  disabled?: boolean
}) {
  const hydrated = useHydrated()
  const pending = usePendingIntent(intent, id)
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm && hydrated ? <input type="hidden" name="confirmed" value="yes" /> : null}
      <Button
        type="submit"
        variant={variant}
        size="sm"
        aria-label={pending && pendingLabel ? pendingLabel : label}
        disabled={disabled || pending}
      >
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
    </Form>
  )
}

/** The no-JS confirmation step: the question and one button that confirms. */
export function ConfirmPanel({
  question,
  intent,
  id,
  confirmLabel,
}: {
  question: string
  intent: string
  id: number
  confirmLabel: string
}) {
  return (
    <Form method="post" className="space-y-4">
      <p className="text-slate-800">{question}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirmed" value="yes" />
      <Button type="submit" variant="danger">
        {confirmLabel}
      </Button>
    </Form>
  )
}
