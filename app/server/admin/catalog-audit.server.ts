/**
 * The audit log's wording for catalogue changes (issue 31): one function per subject, used by
 * the staff pages (admin.fabrics, admin.motors, admin.options, admin.images, admin.pricing-rules)
 * and by the admin JSON API (api.admin.*), so a change reads the same whichever way staff made it.
 */
import { formatCents } from '~/domain/pricing'
import { type AuditActor, recordAudit } from './audit-log.server'

type Tx = Parameters<typeof recordAudit>[1]

/** What happened to a catalogue row: the end of its summary. */
export type CatalogChange = 'created' | 'updated' | 'archived' | 'restored'

function kindOf(change: CatalogChange | string) {
  return change === 'archived' ? 'archive' : change === 'restored' ? 'restore' : 'catalogue-edit'
}

/** A fabric swatch created, updated, archived or restored (archiving names it by its id). */
export function auditSwatch(
  actor: AuditActor,
  change: CatalogChange,
  swatch: { id: number; fabricName?: string },
) {
  const name = change === 'created' || change === 'updated' ? swatch.fabricName : swatch.id
  recordAudit({
    actor,
    kind: kindOf(change),
    subjectType: 'fabric',
    subjectId: swatch.id,
    summary: `Fabric ${name ?? swatch.id} ${change}`,
  })
}

export const HARDWARE_NOUN = { motor: 'Motor', accessory: 'Accessory' } as const

/** A motor or accessory created, updated, made active or inactive, archived or restored. */
export function auditHardware(
  actor: AuditActor,
  change: CatalogChange | 'made active' | 'made inactive',
  item: { id: number; kind: 'motor' | 'accessory'; name: string },
) {
  recordAudit({
    actor,
    kind: kindOf(change),
    subjectType: 'hardware',
    subjectId: item.id,
    summary: `${HARDWARE_NOUN[item.kind]} ${item.name} ${change}`,
  })
}

/** An option's name, price, description or active flag saved. */
export function auditOptionSaved(
  actor: AuditActor,
  productType: string,
  option: { id: number; name: string; priceCents: number },
  tx?: Tx,
) {
  recordAudit(
    {
      actor,
      kind: 'catalogue-edit',
      subjectType: 'option',
      subjectId: option.id,
      summary: `Option ${option.name} (${productType}) updated: ${formatCents(option.priceCents)}`,
    },
    tx,
  )
}

type ImageRow = { id: number; title: string; isActive: boolean }

function auditImage(actor: AuditActor, id: number, summary: string, tx?: Tx, more = {}) {
  recordAudit(
    { actor, kind: 'catalogue-edit', subjectType: 'image', subjectId: id, summary, ...more },
    tx,
  )
}

/** A product image added (no `before`) or updated: a new title and showing/hiding are named. */
export function auditProductImageSaved(
  actor: AuditActor,
  before: ImageRow | null | undefined,
  after: ImageRow,
  created = false,
) {
  if (created) {
    auditImage(actor, after.id, `Product image “${after.title}” added`)
    return
  }
  const renamed = before && before.title !== after.title ? `“${before.title}” → ` : ''
  const shown =
    before && before.isActive !== after.isActive ? (after.isActive ? ', shown' : ', hidden') : ''
  auditImage(actor, after.id, `Product image ${renamed}“${after.title}” updated${shown}`)
}

/** A product image deleted (`gone` is the row read before the delete, when there was one). */
export function auditProductImageDeleted(
  actor: AuditActor,
  id: number,
  gone: { title: string } | null | undefined,
) {
  auditImage(actor, id, `Product image “${gone?.title ?? id}” deleted`)
}

/** A product image moved one place up or down. */
export function auditProductImageMoved(
  actor: AuditActor,
  id: number,
  title: string | number,
  direction: 'up' | 'down',
  tx?: Tx,
) {
  auditImage(actor, id, `Product image “${title}” moved ${direction}`, tx)
}

/** A product type's images put in a new order (the ids, first shown first). */
export function auditProductImagesReordered(
  actor: AuditActor,
  productType: string,
  before: readonly number[],
  after: readonly number[],
  tx?: Tx,
) {
  recordAudit(
    {
      actor,
      kind: 'catalogue-edit',
      subjectType: 'image',
      subjectId: productType,
      summary: `Product images (${productType}) reordered`,
      before: before.join(','),
      after: after.join(','),
    },
    tx,
  )
}

/** A price grid file applied to a product type. */
export function auditPriceGridUploaded(
  actor: AuditActor,
  productType: string,
  fileName: string,
  message: string,
  tx?: Tx,
) {
  recordAudit(
    {
      actor,
      kind: 'price-grid-upload',
      subjectType: 'price-grid',
      subjectId: productType,
      summary: `Price grid for ${productType} uploaded (${fileName}): ${message}`,
    },
    tx,
  )
}
