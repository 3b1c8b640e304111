import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ArchiveButton, RestoreButton } from '~/components/admin/archive'
import { GenerationCard } from '~/components/admin/blog/generation-card'
import { adminMeta } from '~/components/admin/meta'
import { ButtonLink } from '~/components/ui/button'
import {
  DEFAULT_GENERATION_CITIES,
  DEFAULT_GENERATION_SERVICES,
  draftsToReview,
  GENERATION_CITIES,
  GENERATION_SERVICES,
  generateBlogPostsSchema,
} from '~/domain/blog-generation'
import { businessDateTimeShort } from '~/domain/business-time'
import { pathInLocale } from '~/domain/locale'
import { auditBlogPostArchived } from '~/server/admin/content-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { generateBlogPosts } from '~/server/blog/ai-drafts.server'
import { setBlogPostArchived } from '~/server/blog/post-writes.server'
import { listAllPosts, listBlogCategories, listBlogTags } from '~/server/blog/posts.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { GenerationError, isGenerationEnabled } from '~/server/vendors/openai.server'

export const meta: MetaFunction = () => adminMeta('Blog Management')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const archived = params.get('archived') === 'yes'
  const status = params.get('status') === 'draft' ? 'draft' : undefined
  return {
    archived,
    status,
    posts: listAllPosts({ archived, status }),
    categories: listBlogCategories('admin'),
    tags: listBlogTags('admin'),
    generation: {
      enabled: isGenerationEnabled(),
      cities: GENERATION_CITIES,
      services: GENERATION_SERVICES,
      defaultCities: DEFAULT_GENERATION_CITIES,
      defaultServices: DEFAULT_GENERATION_SERVICES,
    },
  }
}

/** Archive (the toast offers Undo) and restore; nothing is deleted from this page. */
const archiveSchema = z.object({
  intent: z.enum(['archive', 'restore']),
  id: z.coerce.number().int().positive(),
})

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  if (form.get('intent') === 'generate') {
    const parsed = generateBlogPostsSchema.safeParse({
      selectedCities: form.getAll('selectedCities'),
      selectedServices: form.getAll('selectedServices'),
      language: form.get('language') ?? undefined,
    })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please check the selection'
      return data({ generation: { title: 'Selection Required', message } }, { status: 400 })
    }
    try {
      const posts = await generateBlogPosts(parsed.data, admin)
      // Drafts only (issue 32): the toast takes staff to them; publishing is their decision.
      const [first] = posts
      return redirectWithToast('/admin/blog?status=draft', {
        title: draftsToReview(posts.length),
        description: `Nothing is published until you publish it: ${posts.map((p) => p.title).join('; ')}`,
        link:
          posts.length === 1 && first
            ? { href: `/admin/blog/${first.id}`, label: 'Review the draft' }
            : { href: '/admin/blog?status=draft', label: 'Review the drafts' },
      })
    } catch (error) {
      if (!(error instanceof GenerationError)) throw error
      return data(
        {
          generation: {
            title: 'Generation Failed',
            message: `Failed to generate blog posts: ${error.message}`,
          },
        },
        { status: 502 },
      )
    }
  }
  const submission = parseWithZod(form, { schema: archiveSchema })
  if (submission.status !== 'success') {
    return redirectWithToast('/admin/blog', {
      title: 'Failed to update blog post',
      variant: 'destructive',
    })
  }
  const { intent, id } = submission.value
  const archiving = intent === 'archive'
  const changed = setBlogPostArchived(id, archiving)
  if (changed) auditBlogPostArchived(admin, id, archiving)
  if (!changed) {
    return redirectWithToast('/admin/blog', {
      title: archiving ? 'Failed to archive blog post' : 'Failed to restore blog post',
      description: 'The post does not exist any more.',
      variant: 'destructive',
    })
  }
  return redirectWithToast(
    archiving ? '/admin/blog' : '/admin/blog?archived=yes',
    archiving
      ? {
          title: 'Blog post archived',
          description: 'It is off the site; Archived posts lists it.',
          undo: { action: '/admin/blog', fields: { intent: 'restore', id: String(id) } },
        }
      : { title: 'Blog post restored', description: 'It is back on the site as it was.' },
  )
}

const STATUS_STYLE: Record<string, string> = {
  published: 'bg-green-100 text-green-900',
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  archived: 'bg-slate-200 text-slate-800',
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

export default function AdminBlog() {
  const { archived, status, posts, categories, tags, generation } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
          Blog Management
        </h1>
        <ButtonLink to="/admin/blog/new">Create Post</ButtonLink>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <section
            aria-labelledby="posts-title"
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="posts-title" className="text-lg font-bold text-brand-900">
                {archived ? 'Archived posts' : status === 'draft' ? 'Drafts to review' : 'Posts'} (
                {posts.length})
              </h2>
              <Link
                to={archived ? '/admin/blog' : '/admin/blog?archived=yes'}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {archived ? 'Back to current posts' : 'Archived posts'}
              </Link>
            </div>
            {posts.length ? (
              <ul className="mt-3 divide-y divide-slate-200">
                {posts.map((post) => (
                  <li key={post.id} className="flex flex-wrap items-start gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-brand-900">
                        <Link to={`/admin/blog/${post.id}`} className="hover:underline">
                          {post.title}
                        </Link>
                      </p>
                      <p className="text-sm text-slate-700">{truncate(post.excerpt, 140)}</p>
                      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
                        <span
                          className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLE[post.status]}`}
                        >
                          {post.status}
                        </span>
                        {post.locale === 'es' ? (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                            Español
                          </span>
                        ) : null}
                        {post.status === 'scheduled' && post.publishedAt ? (
                          <span>Goes live {businessDateTimeShort(post.publishedAt)}</span>
                        ) : null}
                        <span>{post.category?.name ?? 'No category'}</span>
                        <span>
                          {post.viewCount} {post.viewCount === 1 ? 'view' : 'views'}
                        </span>
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <ButtonLink to={`/admin/blog/${post.id}`} variant="outline" size="sm">
                        Edit<span className="sr-only"> {post.title}</span>
                      </ButtonLink>
                      {post.status === 'published' && !archived ? (
                        <ButtonLink
                          to={pathInLocale(`/blog/${post.slug}`, post.locale)}
                          variant="ghost"
                          size="sm"
                        >
                          View<span className="sr-only"> {post.title}</span>
                        </ButtonLink>
                      ) : null}
                      {archived ? (
                        <RestoreButton id={post.id} what={post.title} action="/admin/blog" />
                      ) : (
                        <ArchiveButton id={post.id} what={post.title} action="/admin/blog" />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">
                {archived ? 'No archived posts.' : 'No posts yet. Create one or generate drafts.'}
              </p>
            )}
          </section>
        </div>
        <aside className="space-y-6">
          <GenerationCard
            data={generation}
            failure={actionData && 'generation' in actionData ? actionData.generation : null}
          />
          <TermList title="Categories" terms={categories} />
          <TermList title="Tags" terms={tags} />
        </aside>
      </div>
    </section>
  )
}

function TermList({
  title,
  terms,
}: {
  title: string
  terms: { id: number; name: string; postCount: number }[]
}) {
  const id = `terms-${title.toLowerCase()}`
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {terms.length ? (
        <ul className="mt-2 space-y-1">
          {terms.map((term) => (
            <li key={term.id} className="flex justify-between gap-2 text-slate-800">
              <span>{term.name}</span>
              <span className="text-slate-600">{term.postCount}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">None yet.</p>
      )}
    </section>
  )
}
