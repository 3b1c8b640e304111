import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import {
  deleteImage,
  deleteStored,
  detectImageFormat,
  isValidKey,
  readStored,
  storeImage,
  UploadRejectedError,
} from './storage.server'

const root = () => process.env.UPLOADS_DIR as string

async function image(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 80, height = 60) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#224466' } })
      .toFormat(format)
      .toBuffer(),
  )
}

afterEach(() => fs.rmSync(root(), { recursive: true, force: true }))

describe('detectImageFormat', () => {
  it('recognises images by their first bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      expect(detectImageFormat(await image(format))).toBe(format)
    }
    const heic = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0])
    expect(detectImageFormat(heic)).toBe('heic')
  })

  it('refuses anything else', () => {
    for (const bytes of [
      Buffer.from('hello world, not a picture'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new Uint8Array([0xff, 0xd8]),
      new Uint8Array([]),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
    ]) {
      expect(detectImageFormat(bytes)).toBeNull()
    }
  })
})

describe('storeImage', () => {
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

  it('never reads outside the uploads folder', async () => {
    for (const key of ['../secret.txt', '/etc/passwd', 'a/../../b.jpg', 'a//b.jpg', 'a\\b.jpg']) {
      expect(isValidKey(key)).toBe(false)
      expect(await readStored(key)).toBeNull()
    }
    expect(isValidKey('leads/2026/11/0f8e/original.jpg')).toBe(true)
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

describe('parseUploadForm', () => {
  const options = { fileFields: ['photo'], maxBytes: 1000, maxFiles: 2 }
  const post = (form: FormData) => new Request('http://x/', { method: 'POST', body: form })

  it('keeps text fields and accepted images, drops files of other fields', async () => {
    const { parseUploadForm } = await import('./storage.server')
    const form = new FormData()
    form.append('name', 'Ana')
    form.append('photo', new File([await image('png', 4, 4)], 'a.png'))
    form.append('other', new File([await image('png', 4, 4)], 'b.png'))
    form.append('photo', new File([], ''))
    const parsed = await parseUploadForm(post(form), options)
    expect(parsed.form.get('name')).toBe('Ana')
    // An empty file input arrives as an empty value, never as a file.
    expect(parsed.form.getAll('photo').filter((v) => v instanceof File)).toHaveLength(1)
    expect(parsed.form.get('other')).toBeNull()
    expect(parsed.tooManyFiles).toBe(false)
  })

  it('refuses too many or too long text fields with 413', async () => {
    const { parseUploadForm } = await import('./storage.server')
    const many = new FormData()
    for (let i = 0; i < 101; i++) many.append(`f${i}`, 'x')
    await expect(parseUploadForm(post(many), options)).rejects.toMatchObject({ status: 413 })
    const long = new FormData()
    long.append('details', 'x'.repeat(70_000))
    await expect(parseUploadForm(post(long), options)).rejects.toMatchObject({ status: 413 })
  })

  it('marks files beyond the limit and refuses other bodies', async () => {
    const { parseUploadForm, BadUploadError } = await import('./storage.server')
    const form = new FormData()
    const png = await image('png', 4, 4)
    for (const n of ['a', 'b', 'c']) form.append('photo', new File([png], `${n}.png`))
    const parsed = await parseUploadForm(post(form), options)
    expect(parsed.tooManyFiles).toBe(true)
    expect(parsed.form.getAll('photo')).toHaveLength(2)
    const json = new Request('http://x/', { method: 'POST', body: '{}' })
    await expect(parseUploadForm(json, options)).rejects.toBeInstanceOf(BadUploadError)
  })
})
