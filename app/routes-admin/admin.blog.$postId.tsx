import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ArchivedNotice } from '~/components/admin/archive'
import { BlogPostForm } from '~/components/admin/blog/post-form'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button, ButtonLink } from '~/components/ui/button'
import { pathInLocale } from '~/domain/locale'
import {
  blogPostFormDefaults,
  handleBlogPostForm,
} from '~/routes-admin/admin.blog.post-form.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { createSpanishVersion } from '~/server/blog/post-writes.server'
import { blogPostArchivedAt, getBlogPost, spanishVersionOf } from '~/server/blog/posts.server'
import { getEnv } from '~/server/platform/env.server'
import { pathId } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

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
      locale: post.locale,
      translationOf: post.translationOf,
      spanishVersion: post.locale === 'en' ? spanishVersionOf(post.id) : null,
    },
    defaults: blogPostFormDefaults(post, getEnv().BUSINESS_NAME),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = postId(params)
  // "Write the Spanish version": a Spanish draft linked to this English post (issue 41).
  if (new URL(request.url).searchParams.get('intent') === 'spanish-version') {
    const version = createSpanishVersion(admin, id)
    if (!version) throw data('Not found', { status: 404 })
    return redirectWithToast(`/admin/blog/${version.id}`, {
      title: version.created ? 'Spanish version started' : 'The Spanish version exists already',
      description: 'Translate the title, slug, excerpt and content, then publish it.',
    })
  }
  return handleBlogPostForm(request, admin, id)
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
            <ButtonLink
              to={pathInLocale(`/blog/${post.slug}`, post.locale)}
              variant="outline"
              size="sm"
            >
              View on site
            </ButtonLink>
          ) : null}
          {post.translationOf ? (
            <ButtonLink to={`/admin/blog/${post.translationOf}`} variant="ghost" size="sm">
              The English post
            </ButtonLink>
          ) : post.spanishVersion ? (
            <ButtonLink to={`/admin/blog/${post.spanishVersion.id}`} variant="outline" size="sm">
              Edit the Spanish version ({post.spanishVersion.status})
            </ButtonLink>
          ) : post.locale === 'en' ? (
            <Form method="post" action={`/admin/blog/${post.id}?intent=spanish-version`}>
              <Button type="submit" variant="outline" size="sm">
                Write the Spanish version
              </Button>
            </Form>
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
