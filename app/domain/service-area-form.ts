/**
 * The service area as the office types it in the business settings (issue 32): the textareas'
 * lines read as ZIP ranges and excluded ZIPs, and written back. Apart from service-area.ts so
 * the public pages' JavaScript does not carry it.
 */
const ZIP = /^\d{5}$/

/** A textarea's lines, trimmed, blank ones dropped (with their 1-based line numbers). */
function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/**
 * "Served ZIP codes", one a line: a range "33301-33399" (spaces or an en dash allowed) or one
 * ZIP "33004". The error quotes the first bad line.
 */
export function parseZipRanges(text: string): Parsed<[string, string][]> {
  const ranges: [string, string][] = []
  for (const line of textLines(text)) {
    const parts = line.split(/\s*[-–]\s*/)
    if (parts.length > 2 || !parts.every((p) => ZIP.test(p))) {
      return {
        ok: false,
        error: `"${line}" is not a ZIP or a range: use 5 digits (33004) or two joined by a dash (33301-33399)`,
      }
    }
    const from = parts[0] as string
    const to = (parts[1] ?? from) as string
    if (from > to) {
      return { ok: false, error: `"${line}": the first ZIP must not be above the second` }
    }
    ranges.push([from, to])
  }
  if (ranges.length === 0) {
    return { ok: false, error: 'Enter at least one ZIP code or range' }
  }
  return { ok: true, value: ranges }
}

/** "Not served inside those ranges", one 5-digit ZIP a line (may be empty). */
export function parseExcludedZips(text: string): Parsed<string[]> {
  const zips: string[] = []
  for (const line of textLines(text)) {
    if (!ZIP.test(line)) {
      return { ok: false, error: `"${line}" is not a ZIP code: use 5 digits, one a line` }
    }
    if (!zips.includes(line)) zips.push(line)
  }
  return { ok: true, value: zips }
}

/** The ranges as the textarea shows them: one a line, a single ZIP alone. */
export function zipRangesText(ranges: readonly (readonly [string, string])[]): string {
  return ranges.map(([from, to]) => (from === to ? from : `${from}-${to}`)).join('\n')
}
