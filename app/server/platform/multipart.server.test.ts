import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { BadUploadError, parseUploadForm, UploadRejectedError } from './multipart.server'

const options = { fileFields: ['photo'], maxBytes: 1000, maxFiles: 2 }
const post = (form: FormData) => new Request('http://x/', { method: 'POST', body: form })

let png: Uint8Array<ArrayBuffer>
beforeAll(async () => {
  png = new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#224466' } })
      .png()
      .toBuffer(),
  )
})

describe('parseUploadForm', () => {
  it('keeps text fields and accepted images, drops files of other fields', async () => {
    const form = new FormData()
    form.append('name', 'Ana')
    form.append('photo', new File([png], 'a.png'))
    form.append('other', new File([png], 'b.png'))
    form.append('photo', new File([], ''))
    const parsed = await parseUploadForm(post(form), options)
    expect(parsed.form.get('name')).toBe('Ana')
    // An empty file input arrives as an empty value, never as a file.
    expect(parsed.form.getAll('photo').filter((v) => v instanceof File)).toHaveLength(1)
    expect(parsed.form.get('other')).toBeNull()
    expect(parsed.tooManyFiles).toBe(false)
  })

  it('refuses too many or too long text fields with 413', async () => {
    const many = new FormData()
    for (let i = 0; i < 101; i++) many.append(`f${i}`, 'x')
    await expect(parseUploadForm(post(many), options)).rejects.toMatchObject({ status: 413 })
    const long = new FormData()
    long.append('details', 'x'.repeat(70_000))
    await expect(parseUploadForm(post(long), options)).rejects.toMatchObject({ status: 413 })
  })

  it('refuses a photo that is too large or not an image, keeping the text fields', async () => {
    const big = new FormData()
    big.append('name', 'Ana')
    big.append('photo', new File([png, new Uint8Array(2000)], '../big.png'))
    const tooLarge = await parseUploadForm(post(big), options).catch((error) => error)
    expect(tooLarge).toBeInstanceOf(UploadRejectedError)
    expect(tooLarge).toMatchObject({ status: 413, fileName: 'big.png' })
    expect(tooLarge.form.get('name')).toBe('Ana')

    const text = new FormData()
    text.append('name', 'Ana')
    text.append('photo', new File(['not a picture, only words'], 'room.jpg'))
    const notAnImage = await parseUploadForm(post(text), options).catch((error) => error)
    expect(notAnImage).toMatchObject({ status: 415, fileName: 'room.jpg' })
    expect(notAnImage.form.get('name')).toBe('Ana')
    expect(notAnImage.form.get('photo')).toBeNull()
  })

  it('marks files beyond the limit and refuses other bodies', async () => {
    const form = new FormData()
    for (const n of ['a', 'b', 'c']) form.append('photo', new File([png], `${n}.png`))
    const parsed = await parseUploadForm(post(form), options)
    expect(parsed.tooManyFiles).toBe(true)
    expect(parsed.form.getAll('photo')).toHaveLength(2)
    const json = new Request('http://x/', { method: 'POST', body: '{}' })
    await expect(parseUploadForm(json, options)).rejects.toBeInstanceOf(BadUploadError)
  })
})
