import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { DraftPublishButtons, useContentForm } from '~/components/admin/content/content-form'
import { ContentLanguageSwitch } from '~/components/admin/content/language-switch'
import { OpenedVersionNote, VersionHistory } from '~/components/admin/content/version-history'
import { adminMeta } from '~/components/admin/meta'
import { ErrorSummary, Field, TextareaField } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { getService, SERVICE_IDS } from '~/content/services'
import { editingLocale, langQuery } from '~/domain/content-versions'
import { type Locale, pathInLocale } from '~/domain/locale'
import {
  SERVICE_FAQ_SLOTS,
  SERVICE_STEP_SLOTS,
  type ServicePage,
  serviceFormSchema,
  serviceFromForm,
  serviceToForm,
} from '~/domain/service-pages'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  applyVersionIntent,
  historyForPage,
  pendingDrafts,
  publishedKeys,
  saveDraft,
  savePublished,
  versionData,
  versionIntentSchema,
  versionIntentToast,
} from '~/server/content/content-versions.server'
import { publicServices, serviceSeed, serviceSeedEs } from '~/server/content/services.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Service Pages')

const PAGE = '/admin/content/services'

/**
 * What the form starts from: the page's current words in the language; a service with no
 * Spanish yet starts from its English, for staff to translate.
 */
function currentPage(id: string, locale: Locale): ServicePage | null {
  const service = publicServices(locale).find((s) => s.id === id)
  return service ? { ...serviceSeed(service), metaDescription: service.metaDescription } : null
}

/** The public page (a version of it with `preview`) in the editor's language. */
function publicPath(id: string, locale: Locale, preview?: number) {
  return pathInLocale(`/services/${id}${preview ? `?preview=${preview}` : ''}`, locale)
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const url = new URL(request.url)
  const id = url.searchParams.get('service')
  const opened = pathId(url.searchParams.get('version'))
  const locale = editingLocale(url.searchParams.get('lang'))
  const current = id ? currentPage(id, locale) : null
  if (id && !current) throw data('No such service', { status: 404 })
  const draft = opened && id ? versionData<ServicePage>(opened, 'service', id, locale) : null
  const drafts = pendingDrafts('service', locale)
  const spanish = publishedKeys('service', 'es')
  return {
    locale,
    services: publicServices().map((s) => ({
      id: s.id,
      name: s.name,
      draft: drafts.some((d) => d.key === s.id),
      spanish: spanish.has(s.id) || serviceSeedEs(s.id) !== null,
    })),
    selected: current ? id : null,
    opened: draft ? opened : null,
    defaults: id && current ? serviceToForm(id, draft ?? current) : {},
    history: id && current ? historyForPage('service', id, locale) : [],
  }
}

const serviceId = z.string().refine((id) => Boolean(getService(id)), 'Unknown service')
const versionSchema = versionIntentSchema.extend({ service: serviceId })

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = editingLocale(form.get('lang'))
  const lang = langQuery(locale)
  if (intent === 'save-draft' || intent === 'publish') {
    const submission = parseWithZod(form, { schema: serviceFormSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Check the service page below'] }), {
        status: 400,
      })
    }
    const id = submission.value.id
    if (!getService(id)) {
      return data(submission.reply({ formErrors: ['Unknown service'] }), { status: 400 })
    }
    const page = serviceFromForm(submission.value)
    if (intent === 'save-draft') {
      const version = saveDraft('service', id, page, admin.username, undefined, locale)
      return redirectWithToast(`${PAGE}?service=${id}&version=${version}${lang}`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the public site.',
        link: {
          href: publicPath(id, locale, version),
          label: `Preview ${publicPath(id, locale)}`,
        },
      })
    }
    savePublished('service', id, page, admin.username, undefined, locale)
    return redirectWithToast(`${PAGE}?service=${id}${lang}`, {
      title: `${page.name} published`,
      link: { href: publicPath(id, locale), label: `See ${publicPath(id, locale)}` },
    })
  }
  const submission = parseWithZod(form, { schema: versionSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ formErrors: ['Unknown action'] }), { status: 400 })
  }
  const { service } = submission.value
  const done = applyVersionIntent(submission.value, 'service', service, admin.username, locale)
  return redirectWithToast(
    `${PAGE}?service=${service}${lang}`,
    versionIntentToast(done, 'this service page', {
      href: publicPath(service, locale),
      label: `See ${publicPath(service, locale)}`,
    }),
  )
}

function ServiceForm({
  defaults,
  lastResult,
  locale,
}: {
  defaults: Record<string, string>
  lastResult: SubmissionResult<string[]> | null | undefined
  locale: Locale
}) {
  const { form, f, summary } = useContentForm({
    id: 'service-page',
    schema: serviceFormSchema,
    lastResult,
    defaults,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <ErrorSummary id="service-summary" {...summary} />
      <input type="hidden" name="id" value={defaults.id} />
      <input type="hidden" name="lang" value={locale} />
      <Field field={f('name')} label="Title" autoComplete="off" />
      <TextareaField
        field={f('description')}
        label="Card text"
        hint="One or two sentences, shown on the service cards."
        rows={2}
      />
      <Field field={f('headline')} label="Headline" autoComplete="off" />
      <TextareaField field={f('intro')} label="Introduction" rows={4} />
      <TextareaField field={f('highlights')} label="What's included (one a line)" rows={6} />
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">How it works</legend>
        {Array.from({ length: SERVICE_STEP_SLOTS }, (_, i) => (
          <div key={`step-${i + 1}`} className="mt-3 grid gap-2 sm:grid-cols-[1fr_2fr]">
            <Field field={f(`step${i + 1}Title`)} label={`Step ${i + 1}`} />
            <Field field={f(`step${i + 1}Text`)} label={`Step ${i + 1} text`} />
          </div>
        ))}
      </fieldset>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">Questions and answers</legend>
        {Array.from({ length: SERVICE_FAQ_SLOTS }, (_, i) => (
          <div key={`faq-${i + 1}`} className="mt-3 space-y-2">
            <Field field={f(`faq${i + 1}Question`)} label={`Question ${i + 1}`} />
            <TextareaField field={f(`faq${i + 1}Answer`)} label={`Answer ${i + 1}`} rows={2} />
          </div>
        ))}
      </fieldset>
      <TextareaField
        field={f('pricingNote')}
        label="Note under the prices"
        hint="The prices themselves are the published rates and stay as they are."
        rows={2}
      />
      <Field field={f('metaDescription')} label="Meta description (search results)" />
      <DraftPublishButtons />
    </Form>
  )
}

export default function AdminServicePages() {
  const { services, selected, opened, defaults, history, locale } = useLoaderData<typeof loader>()
  const lang = langQuery(locale)
  const lastResult = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: 'Service pages' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Service pages
      </h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <nav aria-label="Services" className="rounded-lg border border-slate-200 bg-white p-4">
          <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
            {services.map((s) => (
              <li key={s.id}>
                <Link
                  to={`${PAGE}?service=${s.id}${lang}`}
                  aria-current={s.id === selected ? 'page' : undefined}
                  className="underline aria-[current=page]:font-bold"
                >
                  {s.name}
                </Link>
                {s.draft ? <span className="text-sm text-amber-800"> (draft)</span> : null}
                {s.spanish ? (
                  <span className="text-sm text-slate-600"> · Español</span>
                ) : (
                  <span className="text-sm text-slate-600"> · English only</span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            {SERVICE_IDS.length} services. Their addresses, icons and prices stay as they are.
          </p>
        </nav>
        <div className="space-y-6">
          {selected ? (
            <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{publicPath(selected, locale)}</h2>
              <ContentLanguageSwitch
                locale={locale}
                href={(l) => `${PAGE}?service=${selected}${langQuery(l)}`}
              />
              <OpenedVersionNote
                opened={opened}
                previewHref={(id) => publicPath(selected, locale, id)}
              />
              <ServiceForm
                key={`${selected}-${locale}-${opened ?? ''}`}
                defaults={defaults}
                lastResult={lastResult}
                locale={locale}
              />
            </div>
          ) : (
            <p className="text-slate-700">Choose a service to edit its page.</p>
          )}
          {selected ? (
            <VersionHistory
              history={history}
              previewHref={(id) => publicPath(selected, locale, id)}
              editHref={(id) => `${PAGE}?service=${selected}&version=${id}${lang}`}
              hidden={{ service: selected, lang: locale }}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}
