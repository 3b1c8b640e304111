import { type DefaultValue, parse, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod'
import { useRef } from 'react'
import type { z } from 'zod'
import { useLoadOnFirstUse } from './load-on-first-use'

type ParseWithZod = typeof import('@conform-to/zod').parseWithZod

/**
 * conform's zod parser (its type coercion is most of conform's code) is not part of a page's
 * first load (docs/decisions/100-performance.md): it is fetched when a visitor first focuses or touches a form, or
 * once the browser is idle, whichever comes first.
 */
let parser: ParseWithZod | null = null
let loading: Promise<void> | null = null

function loadParser(): Promise<void> {
  loading ??= import('@conform-to/zod').then((module) => {
    parser = module.parseWithZod
  })
  return loading
}

/** conform's own field for intents (validate one field, reset…), as its form data carries it. */
const INTENT_FIELD = '__intent__'

/**
 * conform's `useForm` as every form of the site uses it: the same zod schema as the action,
 * constraints (required, lengths) from the schema, validation when a field is left and again
 * as the customer corrects it, and the server's reply after a post.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string
  schema: Schema
  lastResult: SubmissionResult<string[]> | null | undefined
  defaultValue?: DefaultValue<z.input<Schema>>
}) {
  // The form's controls, for checking again a field that was left before the parser arrived.
  const validateRef = useRef<((payload: { name?: string }) => void) | null>(null)
  useLoadOnFirstUse(id, loadParser)

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      if (parser) return parser(formData, { schema })
      // In the moment before the parser arrives: a submit goes to the server, which validates
      // with the same schema (as without JavaScript); a field that was left is checked again
      // as soon as the parser is there.
      const intent = readIntent(formData.get(INTENT_FIELD))
      void loadParser().then(() => {
        if (intent?.type === 'validate') validateRef.current?.(intent.payload ?? {})
      })
      return parse(formData, { resolve: () => ({ error: intent ? {} : null }) })
    },
  })
  validateRef.current = form.validate
  return [form, fields] as const
}

/** conform's intent (validate a field, reset…) as its form data carries it, JSON. */
function readIntent(
  value: FormDataEntryValue | null,
): { type: string; payload?: { name?: string } } | null {
  if (typeof value !== 'string') return null
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}
