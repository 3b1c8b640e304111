import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type CatalogForm, catalogWrite } from './catalog-admin-forms.server'
import { CatalogConflictError, CatalogImageError } from './write-helpers.server'

/** A form that passed validation, as readCatalogForm returns it. */
function readForm(): Extract<CatalogForm<{ name: string }>, { ok: true }> {
  const form = new FormData()
  form.set('name', 'Linen')
  const submission = parseWithZod(form, { schema: z.object({ name: z.string() }) })
  if (submission.status !== 'success') throw new Error('the test form should be valid')
  return { ok: true, value: submission.value, image: null, submission, form }
}

describe('catalogWrite: a write refused for its image or its name is a result, not a throw', () => {
  it("returns the write's value", async () => {
    expect(await catalogWrite(readForm(), async () => 42)).toEqual({ ok: true, value: 42 })
  })

  it('puts an image the store refused beside the image field, keeping what was typed', async () => {
    const refused = await catalogWrite(readForm(), async () => {
      throw new CatalogImageError(413, 'Image must be 3 MB or smaller')
    })
    expect(refused).toMatchObject({
      ok: false,
      status: 413,
      error: 'Image must be 3 MB or smaller',
      fieldErrors: { image: ['Image must be 3 MB or smaller'] },
    })
    if (refused.ok) return
    expect(refused.submission?.payload).toEqual({ name: 'Linen' })
  })

  it("says a file that is not a picture in the tab's own words when it has them", async () => {
    const notAnImage = async () => {
      throw new CatalogImageError(415, 'Unsupported image type')
    }
    expect(await catalogWrite(readForm(), notAnImage)).toMatchObject({
      status: 415,
      error: 'Unsupported image type',
    })
    expect(
      await catalogWrite(readForm(), notAnImage, {
        imageMessages: { notAnImage: 'Please choose an image file' },
      }),
    ).toMatchObject({ status: 415, fieldErrors: { image: ['Please choose an image file'] } })
  })

  it('refuses a name already taken with 409, beside the field when one is named', async () => {
    const taken = async () => {
      throw new CatalogConflictError('A swatch with this name already exists')
    }
    expect(await catalogWrite(readForm(), taken)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: {},
    })
    expect(await catalogWrite(readForm(), taken, { conflictField: 'fabricName' })).toMatchObject({
      status: 409,
      fieldErrors: { fabricName: ['A swatch with this name already exists'] },
    })
  })

  it('throws any other error on: a fault is not the input', async () => {
    await expect(
      catalogWrite(readForm(), async () => {
        throw new Error('disk full')
      }),
    ).rejects.toThrow('disk full')
  })
})
