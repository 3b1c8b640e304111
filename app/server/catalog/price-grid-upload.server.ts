/**
 * Price-grid uploads (POST /api/admin/upload-pricing-spreadsheet and the Pricing Rules tab):
 * read the staff file (CSV or XLSX, told by its bytes), check every row with
 * `domain/price-grid`, and replace the product's grid in one transaction only when every row
 * is good. Old Excel 97-2003 (.xls) files are refused with a way out (save as .xlsx or .csv):
 * the only .xls reader on npm, SheetJS `xlsx` 0.18.5, carries published advisories and gets
 * no fixes there (docs/decisions/115-image-and-dependencies.md).
 *
 * The file still comes from outside: at most 2 MB, an XLSX whose zip would unpack to more than
 * 40 MB is refused before it is opened, at most 5,000 rows, and only cell text is read.
 */
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { parse as parseCsv } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { CATALOG_PRODUCT_TYPES, type CatalogProductType } from '~/domain/catalog-admin'
import {
  describeRowErrors,
  PRICE_GRID_MAX_BYTES,
  PRICE_GRID_MAX_ROWS,
  parseProductTypeName,
  type SheetRow,
  validatePriceGridRows,
} from '~/domain/price-grid'
import { assertCan, type StaffActor } from '~/domain/staff-access'
import { auditPriceGridUploaded } from '../admin/catalog-audit.server'
import { activeFabricsOutside, replacePriceGrid } from './price-grids.server'

/** What staff read when they send an Excel 97-2003 file (or another OLE file, e.g. a locked workbook). */
export const XLS_REFUSED =
  'Old Excel 97-2003 (.xls) files are not accepted. Save the sheet as .xlsx or .csv (in Excel: File > Save As > Excel Workbook), then upload that.'
export const NOT_A_SPREADSHEET = 'The file is not a CSV or XLSX spreadsheet.'
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls'

/**
 * What a file is, told by its first bytes: a zip (XLSX), an OLE file (an old XLS, refused by
 * name) or UTF-8 text.
 */
export function detectSpreadsheet(bytes: Uint8Array): SpreadsheetKind | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'xlsx'
  }
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  if (ole.every((b, i) => bytes[i] === b)) return 'xls'
  if (bytes.includes(0)) return null
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'csv'
  } catch {
    return null
  }
}

/**
 * The sum of the uncompressed sizes a zip's central directory declares, or null when the
 * directory cannot be read (then the file is refused).
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // End of central directory: signature 0x06054b50 within the last 64 KB + 22 bytes.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const entries = view.getUint16(eocd + 10, true)
  let offset = view.getUint32(eocd + 16, true)
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null
    const size = view.getUint32(offset + 24, true)
    if (size === 0xffffffff) return null // zip64: not something a grid needs
    total += size
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    offset += 46 + nameLength + extraLength + commentLength
  }
  return total
}

export class GridFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
    readonly rowErrors: string[] = [],
  ) {
    super(message)
    this.name = 'GridFileError'
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((r) => r.text).join('')
    if ('text' in value) return String(value.text)
  }
  return ''
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const unpacked = zipUnpackedSize(bytes)
  if (unpacked === null) throw new GridFileError(415, NOT_A_SPREADSHEET)
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw new GridFileError(413, 'The workbook is too large. Upload one sheet with the grid only.')
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch {
    throw new GridFileError(415, NOT_A_SPREADSHEET)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new GridFileError(422, 'The workbook has no sheet')
  if (sheet.actualRowCount > PRICE_GRID_MAX_ROWS + 1) {
    throw new GridFileError(
      422,
      `The sheet has ${sheet.actualRowCount - 1} price rows; at most ${PRICE_GRID_MAX_ROWS} are accepted`,
    )
  }
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    rows.push({ line, cells: values.slice(0, 20).map((v) => cellText(v).slice(0, 100)) })
  })
  return rows
}

function readCsv(bytes: Uint8Array): SheetRow[] {
  const text = new TextDecoder('utf-8').decode(bytes)
  try {
    const records = parseCsv(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: PRICE_GRID_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[]
    return records.map(({ record, info }) => ({
      line: info.lines,
      cells: record.slice(0, 20).map((c) => c.slice(0, 100)),
    }))
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new GridFileError(
      422,
      `The CSV file could not be read${line ? ` (line ${line})` : ''}: check its quotes and commas`,
    )
  }
}

/** The rows of a spreadsheet file, by its bytes. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetRow[]> {
  if (bytes.byteLength === 0) throw new GridFileError(400, 'The file is empty')
  if (bytes.byteLength > PRICE_GRID_MAX_BYTES) {
    throw new GridFileError(413, 'The file is larger than 2MB')
  }
  const kind = detectSpreadsheet(bytes)
  if (kind === 'xls') throw new GridFileError(415, XLS_REFUSED)
  if (kind === 'xlsx') return readXlsx(bytes)
  if (kind === 'csv') return readCsv(bytes)
  throw new GridFileError(415, NOT_A_SPREADSHEET)
}

export type GridUploadResult = {
  productType: CatalogProductType
  cellCount: number
  groups: string[]
  message: string
}

/**
 * Checks every row and applies the grid, all or nothing. A grid that leaves out a group
 * some active fabric uses is refused too: those fabrics could no longer be priced. Only a
 * person whose role may change the price grids may apply one (checked here, whichever page or
 * API calls); the audit entry (who sent which file) is written in the grid's own transaction.
 */
export async function applyGridFile(
  productType: CatalogProductType,
  bytes: Uint8Array,
  upload: { actor: StaffActor; fileName: string },
): Promise<GridUploadResult> {
  assertCan(upload.actor.role, 'price-grids')
  const rows = await readSpreadsheet(bytes)
  const checked = validatePriceGridRows(productType, rows)
  if (!checked.ok) {
    const listed = describeRowErrors(checked.errors, checked.errorCount)
    throw new GridFileError(
      422,
      `${checked.errorCount} row${checked.errorCount === 1 ? ' has' : 's have'} a problem; nothing was changed.`,
      listed,
    )
  }
  const orphaned = activeFabricsOutside(productType, checked.groups)
  if (orphaned.length) {
    throw new GridFileError(
      422,
      'The grid leaves out groups that active fabrics use; nothing was changed.',
      orphaned.map(
        (o) =>
          `${productType === 'regular' ? 'Group' : 'Chart'} ${o.group}: ${o.fabrics} active fabric${o.fabrics === 1 ? '' : 's'} (add its prices or deactivate those fabrics first)`,
      ),
    )
  }
  const label = productType === 'regular' ? 'groups' : 'charts'
  const message = `Pricing updated: ${checked.cells.length} prices in ${label} ${checked.groups.join(', ')}, widths ${checked.widths[0]}-${checked.widths.at(-1)}, heights ${checked.heights[0]}-${checked.heights.at(-1)} inches.`
  replacePriceGrid(productType, checked.cells, (tx) => {
    auditPriceGridUploaded(upload.actor, productType, upload.fileName, message, tx)
  })
  return { productType, cellCount: checked.cells.length, groups: checked.groups, message }
}

/** Reads the upload form (`file`, `productType`) within the size limit. */
export async function readGridUploadForm(
  request: Request,
): Promise<{ productType: CatalogProductType | null; file: File | null; form: FormData }> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) {
    throw new GridFileError(400, 'Send the file as multipart/form-data')
  }
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({
        maxPartSize: PRICE_GRID_MAX_BYTES,
        filter: ({ name, filename }) => filename === undefined || name === 'file',
      }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      throw new GridFileError(413, 'The file is larger than 2MB')
    }
    throw new GridFileError(400, 'The form could not be read')
  }
  const typeText = form.get('productType')
  const productType =
    typeof typeText === 'string'
      ? (CATALOG_PRODUCT_TYPES as readonly string[]).includes(typeText)
        ? (typeText as CatalogProductType)
        : parseProductTypeName(typeText)
      : null
  const file = form.get('file')
  return { productType, file: file instanceof File && file.size > 0 ? file : null, form }
}
