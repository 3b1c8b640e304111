import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  ORDER_KIND_LABELS,
  ORDER_KIND_REQUEST_NAMES,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderKind,
  type OrderStatus,
  STAFF_ORDER_STATUS_LABELS,
} from './admin-inbox'
import { ORDER_STATUS_LABELS } from './order'

// Label tables are typed by their union: a new status or kind without a label fails `npx tsc`.
describe('order labels', () => {
  it('name every status exactly, for the customer and for staff', () => {
    expectTypeOf<keyof typeof ORDER_STATUS_LABELS>().toEqualTypeOf<OrderStatus>()
    expectTypeOf<keyof typeof STAFF_ORDER_STATUS_LABELS>().toEqualTypeOf<OrderStatus>()
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort())
    expect(Object.keys(STAFF_ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('cannot be read with a status that is not one', () => {
    // @ts-expect-error 'shipped' is not an order status, so the customer's table has no label for it
    expect(ORDER_STATUS_LABELS.shipped).toBeUndefined()
  })

  it('name every kind once: the e-mails ask for the same names as staff see', () => {
    expectTypeOf<keyof typeof ORDER_KIND_REQUEST_NAMES>().toEqualTypeOf<OrderKind>()
    expect(Object.keys(ORDER_KIND_LABELS).sort()).toEqual([...ORDER_KINDS].sort())
    expect(ORDER_KIND_REQUEST_NAMES).toEqual({
      order: 'Order',
      quote: 'Quote request',
      samples: 'Free samples request',
      'installed-job': 'Installed job',
    })
  })
})
