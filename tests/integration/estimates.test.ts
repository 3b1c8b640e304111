/**
 * The estimate's one writer (issue 39), through the editor's posts as the salesperson makes
 * them: started from a lead, rooms and windows, a zebra shade priced by the shop's own grid
 * (the same figure as the cart for the same configuration), a hand-priced line, alternatives,
 * the discount limit of each role, the audit log, and "Send to customer" with its e-mail.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { cartOf, swatchId, visitorWithCart, zebraConfig } from '#tests/integration/cart-helpers'
import type { StaffActor, StaffRole } from '~/domain/staff-access'
import { setEstimateDiscountLimits } from '~/server/auth/staff-settings.server'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import {
  createEstimate,
  getEstimate,
  getEstimateByToken,
  newEstimatePrefill,
  reviseEstimate,
} from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

function actor(username: string, role: StaffRole = 'office'): StaffActor {
  adminHeaders(username, role)
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()!
  return { id: row.id, username, role }
}

function lead() {
  return db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name: 'Ana Flores',
      email: 'ana.flores@example.com',
      phone: '(954) 555-0142',
      address: '12 Las Olas Blvd',
      city: 'Fort Lauderdale',
      zipCode: '33301',
    })
    .returning()
    .get()
}

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v)
  }
  return data
}

async function post(
  who: StaffActor,
  estimateId: number,
  fields: Record<string, string | string[]>,
) {
  return answerEditorPost(who, estimateId, form(fields))
}

function idFrom(anchor: string): number {
  return Number(anchor.split('-').at(-1))
}

async function ok(who: StaffActor, estimateId: number, fields: Record<string, string | string[]>) {
  const answer = await post(who, estimateId, fields)
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
  return answer
}

function auditOf(estimateId: number) {
  return db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.subjectType, 'estimate'),
        eq(schema.auditLog.subjectId, String(estimateId)),
      ),
    )
    .all()
}

/** An estimate from a new lead with one room and a 48 x 72 inside-mount window. */
async function started(who: StaffActor) {
  const from = lead()
  const prefill = newEstimatePrefill({ leadId: from.id })!
  const created = createEstimate(who, prefill)
  if (!created.ok) throw new Error(created.message)
  const id = created.id
  const room = idFrom((await ok(who, id, { intent: 'add-room', name: 'Living room' })).anchor)
  const window = idFrom(
    (
      await ok(who, id, {
        intent: 'add-window',
        roomId: String(room),
        label: 'Left of sofa',
        widthInches: '48',
        widthEighths: '0',
        heightInches: '72',
        heightEighths: '0',
        mount: 'inside',
      })
    ).anchor,
  )
  return { id, lead: from, room, window }
}

describe('starting an estimate', () => {
  it('from a lead: the customer is filled in, the lead is linked and its timeline says so', () => {
    const office = actor('est-office-start')
    const from = lead()
    const prefill = newEstimatePrefill({ leadId: from.id })!
    expect(prefill.customer).toMatchObject({
      name: 'Ana Flores',
      email: 'ana.flores@example.com',
      zip: '33301',
    })
    const created = createEstimate(office, prefill)
    expect(created.ok).toBe(true)
    if (!created.ok) return
    const estimate = getEstimate(created.id)!
    expect(estimate).toMatchObject({ status: 'draft', version: 1, leadId: from.id })
    expect(estimate.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(estimate.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const timeline = db
      .select()
      .from(schema.requestActivity)
      .where(eq(schema.requestActivity.leadId, from.id))
      .all()
    expect(timeline.map((a) => a.kind)).toContain('estimate')
    expect(auditOf(created.id)[0]).toMatchObject({
      kind: 'estimate-edit',
      actorName: 'est-office-start',
    })
  })

  it('an installer may not start one from nothing: only from a visit of theirs (estimate-installers.test.ts)', () => {
    const installer = actor('est-installer', 'installer')
    expect(createEstimate(installer, { customer: { name: 'Someone' } })).toMatchObject({
      ok: false,
      status: 400,
    })
  })
})

describe('rooms, windows and lines', () => {
  it('prices a zebra shade by the grid: the same unit price and installation as the cart for the same configuration', async () => {
    const office = actor('est-office-zebra')
    const { id, window, room } = await started(office)
    const line = idFrom(
      (
        await ok(office, id, {
          intent: 'add-line',
          roomId: String(room),
          windowId: String(window),
          product: 'zebra',
        })
      ).anchor,
    )
    // Until a fabric is chosen it has no price, and says why.
    expect(getEstimate(id)!.rooms[0].windows[0].lines[0]).toMatchObject({
      priceError: 'Choose a fabric',
      optionCodes: ['installation'],
    })
    await ok(office, id, {
      intent: 'line',
      lineId: String(line),
      productType: 'zebra',
      fabricSwatchId: String(swatchId('Classic White Zebra')),
      operationType: 'manual',
      controlSide: 'left',
      options: ['installation'],
      quantity: '1',
      inclusion: 'required',
      discountKind: 'none',
    })
    const priced = getEstimate(id)!.rooms[0].windows[0].lines[0]
    const cart = await cartOf(await visitorWithCart([zebraConfig()]))
    const shop = cart.lines[0]
    expect(priced.priceError).toBeNull()
    expect(priced.unitPriceCents).toBe(shop.unitPriceCents)
    expect(priced.installationCents).toBe(shop.installationCents)
    expect(priced.netCents).toBe(shop.unitPriceCents + shop.installationCents)
    expect(priced.details).toContain('Classic White Zebra')

    // The window measured wider: priced again from the next grid cell on that save.
    await ok(office, id, {
      intent: 'window',
      windowId: String(window),
      label: 'Left of sofa',
      widthInches: '60',
      widthEighths: '4',
      heightInches: '72',
      heightEighths: '0',
      mount: 'inside',
    })
    const wider = (await cartOf(await visitorWithCart([zebraConfig({ widthEighths: 60 * 8 + 4 })])))
      .lines[0]
    const repriced = getEstimate(id)!.rooms[0].windows[0].lines[0]
    expect(repriced.unitPriceCents).toBe(wider.unitPriceCents)
    expect(repriced.installationCents).toBe(wider.installationCents)
    expect(repriced.unitPriceCents).toBeGreaterThan(priced.unitPriceCents)

    // Beyond the zebra grid: kept (the window is that big) but unpriced, with the reason.
    await ok(office, id, {
      intent: 'window',
      windowId: String(window),
      widthInches: '150',
      heightInches: '72',
      mount: 'inside',
    })
    expect(getEstimate(id)!.rooms[0].windows[0].lines[0]).toMatchObject({
      unitPriceCents: 0,
      priceError: 'Width must be between 24 and 120 inches',
    })
  })

  it('a hand-priced line: description, quantity and the price of one, typed in dollars', async () => {
    const office = actor('est-office-hand')
    const { id, window, room } = await started(office)
    const line = idFrom(
      (
        await ok(office, id, {
          intent: 'add-line',
          roomId: String(room),
          windowId: String(window),
          product: 'shutters',
        })
      ).anchor,
    )
    await ok(office, id, {
      intent: 'line',
      lineId: String(line),
      description: 'Plantation shutters, 3 1/2" louvers, white',
      quantity: '2',
      unitPrice: '$1,250.50',
      inclusion: 'required',
      discountKind: 'none',
    })
    const estimate = getEstimate(id)!
    expect(estimate.rooms[0].windows[0].lines[0]).toMatchObject({
      kind: 'shutters',
      title: 'Plantation shutters, 3 1/2" louvers, white',
      unitPriceCents: 125050,
      quantity: 2,
      netCents: 250100,
    })
    expect(estimate.totals.subtotalCents).toBe(250100)
    expect(estimate.totals.totalCents).toBe(250100 + estimate.totals.taxCents)
    expect(estimate.totals.depositCents).toBe(Math.floor((estimate.totals.totalCents + 1) / 2))

    const bad = await post(office, id, {
      intent: 'line',
      lineId: String(line),
      description: '',
      quantity: '0',
      unitPrice: 'twelve',
    })
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      formId: 'line',
      errors: {
        description: ['Description is required'],
        quantity: ['Quantity must be between 1 and 999'],
        unitPrice: ['Enter an amount in dollars, e.g. 450 or 450.00'],
      },
      values: { description: undefined, quantity: '0', unitPrice: 'twelve' },
    })
    // Nothing of the refused post was kept.
    expect(getEstimate(id)!.rooms[0].windows[0].lines[0].unitPriceCents).toBe(125050)
  })

  it('a shop product needs a window; a size typed wrong is refused next to its field', async () => {
    const office = actor('est-office-refusals')
    const { id, room, window } = await started(office)
    expect(
      await post(office, id, {
        intent: 'add-line',
        formId: 'add-line-room-1',
        roomId: String(room),
        product: 'roller',
      }),
    ).toMatchObject({
      ok: false,
      formId: 'add-line-room-1',
      errors: { product: [expect.stringMatching(/window/)] },
    })
    expect(
      await post(office, id, {
        intent: 'window',
        windowId: String(window),
        widthInches: '48.5',
        heightInches: '',
        heightEighths: '3',
      }),
    ).toMatchObject({
      ok: false,
      errors: {
        widthInches: ['Enter whole inches from 1 to 600'],
        heightInches: ['Enter the inches too'],
      },
    })
  })
})

describe('alternatives and optional items', () => {
  it('good and better in a room: the default counts until the customer chooses; an optional item counts only when ticked', async () => {
    const office = actor('est-office-alternatives')
    const { id, room, window } = await started(office)
    const group = idFrom(
      (
        await ok(office, id, {
          intent: 'add-group',
          roomId: String(room),
          name: 'Living room shades',
        })
      ).anchor,
    )
    const [good, better] = getEstimate(id)!.rooms[0].groups[0].alternatives
    expect([good.label, better.label, good.isDefault]).toEqual(['Good', 'Better', true])
    const add = async (product: string) =>
      idFrom(
        (
          await ok(office, id, {
            intent: 'add-line',
            roomId: String(room),
            windowId: String(window),
            product,
          })
        ).anchor,
      )
    const hand = (lineId: number, price: string, inclusion: string) =>
      ok(office, id, {
        intent: 'line',
        lineId: String(lineId),
        description: 'Item',
        quantity: '1',
        unitPrice: price,
        inclusion,
        discountKind: 'none',
      })
    await hand(await add('drapery'), '500', `alternative-${good.id}`)
    await hand(await add('shutters'), '900', `alternative-${better.id}`)
    await hand(await add('motor'), '250', 'optional')
    expect(getEstimate(id)!.totals.subtotalCents).toBe(50000)

    // "Best" added and made the default.
    await ok(office, id, { intent: 'add-alternative', groupId: String(group), label: 'Best' })
    await ok(office, id, {
      intent: 'group',
      groupId: String(group),
      name: 'Living room shades',
      defaultAlternativeId: String(better.id),
    })
    const estimate = getEstimate(id)!
    expect(estimate.totals.subtotalCents).toBe(90000)
    expect(
      estimate.rooms[0].groups[0].alternatives.map((a) => [a.label, a.isDefault, a.netCents]),
    ).toEqual([
      ['Good', false, 50000],
      ['Better', true, 90000],
      ['Best', false, 0],
    ])
    // A choice still holding lines cannot be removed.
    expect(
      await post(office, id, { intent: 'remove-alternative', id: String(good.id) }),
    ).toMatchObject({
      ok: false,
      status: 409,
      errors: { '': ['1 line belongs to it: remove them or make them always included first'] },
    })
    // A line can only join an alternative of its own room.
    const other = idFrom((await ok(office, id, { intent: 'add-room', name: 'Bedroom' })).anchor)
    const bedroomLine = idFrom(
      (await ok(office, id, { intent: 'add-line', roomId: String(other), product: 'labour' }))
        .anchor,
    )
    expect(await hand(bedroomLine, '100', 'required')).toMatchObject({ ok: true })
    expect(
      await post(office, id, {
        intent: 'line',
        lineId: String(bedroomLine),
        description: 'Labour',
        quantity: '1',
        unitPrice: '100',
        inclusion: `alternative-${good.id}`,
      }),
    ).toMatchObject({ ok: false, errors: { inclusion: ['Choose an alternative of this room'] } })
  })
})

describe('discounts and the limit of each role', () => {
  it('the office gives up to its limit; above it the change is refused next to the discount field and kept out', async () => {
    const owner = actor('est-owner', 'owner')
    setEstimateDiscountLimits(owner, { office: 1000, installer: 500 })
    const office = actor('est-office-discount')
    const { id, window, room } = await started(office)
    const line = idFrom(
      (
        await ok(office, id, {
          intent: 'add-line',
          roomId: String(room),
          windowId: String(window),
          product: 'shutters',
        })
      ).anchor,
    )
    const terms = (discountKind: string, discount: string) => ({
      intent: 'terms',
      expiresOn: getEstimate(id)!.expiresOn,
      depositKind: 'percent',
      deposit: '50',
      discountKind,
      discount,
    })
    await ok(office, id, {
      intent: 'line',
      lineId: String(line),
      description: 'Shutters',
      quantity: '1',
      unitPrice: '1000',
      inclusion: 'required',
      discountKind: 'percent',
      discount: '5',
    })
    expect(getEstimate(id)!.totals.lineDiscountCents).toBe(5000)
    // 5% on the line and 5% on the rest: 9.75% in all, within 10%.
    await ok(office, id, terms('percent', '5'))
    expect(getEstimate(id)!.totals.estimateDiscountCents).toBe(4750)
    // $60 more on the whole: above 10%.
    const refused = await post(office, id, terms('amount', '60'))
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      formId: 'terms',
      errors: {
        discount: [
          'Your discount limit is 10%: this would give up to 11% off. Lower the discount, or ask the owner.',
        ],
      },
    })
    expect(getEstimate(id)!.discount).toEqual({ kind: 'percent', basisPoints: 500 })
    const refusals = auditOf(id).filter((e) => e.summary.includes('terms'))
    expect(refusals).toHaveLength(1)

    // The owner may give it.
    await ok(owner, id, terms('amount', '60'))
    expect(getEstimate(id)!.totals.estimateDiscountCents).toBe(6000)
    // And the office may still change other things on it.
    await ok(office, id, { intent: 'room', roomId: String(room), name: 'Family room' })
    expect(getEstimate(id)!.rooms[0].name).toBe('Family room')
  })
})

describe('the audit log', () => {
  it('each change is one entry with who and what; a save that changes nothing writes none', async () => {
    const office = actor('est-office-audit')
    const { id, window } = await started(office)
    const entries = auditOf(id)
    expect(entries.map((e) => e.summary)).toEqual([
      expect.stringMatching(/started for Ana Flores from lead Q-\d+$/),
      expect.stringMatching(/room 'Living room' added$/),
      expect.stringMatching(/window 'Left of sofa' added in Living room \(48" x 72"\)$/),
    ])
    const same = {
      intent: 'window',
      windowId: String(window),
      label: 'Left of sofa',
      widthInches: '48',
      heightInches: '72',
      mount: 'inside',
    }
    await ok(office, id, same)
    expect(auditOf(id)).toHaveLength(3)
    await ok(office, id, { ...same, widthEighths: '4' })
    const last = auditOf(id).at(-1)!
    expect(last).toMatchObject({ actorName: 'est-office-audit', kind: 'estimate-edit' })
    expect(last.summary).toMatch(/window 'Left of sofa' in Living room changed \(48 1\/2" x 72"\)/)
    expect(JSON.parse(last.before!)).toEqual({ widthEighths: 384 })
    expect(JSON.parse(last.after!)).toEqual({ widthEighths: 388 })
  })
})

describe('sending', () => {
  it('refused while something is missing; then e-mails the private link, marks the lead quoted, and locks the estimate', async () => {
    const office = actor('est-office-send')
    const { id, window, room, lead: from } = await started(office)
    expect(await post(office, id, { intent: 'send' })).toMatchObject({
      ok: false,
      formId: 'send',
      errors: { '': ['Add at least one line first.'] },
    })
    const line = idFrom(
      (
        await ok(office, id, {
          intent: 'add-line',
          roomId: String(room),
          windowId: String(window),
          product: 'zebra',
        })
      ).anchor,
    )
    expect(await post(office, id, { intent: 'send' })).toMatchObject({
      ok: false,
      errors: { '': ['Zebra Shades in Living room has no price yet: Choose a fabric.'] },
    })
    await ok(office, id, {
      intent: 'line',
      lineId: String(line),
      productType: 'zebra',
      fabricSwatchId: String(swatchId('Classic White Zebra')),
      options: ['installation'],
      quantity: '1',
    })
    const sent = await post(office, id, { intent: 'send' })
    expect(sent).toMatchObject({ ok: true, anchor: 'send' })

    const estimate = getEstimate(id)!
    expect(estimate.status).toBe('sent')
    const mail = db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.topic, `estimate:${id}`))
      .get()!
    expect(mail.to).toBe('ana.flores@example.com')
    expect(mail.subject).toBe(`Your estimate ${estimate.reference} from Tri-County Blinds & Shades`)
    expect(mail.text).toContain(`/estimates/${estimate.token}`)
    expect(getEstimateByToken(estimate.token)?.id).toBe(id)
    const leadRow = db.select().from(schema.leads).where(eq(schema.leads.id, from.id)).get()!
    expect(leadRow.status).toBe('quoted')
    expect(auditOf(id).at(-1)).toMatchObject({
      kind: 'estimate-sent',
      actorName: 'est-office-send',
    })

    // Sent: no longer changed; a new version is.
    expect(
      await post(office, id, { intent: 'room', roomId: String(room), name: 'Den' }),
    ).toMatchObject({
      ok: false,
      status: 409,
    })
    const revised = reviseEstimate(office, id)
    expect(revised.ok).toBe(true)
    if (!revised.ok) return
    const copy = getEstimate(revised.id)!
    expect(copy).toMatchObject({ status: 'draft', version: 2, replacesEstimateId: id })
    expect(copy.token).not.toBe(estimate.token)
    expect(copy.rooms[0].windows[0].lines[0].unitPriceCents).toBe(
      estimate.rooms[0].windows[0].lines[0].unitPriceCents,
    )
    // Asking again gives the same draft.
    expect(reviseEstimate(office, id)).toMatchObject({ ok: true, id: revised.id })
    await ok(office, revised.id, { intent: 'send' })
    expect(getEstimate(id)!.status).toBe('replaced')
  })
})
