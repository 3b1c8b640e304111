import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ArchivedNotice } from '~/components/admin/archive'
import { BlogPostForm } from '~/components/admin/blog/post-form'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink } from '~/components/ui/button'
import {
  blogPostFormDefaults,
  handleBlogPostForm,
} from '~/routes-admin/admin.blog.post-form.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { blogPostArchivedAt, getBlogPost } from '~/server/blog/posts.server'
import { getEnv } from '~/server/platform/env.server'
import { pathId } from '~/server/platform/http.server'

export const meta: MetaFunction = () => adminMeta('Edit Blog Post')

function postId(params: { postId?: string }) {
  const id = pathId(params.postId)
  if (!id) throw data('Not found', { status: 404 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const post = getBlogPost(postId(params))
  if (!post) throw data('Not found', { status: 404 })
  return {
    post: {
      id: post.id,
      slug: post.slug,
      status: post.status,
      featuredImage: post.featuredImage,
      archivedAt: blogPostArchivedAt(post.id),
    },
    defaults: blogPostFormDefaults(post, getEnv().BUSINESS_NAME),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return handleBlogPostForm(request, admin, postId(params))
}

export default function AdminBlogEdit() {
  const { post, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs items={[{ name: 'Blog Management', to: '/admin/blog' }, { name: 'Edit' }]} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
          Edit Blog Post
        </h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/blog/${post.id}/preview`} variant="ghost" size="sm">
            Preview as visitors see it
          </ButtonLink>
          {post.status === 'published' && !post.archivedAt ? (
            <ButtonLink to={`/blog/${post.slug}`} variant="outline" size="sm">
              View on site
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {post.archivedAt ? (
        <ArchivedNotice
          archivedAt={post.archivedAt}
          id={post.id}
          what="off the site"
          action="/admin/blog"
        />
      ) : null}
      <div className="mt-4">
        <BlogPostForm
          key={post.id}
          id={`blog-post-${post.id}`}
          defaults={defaults}
          lastResult={actionData?.result}
          preview={actionData?.preview}
          submitLabel="Save Changes"
          currentImage={post.featuredImage}
        />
      </div>
    </section>
  )
}
