import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { SHARE_IMAGE_TYPE } from '~/domain/blog-seo'
import { getPublishedPost } from '~/server/blog/posts.server'
import { shareImage, shareImagePath } from '~/server/blog/share-image.server'
import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'

/**
 * GET /blog/<slug>/share/<hash>.jpg: the post's 1200×630 share picture (og:image,
 * twitter:image). Reads only: drawn in memory, never stored, so a replica answers it too. The
 * hash names what it is made from, so it is cached for a year; an older hash (the title or the
 * cover changed since the link was shared) is sent on to the current picture.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const post = getPublishedPost(params.slug ?? '')
  if (!post) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const siteName = getEnv().BUSINESS_NAME
  const current = shareImagePath(post, siteName)
  if (`/blog/${encodeURIComponent(post.slug)}/share/${params.file}` !== current) {
    return redirect(current, { headers: { 'Cache-Control': 'public, max-age=300' } })
  }
  const bytes = await shareImage(post, siteName)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': SHARE_IMAGE_TYPE,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
