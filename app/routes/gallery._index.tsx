import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react'
import { ContentLanguageNotice } from '~/components/content-language-notice'
import { GalleryImage } from '~/components/gallery-image'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { buttonClass } from '~/components/ui/button'
import { categoryFromSlug, categorySlug, GALLERY_CATEGORIES } from '~/content/gallery'
import { filterGallery } from '~/domain/gallery-photos'
import type { PublicGalleryEntry } from '~/server/content/gallery.server'
import { galleryFor } from '~/server/content/gallery.server'
import { galleryPhotos } from '~/server/content/site-content.server'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromEnv, siteFromMatches } from '~/utils/seo'

// The dialog's code loads when a visitor first heads for 'View Details'.
const loadDialog = () => import('~/components/gallery-dialog')
const GalleryDialog = lazy(loadDialog)

/**
 * The projects the office published (or a staff preview, `?preview=<versionId>`), and the
 * photos staff added under Content → Add Image with the section "gallery".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { projects, contentLocale } = await galleryFor(request)
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    photos: galleryPhotos(),
    projects,
    contentLocale,
    messages: pageMessages(request, ['gallery', 'content']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t('gallery.meta.title', { business: siteFromEnv(getPublicEnv()).name }),
      description: t('gallery.meta.description'),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/gallery',
    locale: data?.locale,
  })
}

function filterClass(active: boolean) {
  const chip = 'block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold'
  return active
    ? `${chip} border border-brand-700 bg-brand-700 text-white`
    : `${chip} border border-brand-700 text-brand-800 hover:bg-brand-50`
}

export default function Gallery() {
  const { photos, projects: all, contentLocale } = useLoaderData<typeof loader>()
  const t = useT()
  // A project the office has not written in Spanish yet keeps its English words, marked so.
  const pageLocale = useLocale()
  const wordsLang = (p: { contentLocale: 'en' | 'es' }) =>
    pageLocale === 'es' && p.contentLocale === 'en' ? 'en' : undefined
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  const [searchParams] = useSearchParams()
  const category = categoryFromSlug(searchParams.get('category'))
  const projects = filterGallery(all, category)
  const [open, setOpen] = useState<PublicGalleryEntry | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  // Once opened, the dialog stays mounted so it can animate closed and return focus.
  const opened = useRef(false)
  if (open) opened.current = true

  function openDetails(event: MouseEvent<HTMLAnchorElement>, project: PublicGalleryEntry) {
    // Let a new-tab click (ctrl/cmd/shift/middle) open the project's own page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    opener.current = event.currentTarget
    setOpen(project)
  }

  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-bold">{t('gallery.title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            {t('gallery.intro', { count: all.length })}
          </p>
        </div>
      </section>
      {photos.length > 0 ? (
        <section aria-labelledby="gallery-latest" className="mx-auto max-w-7xl px-4 pt-10">
          <h2 id="gallery-latest" className="text-2xl font-bold text-brand-900">
            {t('gallery.latest')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {photos.map((photo) => (
              <li key={photo.id}>
                <figure>
                  {/* A fixed 4:3 box: the page does not move while the photo loads. */}
                  <img
                    src={photo.imageUrl}
                    alt={photo.title}
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                  />
                  {photo.title ? (
                    <figcaption className="mt-2 text-sm text-slate-700">{photo.title}</figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="gallery-projects" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="gallery-projects" className="sr-only">
          {t('gallery.projects')}
        </h2>
        <nav aria-label={t('gallery.filter')}>
          {/* One row that scrolls sideways on a phone rather than three ragged rows; each chip
              is a link, so Tab reaches every one and the browser scrolls it into view. The
              padding keeps the focus ring inside the scrolling box. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            <li className="shrink-0">
              <Link
                to={to('/gallery')}
                preventScrollReset
                aria-current={category ? undefined : 'page'}
                className={filterClass(!category)}
              >
                {t('gallery.all')}
              </Link>
            </li>
            {GALLERY_CATEGORIES.map((c) => (
              <li key={c} className="shrink-0">
                <Link
                  to={to(`/gallery?category=${categorySlug(c)}`)}
                  preventScrollReset
                  aria-current={category === c ? 'page' : undefined}
                  className={filterClass(category === c)}
                >
                  {fromEnglish(c)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-slate-700" role="status">
          {category
            ? t('gallery.showingIn', { count: projects.length, category: fromEnglish(category) })
            : t('gallery.showing', { count: projects.length })}
        </p>
        <ContentLanguageNotice shown={contentLocale} className="mt-4" />
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, i) => (
            <li
              key={project.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <GalleryImage
                photo={project.image}
                alt={project.title}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                eager={i < 1}
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-accent-600">
                  {fromEnglish(project.category)}
                </p>
                <h3 className="mt-1 text-lg font-bold text-brand-900" lang={wordsLang(project)}>
                  {project.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700" lang={wordsLang(project)}>
                  {project.location}
                </p>
                {/* Pinned to the card's foot, so the buttons of a row line up whatever the
                    length of the titles above them. */}
                <p className="mt-auto pt-4">
                  <Link
                    to={to(`/gallery/${project.id}`)}
                    onClick={(event) => openDetails(event, project)}
                    onPointerEnter={loadDialog}
                    onFocus={loadDialog}
                    className={buttonClass({ variant: 'secondary' })}
                  >
                    {t('gallery.viewDetails')}
                    <span className="sr-only">
                      {t('gallery.viewDetailsFor', { title: project.title })}
                    </span>
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {open || opened.current ? (
        <Suspense fallback={null}>
          <GalleryDialog
            project={open}
            onClose={() => setOpen(null)}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  )
}
