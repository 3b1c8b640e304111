import { describe, expect, it } from 'vitest'
import * as dbSchema from '../../db/schema'
import { legacyStatusForStage, stageForLegacyStatus } from './order-legacy-status'
import {
  CONFIRM_BACK_MESSAGE,
  isCalendarDate,
  isStorableNote,
  moveSchema,
  TRACKING_MESSAGE,
  validateMove,
} from './order-move-rules'
import { customerNotice, customerTimeline, statusWords, trackingUrl } from './order-timeline'
import {
  ALL_STAGES,
  allowedMoves,
  allowedNextStages,
  cameFrom,
  FIRST_STAGE,
  findEdge,
  isCustomerFacing,
  isGoingBack,
  isStageOf,
  LEGACY_ORDER_STATUSES,
  MOVE_LABELS,
  movesOf,
  ORDER_KINDS,
  type OrderKind,
  type OrderState,
  STAGE_LABELS,
  STAGES,
  type StageChange,
  stageLabel,
} from './order-workflow'

/** What each target stage needs going forward, filled in right. */
const GOOD_FIELDS: Record<string, Record<string, string>> = {
  ordered: { supplierReference: 'SUP-4411', expectedDate: '2026-12-15' },
  shipped: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  'installation-scheduled': { appointmentId: '17' },
  cancelled: { reason: 'Customer changed their mind' },
  lost: { reason: 'Went with another company' },
}
const BACK_FIELDS = { confirm: 'on', reason: 'Recorded by mistake' }

function state<K extends OrderKind>(
  kind: K,
  stage: OrderState<K>['stage'],
  history?: StageChange[],
): OrderState<K> {
  return { kind, stage, history }
}

describe('stages and labels', () => {
  it('kinds agree with the database schema', () => {
    expect([...ORDER_KINDS]).toEqual([...dbSchema.ORDER_KINDS])
    expect([...LEGACY_ORDER_STATUSES]).toEqual([...dbSchema.ORDER_STATUSES])
  })

  it('every stage of every kind has a staff label and a move label', () => {
    for (const kind of ORDER_KINDS) {
      for (const stage of STAGES[kind]) {
        expect((STAGE_LABELS[kind] as Record<string, string>)[stage]).toBeTruthy()
        expect((MOVE_LABELS[kind] as Record<string, string>)[stage]).toBeTruthy()
      }
    }
  })

  it('ALL_STAGES holds each stage once', () => {
    expect(new Set(ALL_STAGES).size).toBe(ALL_STAGES.length)
    expect(ALL_STAGES).toContain('installation-scheduled')
    expect(ALL_STAGES).toContain('mailed')
    expect(ALL_STAGES).toContain('won')
  })

  it('each kind starts where the brief says', () => {
    expect(FIRST_STAGE).toEqual({
      order: 'awaiting-payment',
      samples: 'received',
      quote: 'received',
      'installed-job': 'awaiting-payment',
    })
  })
})

describe('an installed job (issue 39)', () => {
  const job = (stage: string, history?: OrderState['history']) =>
    ({ kind: 'installed-job', stage, history }) as OrderState

  it('goes deposit paid, ordered, received, installation scheduled, installed, completed', () => {
    const path = ['paid', 'ordered', 'goods-received', 'installation-scheduled', 'installed']
    const next = ['ordered', 'goods-received', 'installation-scheduled', 'installed', 'completed']
    path.forEach((stage, i) => {
      const forward = allowedMoves(job(stage)).filter((m) => m.direction === 'forward')
      expect(forward.map((m) => m.to)).toContain(next[i])
    })
    expect(stageLabel('installed-job', 'paid')).toBe('Deposit paid')
    expect(stageLabel('installed-job', 'awaiting-payment')).toBe('Awaiting deposit')
  })

  it('never ships: no shipped or delivered stage', () => {
    expect(allowedNextStages(job('goods-received'))).not.toContain('shipped')
    expect(isStageOf('installed-job', 'delivered')).toBe(false)
  })

  it('the deposit is the system move, never a staff choice', () => {
    expect(allowedNextStages(job('awaiting-payment'))).not.toContain('paid')
    expect(findEdge('installed-job', 'awaiting-payment', 'paid')?.by).toBe('system')
    expect(findEdge('installed-job', 'installed', 'refunded')?.by).toBe('system')
  })

  it('a move back undoes the one before and needs a confirmation', () => {
    const back = allowedMoves(job('installed')).find((m) => m.direction === 'back')
    expect(back).toMatchObject({ to: 'installation-scheduled', needsConfirmation: true })
  })

  it('tells the customer when ordered, scheduled and installed, not of a move back', () => {
    expect(isCustomerFacing('installed-job', 'paid', 'ordered')).toBe(true)
    expect(isCustomerFacing('installed-job', 'installation-scheduled', 'installed')).toBe(true)
    expect(isCustomerFacing('installed-job', 'installed', 'installation-scheduled')).toBe(false)
  })
})

describe('every move of the workflow', () => {
  for (const kind of ORDER_KINDS) {
    for (const edge of movesOf(kind)) {
      const name = `${kind}: ${edge.from} -> ${edge.to} (${edge.direction}, ${edge.by})`
      it(name, () => {
        const fields = edge.direction === 'back' ? BACK_FIELDS : (GOOD_FIELDS[edge.to] ?? {})
        const current = state(
          kind,
          edge.from as never,
          [
            // The history says it came from the back move's target, so the undo is offered.
            ...(edge.direction === 'back'
              ? [{ at: '2026-11-01T12:00:00Z', from: edge.to, to: edge.from }]
              : []),
          ] as StageChange[],
        )
        const result = validateMove(current, edge.to, fields, edge.by)
        expect(result).toMatchObject({ ok: true, from: edge.from, to: edge.to })
        if (edge.by === 'system') {
          // Never offered to staff, and refused when staff try it.
          expect(allowedNextStages(current)).not.toContain(edge.to)
          expect(validateMove(current, edge.to, fields, 'staff')).toMatchObject({
            ok: false,
            status: 409,
          })
        } else {
          expect(allowedNextStages(current)).toContain(edge.to)
          // A system actor cannot make a staff move either.
          expect(validateMove(current, edge.to, fields, 'system')).toMatchObject({ ok: false })
        }
        expect(isGoingBack(kind, edge.from, edge.to)).toBe(edge.direction === 'back')
        if (edge.direction === 'back') {
          const unconfirmed = validateMove(current, edge.to, { reason: 'x' })
          expect(unconfirmed).toMatchObject({ ok: false, status: 400 })
          const noReason = validateMove(current, edge.to, { confirm: 'on' })
          expect(noReason).toMatchObject({ ok: false, status: 400 })
          expect(isCustomerFacing(kind, edge.from, edge.to)).toBe(false)
        }
      })
    }
  }

  it('every move that is not in the workflow is refused with 409 and a clear message', () => {
    for (const kind of ORDER_KINDS) {
      const stages = STAGES[kind] as readonly string[]
      for (const from of stages) {
        for (const to of stages) {
          const edge = movesOf(kind).find((e) => e.from === from && e.to === to)
          if (edge) continue
          const result = validateMove(state(kind, from as never), to, {
            ...BACK_FIELDS,
            ...(GOOD_FIELDS[to] ?? {}),
          })
          expect(result, `${kind} ${from} -> ${to}`).toMatchObject({ ok: false, status: 409 })
        }
      }
    }
  })

  it('the issue examples are refused: Paid -> Pending, a card order back to Pending', () => {
    const paid = state('order', 'paid')
    expect(validateMove(paid, 'awaiting-payment', BACK_FIELDS)).toEqual({
      ok: false,
      status: 409,
      message: 'An order that is Paid cannot move to Awaiting payment',
      fieldErrors: {},
    })
    expect(allowedNextStages(paid)).toEqual(['ordered', 'cancelled'])
  })

  it('a stage moved to itself is refused, saying it is already there', () => {
    const result = validateMove(state('order', 'shipped'), 'shipped', GOOD_FIELDS.shipped)
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: 'This order is already Shipped',
    })
  })

  it('an unknown target stage is refused', () => {
    expect(validateMove(state('order', 'paid'), 'teleported', {})).toMatchObject({
      ok: false,
      status: 409,
    })
  })

  it('staff cannot mark paid or refunded: the payment and the refunds do', () => {
    expect(validateMove(state('order', 'awaiting-payment'), 'paid', {})).toMatchObject({
      ok: false,
      message: 'An order becomes Paid when its payment goes through',
    })
    expect(validateMove(state('order', 'installed'), 'refunded', {})).toMatchObject({
      ok: false,
      message: 'An order becomes Refunded when refunds add up to what was paid: make the refund',
    })
  })

  it('a free-samples order offers only Mailed and Cancelled (never Paid, Installed or Refunded)', () => {
    expect(allowedNextStages(state('samples', 'received'))).toEqual(['mailed', 'cancelled'])
  })

  it('refunded is the end of a paid order: nothing follows', () => {
    expect(allowedMoves(state('order', 'refunded'))).toEqual([])
  })
})

describe('allowed moves', () => {
  it('the full forward path of an installed order', () => {
    expect(allowedNextStages(state('order', 'awaiting-payment'))).toEqual(['cancelled'])
    expect(allowedNextStages(state('order', 'ordered'))).toEqual([
      'goods-received',
      'cancelled',
      'paid',
    ])
    expect(allowedNextStages(state('order', 'goods-received'))).toEqual([
      'installation-scheduled',
      'shipped',
      'cancelled',
      'ordered',
    ])
    expect(allowedNextStages(state('order', 'installation-scheduled'))).toEqual([
      'installed',
      'cancelled',
      'installation-scheduled',
      'goods-received',
    ])
    expect(allowedNextStages(state('order', 'shipped'))).toEqual(['delivered', 'goods-received'])
    expect(allowedNextStages(state('order', 'installed'))).toEqual([
      'completed',
      'installation-scheduled',
    ])
  })

  it('moves carry their direction, confirmation, customer-facing flag and label', () => {
    const moves = allowedMoves(state('order', 'installation-scheduled'))
    expect(moves).toEqual([
      {
        to: 'installed',
        direction: 'forward',
        needsConfirmation: false,
        customerFacing: true,
        label: 'Mark as installed',
      },
      {
        to: 'cancelled',
        direction: 'forward',
        needsConfirmation: false,
        customerFacing: true,
        label: 'Cancel order',
      },
      {
        to: 'installation-scheduled',
        direction: 'same',
        needsConfirmation: false,
        customerFacing: true,
        label: 'Reschedule installation',
      },
      {
        to: 'goods-received',
        direction: 'back',
        needsConfirmation: true,
        customerFacing: false,
        label: 'Back to received from supplier',
      },
    ])
  })

  it('completed goes back to the stage it came from when the history says', () => {
    const history: StageChange[] = [
      { at: '2026-11-20T15:00:00Z', from: 'delivered', to: 'completed' },
    ]
    expect(allowedNextStages(state('order', 'completed', history))).toEqual(['delivered'])
    // Without history: both documented back moves.
    expect(allowedNextStages(state('order', 'completed'))).toEqual(['installed', 'delivered'])
  })

  it('a cancelled order reopens only to the stage it was cancelled from', () => {
    const history: StageChange[] = [
      { at: '2026-11-01T12:00:00Z', from: 'awaiting-payment', to: 'paid' },
      { at: '2026-11-02T12:00:00Z', from: 'paid', to: 'ordered' },
      { at: '2026-11-03T12:00:00Z', from: 'ordered', to: 'cancelled' },
    ]
    const cancelled = state('order', 'cancelled', history)
    expect(allowedNextStages(cancelled)).toEqual(['ordered'])
    expect(validateMove(cancelled, 'paid', BACK_FIELDS)).toMatchObject({ ok: false, status: 409 })
    expect(validateMove(cancelled, 'ordered', BACK_FIELDS)).toMatchObject({ ok: true })
  })

  it('a lost quote reopens to where it was lost from', () => {
    const history: StageChange[] = [{ at: '2026-11-01T12:00:00Z', from: 'contacted', to: 'lost' }]
    expect(allowedNextStages(state('quote', 'lost', history))).toEqual(['contacted'])
  })

  it('cameFrom reads the latest entry into the current stage, skipping reschedules', () => {
    const history: StageChange[] = [
      { at: '2026-11-01T12:00:00Z', from: 'goods-received', to: 'installation-scheduled' },
      { at: '2026-11-02T12:00:00Z', from: 'installation-scheduled', to: 'installation-scheduled' },
    ]
    expect(cameFrom(state('order', 'installation-scheduled', history))).toBe('goods-received')
    expect(cameFrom(state('order', 'installation-scheduled'))).toBeNull()
  })

  it('a history entry that names a stage the order cannot go back to is ignored', () => {
    // Migrated: from a legacy status, not a back-move target.
    const history: StageChange[] = [
      { at: '2026-11-01T12:00:00Z', from: 'in-production', to: 'ordered' },
    ]
    expect(allowedNextStages(state('order', 'ordered', history))).toContain('paid')
  })
})

describe('what each move needs', () => {
  const goodsReceived = state('order', 'goods-received')

  it('ordered from supplier: a supplier reference; an expected date, if given, is a real date', () => {
    const paid = state('order', 'paid')
    expect(validateMove(paid, 'ordered', {})).toMatchObject({
      ok: false,
      status: 400,
      message: 'Supplier reference is required',
      fieldErrors: { supplierReference: ['Supplier reference is required'] },
    })
    expect(
      validateMove(paid, 'ordered', { supplierReference: 'SUP-1', expectedDate: '2026-02-30' }),
    ).toMatchObject({ ok: false, fieldErrors: { expectedDate: ['Enter a date as YYYY-MM-DD'] } })
    expect(
      validateMove(paid, 'ordered', { supplierReference: ' SUP-1 ', expectedDate: '' }),
    ).toEqual({
      ok: true,
      from: 'paid',
      to: 'ordered',
      direction: 'forward',
      details: { supplierReference: 'SUP-1' },
      note: null,
      reason: null,
      notify: true,
      customerFacing: true,
      alreadyToldAt: null,
    })
    expect(validateMove(paid, 'ordered', GOOD_FIELDS.ordered)).toMatchObject({
      ok: true,
      details: { supplierReference: 'SUP-4411', expectedDate: '2026-12-15' },
    })
  })

  it('shipped: carrier and tracking number, the number normalised', () => {
    expect(validateMove(goodsReceived, 'shipped', { carrier: 'UPS' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { trackingNumber: ['Tracking number is required'] },
    })
    expect(
      validateMove(goodsReceived, 'shipped', { carrier: 'UPS', trackingNumber: '   ' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { trackingNumber: ['Tracking number is required'] },
    })
    expect(
      validateMove(goodsReceived, 'shipped', { trackingNumber: '1Z999AA10123456784' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { carrier: ['Carrier is required'] },
    })
    expect(
      validateMove(goodsReceived, 'shipped', { carrier: 'UPS', trackingNumber: '12' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { trackingNumber: [TRACKING_MESSAGE] },
    })
    expect(
      validateMove(goodsReceived, 'shipped', { carrier: 'UPS', trackingNumber: '<script>1234' }),
    ).toMatchObject({ ok: false })
    expect(
      validateMove(goodsReceived, 'shipped', {
        carrier: 'UPS',
        trackingNumber: '1z 999-aa1 0123 456784',
      }),
    ).toMatchObject({ ok: true, details: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } })
  })

  it('installation scheduled: the booked visit', () => {
    for (const appointmentId of [undefined, '', 'abc', '0', '-3', '1.5']) {
      expect(
        validateMove(goodsReceived, 'installation-scheduled', { appointmentId }),
        String(appointmentId),
      ).toMatchObject({
        ok: false,
        fieldErrors: { appointmentId: ['Choose the booked installation visit'] },
      })
    }
    expect(
      validateMove(goodsReceived, 'installation-scheduled', { appointmentId: '42' }),
    ).toMatchObject({
      ok: true,
      details: { appointmentId: 42 },
      customerFacing: true,
    })
  })

  it('rescheduling an installation needs the new visit too', () => {
    const scheduled = state('order', 'installation-scheduled')
    expect(validateMove(scheduled, 'installation-scheduled', {})).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(validateMove(scheduled, 'installation-scheduled', { appointmentId: 9 })).toMatchObject({
      ok: true,
      direction: 'same',
      notify: true,
    })
  })

  it('cancelling needs a reason; so does losing a quote', () => {
    expect(validateMove(state('order', 'paid'), 'cancelled', {})).toMatchObject({
      ok: false,
      fieldErrors: { reason: ['Reason is required'] },
    })
    expect(validateMove(state('quote', 'quoted'), 'lost', { reason: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { reason: ['Reason is required'] },
    })
  })

  it('mailed samples: tracking optional, checked when given', () => {
    const received = state('samples', 'received')
    expect(validateMove(received, 'mailed', {})).toMatchObject({
      ok: true,
      details: {},
      notify: true,
    })
    expect(
      validateMove(received, 'mailed', { carrier: 'USPS', trackingNumber: 'x' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { trackingNumber: [TRACKING_MESSAGE] },
    })
    expect(
      validateMove(received, 'mailed', {
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000 0000 00',
      }),
    ).toMatchObject({
      ok: true,
      details: { carrier: 'USPS', trackingNumber: '9400100000000000000000' },
    })
  })

  it('going back needs the confirmation ticked and a reason', () => {
    const ordered = state('order', 'ordered')
    expect(validateMove(ordered, 'paid', { reason: 'Wrong order' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { confirm: [CONFIRM_BACK_MESSAGE] },
    })
    expect(validateMove(ordered, 'paid', { confirm: 'on' })).toMatchObject({
      ok: false,
      fieldErrors: { reason: ['Reason is required'] },
    })
    expect(
      validateMove(ordered, 'paid', { confirm: 'on', reason: 'Supplier order cancelled' }),
    ).toEqual({
      ok: true,
      from: 'ordered',
      to: 'paid',
      direction: 'back',
      details: {},
      note: null,
      reason: 'Supplier order cancelled',
      notify: false,
      customerFacing: false,
      alreadyToldAt: null,
    })
  })

  it('a notice the customer already had is not sent again; new news is (issue 40.16)', () => {
    const at = '2026-11-02T15:00:00.000Z'
    const told = (to: string, details: StageChange['details'] = null): StageChange => ({
      at,
      from: 'paid',
      to: to as never,
      details,
      notified: true,
    })
    const back = (from: string, to: string): StageChange => ({
      at,
      from: from as never,
      to: to as never,
      notified: false,
    })
    const again = validateMove(
      state('order', 'paid', [told('ordered'), back('ordered', 'paid')]),
      'ordered',
      { supplierReference: 'SUP-2' },
    )
    expect(again).toMatchObject({ ok: true, notify: false, alreadyToldAt: at })
    // Told of "ordered" only when staff had ticked "don't notify": the customer hears it now.
    const silent = validateMove(
      state('order', 'paid', [{ ...told('ordered'), notified: false }, back('ordered', 'paid')]),
      'ordered',
      { supplierReference: 'SUP-2' },
    )
    expect(silent).toMatchObject({ ok: true, notify: true, alreadyToldAt: null })
    // Shipped again with another tracking number, or another installation visit: news.
    const parcel = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }
    const returned = [told('shipped', parcel), back('shipped', 'goods-received')]
    expect(
      validateMove(state('order', 'goods-received', returned), 'shipped', parcel),
    ).toMatchObject({ notify: false })
    expect(
      validateMove(state('order', 'goods-received', returned), 'shipped', {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456791',
      }),
    ).toMatchObject({ notify: true })
    const visit = [
      told('installation-scheduled', { appointmentId: 17 }),
      back('installation-scheduled', 'goods-received'),
    ]
    expect(
      validateMove(state('order', 'goods-received', visit), 'installation-scheduled', {
        appointmentId: '17',
      }),
    ).toMatchObject({ notify: false })
    expect(
      validateMove(state('order', 'goods-received', visit), 'installation-scheduled', {
        appointmentId: '18',
      }),
    ).toMatchObject({ notify: true })
  })

  it('"don\'t notify" silences a customer-facing move; a note is kept', () => {
    const result = validateMove(state('order', 'installation-scheduled'), 'installed', {
      dontNotify: 'on',
      note: 'Two brackets replaced',
    })
    expect(result).toMatchObject({
      ok: true,
      notify: false,
      customerFacing: true,
      note: 'Two brackets replaced',
    })
  })

  it('a note longer than the limit is refused', () => {
    const result = validateMove(state('order', 'installed'), 'completed', {
      note: 'x'.repeat(1001),
    })
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { note: ['Note must be at most 1000 characters'] },
    })
  })

  it('moveSchema is null for a move the workflow does not have', () => {
    expect(moveSchema('order', 'paid', 'installed')).toBeNull()
    expect(
      moveSchema('order', 'paid', 'ordered')?.safeParse({ to: 'ordered', supplierReference: 'A' })
        .success,
    ).toBe(true)
  })

  it('isCalendarDate', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('26-12-01')).toBe(false)
  })

  it('isStorableNote', () => {
    expect(isStorableNote('Customer called')).toBe(true)
    expect(isStorableNote('\u200B ')).toBe(false)
    expect(isStorableNote('x'.repeat(1001))).toBe(false)
  })
})

describe('going back and customer-facing moves', () => {
  it('isGoingBack follows the workflow, and the stage order for pairs it does not have', () => {
    expect(isGoingBack('order', 'shipped', 'goods-received')).toBe(true)
    expect(isGoingBack('order', 'goods-received', 'shipped')).toBe(false)
    expect(isGoingBack('order', 'installation-scheduled', 'installation-scheduled')).toBe(false)
    expect(isGoingBack('order', 'cancelled', 'paid')).toBe(true)
    expect(isGoingBack('order', 'completed', 'paid')).toBe(true)
    expect(isGoingBack('order', 'paid', 'completed')).toBe(false)
    expect(isGoingBack('quote', 'won', 'quoted')).toBe(true)
    expect(isGoingBack('samples', 'done', 'received')).toBe(true)
    expect(isGoingBack('order', 'nowhere', 'paid')).toBe(false)
  })

  it('the edges agree with the stage order', () => {
    for (const kind of ORDER_KINDS) {
      for (const edge of movesOf(kind)) {
        if (edge.direction === 'same') expect(edge.from).toBe(edge.to)
      }
    }
  })

  it('the customer hears of: ordered, shipped, installation scheduled, installed, refunded, cancelled', () => {
    const facing = movesOf('order')
      .filter((e) => isCustomerFacing('order', e.from, e.to))
      .map((e) => `${e.from}>${e.to}`)
    expect(new Set(facing.map((f) => f.split('>')[1]))).toEqual(
      new Set([
        'ordered',
        'shipped',
        'installation-scheduled',
        'installed',
        'refunded',
        'cancelled',
      ]),
    )
    // An abandoned checkout cancelled is not news to anyone.
    expect(isCustomerFacing('order', 'awaiting-payment', 'cancelled')).toBe(false)
    expect(isCustomerFacing('order', 'paid', 'cancelled')).toBe(true)
    // Not: delivered, completed, back moves, the payment itself.
    expect(isCustomerFacing('order', 'shipped', 'delivered')).toBe(false)
    expect(isCustomerFacing('order', 'installed', 'completed')).toBe(false)
    expect(isCustomerFacing('order', 'awaiting-payment', 'paid')).toBe(false)
    expect(isCustomerFacing('order', 'cancelled', 'ordered')).toBe(false)
    // A move the workflow does not have is never customer-facing.
    expect(isCustomerFacing('order', 'paid', 'installed')).toBe(false)
  })

  it('samples: mailed and cancelled; quotes: never', () => {
    expect(isCustomerFacing('samples', 'received', 'mailed')).toBe(true)
    expect(isCustomerFacing('samples', 'received', 'cancelled')).toBe(true)
    expect(isCustomerFacing('samples', 'mailed', 'done')).toBe(false)
    for (const edge of movesOf('quote'))
      expect(isCustomerFacing('quote', edge.from, edge.to)).toBe(false)
  })
})

describe("the migration from today's statuses", () => {
  it('maps every kind and status to a stage of that kind, keeping the old status in the note', () => {
    for (const kind of ORDER_KINDS) {
      for (const status of LEGACY_ORDER_STATUSES) {
        const mapping = stageForLegacyStatus(kind, status, { paidAt: new Date() })
        expect(STAGES[kind] as readonly string[], `${kind}/${status}`).toContain(mapping.stage)
        expect(mapping.note).toMatch(/^Status before the fulfilment workflow: /)
      }
    }
  })

  it('paid orders: the exact matches need no review', () => {
    const paidAt = '2026-11-01T12:00:00Z'
    expect(stageForLegacyStatus('order', 'pending')).toEqual({
      stage: 'awaiting-payment',
      note: 'Status before the fulfilment workflow: Pending',
      needsReview: false,
    })
    expect(stageForLegacyStatus('order', 'paid', { paidAt })).toMatchObject({
      stage: 'paid',
      needsReview: false,
    })
    expect(stageForLegacyStatus('order', 'installed', { paidAt })).toMatchObject({
      stage: 'installed',
      needsReview: false,
    })
    expect(stageForLegacyStatus('order', 'completed', { paidAt })).toMatchObject({
      stage: 'completed',
      needsReview: false,
    })
    expect(stageForLegacyStatus('order', 'cancelled')).toMatchObject({
      stage: 'cancelled',
      needsReview: false,
    })
  })

  it('in production becomes ordered from supplier, flagged: no supplier reference', () => {
    expect(stageForLegacyStatus('order', 'in-production', { paidAt: new Date() })).toEqual({
      stage: 'ordered',
      note: 'Status before the fulfilment workflow: In production; no supplier reference was recorded',
      needsReview: true,
    })
  })

  it('a label-only Refunded stays Refunded, flagged for a check in Stripe', () => {
    const mapping = stageForLegacyStatus('order', 'refunded', { paidAt: new Date() })
    expect(mapping.stage).toBe('refunded')
    expect(mapping.needsReview).toBe(true)
    expect(mapping.note).toContain('check Stripe')
  })

  it('a card order past pending with no payment recorded is flagged', () => {
    const mapping = stageForLegacyStatus('order', 'installed', { paidAt: null })
    expect(mapping).toMatchObject({ stage: 'installed', needsReview: true })
    expect(mapping.note).toContain('no payment is recorded')
  })

  it('samples and quotes: statuses that meant nothing for them are mapped and flagged', () => {
    expect(stageForLegacyStatus('samples', 'pending')).toMatchObject({
      stage: 'received',
      needsReview: false,
    })
    expect(stageForLegacyStatus('samples', 'completed')).toMatchObject({
      stage: 'done',
      needsReview: false,
    })
    expect(stageForLegacyStatus('samples', 'paid')).toMatchObject({
      stage: 'received',
      needsReview: true,
    })
    expect(stageForLegacyStatus('samples', 'refunded')).toMatchObject({
      stage: 'cancelled',
      needsReview: true,
    })
    expect(stageForLegacyStatus('quote', 'pending')).toMatchObject({
      stage: 'received',
      needsReview: false,
    })
    expect(stageForLegacyStatus('quote', 'cancelled')).toMatchObject({
      stage: 'lost',
      needsReview: false,
    })
    expect(stageForLegacyStatus('quote', 'completed')).toMatchObject({
      stage: 'won',
      needsReview: true,
    })
  })
})

describe('the old status kept in step', () => {
  it('every stage stands for an old status, and each old status maps back to its own stage', () => {
    for (const kind of ORDER_KINDS) {
      for (const stage of STAGES[kind]) {
        expect(LEGACY_ORDER_STATUSES).toContain(legacyStatusForStage(stage))
      }
    }
    // A stage the migration reached from an old status gives that status back.
    expect(legacyStatusForStage('paid')).toBe('paid')
    expect(legacyStatusForStage('ordered')).toBe('in-production')
    expect(legacyStatusForStage('shipped')).toBe('in-production')
    expect(legacyStatusForStage('delivered')).toBe('installed')
    expect(legacyStatusForStage('refunded')).toBe('refunded')
    expect(legacyStatusForStage('mailed')).toBe('in-production')
    expect(legacyStatusForStage('lost')).toBe('cancelled')
  })
})

describe('tracking links', () => {
  it('known carriers link to their tracking page', () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    expect(trackingUrl('FedEx Ground', '123456789012')).toContain('fedex.com')
    expect(trackingUrl('usps', '9400100000000000000000')).toContain('usps.com')
    expect(trackingUrl('DHL Express', 'JD014600006281230701')).toContain('dhl.com')
  })

  it('an unknown carrier or no number: no link', () => {
    expect(trackingUrl('Local courier', 'ABC123')).toBeNull()
    expect(trackingUrl('UPS', '')).toBeNull()
    // "ups" inside another word is not UPS.
    expect(trackingUrl('Groups Delivery', 'ABC123')).toBeNull()
  })

  it('the number is encoded into the address', () => {
    expect(trackingUrl('UPS', 'A&B=1')).toBe('https://www.ups.com/track?tracknum=A%26B%3D1')
  })
})

describe('the customer timeline', () => {
  const h = (at: string, from: string | null, to: string, details?: StageChange['details']) =>
    ({ at, from, to, details }) as StageChange
  const paidAt = '2026-11-02T15:00:00Z'
  const base = [h(paidAt, 'awaiting-payment', 'paid')]
  const ordered = [
    ...base,
    h('2026-11-03T15:00:00Z', 'paid', 'ordered', {
      supplierReference: 'S1',
      expectedDate: '2026-12-01',
    }),
  ]
  const received = [...ordered, h('2026-11-20T15:00:00Z', 'ordered', 'goods-received')]
  const scheduled = [
    ...received,
    h('2026-11-21T15:00:00Z', 'goods-received', 'installation-scheduled', { appointmentId: 4 }),
  ]
  const installed = [...scheduled, h('2026-11-25T20:00:00Z', 'installation-scheduled', 'installed')]
  const visit = { date: '2026-11-25', time: '09:00' }

  const view = (stage: string, history: StageChange[], facts = {}) =>
    customerTimeline(state('order', stage as never, history), {
      paidAt,
      withInstallation: true,
      visit,
      ...facts,
    })
  const brief = (t: ReturnType<typeof view>) => t.steps.map((s) => `${s.key}:${s.state}`)

  it('paid: placed is current, the rest upcoming; the text promises the call', () => {
    const t = view('paid', base)
    expect(brief(t)).toEqual([
      'placed:current',
      'production:upcoming',
      'installation:upcoming',
      'installed:upcoming',
      'completed:upcoming',
    ])
    expect(t.steps[0]).toMatchObject({
      at: '2026-11-02T15:00:00.000Z',
      dateLabel: 'November 2, 2026',
    })
    expect(t.heading).toBe('Thank you: your order is paid')
    expect(t.body).toBe(
      'We will contact you within 24 hours to schedule measuring and installation.',
    )
  })

  it('awaiting payment: nothing reached yet', () => {
    const t = customerTimeline(state('order', 'awaiting-payment'), {})
    expect(t.steps.every((s) => s.state === 'upcoming')).toBe(true)
    expect(t.heading).toBe('Awaiting payment')
  })

  it('ordered: in production with the expected date', () => {
    const t = view('ordered', ordered)
    expect(brief(t).slice(0, 2)).toEqual(['placed:done', 'production:current'])
    expect(t.steps[1]).toMatchObject({
      dateLabel: 'November 3, 2026',
      detail: 'Expected by Tuesday, December 1, 2026',
    })
    expect(t.heading).toBe('In production')
    expect(t.body).toBe(
      'Your order is being made to measure. We expect it by Tuesday, December 1, 2026.',
    )
  })

  it('received from supplier: still in production for the customer, text about booking', () => {
    const t = view('goods-received', received)
    expect(brief(t).slice(0, 3)).toEqual([
      'placed:done',
      'production:current',
      'installation:upcoming',
    ])
    expect(t.body).toContain('book the installation')
  })

  it('installation scheduled: the visit date under the step and in the text', () => {
    const t = view('installation-scheduled', scheduled)
    expect(brief(t)).toEqual([
      'placed:done',
      'production:done',
      'installation:current',
      'installed:upcoming',
      'completed:upcoming',
    ])
    expect(t.steps[2].detail).toBe('Wednesday, November 25, 2026 at 9:00 AM')
    expect(t.steps[1].detail).toBeNull()
    expect(t.body).toBe('We will install your order on Wednesday, November 25, 2026 at 9:00 AM.')
  })

  it('installed: no more "we will contact you to schedule"', () => {
    const t = view('installed', installed)
    expect(brief(t)).toEqual([
      'placed:done',
      'production:done',
      'installation:done',
      'installed:current',
      'completed:upcoming',
    ])
    expect(t.steps[3].dateLabel).toBe('November 25, 2026')
    expect(t.heading).toBe('Installed')
    expect(t.body).not.toMatch(/contact you|schedule/i)
  })

  it('completed: every step done, the last current', () => {
    const t = view('completed', [...installed, h('2026-11-26T20:00:00Z', 'installed', 'completed')])
    expect(brief(t)).toEqual([
      'placed:done',
      'production:done',
      'installation:done',
      'installed:done',
      'completed:current',
    ])
    expect(t.body).not.toMatch(/contact you|schedule/i)
  })

  it('shipped: the shipping route, with carrier, number and a tracking link', () => {
    const shipped = [
      ...received,
      h('2026-11-21T15:00:00Z', 'goods-received', 'shipped', {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
    ]
    const t = view('shipped', shipped, { withInstallation: false })
    expect(brief(t)).toEqual([
      'placed:done',
      'production:done',
      'shipped:current',
      'delivered:upcoming',
      'completed:upcoming',
    ])
    expect(t.steps[2]).toMatchObject({
      detail: 'UPS, tracking 1Z999AA10123456784',
      link: {
        label: 'Track the parcel',
        url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    })
    expect(t.body).toBe('Your order is on its way with UPS, tracking number 1Z999AA10123456784.')
  })

  it('the route follows the history over the installation flag', () => {
    const shipped = [
      ...received,
      h('2026-11-21T15:00:00Z', 'goods-received', 'shipped', {
        carrier: 'FedEx',
        trackingNumber: '123456789012',
      }),
    ]
    const t = view('completed', [
      ...shipped,
      h('2026-11-23T15:00:00Z', 'shipped', 'delivered'),
      h('2026-11-24T15:00:00Z', 'delivered', 'completed'),
    ])
    expect(t.steps.map((s) => s.key)).toEqual([
      'placed',
      'production',
      'shipped',
      'delivered',
      'completed',
    ])
  })

  it('paid without installation: the text says we confirm measurements, the route ships', () => {
    const t = view('paid', base, { withInstallation: false })
    expect(t.steps.map((s) => s.key)).toContain('shipped')
    expect(t.body).toContain('confirm your measurements')
  })

  it('a move back takes the step back: its date is not shown', () => {
    const back = [
      ...scheduled,
      h('2026-11-22T15:00:00Z', 'installation-scheduled', 'goods-received'),
    ]
    const t = view('goods-received', back)
    expect(t.steps[2]).toMatchObject({
      key: 'installation',
      state: 'upcoming',
      dateLabel: null,
      detail: null,
    })
  })

  it('a step reached twice shows the latest date', () => {
    const again = [
      ...ordered,
      h('2026-11-04T15:00:00Z', 'ordered', 'paid'),
      h('2026-11-06T15:00:00Z', 'paid', 'ordered', { supplierReference: 'S2' }),
    ]
    const t = view('ordered', again)
    expect(t.steps[1].dateLabel).toBe('November 6, 2026')
    expect(t.steps[1].detail).toBeNull()
  })

  it('cancelled: the steps reached, then Cancelled; nothing promised', () => {
    const t = view('cancelled', [...ordered, h('2026-11-05T15:00:00Z', 'ordered', 'cancelled')])
    expect(brief(t)).toEqual(['placed:done', 'production:done', 'cancelled:current'])
    expect(t.steps[2].dateLabel).toBe('November 5, 2026')
    expect(t.heading).toBe('Order cancelled')
    expect(t.body).not.toMatch(/contact you/i)
  })

  it('cancelled then refunded: both ends shown, the refund amount in the text', () => {
    const t = view(
      'refunded',
      [
        ...ordered,
        h('2026-11-05T15:00:00Z', 'ordered', 'cancelled'),
        h('2026-11-06T15:00:00Z', 'cancelled', 'refunded'),
      ],
      { refundedCents: 94798 },
    )
    expect(brief(t)).toEqual([
      'placed:done',
      'production:done',
      'cancelled:done',
      'refunded:current',
    ])
    expect(t.body).toBe(
      'This order was refunded: $947.98 back to your card. It can take 5 to 10 business days to show on your statement.',
    )
  })

  it('refunded straight after installation: no Cancelled step even if it was once cancelled and reopened', () => {
    const t = view('refunded', [
      ...base,
      h('2026-11-03T15:00:00Z', 'paid', 'cancelled'),
      h('2026-11-03T16:00:00Z', 'cancelled', 'paid'),
      h('2026-11-04T15:00:00Z', 'paid', 'refunded'),
    ])
    expect(brief(t)).toEqual(['placed:done', 'refunded:current'])
  })

  it('cancelled with no history: only what a payment proves, then Cancelled', () => {
    expect(brief(customerTimeline(state('order', 'cancelled'), { paidAt }))).toEqual([
      'placed:done',
      'cancelled:current',
    ])
    expect(brief(customerTimeline(state('order', 'cancelled'), {}))).toEqual(['cancelled:current'])
  })

  it('a migrated order (its entry from the old status) claims no step it cannot prove', () => {
    const migrated = [h('2026-10-01T12:00:00Z', 'refunded', 'refunded')]
    expect(brief(customerTimeline(state('order', 'refunded', migrated), { paidAt }))).toEqual([
      'placed:done',
      'refunded:current',
    ])
    const inProduction = [h('2026-10-01T12:00:00Z', 'in-production', 'ordered')]
    expect(brief(view('ordered', inProduction)).slice(0, 3)).toEqual([
      'placed:done',
      'production:current',
      'installation:upcoming',
    ])
  })

  it('samples and quotes that ended with no history show their first step only', () => {
    expect(brief(customerTimeline(state('samples', 'cancelled')))).toEqual([
      'received:done',
      'cancelled:current',
    ])
    expect(brief(customerTimeline(state('quote', 'lost')))).toEqual([
      'received:done',
      'lost:current',
    ])
  })

  it('samples: received, mailed with tracking, delivered', () => {
    const createdAt = '2026-11-01T12:00:00Z'
    const mailed = [
      h('2026-11-02T12:00:00Z', 'received', 'mailed', {
        carrier: 'USPS',
        trackingNumber: '9400100000000000000000',
      }),
    ]
    const t = customerTimeline(state('samples', 'mailed', mailed), { createdAt })
    expect(t.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'received:done',
      'mailed:current',
      'done:upcoming',
    ])
    expect(t.steps[0].dateLabel).toBe('November 1, 2026')
    expect(t.steps[1].link?.url).toContain('usps.com')
    expect(t.heading).toBe('Samples in the mail')
    const plain = customerTimeline(state('samples', 'received'), { createdAt })
    expect(plain.body).toBe('Your free fabric samples will be mailed to the address below.')
  })

  it('quote: received, contacted, quoted, then accepted or closed', () => {
    const history = [
      h('2026-11-02T12:00:00Z', 'received', 'contacted'),
      h('2026-11-03T12:00:00Z', 'contacted', 'quoted'),
    ]
    const quoted = customerTimeline(state('quote', 'quoted', history), {
      createdAt: '2026-11-01T12:00:00Z',
    })
    expect(quoted.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'received:done',
      'contacted:done',
      'quoted:current',
    ])
    const won = customerTimeline(
      state('quote', 'won', [...history, h('2026-11-04T12:00:00Z', 'quoted', 'won')]),
    )
    expect(won.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'received:done',
      'contacted:done',
      'quoted:done',
      'won:current',
    ])
    const lost = customerTimeline(
      state('quote', 'lost', [h('2026-11-02T12:00:00Z', 'received', 'lost')]),
    )
    expect(lost.steps.map((s) => `${s.key}:${s.state}`)).toEqual(['received:done', 'lost:current'])
    expect(lost.heading).toBe('Quote request closed')
  })

  it('every stage of every kind has a heading and a text', () => {
    for (const kind of ORDER_KINDS) {
      for (const stage of STAGES[kind]) {
        const words = statusWords(state(kind, stage as never))
        expect(words.heading, `${kind}/${stage}`).toBeTruthy()
        expect(words.body, `${kind}/${stage}`).toBeTruthy()
      }
    }
  })
})

describe('customer notices', () => {
  it('a customer-facing move gets a subject and an opening', () => {
    const notice = customerNotice(
      state('order', 'goods-received', [
        {
          at: '2026-11-21T15:00:00Z',
          from: 'goods-received',
          to: 'shipped',
          details: { carrier: 'UPS', trackingNumber: '1Z1' },
        },
      ]),
      { from: 'goods-received', to: 'shipped' },
      { reference: '7KQ2-M9XD' },
    )
    expect(notice).toEqual({
      subject: 'Your order 7KQ2-M9XD: shipped',
      intro: 'Your order is on its way with UPS, tracking number 1Z1.',
    })
  })

  it('a reschedule says the installation moved', () => {
    const notice = customerNotice(
      state('order', 'installation-scheduled'),
      { from: 'installation-scheduled', to: 'installation-scheduled' },
      { reference: 'R', visit: { date: '2026-12-02', time: '13:00' } },
    )
    expect(notice).toEqual({
      subject: 'Your order R: installation moved',
      intro: 'We will install your order on Wednesday, December 2, 2026 at 1:00 PM.',
    })
  })

  it('samples mailed; nothing for a move the customer is not told of', () => {
    expect(
      customerNotice(
        state('samples', 'received'),
        { from: 'received', to: 'mailed' },
        { reference: 'R' },
      )?.subject,
    ).toBe('Your samples request R: samples in the mail')
    expect(
      customerNotice(
        state('order', 'installed'),
        { from: 'installed', to: 'completed' },
        { reference: 'R' },
      ),
    ).toBeNull()
    expect(
      customerNotice(state('quote', 'quoted'), { from: 'quoted', to: 'won' }, { reference: 'R' }),
    ).toBeNull()
  })
})
