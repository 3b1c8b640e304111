import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { DraftPublishButtons } from '~/components/admin/content/content-form'
import { ContentLanguageSwitch } from '~/components/admin/content/language-switch'
import { OpenedVersionNote, VersionHistory } from '~/components/admin/content/version-history'
import { adminMeta } from '~/components/admin/meta'
import { ErrorSummary, Field, type FieldMeta, SelectField, TextareaField } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import { editingLocale, langQuery } from '~/domain/content-versions'
import { type Locale, pathInLocale } from '~/domain/locale'
import {
  checkTestimonialRows,
  editTestimonialRows,
  TESTIMONIALS_KEY,
  type TestimonialEntry,
  type TestimonialRow,
  testimonialRowsFromForm,
  testimonialsToRows,
} from '~/domain/service-pages'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  applyVersionIntent,
  historyForPage,
  saveDraft,
  savePublished,
  versionData,
  versionIntentSchema,
  versionIntentToast,
} from '~/server/content/content-versions.server'
import { publishedTestimonials } from '~/server/content/services.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Testimonials')

const PAGE = '/admin/content/testimonials'
const KIND = 'testimonials'

/** The home page that shows the testimonials (a version of them with `preview`), in a language. */
function publicPath(locale: Locale, preview?: number) {
  return `${pathInLocale(preview ? `/?preview=${preview}` : '/', locale)}#testimonials`
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const url = new URL(request.url)
  const opened = pathId(url.searchParams.get('version'))
  const locale = editingLocale(url.searchParams.get('lang'))
  const draft = opened
    ? versionData<TestimonialEntry[]>(opened, KIND, TESTIMONIALS_KEY, locale)
    : null
  // The published list (never a preview: this page has no ?preview).
  const current = publishedTestimonials(locale).map(({ contentLocale: _, ...t }) => t)
  return {
    locale,
    opened: draft ? opened : null,
    rows: testimonialsToRows(draft ?? current),
    history: historyForPage(KIND, TESTIMONIALS_KEY, locale),
  }
}

/** An answer that redisplays the form: the rows as posted (null: as loaded) and the errors. */
type Reply = { rows: TestimonialRow[] | null; errors: Record<string, string>; formError?: string }

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const locale = editingLocale(form.get('lang'))
  const lang = langQuery(locale)
  const page = lang ? `${PAGE}?${lang.slice(1)}` : PAGE
  const PUBLIC = publicPath(locale)
  if (intent === 'publish-version' || intent === 'restore') {
    const parsed = versionIntentSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) {
      return data({ rows: null, errors: {}, formError: 'Unknown action' } satisfies Reply, {
        status: 400,
      })
    }
    const done = applyVersionIntent(parsed.data, KIND, TESTIMONIALS_KEY, admin.username, locale)
    return redirectWithToast(
      page,
      versionIntentToast(done, 'the testimonials', { href: PUBLIC, label: 'See the home page' }),
    )
  }
  const rows = testimonialRowsFromForm(form)
  if (intent === 'save-draft' || intent === 'publish') {
    const checked = checkTestimonialRows(rows)
    if (!checked.ok) {
      return data(
        { rows, errors: checked.errors, formError: 'Check the testimonials below' } satisfies Reply,
        { status: 400 },
      )
    }
    if (intent === 'save-draft') {
      const id = saveDraft(KIND, TESTIMONIALS_KEY, checked.value, admin.username, undefined, locale)
      return redirectWithToast(`${PAGE}?version=${id}${lang}`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the home page.',
        link: { href: publicPath(locale, id), label: 'Preview the home page' },
      })
    }
    savePublished(KIND, TESTIMONIALS_KEY, checked.value, admin.username, undefined, locale)
    return redirectWithToast(page, {
      title: 'Testimonials published',
      link: { href: PUBLIC, label: 'See the home page' },
    })
  }
  // Add, remove, move: the rows come back changed, nothing is saved yet.
  const edited = editTestimonialRows(rows, intent)
  if (!edited) {
    return data({ rows, errors: {}, formError: 'Unknown action' } satisfies Reply, { status: 400 })
  }
  return { rows: edited, errors: {} } satisfies Reply
}

function meta_(name: string, value: string, error: string | undefined): FieldMeta {
  return {
    id: `t-${name}`,
    name,
    errorId: `t-${name}-error`,
    descriptionId: `t-${name}-hint`,
    errors: error ? [error] : null,
    initialValue: value,
    required: !name.startsWith('city'),
  }
}

const RATINGS = ['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: `${v} stars` }))

function Rows({ rows, errors }: { rows: TestimonialRow[]; errors: Record<string, string> }) {
  if (rows.length === 0) return <p className="text-slate-700">No testimonials: add one.</p>
  return (
    <ol className="space-y-4">
      {rows.map((row, i) => {
        const f = (field: keyof TestimonialRow) =>
          meta_(`${field}-${i}`, row[field], errors[`${field}-${i}`])
        const n = i + 1
        return (
          <li key={i} className="rounded-md border border-slate-200 p-4">
            <fieldset>
              <legend className="font-semibold text-brand-900">Testimonial {n}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                <Field field={f('name')} label={`Name ${n}`} autoComplete="off" />
                <Field field={f('city')} label={`City ${n}`} autoComplete="off" />
                <SelectField
                  field={f('rating')}
                  label={`Rating ${n}`}
                  options={RATINGS}
                  placeholder="Choose"
                />
              </div>
              <TextareaField field={f('text')} label={`Text ${n}`} rows={3} className="mt-3" />
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  name="intent"
                  value={`up-${i}`}
                  variant="outline"
                  size="sm"
                  disabled={i === 0}
                >
                  Move up<span className="sr-only"> testimonial {n}</span>
                </Button>
                <Button
                  name="intent"
                  value={`down-${i}`}
                  variant="outline"
                  size="sm"
                  disabled={i === rows.length - 1}
                >
                  Move down<span className="sr-only"> testimonial {n}</span>
                </Button>
                <Button name="intent" value={`remove-${i}`} variant="outline" size="sm">
                  Remove<span className="sr-only"> testimonial {n}</span>
                </Button>
              </div>
            </fieldset>
          </li>
        )
      })}
    </ol>
  )
}

export default function AdminTestimonials() {
  const loaded = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const rows = reply?.rows ?? loaded.rows
  const { locale } = loaded
  const lang = langQuery(locale)
  const PUBLIC = publicPath(locale)
  const errors = reply?.errors ?? {}
  const summary = Object.entries(errors).map(([name, message]) => ({
    id: `t-${name}`,
    message,
  }))
  return (
    <section aria-labelledby="tab-title">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: 'Testimonials' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Testimonials
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Shown as quotes on the home page, in this order. They are not customer reviews: reviews come
        from customers and are approved under Reviews.{' '}
        <a href={PUBLIC} className="font-semibold underline">
          See them on the home page
        </a>
      </p>
      <ContentLanguageSwitch
        locale={locale}
        href={(l) => (l === 'es' ? `${PAGE}?lang=es` : PAGE)}
      />
      {locale === 'es' ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          Translate each quote faithfully; keep each customer's name and city as in English (that is
          how the Spanish page matches them).
        </p>
      ) : null}
      <div className="mt-4 space-y-6">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <OpenedVersionNote opened={loaded.opened} previewHref={(id) => publicPath(locale, id)} />
          <Form
            method="post"
            id="testimonials"
            key={JSON.stringify(rows)}
            className="mt-4 space-y-4"
            noValidate
          >
            <ErrorSummary
              id="testimonials-summary"
              formErrors={reply?.formError ? [reply.formError] : null}
              fieldErrors={summary}
            />
            <input type="hidden" name="rows" value={rows.length} />
            <input type="hidden" name="lang" value={locale} />
            {/* Enter in a field saves a draft (the first submit button), never moves a row. */}
            <button
              type="submit"
              name="intent"
              value="save-draft"
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
            >
              Save Draft
            </button>
            <Rows rows={rows} errors={errors} />
            <DraftPublishButtons>
              <Button name="intent" value="add" variant="outline">
                Add a Testimonial
              </Button>
            </DraftPublishButtons>
          </Form>
        </div>
        <VersionHistory
          history={loaded.history}
          previewHref={(id) => publicPath(locale, id)}
          editHref={(id) => `${PAGE}?version=${id}${lang}`}
          hidden={{ lang: locale }}
          empty="Nothing saved yet: the home page shows the original testimonials."
        />
      </div>
    </section>
  )
}
