/** Answering one stored window photo (issue 39): never kept by a browser or a shared cache. */
import { readStored } from '../platform/storage-backends.server'

const NOT_CACHED = 'private, no-store'

export function photoNotFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_CACHED },
  })
}

/** The stored file under `key`, with the headers of a private image; 404 when it is gone. */
export async function photoResponse(key: string): Promise<Response> {
  const file = await readStored(key)
  if (!file) return photoNotFound()
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': NOT_CACHED,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  })
  if (file.size !== undefined) headers.set('Content-Length', String(file.size))
  return new Response(file.body, { status: 200, headers })
}
