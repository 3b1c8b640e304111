/**
 * What every versioned content form of the back office shares (business settings, city pages,
 * gallery projects, service pages): the form's fields by name, its error summary's props, and
 * the Save Draft / Publish buttons. The forms post `intent=save-draft|publish`.
 */
import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { conformSummaryErrors, type FieldMeta, useValidatedForm } from '~/components/forms'
import { Button } from '~/components/ui/button'

/** The validated form of a content page, its fields by name and its summary's errors. */
export function useContentForm({
  id,
  schema,
  lastResult,
  defaults,
}: {
  id: string
  schema: z.ZodTypeAny
  lastResult: SubmissionResult<string[]> | null | undefined
  defaults: Record<string, string>
}) {
  const [form, fieldset] = useValidatedForm({ id, schema, lastResult, defaultValue: defaults })
  const fields = fieldset as unknown as Record<string, FieldMeta>
  const f = (name: string) => fields[name] as FieldMeta
  const summary = conformSummaryErrors(form, Object.values(fields) as never)
  return { form, fields, f, summary }
}

/** Save Draft (nothing public changes) and Publish, with any other buttons first. */
export function DraftPublishButtons({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button name="intent" value="save-draft" variant="outline">
        Save Draft
      </Button>
      <Button name="intent" value="publish">
        Publish
      </Button>
    </div>
  )
}
