/**
 * Reads the small Markdown of the guides in docs/ (headings, paragraphs, lists, tables, bold,
 * code) into blocks the admin pages render as React elements, so staff read a guide as a page
 * while docs/ keeps the one copy. Not a general Markdown parser: no HTML ever comes out of it.
 */

export type Inline = { kind: 'text' | 'bold' | 'code'; text: string }
export type GuideBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: Inline[] }
  | { type: 'paragraph'; text: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }

/** `**bold**` and `` `code` `` inside a line; everything else is text. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = []
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`/g
  let last = 0
  for (const match of line.matchAll(pattern)) {
    const at = match.index ?? 0
    if (at > last) parts.push({ kind: 'text', text: line.slice(last, at) })
    if (match[1] !== undefined) parts.push({ kind: 'bold', text: match[1] })
    else parts.push({ kind: 'code', text: match[2] })
    last = at + match[0].length
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) })
  return parts
}

function tableCells(line: string): Inline[][] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()))
}

const LIST_ITEM = /^(\d+)\.\s+(.*)$|^[-*]\s+(.*)$/

export function parseGuide(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = []
  let paragraph: string[] = []
  let item: { ordered: boolean; start: number; lines: string[] } | null = null
  let list: { ordered: boolean; start: number; items: string[][] } | null = null

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  const flushList = () => {
    if (item && list) list.items.push(item.lines)
    item = null
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((lines) => parseInline(lines.join(' '))),
      })
    }
    list = null
  }

  const lines = markdown.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]
    const line = raw.trim()
    if (!line) {
      flushParagraph()
      continue
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    if (heading) {
      flushParagraph()
      flushList()
      const level = heading[1].length as 1 | 2 | 3
      blocks.push({ type: 'heading', level, text: parseInline(heading[2]) })
      continue
    }
    if (line.startsWith('|')) {
      // A table (inside a list item too): the list ends here and starts again after it.
      flushParagraph()
      const nextNumber: number = list?.ordered ? list.start + list.items.length + 1 : 1
      const wasOrdered: boolean = list?.ordered ?? false
      flushList()
      const header = tableCells(line)
      const rows: Inline[][][] = []
      while (i + 1 < lines.length && lines[i + 1].trim().startsWith('|')) {
        i++
        const next = lines[i].trim()
        if (/^\|[\s|:-]+\|$/.test(next)) continue // the --- line under the header
        rows.push(tableCells(next))
      }
      blocks.push({ type: 'table', header, rows })
      if (wasOrdered) list = { ordered: true, start: nextNumber, items: [] }
      continue
    }
    const listItem = LIST_ITEM.exec(line)
    if (listItem) {
      flushParagraph()
      const ordered = listItem[1] !== undefined
      if (item && list) list.items.push(item.lines)
      item = null
      if (!list || list.ordered !== ordered) {
        flushList()
        list = { ordered, start: ordered ? Number(listItem[1]) : 1, items: [] }
      }
      item = { ordered, start: 0, lines: [ordered ? listItem[2] : listItem[3]] }
      continue
    }
    if (item && /^\s+/.test(raw)) {
      item.lines.push(line) // an item's wrapped line
      continue
    }
    if (list && !item && /^\s+/.test(raw)) {
      // A wrapped line after a table inside an item: it belongs to that item.
      item = { ordered: list.ordered, start: 0, lines: [line] }
      continue
    }
    flushList()
    paragraph.push(line)
  }
  flushParagraph()
  flushList()
  return blocks.filter((b) => b.type !== 'list' || b.items.length > 0)
}
