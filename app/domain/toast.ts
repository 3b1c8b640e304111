/** A toast: title, description, default or destructive style, and an optional Undo form. */
export type ToastVariant = 'default' | 'destructive'
/**
 * An Undo button in the toast: a real form posting `fields` (hidden) to `action`, so it works
 * with JavaScript off too. Only staff pages' own addresses (a path under /admin/).
 */
export type ToastUndo = { action: string; fields: Record<string, string>; label?: string }
/** A link in the toast to what was just changed (a same-site path, e.g. the public post). */
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

const LINK_MAX_HREF = 300
const LINK_MAX_LABEL = 60

/** A toast's link read back from untrusted storage: a same-site path only, a short label. */
export function parseToastLink(value: unknown): ToastLink | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const { href, label } = value as Record<string, unknown>
  if (typeof href !== 'string' || typeof label !== 'string') return undefined
  if (href.length > LINK_MAX_HREF || !label.trim() || label.length > LINK_MAX_LABEL)
    return undefined
  if (!/^\/[A-Za-z0-9\-._~/?=&%+]*$/.test(href) || href.includes('//')) return undefined
  return { href, label }
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
    link: parseToastLink(v.link),
  })
}

/**
 * The page's word that it has shown a flash toast (issue 40.32). With JavaScript the flash
 * comes in a data request the browser may abort after the answer's Set-Cookie arrived: were
 * that request to spend the toast, it would be lost. So a data request carries the toast
 * without spending it, the live toast sets this cookie with its id once shown, and the next
 * request spends the toast that has this id. A document spends it at once (it is in the HTML).
 */
export const TOAST_SHOWN_COOKIE = 'toast_shown'
const TOAST_ID = /^[a-z0-9]{1,40}$/

/** The cookie the browser sets once it has shown the toast `id` (document.cookie). */
export function toastShownCookie(id: string): string {
  return `${TOAST_SHOWN_COOKIE}=${TOAST_ID.test(id) ? id : ''}; Path=/; Max-Age=300; SameSite=Lax`
}

/** The id of the toast the browser says it has shown, from a Cookie header, or null. */
export function shownToastId(cookieHeader: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${TOAST_SHOWN_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')
  const id = match?.[1] ?? ''
  return TOAST_ID.test(id) ? id : null
}
