import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseGuide, parseInline } from './admin-guide'

describe('parseInline', () => {
  it('reads bold and code, and leaves everything else as text', () => {
    expect(parseInline('Set `KEY` then press **Test** <b>now</b>')).toEqual([
      { kind: 'text', text: 'Set ' },
      { kind: 'code', text: 'KEY' },
      { kind: 'text', text: ' then press ' },
      { kind: 'bold', text: 'Test' },
      { kind: 'text', text: ' <b>now</b>' },
    ])
  })
})

describe('parseGuide', () => {
  it('joins wrapped lines, numbers a list around a table inside it, reads tables', () => {
    const blocks = parseGuide(
      [
        '# Guide',
        '',
        'One line',
        'wrapped.',
        '',
        '1. First',
        '   continued.',
        '2. Second:',
        '',
        '   | a | b |',
        '   | --- | --- |',
        '   | `x` | y |',
        '',
        '3. Third',
        '',
        '- dash item',
      ].join('\n'),
    )
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'table',
      'list',
      'list',
    ])
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      text: [{ kind: 'text', text: 'One line wrapped.' }],
    })
    expect(blocks[2]).toMatchObject({
      ordered: true,
      start: 1,
      items: [[{ text: 'First continued.' }], [{ text: 'Second:' }]],
    })
    expect(blocks[3]).toEqual({
      type: 'table',
      header: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
      rows: [[[{ kind: 'code', text: 'x' }], [{ kind: 'text', text: 'y' }]]],
    })
    expect(blocks[4]).toMatchObject({ ordered: true, start: 3, items: [[{ text: 'Third' }]] })
    expect(blocks[5]).toMatchObject({ ordered: false, items: [[{ text: 'dash item' }]] })
  })

  it('reads the HousCall Pro guide: every section heading and its troubleshooting list', () => {
    const blocks = parseGuide(fs.readFileSync('docs/housecall-pro.md', 'utf8'))
    const headings = blocks.filter((b) => b.type === 'heading').map((b) => b.text[0].text)
    expect(headings).toEqual(expect.arrayContaining(['Setting it up', 'Troubleshooting']))
    expect(blocks.filter((b) => b.type === 'table').length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(blocks)).not.toContain('| ---')
  })
})
