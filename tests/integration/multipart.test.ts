/**
 * Multipart bodies as clients really send them, built byte by byte: file names with `;`, `=`,
 * quotes and non-ASCII letters are read whole, and bodies that are not a readable form are a
 * 400 (never a thrown error that would become a 500), through the parser and through the
 * quote API and an admin upload.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formRequest, routeArgs } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as adminPosts from '~/routes-api/api.admin.blog.posts'
import { action as submitLead } from '~/routes-api/api.submit-lead'
import { db, schema } from '~/server/platform/db.server'
import {
  BadUploadError,
  type ParseUploadOptions,
  parseUploadForm,
  UploadRejectedError,
} from '~/server/platform/multipart.server'
import { adminHeaders } from './admin-helpers'
import { jpegBytes, pngBytes, VALID_LEAD } from './quote-helpers'

const ORIGIN = 'http://localhost:3000'
const BOUNDARY = '----WebKitFormBoundaryq8Rk3mT2vX9pLw4A'
const options: ParseUploadOptions = { fileFields: ['photo'], maxBytes: 100_000, maxFiles: 3 }

type Part =
  | { name: string; value: string }
  | { disposition: string; type?: string; bytes: Uint8Array }

/** The bytes of a multipart body; `disposition` is written as is (the part under test). */
function multipartBody(parts: Part[], { close = true } = {}): Uint8Array {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`))
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`))
      chunks.push(Buffer.from(part.value))
    } else {
      chunks.push(Buffer.from(`Content-Disposition: ${part.disposition}\r\n`))
      chunks.push(Buffer.from(`Content-Type: ${part.type ?? 'image/png'}\r\n\r\n`))
      chunks.push(Buffer.from(part.bytes))
    }
    chunks.push(Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return new Uint8Array(Buffer.concat(chunks))
}

function rawRequest(
  body: Uint8Array | string,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  pathname = '/',
  headers: Record<string, string> = {},
) {
  return new Request(new URL(pathname, ORIGIN), {
    method: 'POST',
    body: body as BodyInit,
    headers: { 'Content-Type': contentType, ...headers },
  })
}

let png: Uint8Array
beforeAll(async () => {
  png = await pngBytes(8, 8)
})

/** The name the parser gives a PNG sent with this Content-Disposition. */
async function fileNameFor(disposition: string) {
  const body = multipartBody([
    { name: 'name', value: 'Ana' },
    { disposition, bytes: png },
  ])
  const { form } = await parseUploadForm(rawRequest(body), options)
  expect(form.get('name')).toBe('Ana')
  const photo = form.get('photo')
  expect(photo).toBeInstanceOf(File)
  expect(new Uint8Array(await (photo as File).arrayBuffer())).toEqual(png)
  return (photo as File).name
}

describe('parseUploadForm: file names', () => {
  it('reads a photo named "kitchen; before.png" as the browser sends it', async () => {
    const form = new FormData()
    form.append('name', 'Ana')
    form.append('photo', new File([png as BlobPart], 'kitchen; before.png', { type: 'image/png' }))
    const parsed = await parseUploadForm(
      new Request(ORIGIN, { method: 'POST', body: form }),
      options,
    )
    const photo = parsed.form.get('photo') as File
    expect(photo).toBeInstanceOf(File)
    expect(photo.name).toBe('kitchen; before.png')
    expect(photo.type).toBe('image/png')
    expect(parsed.form.get('name')).toBe('Ana')
  })

  it('keeps ";" and "=" inside a quoted file name', async () => {
    expect(await fileNameFor('form-data; name="photo"; filename="kitchen; before.png"')).toBe(
      'kitchen; before.png',
    )
    expect(await fileNameFor('form-data; name="photo"; filename="a=b; c=d.png"')).toBe(
      'a=b; c=d.png',
    )
    // The file name before the field name, as some clients write it.
    expect(await fileNameFor('form-data; filename="x;name=other.png"; name="photo"')).toBe(
      'x;name=other.png',
    )
  })

  it('reads escaped quotes, both backslash-escaped and as browsers send them (%22)', async () => {
    expect(await fileNameFor('form-data; name="photo"; filename="say \\"cheese\\".png"')).toBe(
      'say "cheese".png',
    )
    expect(await fileNameFor('form-data; name="photo"; filename="say %22cheese%22.png"')).toBe(
      'say "cheese".png',
    )
    // A FormData built here (undici) escapes the quotes itself.
    const form = new FormData()
    form.append('photo', new File([png as BlobPart], 'say "cheese"; ok.png'))
    const parsed = await parseUploadForm(
      new Request(ORIGIN, { method: 'POST', body: form }),
      options,
    )
    expect((parsed.form.get('photo') as File).name).toBe('say "cheese"; ok.png')
  })

  it('reads non-ASCII names sent as raw UTF-8 and percent-encoded (RFC 5987)', async () => {
    expect(await fileNameFor('form-data; name="photo"; filename="café ñ.png"')).toBe('café ñ.png')
    expect(
      await fileNameFor(`form-data; name="photo"; filename*=UTF-8''caf%C3%A9%20%C3%B1.png`),
    ).toBe('café ñ.png')
    // A client that sends both: the extended form wins (RFC 6266).
    expect(
      await fileNameFor(
        `form-data; name="photo"; filename="cafe n.png"; filename*=UTF-8''caf%C3%A9%20%C3%B1.png`,
      ),
    ).toBe('café ñ.png')
    // A plain name is not percent-decoded: "%41" may be part of the name.
    expect(await fileNameFor('form-data; name="photo"; filename="100%41.png"')).toBe('100%41.png')
  })

  it("decodes filename*=UTF-8''kitchen%3B%20before.png", async () => {
    expect(
      await fileNameFor(`form-data; name="photo"; filename*=UTF-8''kitchen%3B%20before.png`),
    ).toBe('kitchen; before.png')
  })

  it('keeps only the base name, without control characters', async () => {
    expect(await fileNameFor('form-data; name="photo"; filename="C:\\\\pics\\\\room.png"')).toBe(
      'room.png',
    )
    expect(await fileNameFor('form-data; name="photo"; filename="../../etc/room.png"')).toBe(
      'room.png',
    )
    expect(await fileNameFor('form-data; name="photo"; filename="a%0D%0Ab.png"')).toBe('ab.png')
  })

  it('reads UTF-8 text fields and field names, and keeps the order of the parts', async () => {
    const body = multipartBody([
      { name: 'details', value: 'Persianas rotas en la cocina; ñandú ☀' },
      { name: 'dirección', value: 'Calle 8' },
      { disposition: 'form-data; name="photo"; filename="one.png"', bytes: png },
      { name: 'details', value: 'second' },
      { disposition: 'form-data; name="photo"; filename="two.png"', bytes: png },
    ])
    const { form, tooManyFiles } = await parseUploadForm(rawRequest(body), options)
    expect(form.getAll('details')).toEqual(['Persianas rotas en la cocina; ñandú ☀', 'second'])
    expect(form.get('dirección')).toBe('Calle 8')
    expect(form.getAll('photo').map((f) => (f as File).name)).toEqual(['one.png', 'two.png'])
    expect(tooManyFiles).toBe(false)
  })

  it('drops an empty file input and files of other fields', async () => {
    const body = multipartBody([
      {
        disposition: 'form-data; name="photo"; filename=""',
        type: 'application/octet-stream',
        bytes: new Uint8Array(),
      },
      { disposition: 'form-data; name="other"; filename="b.png"', bytes: png },
      { name: 'name', value: 'Ana' },
    ])
    const { form } = await parseUploadForm(rawRequest(body), options)
    expect(form.get('photo')).toBeNull()
    expect(form.get('other')).toBeNull()
    expect(form.get('name')).toBe('Ana')
  })
})

describe('parseUploadForm: limits', () => {
  it('refuses a photo over the limit (413) and one that is not an image (415)', async () => {
    const big = new Uint8Array(options.maxBytes + 1)
    big.set(png)
    const tooLarge = await parseUploadForm(
      rawRequest(
        multipartBody([
          { name: 'name', value: 'Ana' },
          { disposition: 'form-data; name="photo"; filename="big; one.png"', bytes: big },
          { name: 'after', value: 'kept' },
        ]),
      ),
      options,
    ).catch((error) => error)
    expect(tooLarge).toBeInstanceOf(UploadRejectedError)
    expect(tooLarge).toMatchObject({ status: 413, fileName: 'big; one.png' })
    expect(tooLarge.form.get('name')).toBe('Ana')
    expect(tooLarge.form.get('after')).toBe('kept')

    const text = await parseUploadForm(
      rawRequest(
        multipartBody([
          {
            disposition: 'form-data; name="photo"; filename="notes.png"',
            bytes: new TextEncoder().encode('only words, no picture here at all'),
          },
        ]),
      ),
      options,
    ).catch((error) => error)
    expect(text).toMatchObject({ status: 415, fileName: 'notes.png' })
    expect(text.form.get('photo')).toBeNull()
  })

  it('a photo exactly at the limit is kept; files beyond maxFiles are marked', async () => {
    const exact = new Uint8Array(1000)
    exact.set(png.subarray(0, 16))
    const parts: Part[] = ['a', 'b', 'c'].map((n) => ({
      disposition: `form-data; name="photo"; filename="${n}.png"`,
      bytes: exact,
    }))
    const parsed = await parseUploadForm(rawRequest(multipartBody(parts)), {
      ...options,
      maxBytes: 1000,
      maxFiles: 2,
    })
    expect(parsed.form.getAll('photo')).toHaveLength(2)
    expect(parsed.tooManyFiles).toBe(true)
  })

  it('refuses a text field over its limit, too much text in all, and too many fields', async () => {
    const long = await parseUploadForm(
      rawRequest(multipartBody([{ name: 'details', value: 'x'.repeat(1001) }])),
      { ...options, maxTextBytes: 1000 },
    ).catch((error) => error)
    expect(long).toMatchObject({ status: 413, textField: 'details' })

    const atLimit = await parseUploadForm(
      rawRequest(multipartBody([{ name: 'details', value: 'é'.repeat(500) }])),
      { ...options, maxTextBytes: 1000 },
    )
    expect(atLimit.form.get('details')).toBe('é'.repeat(500))

    const total = await parseUploadForm(
      rawRequest(
        multipartBody(['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: n, value: 'y'.repeat(900) }))),
      ),
      { ...options, maxTextBytes: 1000 },
    ).catch((error) => error)
    expect(total).toMatchObject({ status: 413, textField: 'e' })

    const many = await parseUploadForm(
      rawRequest(
        multipartBody(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      ),
      { ...options, maxFields: 10 },
    ).catch((error) => error)
    expect(many).toMatchObject({ status: 413, message: 'The form has too many fields' })
    expect(many.form.get('f9')).toBe('x')
  })

  it('gives up on a refused upload after maxDrainBytes without reading the rest', async () => {
    const big = new Uint8Array(200_000)
    big.set(png)
    let pulled = 0
    const body = multipartBody([
      { disposition: 'form-data; name="photo"; filename="huge.png"', bytes: big },
    ])
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = body.subarray(pulled, pulled + 1024)
        pulled += chunk.byteLength
        if (chunk.byteLength) controller.enqueue(chunk)
        // After the body, more bytes forever: a client that never stops sending.
        else controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request(ORIGIN, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: 'half',
    } as RequestInit)
    const error = await parseUploadForm(request, {
      ...options,
      maxBytes: 10_000,
      maxDrainBytes: 50_000,
    }).catch((e) => e)
    expect(error).toMatchObject({ status: 413, fileName: 'huge.png' })
    expect(pulled).toBeLessThan(150_000)
  })
})

describe('parseUploadForm: bodies that are not a readable form', () => {
  const photoPart: Part = {
    disposition: 'form-data; name="photo"; filename="a.png"',
    bytes: new Uint8Array(0),
  }
  const cases: [string, () => Request][] = [
    [
      'truncated in the middle of a file',
      () => {
        // A real image's first bytes, so only the cut is wrong.
        const bytes = new Uint8Array(2000)
        bytes.set(png)
        const body = multipartBody([{ ...photoPart, bytes }])
        return rawRequest(body.subarray(0, 300))
      },
    ],
    [
      'truncated in the part headers',
      () => rawRequest(`--${BOUNDARY}\r\nContent-Disposition: form-data; na`),
    ],
    [
      'missing its closing boundary',
      () => rawRequest(multipartBody([{ name: 'name', value: 'Ana' }], { close: false })),
    ],
    [
      'without a boundary parameter',
      () => rawRequest(multipartBody([{ name: 'a', value: 'b' }]), 'multipart/form-data'),
    ],
    ['with an empty boundary', () => rawRequest('--\r\n\r\n--', 'multipart/form-data; boundary=')],
    [
      'whose boundary is not the one in the header',
      () =>
        rawRequest(
          multipartBody([{ name: 'a', value: 'b' }]),
          'multipart/form-data; boundary=other',
        ),
    ],
    ['of garbage', () => rawRequest(new Uint8Array([0, 255, 13, 10, 45, 45, 1, 2, 3]))],
    ['that is JSON', () => rawRequest(JSON.stringify({ name: 'Ana', photo: 'a.png' }))],
    ['that is empty', () => rawRequest('')],
    [
      'with a part header that is not a header',
      () => rawRequest(`--${BOUNDARY}\r\nthis is not a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    ],
  ]

  for (const [label, build] of cases) {
    it(`answers 400 for a body ${label}`, async () => {
      const error = await parseUploadForm(build(), options).catch((e) => e)
      expect(error).toBeInstanceOf(BadUploadError)
      expect(error).toMatchObject({ status: 400, message: 'The form could not be read' })
    })
  }

  it('answers 400 for a multipart body without a Content-Type', async () => {
    const request = new Request(ORIGIN, { method: 'POST', body: new Uint8Array([1, 2, 3]) })
    await expect(parseUploadForm(request, options)).rejects.toBeInstanceOf(BadUploadError)
  })
})

describe('routes that take photos', () => {
  beforeEach(() => {
    db.delete(schema.leads).run()
  })

  let ip = 0
  async function submit(request: Request) {
    request.headers.set('Fly-Client-IP', `198.51.100.${++ip}`)
    const response = (await submitLead(routeArgs(request))) as Response
    return { status: response.status, body: (await response.json()) as { error?: string } }
  }

  it('the quote API stores a photo named "kitchen; before.jpg"', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(VALID_LEAD)) form.append(k, v)
    form.append(
      'repairImages',
      new File([(await jpegBytes()) as BlobPart], 'kitchen; before.jpg', { type: 'image/jpeg' }),
    )
    const { status } = await submit(formRequest('/api/submit-lead', form))
    expect(status).toBe(200)
    const photos = db.select().from(schema.leadPhotos).all()
    expect(photos.map((p) => p.originalName)).toEqual(['kitchen; before.jpg'])
  })

  it('the quote API answers 400 with its message for truncated or boundary-less bodies', async () => {
    const body = multipartBody([
      { name: 'name', value: 'Ana' },
      {
        disposition: 'form-data; name="repairImages"; filename="a; b.jpg"',
        bytes: await jpegBytes(),
      },
    ])
    for (const request of [
      rawRequest(body.subarray(0, body.length - 30), undefined, '/api/submit-lead'),
      rawRequest(body, 'multipart/form-data', '/api/submit-lead'),
      rawRequest('{"name":"Ana"}', undefined, '/api/submit-lead'),
    ]) {
      const result = await submit(request)
      expect(result.status).toBe(400)
      expect(result.body.error).toBe('The form could not be read')
    }
    expect(db.select().from(schema.leads).all()).toHaveLength(0)
  })

  it('an admin upload takes an image named "hero; v2=final.jpg" and refuses a cut body', async () => {
    const auth = adminHeaders('multipart-admin')
    const form = new FormData()
    for (const [k, v] of Object.entries({
      title: 'Semicolon Names',
      author: 'Tri-County Team',
      excerpt: 'A file name with a semicolon.',
      content: '<p>Hello</p>',
      category: 'Maintenance',
      tags: 'Tips',
      status: 'draft',
      readTime: '2',
    })) {
      form.set(k, v)
    }
    form.set(
      'image',
      new File([(await jpegBytes()) as BlobPart], 'hero; v2=final.jpg', { type: 'image/jpeg' }),
    )
    const created = await callRoute(
      adminPosts,
      formRequest('/api/admin/blog/posts', form, { headers: auth }),
    )
    expect(created.status).toBe(201)
    const post = db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.slug, 'semicolon-names'))
      .get()
    expect(post?.featuredImage).toMatch(/^\/uploads\//)

    const body = multipartBody([{ name: 'title', value: 'Cut Short' }], { close: false })
    const cut = await callRoute(
      adminPosts,
      rawRequest(body, undefined, '/api/admin/blog/posts', auth),
    )
    expect(cut.status).toBe(400)
  })
})
