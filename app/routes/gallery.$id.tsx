import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ProjectDetails } from '~/components/project-details'
import { categorySlug, galleryImage, getGalleryProject } from '~/content/gallery'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

export async function loader({ params }: LoaderFunctionArgs) {
  const project = getGalleryProject(params.id)
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
    image: galleryImage(project.image).src,
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
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/gallery" className="underline">
              Gallery
            </Link>{' '}
            /
          </li>
          <li>
            <Link to={`/gallery?category=${categorySlug(project.category)}`} className="underline">
              {project.category}
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{project.title}</h1>
      <div className="mt-6">
        <ProjectDetails project={project} />
      </div>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/gallery"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
        >
          Back to the gallery
        </Link>
        <Link
          to="/#contact-form"
          className="rounded-md bg-accent-500 px-4 py-2 font-semibold text-brand-900"
        >
          Get Free Quote
        </Link>
      </p>
    </article>
  )
}
