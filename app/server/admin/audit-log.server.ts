/**
 * The audit log's one writer and reader (issue 31): who changed what in the back office. Staff
 * actions call `recordAudit` with the acting admin, inside the change's own transaction where
 * there is one, so the entry and the change land (or fail) together.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { addCalendarDays, businessDateTime, startOfBusinessDate } from '~/domain/business-time'
import { type CsvColumn, type CsvValue, csvRecords } from '~/domain/csv'
import { db, schema } from '../platform/db.server'

const { auditLog, adminUsers } = schema

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

export const AUDIT_KINDS = [
  'status-change',
  'refund',
  'price-grid-upload',
  'catalogue-edit',
  'content-edit',
  'archive',
  'restore',
  'sign-in',
  'sign-in-failed',
  'staff-account',
  'assignment',
  'visit-done',
  'appointment-change',
  /** An estimate started, changed or revised (issue 39). */
  'estimate-edit',
  /** An estimate sent (or sent again) to the customer. */
  'estimate-sent',
  /** The customer accepted or declined an estimate on its private link (issue 39). */
  'estimate-answer',
  /** A payment received outside the site recorded, or voided (issue 39). */
  'payment',
  /** A signed-in person refused by the capability table (issue 38). */
  'refused',
  /** Staff changed the language a customer is written to in (issue 41). */
  'customer-language',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const AUDIT_SUBJECTS = [
  'order',
  'lead',
  'appointment',
  'b2b',
  'fabric',
  'option',
  'hardware',
  'image',
  'site-image',
  'lead-time',
  'sales-tax',
  'price-grid',
  'blog-post',
  'content',
  'staff',
  'estimate',
] as const
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number]

/** The acting admin: {id, username} from requireAdmin, or just a username (looked up). */
export type AuditActor = { id: number | null; username: string } | string

const SHORT = 500

function short(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text
}

function actorOf(actor: AuditActor, tx: Tx | typeof db): { id: number | null; name: string } {
  if (typeof actor !== 'string') return { id: actor.id, name: actor.username }
  const row = tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, actor))
    .get()
  return { id: row?.id ?? null, name: actor }
}

/** Writes one entry: pass the transaction of the change when there is one. */
export function recordAudit(
  entry: {
    actor: AuditActor
    kind: AuditKind
    subjectType?: AuditSubject | null
    subjectId?: string | number | null
    summary: string
    before?: unknown
    after?: unknown
  },
  tx: Tx | typeof db = db,
): void {
  const actor = actorOf(entry.actor, tx)
  tx.insert(auditLog)
    .values({
      actorId: actor.id,
      actorName: actor.name,
      kind: entry.kind,
      subjectType: entry.subjectType ?? null,
      subjectId:
        entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
      summary: entry.summary.slice(0, SHORT),
      before: short(entry.before),
      after: short(entry.after),
    })
    .run()
}

/**
 * Was this person's refusal for `capability` and `method` already recorded in the last
 * `withinMs`? Keeps a reload loop on a forbidden page to one line.
 */
export function recentRefusal(
  actorId: number,
  capability: string,
  method: string,
  withinMs: number,
  now = Date.now(),
): boolean {
  const row = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.kind, 'refused'),
        gte(auditLog.createdAt, new Date(now - withinMs)),
        sql`json_extract(${auditLog.after}, '$.capability') = ${capability}`,
        sql`json_extract(${auditLog.after}, '$.method') = ${method}`,
      ),
    )
    .limit(1)
    .get()
  return row !== undefined
}

export type AuditRow = typeof auditLog.$inferSelect

export type AuditFilter = {
  actor?: string
  kind?: string
  /** UTC milliseconds, inclusive. */
  from?: number
  /** UTC milliseconds, exclusive. */
  to?: number
}

/** Entries matching the owner's filter, newest first. */
export function listAudit(filter: AuditFilter, limit = 500): AuditRow[] {
  const where = [
    filter.actor ? eq(auditLog.actorName, filter.actor) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.from !== undefined ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(auditLog.createdAt, new Date(filter.to)) : undefined,
  ].filter((w) => w !== undefined)
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all()
}

/** The people who appear in the log (for the filter's select). */
export function auditActors(): string[] {
  return db
    .selectDistinct({ name: auditLog.actorName })
    .from(auditLog)
    .orderBy(auditLog.actorName)
    .all()
    .map((r) => r.name)
}

/** One subject's part of the log (an order's, lead's or visit's History), newest first. */
export function auditFor(subjectType: AuditSubject, subjectId: string | number): AuditRow[] {
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, sql`${String(subjectId)}`)),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100)
    .all()
}

/** The owner's GET filter as typed (person, kind, from and to dates, YYYY-MM-DD inclusive). */
export type AuditQuery = { actor: string; kind: string; from: string; to: string }

/** Reads the filter from the URL; a value that is not one (a bad date, an unknown kind) is left out. */
export function auditQuery(url: string): { query: AuditQuery; filter: AuditFilter } {
  const params = new URL(url).searchParams
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 100)
  const kind = (AUDIT_KINDS as readonly string[]).includes(text('kind')) ? text('kind') : ''
  const fromStart = startOfBusinessDate(text('from'))
  const toStart = startOfBusinessDate(text('to'))
  const toEnd = toStart ? startOfBusinessDate(addCalendarDays(text('to'), 1)) : undefined
  const query = {
    actor: text('actor'),
    kind,
    from: fromStart ? text('from') : '',
    to: toEnd ? text('to') : '',
  }
  return {
    query,
    filter: {
      actor: query.actor || undefined,
      kind: query.kind || undefined,
      from: fromStart?.getTime(),
      to: toEnd?.getTime(),
    },
  }
}

const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  ['when', (row) => businessDateTime(row.createdAt)],
  ['who', (row) => row.actorName],
  ['kind', (row) => row.kind],
  ['subject', (row) => row.subjectType],
  ['subject_id', (row) => row.subjectId],
  ['summary', (row) => row.summary],
  ['before', (row) => row.before],
  ['after', (row) => row.after],
]

/** The filtered log as the export's rows (header first, newest first), times in the business time zone. */
export function auditCsvRows(filter: AuditFilter): CsvValue[][] {
  return csvRecords(AUDIT_CSV_COLUMNS, listAudit(filter, 10_000))
}

/**
 * A record's audit entries as events of its one history (newest first): when (ISO), who, what in
 * words. `except` leaves out the kinds the record's own history already tells (a stage move).
 */
export function auditEvents(
  subjectType: AuditSubject,
  subjectId: string | number,
  { except = [] }: { except?: readonly string[] } = {},
) {
  return auditFor(subjectType, subjectId)
    .filter((row) => !except.includes(row.kind))
    .map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      by: row.actorName,
      summary: row.summary,
    }))
}

/**
 * One subject's entries in words only (when, who, what): the History section of a record. The
 * stored before/after data is for the owner's audit page, not for reading on a record.
 */
export function auditHistoryInWords(subjectType: AuditSubject, subjectId: string | number) {
  return auditHistory(subjectType, subjectId).map((e) => ({ ...e, before: null, after: null }))
}

/** One subject's entries as the History section shows them (times in the business time zone). */
export function auditHistory(subjectType: AuditSubject, subjectId: string | number) {
  return auditFor(subjectType, subjectId).map((row) => ({
    id: row.id,
    at: businessDateTime(row.createdAt),
    actor: row.actorName,
    kind: row.kind,
    summary: row.summary,
    before: row.before,
    after: row.after,
  }))
}
