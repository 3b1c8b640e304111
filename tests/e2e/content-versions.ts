/**
 * What the content specs share: where the versions stood before a test, and putting them back
 * afterwards, so the other specs see the seed content again.
 */
import { and, desc, eq, gt, type SQL } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'

const versions = schema.contentVersions

/** The id of the newest content version (0 when there is none). */
export function lastContentVersionId(): Promise<number> {
  return withE2eDatabase(
    (db) => db.select({ id: versions.id }).from(versions).orderBy(desc(versions.id)).get()?.id ?? 0,
  )
}

/** Removes the versions of one kind (and key, and language) saved after `since`. */
export function forgetContentVersionsSince(
  since: number,
  which: { kind: (typeof versions.$inferSelect)['kind']; key?: string; locale?: 'en' | 'es' },
) {
  const conditions: SQL[] = [gt(versions.id, since), eq(versions.kind, which.kind)]
  if (which.key) conditions.push(eq(versions.key, which.key))
  if (which.locale) conditions.push(eq(versions.locale, which.locale))
  return withE2eDatabase((db) =>
    db
      .delete(versions)
      .where(and(...conditions))
      .run(),
  )
}
