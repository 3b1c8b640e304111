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
import { ButtonLink } from '~/components/ui/button'
import { CITIES } from '~/content/cities'
import { citySeedEs } from '~/content/cities-es'
import {
  CITY_FAQ_SLOTS,
  CITY_SLUG,
  type CityPage,
  cityFormSchema,
  cityFromForm,
  cityToForm,
  editingLocale,
  langQuery,
} from '~/domain/content-versions'
import { type Locale, pathInLocale } from '~/domain/locale'
import { requireAdmin } from '~/server/auth/auth.server'
import { citySeed, publicCities } from '~/server/content/cities.server'
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
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('City Pages')

const PAGE = '/admin/content/cities'

/** A city page (a version of it with `preview`) in the editor's language. */
function publicPath(slug: string, locale: Locale, preview?: number) {
  return pathInLocale(`/${slug}${preview ? `?preview=${preview}` : ''}`, locale)
}

/** The city's current words in the language; one with no Spanish yet starts from its English. */
function editing(slug: string | null, locale: Locale): CityPage | null {
  if (!slug) return null
  const city = publicCities(locale).find((c) => c.slug === slug)
  if (!city) return null
  return {
    ...citySeed(city),
    faqs: city.faqs,
    metaDescription: city.metaDescription,
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const url = new URL(request.url)
  const slug = url.searchParams.get('city')
  const isNew = slug === 'new'
  const opened = pathId(url.searchParams.get('version'))
  // A new city is written in English first; its Spanish version comes after.
  const locale = isNew ? 'en' : editingLocale(url.searchParams.get('lang'))
  const key = slug && !isNew && CITY_SLUG.test(slug) ? slug : null
  const drafts = pendingDrafts<CityPage>('city', locale)
  const draft = opened && key ? versionData<CityPage>(opened, 'city', key, locale) : null
  // A city added as a draft only has its draft until it is published: opened by its address.
  const current =
    editing(key, locale) ??
    draft ??
    drafts.find((d) => d.key === key)?.data ??
    (locale === 'es'
      ? (pendingDrafts<CityPage>('city').find((d) => d.key === key)?.data ?? null)
      : null)
  if (slug && !isNew && !current) throw data('No such city', { status: 404 })
  const spanish = publishedKeys('city', 'es')
  const published = publicCities().map((c) => ({
    slug: c.slug,
    name: c.name,
    county: c.county,
    draft: drafts.some((d) => d.key === c.slug),
    spanish: spanish.has(c.slug) || citySeedEs(c.slug) !== null,
  }))
  const draftOnly = drafts
    .filter((d) => d.data && !published.some((c) => c.slug === d.key))
    .map((d) => ({
      slug: d.key,
      name: d.data?.name ?? d.key,
      county: d.data?.county ?? '',
      draft: true,
      spanish: spanish.has(d.key),
    }))
  return {
    locale,
    cities: [...published, ...draftOnly],
    selected: isNew ? 'new' : (current?.slug ?? null),
    opened: draft ? opened : null,
    defaults: current ? cityToForm(draft ?? current) : { county: 'Broward' },
    history: current ? historyForPage('city', current.slug, locale) : [],
  }
}

const versionSchema = versionIntentSchema.extend({ slug: z.string().regex(CITY_SLUG) })

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = editingLocale(form.get('lang'))
  const lang = langQuery(locale)
  if (intent === 'save-draft' || intent === 'publish') {
    const submission = parseWithZod(form, { schema: cityFormSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Check the city page below'] }), { status: 400 })
    }
    const city = cityFromForm(submission.value)
    const isNew = form.get('isNew') === '1'
    if (locale === 'es' && (isNew || !publicCities().some((c) => c.slug === city.slug))) {
      return data(submission.reply({ formErrors: ['Publish the English city page first'] }), {
        status: 400,
      })
    }
    if (isNew && publicCities().some((c) => c.slug === city.slug)) {
      return data(
        submission.reply({ fieldErrors: { slug: ['A city page has this address already'] } }),
        { status: 409 },
      )
    }
    if (intent === 'save-draft') {
      const id = saveDraft('city', city.slug, city, admin.username, undefined, locale)
      return redirectWithToast(`${PAGE}?city=${city.slug}&version=${id}${lang}`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the public site.',
        link: {
          href: publicPath(city.slug, locale, id),
          label: `Preview ${publicPath(city.slug, locale)}`,
        },
      })
    }
    savePublished('city', city.slug, city, admin.username, undefined, locale)
    return redirectWithToast(`${PAGE}?city=${city.slug}${lang}`, {
      title: `${city.name} published`,
      link: { href: publicPath(city.slug, locale), label: `See ${publicPath(city.slug, locale)}` },
    })
  }
  const submission = parseWithZod(form, { schema: versionSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ formErrors: ['Unknown action'] }), { status: 400 })
  }
  const { slug } = submission.value
  const done = applyVersionIntent(submission.value, 'city', slug, admin.username, locale)
  return redirectWithToast(
    `${PAGE}?city=${slug}${lang}`,
    versionIntentToast(done, 'this city page', {
      href: publicPath(slug, locale),
      label: `See ${publicPath(slug, locale)}`,
    }),
  )
}

function CityForm({
  defaults,
  isNew,
  lastResult,
  locale,
}: {
  defaults: Record<string, string>
  isNew: boolean
  locale: Locale
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, f, summary } = useContentForm({
    id: 'city-page',
    schema: cityFormSchema,
    lastResult,
    defaults,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <ErrorSummary id="city-summary" {...summary} />
      <input type="hidden" name="lang" value={locale} />
      {isNew ? (
        <>
          <input type="hidden" name="isNew" value="1" />
          <Field field={f('slug')} label="Address (/coral-springs)" autoComplete="off" />
        </>
      ) : (
        <input type="hidden" name="slug" value={defaults.slug} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={f('name')} label="City" autoComplete="off" />
        <Field field={f('county')} label="County" autoComplete="off" />
      </div>
      <TextareaField field={f('description')} label="Introduction" rows={4} />
      <TextareaField field={f('neighborhoods')} label="Neighbourhoods (one a line)" rows={6} />
      <Field field={f('metaDescription')} label="Meta description (search results)" />
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">Questions and answers</legend>
        {Array.from({ length: CITY_FAQ_SLOTS }, (_, i) => (
          <div key={`faq-${i + 1}`} className="mt-3 space-y-2">
            <Field field={f(`faq${i + 1}Question`)} label={`Question ${i + 1}`} />
            <TextareaField field={f(`faq${i + 1}Answer`)} label={`Answer ${i + 1}`} rows={2} />
          </div>
        ))}
      </fieldset>
      <DraftPublishButtons />
    </Form>
  )
}

export default function AdminCityPages() {
  const { cities, selected, opened, defaults, history, locale } = useLoaderData<typeof loader>()
  const lang = langQuery(locale)
  const lastResult = useActionData<typeof action>()
  const seeded = new Set(CITIES.map((c) => c.slug))
  return (
    <section aria-labelledby="tab-title">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: 'City pages' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        City pages
      </h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <nav aria-label="Cities" className="rounded-lg border border-slate-200 bg-white p-4">
          <ButtonLink to={`${PAGE}?city=new`} size="sm">
            Add a City
          </ButtonLink>
          <ul className="mt-3 grid grid-cols-2 gap-1 lg:grid-cols-1">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`${PAGE}?city=${c.slug}${lang}`}
                  aria-current={c.slug === selected ? 'page' : undefined}
                  className="underline aria-[current=page]:font-bold"
                >
                  {c.name}
                </Link>
                {seeded.has(c.slug) ? null : (
                  <span className="text-sm text-slate-600"> (added)</span>
                )}
                {c.draft ? <span className="text-sm text-amber-800"> (draft)</span> : null}
                <span className="text-sm text-slate-600">
                  {c.spanish ? ' · Español' : ' · English only'}
                </span>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          {selected ? (
            <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">
                {selected === 'new' ? 'New city page' : publicPath(selected, locale)}
              </h2>
              {selected === 'new' ? null : (
                <ContentLanguageSwitch
                  locale={locale}
                  href={(l) => `${PAGE}?city=${selected}${langQuery(l)}`}
                />
              )}
              <OpenedVersionNote
                opened={opened}
                previewHref={(id) => publicPath(selected, locale, id)}
              />
              <CityForm
                key={`${selected}-${locale}-${opened ?? ''}`}
                defaults={defaults}
                isNew={selected === 'new'}
                lastResult={lastResult}
                locale={locale}
              />
            </div>
          ) : (
            <p className="text-slate-700">Choose a city to edit its page, or add a city.</p>
          )}
          {selected && selected !== 'new' ? (
            <VersionHistory
              history={history}
              previewHref={(id) => publicPath(selected, locale, id)}
              editHref={(id) => `${PAGE}?city=${selected}&version=${id}${lang}`}
              hidden={{ slug: selected, lang: locale }}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}
