import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import {
  CheckboxField,
  conformSummaryErrors,
  ErrorSummary,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button, ButtonLink } from '~/components/ui/button'
import {
  CONTENT_TYPES,
  SHOWN_CONTENT_ITEMS,
  siteContentSchema,
  siteImageSchema,
} from '~/domain/site-content'

type Reply = SubmissionResult<string[]> | null | undefined

/** One site content item: section, key, value, type. */
export function SiteContentForm({
  defaults,
  lastResult,
  submitLabel,
}: {
  defaults: { section: string; key: string; value: string; contentType: string }
  lastResult: Reply
  submitLabel: string
}) {
  const [form, fields] = useValidatedForm({
    id: 'site-content',
    schema: siteContentSchema,
    lastResult,
    defaultValue: defaults,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id="site-content-summary"
        {...conformSummaryErrors(form, [
          fields.section,
          fields.key,
          fields.value,
          fields.contentType,
        ])}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.section} label="Section" hint="e.g. home" />
        <Field field={fields.key} label="Key" hint="e.g. heroTitle" />
      </div>
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-semibold">The site shows these items:</p>
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(SHOWN_CONTENT_ITEMS).map(([place, where]) => (
            <li key={place}>
              <code>{place}</code>: {where}
            </li>
          ))}
        </ul>
        <p className="mt-1">Phone, e-mail and hours are under Business settings.</p>
      </div>
      <TextareaField field={fields.value} label="Value" rows={5} />
      <SelectField
        field={fields.contentType}
        label="Content type"
        placeholder="Choose a type"
        options={CONTENT_TYPES.map((t) => ({
          value: t,
          label: t === 'html' ? 'HTML (sanitised)' : 'Text',
        }))}
      />
      <p className="flex gap-3">
        <Button>{submitLabel}</Button>
        <ButtonLink to="/admin/content" variant="ghost">
          Cancel
        </ButtonLink>
      </p>
    </Form>
  )
}

/** One site image: section, key, title, URL or upload, active. */
export function SiteImageForm({
  defaults,
  lastResult,
  submitLabel,
}: {
  defaults: { section: string; key: string; title: string; imageUrl: string; isActive: string }
  lastResult: Reply
  submitLabel: string
}) {
  const [form, fields] = useValidatedForm({
    id: 'site-image',
    schema: siteImageSchema,
    lastResult,
    defaultValue: defaults,
  })
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id="site-image-summary"
        {...conformSummaryErrors(form, [
          fields.section,
          fields.key,
          fields.title,
          fields.imageUrl,
          fields.image,
        ])}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.section}
          label="Section"
          hint='"gallery": shown on /gallery under Latest work (the only section the site shows)'
        />
        <Field field={fields.key} label="Key" />
      </div>
      <Field field={fields.title} label="Title" />
      <Field
        field={fields.imageUrl}
        label="Image URL"
        inputMode="url"
        hint="https://… or a path on this site; an uploaded file takes its place"
      />
      <Field
        field={fields.image}
        label="Upload image"
        type="file"
        accept="image/*"
        required={false}
        hint="Up to 10 MB"
      />
      <CheckboxField field={fields.isActive} label="Active" />
      <p className="flex gap-3">
        <Button>{submitLabel}</Button>
        <ButtonLink to="/admin/content" variant="ghost">
          Cancel
        </ButtonLink>
      </p>
    </Form>
  )
}
