import { describe, expect, it } from 'vitest'
import { getRequest, routeArgs } from '#tests/setup/requests'
import { loader } from '~/routes/uploads.$'
import { storeImage } from '~/server/platform/storage.server'
import { jpegBytes } from './quote-helpers'

function get(key: string) {
  return loader(routeArgs(getRequest(`/uploads/${key}`), { '*': key })) as Promise<Response>
}

describe('GET /uploads/<key>', () => {
  it('serves a stored public image and its variants with long cache headers', async () => {
    const bytes = await jpegBytes(800, 600)
    const stored = await storeImage(
      { bytes, name: 'room.jpg' },
      { maxBytes: 1_000_000, prefix: 'gallery' },
    )
    const original = await get(stored.key)
    expect(original.status).toBe(200)
    expect(original.headers.get('Content-Type')).toBe('image/jpeg')
    expect(original.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(original.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(original.headers.get('Content-Length')).toBe(String(bytes.byteLength))
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes)

    const thumb = await get(stored.variants.w320)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('Content-Type')).toBe('image/webp')
    await thumb.body?.cancel()
  })

  it('answers 404 for unknown keys and for paths that try to leave the folder', async () => {
    for (const key of [
      'gallery/2026/01/none/original.jpg',
      '../package.json',
      '..%2fpackage.json',
      'gallery/../../package.json',
      '',
    ]) {
      const response = await get(key)
      expect(response.status, key).toBe(404)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })
})
