/**
 * The rules of every CSV download (orders, B2B requests, leads, the audit log, a price grid):
 * what a cell may hold, how a cell a spreadsheet would run as a formula is made plain text
 * (OWASP's CSV injection advice), the columns of an export and its file name. Pure; the one
 * writer is app/server/platform/csv.server.ts.
 */
import { businessDate } from './business-time'

/** A cell as an export gives it: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined

/** One column of an export: its header and how a row's cell is read from an item. */
export type CsvColumn<T> = readonly [header: string, cell: (item: T) => CsvValue]

/** A number written as text ('-12.50', '256.80', '3'): a spreadsheet reads it as that number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** What a spreadsheet may read as the start of a formula (some skip a tab or CR first). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell that cannot run as a formula: text starting with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe, which spreadsheets show as text and do not run. A plain
 * number such as a refund of '-12.50' is left as it is: it runs nothing and must stay a number.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** The cell as written: text neutralised, a finite number kept a number, nothing empty. */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? value : ''
  return neutraliseFormula(value)
}

/** The header row and one row per item, cells as the columns read them. */
export function csvRecords<T>(columns: readonly CsvColumn<T>[], items: readonly T[]): CsvValue[][] {
  return [
    columns.map(([header]) => header),
    ...items.map((item) => columns.map(([, cell]) => cell(item))),
  ]
}

/**
 * A file name safe inside `Content-Disposition: attachment; filename="…"`: letters, digits,
 * dot, dash and underscore only (no quote, slash or line break can end the header or name a
 * folder), always ending in .csv.
 */
export function safeCsvFileName(name: string): string {
  const stem = name
    .replace(/\.csv$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
  return `${stem || 'export'}.csv`
}

/** `orders` -> `orders-2026-11-30.csv`: the export's name and the business day it was taken. */
export function datedCsvFileName(stem: string, now: Date | number = Date.now()): string {
  return safeCsvFileName(`${stem}-${businessDate(now)}`)
}
