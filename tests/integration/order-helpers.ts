// Reads of an order's rows for the fulfilment tests (workflow, refunds): the order, its
// history in order and the mail written to one address, straight from the test database.
import { asc, eq } from 'drizzle-orm'
import { db, schema } from '~/server/platform/db.server'

export function orderRow(id: number) {
  const row = db.select().from(schema.orders).where(eq(schema.orders.id, id)).get()
  if (!row) throw new Error('no order')
  return row
}

export function orderHistory(orderId: number) {
  return db
    .select()
    .from(schema.orderHistory)
    .where(eq(schema.orderHistory.orderId, orderId))
    .orderBy(asc(schema.orderHistory.id))
    .all()
}

export function mailTo(email: string) {
  return db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, email))
    .orderBy(asc(schema.outbox.id))
    .all()
}
