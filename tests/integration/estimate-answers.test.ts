/**
 * The customer's answer on their estimate's link (issue 39), through the page's action as a
 * browser posts it: choices (a forged alternative refused), accepting with the typed name and a
 * drawn signature (the record, its snapshot and hash, the e-mails, the timeline and audit log),
 * the refusals (twice, replaced, expired, a huge or non-PNG signature), the editor locked once
 * accepted, and declining with a reason.
 */
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { sha256Hex, snapshotIntact } from '~/domain/estimate-answer'
import type { StaffActor } from '~/domain/staff-access'
import * as customerRoute from '~/routes/estimates.$token'
import * as editorRoute from '~/routes-admin/admin.estimates.$estimateId'
import * as printRoute from '~/routes-admin/admin_.estimates.$estimateId.print'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import {
  createEstimate,
  getEstimate,
  newEstimatePrefill,
  reviseEstimate,
} from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

function actor(username: string): StaffActor {
  adminHeaders(username, 'office')
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()!
  return { id: row.id, username, role: 'office' }
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

async function ok(who: StaffActor, id: number, fields: Record<string, string>) {
  const answer = await answerEditorPost(who, id, form(fields))
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
  return Number(answer.anchor.split('-').at(-1))
}

/**
 * A sent estimate: shutters "Good" $500 or "Better" $900 (one group), a motor $250 optional,
 * labour $100 always. Returns its ids and token.
 */
async function sentEstimate(name = 'Ana Flores') {
  const who = actor('answers-office')
  const lead = db
    .insert(schema.leads)
    .values({
      source: 'quote-wizard',
      name,
      email: 'ana.answers@example.com',
      phone: '(954) 555-0142',
      zipCode: '33301',
    })
    .returning()
    .get()
  const created = createEstimate(who, newEstimatePrefill({ leadId: lead.id })!)
  if (!created.ok) throw new Error(created.message)
  const id = created.id
  const room = await ok(who, id, { intent: 'add-room', name: 'Living room' })
  const group = await ok(who, id, { intent: 'add-group', roomId: String(room), name: 'Shutters' })
  const [good, better] = getEstimate(id)!.rooms[0].groups[0].alternatives
  const line = async (product: string, price: string, inclusion: string) => {
    const lineId = await ok(who, id, { intent: 'add-line', roomId: String(room), product })
    await ok(who, id, {
      intent: 'line',
      lineId: String(lineId),
      description: product,
      quantity: '1',
      unitPrice: price,
      inclusion,
      discountKind: 'none',
    })
    return lineId
  }
  await line('shutters', '500', `alternative-${good.id}`)
  await line('shutters', '900', `alternative-${better.id}`)
  const motor = await line('motor', '250', 'optional')
  await line('labour', '100', 'required')
  const sent = await answerEditorPost(who, id, form({ intent: 'send' }))
  if (!sent.ok) throw new Error(JSON.stringify(sent.errors))
  const estimate = getEstimate(id)!
  return { id, who, token: estimate.token, group, good, better, motor, lead }
}

const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'

function answer(token: string, fields: Record<string, string | string[]>, ip = '203.0.113.7') {
  return callRoute(
    customerRoute,
    formRequest(`/estimates/${token}`, fields, {
      headers: { 'Fly-Client-IP': ip, 'User-Agent': AGENT },
    }),
    { token },
  )
}

function page(token: string) {
  return callRoute(customerRoute, getRequest(`/estimates/${token}`), { token })
}

async function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 180, 320 60 S 520 120, 580 40" stroke="#0f172a" stroke-width="3" fill="none"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

const dataUrl = (png: Buffer, type = 'image/png') => `data:${type};base64,${png.toString('base64')}`

describe('choosing', () => {
  it('an alternative and an optional item change the totals; without JavaScript the page comes back at the totals', async () => {
    const { id, token, group, better, motor } = await sentEstimate()
    expect(getEstimate(id)!.totals.subtotalCents).toBe(60000)
    const chosen = await answer(token, {
      intent: 'choose',
      [`group-${group}`]: String(better.id),
      optional: String(motor),
    })
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('Location')).toBe(`/estimates/${token}#totals`)
    expect(getEstimate(id)!.totals.subtotalCents).toBe(90000 + 25000 + 10000)
    const shown = (await page(token)).data as { estimate: { totals: { subtotalCents: number } } }
    expect(shown.estimate.totals.subtotalCents).toBe(125000)

    // The page's script stays where it is.
    const scripted = await answer(token, { intent: 'choose', via: 'script' })
    expect(scripted.status).toBe(200)
    expect(getEstimate(id)!.totals.subtotalCents).toBe(60000)
  })

  it('a forged alternative (of another estimate) or a line that is not optional is refused, nothing kept', async () => {
    const first = await sentEstimate()
    const other = await sentEstimate()
    const forged = await answer(first.token, {
      intent: 'choose',
      [`group-${first.group}`]: String(other.better.id),
    })
    expect(forged.status).toBe(400)
    expect(forged.data).toMatchObject({
      errors: {
        choices: 'That choice is not one of this estimate: reload the page and choose again.',
      },
    })
    const notOptional = await answer(first.token, {
      intent: 'choose',
      optional: String(other.motor),
    })
    expect(notOptional.status).toBe(400)
    expect(getEstimate(first.id)!.totals.subtotalCents).toBe(60000)
  })
})

describe('accepting', () => {
  it('keeps the name, the signature, the time, the IP, the browser, the version, the choices and totals sealed by a hash; locks the estimate; mails and records it', async () => {
    const { id, token, group, better, lead, who } = await sentEstimate('Rosa Díaz')
    await answer(token, { intent: 'choose', [`group-${group}`]: String(better.id) })
    const total = getEstimate(id)!.totals.totalCents
    const png = await signaturePng()

    const missing = await answer(token, {
      intent: 'accept',
      signedName: '  ',
      shownTotalCents: String(total),
    })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ errors: { signedName: 'Type your full name to accept' } })

    const accepted = await answer(token, {
      intent: 'accept',
      signedName: 'Rosa  Díaz',
      signature: dataUrl(png),
      shownTotalCents: String(total),
    })
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe(`/estimates/${token}#accepted`)

    const estimate = getEstimate(id)!
    expect(estimate.status).toBe('accepted')
    const record = db
      .select()
      .from(schema.estimateAcceptances)
      .where(eq(schema.estimateAcceptances.estimateId, id))
      .get()!
    expect(record).toMatchObject({
      signedName: 'Rosa Díaz',
      version: 1,
      ipAddress: '203.0.113.7',
      userAgent: AGENT,
    })
    expect(Buffer.from(record.signaturePng!).equals(png)).toBe(true)
    expect(snapshotIntact(record.snapshot, record.snapshotHash)).toBe(true)
    const snapshot = JSON.parse(record.snapshot)
    expect(snapshot).toMatchObject({
      estimate: { id, version: 1 },
      choices: { alternatives: { [group]: better.id }, optionalLineIds: [] },
      totals: { subtotalCents: 100000, totalCents: total },
      signatureSha256: sha256Hex(png),
      ipAddress: '203.0.113.7',
    })
    expect(snapshot.consent).toContain(`the estimate ${estimate.reference} version 1 for`)
    expect(record.consentText).toBe(snapshot.consent)

    // The page shows what was accepted and the way to the deposit.
    const shown = (await page(token)).data as {
      acceptance: { signedName: string; signatureSrc: string }
      depositHref: string
      answerable: boolean
    }
    expect(shown.answerable).toBe(false)
    expect(shown.acceptance.signedName).toBe('Rosa Díaz')
    expect(shown.acceptance.signatureSrc).toBe(dataUrl(png))
    expect(shown.depositHref).toBe(`/estimates/${token}/deposit`)

    // The customer's confirmation and staff's notice, through the outbox.
    const mails = db.select().from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(5).all()
    expect(mails.find((m) => m.topic === `estimate-accepted:${id}`)?.to).toBe(
      'ana.answers@example.com',
    )
    expect(
      mails.some((m) => m.subject.startsWith(`Estimate ${estimate.reference} accepted by`)),
    ).toBe(true)
    // The lead's timeline and the audit log say who, when and from where.
    const steps = db
      .select()
      .from(schema.requestActivity)
      .where(eq(schema.requestActivity.leadId, lead.id))
      .all()
    expect(steps.some((s) => /accepted by Rosa Díaz .* from 203\.0\.113\.7/.test(s.body))).toBe(
      true,
    )
    const audit = db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.subjectType, 'estimate'), eq(schema.auditLog.subjectId, String(id))),
      )
      .all()
      .at(-1)!
    expect(audit).toMatchObject({ kind: 'estimate-answer', actorName: 'Customer: Rosa Díaz' })

    // Twice is refused plainly; staff can no longer change it.
    const again = await answer(token, {
      intent: 'accept',
      signedName: 'Rosa Díaz',
      shownTotalCents: String(total),
    })
    expect(again.status).toBe(409)
    expect(again.data).toMatchObject({
      errors: { form: 'This estimate was already accepted: nothing more to do here.' },
    })
    expect(
      (await answer(token, { intent: 'choose', [`group-${group}`]: String(better.id) })).status,
    ).toBe(409)
    const edit = await answerEditorPost(
      who,
      id,
      form({ intent: 'room', roomId: String(estimate.rooms[0].id), name: 'Den' }),
    )
    expect(edit).toMatchObject({ ok: false, status: 409 })
    expect(reviseEstimate(who, id)).toMatchObject({ ok: false, status: 409 })

    // The staff page shows the record.
    const staff = await callRoute(
      editorRoute,
      getRequest(`/admin/estimates/${id}`, adminHeaders('answers-office', 'office')),
      { estimateId: String(id) },
    )
    expect(staff.data).toMatchObject({
      acceptance: { signedName: 'Rosa Díaz', ipAddress: '203.0.113.7', intact: true },
    })
    // So does the printed copy: the name, the date and the signature.
    const printed = await callRoute(
      printRoute,
      getRequest(`/admin/estimates/${id}/print`, adminHeaders('answers-office', 'office')),
      { estimateId: String(id) },
    )
    expect(printed.data).toMatchObject({
      acceptance: { signedName: 'Rosa Díaz', signatureSrc: dataUrl(png), version: 1 },
    })
    expect((printed.data as { acceptance: { acceptedAt: string } }).acceptance.acceptedAt).toMatch(
      /\d/,
    )
  })

  it('without a drawn signature the typed name signs', async () => {
    const { id, token } = await sentEstimate()
    const total = getEstimate(id)!.totals.totalCents
    const accepted = await answer(token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      signature: '',
      shownTotalCents: String(total),
    })
    expect(accepted.status).toBe(302)
    const record = db
      .select()
      .from(schema.estimateAcceptances)
      .where(eq(schema.estimateAcceptances.estimateId, id))
      .get()!
    expect(record.signaturePng).toBeNull()
  })

  it('accepted in Spanish (/es): the message, the way back and the kept statement are Spanish', async () => {
    const { id, token } = await sentEstimate('Mercedes Pérez')
    const total = getEstimate(id)!.totals.totalCents
    const inSpanish = (fields: Record<string, string>) =>
      callRoute(
        customerRoute,
        formRequest(`/es/estimates/${token}`, fields, {
          headers: { 'Fly-Client-IP': '203.0.113.41', 'User-Agent': AGENT },
        }),
        { token },
      )
    const missing = await inSpanish({ intent: 'accept', signedName: '', shownTotalCents: '1' })
    expect(missing.data).toMatchObject({
      errors: { signedName: 'Escriba su nombre completo para aceptar' },
    })
    const accepted = await inSpanish({
      intent: 'accept',
      signedName: 'Mercedes Pérez',
      signature: '',
      shownTotalCents: String(total),
    })
    expect(accepted.headers.get('Location')).toBe(`/es/estimates/${token}#accepted`)
    const record = db
      .select()
      .from(schema.estimateAcceptances)
      .where(eq(schema.estimateAcceptances.estimateId, id))
      .get()!
    const reference = getEstimate(id)!.reference
    expect(record.consentText).toMatch(
      new RegExp(
        `^Al escribir su nombre y pulsar Aceptar, usted acepta el presupuesto ${reference} versión 1 por \\$`,
      ),
    )
    expect(JSON.parse(record.snapshot).consent).toBe(record.consentText)
    expect(snapshotIntact(record.snapshot, record.snapshotHash)).toBe(true)

    const shown = (await callRoute(customerRoute, getRequest(`/es/estimates/${token}`), { token }))
      .data as { depositHref: string; title: string; acceptance: { acceptedAt: string } }
    expect(shown.depositHref).toBe(`/es/estimates/${token}/deposit`)
    expect(shown.title).toBe(`Su presupuesto ${reference}`)
    expect(shown.acceptance.acceptedAt).toMatch(/ de \d{4}, \d{1,2}:\d{2}\s[ap]\.\sm\.$/u)
  })

  it('refuses a signature that is not a PNG, a huge one, and a total that moved since the page was shown', async () => {
    const { id, token } = await sentEstimate()
    const total = String(getEstimate(id)!.totals.totalCents)
    const jpeg = await sharp({
      create: { width: 60, height: 20, channels: 3, background: '#ffffff' },
    })
      .jpeg()
      .toBuffer()
    const notPng = await answer(token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      signature: dataUrl(jpeg),
      shownTotalCents: total,
    })
    expect(notPng.status).toBe(400)
    expect(notPng.data).toMatchObject({
      errors: { signature: 'The signature could not be read. Press Clear and sign again.' },
      values: { signedName: 'Ana Flores' },
    })
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 200 * 4 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 400, height: 200, channels: 4 },
      },
    )
      .png()
      .toBuffer()
    const huge = await answer(token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      signature: dataUrl(noise),
      shownTotalCents: total,
    })
    expect(huge.status).toBe(400)
    expect(huge.data).toMatchObject({ errors: { signature: expect.stringMatching(/too large/) } })
    const broken = await answer(token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      signature: dataUrl((await signaturePng()).subarray(0, 60)),
      shownTotalCents: total,
    })
    expect(broken.status).toBe(400)

    const moved = await answer(token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      shownTotalCents: String(Number(total) - 100),
    })
    expect(moved.status).toBe(409)
    expect(getEstimate(id)!.status).toBe('sent')
  })

  it('refuses a replaced estimate and one past its last day', async () => {
    const replaced = await sentEstimate()
    const revised = reviseEstimate(replaced.who, replaced.id)
    if (!revised.ok) throw new Error(revised.message)
    await answerEditorPost(replaced.who, revised.id, form({ intent: 'send' }))
    const total = String(getEstimate(replaced.id)!.totals.totalCents)
    const old = await answer(replaced.token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      shownTotalCents: total,
    })
    expect(old.status).toBe(409)
    expect(old.data).toMatchObject({
      errors: { form: 'This estimate was replaced by a newer version: please answer the new one.' },
    })

    const late = await sentEstimate()
    db.update(schema.estimates)
      .set({ expiresOn: addCalendarDays(businessDate(), -1) })
      .where(eq(schema.estimates.id, late.id))
      .run()
    const expired = await answer(late.token, {
      intent: 'accept',
      signedName: 'Ana Flores',
      shownTotalCents: String(getEstimate(late.id)!.totals.totalCents),
    })
    expect(expired.status).toBe(409)
    expect(expired.data).toMatchObject({ errors: { form: expect.stringMatching(/valid until/) } })
    expect(getEstimate(late.id)!.status).toBe('sent')
  })
})

describe('declining', () => {
  it('with a reason: declined, staff told, the timeline and audit log say so; then no longer answered', async () => {
    const { id, token, lead } = await sentEstimate()
    const declined = await answer(token, { intent: 'decline', reason: 'We chose another company' })
    expect(declined.status).toBe(302)
    const row = db.select().from(schema.estimates).where(eq(schema.estimates.id, id)).get()!
    expect(row).toMatchObject({ status: 'declined', declineReason: 'We chose another company' })
    expect(row.declinedAt).toBeInstanceOf(Date)
    const notice = db.select().from(schema.outbox).orderBy(desc(schema.outbox.id)).get()!
    expect(notice.subject).toMatch(/declined by Ana Flores$/)
    expect(notice.text).toContain('We chose another company')
    const steps = db
      .select()
      .from(schema.requestActivity)
      .where(eq(schema.requestActivity.leadId, lead.id))
      .all()
    expect(steps.some((s) => s.body.includes('declined by the customer'))).toBe(true)
    expect(
      (
        await answer(token, {
          intent: 'accept',
          signedName: 'Ana Flores',
          shownTotalCents: String(getEstimate(id)!.totals.totalCents),
        })
      ).status,
    ).toBe(409)
    expect((await answer(token, { intent: 'decline' })).status).toBe(409)
  })
})
