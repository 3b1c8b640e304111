// Long (over 400 lines): the autosave's queue, offline keeping and retry belong together; splitting would scatter one state machine.
/**
 * A form of the estimate editor that saves as it is typed (issue 39). Without JavaScript it is
 * a real form: Save posts it, the page comes back to it (its anchor) with the errors next to
 * the fields and what was typed. With JavaScript each change is kept on the phone at once
 * (localStorage) and posted a moment after typing stops, to the editor's save address; a lost
 * signal keeps it on the phone and tries again (and when the phone is back online), and a
 * reload or a closed tab finds it there and saves it. Nothing typed is lost.
 */
import { Form, useLocation, useRevalidator } from '@remix-run/react'
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { Button, controlClass } from '~/components/ui/button'

export type EditorValues = Record<string, string | string[] | undefined>

/** What the page's action answers for a refused post: which form, its errors, what was typed. */
export type EditorReply =
  | { ok: false; formId: string; errors: Record<string, string[]>; values: EditorValues }
  | undefined

type FormState = { formId: string; errors: Record<string, string[]>; values?: EditorValues }

const FormContext = createContext<FormState>({ formId: '', errors: {} })

/** How long typing must pause before a save, in milliseconds. */
const SAVE_AFTER_MS = 800
const RETRY_AFTER_MS = 5000

type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'refused' | 'signed-out'

const STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  pending: 'Not saved yet…',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'No connection: kept on this phone, saved when the signal is back.',
  refused: 'Not saved: see the message above.',
  'signed-out': 'Not saved: sign in again (what you typed is kept on this phone).',
}

function storageKey(estimateId: number, formId: string) {
  return `estimate-editor:${estimateId}:${formId}`
}

function entriesOf(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  )
}

function keep(key: string, entries: [string, string][]) {
  try {
    localStorage.setItem(key, JSON.stringify({ at: Date.now(), entries }))
  } catch {
    // A full or forbidden storage: the save itself still goes.
  }
}

function kept(key: string): [string, string][] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      entries?: [string, string][]
    } | null
    return Array.isArray(stored?.entries) ? stored.entries : null
  } catch {
    return null
  }
}

function forget(key: string, entries: [string, string][]) {
  try {
    const stored = kept(key)
    // Only what was saved: a change typed during the save stays until it is saved too.
    if (stored && JSON.stringify(stored) === JSON.stringify(entries)) localStorage.removeItem(key)
  } catch {}
}

/** Puts kept values back into the form's fields. */
function restore(form: HTMLFormElement, entries: [string, string][]) {
  for (const element of [...form.elements]) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name ||
      (element instanceof HTMLInputElement && element.type === 'hidden')
    ) {
      continue
    }
    const values = entries.filter(([name]) => name === element.name).map(([, v]) => v)
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'checkbox' || element.type === 'radio')
    ) {
      element.checked = values.includes(element.value)
    } else if (values.length) {
      element.value = values[0]
    }
  }
}

export function AutosaveForm({
  estimateId,
  formId,
  intent,
  hidden = {},
  reply,
  children,
  className = '',
  saveLabel = 'Save',
}: {
  estimateId: number
  /** Unique on the page; also the anchor the page comes back to. */
  formId: string
  intent: string
  hidden?: Record<string, string | number>
  reply?: EditorReply
  children: ReactNode
  className?: string
  saveLabel?: ReactNode
}) {
  const mine = reply && reply.formId === formId ? reply : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>(mine?.errors ?? {})
  const [state, setState] = useState<SaveState>('idle')
  const revalidator = useRevalidator()
  // The latest revalidate, without making `save` a new function on every render.
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const saving = useRef(false)
  const again = useRef(false)
  const key = storageKey(estimateId, formId)
  const { pathname } = useLocation()

  useEffect(() => {
    if (mine) setErrors(mine.errors)
  }, [mine])

  const save = useCallback(async () => {
    const form = formRef.current
    if (!form) return
    clearTimeout(timer.current)
    if (saving.current) {
      again.current = true
      return
    }
    saving.current = true
    setState('saving')
    const entries = entriesOf(form)
    try {
      const response = await fetch(`/admin/estimates/${estimateId}/save`, {
        method: 'POST',
        body: new URLSearchParams(entries),
        headers: { Accept: 'application/json' },
      })
      const type = response.headers.get('Content-Type') ?? ''
      if (!type.includes('json')) {
        setState(response.status >= 500 ? 'offline' : 'signed-out')
        if (response.status >= 500) timer.current = setTimeout(save, RETRY_AFTER_MS)
        return
      }
      const answer = (await response.json()) as {
        ok?: boolean
        errors?: Record<string, string[]>
        error?: string
      }
      if (answer.ok) {
        forget(key, entries)
        setErrors({})
        setState('saved')
        revalidate.current()
      } else {
        setErrors(answer.errors ?? { '': [answer.error ?? 'Not saved: reload the page.'] })
        setState('refused')
      }
    } catch {
      setState('offline')
      timer.current = setTimeout(save, RETRY_AFTER_MS)
    } finally {
      saving.current = false
      if (again.current) {
        again.current = false
        void save()
      }
    }
  }, [estimateId, key])

  // What a closed tab or a lost signal left on this phone is put back and saved.
  useEffect(() => {
    const form = formRef.current
    const entries = kept(key)
    if (form && entries) {
      restore(form, entries)
      void save()
    }
    const online = () => {
      if (kept(key)) void save()
    }
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(timer.current)
    }
  }, [key, save])

  function changed() {
    const form = formRef.current
    if (!form) return
    keep(key, entriesOf(form))
    setState('pending')
    clearTimeout(timer.current)
    timer.current = setTimeout(save, SAVE_AFTER_MS)
  }

  function submitted(event: FormEvent<HTMLFormElement>) {
    // With JavaScript, Save saves in place; without it, the form posts.
    event.preventDefault()
    const form = formRef.current
    if (form) keep(key, entriesOf(form))
    void save()
  }

  const formErrors = errors[''] ?? []
  return (
    <FormContext.Provider value={{ formId, errors, values: mine?.values }}>
      <Form
        method="post"
        action={`${pathname}#${formId}`}
        ref={formRef}
        id={formId}
        onInput={changed}
        onChange={changed}
        onSubmit={submitted}
        noValidate
        className={`scroll-mt-4 space-y-3 ${className}`}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formId" value={formId} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {formErrors.length ? (
          <p role="alert" className="font-semibold text-red-800">
            {formErrors.join(' ')}
          </p>
        ) : null}
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm">
            {saveLabel}
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {STATE_TEXT[state]}
          </span>
        </div>
      </Form>
    </FormContext.Provider>
  )
}

/** A plain (not autosaved) form of the editor: add, remove, send; its errors beside it. */
export function EditorForm({
  formId,
  intent,
  hidden = {},
  reply,
  children,
  className = '',
}: {
  formId: string
  intent: string
  hidden?: Record<string, string | number>
  reply?: EditorReply
  children: ReactNode
  className?: string
}) {
  const mine = reply && reply.formId === formId ? reply : undefined
  const formErrors = mine?.errors[''] ?? []
  const { pathname } = useLocation()
  return (
    <FormContext.Provider value={{ formId, errors: mine?.errors ?? {}, values: mine?.values }}>
      {/* The anchor in the action: a refused post without JavaScript comes back to this form. */}
      <Form
        method="post"
        action={`${pathname}#${formId}`}
        id={formId}
        noValidate
        className={`scroll-mt-4 ${className}`}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formId" value={formId} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {formErrors.length ? (
          <p role="alert" className="font-semibold text-red-800">
            {formErrors.join(' ')}
          </p>
        ) : null}
        {children}
      </Form>
    </FormContext.Provider>
  )
}

// ---------------------------------------------------------------- fields

/** A field's id, its error, and what was typed in a refused post (else the stored value). */
function useField(name: string, stored: string | null | undefined) {
  const { formId, errors, values } = useContext(FormContext)
  const id = `${formId}-${name}`
  const messages = errors[name] ?? []
  const typed = values?.[name]
  // A refused post shows what was typed ('' for a field left empty); else what is stored.
  const value = values ? (Array.isArray(typed) ? (typed[0] ?? '') : (typed ?? '')) : (stored ?? '')
  return {
    id,
    errorId: `${id}-error`,
    messages,
    defaultValue: value,
    control: {
      id,
      name,
      'aria-invalid': messages.length ? true : undefined,
      'aria-describedby': messages.length ? `${id}-error` : undefined,
    },
  }
}

function ErrorText({ id, messages }: { id: string; messages: readonly string[] }) {
  if (!messages.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {messages.join(' ')}
    </p>
  )
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {children}
    </label>
  )
}

export function TextInput({
  name,
  label,
  value,
  type = 'text',
  inputMode,
  className = '',
  autoComplete = 'off',
  maxLength,
}: {
  name: string
  label: ReactNode
  value: string | null | undefined
  type?: 'text' | 'email' | 'tel' | 'date'
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel'
  className?: string
  autoComplete?: string
  maxLength?: number
}) {
  const field = useField(name, value)
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <input
        {...field.control}
        type={type}
        inputMode={inputMode}
        defaultValue={field.defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={controlClass}
      />
      <ErrorText id={field.errorId} messages={field.messages} />
    </div>
  )
}

export function TextArea({
  name,
  label,
  value,
  rows = 2,
  maxLength,
}: {
  name: string
  label: ReactNode
  value: string | null | undefined
  rows?: number
  maxLength?: number
}) {
  const field = useField(name, value)
  return (
    <div>
      <Label htmlFor={field.id}>{label}</Label>
      <textarea
        {...field.control}
        rows={rows}
        maxLength={maxLength}
        defaultValue={field.defaultValue}
        className={controlClass}
      />
      <ErrorText id={field.errorId} messages={field.messages} />
    </div>
  )
}

export function SelectInput({
  name,
  label,
  value,
  options,
  className = '',
}: {
  name: string
  label: ReactNode
  value: string | null | undefined
  options: readonly { value: string; label: string }[]
  className?: string
}) {
  const field = useField(name, value)
  return (
    <div className={className}>
      <Label htmlFor={field.id}>{label}</Label>
      <select {...field.control} defaultValue={field.defaultValue} className={controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={field.errorId} messages={field.messages} />
    </div>
  )
}

const FRACTIONS = ['0', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8']

/** Whole inches and an eighth (docs/requirements.md, R18): `{name}Inches`, `{name}Eighths`. */
export function SizeInput({
  name,
  label,
  eighths,
}: {
  name: 'width' | 'height'
  label: string
  eighths: number | null
}) {
  const inches = useField(`${name}Inches`, eighths === null ? '' : String(Math.floor(eighths / 8)))
  const fraction = useField(`${name}Eighths`, eighths === null ? '0' : String(eighths % 8))
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex items-end gap-2">
        <div className="w-24">
          <label htmlFor={inches.id} className="sr-only">
            {label}, whole inches
          </label>
          <input
            {...inches.control}
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={inches.defaultValue}
            autoComplete="off"
            className={controlClass}
          />
        </div>
        <span aria-hidden="true" className="pb-2">
          in
        </span>
        <div className="w-24">
          <label htmlFor={fraction.id} className="sr-only">
            {label}, eighths of an inch
          </label>
          <select
            {...fraction.control}
            defaultValue={fraction.defaultValue}
            className={controlClass}
          >
            {FRACTIONS.map((label, value) => (
              <option key={label} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorText id={inches.errorId} messages={inches.messages} />
    </fieldset>
  )
}

/** A list of checkboxes posted under one name (`options`). */
export function CheckboxList({
  name,
  legend,
  checked,
  options,
}: {
  name: string
  legend: string
  checked: readonly string[]
  options: readonly { value: string; label: string }[]
}) {
  const { formId, errors, values } = useContext(FormContext)
  const typed = values?.[name]
  const on = values ? (Array.isArray(typed) ? typed : typed ? [typed] : []) : checked
  const messages = errors[name] ?? []
  if (!options.length) return null
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((o) => {
          const id = `${formId}-${name}-${o.value}`
          return (
            <label key={o.value} htmlFor={id} className="flex items-center gap-2 py-1">
              <input
                id={id}
                type="checkbox"
                name={name}
                value={o.value}
                defaultChecked={on.includes(o.value)}
                className="h-5 w-5"
              />
              <span>{o.label}</span>
            </label>
          )
        })}
      </div>
      <ErrorText id={`${formId}-${name}-error`} messages={messages} />
    </fieldset>
  )
}
