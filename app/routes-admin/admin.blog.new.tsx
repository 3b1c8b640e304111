import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BlogPostForm } from '~/components/admin/blog/post-form'
import { adminMeta } from '~/components/admin/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import {
  blogPostFormDefaults,
  handleBlogPostForm,
} from '~/routes-admin/admin.blog.post-form.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { getEnv } from '~/server/platform/env.server'

export const meta: MetaFunction = () => adminMeta('Create Blog Post')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return { defaults: blogPostFormDefaults(null, getEnv().BUSINESS_NAME) }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  return handleBlogPostForm(request, admin)
}

export default function AdminBlogNew() {
  const { defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs items={[{ name: 'Blog Management', to: '/admin/blog' }, { name: 'Create' }]} />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Create Blog Post
      </h1>
      <div className="mt-4">
        <BlogPostForm
          id="blog-post"
          defaults={defaults}
          lastResult={actionData?.result}
          preview={actionData?.preview}
          submitLabel="Create Post"
        />
      </div>
    </section>
  )
}
