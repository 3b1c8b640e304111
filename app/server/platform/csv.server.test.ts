import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvResponse, csvText } from './csv.server'

describe('the one CSV writer', () => {
  it('starts with the BOM and neutralises every text cell, headers included', () => {
    const text = csvText([
      ['=Name', 'Refund'],
      ['+cmd|x', -12.5],
    ])
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1)).toBe("'=Name,Refund\n'+cmd|x,-12.5\n")
  })

  it('keeps numbers numbers, and a negative amount written as text too', () => {
    expect(csvText([[-12.5, '-12.50', 0, '', null]]).slice(1)).toBe('-12.5,-12.50,0,,\n')
  })

  it('writes an empty export as just the BOM', () => {
    expect(csvText([])).toBe('\uFEFF')
  })

  it('quotes a multi-line cell so it stays one cell, its start neutralised', () => {
    const text = csvText([['=A1\nsecond, "line"', '1. Zebra\n@2. Roller']])
    expect(parse(text, { bom: true })).toEqual([['\'=A1\nsecond, "line"', '1. Zebra\n@2. Roller']])
  })

  it('answers a download no cache keeps, under a safe name', async () => {
    const response = csvResponse([['a']], 'evil"\r\nX-Injected: 1.csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="evil-X-Injected-1.csv"',
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // The body's bytes: the UTF-8 BOM (EF BB BF), which Response.text() would drop, then the row.
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([
      0xef, 0xbb, 0xbf, 0x61, 0x0a,
    ])
  })
})
