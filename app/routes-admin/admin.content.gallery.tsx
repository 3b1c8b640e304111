import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { CaptionForm, ProjectForm } from '~/components/admin/content/gallery-forms'
import { ContentLanguageSwitch } from '~/components/admin/content/language-switch'
import { OpenedVersionNote, VersionHistory } from '~/components/admin/content/version-history'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button, ButtonLink } from '~/components/ui/button'
import { gallerySeedEs } from '~/content/gallery-es'
import { editingLocale, langQuery } from '~/domain/content-versions'
import { photoImage } from '~/domain/gallery-photos'
import {
  captionedProjects,
  GALLERY_KEY,
  type GalleryData,
  gallerySeed,
  moveProject,
  PROJECT_SLUG,
  projectToForm,
  removeProject,
} from '~/domain/gallery-projects'
import { type Locale, pathInLocale } from '~/domain/locale'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  applyVersionIntent,
  contentHistory,
  historyForPage,
  publishDraft,
  publishedContent,
  saveDraft,
  savePublished,
  versionIntentSchema,
  versionIntentToast,
} from '~/server/content/content-versions.server'
import {
  captionFromForm,
  galleryCaptionsForEditing,
  galleryForEditing,
  projectFromForm,
  publishedGallery,
  readProjectForm,
} from '~/server/content/gallery.server'
import { pathId } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Gallery')

const PAGE = '/admin/content/gallery'
const PUBLIC = '/gallery'

/** The editor's own address in a language (the Spanish one says so). */
function home(locale: Locale) {
  return locale === 'es' ? `${PAGE}?lang=es` : PAGE
}

/**
 * In English, the list staff edit (a draft they opened, else the published one). In Spanish
 * (`?lang=es`, issue 41), the published English list with each project's words from the Spanish
 * version opened (else the published Spanish, else the code's captions); a project with no
 * Spanish words yet shows its English ones, for staff to translate.
 */
function editedProjects(opened: number | null, locale: Locale) {
  if (locale === 'en') {
    return galleryForEditing(opened).projects.map((p) => ({ ...p, spanish: false }))
  }
  return captionedProjects(publishedGallery().projects, galleryCaptionsForEditing(opened).projects)
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const url = new URL(request.url)
  const opened = pathId(url.searchParams.get('version'))
  const locale = editingLocale(url.searchParams.get('lang'))
  const projects = editedProjects(opened, locale)
  const isDraft = Boolean(
    opened && contentHistory('gallery', GALLERY_KEY, 50, locale).some((v) => v.id === opened),
  )
  const wanted = url.searchParams.get('project')
  // Projects are added (and photographed) in English; Spanish gives them words.
  if (wanted === 'new' && locale === 'es') throw data('No such project', { status: 404 })
  const editing = wanted && wanted !== 'new' ? projects.find((p) => p.id === wanted) : null
  if (wanted && wanted !== 'new' && !editing) throw data('No such project', { status: 404 })
  return {
    locale,
    projects: projects.map((p) => ({
      id: p.id,
      title: p.title,
      location: p.location,
      thumb: photoImage(p.image),
      spanish: p.spanish,
    })),
    opened: isDraft ? opened : null,
    selected: wanted === 'new' ? 'new' : (editing?.id ?? null),
    defaults: editing ? projectToForm(editing) : { location: '', date: '' },
    photos: editing
      ? {
          after: photoImage(editing.image).src,
          before: editing.beforeImage ? photoImage(editing.beforeImage).src : null,
        }
      : null,
    history: historyForPage('gallery', GALLERY_KEY, locale),
  }
}

const listSchema = z.object({
  intent: z.enum(['move-up', 'move-down', 'remove']),
  project: z.string().regex(PROJECT_SLUG),
})

/**
 * The published version's id, saving the seed as the first version if none was published.
 * The seed is saved as a draft and published on its own, so drafts waiting in the History
 * stay drafts (savePublished would outdate them, and the one being published with them).
 */
function publishedBase(author: string, locale: Locale = 'en'): number {
  const row = publishedContent<GalleryData>('gallery', GALLERY_KEY, locale)
    ? contentHistory('gallery', GALLERY_KEY, 50, locale).find((v) => v.status === 'published')
    : undefined
  if (row) return row.id
  const seed = locale === 'es' ? gallerySeedEs() : gallerySeed()
  const id = saveDraft('gallery', GALLERY_KEY, seed, author, 'as the code had it', locale)
  publishDraft(id, 'gallery', GALLERY_KEY, author, locale)
  return id
}

/** The Spanish form (issue 41): a draft or a published version of the Spanish words only. */
function saveCaption(form: FormData, intent: 'save-draft' | 'publish', author: string) {
  const english = publishedGallery().projects
  const spanish = galleryCaptionsForEditing(pathId(String(form.get('version') ?? ''))).projects
  const result = captionFromForm(form, english, spanish)
  if (!result.ok) return data(result.reply, { status: result.status })
  const next: GalleryData = { projects: result.projects }
  const page = pathInLocale(`${PUBLIC}/${result.project.id}`, 'es')
  if (intent === 'save-draft') {
    const id = saveDraft('gallery', GALLERY_KEY, next, author, undefined, 'es')
    return redirectWithToast(`${PAGE}?version=${id}&project=${result.project.id}&lang=es`, {
      title: 'Draft saved: nothing is public yet',
      description: 'Staff can preview it on the Spanish gallery.',
      link: { href: pathInLocale(`${PUBLIC}?preview=${id}`, 'es'), label: 'Preview the gallery' },
    })
  }
  publishedBase(author, 'es')
  savePublished('gallery', GALLERY_KEY, next, author, undefined, 'es')
  return redirectWithToast(home('es'), {
    title: `${result.project.title} published in Spanish`,
    link: { href: page, label: 'See the project page' },
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const read = await readProjectForm(request)
  if (!read.ok) {
    const failed = read.result as Extract<typeof read.result, { ok: false }>
    return data(failed.reply, { status: failed.status })
  }
  const form = read.form
  const intent = form.get('intent')
  const locale = editingLocale(form.get('lang'))

  if ((intent === 'save-draft' || intent === 'publish') && locale === 'es') {
    return saveCaption(form, intent, admin.username)
  }
  if (intent === 'save-draft' || intent === 'publish') {
    const base = galleryForEditing(pathId(String(form.get('version') ?? '')))
    const result = await projectFromForm(form, base.projects)
    if (!result.ok) return data(result.reply, { status: result.status })
    const next: GalleryData = { projects: result.projects }
    if (intent === 'save-draft') {
      const id = saveDraft('gallery', GALLERY_KEY, next, admin.username)
      return redirectWithToast(`${PAGE}?version=${id}&project=${result.project.id}`, {
        title: 'Draft saved: nothing is public yet',
        description: 'Staff can preview it on the public gallery.',
        link: { href: `${PUBLIC}?preview=${id}`, label: 'Preview the gallery' },
      })
    }
    // The list before this change stays in the History, even when it was the seed.
    publishedBase(admin.username)
    savePublished('gallery', GALLERY_KEY, next, admin.username)
    return redirectWithToast(PAGE, {
      title: `${result.project.title} published`,
      link: { href: `${PUBLIC}/${result.project.id}`, label: 'See the project page' },
    })
  }

  if (intent === 'move-up' || intent === 'move-down' || intent === 'remove') {
    const submission = parseWithZod(form, { schema: listSchema })
    if (submission.status !== 'success') {
      return data(submission.reply({ formErrors: ['Unknown project'] }), { status: 400 })
    }
    const { project } = submission.value
    const current = publishedGallery().projects
    const found = current.find((p) => p.id === project)
    if (!found) return data(submission.reply({ formErrors: ['No such project'] }), { status: 404 })
    const before = publishedBase(admin.username)
    const next =
      intent === 'remove'
        ? removeProject(current, project)
        : moveProject(current, project, intent === 'move-up' ? -1 : 1)
    savePublished('gallery', GALLERY_KEY, { projects: next }, admin.username)
    return redirectWithToast(PAGE, {
      title: intent === 'remove' ? `${found.title} removed from the gallery` : 'Order changed',
      link: { href: PUBLIC, label: 'See /gallery' },
      undo: { action: PAGE, fields: { intent: 'restore', id: String(before) } },
    })
  }

  const submission = parseWithZod(form, { schema: versionIntentSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ formErrors: ['Unknown action'] }), { status: 400 })
  }
  if (submission.value.intent === 'publish-version') publishedBase(admin.username, locale)
  const done = applyVersionIntent(submission.value, 'gallery', GALLERY_KEY, admin.username, locale)
  const gallery = pathInLocale(PUBLIC, locale)
  return redirectWithToast(
    home(locale),
    versionIntentToast(done, 'the gallery', { href: gallery, label: `See ${gallery}` }),
  )
}

function ListButton({
  intent,
  project,
  label,
  title,
}: {
  intent: string
  project: string
  label: string
  title: string
}) {
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="project" value={project} />
      <Button name="intent" value={intent} variant="outline" size="sm">
        {label}
        <span className="sr-only"> {title}</span>
      </Button>
    </Form>
  )
}

export default function AdminGallery() {
  const { projects, opened, selected, defaults, photos, history, locale } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const query = opened ? `version=${opened}&` : ''
  const lang = langQuery(locale)
  const spanish = locale === 'es'
  const previewHref = (id: number) => pathInLocale(`${PUBLIC}?preview=${id}`, locale)
  // The switch keeps the project open; a version opened is of one language only.
  const switchHref = (l: Locale) => {
    const project = selected && selected !== 'new' ? `project=${selected}` : ''
    const q = [project, l === 'es' ? 'lang=es' : ''].filter(Boolean).join('&')
    return q ? `${PAGE}?${q}` : PAGE
  }
  return (
    <section aria-labelledby="tab-title">
      <Breadcrumbs
        items={[{ name: 'Content Management', to: '/admin/content' }, { name: 'Gallery' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Gallery projects
      </h1>
      <ContentLanguageSwitch locale={locale} href={switchHref} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          {spanish ? (
            <p className="text-sm text-slate-700">
              Projects are added, ordered and removed in English.
            </p>
          ) : (
            <ButtonLink to={`${PAGE}?${query}project=new`} size="sm">
              Add a project
            </ButtonLink>
          )}
          {lastResult?.error?.[''] ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {lastResult.error[''].join(' ')}
            </p>
          ) : null}
          <ol aria-label="Projects in display order" className="mt-3 space-y-3">
            {projects.map((p, i) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3">
                <img
                  src={p.thumb.src}
                  alt=""
                  width={p.thumb.width}
                  height={p.thumb.height}
                  loading="lazy"
                  className="h-12 w-16 rounded bg-slate-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-brand-900">{p.title}</p>
                  <p className="text-sm text-slate-700">
                    {p.location}
                    {spanish ? (p.spanish ? ' · Español' : ' · English only') : null}
                  </p>
                </div>
                <div className="flex w-full flex-wrap gap-1 pl-[4.75rem]">
                  <ButtonLink
                    to={`${PAGE}?${query}project=${p.id}${lang}`}
                    variant="outline"
                    size="sm"
                  >
                    Edit<span className="sr-only"> {p.title}</span>
                  </ButtonLink>
                  {opened || spanish ? null : (
                    <>
                      {i > 0 ? (
                        <ListButton
                          intent="move-up"
                          project={p.id}
                          label="Move up"
                          title={p.title}
                        />
                      ) : null}
                      {i < projects.length - 1 ? (
                        <ListButton
                          intent="move-down"
                          project={p.id}
                          label="Move down"
                          title={p.title}
                        />
                      ) : null}
                      <ListButton intent="remove" project={p.id} label="Remove" title={p.title} />
                    </>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="space-y-6">
          {selected ? (
            <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">
                {selected === 'new' ? 'New project' : `Edit ${defaults.title ?? selected}`}
              </h2>
              <OpenedVersionNote opened={opened} previewHref={previewHref} />
              {spanish ? (
                <CaptionForm
                  key={`${selected}-es-${opened ?? ''}`}
                  defaults={defaults}
                  photo={photos?.after ?? null}
                  opened={opened}
                  lastResult={lastResult}
                />
              ) : (
                <ProjectForm
                  key={`${selected}-${opened ?? ''}`}
                  defaults={defaults}
                  photos={photos}
                  opened={opened}
                  isNew={selected === 'new'}
                  lastResult={lastResult}
                />
              )}
            </div>
          ) : (
            <OpenedVersionNote opened={opened} previewHref={previewHref} />
          )}
          <VersionHistory
            history={history}
            previewHref={previewHref}
            editHref={(id) => `${PAGE}?version=${id}${lang}`}
            hidden={spanish ? { lang: 'es' } : undefined}
            empty={
              spanish
                ? 'Nothing saved in Spanish yet: the Spanish gallery shows the code’s captions.'
                : 'Nothing saved yet: the gallery shows the seed projects.'
            }
          />
        </div>
      </div>
    </section>
  )
}
