import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useContentLang } from '~/components/content-language-notice'
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { ProjectDetails } from '~/components/project-details'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import { categorySlug } from '~/content/gallery'
import { photoImage } from '~/domain/gallery-photos'
import { pathInLocale } from '~/domain/locale'
import { galleryFor } from '~/server/content/gallery.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

/** One published project (or as a staff preview shows it); an unknown id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const project = (await galleryFor(request)).projects.find((p) => p.id === params.id)
  if (!project) throw new Response('Not Found', { status: 404 })
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    project,
    messages: pageMessages(request, ['gallery', 'content']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: { home: t('gallery.crumb.home'), gallery: t('gallery.crumb.gallery') },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const project = data?.project
  if (!project) return [{ title: '404 Page Not Found' }]
  const site = siteFromMatches(matches)
  const { locale, words } = data
  const to = (path: string) => pathInLocale(path, locale)
  return seoMeta({
    site,
    title: `${project.title} | ${site.name}`,
    description: `${project.description} ${project.location}.`,
    path: `/gallery/${project.id}`,
    image: photoImage(project.image).src,
    locale,
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: words.home, path: to('/') },
        { name: words.gallery, path: to('/gallery') },
        { name: project.title, path: to(`/gallery/${project.id}`) },
      ]),
    ],
  })
}

/** One project's page: what 'View Details' opens without JavaScript, and a shareable link. */
export default function GalleryProjectPage() {
  const { project } = useLoaderData<typeof loader>()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  // The office's words for this project, English until it writes the Spanish version.
  const lang = useContentLang(project.contentLocale)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs
        label={t('gallery.crumb.label')}
        items={[
          { name: t('gallery.crumb.gallery'), to: to('/gallery') },
          {
            name: fromEnglish(project.category),
            to: to(`/gallery?category=${categorySlug(project.category)}`),
          },
          { name: project.title },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-brand-900" lang={lang}>
        {project.title}
      </h1>
      <div className="mt-6">
        <ProjectDetails project={project} />
      </div>
      <p className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={to('/gallery')} variant="outline">
          {t('gallery.back')}
        </ButtonLink>
        <ButtonLink to={to('/#contact-form')} variant="secondary">
          {t('gallery.getFreeQuote')}
        </ButtonLink>
      </p>
    </article>
  )
}
