import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { BlogSearchPreview } from '~/components/admin/blog-search-preview'
import { PostContent } from '~/components/blog/post-content'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { Button, ButtonLink } from '~/components/ui/button'
import { BLOG_CATEGORY_NAMES, BLOG_STATUS_VALUES, READ_TIME } from '~/domain/blog'
import { BLOG_POST_FIELDS, blogPostFormSchema } from '~/domain/blog-post-form'
import { LANGUAGE_NAME, LOCALES } from '~/domain/locale'

export type BlogPostFormDefaults = {
  title: string
  slug: string
  author: string
  excerpt: string
  content: string
  category: string
  tags: string
  status: string
  locale: string
  readTime: string
  featuredImage: string
  metaDescription: string
  metaKeywords: string
  publishDate: string
  publishTime: string
}

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
}

// The editor (TipTap) is fetched only when a staff post form starts in the browser.
const BlogRichEditor = lazy(() => import('~/components/admin/blog-rich-editor'))

/**
 * With JavaScript, the rich-text editor over the content textarea (which stays the posted
 * field); staff may switch back to the HTML. Without JavaScript nothing here renders.
 */
function RichTextOverTextarea({ textareaId }: { textareaId: string }) {
  const [started, setStarted] = useState(false)
  const [rich, setRich] = useState(true)
  useEffect(() => setStarted(true), [])
  if (!started) return null
  return (
    <div>
      <button
        type="button"
        onClick={() => setRich(!rich)}
        className="mt-2 text-sm font-semibold text-brand-800 underline"
      >
        {rich ? 'Edit the HTML instead' : 'Use the rich-text editor'}
      </button>
      {rich ? (
        <Suspense fallback={<p className="text-sm text-slate-700">Loading the editor…</p>}>
          <BlogRichEditor key={textareaId} textareaId={textareaId} label="Content" />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A field's current text (conform's value: what is typed with JavaScript, the saved value without). */
function textValue(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * Create and edit a post: a real multipart form (works without JavaScript). Content is HTML;
 * Preview posts the form and shows it as visitors will see it, after the sanitiser.
 */
export function BlogPostForm({
  id,
  defaults,
  lastResult,
  preview,
  submitLabel,
  currentImage,
}: {
  id: string
  defaults: BlogPostFormDefaults
  lastResult: SubmissionResult<string[]> | null | undefined
  preview?: string | null
  submitLabel: string
  currentImage?: string | null
}) {
  const [form, fields] = useValidatedForm({
    id,
    schema: blogPostFormSchema,
    lastResult,
    defaultValue: defaults,
  })
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const summary = conformSummaryErrors(
    form,
    BLOG_POST_FIELDS.map((name) => fields[name as keyof typeof fields]).filter(Boolean),
  )
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <ErrorSummary id={`${id}-summary`} {...summary} />
      <Field field={fields.title} label="Title" />
      <Field
        field={fields.slug}
        label="Slug"
        hint="Left empty it is made from the title (lowercase, punctuation removed, spaces to hyphens). A slug in use gets -2, -3…"
      />
      <Field field={fields.author} label="Author" autoComplete="off" />
      <TextareaField field={fields.excerpt} label="Excerpt" rows={3} />
      <div>
        <TextareaField
          field={fields.content}
          label="Content (HTML)"
          rows={16}
          className="font-mono"
          hint="Headings (<h2>, <h3>), paragraphs, lists, links, images, emphasis, quotes and tables. Scripts, styles and embeds other than YouTube are removed when saved."
        />
        <RichTextOverTextarea textareaId={fields.content.id} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          field={fields.category}
          label="Category"
          placeholder="Choose a category"
          options={BLOG_CATEGORY_NAMES.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          field={fields.locale}
          label="Language"
          placeholder="Choose a language"
          hint="English posts are listed on /blog, Spanish ones on /es/blog."
          options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))}
        />
        <SelectField
          field={fields.status}
          label="Status"
          placeholder="Choose a status"
          options={BLOG_STATUS_VALUES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <Field
          field={fields.readTime}
          label="Read time (minutes)"
          type="number"
          inputMode="numeric"
          min={READ_TIME.min}
          max={READ_TIME.max}
        />
      </div>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-800">Schedule</legend>
        <p className="text-sm text-slate-700">
          With Status Scheduled, the post appears on the site at this date and time (Fort Lauderdale
          time).
        </p>
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          <Field field={fields.publishDate} label="Publish date" type="date" required={false} />
          <Field field={fields.publishTime} label="Publish time" type="time" required={false} />
        </div>
      </fieldset>
      <Field
        field={fields.tags}
        label="Tags"
        hint="Comma-separated, e.g. Hurricane Season, Motorization"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field={fields.featuredImage}
          label="Featured image URL"
          type="text"
          inputMode="url"
          hint="https://… or a path on this site. An uploaded image takes its place."
        />
        <div>
          <Field
            field={fields.image}
            label="Upload featured image"
            type="file"
            accept="image/*"
            required={false}
            hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
          />
          {currentImage ? (
            <img
              src={currentImage}
              alt="Currently featured"
              className="mt-2 h-24 w-auto rounded border border-slate-200"
            />
          ) : null}
        </div>
      </div>
      <TextareaField field={fields.metaDescription} label="Meta description" rows={2} />
      <Field field={fields.metaKeywords} label="Meta keywords" hint="Comma-separated" />
      <BlogSearchPreview
        values={{
          title: textValue(fields.title.value),
          slug: textValue(fields.slug.value),
          metaDescription: textValue(fields.metaDescription.value),
          excerpt: textValue(fields.excerpt.value),
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button name="intent" value="save" size="lg" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
        <Button name="intent" value="preview" variant="outline" size="lg" formNoValidate>
          Preview
        </Button>
        <ButtonLink to="/admin/blog" variant="ghost" size="lg">
          Cancel
        </ButtonLink>
      </div>
      {preview ? (
        <section
          aria-labelledby={`${id}-preview`}
          className="rounded-lg border border-dashed border-slate-300 p-5"
        >
          <h2 id={`${id}-preview`} className="text-lg font-bold text-brand-900">
            Preview (as visitors will see it)
          </h2>
          <PostContent html={preview} className="mt-2" />
        </section>
      ) : null}
    </Form>
  )
}
