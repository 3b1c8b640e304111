import { eq, sum } from 'drizzle-orm'
import { readCartId } from './cart-cookie.server'
import { db, schema } from './db.server'

/** Total item quantity in the visitor's cart, for the header badge. */
export async function getCartQuantity(request: Request): Promise<number> {
  const cartId = await readCartId(request)
  if (!cartId) return 0
  const row = db
    .select({ quantity: sum(schema.cartLines.quantity) })
    .from(schema.cartLines)
    .where(eq(schema.cartLines.cartId, cartId))
    .get()
  return Number(row?.quantity ?? 0)
}
