/**
 * The estimate's pages (issue 39) as a browser without JavaScript and the editor's autosave
 * reach them: start from a lead (a GET writes nothing), a change posts and comes back to its
 * anchor, a refused one comes back with the message next to its field and what was typed, the
 * autosave answers JSON, the owner alone sets the discount limits, and the customer's link
 * shows a sent estimate (never a draft) with its totals.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as customerRoute from '~/routes/estimates.$token'
import * as listRoute from '~/routes-admin/admin.estimates._index'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as saveRoute from '~/routes-admin/admin.estimates.$estimateId_.save'
import * as newRoute from '~/routes-admin/admin.estimates.new'
import * as settingsRoute from '~/routes-admin/admin.estimates_.settings'
import * as printRoute from '~/routes-admin/admin_.estimates.$estimateId.print'
import { estimateDiscountLimits } from '~/server/auth/staff-settings.server'
import { getEstimate } from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const office = () => adminHeaders('pages-office', 'office')

function newLead() {
  return db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name: 'Bea Marsh',
      email: 'bea@example.com',
      phone: '(954) 555-0177',
      zipCode: '33060',
    })
    .returning()
    .get()
}

async function startFromLead() {
  const lead = newLead()
  const url = `/admin/estimates/new?lead=${lead.id}`
  const before = db.select().from(schema.estimates).all().length
  const page = await callRoute(newRoute, getRequest(url, office()))
  expect(page.status).toBe(200)
  expect(page.data).toMatchObject({ defaults: { name: 'Bea Marsh', email: 'bea@example.com' } })
  expect(db.select().from(schema.estimates).all()).toHaveLength(before)
  const posted = await callRoute(
    newRoute,
    formRequest(
      url,
      {
        name: 'Bea Marsh',
        email: 'bea@example.com',
        phone: '(954) 555-0177',
        zip: '33060',
        leadId: String(lead.id),
      },
      { headers: office() },
    ),
  )
  expect(posted.status).toBe(302)
  const location = posted.headers.get('Location') ?? ''
  expect(location).toMatch(/^\/admin\/estimates\/\d+#rooms$/)
  return { id: Number(/estimates\/(\d+)/.exec(location)?.[1]), lead }
}

function post(id: number, fields: Record<string, string | string[]>) {
  return callRoute(
    editorRoute,
    formRequest(`/admin/estimates/${id}`, fields, { headers: office() }),
    { estimateId: String(id) },
  )
}

describe('the editor without JavaScript', () => {
  it('each post comes back to the same place with an anchor; a refusal comes back with the message and what was typed', async () => {
    const { id } = await startFromLead()
    const room = await post(id, { intent: 'add-room', formId: 'add-room-form', name: 'Kitchen' })
    expect(room.status).toBe(302)
    const roomId = Number(/#room-(\d+)$/.exec(room.headers.get('Location') ?? '')?.[1])
    expect(roomId).toBeGreaterThan(0)

    const refused = await post(id, {
      intent: 'add-window',
      formId: `add-window-${roomId}-form`,
      roomId: String(roomId),
      label: 'Over the sink',
      widthInches: 'abc',
      widthEighths: '0',
      heightInches: '40',
      heightEighths: '2',
    })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      ok: false,
      formId: `add-window-${roomId}-form`,
      errors: { widthInches: ['Enter whole inches from 1 to 600'] },
      values: { label: 'Over the sink', widthInches: 'abc', heightInches: '40' },
    })

    const added = await post(id, {
      intent: 'add-window',
      formId: `add-window-${roomId}-form`,
      roomId: String(roomId),
      label: 'Over the sink',
      widthInches: '36',
      widthEighths: '4',
      heightInches: '40',
      heightEighths: '2',
      mount: 'inside',
    })
    expect(added.headers.get('Location')).toMatch(
      new RegExp(`^/admin/estimates/${id}#window-\\d+$`),
    )
    const page = await callRoute(editorRoute, getRequest(`/admin/estimates/${id}`, office()), {
      estimateId: String(id),
    })
    expect(page.status).toBe(200)
    const loaded = page.data as Awaited<ReturnType<typeof editorRoute.loader>>
    expect(loaded.estimate.rooms[0].windows[0]).toMatchObject({
      label: 'Over the sink',
      widthEighths: 292,
      heightEighths: 322,
    })
    expect(loaded.catalogue?.zebra.fabrics.length).toBeGreaterThan(0)
    expect(loaded.discountLimit).toBe('Your discount limit: 10% of the estimate.')
  })

  it('an estimate that is not there is a 404; so is one an installer did not start', async () => {
    expect((await post(999_999, { intent: 'add-room', name: 'X' })).status).toBe(404)
    const { id } = await startFromLead()
    const installer = adminHeaders('pages-installer', 'installer')
    const answer = await callRoute(editorRoute, getRequest(`/admin/estimates/${id}`, installer), {
      estimateId: String(id),
    })
    expect(answer.status).toBe(404)
  })
})

describe('the autosave', () => {
  it('answers JSON: ok, or the refusal by field; a GET is refused by method', async () => {
    const { id } = await startFromLead()
    const save = (fields: Record<string, string>) =>
      callRoute(
        saveRoute,
        formRequest(`/admin/estimates/${id}/save`, fields, { headers: office() }),
        {
          estimateId: String(id),
        },
      )
    const ok = await save({
      intent: 'customer',
      formId: 'customer-form',
      name: 'Bea Marsh-Hill',
      email: 'bea@example.com',
    })
    expect(ok.status).toBe(200)
    expect(ok.data).toMatchObject({ ok: true, anchor: 'customer' })
    expect(getEstimate(id)?.customer.name).toBe('Bea Marsh-Hill')
    const refused = await save({
      intent: 'customer',
      formId: 'customer-form',
      name: '',
      email: 'not an e-mail',
    })
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      ok: false,
      formId: 'customer-form',
      errors: { name: ['Name is required'], email: ['Enter a valid email address'] },
    })
    const get = await callRoute(saveRoute, getRequest(`/admin/estimates/${id}/save`, office()), {
      estimateId: String(id),
    })
    expect(get.status).toBe(405)
  })
})

describe('the list, the printed copy and the owner’s limits', () => {
  it('lists estimates by status and name; prints one outside the frame', async () => {
    const { id } = await startFromLead()
    const list = await callRoute(
      listRoute,
      getRequest('/admin/estimates?status=draft&q=Bea', office()),
    )
    expect(list.status).toBe(200)
    const listed = (list.data as Awaited<ReturnType<typeof listRoute.loader>>).list.estimates
    expect(listed.map((e) => e.id)).toContain(id)
    const printed = await callRoute(
      printRoute,
      getRequest(`/admin/estimates/${id}/print`, office()),
      {
        estimateId: String(id),
      },
    )
    expect(printed.status).toBe(200)
    expect(printed.data).toMatchObject({ link: null })
  })

  it('the owner sets the discount limits; the office may not', async () => {
    const form = { office: '12.5', installer: '4' }
    const refused = await callRoute(
      settingsRoute,
      formRequest('/admin/estimates/settings', form, { headers: office() }),
    )
    expect(refused.status).toBe(403)
    const owner = adminHeaders('pages-owner', 'owner')
    const saved = await callRoute(
      settingsRoute,
      formRequest('/admin/estimates/settings', form, { headers: owner }),
    )
    expect(saved.status).toBe(302)
    expect(estimateDiscountLimits()).toEqual({ office: 1250, installer: 400 })
    const entry = db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorName, 'pages-owner'))
      .all()
      .at(-1)
    expect(entry?.summary).toBe('Set the estimate discount limits: office 12.5%, installer 4%')
  })
})

describe("the customer's link", () => {
  it('a draft is not shown; once sent it shows the rooms, windows and totals; an unknown token is a 404', async () => {
    const { id } = await startFromLead()
    const room = await post(id, { intent: 'add-room', name: 'Bedroom' })
    const roomId = Number(/#room-(\d+)$/.exec(room.headers.get('Location') ?? '')?.[1])
    const window = await post(id, {
      intent: 'add-window',
      roomId: String(roomId),
      widthInches: '48',
      heightInches: '72',
      mount: 'outside',
    })
    const windowId = Number(/#window-(\d+)$/.exec(window.headers.get('Location') ?? '')?.[1])
    const line = await post(id, {
      intent: 'add-line',
      roomId: String(roomId),
      windowId: String(windowId),
      product: 'roller',
    })
    const lineId = Number(/#line-(\d+)$/.exec(line.headers.get('Location') ?? '')?.[1])
    await post(id, {
      intent: 'line',
      lineId: String(lineId),
      productType: 'roller',
      fabricSwatchId: String(
        db
          .select()
          .from(schema.fabricSwatches)
          .where(eq(schema.fabricSwatches.productType, 'roller'))
          .get()!.id,
      ),
      quantity: '1',
    })
    const token = getEstimate(id)!.token
    const customer = (t: string) =>
      callRoute(customerRoute, getRequest(`/estimates/${t}`), { token: t })
    expect((await customer(token)).status).toBe(404)

    const sent = await post(id, { intent: 'send', formId: 'send-form' })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(`/admin/estimates/${id}#send`)
    const page = await customer(token)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const shown = page.data as unknown as {
      estimate: {
        state: string
        rooms: { windows: { lines: { title: string }[] }[] }[]
        totals: { totalCents: number }
      }
    }
    expect(shown.estimate.state).toBe('sent')
    expect(shown.estimate.rooms[0].windows[0].lines[0].title).toBe('Roller Shades')
    expect(shown.estimate.totals.totalCents).toBe(getEstimate(id)!.totals.totalCents)
    expect((await customer('x'.repeat(32))).status).toBe(404)

    // A new version, once sent, replaces it: the old link says so and leads to the new one.
    const revised = await post(id, { intent: 'revise', formId: 'revise-form' })
    const newId = Number(/estimates\/(\d+)$/.exec(revised.headers.get('Location') ?? '')?.[1])
    expect(newId).toBeGreaterThan(id)
    expect((await customer(token)).data).toMatchObject({ estimate: { state: 'sent' } })
    expect((await post(newId, { intent: 'send', formId: 'send-form' })).status).toBe(302)
    const old = await customer(token)
    expect(old.status).toBe(200)
    expect(old.data).toMatchObject({
      estimate: { state: 'replaced' },
      replacement: {
        href: `/estimates/${getEstimate(newId)!.token}`,
        reference: getEstimate(newId)!.reference,
      },
    })
  })
})
