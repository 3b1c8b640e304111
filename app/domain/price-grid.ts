/**
 * Price-grid uploads: the rows of a staff spreadsheet (CSV or XLSX, read on the server) are
 * checked here, every one, before anything is applied. A bad row is reported by its line in
 * the file and the reason; one bad row and nothing is applied. Pure: no I/O.
 *
 * Columns (any order, case and spacing ignored): productType, width, height, basePrice, and
 * the group (vertical blinds, A-F) or chart (zebra 1-4, roller 1-8) as `group`, `chart`,
 * `priceGroup`, `fabricGroup` or `priceChart`.
 */
import {
  type CatalogProductType,
  groupLabel,
  PRICE_GROUPS,
  parseMoneyToCents,
} from './catalog-admin'
import { SIZE_LIMITS } from './pricing/limits'

export const PRICE_GRID_MAX_BYTES = 2 * 1024 * 1024
export const PRICE_GRID_MAX_ROWS = 5000
/** Errors listed back to staff; the count of the rest is given. */
export const PRICE_GRID_MAX_LISTED_ERRORS = 25

/** The file's product type names ('vertical' is how staff call regular blinds). */
const PRODUCT_TYPE_NAMES: Record<string, CatalogProductType> = {
  vertical: 'regular',
  verticals: 'regular',
  'vertical blinds': 'regular',
  regular: 'regular',
  arabel: 'regular',
  zebra: 'zebra',
  'zebra shades': 'zebra',
  roller: 'roller',
  'roller shades': 'roller',
}

/** The name a downloaded grid uses in its productType column. */
export const FILE_PRODUCT_TYPE: Record<CatalogProductType, string> = {
  regular: 'vertical',
  zebra: 'zebra',
  roller: 'roller',
}

export function parseProductTypeName(value: string): CatalogProductType | null {
  return PRODUCT_TYPE_NAMES[value.trim().toLowerCase().replace(/[_-]+/g, ' ')] ?? null
}

type Column = 'productType' | 'width' | 'height' | 'basePrice' | 'group'

const HEADER_NAMES: Record<string, Column> = {
  producttype: 'productType',
  product: 'productType',
  type: 'productType',
  width: 'width',
  widthinches: 'width',
  height: 'height',
  heightinches: 'height',
  baseprice: 'basePrice',
  price: 'basePrice',
  group: 'group',
  pricegroup: 'group',
  fabricgroup: 'group',
  chart: 'group',
  pricechart: 'group',
}

/** One row of the file as read: its line number (1 = the header) and its cells as text. */
export interface SheetRow {
  line: number
  cells: string[]
}

export interface GridCell {
  priceGroup: string
  widthInches: number
  heightInches: number
  priceCents: number
}

export interface RowError {
  line: number
  reason: string
}

export type GridValidation =
  | {
      ok: true
      cells: GridCell[]
      groups: string[]
      widths: number[]
      heights: number[]
    }
  | { ok: false; errors: RowError[]; errorCount: number }

function headerKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
}

function normaliseGroup(productType: CatalogProductType, raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^(price\s*)?(group|chart)\s*/i, '')
    .toUpperCase()
  return PRICE_GROUPS[productType].includes(text) ? text : null
}

function wholeInches(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/(in|inches|")$/i, '')
    .trim()
  if (!/^\d{1,4}(\.0+)?$/.test(text)) return null
  return Number.parseInt(text, 10)
}

/**
 * Checks every row of an uploaded grid for one product type. The first non-empty row is the
 * header. Every data row needs a known product type (when the column exists: the same as the
 * upload's), whole-inch width and height inside the product's limits, a price above zero and
 * a group or chart of that product; a size may appear once per group.
 */
export function validatePriceGridRows(
  productType: CatalogProductType,
  rows: readonly SheetRow[],
): GridValidation {
  const errors: RowError[] = []
  const nonEmpty = rows.filter((r) => r.cells.some((c) => c.trim() !== ''))
  const [header, ...data] = nonEmpty
  if (!header) return failed([{ line: 1, reason: 'The file is empty' }])

  const columns = new Map<Column, number>()
  header.cells.forEach((cell, index) => {
    const column = HEADER_NAMES[headerKey(cell)]
    if (column && !columns.has(column)) columns.set(column, index)
  })
  const missing = (['width', 'height', 'basePrice', 'group'] as const).filter(
    (c) => !columns.has(c),
  )
  if (missing.length) {
    const names = missing.map((c) =>
      c === 'group' ? (productType === 'regular' ? 'group' : 'chart') : c,
    )
    return failed([
      {
        line: header.line,
        reason: `Missing column${names.length > 1 ? 's' : ''} ${names.join(', ')}. Expected: productType, width, height, basePrice, ${productType === 'regular' ? 'group' : 'chart'}`,
      },
    ])
  }
  if (data.length === 0)
    return failed([{ line: header.line, reason: 'The file has no price rows' }])
  if (data.length > PRICE_GRID_MAX_ROWS) {
    return failed([
      {
        line: header.line,
        reason: `The file has ${data.length} price rows; at most ${PRICE_GRID_MAX_ROWS} are accepted`,
      },
    ])
  }

  const limits = SIZE_LIMITS[productType]
  const seen = new Map<string, number>()
  const cells: GridCell[] = []
  const cell = (row: SheetRow, column: Column) => {
    const index = columns.get(column)
    return index === undefined ? '' : (row.cells[index] ?? '').trim()
  }

  for (const row of data) {
    const reasons: string[] = []
    const typeText = cell(row, 'productType')
    if (columns.has('productType')) {
      const rowType = parseProductTypeName(typeText)
      if (!typeText) reasons.push('productType is empty')
      else if (!rowType) reasons.push(`productType '${typeText}' is not vertical, zebra or roller`)
      else if (rowType !== productType) {
        reasons.push(
          `productType '${typeText}' does not match this upload (${FILE_PRODUCT_TYPE[productType]})`,
        )
      }
    }
    const width = wholeInches(cell(row, 'width'))
    if (width === null)
      reasons.push(`width '${cell(row, 'width')}' is not a whole number of inches`)
    else if (width < limits.width.min || width > limits.width.max) {
      reasons.push(`width ${width} is outside ${limits.width.min}-${limits.width.max} inches`)
    }
    const height = wholeInches(cell(row, 'height'))
    if (height === null) {
      reasons.push(`height '${cell(row, 'height')}' is not a whole number of inches`)
    } else if (height < limits.height.min || height > limits.height.max) {
      reasons.push(`height ${height} is outside ${limits.height.min}-${limits.height.max} inches`)
    }
    const priceText = cell(row, 'basePrice')
    const cents = parseMoneyToCents(priceText)
    if (cents === null) reasons.push(`basePrice '${priceText}' is not an amount in dollars`)
    else if (cents <= 0) reasons.push('basePrice must be more than 0')
    else if (cents > 10_000_000) reasons.push('basePrice must be at most $100,000')
    const groupText = cell(row, 'group')
    const group = normaliseGroup(productType, groupText)
    if (group === null) {
      const allowed = PRICE_GROUPS[productType]
      reasons.push(
        `${productType === 'regular' ? 'group' : 'chart'} '${groupText}' is not one of ${allowed[0]}-${allowed[allowed.length - 1]}`,
      )
    }
    if (reasons.length === 0 && group !== null && width !== null && height !== null) {
      const key = `${group}|${width}|${height}`
      const earlier = seen.get(key)
      if (earlier !== undefined) {
        reasons.push(
          `${groupLabel(productType, group)} ${width}x${height} already appears on line ${earlier}`,
        )
      } else {
        seen.set(key, row.line)
        cells.push({
          priceGroup: group,
          widthInches: width,
          heightInches: height,
          priceCents: cents as number,
        })
      }
    }
    if (reasons.length) errors.push({ line: row.line, reason: reasons.join('; ') })
  }
  if (errors.length) return failed(errors)

  const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b)
  return {
    ok: true,
    cells,
    groups: [...new Set(cells.map((c) => c.priceGroup))].sort(),
    widths: sorted(cells.map((c) => c.widthInches)),
    heights: sorted(cells.map((c) => c.heightInches)),
  }
}

function failed(errors: RowError[]): GridValidation {
  return {
    ok: false,
    errors: errors.slice(0, PRICE_GRID_MAX_LISTED_ERRORS),
    errorCount: errors.length,
  }
}

/** 'Line 4: width 'abc' is not a whole number of inches' lines, with the count of the rest. */
export function describeRowErrors(errors: readonly RowError[], errorCount: number): string[] {
  const lines = errors.map((e) => `Line ${e.line}: ${e.reason}`)
  if (errorCount > errors.length) lines.push(`…and ${errorCount - errors.length} more`)
  return lines
}

/** The grid as rows to download (header first), in the column names the upload reads. */
export function priceGridRows(
  productType: CatalogProductType,
  cells: readonly GridCell[],
): string[][] {
  const groupColumn = productType === 'regular' ? 'group' : 'chart'
  const sorted = [...cells].sort(
    (a, b) =>
      a.priceGroup.localeCompare(b.priceGroup, 'en', { numeric: true }) ||
      a.widthInches - b.widthInches ||
      a.heightInches - b.heightInches,
  )
  return [
    ['productType', 'width', 'height', 'basePrice', groupColumn],
    ...sorted.map((c) => [
      FILE_PRODUCT_TYPE[productType],
      String(c.widthInches),
      String(c.heightInches),
      (c.priceCents / 100).toFixed(2),
      c.priceGroup,
    ]),
  ]
}
