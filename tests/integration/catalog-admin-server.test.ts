import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotAllowedError } from '~/domain/staff-access'
import { listProductImages, loadPriceCatalog } from '~/server/catalog/catalog.server'
import {
  applyGridFile,
  detectSpreadsheet,
  GridFileError,
  XLS_REFUSED,
  zipUnpackedSize,
} from '~/server/catalog/price-grid-upload.server'
import { listPriceGridCells } from '~/server/catalog/price-grids.server'
import { moveProductImage, reorderProductImages } from '~/server/catalog/product-images.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

/** Who uploads: an owner (a role that may change the price grids). */
const OWNER_UPLOAD = {
  actor: { id: 0, username: 'grid-owner', role: 'owner' as const },
  fileName: 'grid.csv',
}

beforeAll(async () => {
  await seed(db)
  OWNER_UPLOAD.actor.id = db
    .insert(schema.adminUsers)
    .values({ username: 'grid-owner', passwordHash: 'x', role: 'owner' })
    .returning({ id: schema.adminUsers.id })
    .get().id
})

const bytes = (text: string) => new TextEncoder().encode(text)

function zebraCsv(price = '150.00', extra = '') {
  const lines = ['productType,width,height,basePrice,chart']
  for (const chart of ['1', '2', '3', '4']) {
    for (const w of [24, 48, 72, 96, 120]) {
      for (const h of [36, 60, 84, 120]) lines.push(`zebra,${w},${h},${price},${chart}`)
    }
  }
  return lines.join('\n') + extra
}

async function refusal(promise: Promise<unknown>): Promise<GridFileError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof GridFileError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('price-grid files', () => {
  it('refuses the office and installers, whichever page or API calls, and changes nothing', async () => {
    const before = listPriceGridCells('zebra')
    for (const role of ['office', 'installer'] as const) {
      const upload = { ...OWNER_UPLOAD, actor: { ...OWNER_UPLOAD.actor, role } }
      await expect(applyGridFile('zebra', bytes(zebraCsv('999.00')), upload)).rejects.toThrow(
        NotAllowedError,
      )
    }
    expect(listPriceGridCells('zebra')).toEqual(before)
  })

  it('tells CSV, XLSX and XLS apart by their bytes', () => {
    expect(detectSpreadsheet(bytes('a,b\n1,2'))).toBe('csv')
    expect(detectSpreadsheet(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toBe('xlsx')
    expect(
      detectSpreadsheet(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBe('xls')
    expect(detectSpreadsheet(new Uint8Array([0xff, 0xd8, 0xff, 0]))).toBeNull()
  })

  it('one bad row applies nothing and names the row', async () => {
    const before = listPriceGridCells('zebra')
    const error = await refusal(
      applyGridFile('zebra', bytes(zebraCsv('150.00', '\nzebra,48,60,abc,1')), OWNER_UPLOAD),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe('1 row has a problem; nothing was changed.')
    expect(error.rowErrors).toEqual(["Line 82: basePrice 'abc' is not an amount in dollars"])
    expect(listPriceGridCells('zebra')).toEqual(before)
  })

  it('refuses a grid that leaves out a chart active fabrics use', async () => {
    const csv = zebraCsv()
      .split('\n')
      .filter((l) => !l.endsWith(',4'))
      .join('\n')
    const error = await refusal(applyGridFile('zebra', bytes(csv), OWNER_UPLOAD))
    expect(error.rowErrors[0]).toMatch(/^Chart 4: \d+ active fabrics?/)
  })

  it('a good CSV replaces the grid and the next price sees it', async () => {
    const result = await applyGridFile('zebra', bytes(zebraCsv('150.00')), OWNER_UPLOAD)
    expect(result.cellCount).toBe(80)
    expect(listPriceGridCells('zebra')).toHaveLength(80)
    expect(loadPriceCatalog('zebra', ['1']).grid['1'].cents.every((c) => c === 15000)).toBe(true)
  })

  it('reads an XLSX workbook, numbers and text alike', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Grid')
    sheet.addRow(['productType', 'width', 'height', 'basePrice', 'chart'])
    for (const chart of ['1', '2', '3', '4']) {
      for (const w of [24, 120])
        for (const h of [36, 120]) sheet.addRow(['zebra', w, h, 99.5, chart])
    }
    const file = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(zipUnpackedSize(file)).toBeGreaterThan(0)
    const result = await applyGridFile('zebra', file, OWNER_UPLOAD)
    expect(result.cellCount).toBe(16)
    expect(listPriceGridCells('zebra').every((c) => c.priceCents === 9950)).toBe(true)
  })

  it('refuses an old Excel 97-2003 (.xls) workbook without reading it: save it as .xlsx or .csv', async () => {
    // An OLE compound file (what every .xls is) with a sheet behind its header: it is refused
    // by its signature, so no .xls reader (none without advisories exists on npm) is needed.
    const xls = new Uint8Array(4096)
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    xls.set(new TextEncoder().encode(zebraCsv('1.00')).slice(0, 3000), 512)
    const before = listPriceGridCells('zebra')
    const refused = await refusal(applyGridFile('zebra', xls, OWNER_UPLOAD))
    expect(refused.status).toBe(415)
    expect(refused.message).toBe(XLS_REFUSED)
    expect(refused.message).toMatch(/Save the sheet as \.xlsx or \.csv/)
    expect(listPriceGridCells('zebra')).toEqual(before)
  })

  it('refuses other files and oversized files with clear messages', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])
    expect((await refusal(applyGridFile('zebra', png, OWNER_UPLOAD))).status).toBe(415)
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41)
    expect((await refusal(applyGridFile('zebra', big, OWNER_UPLOAD))).status).toBe(413)
    expect(
      (await refusal(applyGridFile('zebra', new Uint8Array([0x50, 0x4b, 3, 4]), OWNER_UPLOAD)))
        .status,
    ).toBe(415)
  })
})

describe('product image order', () => {
  it('swaps with the neighbour of the same type; reorder puts listed ids first', () => {
    const ids = () => listProductImages('roller').map((i) => i.id)
    const [a, b, c] = ids()
    expect(moveProductImage(b, 'up', 'test-admin')).toBe('moved')
    expect(ids()).toEqual([b, a, c])
    expect(moveProductImage(b, 'up', 'test-admin')).toBe('edge')
    expect(reorderProductImages('roller', [c], 'test-admin')).toEqual({ ok: true })
    expect(ids()).toEqual([c, b, a])
    const zebra = listProductImages('zebra')[0].id
    expect(reorderProductImages('roller', [zebra], 'test-admin')).toMatchObject({ ok: false })
  })
})
