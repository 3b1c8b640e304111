import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProjectDetails } from '~/components/project-details'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import { categorySlug } from '~/content/gallery'
import { photoImage } from '~/domain/gallery-photos'
import { galleryFor } from '~/server/content/gallery.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

/** One published project (or as a staff preview shows it); an unknown id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const project = (await galleryFor(request)).projects.find((p) => p.id === params.id)
  if (!project) throw new Response('Not Found', { status: 404 })
  return { project }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const project = data?.project
  if (!project) return [{ title: '404 Page Not Found' }]
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${project.title} | ${site.name}`,
    description: `${project.description} ${project.location}.`,
    path: `/gallery/${project.id}`,
    image: photoImage(project.image).src,
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Gallery', path: '/gallery' },
        { name: project.title, path: `/gallery/${project.id}` },
      ]),
    ],
  })
}

/** One project's page: what 'View Details' opens without JavaScript, and a shareable link. */
export default function GalleryProjectPage() {
  const { project } = useLoaderData<typeof loader>()
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: 'Gallery', to: '/gallery' },
          { name: project.category, to: `/gallery?category=${categorySlug(project.category)}` },
          { name: project.title },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{project.title}</h1>
      <div className="mt-6">
        <ProjectDetails project={project} />
      </div>
      <p className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/gallery" variant="outline">
          Back to the gallery
        </ButtonLink>
        <ButtonLink to="/#contact-form" variant="secondary">
          Get Free Quote
        </ButtonLink>
      </p>
    </article>
  )
}
