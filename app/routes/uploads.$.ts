import type { LoaderFunctionArgs } from '@remix-run/node'
import { readStored } from '~/server/storage-backends.server'

/**
 * GET /uploads/<key>: a stored file (local disk or S3). Keys never change once written,
 * so the answer may be cached for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  const file = await readStored(key)
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  if (file.size !== undefined) headers.set('Content-Length', String(file.size))
  return new Response(file.body, { status: 200, headers })
}
