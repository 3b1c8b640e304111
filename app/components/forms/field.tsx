/**
 * The house's form fields. Each takes a conform field (or anything of the same shape, see
 * `FieldMeta`) and wires the label, the hint, the error and the ARIA attributes the same way
 * everywhere: a required field is marked by its `required` attribute and an optional one says
 * "(optional)" after its label.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import { controlClass } from '~/components/ui/button'
import { useFromEnglish } from '../i18n'
import { ErrorList } from './error-list'

/** What a field needs of conform's field metadata. */
export type FieldMeta = {
  id: string
  name: string
  errorId: string
  descriptionId: string
  errors?: readonly string[] | null
  initialValue?: unknown
  required?: boolean
  key?: string | null
  minLength?: number
  maxLength?: number
  pattern?: string
}

export { controlClass }

function invalid(field: FieldMeta) {
  return Boolean(field.errors?.length)
}

/** aria-describedby: the hint (if any) and, when invalid, the error. */
export function describedBy(field: FieldMeta, hasHint: boolean): string | undefined {
  const ids = [hasHint ? field.descriptionId : null, invalid(field) ? field.errorId : null]
  return ids.filter(Boolean).join(' ') || undefined
}

function textValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The label of a control: "(optional)" after it when the field may be left empty. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  // By its English words: every form has it, also on pages that do not send the 'forms' part.
  const fromEnglish = useFromEnglish()
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {children}
      {required ? null : (
        <span className="font-normal text-slate-600"> {fromEnglish('(optional)')}</span>
      )}
    </label>
  )
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="mt-0.5 text-sm text-slate-600">
      {children}
    </p>
  )
}

type Common = {
  field: FieldMeta
  label: ReactNode
  hint?: ReactNode
  className?: string
  /** Overrides the schema's constraint (e.g. a field required only in some cases). */
  required?: boolean
}

/** Label, hint, the control, and its error: the frame every single-control field shares. */
function FieldFrame({
  field,
  label,
  hint,
  className,
  required,
  children,
}: Common & { required: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <Hint id={field.descriptionId}>{hint}</Hint>
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** Attributes shared by every single control: identity, value, constraints, ARIA. */
function controlProps(field: FieldMeta, hint: ReactNode, required: boolean) {
  return {
    id: field.id,
    name: field.name,
    required: required || undefined,
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': describedBy(field, Boolean(hint)),
  }
}

/** Separates the frame's props from the control's own attributes. */
function splitField<T extends Common>({ field, label, hint, className, required, ...control }: T) {
  const isRequired = required ?? field.required ?? false
  return {
    frame: { field, label, hint, className, required: isRequired },
    control,
    wiring: controlProps(field, hint, isRequired),
  }
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'>

/** An input: text, e-mail, tel, number, date… (`type` and any other input attribute pass through). */
export function Field(props: Common & InputAttributes) {
  const { frame, control, wiring } = splitField(props)
  const { field } = frame
  return (
    <FieldFrame {...frame}>
      <input
        key={field.key ?? undefined}
        defaultValue={textValue(field.initialValue)}
        minLength={field.minLength}
        maxLength={field.maxLength}
        pattern={field.pattern}
        {...control}
        type={control.type ?? 'text'}
        {...wiring}
        className={controlClass}
      />
    </FieldFrame>
  )
}

export function TextareaField(
  props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required'>,
) {
  const { frame, control, wiring } = splitField(props)
  const { field } = frame
  return (
    <FieldFrame {...frame}>
      <textarea
        key={field.key ?? undefined}
        rows={4}
        defaultValue={textValue(field.initialValue)}
        maxLength={field.maxLength}
        {...control}
        {...wiring}
        className={controlClass}
      />
    </FieldFrame>
  )
}

export type ChoiceOption = { value: string; label: string; hint?: string }

export function SelectField({
  options,
  placeholder,
  ...props
}: Common & {
  options: readonly ChoiceOption[]
  placeholder: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required'>) {
  const { frame, control, wiring } = splitField(props)
  const { field } = frame
  return (
    <FieldFrame {...frame}>
      <select
        key={field.key ?? undefined}
        defaultValue={textValue(field.initialValue) ?? ''}
        {...control}
        {...wiring}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A single checkbox with its label beside it; posts 'on' when ticked. */
export function CheckboxField({
  field,
  label,
  hint,
  className,
  required = field.required ?? false,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'type'>) {
  const checked = field.initialValue === 'on' || field.initialValue === true
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={field.key ?? undefined}
          type="checkbox"
          defaultChecked={checked}
          {...input}
          {...controlProps(field, hint, required)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="text-slate-800">
          {label}
        </label>
      </div>
      <Hint id={field.descriptionId}>{hint}</Hint>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/**
 * Radio buttons as a fieldset with a legend; each choice is a large card (easy to tap on a
 * phone). The error sits under the legend and is tied to every radio.
 */
export function RadioGroupField<T extends string>({
  field,
  legend,
  options,
  columns = 1,
  onChoose,
  autoFocus,
  className,
  required = true,
}: {
  field: FieldMeta
  legend: ReactNode
  options: readonly (ChoiceOption & { value: T })[]
  columns?: 1 | 2
  onChoose?: (value: T) => void
  /** Focus the first choice (after a no-JS post whose first error is here). */
  autoFocus?: boolean
  className?: string
  required?: boolean
}) {
  const isInvalid = invalid(field)
  const chosen = textValue(field.initialValue)
  return (
    <fieldset
      id={field.id}
      aria-describedby={isInvalid ? field.errorId : undefined}
      className={className}
    >
      <legend className="font-semibold text-slate-800">{legend}</legend>
      <ErrorList id={field.errorId} errors={field.errors} />
      <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`choice-card ${isInvalid ? 'border-red-700' : 'border-slate-300'}`}
          >
            <input
              key={field.key ?? undefined}
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={chosen === option.value}
              required={required || undefined}
              // biome-ignore lint/a11y/noAutofocus: moves focus to the first error after a no-JS post
              autoFocus={autoFocus && index === 0}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? field.errorId : undefined}
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
