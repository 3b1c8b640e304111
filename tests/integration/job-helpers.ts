// An accepted estimate for the installed-job tests (issue 39): a room with a window, a choice
// between drapery (Good) and shutters (Better, chosen), and an optional motor (ticked). The
// customer's acceptance is another part's work: the tests set the status in the database.
import { eq } from 'drizzle-orm'
import { adminHeaders } from '#tests/integration/admin-helpers'
import type { StaffActor, StaffRole } from '~/domain/staff-access'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { createEstimate, getEstimate } from '~/server/estimates/estimates.server'
import { markJobPaymentPaid, upsertPendingJob } from '~/server/orders/installed-job.server'
import { db, schema } from '~/server/platform/db.server'

export function staffActor(username: string, role: StaffRole = 'office'): StaffActor {
  adminHeaders(username, role)
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()!
  return { id: row.id, username, role }
}

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

async function ok(who: StaffActor, estimateId: number, fields: Record<string, string>) {
  const answer = await answerEditorPost(who, estimateId, form(fields))
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
  return Number(answer.anchor.split('-').at(-1))
}

let count = 0

/** An estimate accepted with the shutters and the motor: its id, token and figures. */
export async function acceptedEstimate(options: { email?: string; accepted?: boolean } = {}) {
  count += 1
  const who = staffActor('job-salesperson')
  const email = options.email ?? `job-customer-${count}-${Date.now()}@example.com`
  const created = createEstimate(who, {
    customer: {
      name: 'Rosa Díaz',
      email,
      phone: '(954) 555-0101',
      address: '12 Las Olas Blvd',
      zip: '33301',
    },
  })
  if (!created.ok) throw new Error(created.message)
  const id = created.id
  const room = await ok(who, id, { intent: 'add-room', name: 'Living room' })
  const window = await ok(who, id, {
    intent: 'add-window',
    roomId: String(room),
    label: 'Bay window',
    widthInches: '48',
    widthEighths: '0',
    heightInches: '72',
    heightEighths: '0',
    mount: 'inside',
  })
  await ok(who, id, { intent: 'add-group', roomId: String(room), name: 'Bay window' })
  const [good, better] = getEstimate(id)!.rooms[0].groups[0].alternatives
  const line = async (product: string, description: string, price: string, inclusion: string) => {
    const lineId = await ok(who, id, {
      intent: 'add-line',
      roomId: String(room),
      windowId: String(window),
      product,
    })
    await ok(who, id, {
      intent: 'line',
      lineId: String(lineId),
      description,
      quantity: '1',
      unitPrice: price,
      inclusion,
      discountKind: 'none',
    })
    return lineId
  }
  await line('drapery', 'Linen drapery panels', '500', `alternative-${good.id}`)
  await line('shutters', 'Plantation shutters, white', '1000', `alternative-${better.id}`)
  const motor = await line('motor', 'Somfy motor', '250', 'optional')
  db.update(schema.estimates)
    .set({
      status: options.accepted === false ? 'sent' : 'accepted',
      sentAt: new Date(),
      choices: {
        alternatives: { [String(getEstimate(id)!.rooms[0].groups[0].id)]: better.id },
        optionalLineIds: [motor],
      },
    })
    .where(eq(schema.estimates.id, id))
    .run()
  const view = getEstimate(id)!
  return { id, token: view.token, email, view }
}

/** An accepted estimate whose deposit Stripe took (as the webhook records it): the job. */
export async function paidJob(options: { email?: string } = {}) {
  const estimate = await acceptedEstimate(options)
  const pending = upsertPendingJob(estimate.view)
  const outcome = markJobPaymentPaid({
    orderId: pending.id,
    purpose: 'deposit',
    paymentIntentId: `pi_test_deposit_${pending.id}_${Date.now()}`,
    amountCents: estimate.view.totals.depositCents,
    currency: 'usd',
  })
  if (outcome !== 'paid') throw new Error(outcome)
  const order = db.select().from(schema.orders).where(eq(schema.orders.id, pending.id)).get()!
  return { ...estimate, order }
}
