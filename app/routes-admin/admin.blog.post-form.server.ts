/**
 * The blog post form of the admin pages (admin.blog.new, admin.blog.$postId) and of the JSON
 * calls (api.admin.blog.posts*): reading it, validating it with conform, saving it.
 */

import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import {
  type BlogStatus,
  DEFAULT_BLOG_CATEGORY,
  imagesWithoutAltMessage,
  isBlogPostPublic,
  READ_TIME,
  schedulePublishAt,
} from '~/domain/blog'
import { BLOG_IMAGE_MAX_BYTES, blogPostFormSchema } from '~/domain/blog-post-form'
import { businessDate, businessDateTimeShort, formatBusinessTime } from '~/domain/business-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import { auditBlogPostSaved } from '~/server/admin/content-audit.server'
import type { Admin } from '~/server/auth/auth.server'
import {
  type BlogPostInput,
  createBlogPost,
  updateBlogPost,
} from '~/server/blog/post-writes.server'
import type { BlogPost } from '~/server/blog/posts.server'
import { imagesWithoutAlt, sanitizeRichHtml } from '~/server/platform/html.server'
import {
  readImageForm,
  readJsonOrImageForm,
  storeFormImage,
} from '~/server/platform/image-form.server'
import { deleteImage } from '~/server/platform/storage.server'
import { redirectWithToast } from '~/server/platform/toast.server'

/** Reads the post form as it streams in: the featured image is checked by bytes, ≤ 10 MB. */
export function readBlogPostForm(request: Request) {
  return readImageForm(request, { maxBytes: BLOG_IMAGE_MAX_BYTES })
}

export type BlogPostSaved =
  | {
      ok: true
      post: {
        id: number
        slug: string
        title: string
        status: BlogStatus
        publishedAt: Date | null
        archivedAt: Date | null
        locale: Locale
      }
    }
  | {
      ok: false
      status: 400 | 404 | 413 | 415 | 503
      error: string
      reply: SubmissionResult<string[]>
    }

/**
 * Validates the post form with the page's schema, stores an uploaded featured image, and
 * creates the post or updates post `id`. `failure` is the message of docs/requirements.md#blog for the reply.
 */
export async function saveBlogPost(
  form: FormData,
  { id, failure }: { id?: number; failure: string },
): Promise<BlogPostSaved> {
  const submission = parseWithZod(form, { schema: blogPostFormSchema })
  if (submission.status !== 'success') {
    const fields = Object.keys(submission.error ?? {}).filter(Boolean)
    return {
      ok: false,
      status: 400,
      error: `${failure}: check ${fields.join(', ') || 'the form'}`,
      reply: submission.reply(),
    }
  }
  const { value } = submission
  // An image needs its description, or alt="" said on purpose (decorative): the sanitiser
  // would otherwise store it with an empty alt nobody chose.
  const unlabelled = imagesWithoutAlt(value.content).length
  if (unlabelled) {
    const message = imagesWithoutAltMessage(unlabelled)
    return {
      ok: false,
      status: 400,
      error: `${failure}: ${message}`,
      reply: submission.reply({ fieldErrors: { content: [message] } }),
    }
  }
  let publishAt: Date | null = null
  if (value.status === 'scheduled') {
    const scheduled = schedulePublishAt(
      value.publishDate ?? '',
      value.publishTime ?? '',
      new Date(),
    )
    if (!scheduled.ok) {
      return {
        ok: false,
        status: 400,
        error: `${failure}: ${scheduled.error}`,
        reply: submission.reply({ fieldErrors: { publishDate: [scheduled.error] } }),
      }
    }
    publishAt = scheduled.at
  }
  const upload = await storeFormImage(form, { maxBytes: BLOG_IMAGE_MAX_BYTES, prefix: 'blog' })
  if (!upload.ok) {
    return {
      ok: false,
      status: upload.status,
      error: upload.error,
      reply: submission.reply({ fieldErrors: { image: [upload.error] } }),
    }
  }
  const stored = upload.image
  const featuredImage = stored?.url ?? value.featuredImage ?? null
  const input: BlogPostInput = { ...value, featuredImage, publishAt }
  const post = id === undefined ? createBlogPost(input) : updateBlogPost(id, input)
  if (!post) {
    if (stored) await deleteImage(stored.key).catch(() => {})
    return {
      ok: false,
      status: 404,
      error: 'Blog post not found',
      reply: submission.reply({ formErrors: ['This post does not exist any more.'] }),
    }
  }
  return { ok: true, post }
}

/**
 * The create and edit pages' action: Preview answers the sanitised content, Save stores and
 * goes back to the list with a toast, a failure answers the reply with the text of docs/requirements.md#blog.
 */
export async function handleBlogPostForm(request: Request, admin: Admin, id?: number) {
  const failure = id === undefined ? 'Failed to create blog post' : 'Failed to update blog post'
  const read = await readBlogPostForm(request)
  if (!read.ok) {
    const reply = parseWithZod(read.form, { schema: blogPostFormSchema }).reply({
      formErrors: [`${failure}: ${read.error}`],
    })
    return data({ result: reply, preview: null }, { status: read.status })
  }
  if (read.form.get('intent') === 'preview') {
    const submission = parseWithZod(read.form, { schema: blogPostFormSchema })
    const content = read.form.get('content')
    return data({
      result: submission.reply(),
      preview: typeof content === 'string' ? sanitizeRichHtml(content) : '',
    })
  }
  const saved = await saveBlogPost(read.form, { id, failure })
  if (!saved.ok) {
    const formError = `${failure}: ${saved.error}`
    const result =
      saved.status === 400
        ? saved.reply
        : { ...saved.reply, error: { ...saved.reply.error, '': [formError] } }
    return data({ result, preview: null }, { status: saved.status })
  }
  auditBlogPostSaved(admin, saved.post, id === undefined)
  return redirectWithToast('/admin/blog', {
    title: id === undefined ? 'Blog post created' : 'Blog post updated',
    ...savedPostToast(saved.post),
  })
}

/**
 * Staff see what they changed (issue 32): a post on the site links to its public page; a
 * draft or a post waiting for its time links to the staff-only preview.
 */
function savedPostToast(post: {
  id: number
  slug: string
  locale: Locale
  title: string
  status: BlogStatus
  publishedAt: Date | null
  archivedAt: Date | null
}) {
  if (isBlogPostPublic(post, new Date())) {
    return {
      description: post.title,
      link: {
        href: pathInLocale(`/blog/${encodeURIComponent(post.slug)}`, post.locale),
        label: 'View on the site',
      },
    }
  }
  const scheduled = post.status === 'scheduled' && post.publishedAt
  return {
    description: scheduled
      ? `${post.title}: goes live ${businessDateTimeShort(post.publishedAt as Date)}`
      : post.title,
    link: {
      href: `/admin/blog/${post.id}/preview`,
      label: scheduled ? 'Preview the post' : 'Preview the draft',
    },
  }
}

/** The edit form's starting values for a post. */
export function blogPostFormDefaults(post: BlogPost | null, author: string) {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    author: post?.author ?? author,
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category?.name ?? DEFAULT_BLOG_CATEGORY,
    tags: post?.tags.map((t) => t.name).join(', ') ?? '',
    status: post?.status ?? 'draft',
    locale: post?.locale ?? 'en',
    readTime: String(post?.readTime ?? READ_TIME.default),
    featuredImage: post?.featuredImage ?? '',
    metaDescription: post?.metaDescription ?? '',
    metaKeywords: post?.metaKeywords ?? '',
    ...scheduleDefaults(post),
  }
}

/** A scheduled post's date and time as the business's clock shows them (blank otherwise). */
function scheduleDefaults(post: BlogPost | null) {
  const at = post?.status === 'scheduled' && post.publishedAt ? new Date(post.publishedAt) : null
  return {
    publishDate: at ? businessDate(at) : '',
    publishTime: at ? formatBusinessTime(at, 'HH:mm') : '',
  }
}

/** The admin JSON calls' body: JSON (tags as a list) or multipart with an optional image. */
export function readBlogPostRequest(request: Request) {
  return readJsonOrImageForm(request, { maxBytes: BLOG_IMAGE_MAX_BYTES })
}
