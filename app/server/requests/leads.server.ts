import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import {
  LEAD_STATUS_LABELS,
  type LeadFilters,
  type LeadStatus,
  PAGE_SIZE,
} from '~/domain/admin-inbox'
import { businessDate } from '~/domain/business-time'
import type { CsvValue } from '~/domain/csv'
import { answerPromise, byLeadUrgency } from '~/domain/dashboard'
import { CLOSED_STATUSES, EMERGENCY_TIME_FRAME, leadIdFromReference } from '~/domain/follow-up'
import { leadCsvRecords } from '~/domain/lead-export'
import { withPhotosNotSavedNote } from '~/domain/lead-photos'
import { formatPhone } from '~/domain/phone'
import { rangeInstants } from '~/domain/report-range'
import { phoneColumnMatches, searchColumns } from '../admin/admin-search.server'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { StorageFailedError, type StoredImage, storeImage } from '../platform/storage.server'
import { deleteStored, storedUrl, variantKey } from '../platform/storage-backends.server'
import { cameFromCondition } from '../reports/arrival-filter.server'
import {
  recordArchived,
  recordFollowUp,
  recordRestored,
  recordStatusChange,
} from './request-activity.server'

export type NewLead = typeof schema.leads.$inferInsert

/** Stores a lead without photos (city pages, motors quote). Quote-wizard leads with photos: see below. */
export function createLead(lead: NewLead): { id: number } {
  const row = db.insert(schema.leads).values(lead).returning({ id: schema.leads.id }).get()
  return row
}

export type LeadPhotoOptions = { maxBytes: number }

/**
 * Stores a lead with its photos: the files first (checked by their bytes, with resized
 * variants), then the lead and one row per photo in one transaction. A photo that is not a
 * picture refuses the whole request (`UploadRejectedError`: the customer can choose another).
 * A photo the storage could not write does not: the lead is kept without it, with a note for
 * staff in its details (`photosNotSaved` says how many), so a failing disk never loses a
 * customer. If the lead itself cannot be saved, the files already written are deleted again.
 */
export async function createLeadWithPhotos(
  lead: NewLead,
  photos: File[],
  { maxBytes }: LeadPhotoOptions,
): Promise<{ id: number; photos: StoredImage[]; photosNotSaved: number; details: string | null }> {
  const stored: StoredImage[] = []
  let photosNotSaved = 0
  try {
    for (const photo of photos) {
      try {
        stored.push(await storeImage(photo, { maxBytes, prefix: 'leads' }))
      } catch (error) {
        if (!(error instanceof StorageFailedError)) throw error
        photosNotSaved++
      }
    }
    const details = withPhotosNotSavedNote(lead.details, photosNotSaved)
    const id = db.transaction((tx) => {
      const row = tx
        .insert(schema.leads)
        .values({ ...lead, details })
        .returning({ id: schema.leads.id })
        .get()
      for (const photo of stored) {
        tx.insert(schema.leadPhotos)
          .values({
            leadId: row.id,
            storageKey: photo.key,
            originalName: photo.originalName,
            contentType: photo.contentType,
            sizeBytes: photo.sizeBytes,
            width: photo.width,
            height: photo.height,
          })
          .run()
      }
      return row.id
    })
    return { id, photos: stored, photosNotSaved, details }
  } catch (error) {
    await deleteStored(stored.flatMap((p) => p.keys)).catch((cleanupError) => {
      console.error('[leads] could not delete photos of a failed lead', cleanupError)
    })
    throw error
  }
}

// ---------------------------------------------------------------- staff side

/** Leads nobody has worked on yet (status new): the count on the Leads tab. */
export function countNewLeads(): number {
  return (
    db
      .select({ n: count() })
      .from(schema.leads)
      .where(and(eq(schema.leads.status, 'new'), isNull(schema.leads.archivedAt)))
      .get()?.n ?? 0
  )
}

export type Lead = typeof schema.leads.$inferSelect

/**
 * The conditions of the Leads list: search (name, e-mail, ZIP, address, city, details, phone
 * digits, the reference 'Q-12'), source, status, follow-up due and emergencies.
 */
function leadConditions(filters: LeadFilters, today: string): SQL | undefined {
  const { leads } = schema
  const conditions: (SQL | undefined)[] = [
    filters.archived === 'yes' ? isNotNull(leads.archivedAt) : isNull(leads.archivedAt),
  ]
  if (filters.q) {
    const referenced = leadIdFromReference(filters.q)
    conditions.push(
      searchColumns(
        filters.q,
        [leads.name, leads.email, leads.zipCode, leads.address, leads.city, leads.details],
        phoneColumnMatches(filters.q, leads.phone),
        referenced ? eq(leads.id, referenced) : undefined,
      ),
    )
  }
  if (filters.source) conditions.push(eq(leads.source, filters.source))
  if (filters.status) conditions.push(eq(leads.status, filters.status))
  if (filters.followUp === 'due') {
    // As isFollowUpDue in app/domain/follow-up.ts.
    conditions.push(
      isNotNull(leads.followUpOn),
      isNull(leads.archivedAt),
      lte(leads.followUpOn, today),
      notInArray(leads.status, [...CLOSED_STATUSES] as LeadStatus[]),
    )
  }
  if (filters.emergency === 'yes') conditions.push(eq(leads.timeFrame, EMERGENCY_TIME_FRAME))
  if (filters.language) conditions.push(eq(leads.language, filters.language))
  if (filters.cameFrom) conditions.push(cameFromCondition(leads, filters.cameFrom))
  if (filters.arrivedFrom || filters.arrivedTo) {
    // The reports' rule for a day: midnight to midnight, Florida time.
    const { start, end } = rangeInstants({
      from: filters.arrivedFrom ?? '2000-01-01',
      to: filters.arrivedTo ?? '2999-12-31',
    })
    conditions.push(gte(leads.createdAt, new Date(start)), lt(leads.createdAt, new Date(end)))
  }
  return and(...conditions)
}

/**
 * One page of leads in the dashboard's order (byLeadUrgency: new ones first, emergencies and
 * the longest waiting first, each with where it stands against the 2-hour promise; then the
 * others newest first), with how many photos each has and the phone written one way.
 */
export function listLeads(
  filters: LeadFilters,
  today: string = businessDate(),
  now: Date = new Date(),
) {
  const { leads, leadPhotos } = schema
  const where = leadConditions(filters, today)
  // The order is the domain's rule, so it is applied to the matching leads' few facts.
  const ordered = byLeadUrgency(
    db
      .select({
        id: leads.id,
        status: leads.status,
        timeFrame: leads.timeFrame,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(where)
      .all(),
  )
  const total = ordered.length
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const pageIds = ordered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((l) => l.id)
  const position = new Map(pageIds.map((id, i) => [id, i]))
  const unordered = db
    .select({
      id: leads.id,
      source: leads.source,
      status: leads.status,
      name: leads.name,
      phone: leads.phone,
      email: leads.email,
      zipCode: leads.zipCode,
      city: leads.city,
      serviceType: leads.serviceType,
      timeFrame: leads.timeFrame,
      followUpOn: leads.followUpOn,
      language: leads.language,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(pageIds.length ? inArray(leads.id, pageIds) : sql`0`)
    .all()
  const rows = unordered.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
  const photoCounts = new Map(
    rows.length
      ? db
          .select({ leadId: leadPhotos.leadId, n: count() })
          .from(leadPhotos)
          .where(
            inArray(
              leadPhotos.leadId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(leadPhotos.leadId)
          .all()
          .map((r) => [r.leadId, r.n])
      : [],
  )
  return {
    leads: rows.map((row) => ({
      ...row,
      phone: formatPhone(row.phone),
      photoCount: photoCounts.get(row.id) ?? 0,
      promise: row.status === 'new' ? answerPromise(row.createdAt, now) : null,
    })),
    total,
    page,
    pageCount,
  }
}

/** At most this many leads in one export (the newest). */
export const LEAD_EXPORT_LIMIT = 10_000

/** The export's rows (header first): every lead the list's filters show, not one page, newest first. */
export function leadCsvRows(filters: LeadFilters, today: string = businessDate()): CsvValue[][] {
  const { leads } = schema
  const rows = db
    .select()
    .from(leads)
    .where(leadConditions(filters, today))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_EXPORT_LIMIT)
    .all()
  return leadCsvRecords(rows)
}

/** A lead with its photos (thumbnail and full-size addresses, served to staff only). */
export function getLeadWithPhotos(id: number) {
  const lead = db.select().from(schema.leads).where(eq(schema.leads.id, id)).get()
  if (!lead) return undefined
  const photos = db
    .select()
    .from(schema.leadPhotos)
    .where(eq(schema.leadPhotos.leadId, id))
    .orderBy(schema.leadPhotos.id)
    .all()
    .map((photo) => ({
      id: photo.id,
      originalName: photo.originalName,
      width: photo.width,
      height: photo.height,
      url: storedUrl(photo.storageKey),
      thumbnailUrl:
        photo.contentType === 'image/heic' ? null : storedUrl(variantKey(photo.storageKey, 'w320')),
    }))
  return { ...lead, photos }
}

/**
 * Staff move a lead to any status; a change is recorded in its timeline. Answers false when
 * there is no such lead.
 */
export function updateLeadStatus(
  id: number,
  status: LeadStatus,
  author: string | null = null,
): boolean {
  return db.transaction(() => {
    const before = db
      .select({ status: schema.leads.status })
      .from(schema.leads)
      .where(eq(schema.leads.id, id))
      .get()
    if (!before) return false
    if (before.status === status) return true
    db.update(schema.leads).set({ status }).where(eq(schema.leads.id, id)).run()
    recordStatusChange(
      { leadId: id },
      { from: LEAD_STATUS_LABELS[before.status], to: LEAD_STATUS_LABELS[status] },
      author,
    )
    recordAudit({
      actor: author ?? 'unknown',
      kind: 'status-change',
      subjectType: 'lead',
      subjectId: id,
      summary: `Lead ${id}: ${LEAD_STATUS_LABELS[before.status]} → ${LEAD_STATUS_LABELS[status]}`,
      before: before.status,
      after: status,
    })
    return true
  })
}

/**
 * Sets (YYYY-MM-DD) or clears (null) the day staff mean to chase a lead again, recorded in its
 * timeline when it changes. Answers false when there is no such lead.
 */
export function setLeadFollowUp(id: number, followUpOn: string | null, author: string | null) {
  return db.transaction(() => {
    const before = db
      .select({ followUpOn: schema.leads.followUpOn })
      .from(schema.leads)
      .where(eq(schema.leads.id, id))
      .get()
    if (!before) return false
    if (before.followUpOn === followUpOn) return true
    db.update(schema.leads).set({ followUpOn }).where(eq(schema.leads.id, id)).run()
    recordFollowUp({ leadId: id }, followUpOn, author)
    return true
  })
}

/**
 * Archives a lead (out of the lists and counts, restorable) or restores it, recorded in its
 * timeline. Answers false when there is no such lead; archiving an archived lead changes nothing.
 */
export function setLeadArchived(id: number, archived: boolean, author: string | null): boolean {
  return db.transaction(() => {
    const before = db
      .select({ archivedAt: schema.leads.archivedAt })
      .from(schema.leads)
      .where(eq(schema.leads.id, id))
      .get()
    if (!before) return false
    if ((before.archivedAt !== null) === archived) return true
    db.update(schema.leads)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(schema.leads.id, id))
      .run()
    if (archived) recordArchived({ leadId: id }, author)
    else recordRestored({ leadId: id }, author)
    recordAudit({
      actor: author ?? 'unknown',
      kind: archived ? 'archive' : 'restore',
      subjectType: 'lead',
      subjectId: id,
      summary: `Lead ${id} ${archived ? 'archived' : 'restored'}`,
    })
    return true
  })
}
