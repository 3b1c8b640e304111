import type { ReactNode } from 'react'

type Common = {
  label: string
  /** The control's id (conform's field.id). */
  id: string
  errorId: string
  errors?: string[]
  hint?: string
  required?: boolean
  className?: string
}

/** The id, error id and errors of a conform field, as the field components below take them. */
export function conformField(field: { id: string; errorId: string; errors?: string[] }) {
  return { id: field.id, errorId: field.errorId, errors: field.errors }
}

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700'

export function FieldShell({
  label,
  id,
  errorId,
  errors,
  hint,
  required,
  className,
  children,
}: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  )
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="min-h-0 text-sm text-red-700">
      {errors?.length ? <p>{errors[0]}</p> : null}
    </div>
  )
}

/** aria-describedby for a control: its hint (if any) and, when invalid, its error. */
function describedBy(id: string, errorId: string, hint?: string, errors?: string[]) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? errorId : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

type InputProps = Common & { inputProps: React.InputHTMLAttributes<HTMLInputElement> }

/** conform's prop helpers return `key`; React wants it given apart, not spread. */
function withoutKey<T extends object>(props: T): Omit<T, 'key'> {
  const { key: _key, ...rest } = props as T & { key?: unknown }
  return rest
}

export function TextField({ inputProps, ...common }: InputProps) {
  const { id, errorId, errors, hint } = common
  return (
    <FieldShell {...common}>
      <input
        {...withoutKey(inputProps)}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errorId, hint, errors)}
        className={controlClass}
      />
    </FieldShell>
  )
}

export function TextAreaField({
  textareaProps,
  ...common
}: Common & { textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const { id, errorId, errors, hint } = common
  return (
    <FieldShell {...common}>
      <textarea
        rows={4}
        {...withoutKey(textareaProps)}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errorId, hint, errors)}
        className={controlClass}
      />
    </FieldShell>
  )
}

export function SelectField({
  selectProps,
  options,
  placeholder,
  ...common
}: Common & {
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement>
  options: readonly { value: string; label: string }[]
  placeholder: string
}) {
  const { id, errorId, errors, hint } = common
  return (
    <FieldShell {...common}>
      <select
        {...withoutKey(selectProps)}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, errorId, hint, errors)}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** Hidden from people, tempting to bots: a filled-in value marks the post as spam. */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
