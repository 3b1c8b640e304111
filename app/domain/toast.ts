/** A toast: title, description, default or destructive style, and an optional Undo form. */
export type ToastVariant = 'default' | 'destructive'
/**
 * An Undo button in the toast: a real form posting `fields` (hidden) to `action`, so it works
 * with JavaScript off too. Only staff pages' own addresses (a path under /admin/).
 */
export type ToastUndo = { action: string; fields: Record<string, string>; label?: string }
/** A link in the toast to a page of this site (after a content save: the public page). */
export type ToastLink = { href: string; label: string }
export type Toast = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  undo?: ToastUndo
  link?: ToastLink
}
export type ToastInput = {
  id?: string
  title: string
  description?: string
  variant?: ToastVariant
  undo?: ToastUndo
  link?: ToastLink
}

/** Fills in the id and style; kept free of zod so the browser bundle stays small. */
export function makeToast(input: ToastInput): Toast {
  const toast: Toast = {
    id: input.id ?? Math.random().toString(36).slice(2),
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  }
  if (input.undo) toast.undo = input.undo
  if (input.link) toast.link = input.link
  return toast
}

export const UNDO_MAX_FIELDS = 8
const UNDO_MAX_NAME = 40
const UNDO_MAX_VALUE = 200
const UNDO_MAX_LABEL = 40
const UNDO_MAX_ACTION = 300

/**
 * An Undo read back from untrusted storage: a same-site path under /admin/ (no scheme, no
 * host, no `//`, no backslash, no control characters), at most a few short string fields.
 * Anything else: no Undo.
 */
export function parseUndo(value: unknown): ToastUndo | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const action = v.action
  if (typeof action !== 'string' || action.length > UNDO_MAX_ACTION) return undefined
  if (!/^\/admin\/[A-Za-z0-9\-._~/?=&%+]*$/.test(action) || action.includes('//')) return undefined
  if (
    action
      .split(/[?#]/)[0]
      .split('/')
      .some((part) => part === '..' || part === '.')
  )
    return undefined
  const fields = v.fields
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return undefined
  const entries = Object.entries(fields as Record<string, unknown>)
  if (entries.length > UNDO_MAX_FIELDS) return undefined
  const clean: Record<string, string> = {}
  for (const [name, field] of entries) {
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name) || name.length > UNDO_MAX_NAME) return undefined
    if (typeof field !== 'string' || field.length > UNDO_MAX_VALUE) return undefined
    clean[name] = field
  }
  const label = v.label
  if (label !== undefined && (typeof label !== 'string' || label.length > UNDO_MAX_LABEL))
    return undefined
  return label === undefined ? { action, fields: clean } : { action, fields: clean, label }
}

/** A link read back from untrusted storage: a same-site path (no scheme, no `//`), short. */
export function parseLink(value: unknown): ToastLink | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const { href, label } = value as Record<string, unknown>
  if (typeof href !== 'string' || typeof label !== 'string') return undefined
  if (href.length > UNDO_MAX_ACTION || label.length > UNDO_MAX_LABEL) return undefined
  if (!/^\/[A-Za-z0-9\-._~/?=&%+]*$/.test(href) || href.includes('//')) return undefined
  return { href, label }
}

/** Reads a toast back from untrusted storage (the flash cookie). */
export function parseToast(value: unknown): Toast | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.title !== 'string' || typeof v.id !== 'string') return null
  return makeToast({
    id: v.id,
    title: v.title,
    description: typeof v.description === 'string' ? v.description : undefined,
    variant: v.variant === 'destructive' ? 'destructive' : 'default',
    undo: parseUndo(v.undo),
    link: parseLink(v.link),
  })
}
