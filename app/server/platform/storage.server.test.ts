import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { pngHeader } from '#tests/setup/png'
import { detectImageFormat, IMAGE_TYPES } from '~/domain/image-type'
import { UploadRejectedError } from './multipart.server'
import { deleteImage, storeImage } from './storage.server'
import { deleteStored, readStored } from './storage-backends.server'

const root = () => process.env.UPLOADS_DIR as string

async function image(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 80, height = 60) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#224466' } })
      .toFormat(format)
      .toBuffer(),
  )
}

afterEach(() => fs.rmSync(root(), { recursive: true, force: true }))

describe('storeImage', () => {
  it('recognises what image encoders write, by the bytes and not the name', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      const stored = await storeImage(
        { bytes: await image(format), name: 'photo.bin' },
        { maxBytes: 1_000_000, prefix: 'test', variants: [] },
      )
      expect(stored.format).toBe(format)
      expect(stored.key.endsWith(`/original.${IMAGE_TYPES[format].ext}`)).toBe(true)
    }
  })

  it('keeps a customer’s photo of any format as a JPEG: its encoder streams (docs/decisions/113-uploads-on-replicas.md)', async () => {
    for (const format of ['png', 'webp', 'gif', 'avif'] as const) {
      const stored = await storeImage(
        { bytes: await image(format), name: `window.${format}` },
        { maxBytes: 1_000_000, prefix: 'leads', variants: [] },
      )
      expect([stored.format, stored.contentType], format).toEqual(['jpeg', 'image/jpeg'])
      expect(stored.key.endsWith('/original.jpg')).toBe(true)
      const found = await readStored(stored.key)
      const bytes = new Uint8Array(await new Response(found?.body).arrayBuffer())
      expect(detectImageFormat(bytes)).toBe('jpeg')
    }
    // Public images keep their format.
    const gallery = await storeImage(
      { bytes: await image('png'), name: 'room.png' },
      { maxBytes: 1_000_000, prefix: 'gallery', variants: [] },
    )
    expect(gallery.format).toBe('png')
  })

  it('stores the original and WebP variants that are never enlarged', async () => {
    const stored = await storeImage(
      { bytes: await image('png', 2000, 1000), name: '../../etc/passwd.png' },
      { maxBytes: 5_000_000, prefix: 'test' },
    )
    expect(stored.originalName).toBe('passwd.png')
    expect(stored).toMatchObject({ contentType: 'image/png', width: 2000, height: 1000 })
    expect(stored.keys).toHaveLength(3)
    for (const key of stored.keys) expect(fs.existsSync(path.join(root(), key))).toBe(true)
    const small = await sharp(path.join(root(), stored.variants.w320)).metadata()
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 160])

    const tiny = await storeImage(
      { bytes: await image('jpeg', 100, 50), name: 'tiny.jpg' },
      { maxBytes: 5_000_000, prefix: 'test', variants: [{ name: 'big', size: 1000 }] },
    )
    const big = await sharp(path.join(root(), tiny.variants.big)).metadata()
    expect([big.width, big.height]).toEqual([100, 50])
  })

  it('checks size and bytes before writing anything', async () => {
    await expect(
      storeImage({ bytes: await image('jpeg'), name: 'a.jpg' }, { maxBytes: 100, prefix: 't' }),
    ).rejects.toMatchObject({ status: 413 })
    await expect(
      storeImage(
        { bytes: Buffer.from('just text pretending'), name: 'a.jpg' },
        { maxBytes: 1000, prefix: 't' },
      ),
    ).rejects.toBeInstanceOf(UploadRejectedError)
    const truncated = (await image('jpeg', 400, 400)).slice(0, 200)
    await expect(
      storeImage({ bytes: truncated, name: 'cut.jpg' }, { maxBytes: 1_000_000, prefix: 't' }),
    ).rejects.toMatchObject({ status: 415 })
    expect(fs.existsSync(root())).toBe(false)
  })

  it('reads back and deletes what it stored', async () => {
    const stored = await storeImage(new File([await image('webp')], 'w.webp'), {
      maxBytes: 1_000_000,
      prefix: 'test',
    })
    const found = await readStored(stored.key)
    expect(found?.contentType).toBe('image/webp')
    expect(found?.size).toBe(stored.sizeBytes)
    await found?.body.cancel()
    await deleteStored(stored.variants.w320)
    expect(await readStored(stored.variants.w320)).toBeNull()
    await deleteImage(stored.key)
    expect(await readStored(stored.key)).toBeNull()
    expect(await readStored(stored.variants.w1280)).toBeNull()
  })
})

describe('what is never decoded', () => {
  it('refuses a picture over 40 megapixels from its header, before decoding it', async () => {
    const started = Date.now()
    const refusal = await storeImage(
      { bytes: new Uint8Array(pngHeader(9000, 9000, 2)), name: 'bomb.png' },
      { maxBytes: 10_000_000, prefix: 'leads' },
    ).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(UploadRejectedError)
    expect((refusal as UploadRejectedError).status).toBe(413)
    expect((refusal as UploadRejectedError).message).toContain('9000 x 9000 pixels')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('refuses HEIC for catalogue images too: a HEIC header followed by HTML is never kept', async () => {
    const fake = new Uint8Array([
      ...[0, 0, 0, 24],
      ...new TextEncoder().encode('ftypheic'),
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ])
    const refusal = await storeImage(
      { bytes: fake, name: 'swatch.heic' },
      { maxBytes: 3_000_000, prefix: 'swatches' },
    ).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(UploadRejectedError)
    expect((refusal as UploadRejectedError).status).toBe(415)
  })
})

describe('storeImage with S3 settings', () => {
  it('writes to the bucket (MSW answers for S3) and reads it back', async () => {
    const { setupServer } = await import('msw/node')
    const { s3Handlers } = await import('#tests/mocks/s3')
    const server = setupServer(...s3Handlers)
    server.listen({ onUnhandledRequest: 'error' })
    process.env.S3_BUCKET = 'test-bucket'
    process.env.AWS_ACCESS_KEY_ID = 'AKIAMOCK'
    process.env.AWS_SECRET_ACCESS_KEY = 'mock-secret'
    try {
      const stored = await storeImage(
        { bytes: await image('jpeg'), name: 's3.jpg' },
        { maxBytes: 1_000_000, prefix: 'leads' },
      )
      expect(fs.existsSync(root())).toBe(false)
      const found = await readStored(stored.key)
      expect(found?.contentType).toBe('image/jpeg')
      const bytes = new Uint8Array(await new Response(found?.body).arrayBuffer())
      expect(detectImageFormat(bytes)).toBe('jpeg')
      expect(await readStored('leads/nothing/here.jpg')).toBeNull()
    } finally {
      delete process.env.S3_BUCKET
      delete process.env.AWS_ACCESS_KEY_ID
      delete process.env.AWS_SECRET_ACCESS_KEY
      server.close()
    }
  })
})
