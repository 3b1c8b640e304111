/**
 * Product options (valance, installation…) for the admin area: the one writer of the
 * product_options table, and its /api/admin JSON.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { CatalogProductType, OptionFields } from '~/domain/catalog-admin'
import { centsToDollars } from '~/domain/pricing'
import type { AuditActor } from '../admin/audit-log.server'
import { auditOptionSaved } from '../admin/catalog-audit.server'
import { db, schema } from '../platform/db.server'

const { productOptions } = schema

export type AdminOption = typeof productOptions.$inferSelect

export function listAllOptions(): AdminOption[] {
  return db
    .select()
    .from(productOptions)
    .orderBy(asc(productOptions.productType), asc(productOptions.sortOrder), asc(productOptions.id))
    .all()
}

/** Updates an option of a product; undefined when that product has no such option. */
export function updateOption(
  productType: CatalogProductType,
  id: number,
  fields: OptionFields,
  actor: AuditActor,
): AdminOption | undefined {
  return db.transaction((tx) => {
    const option = tx
      .update(productOptions)
      .set({
        name: fields.name,
        priceCents: fields.price,
        description: fields.description,
        isActive: fields.isActive,
      })
      .where(and(eq(productOptions.id, id), eq(productOptions.productType, productType)))
      .returning()
      .get()
    // The audit entry in the change's own transaction (issue 31): both land or neither does.
    if (option) auditOptionSaved(actor, productType, option, tx)
    return option
  })
}

export function adminOptionJson(o: AdminOption) {
  return {
    id: o.id,
    code: o.code,
    productType: o.productType,
    name: o.name,
    price: centsToDollars(o.priceCents),
    priceCents: o.priceCents,
    description: o.description,
    isActive: o.isActive,
  }
}
