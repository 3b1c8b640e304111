import { HttpResponse, http } from 'msw'

/**
 * A fresh S3 bucket held in memory, for tests that list and delete (backups). Answers
 * PutObject, GetObject, DeleteObject and ListObjectsV2 on virtual-hosted URLs
 * (`https://<bucket>.s3.<region>.amazonaws.com/<key>`), and records every request.
 */
export function memoryBucket(bucket = 'test-bucket') {
  const objects = new Map<string, Uint8Array>()
  const requests: { method: string; key: string; query: string }[] = []
  const host = new RegExp(`^https://${bucket}\\.s3[.-][^/]*amazonaws\\.com/`)
  const keyOf = (url: URL) => decodeURIComponent(url.pathname.slice(1))

  const handler = http.all(host, async ({ request }) => {
    const url = new URL(request.url)
    const key = keyOf(url)
    requests.push({ method: request.method, key, query: url.search })
    if (request.method === 'PUT') {
      objects.set(key, new Uint8Array(await request.arrayBuffer()))
      return new HttpResponse(null, { status: 200, headers: { ETag: '"mock"' } })
    }
    if (request.method === 'DELETE') {
      objects.delete(key)
      return new HttpResponse(null, { status: 204 })
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort()
      const contents = keys
        .map(
          (k) =>
            `<Contents><Key>${k}</Key><Size>${objects.get(k)?.byteLength}</Size>` +
            '<LastModified>2026-11-26T00:00:00.000Z</LastModified></Contents>',
        )
        .join('')
      return new HttpResponse(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>` +
          `<Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount>` +
          `<MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        { headers: { 'Content-Type': 'application/xml' } },
      )
    }
    if (request.method === 'GET') {
      const body = objects.get(key)
      if (!body) {
        return new HttpResponse('<Error><Code>NoSuchKey</Code></Error>', {
          status: 404,
          headers: { 'Content-Type': 'application/xml' },
        })
      }
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(body.byteLength),
        },
      })
    }
    return new HttpResponse(null, { status: 501 })
  })

  return {
    handler,
    objects,
    requests,
    keys: () => [...objects.keys()].sort(),
    /** Settings that point the app's S3 client at this bucket. */
    env: {
      S3_BUCKET: bucket,
      AWS_ACCESS_KEY_ID: 'AKIAMOCK',
      AWS_SECRET_ACCESS_KEY: 'mock-secret',
    },
  }
}
