import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { BlogFilterForm } from '~/components/blog/blog-filters'
import { BlogPagination } from '~/components/blog/blog-pagination'
import { BlogPostCard, BlogPostCardSkeleton } from '~/components/blog/post-card'
import { ErrorPage } from '~/components/error-page'
import { ButtonLink } from '~/components/ui/button'
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  hasBlogFilters,
  pageCount,
  parseBlogFilters,
  SKELETON_CARD_COUNT,
} from '~/domain/blog'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { listBlogCategories, listBlogTags, listPublishedPosts } from '~/server/blog/posts.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const links: LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog RSS feed', href: '/blog/rss.xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseBlogFilters(new URL(request.url).searchParams)
  const { posts, total } = listPublishedPosts({
    search: filters.search,
    category: filters.category,
    tag: filters.tag,
    limit: BLOG_PAGE_SIZE,
    offset: (filters.page - 1) * BLOG_PAGE_SIZE,
  })
  const pages = pageCount(total)
  if (filters.page > pages) throw redirect(blogListHref(filters, { page: pages }))
  const term = ({ name, slug }: { name: string; slug: string }) => ({ name, slug })
  return {
    filters,
    posts,
    total,
    pages,
    categories: listBlogCategories().map(term),
    tags: listBlogTags().map(term),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  const page = data?.filters.page ?? 1
  return seoMeta({
    site,
    title: `Blog: Blinds & Shades Tips for South Florida${page > 1 ? ` (page ${page})` : ''} | ${site.name}`,
    description:
      'Guides, product comparisons, maintenance tips and company news about blinds, shades, shutters and motorization for South Florida homes.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
    // Filtered and searched lists repeat the posts: only the plain list is indexed.
    noindex: data ? hasBlogFilters(data.filters) : false,
  })
}

export default function BlogIndex() {
  const { filters, posts, total, pages, categories, tags } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blog'
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">Blog</p>
          <h1 className="mt-2 text-4xl font-bold">Window Treatment Tips &amp; News</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">
            Guides, comparisons and care advice from 22+ years of fitting blinds and shades in South
            Florida homes.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BlogFilterForm filters={filters} categories={categories} tags={tags} />
        <p className="mt-6 text-slate-700" aria-live="polite">
          {loading ? 'Loading posts…' : `${total} ${total === 1 ? 'post' : 'posts'}`}
        </p>
        {loading ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
              <li key={i}>
                <BlogPostCardSkeleton />
              </li>
            ))}
          </ul>
        ) : posts.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg text-slate-800">No blog posts found matching your criteria.</p>
            <p className="mt-4">
              <ButtonLink to="/blog" variant="outline">
                Clear Filters
              </ButtonLink>
            </p>
          </div>
        )}
        {loading ? null : <BlogPagination filters={filters} pages={pages} />}
      </div>
    </>
  )
}

/** The list could not be read (docs/requirements.md#blog: 'Failed to fetch posts'). */
export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useBusinessPhone()
  if (isRouteErrorResponse(error) && error.status < 500) {
    return <ErrorPage status={error.status} phone={phone} />
  }
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Failed to fetch posts</h1>
      <p className="mt-4 text-slate-700">
        The blog could not be loaded just now. Please try again in a moment.
      </p>
      <p className="mt-6">
        <ButtonLink to="/blog" reloadDocument variant="secondary">
          Try again
        </ButtonLink>
      </p>
    </section>
  )
}
