import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { BlogPostCard } from '~/components/blog/post-card'
import { PostContent } from '~/components/blog/post-content'
import { BlogQuoteCta } from '~/components/blog/quote-cta'
import { ErrorPage } from '~/components/error-page'
import { FallbackImage, HIGH_FETCH_PRIORITY } from '~/components/fallback-image'
import { CalendarIcon, ClockIcon } from '~/components/icons'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import {
  articleJsonLd,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
} from '~/domain/blog-seo'
import { businessLongDate } from '~/domain/business-time'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { getPublishedPost, relatedPosts } from '~/server/blog/posts.server'
import { shareImagePath } from '~/server/blog/share-image.server'
import { getEnv } from '~/server/platform/env.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

export const NOT_FOUND_TITLE = 'Blog Post Not Found'

/** Only reads (a LiteFS replica answers it): the view is counted by the page's beacon. */
export async function loader({ params }: LoaderFunctionArgs) {
  const post = getPublishedPost(params.slug ?? '')
  if (!post) throw data({ error: 'Blog post not found' }, { status: 404 })
  // Link previews: a 1200×630 JPEG made for this post (SVG covers are refused by the networks).
  const shareImage = shareImagePath(post, getEnv().BUSINESS_NAME)
  return { post, related: relatedPosts(post), shareImage }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  if (!data) {
    return [{ title: `${NOT_FOUND_TITLE} | ${site.name}` }, { name: 'robots', content: 'noindex' }]
  }
  const { post } = data
  const tags = seoMeta({
    site,
    title: `${post.title} | ${site.name}`,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    image: data.shareImage,
    imageInfo: {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      type: SHARE_IMAGE_TYPE,
      alt: post.title,
    },
    type: 'article',
    jsonLd: [
      articleJsonLd(site, post),
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ],
  })
  if (post.metaKeywords) tags.push({ name: 'keywords', content: post.metaKeywords })
  if (post.publishedAt) {
    tags.push({ property: 'article:published_time', content: post.publishedAt })
  }
  return tags
}

/**
 * Counts this page view once, after it is shown: a POST (LiteFS sends it to the primary)
 * that outlives leaving the page. Without JavaScript nothing is counted, as for crawlers.
 */
function useCountView(slug: string) {
  useEffect(() => {
    const url = `/api/blog/posts/${encodeURIComponent(slug)}/view`
    if (navigator.sendBeacon?.(url)) return
    fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {})
  }, [slug])
}

export default function BlogPostPage() {
  const { post, related } = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  useCountView(post.slug)
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <Breadcrumbs
            tone="dark"
            items={[{ name: 'Home', to: '/' }, { name: 'Blog', to: '/blog' }, { name: post.title }]}
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-100">
            {post.category ? (
              <Link
                to={`/blog?category=${encodeURIComponent(post.category.slug)}`}
                className="rounded-full bg-accent-500 px-3 py-0.5 font-bold text-brand-900"
              >
                {post.category.name}
              </Link>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <ClockIcon width={16} height={16} /> {post.readTime} min read
            </span>
            <span>
              {post.viewCount} {post.viewCount === 1 ? 'view' : 'views'}
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-100">{post.excerpt}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 text-slate-100">
            <span>By {post.author}</span>
            {post.publishedAt ? (
              <span className="inline-flex items-center gap-1">
                <CalendarIcon width={16} height={16} />
                <time dateTime={post.publishedAt}>{businessLongDate(post.publishedAt)}</time>
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {post.featuredImage ? (
          <FallbackImage
            src={post.featuredImage}
            alt=""
            width={1200}
            height={675}
            decoding="async"
            {...HIGH_FETCH_PRIORITY}
            className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
          />
        ) : null}
        <PostContent html={post.content} className="mt-8" />
        {post.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(tag.slug)}`}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <BlogQuoteCta phone={phone} />
      </div>
      {related.length ? (
        <section aria-labelledby="related-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <h2 id="related-title" className="text-2xl font-bold text-brand-900">
              Related Articles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <BlogPostCard post={p} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <p className="mx-auto max-w-4xl px-4 py-8">
        <ButtonLink to="/blog" variant="outline">
          Back to Blog
        </ButtonLink>
      </p>
    </article>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useBusinessPhone()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 text-slate-700">
          The article you are looking for does not exist or is no longer published.
        </p>
        <p className="mt-6">
          <ButtonLink to="/blog" variant="secondary">
            Back to Blog
          </ButtonLink>
        </p>
      </section>
    )
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} phone={phone} />
}
