import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { DraftPublishButtons, useContentForm } from '~/components/admin/content/content-form'
import { ContentLanguageSwitch } from '~/components/admin/content/language-switch'
import { OpenedVersionNote, VersionHistory } from '~/components/admin/content/version-history'
import { adminMeta } from '~/components/admin/meta'
import { ErrorSummary, Field, type FieldMeta, TextareaField } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import {
  type BusinessSettings,
  businessFormSchema,
  businessFromForm,
  businessTextsFormSchema,
  businessToForm,
  editingLocale,
  serviceAreaOf,
  WEEKDAYS,
} from '~/domain/content-versions'
import type { Locale } from '~/domain/locale'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  BUSINESS_KEY,
  businessSeed,
  businessSeedEs,
} from '~/server/content/business-settings.server'
import {
  applyVersionIntent,
  historyForPage,
  publishedContent,
  saveDraft,
  savePublished,
  versionData,
  versionIntentSchema,
  versionIntentToast,
} from '~/server/content/content-versions.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Business Settings')

const PAGE = '/admin/content/business'
const SPANISH_PAGE = `${PAGE}?lang=es`

/** The editor in a language, and the home page (a version of it) in that language. */
const pageIn = (locale: Locale) => (locale === 'es' ? SPANISH_PAGE : PAGE)
const homeIn = (locale: Locale, preview?: number) =>
  `${locale === 'es' ? '/es' : '/'}${preview ? `?preview=${preview}` : ''}`

function englishSettings(): BusinessSettings {
  return publishedContent<BusinessSettings>('business', BUSINESS_KEY) ?? businessSeed()
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const url = new URL(request.url)
  const opened = pathId(url.searchParams.get('version'))
  const locale = editingLocale(url.searchParams.get('lang'))
  const draft = opened
    ? versionData<BusinessSettings>(opened, 'business', BUSINESS_KEY, locale)
    : null
  const current =
    locale === 'es'
      ? (publishedContent<BusinessSettings>('business', BUSINESS_KEY, 'es') ?? businessSeedEs())
      : englishSettings()
  return {
    locale,
    opened: draft ? opened : null,
    defaults:
      locale === 'es'
        ? { serviceAreaDescription: serviceAreaOf(draft ?? current).description }
        : businessToForm(draft ?? current),
    history: historyForPage('business', BUSINESS_KEY, locale),
  }
}

/**
 * The Spanish words saved as a Spanish version: the whole settings (one schema for the kind),
 * of which only the words are read (app/server/content/business-settings.server.ts).
 */
function spanishSettings(description: string): BusinessSettings {
  const english = englishSettings()
  return { ...english, serviceArea: { ...serviceAreaOf(english), description } }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = editingLocale(form.get('lang'))
  if (locale === 'es' && (intent === 'save-draft' || intent === 'publish')) {
    const submission = parseWithZod(form, { schema: businessTextsFormSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Check the texts below'] }), { status: 400 })
    }
    const settings = spanishSettings(submission.value.serviceAreaDescription)
    if (intent === 'save-draft') {
      const id = saveDraft('business', BUSINESS_KEY, settings, admin.username, undefined, 'es')
      return redirectWithToast(`${PAGE}?version=${id}&lang=es`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the Spanish site.',
        link: { href: homeIn('es', id), label: 'Preview the Spanish home page' },
      })
    }
    savePublished('business', BUSINESS_KEY, settings, admin.username, undefined, 'es')
    return redirectWithToast(SPANISH_PAGE, {
      title: 'Spanish business texts published',
      link: { href: homeIn('es'), label: 'See the Spanish site' },
    })
  }
  if (intent === 'save-draft' || intent === 'publish') {
    const submission = parseWithZod(form, { schema: businessFormSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Check the settings below'] }), { status: 400 })
    }
    const settings = businessFromForm(submission.value)
    if (intent === 'save-draft') {
      const id = saveDraft('business', BUSINESS_KEY, settings, admin.username)
      return redirectWithToast(`${PAGE}?version=${id}`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the public site.',
        link: { href: `/?preview=${id}`, label: 'Preview the home page' },
      })
    }
    savePublished('business', BUSINESS_KEY, settings, admin.username)
    return redirectWithToast(PAGE, {
      title: 'Business settings published',
      description: 'The header, footer and contact details show them now.',
      link: { href: '/', label: 'See the public site' },
    })
  }
  if (intent === 'original-values') {
    // A draft, not a publish: the published settings stay until staff review the seed's values
    // and publish them; published, it is undone like any version (Restore the one before).
    const id = saveDraft(
      'business',
      BUSINESS_KEY,
      businessSeed(),
      admin.username,
      'with the original values',
    )
    return redirectWithToast(`${PAGE}?version=${id}`, {
      title: 'Draft with the original values',
      description: 'Review it below, then publish it: nothing is public yet.',
      link: { href: `/?preview=${id}`, label: 'Preview the home page' },
    })
  }
  const submission = parseWithZod(form, { schema: versionIntentSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ formErrors: ['Unknown action'] }), { status: 400 })
  }
  const done = applyVersionIntent(
    submission.value,
    'business',
    BUSINESS_KEY,
    admin.username,
    locale,
  )
  return redirectWithToast(
    pageIn(locale),
    versionIntentToast(
      done,
      'the business settings',
      { href: homeIn(locale), label: 'See the public site' },
      'The header, footer and contact details show it now.',
    ),
  )
}

function BusinessForm({
  defaults,
  lastResult,
}: {
  defaults: Record<string, string>
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, fields, summary } = useContentForm({
    id: 'business-settings',
    schema: businessFormSchema,
    lastResult,
    defaults,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
      <ErrorSummary id="business-summary" {...summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.phone as FieldMeta} label="Phone" type="tel" autoComplete="off" />
        <Field field={fields.email as FieldMeta} label="E-mail" type="email" autoComplete="off" />
      </div>
      <Field field={fields.address as FieldMeta} label="Address" autoComplete="off" />
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">Service area</legend>
        <p className="text-sm text-slate-700">
          Visits are booked, installations sold and city requests answered only for these ZIP codes;
          the site says the description to people outside them.
        </p>
        <div className="mt-3 grid gap-4">
          <Field
            field={fields.serviceAreaDescription as FieldMeta}
            label="Description shown to people"
            hint="Shown in the footer and the out-of-area answers, e.g. Broward and Palm Beach counties"
            autoComplete="off"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextareaField
              field={fields.servedZips as FieldMeta}
              label="Served ZIP codes"
              hint="One range or ZIP a line: 33301-33399 or 33004"
              rows={8}
              spellCheck={false}
            />
            <TextareaField
              field={fields.excludedZips as FieldMeta}
              label="Not served inside those ranges"
              hint="One ZIP a line (may be empty)"
              rows={8}
              spellCheck={false}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">Opening hours</legend>
        <p className="text-sm text-slate-700">
          24-hour times (09:00, 16:30). Leave both empty for a day the office is closed.
        </p>
        <div className="mt-3 grid gap-3">
          {WEEKDAYS.map((day) => (
            <div key={day} className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <p className="col-span-2 self-center font-semibold sm:col-span-1">{day}</p>
              <Field
                field={fields[`${day}-opens`] as FieldMeta}
                label={`${day} opens`}
                inputMode="numeric"
                placeholder="09:00"
              />
              <Field
                field={fields[`${day}-closes`] as FieldMeta}
                label={`${day} closes`}
                inputMode="numeric"
                placeholder="17:00"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <DraftPublishButtons />
    </Form>
  )
}

/** The Spanish version: only the words people read; phone, hours and ZIPs are shared. */
function SpanishTextsForm({
  defaults,
  lastResult,
}: {
  defaults: Record<string, string>
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, fields, summary } = useContentForm({
    id: 'business-texts-es',
    schema: businessTextsFormSchema,
    lastResult,
    defaults,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
      <ErrorSummary id="business-texts-summary" {...summary} />
      <input type="hidden" name="lang" value="es" />
      <p className="text-sm text-slate-700">
        Phone, e-mail, address, hours and ZIP codes are the same in both languages: change them in
        the English version. Hours are written the Spanish way on the Spanish pages.
      </p>
      <Field
        field={fields.serviceAreaDescription as FieldMeta}
        label="Service area description, in Spanish"
        hint="e.g. los condados de Broward, Miami-Dade y Palm Beach"
        autoComplete="off"
      />
      <DraftPublishButtons />
    </Form>
  )
}

/** Its own form: a draft of the values the site started with (app/content/business.ts). */
function OriginalValuesForm() {
  return (
    <Form method="post" className="mt-6 border-t border-slate-200 pt-4">
      <h2 className="font-semibold text-brand-900">Back to the original values</h2>
      <p id="original-values-note" className="mt-1 text-sm text-slate-700">
        Makes a draft with the phone, e-mail, hours and service area the site started with. Nothing
        is public until you review and publish it, and it can be undone like any version.
      </p>
      <Button
        name="intent"
        value="original-values"
        variant="outline"
        className="mt-3"
        aria-describedby="original-values-note"
      >
        Back to the original values
      </Button>
    </Form>
  )
}

export default function AdminBusinessSettings() {
  const { defaults, history, opened, locale } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: 'Business' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Business settings
      </h1>
      <p className="text-slate-700">
        Phone, e-mail, address, opening hours and service area, shown in the header, the footer, the
        home page, the booking page and to search engines. Save a draft to preview it; publish to
        show it.
      </p>
      <ContentLanguageSwitch locale={locale} href={pageIn} />
      <OpenedVersionNote opened={opened} previewHref={(id) => homeIn(locale, id)} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          {/* A new key once another version is published (Publish, Restore): the fields show it. */}
          {locale === 'es' ? (
            <SpanishTextsForm
              key={`es-${opened ?? 'current'}-${history.find((v) => v.status === 'published')?.id ?? 'seed'}`}
              defaults={defaults}
              lastResult={lastResult}
            />
          ) : (
            <>
              <BusinessForm
                key={`${opened ?? 'current'}-${history.find((v) => v.status === 'published')?.id ?? 'seed'}`}
                defaults={defaults}
                lastResult={lastResult}
              />
              <OriginalValuesForm />
            </>
          )}
        </div>
        <VersionHistory
          history={history}
          previewHref={(id) => homeIn(locale, id)}
          editHref={(id) => `${PAGE}?version=${id}${locale === 'es' ? '&lang=es' : ''}`}
          hidden={{ lang: locale }}
          empty="Nothing saved yet: the site shows the original settings."
        />
      </div>
    </section>
  )
}
