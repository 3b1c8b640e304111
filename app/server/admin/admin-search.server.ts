/** The staff lists' text search: a LIKE over several columns, with the text's wildcards escaped. */
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'

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

/** The id a search like '42' or '#42' names, else null. */
export function searchedId(text: string): number | null {
  return /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null
}
