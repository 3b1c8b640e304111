/**
 * What every part of orders/ shares: the row types, the contact details an order keeps and
 * the refusal shape (each kind's name is ORDER_KIND_REQUEST_NAMES, domain/admin-inbox). The
 * orders, order_lines, payments and processed_webhook_events tables are written only by the
 * modules of this folder.
 */
import type { schema } from '../platform/db.server'

/** Contact details as the order keeps them (validated by the caller's schema). */
export type OrderCustomer = {
  name: string
  email: string
  phone?: string
  address?: string
  city?: string
  zipCode?: string
}

export type OrderRefusal = { ok: false; status: 400 | 402 | 404 | 409 | 502; error: string }

/** An order as stored. */
export type OrderRow = typeof schema.orders.$inferSelect
/** An order line before it has its order's id. */
export type OrderLineInsert = Omit<typeof schema.orderLines.$inferInsert, 'orderId'>

/** A write transaction from its first statement (it reads, then writes). */
export const IMMEDIATE = { behavior: 'immediate' } as const

/** The mail topic of a move's customer e-mail (the outbox says whether it went). */
export function stageNoticeTopic(historyId: number): string {
  return `order-stage:${historyId}`
}
