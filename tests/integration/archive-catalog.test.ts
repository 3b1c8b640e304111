/**
 * Archiving catalogue items instead of deleting them (issue 28): an archived fabric swatch or
 * motor is refused everywhere customers look, like an inactive one (catalogue JSON, price
 * calls, cart lines, the shop's quote lines), and the toast's Undo brings it back.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as fabricsTab from '~/routes-admin/admin.fabrics'
import * as motorsTab from '~/routes-admin/admin.motors'
import * as fabricsApi from '~/routes-api/api.fabric-swatches'
import * as motorsApi from '~/routes-api/api.motors'
import { priceCartConfiguration } from '~/server/cart/lines.server'
import { findHardware, listHardware, listSwatches } from '~/server/catalog/catalog.server'
import { priceRequestBody } from '~/server/catalog/pricing.server'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { seed } from '../../db/seed'

let auth: { Authorization: string }
beforeAll(async () => {
  await seed(db)
  auth = adminHeaders('catalog-archive')
})

const post = (
  route: typeof fabricsTab | typeof motorsTab,
  path: string,
  fields: Record<string, string>,
) => callRoute(route, formRequest(path, fields, { headers: auth }))

async function undoOf(result: { headers: Headers }) {
  const cookie = result.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  return (await getToast(getRequest('/admin', { Cookie: cookie }))).toast?.undo
}

describe('an archived fabric swatch', () => {
  it('is refused like an inactive one, and its Undo restores it', async () => {
    const swatch = listSwatches('regular')[0]
    const priceBody = { width: 36, height: 48, fabric: swatch.id }
    const cartLine = {
      productType: 'regular' as const,
      fabricSwatchId: swatch.id,
      widthEighths: 36 * 8,
      heightEighths: 48 * 8,
      quantity: 1,
      optionCodes: [],
    }
    const inJson = async () =>
      ((await callRoute(fabricsApi, getRequest('/api/fabric-swatches'))).data as { id: number }[])
        .map((s) => s.id)
        .includes(swatch.id)
    expect(await inJson()).toBe(true)
    expect(priceRequestBody('regular', priceBody).ok).toBe(true)

    const archived = await post(fabricsTab, '/admin/fabrics', {
      intent: 'archive',
      id: String(swatch.id),
    })
    expect(archived.status).toBe(302)
    expect(await inJson()).toBe(false)
    expect(listSwatches('regular').map((s) => s.id)).not.toContain(swatch.id)
    expect(priceRequestBody('regular', priceBody)).toMatchObject({ ok: false, field: 'fabric' })
    expect(
      priceCartConfiguration(cartLine as Parameters<typeof priceCartConfiguration>[0]),
    ).toMatchObject({ ok: false, field: 'fabric' })

    const undo = await undoOf(archived)
    expect(undo).toEqual({
      action: '/admin/fabrics',
      fields: { intent: 'restore', id: String(swatch.id) },
    })
    await post(fabricsTab, undo!.action, undo!.fields)
    expect(await inJson()).toBe(true)
    expect(priceRequestBody('regular', priceBody).ok).toBe(true)
  })

  it('an unknown swatch is refused with a destructive toast; a GET never archives', async () => {
    const missing = await post(fabricsTab, '/admin/fabrics', { intent: 'archive', id: '999999' })
    const cookie = missing.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    expect((await getToast(getRequest('/admin', { Cookie: cookie }))).toast?.variant).toBe(
      'destructive',
    )
    const swatch = listSwatches()[0]
    await callRoute(fabricsTab, getRequest(`/admin/fabrics?intent=archive&id=${swatch.id}`, auth))
    expect(listSwatches().map((s) => s.id)).toContain(swatch.id)
  })
})

describe('an archived motor', () => {
  it('leaves the shop and quote lines, and its Undo restores it', async () => {
    const motor = listHardware('motor')[0]
    const inJson = async () =>
      JSON.stringify((await callRoute(motorsApi, getRequest('/api/motors'))).data).includes(
        `"name":${JSON.stringify(motor.name)}`,
      )
    expect(await inJson()).toBe(true)
    const archived = await post(motorsTab, '/admin/motors', {
      intent: 'archive',
      id: String(motor.id),
    })
    expect(archived.status).toBe(302)
    expect(await inJson()).toBe(false)
    expect(findHardware([motor.id])).toEqual([])
    const list = await callRoute(motorsTab, getRequest('/admin/motors?archived=yes', auth))
    expect((list.data as { items: { id: number }[] }).items.map((i) => i.id)).toContain(motor.id)

    const undo = await undoOf(archived)
    expect(undo?.fields).toEqual({ intent: 'restore', id: String(motor.id) })
    await post(motorsTab, undo!.action, undo!.fields)
    expect(await inJson()).toBe(true)
    expect(findHardware([motor.id])).toHaveLength(1)

    // Both are in the audit log, by who did them (issue 31).
    const audit = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, String(motor.id)))
      .all()
      .filter((e) => e.subjectType === 'hardware')
      .map((e) => [e.kind, e.actorName])
    expect(audit).toEqual([
      ['archive', 'catalog-archive'],
      ['restore', 'catalog-archive'],
    ])
  })
})
