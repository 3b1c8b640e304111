import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

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
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      return parseWithZod(formData, { schema })
    },
  })
}
