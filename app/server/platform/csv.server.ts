/**
 * THE CSV writer: every download (orders, B2B requests, leads, the audit log, a price grid)
 * is written here, so no export can forget a rule. Every cell goes through `csvCell`
 * (app/domain/csv.ts: text that a spreadsheet would run as a formula is made plain text,
 * numbers stay numbers); csv-stringify quotes; a UTF-8 BOM makes spreadsheets read accents;
 * the answer is an attachment with a safe file name that no cache keeps.
 */
import { stringify } from 'csv-stringify/sync'
import { type CsvValue, csvCell, safeCsvFileName } from '~/domain/csv'

/** The rows as CSV text, the BOM first, every cell neutralised. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { bom: true },
  )
}

/** The rows as a CSV download named `fileName` (made safe). */
export function csvResponse(rows: readonly (readonly CsvValue[])[], fileName: string): Response {
  return new Response(csvText(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeCsvFileName(fileName)}"`,
      // Customers' names, addresses and the staff log: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
