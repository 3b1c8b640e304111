import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { BlogPostCard } from '~/components/blog/post-card'
import { PostContent } from '~/components/blog/post-content'
import { BlogQuoteCta } from '~/components/blog/quote-cta'
import { ErrorPage } from '~/components/error-page'
import { FallbackImage, HIGH_FETCH_PRIORITY } from '~/components/fallback-image'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { CalendarIcon, ClockIcon } from '~/components/icons'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import {
  articleJsonLd,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
} from '~/domain/blog-seo'
import { type Locale, pathInLocale } from '~/domain/locale'
import { useBusinessPhone } from '~/hooks/use-root-data'
import {
  getPublishedPost,
  publishedDate,
  publishedTranslationSlug,
  relatedPosts,
  withPublishedDates,
} from '~/server/blog/posts.server'
import { shareImagePath } from '~/server/blog/share-image.server'
import { getEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from '~/utils/seo'

export const NOT_FOUND_TITLE = 'Blog Post Not Found'

/**
 * The error page's words (the loader failed, so the blog's part of the catalog did not come):
 * both languages here, for the not-found post and for an English post not yet in Spanish.
 */
const NOT_FOUND: Record<Locale, { title: string; text: string; back: string }> = {
  en: {
    title: NOT_FOUND_TITLE,
    text: 'The article you are looking for does not exist or is no longer published.',
    back: 'Back to Blog',
  },
  es: {
    title: 'Artículo no encontrado',
    text: 'El artículo que busca no existe o ya no está publicado.',
    back: 'Volver al blog',
  },
}
const NOT_YET_IN_SPANISH = {
  title: 'Este artículo todavía no está en español',
  text: 'Por ahora este artículo solo está en inglés.',
  english: 'Leer el artículo en inglés',
}

/** A post's address in its language. */
const postPath = (slug: string, locale: Locale) =>
  pathInLocale(`/blog/${encodeURIComponent(slug)}`, locale)

/**
 * Only reads (a LiteFS replica answers it): the view is counted by the page's beacon. A post
 * shows at the address of its language (issue 41): the other language's address of a post
 * goes to its translation, or (an English post not yet in Spanish) says so with a link to it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const found = getPublishedPost(params.slug ?? '')
  if (!found) throw data({ error: 'Blog post not found' }, { status: 404 })
  const translation = publishedTranslationSlug(found)
  if (found.locale !== locale) {
    if (translation) throw redirect(postPath(translation, locale))
    if (locale === 'es') {
      throw data(
        { error: 'Not yet in Spanish', englishHref: postPath(found.slug, 'en') },
        { status: 404 },
      )
    }
    // A post written only in Spanish has no English page: its own address.
    throw redirect(postPath(found.slug, found.locale))
  }
  const { t } = serverT(locale)
  const post = { ...found, publishedDate: publishedDate(found.publishedAt, locale) }
  // Link previews: a 1200×630 JPEG made for this post (SVG covers are refused by the networks).
  const shareImage = shareImagePath(post, getEnv().BUSINESS_NAME)
  const other = translation ? postPath(translation, locale === 'en' ? 'es' : 'en') : null
  return {
    post,
    related: withPublishedDates(relatedPosts(post), locale),
    shareImage,
    /** hreflang alternates of this post (components/language.tsx): only with a translation. */
    alternates: {
      en: locale === 'en' ? postPath(post.slug, 'en') : other,
      es: locale === 'es' ? postPath(post.slug, 'es') : other,
    },
    crumbs: { home: t('blog.crumb.home'), blog: t('blog.crumb.blog') },
    messages: pageMessages(request, ['blog']),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  if (!data) {
    const words = NOT_FOUND[site.locale ?? 'en']
    return [{ title: `${words.title} | ${site.name}` }, { name: 'robots', content: 'noindex' }]
  }
  const { post, crumbs } = data
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
        { name: crumbs.home, path: '/' },
        { name: crumbs.blog, path: '/blog' },
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
  const { post, related, crumbs } = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  const fromEnglish = useFromEnglish()
  useCountView(post.slug)
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <Breadcrumbs
            tone="dark"
            label={t('blog.crumb.label')}
            items={[
              { name: crumbs.home, to: to('/') },
              { name: crumbs.blog, to: to('/blog') },
              { name: post.title },
            ]}
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-100">
            {post.category ? (
              <Link
                to={to(`/blog?category=${encodeURIComponent(post.category.slug)}`)}
                className="rounded-full bg-accent-500 px-3 py-0.5 font-bold text-brand-900"
              >
                {fromEnglish(post.category.name)}
              </Link>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <ClockIcon width={16} height={16} /> {t('blog.readTime', { minutes: post.readTime })}
            </span>
            <span>{t('blog.views', { count: post.viewCount })}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-100">{post.excerpt}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 text-slate-100">
            <span>{t('blog.by', { author: post.author })}</span>
            {post.publishedAt && post.publishedDate ? (
              <span className="inline-flex items-center gap-1">
                <CalendarIcon width={16} height={16} />
                <time dateTime={post.publishedAt}>{post.publishedDate}</time>
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
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={to(`/blog?tag=${encodeURIComponent(tag.slug)}`)}
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
              {t('blog.related')}
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
        <ButtonLink to={to('/blog')} variant="outline">
          {t('blog.back')}
        </ButtonLink>
      </p>
    </article>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const phone = useBusinessPhone()
  const locale = useLocale()
  const to = useLocalePath()
  const englishHref = isRouteErrorResponse(error) ? error.data?.englishHref : undefined
  if (isRouteErrorResponse(error) && error.status === 404 && typeof englishHref === 'string') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{NOT_YET_IN_SPANISH.title}</h1>
        <p className="mt-4 text-slate-700">{NOT_YET_IN_SPANISH.text}</p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={englishHref} hrefLang="en" variant="secondary">
            {NOT_YET_IN_SPANISH.english}
          </ButtonLink>
          <ButtonLink to={to('/blog')} variant="outline">
            {NOT_FOUND.es.back}
          </ButtonLink>
        </p>
      </section>
    )
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    const words = NOT_FOUND[locale]
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
        <p className="mt-4 text-slate-700">{words.text}</p>
        <p className="mt-6">
          <ButtonLink to={to('/blog')} variant="secondary">
            {words.back}
          </ButtonLink>
        </p>
      </section>
    )
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} phone={phone} />
}
