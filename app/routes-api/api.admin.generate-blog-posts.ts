import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { draftsToReview, generateBlogPostsSchema } from '~/domain/blog-generation'
import { requireAdmin } from '~/server/auth/auth.server'
import { generateBlogPosts } from '~/server/blog/ai-drafts.server'
import { jsonError, jsonResponse, methodNotAllowed } from '~/server/platform/http.server'
import { GenerationError, isGenerationEnabled } from '~/server/vendors/openai.server'

/**
 * POST /api/admin/generate-blog-posts { selectedCities, selectedServices }: one draft (never
 * published) per city, drafted by the language model; answers message and posts (id, title, slug).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  if (request.method !== 'POST') return methodNotAllowed()
  if (!isGenerationEnabled()) {
    return jsonError(503, 'Blog generation is off: OPENAI_API_KEY is not set')
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return jsonError(400, 'Send { selectedCities, selectedServices } as JSON')
  }
  const parsed = generateBlogPostsSchema.safeParse(body)
  if (!parsed.success) {
    return jsonError(400, parsed.error.issues[0]?.message ?? 'Selection Required', {
      title: 'Selection Required',
    })
  }
  try {
    const posts = await generateBlogPosts(parsed.data, admin)
    return jsonResponse({
      message: `Generated ${draftsToReview(posts.length)}`,
      posts,
    })
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error
    return jsonError(502, `Failed to generate blog posts: ${error.message}`, {
      title: 'Generation Failed',
    })
  }
}

/** A GET here is a 405 naming what it takes, for staff (it was a 400 "Unexpected Server Error"). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return methodNotAllowed('POST')
}
