import { HttpResponse, http } from 'msw'

/** An S3-compatible bucket held in memory (virtual-hosted and path-style URLs). */
const objects = new Map<string, { body: ArrayBuffer; contentType: string }>()
const S3_URL = /^https:\/\/([^/]+\.)?s3[.-][^/]*amazonaws\.com\/.+/

export const s3Handlers = [
  http.put(S3_URL, async ({ request }) => {
    objects.set(new URL(request.url).pathname, {
      body: await request.arrayBuffer(),
      contentType: request.headers.get('content-type') ?? 'application/octet-stream',
    })
    return new HttpResponse(null, { status: 200, headers: { ETag: '"mock"' } })
  }),
  http.get(S3_URL, ({ request }) => {
    const object = objects.get(new URL(request.url).pathname)
    if (!object) {
      return new HttpResponse('<Error><Code>NoSuchKey</Code></Error>', {
        status: 404,
        headers: { 'Content-Type': 'application/xml' },
      })
    }
    return new HttpResponse(object.body, { headers: { 'Content-Type': object.contentType } })
  }),
  http.delete(S3_URL, ({ request }) => {
    objects.delete(new URL(request.url).pathname)
    return new HttpResponse(null, { status: 204 })
  }),
]
