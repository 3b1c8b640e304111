import type { LoaderFunctionArgs } from '@remix-run/node'
import { getAdmin } from '~/server/auth/auth.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'
import { isPrivateKey, isServedByItsPage } from '~/server/platform/storage.server'
import { readStored } from '~/server/platform/storage-backends.server'

function plainAnswer(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * GET /uploads/<key>: a stored file (local disk or S3). Keys never change once written, so
 * public images may be cached for a year. Customers' photos (`leads/…`) are served only to a
 * signed-in admin and kept out of shared caches. The installer's photos of a visit (`visits/…`)
 * are never served here, whoever asks: only by the visit's own staff address, which checks who
 * may see the visit (issue 38).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  if (isServedByItsPage(key)) return plainAnswer(404, 'Not found')
  const isPrivate = isPrivateKey(key)
  if (isPrivate && !(await getAdmin(request))) return plainAnswer(401, 'Sign in to see this photo')
  const file = await readStored(key)
  if (!file) return plainAnswer(404, 'Not found')
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': isPrivate ? 'private, max-age=3600' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  if (isPrivate) headers.set('Vary', 'Cookie, Authorization')
  if (file.size !== undefined) headers.set('Content-Length', String(file.size))
  return new Response(file.body, { status: 200, headers })
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
