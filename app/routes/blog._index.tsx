import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from '@remix-run/react'
import { BlogFilterForm } from '~/components/blog/blog-filters'
import { BlogPagination } from '~/components/blog/blog-pagination'
import { BlogPostCard, BlogPostCardSkeleton } from '~/components/blog/post-card'
import { ErrorPage } from '~/components/error-page'
import { useLocale, useLocalePath, useT } from '~/components/i18n'
import { ButtonLink } from '~/components/ui/button'
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  hasBlogFilters,
  pageCount,
  parseBlogFilters,
  SKELETON_CARD_COUNT,
} from '~/domain/blog'
import { pathInLocale } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import {
  listBlogCategories,
  listBlogTags,
  listPublishedPosts,
  withPublishedDates,
} from '~/server/blog/posts.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** /blog lists the English posts, /es/blog the Spanish ones (issue 41). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const filters = parseBlogFilters(new URL(request.url).searchParams)
  const { posts, total } = listPublishedPosts({
    locale,
    search: filters.search,
    category: filters.category,
    tag: filters.tag,
    limit: BLOG_PAGE_SIZE,
    offset: (filters.page - 1) * BLOG_PAGE_SIZE,
  })
  const pages = pageCount(total)
  if (filters.page > pages) {
    throw redirect(pathInLocale(blogListHref(filters, { page: pages }), locale))
  }
  const term = ({ name, slug }: { name: string; slug: string }) => ({ name, slug })
  return {
    filters,
    posts: withPublishedDates(posts, locale),
    total,
    pages,
    // Only the categories and tags of this language's posts; the categories as the office names them.
    categories: listBlogCategories('public', locale).map(term),
    tags: listBlogTags('public', locale).map(term),
    seo: {
      title: t('blog.list.metaTitle'),
      description: t('blog.list.metaDescription'),
      page: t('blog.list.metaPage', { page: filters.page }),
      feed: t('blog.rss.title'),
      feedHref: pathInLocale('/blog/rss.xml', locale),
    },
    messages: pageMessages(request, ['blog']),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  const page = data?.filters.page ?? 1
  if (!data) return [{ title: site.name }]
  return [
    ...seoMeta({
      site,
      title: `${data.seo.title}${page > 1 ? ` ${data.seo.page}` : ''} | ${site.name}`,
      description: data.seo.description,
      path: page > 1 ? `/blog?page=${page}` : '/blog',
      // Filtered and searched lists repeat the posts: only the plain list is indexed.
      noindex: hasBlogFilters(data.filters),
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: data.seo.feed,
      href: data.seo.feedHref,
    },
  ]
}

export default function BlogIndex() {
  const { filters, posts, total, pages, categories, tags } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const t = useT()
  const to = useLocalePath()
  const loading = navigation.state === 'loading' && navigation.location.pathname === to('/blog')
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
            {t('blog.list.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold">{t('blog.list.title')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{t('blog.list.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BlogFilterForm filters={filters} categories={categories} tags={tags} />
        <p className="mt-6 text-slate-700" aria-live="polite">
          {loading ? t('blog.list.loading') : t('blog.list.count', { count: total })}
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
            <p className="text-lg text-slate-800">{t('blog.list.none')}</p>
            <p className="mt-4">
              <ButtonLink to={to('/blog')} variant="outline">
                {t('blog.list.clearFilters')}
              </ButtonLink>
            </p>
          </div>
        )}
        {loading ? null : <BlogPagination filters={filters} pages={pages} />}
      </div>
    </>
  )
}

/**
 * The requirement's title (docs/requirements.md#blog). The loader failed, so the blog's part of
 * the catalog did not come with the page: its two languages are here, the rest is the frame's.
 */
const FETCH_FAILED = { en: 'Failed to fetch posts', es: 'No se pudieron cargar los artículos' }

/** The list could not be read (docs/requirements.md#blog: 'Failed to fetch posts'). */
export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  const locale = useLocale()
  if (isRouteErrorResponse(error) && error.status < 500) {
    return <ErrorPage status={error.status} phone={phone} />
  }
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{FETCH_FAILED[locale]}</h1>
      <p className="mt-4 text-slate-700">{t('error.sorry')}</p>
      <p className="mt-6">
        <ButtonLink to={to('/blog')} reloadDocument variant="secondary">
          {t('nav.blog')}
        </ButtonLink>
      </p>
    </section>
  )
}
