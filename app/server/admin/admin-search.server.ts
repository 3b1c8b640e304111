/** The staff lists' text search: a LIKE over several columns, with the text's wildcards escaped. */
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { phoneDigits } from '~/domain/admin-inbox'

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Any of the columns contains the text (plus any extra conditions, e.g. an id match). */
export function searchColumns(
  text: string,
  columns: SQLWrapper[],
  ...extra: (SQL | undefined)[]
): SQL | undefined {
  const pattern = containsPattern(text)
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`), ...extra)
}

/**
 * A phone column matches a search that looks like (part of) a phone number, however either was
 * typed: '954.555.0110', '+1 954 555 0110' and '(954) 555-0110' are one number.
 */
export function phoneColumnMatches(text: string, column: SQLWrapper): SQL | undefined {
  const digits = phoneDigits(text)
  if (!digits) return undefined
  const stored = sql`replace(replace(replace(replace(replace(replace(${column}, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '')`
  return sql`${stored} LIKE ${`%${digits}%`}`
}

/** The id a search like '42' or '#42' names, else null. */
export function searchedId(text: string): number | null {
  return /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null
}
