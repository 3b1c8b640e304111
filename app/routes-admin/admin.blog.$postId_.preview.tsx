import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { PostContent } from '~/components/blog/post-content'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import { businessDateTimeShort, businessLongDate } from '~/domain/business-time'
import { requireAdmin } from '~/server/auth/auth.server'
import { getBlogPost } from '~/server/blog/posts.server'
import { pathId } from '~/server/platform/http.server'

export const meta: MetaFunction = () => adminMeta('Preview Blog Post')

/**
 * A post as the public page shows it (issue 32), for staff only: a draft or a scheduled post
 * can be read before anyone else sees it. The same sanitised HTML and the same article styles.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = pathId(params.postId)
  const post = id ? getBlogPost(id) : null
  if (!post) throw data('Not found', { status: 404 })
  return { post }
}

export default function AdminBlogPreview() {
  const { post } = useLoaderData<typeof loader>()
  const live = post.status === 'published'
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs
        items={[
          { name: 'Blog Management', to: '/admin/blog' },
          { name: 'Edit', to: `/admin/blog/${post.id}` },
          { name: 'Preview' },
        ]}
      />
      <div
        role="note"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900"
      >
        <p>
          {live
            ? 'Published: this is how visitors see it.'
            : post.status === 'scheduled' && post.publishedAt
              ? `Scheduled: visitors see it from ${businessDateTimeShort(post.publishedAt)}.`
              : 'Draft: only staff can see this preview.'}
        </p>
        <div className="flex gap-2">
          <ButtonLink to={`/admin/blog/${post.id}`} variant="outline" size="sm">
            Edit
          </ButtonLink>
          {live ? (
            <ButtonLink to={`/blog/${post.slug}`} variant="ghost" size="sm">
              View on site
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <article className="mt-4 overflow-hidden rounded-lg border border-slate-200 bg-white">
        <header className="bg-gradient-to-b from-brand-900 to-brand-800 px-5 py-8 text-white">
          {post.category ? (
            <p className="text-sm font-bold text-accent-500">{post.category.name}</p>
          ) : null}
          <h1 id="tab-title" className="mt-2 text-3xl font-bold leading-tight">
            {post.title}
          </h1>
          <p className="mt-3 text-lg text-slate-100">{post.excerpt}</p>
          <p className="mt-3 text-slate-100">
            By {post.author}
            {post.publishedAt ? ` · ${businessLongDate(post.publishedAt)}` : ''} · {post.readTime}{' '}
            min read
          </p>
        </header>
        <div className="px-5 py-8">
          {post.featuredImage ? (
            <img
              src={post.featuredImage}
              alt=""
              width={1200}
              height={675}
              className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
          <PostContent html={post.content} className="mt-8" />
        </div>
      </article>
    </section>
  )
}
