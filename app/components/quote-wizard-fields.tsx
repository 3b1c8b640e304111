import type { ReactNode } from 'react'
import type { FieldErrors } from '~/domain/quote-wizard'

/** ids and ARIA wiring of one field: `aria-invalid` and `aria-describedby` its hint and error. */
export function fieldAria(name: string, errors: FieldErrors, hint = false) {
  const invalid = Boolean(errors[name]?.length)
  const describedBy = [hint ? `${name}-hint` : null, invalid ? `${name}-error` : null]
    .filter(Boolean)
    .join(' ')
  return {
    id: `quote-${name}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  }
}

export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  const messages = errors[name]
  if (!messages?.length) return null
  return (
    <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
      {messages[0]}
    </p>
  )
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700'

export function TextField({
  name,
  label,
  errors,
  defaultValue,
  required,
  hint,
  autoFocus,
  ...input
}: {
  name: string
  label: string
  errors: FieldErrors
  defaultValue?: string
  required?: boolean
  hint?: ReactNode
  autoFocus?: boolean
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  maxLength?: number
  pattern?: string
  placeholder?: string
}) {
  return (
    <div>
      <label htmlFor={`quote-${name}`} className="block font-medium text-slate-800">
        {label}
        {required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        name={name}
        defaultValue={defaultValue}
        required={required}
        // biome-ignore lint/a11y/noAutofocus: moves focus to the first error after a no-JS post
        autoFocus={autoFocus}
        className={inputClass}
        {...fieldAria(name, errors, Boolean(hint))}
        {...input}
        type={input.type ?? 'text'}
      />
      <FieldError name={name} errors={errors} />
    </div>
  )
}

export function TextAreaField({
  name,
  label,
  errors,
  defaultValue,
  autoFocus,
  maxLength,
  placeholder,
}: {
  name: string
  label: string
  errors: FieldErrors
  defaultValue?: string
  autoFocus?: boolean
  maxLength?: number
  placeholder?: string
}) {
  return (
    <div>
      <label htmlFor={`quote-${name}`} className="block font-medium text-slate-800">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        name={name}
        rows={3}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: moves focus to the first error after a no-JS post
        autoFocus={autoFocus}
        className={inputClass}
        {...fieldAria(name, errors)}
      />
      <FieldError name={name} errors={errors} />
    </div>
  )
}

/** A radio group as a fieldset with a legend; the error is tied to every radio. */
export function ChoiceField<T extends string>({
  name,
  legend,
  options,
  errors,
  defaultValue,
  autoFocus,
  columns = 1,
  onChoose,
}: {
  name: string
  legend: string
  options: { value: T; label: string; hint?: string }[]
  errors: FieldErrors
  defaultValue?: string
  autoFocus?: boolean
  columns?: 1 | 2
  onChoose?: (value: T) => void
}) {
  const invalid = Boolean(errors[name]?.length)
  return (
    <fieldset aria-describedby={invalid ? `${name}-error` : undefined}>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <FieldError name={name} errors={errors} />
      <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${invalid ? 'border-red-700' : 'border-slate-300'} hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required
              // biome-ignore lint/a11y/noAutofocus: moves focus to the first error after a no-JS post
              autoFocus={autoFocus && index === 0}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${name}-error` : undefined}
              onChange={onChoose ? () => onChoose(option.value) : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.hint ? (
                <span className="block text-sm text-slate-600">{option.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
