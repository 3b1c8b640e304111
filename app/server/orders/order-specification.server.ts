/**
 * The written-out specification of an order's lines (app/domain/order-specification.ts) with
 * what the catalogue knows that a line does not store: the fabric's colour and price group or
 * chart (fabric_swatches) and its options' names and prices (product_options, inactive ones
 * too: an order keeps an option the shop has since stopped offering). Two queries for a whole
 * order, whatever its number of lines.
 */
import { inArray } from 'drizzle-orm'
import {
  type CatalogueOption,
  ENGLISH_SPEC_WORDS,
  type LineSpecification,
  type SpecWords,
  type StoredOrderLine,
  specifyLine,
} from '~/domain/order-specification'
import { db, schema } from '../platform/db.server'

const { fabricSwatches, productOptions } = schema

/** An order line as stored (or about to be), with the swatch it was made from. */
export type SpecifiedLineInput = StoredOrderLine & { fabricSwatchId?: number | null }

/** The catalogue facts of these lines, read in at most two queries. */
function catalogueFacts(lines: readonly SpecifiedLineInput[]) {
  const swatchIds = [
    ...new Set(lines.map((l) => l.fabricSwatchId).filter((id): id is number => id != null)),
  ]
  const types = [...new Set(lines.filter((l) => l.kind === 'product').map((l) => l.productType))]
  const swatches = new Map(
    swatchIds.length
      ? db
          .select({
            id: fabricSwatches.id,
            color: fabricSwatches.color,
            priceGroup: fabricSwatches.priceGroup,
          })
          .from(fabricSwatches)
          .where(inArray(fabricSwatches.id, swatchIds))
          .all()
          .map((s) => [s.id, { color: s.color, priceGroup: s.priceGroup }])
      : [],
  )
  const options = new Map<string, CatalogueOption[]>()
  if (types.length) {
    const rows = db
      .select({
        productType: productOptions.productType,
        code: productOptions.code,
        name: productOptions.name,
        priceCents: productOptions.priceCents,
      })
      .from(productOptions)
      .where(
        inArray(
          productOptions.productType,
          types as (typeof productOptions.$inferSelect)['productType'][],
        ),
      )
      .orderBy(productOptions.sortOrder, productOptions.id)
      .all()
    for (const { productType, ...option } of rows) {
      const list = options.get(productType) ?? []
      list.push(option)
      options.set(productType, list)
    }
  }
  return { swatches, options }
}

/** Each line's specification, in the lines' order. */
export function specifyOrderLines(
  lines: readonly SpecifiedLineInput[],
  words: SpecWords = ENGLISH_SPEC_WORDS,
): LineSpecification[] {
  const { swatches, options } = catalogueFacts(lines)
  return lines.map((line) =>
    specifyLine(
      line,
      {
        fabric: line.fabricSwatchId != null ? (swatches.get(line.fabricSwatchId) ?? null) : null,
        options: options.get(line.productType) ?? [],
      },
      words,
    ),
  )
}
