/**
 * The gallery editor's two forms (app/routes-admin/admin.content.gallery.tsx): a project in
 * English (photos, product, date and words) and a project's Spanish words (issue 41).
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ErrorSummary, Field, type FieldMeta, SelectField, TextareaField } from '~/components/forms'
import { GALLERY_CATEGORIES } from '~/content/gallery'
import {
  GALLERY_LOCATIONS,
  galleryCaptionFormSchema,
  galleryFormSchema,
} from '~/domain/gallery-projects'
import { DraftPublishButtons, useContentForm } from './content-form'

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((c) => ({ value: c, label: c }))

export function ProjectForm({
  defaults,
  photos,
  opened,
  isNew,
  lastResult,
}: {
  defaults: Record<string, string>
  photos: { after: string; before: string | null } | null
  opened: number | null
  isNew: boolean
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, f, summary } = useContentForm({
    id: 'gallery-project',
    schema: galleryFormSchema,
    lastResult,
    defaults,
  })
  // The photos are files: conform does not know them, so their errors are read from the reply.
  const photoError = (name: string) =>
    ({
      ...f('title'),
      id: `gallery-project-${name}`,
      name,
      errorId: `gallery-project-${name}-error`,
      descriptionId: `gallery-project-${name}-description`,
      errors: (lastResult?.error?.[name] as string[] | undefined) ?? null,
      initialValue: undefined,
      key: null,
      minLength: undefined,
      maxLength: undefined,
      pattern: undefined,
      required: false,
    }) satisfies FieldMeta
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 space-y-4"
    >
      <ErrorSummary id="gallery-summary" {...summary} />
      {isNew ? null : <input type="hidden" name="original" value={defaults.original} />}
      {opened ? <input type="hidden" name="version" value={opened} /> : null}
      <Field field={f('title')} label="Title" autoComplete="off" />
      <Field
        field={f('id')}
        label="Address name (/gallery/weston-shutters)"
        hint={isNew ? 'Left empty: made from the title.' : undefined}
        autoComplete="off"
        required={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={f('location')}
          label="City"
          hint="One of our cities or any “City, FL”."
          list="gallery-locations"
          autoComplete="off"
        />
        <datalist id="gallery-locations">
          {GALLERY_LOCATIONS.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <SelectField
          field={f('category')}
          label="Product"
          options={CATEGORY_OPTIONS}
          placeholder="Choose the product"
        />
      </div>
      <Field field={f('date')} label="Date of the job" type="date" />
      <TextareaField field={f('description')} label="Caption" rows={4} />
      <Field field={f('tags')} label="Tags (separated by commas)" required={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {photos ? (
            <img src={photos.after} alt="Current after" className="mb-2 h-24 w-auto rounded" />
          ) : null}
          <Field
            field={photoError('after')}
            label={photos ? 'New after photo' : 'After photo'}
            type="file"
            accept="image/*"
            required={!photos}
          />
        </div>
        <div>
          {photos?.before ? (
            <img src={photos.before} alt="Current before" className="mb-2 h-24 w-auto rounded" />
          ) : null}
          <Field
            field={photoError('before')}
            label={photos?.before ? 'New before photo' : 'Before photo'}
            type="file"
            accept="image/*"
          />
          {photos?.before ? (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeBefore" /> Remove the before photo
            </label>
          ) : null}
        </div>
      </div>
      <DraftPublishButtons />
    </Form>
  )
}

/**
 * The Spanish words of one project (issue 41). Its photos, product and date are the English
 * project's and are shown, not edited, here.
 */
export function CaptionForm({
  defaults,
  photo,
  opened,
  lastResult,
}: {
  defaults: Record<string, string>
  photo: string | null
  opened: number | null
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, f, summary } = useContentForm({
    id: 'gallery-caption',
    schema: galleryCaptionFormSchema,
    lastResult,
    defaults,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 space-y-4"
    >
      <ErrorSummary id="gallery-caption-summary" {...summary} />
      <input type="hidden" name="original" value={defaults.original} />
      <input type="hidden" name="lang" value="es" />
      {opened ? <input type="hidden" name="version" value={opened} /> : null}
      {photo ? <img src={photo} alt="Current after" className="h-24 w-auto rounded" /> : null}
      <p className="text-sm text-slate-700">
        The photos, product, date and order are the English project’s: change them in English.
      </p>
      <Field field={f('title')} label="Title" autoComplete="off" />
      <Field field={f('location')} label="City" autoComplete="off" />
      <TextareaField field={f('description')} label="Caption" rows={4} />
      <Field field={f('tags')} label="Tags (separated by commas)" required={false} />
      <DraftPublishButtons />
    </Form>
  )
}
