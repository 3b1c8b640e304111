/**
 * The one writer and reader of content_versions: drafts, publishing, history and restoring, for
 * every kind of office-owned content (rules in app/domain/content-versions.ts). Public pages read
 * the latest published version (memoised until the content version moves, which the table's
 * triggers do on every write), else the code file's seed. A draft is shown only as a preview, to a
 * signed-in staff member, with `?preview=<versionId>` (such requests carry the staff cookie, so
 * the page cache never stores them).
 *
 * Each version is in one language (issue 41): a Spanish draft, publish, history and restore
 * never touch the English ones. Every function takes the language last, English by default, so
 * the office's English editing reads as it always did.
 */
import { and, desc, eq, lt } from 'drizzle-orm'
import { z } from 'zod'
import { formatBusinessTime } from '~/domain/business-time'
import {
  CONTENT_SCHEMAS,
  type ContentKind,
  type ContentVersionStatus,
  parseContentData,
} from '~/domain/content-versions'
import type { Locale } from '~/domain/locale'
import type { ToastInput, ToastLink } from '~/domain/toast'
import { recordAudit } from '../admin/audit-log.server'
import { getAdmin } from '../auth/auth.server'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'

const { contentVersions } = schema

export type ContentVersionRow = {
  id: number
  kind: ContentKind
  key: string
  status: ContentVersionStatus
  locale: Locale
  author: string | null
  createdAt: Date
  publishedAt: Date | null
}

/** Data that does not fit the kind's schema (400). */
export class InvalidContentError extends Error {
  constructor(kind: string) {
    super(`The ${kind} content does not fit its form`)
    this.name = 'InvalidContentError'
  }
}

const publishedCache = memoUntilNextWrite<unknown>(500)

function checked(kind: ContentKind, value: unknown): string {
  const schema = CONTENT_SCHEMAS[kind]
  const result = schema?.safeParse(value)
  if (!result?.success) throw new InvalidContentError(kind)
  return JSON.stringify(result.data)
}

/** The latest published data of a kind and key, or null (then the page uses the seed). */
export function publishedContent<T>(
  kind: ContentKind,
  key: string,
  locale: Locale = 'en',
): T | null {
  return publishedCache(`${kind}:${key}:${locale}`, () => {
    const row = db
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.kind, kind),
          eq(contentVersions.key, key),
          eq(contentVersions.locale, locale),
          eq(contentVersions.status, 'published'),
        ),
      )
      .orderBy(desc(contentVersions.publishedAt), desc(contentVersions.id))
      .get()
    return row ? parseContentData<T>(kind, row.data) : null
  }) as T | null
}

/** The id a request asks to preview (`?preview=12`), or null. */
export function previewId(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('preview')
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  return Number(raw)
}

/**
 * What a page shows of a kind and key: a staff preview of a given version, else the published
 * version, else the seed. A preview asked for by a visitor without a session is ignored.
 * English only: pages in either language read through `localizedContentFor`.
 */
export async function contentFor<T>(
  request: Request | null,
  kind: ContentKind,
  key: string,
  seed: () => T,
): Promise<T> {
  return (await previewed<T>(request, kind, key, 'en')) ?? publishedContent<T>(kind, key) ?? seed()
}

/** The version a signed-in staff member previews (`?preview=`), when it is of this kind, key and language. */
async function previewed<T>(
  request: Request | null,
  kind: ContentKind,
  key: string,
  locale: Locale,
): Promise<T | null> {
  const id = request ? previewId(request) : null
  if (!request || id === null || !(await getAdmin(request))) return null
  const row = db.select().from(contentVersions).where(eq(contentVersions.id, id)).get()
  if (!row || row.kind !== kind || row.key !== key || row.locale !== locale) return null
  return parseContentData<T>(kind, row.data)
}

/** A page's content in the language its words are in: `contentLocale` says which. */
export type Localized<T> = { data: T; english: T; contentLocale: Locale }

/**
 * What a page in `locale` shows of a kind and key: in Spanish, the staff preview of a Spanish
 * version, the published Spanish version or the code's Spanish seed (app/content/*-es.ts, as the
 * English seed is the code's), else the English (preview, published or seed) with
 * `contentLocale: 'en'` so the page can say so. `english` is always the English words, for
 * a field a Spanish version leaves empty.
 */
export async function localizedContentFor<T>(
  request: Request | null,
  kind: ContentKind,
  key: string,
  seed: () => T,
  locale: Locale,
  spanishSeed: () => T | null = () => null,
): Promise<Localized<T>> {
  const englishPreview = await previewed<T>(request, kind, key, 'en')
  const english = englishPreview ?? publishedContent<T>(kind, key) ?? seed()
  if (locale === 'es') {
    const spanish =
      (await previewed<T>(request, kind, key, 'es')) ??
      publishedContent<T>(kind, key, 'es') ??
      spanishSeed()
    // An English draft previewed on a Spanish page shows that draft.
    if (spanish && !englishPreview) return { data: spanish, english, contentLocale: 'es' }
  }
  return { data: english, english, contentLocale: 'en' }
}

/**
 * Saves a draft (the public pages stay as they are); answers its id. `what` says what the
 * draft holds in the audit log ("with the original values").
 */
export function saveDraft(
  kind: ContentKind,
  key: string,
  value: unknown,
  author: string,
  what?: string,
  locale: Locale = 'en',
): number {
  const data = checked(kind, value)
  return db.transaction(() => {
    const row = db
      .insert(contentVersions)
      .values({ kind, key, data, status: 'draft', author, locale })
      .returning({ id: contentVersions.id })
      .get()
    const summary = `Saved a draft of ${kind} ${key}${inLanguage(locale)}${what ? ` ${what}` : ''} (version ${row.id})`
    auditContent(author, row.id, summary)
    return row.id
  })
}

/** ' in Spanish' after what the audit log says of a Spanish version; nothing for English. */
function inLanguage(locale: Locale): string {
  return locale === 'es' ? ' in Spanish' : ''
}

/** Every content change is in the audit log (issue 31), in the same transaction. */
function auditContent(author: string, versionId: number, summary: string) {
  recordAudit({
    actor: author,
    kind: 'content-edit',
    subjectType: 'content',
    subjectId: versionId,
    summary,
  })
}

function publishRow(id: number, kind: ContentKind, key: string, locale: Locale) {
  db.update(contentVersions)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.key, key),
        eq(contentVersions.locale, locale),
        eq(contentVersions.status, 'published'),
      ),
    )
    .run()
  db.update(contentVersions)
    .set({ status: 'published', publishedAt: new Date() })
    .where(eq(contentVersions.id, id))
    .run()
}

/**
 * Publishes a draft of the given kind and key: the version published before it is kept as
 * superseded. Answers false when there is no such draft (published or superseded ones are
 * restored instead, which makes a new version).
 */
export function publishDraft(
  id: number,
  kind: ContentKind,
  key: string,
  publisher: string,
  locale: Locale = 'en',
): boolean {
  return db.transaction(() => {
    const row = db.select().from(contentVersions).where(eq(contentVersions.id, id)).get()
    if (!row || row.kind !== kind || row.key !== key || row.locale !== locale) return false
    if (row.status !== 'draft') return false
    publishRow(id, kind, key, locale)
    auditContent(publisher, id, `Published ${kind} ${key}${inLanguage(locale)} (version ${id})`)
    return true
  })
}

/**
 * Saves and publishes in one step; answers the new version's id. What a person expects from
 * one Save Draft and one Publish: the same values make ONE version (the draft, published);
 * values changed after the save make two, the published one and the draft it replaced, which
 * is no longer waiting (superseded, still in the history to restore). Any older draft of the
 * key is outdated the same way: publishing the form publishes the whole of it. A restore
 * leaves drafts waiting.
 */
export function savePublished(
  kind: ContentKind,
  key: string,
  value: unknown,
  author: string,
  restoredFrom?: number,
  locale: Locale = 'en',
): number {
  const data = checked(kind, value)
  return db.transaction(() => {
    // Publishing what was just saved as a draft publishes that draft: one version, not two.
    const newest = db
      .select({
        id: contentVersions.id,
        status: contentVersions.status,
        data: contentVersions.data,
      })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.kind, kind),
          eq(contentVersions.key, key),
          eq(contentVersions.locale, locale),
        ),
      )
      .orderBy(desc(contentVersions.id))
      .limit(1)
      .get()
    const row =
      !restoredFrom && newest?.status === 'draft' && newest.data === data
        ? { id: newest.id }
        : db
            .insert(contentVersions)
            .values({ kind, key, data, status: 'draft', author, locale })
            .returning({ id: contentVersions.id })
            .get()
    publishRow(row.id, kind, key, locale)
    // A restore publishes an older version and leaves drafts in progress alone.
    if (!restoredFrom)
      db.update(contentVersions)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(contentVersions.kind, kind),
            eq(contentVersions.key, key),
            eq(contentVersions.locale, locale),
            eq(contentVersions.status, 'draft'),
            lt(contentVersions.id, row.id),
          ),
        )
        .run()
    auditContent(
      author,
      row.id,
      restoredFrom
        ? `Restored ${kind} ${key}${inLanguage(locale)} to version ${restoredFrom} (as version ${row.id})`
        : `Published ${kind} ${key}${inLanguage(locale)} (version ${row.id})`,
    )
    return row.id
  })
}

/**
 * Restores any earlier version in one step: a new published version with its data (history
 * keeps every step). Answers the new id, or null when there is no such version of this key.
 */
export function restoreVersion(
  id: number,
  kind: ContentKind,
  key: string,
  author: string,
  locale: Locale = 'en',
): number | null {
  const row = db.select().from(contentVersions).where(eq(contentVersions.id, id)).get()
  if (!row || row.kind !== kind || row.key !== key || row.locale !== locale) return null
  const data = parseContentData(kind, row.data)
  if (!data) return null
  return savePublished(kind, key, data, author, id, locale)
}

/** Every version of a kind and key in a language, newest first. */
export function contentHistory(
  kind: ContentKind,
  key: string,
  limit = 50,
  locale: Locale = 'en',
): ContentVersionRow[] {
  return db
    .select({
      id: contentVersions.id,
      kind: contentVersions.kind,
      key: contentVersions.key,
      status: contentVersions.status,
      locale: contentVersions.locale,
      author: contentVersions.author,
      createdAt: contentVersions.createdAt,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.key, key),
        eq(contentVersions.locale, locale),
      ),
    )
    .orderBy(desc(contentVersions.id))
    .limit(limit)
    .all()
}

/** The keys of a kind that have a published version in a language (the lists' "Español" mark). */
export function publishedKeys(kind: ContentKind, locale: Locale): Set<string> {
  const rows = db
    .selectDistinct({ key: contentVersions.key })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.locale, locale),
        eq(contentVersions.status, 'published'),
      ),
    )
    .all()
  return new Set(rows.map((r) => r.key))
}

/**
 * The keys of a kind whose newest version is a draft not yet published, with that draft: the
 * editing lists show them beside the published ones (a new city saved as a draft included, which
 * has nothing published yet), so no draft is lost from sight.
 */
export function pendingDrafts<T>(
  kind: ContentKind,
  locale: Locale = 'en',
): { key: string; id: number; data: T | null }[] {
  const rows = db
    .select({
      id: contentVersions.id,
      key: contentVersions.key,
      status: contentVersions.status,
      data: contentVersions.data,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.locale, locale)))
    .orderBy(desc(contentVersions.id))
    .all()
  const seen = new Set<string>()
  const drafts: { key: string; id: number; data: T | null }[] = []
  for (const row of rows) {
    if (seen.has(row.key)) continue
    seen.add(row.key)
    if (row.status === 'draft') {
      drafts.push({ key: row.key, id: row.id, data: parseContentData<T>(kind, row.data) })
    }
  }
  return drafts
}

/** One version's data (for the form when staff open a draft), or null. */
export function versionData<T>(
  id: number,
  kind: ContentKind,
  key: string,
  locale: Locale = 'en',
): T | null {
  const row = db.select().from(contentVersions).where(eq(contentVersions.id, id)).get()
  if (!row || row.kind !== kind || row.key !== key || row.locale !== locale) return null
  return parseContentData<T>(kind, row.data)
}

/** The history list an editing page shows: each version with when and by whom it was saved. */
export function historyForPage(kind: ContentKind, key: string, locale: Locale = 'en') {
  return contentHistory(kind, key, 50, locale).map((v) => ({
    id: v.id,
    status: v.status,
    author: v.author,
    saved: formatBusinessTime(v.createdAt, 'MMM d, yyyy h:mm a'),
  }))
}

export type HistoryEntry = ReturnType<typeof historyForPage>[number]

/** The history list's two buttons: publish a draft, restore an earlier version. */
export const versionIntentSchema = z.object({
  intent: z.enum(['publish-version', 'restore']),
  id: z.coerce.number().int().positive(),
})

/**
 * Carries out a history button for a kind and key. Answers the intent that was done, or null
 * when the version is not (or no longer) one of this key's drafts or earlier versions.
 */
export function applyVersionIntent(
  value: z.infer<typeof versionIntentSchema>,
  kind: ContentKind,
  key: string,
  author: string,
  locale: Locale = 'en',
): 'publish-version' | 'restore' | null {
  const done =
    value.intent === 'publish-version'
      ? publishDraft(value.id, kind, key, author, locale)
      : restoreVersion(value.id, kind, key, author, locale) !== null
  return done ? value.intent : null
}

/**
 * The toast after a history button: restored or published, with a link to the public page
 * that shows it; or why nothing happened (`what`: "this city page", "the gallery").
 */
export function versionIntentToast(
  done: 'publish-version' | 'restore' | null,
  what: string,
  link: ToastLink,
  description?: string,
): ToastInput {
  if (!done) {
    return {
      title: 'That version cannot be published',
      description: `It is not a draft of ${what} any more.`,
      variant: 'destructive',
    }
  }
  return {
    title: done === 'restore' ? 'Version restored' : 'Draft published',
    description,
    link,
  }
}
