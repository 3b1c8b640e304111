import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import {
  controlClass,
  describedBy,
  ErrorList,
  FieldLabel,
  type FieldMeta,
} from '~/components/forms'

/**
 * A password input with a Show/Hide toggle. The toggle needs JavaScript, so it only appears
 * once the page is hydrated; without it the field is a plain password input.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
}: {
  field: FieldMeta
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  const invalid = Boolean(field.errors?.length)
  return (
    <div>
      <FieldLabel htmlFor={field.id} required>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          key={field.key ?? undefined}
          id={field.id}
          name={field.name}
          type={visible ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(field, false)}
          className={`${controlClass} ${hydrated ? 'pr-20' : ''}`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={field.id}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 mt-1 rounded-r-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        ) : null}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}
