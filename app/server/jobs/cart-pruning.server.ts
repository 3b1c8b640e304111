/**
 * Abandoned carts: deleted by the maintenance job after 60 days untouched (docs/decisions/080-hardening-at-the-door.md).
 */
import { db } from '../platform/db.server'

/** Carts nobody has changed for this long are abandoned (docs/decisions/080-hardening-at-the-door.md): 60 days. */
export const ABANDONED_CART_AGE_MS = 60 * 24 * 60 * 60 * 1000

/**
 * Deletes carts untouched for 60 days (the cart row, none of its lines and none of its samples
 * changed since), with their lines and samples (the foreign keys cascade), in one statement.
 * Orders keep their own copy of the lines, so nothing a customer ordered is lost.
 * Answers how many carts went.
 */
export function pruneAbandonedCarts(now: Date = new Date()): number {
  const cutoff = now.getTime() - ABANDONED_CART_AGE_MS
  return db.$client
    .prepare(
      `DELETE FROM carts
        WHERE updated_at < @cutoff
          AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = carts.id AND l.updated_at >= @cutoff)
          AND NOT EXISTS (SELECT 1 FROM cart_samples s WHERE s.cart_id = carts.id AND s.created_at >= @cutoff)`,
    )
    .run({ cutoff }).changes
}
