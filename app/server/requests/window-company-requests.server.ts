import { and, count, desc, eq, isNotNull, isNull, lte, notInArray, type SQL } from 'drizzle-orm'
import { type B2bFilters, b2bCsvRecords, REQUEST_STATUS_LABELS } from '~/domain/admin-inbox'
import { businessDate } from '~/domain/business-time'
import type { CsvValue } from '~/domain/csv'
import { CLOSED_STATUSES } from '~/domain/follow-up'
import type { Locale } from '~/domain/locale'
import type { WindowCompanyRequestInput } from '~/domain/window-company-request'
import { searchColumns, searchedId } from '../admin/admin-search.server'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import {
  recordArchived,
  recordFollowUp,
  recordRestored,
  recordStatusChange,
} from './request-activity.server'

export type WindowCompanyRequest = typeof schema.windowCompanyRequests.$inferSelect

/** Stores a B2B service request (status pending) and answers its id. */
export function createWindowCompanyRequest(
  input: WindowCompanyRequestInput,
  /** The page's language: the acknowledgement goes in it. */
  language: Locale = 'en',
): { id: number } {
  return db
    .insert(schema.windowCompanyRequests)
    .values({
      companyName: input.companyName,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      customerEmail: input.customerEmail ?? null,
      customerAddress: input.customerAddress,
      projectDetails: input.projectDetails,
      blindType: input.blindType,
      numberOfWindows: input.numberOfWindows,
      preferredDate: input.preferredDate ?? null,
      urgency: input.urgency,
      estimatedBudget: input.estimatedBudget ?? null,
      specialRequests: input.specialRequests ?? null,
      language,
    })
    .returning({ id: schema.windowCompanyRequests.id })
    .get()
}

/** Newest first (staff views and tests). */
export function listWindowCompanyRequests(): WindowCompanyRequest[] {
  return db
    .select()
    .from(schema.windowCompanyRequests)
    .orderBy(desc(schema.windowCompanyRequests.createdAt), desc(schema.windowCompanyRequests.id))
    .all()
}

export function getWindowCompanyRequest(id: number): WindowCompanyRequest | undefined {
  return db
    .select()
    .from(schema.windowCompanyRequests)
    .where(eq(schema.windowCompanyRequests.id, id))
    .get()
}

export type RequestStatus = (typeof schema.REQUEST_STATUSES)[number]

/**
 * Staff may move a request to any status (docs/requirements.md#b2b-portal); a change is recorded
 * in its timeline. Answers false when absent.
 */
export function updateWindowCompanyRequestStatus(
  id: number,
  status: RequestStatus,
  author: string | null = null,
): boolean {
  const t = schema.windowCompanyRequests
  return db.transaction(() => {
    const before = db.select({ status: t.status }).from(t).where(eq(t.id, id)).get()
    if (!before) return false
    // Saved even when unchanged: the list's "Last updated" says staff looked at it.
    db.update(t).set({ status }).where(eq(t.id, id)).run()
    if (before.status !== status) {
      recordStatusChange(
        { windowCompanyRequestId: id },
        { from: REQUEST_STATUS_LABELS[before.status], to: REQUEST_STATUS_LABELS[status] },
        author,
      )
      recordAudit({
        actor: author ?? 'unknown',
        kind: 'status-change',
        subjectType: 'b2b',
        subjectId: id,
        summary: `B2B request ${id}: ${REQUEST_STATUS_LABELS[before.status]} → ${REQUEST_STATUS_LABELS[status]}`,
        before: before.status,
        after: status,
      })
    }
    return true
  })
}

/**
 * Sets (YYYY-MM-DD) or clears (null) the day staff mean to chase a request again, recorded in
 * its timeline when it changes. Answers false when absent.
 */
export function setWindowCompanyRequestFollowUp(
  id: number,
  followUpOn: string | null,
  author: string | null,
): boolean {
  const t = schema.windowCompanyRequests
  return db.transaction(() => {
    const before = db.select({ followUpOn: t.followUpOn }).from(t).where(eq(t.id, id)).get()
    if (!before) return false
    if (before.followUpOn === followUpOn) return true
    db.update(t).set({ followUpOn }).where(eq(t.id, id)).run()
    recordFollowUp({ windowCompanyRequestId: id }, followUpOn, author)
    return true
  })
}

/**
 * Archives a request (out of the lists and counts, restorable) or restores it, recorded in its
 * timeline. Answers false when absent.
 */
export function setWindowCompanyRequestArchived(
  id: number,
  archived: boolean,
  author: string | null,
): boolean {
  const t = schema.windowCompanyRequests
  return db.transaction(() => {
    const before = db.select({ archivedAt: t.archivedAt }).from(t).where(eq(t.id, id)).get()
    if (!before) return false
    if ((before.archivedAt !== null) === archived) return true
    db.update(t)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(t.id, id))
      .run()
    if (archived) recordArchived({ windowCompanyRequestId: id }, author)
    else recordRestored({ windowCompanyRequestId: id }, author)
    recordAudit({
      actor: author ?? 'unknown',
      kind: archived ? 'archive' : 'restore',
      subjectType: 'b2b',
      subjectId: id,
      summary: `B2B request ${id} ${archived ? 'archived' : 'restored'}`,
    })
    return true
  })
}

// ---------------------------------------------------------------- staff side

/** How many requests are in each status (the B2B tab's stat cards, the dashboard). */
export function countWindowCompanyRequestsByStatus(): Record<RequestStatus, number> & {
  total: number
} {
  const rows = db
    .select({ status: schema.windowCompanyRequests.status, n: count() })
    .from(schema.windowCompanyRequests)
    .where(isNull(schema.windowCompanyRequests.archivedAt))
    .groupBy(schema.windowCompanyRequests.status)
    .all()
  const counts = { total: 0, pending: 0, 'in-progress': 0, completed: 0, cancelled: 0 }
  for (const row of rows) {
    counts[row.status] = row.n
    counts.total += row.n
  }
  return counts
}

function requestConditions(filters: B2bFilters, today: string): SQL | undefined {
  const t = schema.windowCompanyRequests
  const conditions: (SQL | undefined)[] = [
    filters.archived === 'yes' ? isNotNull(t.archivedAt) : isNull(t.archivedAt),
  ]
  if (filters.q) {
    const id = searchedId(filters.q)
    conditions.push(
      searchColumns(
        filters.q,
        [
          t.companyName,
          t.contactName,
          t.contactEmail,
          t.contactPhone,
          t.customerName,
          t.customerEmail,
          t.customerPhone,
          t.customerAddress,
          t.projectDetails,
        ],
        id ? eq(t.id, id) : undefined,
      ),
    )
  }
  if (filters.status) conditions.push(eq(t.status, filters.status))
  if (filters.urgency) conditions.push(eq(t.urgency, filters.urgency))
  if (filters.followUp === 'due') {
    // As isFollowUpDue in app/domain/follow-up.ts.
    conditions.push(
      isNotNull(t.followUpOn),
      isNull(t.archivedAt),
      lte(t.followUpOn, today),
      notInArray(t.status, [...CLOSED_STATUSES] as RequestStatus[]),
    )
  }
  return and(...conditions)
}

/** The B2B tab's table: newest first, filtered by search, status and urgency. */
export function findWindowCompanyRequests(
  filters: B2bFilters,
  today: string = businessDate(),
): WindowCompanyRequest[] {
  const t = schema.windowCompanyRequests
  return db
    .select()
    .from(t)
    .where(requestConditions(filters, today))
    .orderBy(desc(t.createdAt), desc(t.id))
    .all()
}

/** The export's rows (header first): the filtered requests, for the one CSV writer. */
export function windowCompanyRequestCsvRows(filters: B2bFilters): CsvValue[][] {
  return b2bCsvRecords(findWindowCompanyRequests(filters))
}
