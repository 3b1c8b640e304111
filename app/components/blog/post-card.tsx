import { Link } from '@remix-run/react'
import { FallbackImage } from '~/components/fallback-image'
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { CARD_TAG_COUNT } from '~/domain/blog'
import type { BlogTerm } from './types'

export type BlogCardPost = {
  id: number
  title: string
  slug: string
  excerpt: string
  featuredImage: string | null
  author: string
  category: BlogTerm | null
  tags: BlogTerm[]
  readTime: number
  publishedAt: string | null
  /** The date in the page's language, written by the loader (no date code in the browser). */
  publishedDate: string | null
}

/**
 * One post in a list: image, category, read time, title, excerpt, author, date, up to three
 * tags and Read More. The category and tags link to the list filtered by them.
 */
export function BlogPostCard({
  post,
  headingLevel = 'h2',
}: {
  post: BlogCardPost
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const t = useT()
  const to = useLocalePath()
  const fromEnglish = useFromEnglish()
  const href = to(`/blog/${post.slug}`)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <FallbackImage
          src={post.featuredImage ?? undefined}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {post.category ? (
            <Link
              to={to(`/blog?category=${encodeURIComponent(post.category.slug)}`)}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 hover:bg-brand-100"
            >
              {fromEnglish(post.category.name)}
            </Link>
          ) : null}
          <span className="text-slate-700">{t('blog.readTime', { minutes: post.readTime })}</span>
        </p>
        <Heading className="mt-3 text-xl font-bold text-brand-900">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-700">
          {t('blog.by', { author: post.author })}
          {post.publishedAt && post.publishedDate ? (
            <>
              {' · '}
              <time dateTime={post.publishedAt}>{post.publishedDate}</time>
            </>
          ) : null}
        </p>
        {post.tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
            {post.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={to(`/blog?tag=${encodeURIComponent(tag.slug)}`)}
                  className="inline-block rounded-full border border-slate-300 px-2.5 py-0.5 text-sm text-slate-700 hover:border-brand-600"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4">
          <Link to={href} className="font-semibold text-brand-700 underline">
            {t('blog.readMore')}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}

/** A grey stand-in for a card while a filter loads in the browser. */
export function BlogPostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-full animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-video w-full bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-6 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  )
}
