/** A toast: title, description, default or destructive style. */
export type ToastVariant = 'default' | 'destructive'
export type Toast = { id: string; title: string; description?: string; variant: ToastVariant }
export type ToastInput = {
  id?: string
  title: string
  description?: string
  variant?: ToastVariant
}

/** Fills in the id and style; kept free of zod so the browser bundle stays small. */
export function makeToast(input: ToastInput): Toast {
  return {
    id: input.id ?? Math.random().toString(36).slice(2),
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  }
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
  })
}
