/**
 * Every pointer from the code to a document lands in this repository's docs/.
 *
 * The forms (docs/requirements.md, "How to cite it from code"):
 * - a requirement's decision: `(docs/requirements.md, R12)`, several `R1 and R2`;
 * - a section of a document: `docs/requirements.md#cart` (GitHub's heading anchors);
 * - a design record: `docs/decisions/113-uploads-on-replicas.md`, by its full file name;
 * - any other `docs/...` path: the file or folder must exist.
 * Refused: a bare "decision N" (two numbering schemes used to share it), a `decisions/N`
 * path outside docs/, and "the documents" or "the customer document" (the specification
 * lives outside the repository; docs/requirements.md is our account of it).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const SCANNED_FOLDERS = ['app', 'server', 'db', 'scripts', 'tests', 'docs']
const SCANNED_FILES = ['README.md']
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md)$/
const SKIPPED = /(^|\/)(node_modules|\.tmp|build[^/]*|test-results[^/]*|playwright-report)(\/|$)/
const THIS_FILE = path.relative(ROOT, new URL(import.meta.url).pathname)

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const files: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (SKIPPED.test(full)) continue
    if (entry.isDirectory()) files.push(...listFiles(full))
    else if (EXTENSIONS.test(entry.name)) files.push(full)
  }
  return files
}

/** GitHub's anchor of a Markdown heading. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    anchors.add(headingSlug(heading.replace(/`/g, '')))
  }
  return anchors
}

/** The numbers of the requirements' decisions: headings `### R12. …`. */
function decisionNumbersOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} +(R\d+)\b/gm)].map((m) => m[1]))
}

type Problem = { file: string; line: number; text: string; why: string }

const BARE_DECISION = /(?<!docs\/)\bdecisions?(?:(?:\s|\*|\/\/|#)+record)?(?:\s|\*|\/\/|#)+\d+/gi
const RELATIVE_DECISION_PATH = /(?<![\w./-]|docs\/)decisions\/\d/g
const OUTSIDE_DOCUMENTS =
  /\bthe documents\b|\bdocuments['’]|\b(?:customer|admin|second|first) document\b|\bspecification, section\b|\bthe specification['’]s\b/gi
const DOCS_PATH = /(?<![\w./-])docs\/[\w./#-]*\w/g
const DECISION_LIST = /^,?\s*(R\d+(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)R\d+)*)/

/**
 * What a bare "decision N" most likely means: a requirement's decision (1-18, no leading
 * zero) or the design record whose file starts with the number.
 */
function suggestion(found: string, exists: (docsPath: string) => boolean): string {
  const digits = found.match(/\d+$/)?.[0] ?? ''
  const n = Number(digits)
  if (!digits.startsWith('0') && n >= 1 && n < 100 && exists('docs/requirements.md')) {
    return `(docs/requirements.md, R${n}) if it is the requirement, else docs/decisions/NNN-name.md`
  }
  const padded = digits.padStart(3, '0')
  const folder = path.join(ROOT, 'docs/decisions')
  const record = fs.existsSync(folder)
    ? fs.readdirSync(folder).find((name) => name.startsWith(`${padded}-`))
    : undefined
  return record
    ? `docs/decisions/${record}`
    : '(docs/requirements.md, RN) or docs/decisions/NNN-name.md'
}

/** What is wrong with the document references of one file's text. */
function referenceProblems(
  file: string,
  text: string,
  exists: (docsPath: string) => boolean,
  readDoc: (docsPath: string) => string,
): Problem[] {
  const problems: Problem[] = []
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  const add = (index: number, found: string, why: string) =>
    problems.push({ file, line: lineOf(index), text: found.replace(/\s+/g, ' '), why })

  for (const m of text.matchAll(BARE_DECISION)) {
    add(m.index, m[0], `say which: ${suggestion(m[0], exists)}`)
  }
  for (const m of text.matchAll(RELATIVE_DECISION_PATH)) {
    add(m.index, m[0], 'a design record is docs/decisions/NNN-name.md')
  }
  // docs/requirements.md is our account of the specification: it may speak of it.
  if (file !== 'docs/requirements.md') {
    for (const m of text.matchAll(OUTSIDE_DOCUMENTS)) {
      add(m.index, m[0], 'the specification is outside the repository: cite docs/requirements.md')
    }
  }
  for (const m of text.matchAll(DOCS_PATH)) {
    const [target, anchor] = m[0].split('#')
    const cleaned = target.replace(/[.]+$/, '')
    if (!exists(cleaned)) {
      add(m.index, m[0], `${cleaned} does not exist`)
      continue
    }
    if (anchor !== undefined) {
      if (!cleaned.endsWith('.md') || !anchorsOf(readDoc(cleaned)).has(anchor)) {
        add(m.index, m[0], `${cleaned} has no heading with the anchor #${anchor}`)
      }
    }
    const list = DECISION_LIST.exec(text.slice(m.index + m[0].length))
    if (list) {
      const known = decisionNumbersOf(readDoc(cleaned))
      for (const [number] of list[1].matchAll(/R\d+/g)) {
        if (!known.has(number)) add(m.index, `${m[0]}, ${number}`, `${cleaned} has no ${number}`)
      }
    }
  }
  return problems
}

function repoExists(docsPath: string): boolean {
  return fs.existsSync(path.join(ROOT, docsPath))
}

function repoRead(docsPath: string): string {
  const full = path.join(ROOT, docsPath)
  return fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : ''
}

describe('references from the code to docs/', () => {
  it('all resolve to a file, a heading or a decision in docs/', () => {
    const files = [...SCANNED_FOLDERS.flatMap((dir) => listFiles(dir)), ...SCANNED_FILES]
      .map((file) => path.relative(ROOT, path.resolve(file)))
      .filter((file) => file !== THIS_FILE && fs.existsSync(file))
    expect(files.length).toBeGreaterThan(100)
    const problems = files.flatMap((file) =>
      referenceProblems(file, fs.readFileSync(file, 'utf8'), repoExists, repoRead),
    )
    expect(problems.map((p) => `${p.file}:${p.line}: "${p.text}": ${p.why}`)).toEqual([])
  })

  it('gives every decision of the requirements a heading R1 … RN', () => {
    const numbers = decisionNumbersOf(repoRead('docs/requirements.md'))
    expect(numbers.size).toBeGreaterThanOrEqual(18)
    for (let n = 1; n <= numbers.size; n++) expect(numbers.has(`R${n}`), `R${n}`).toBe(true)
  })
})

describe('the reference checker', () => {
  const docs: Record<string, string> = {
    'docs/requirements.md':
      '# Requirements\n## Cart\n## Decisions\n### R1. One truth\n### R2. Server\n',
    'docs/decisions/113-uploads-on-replicas.md': '# 113. Uploads\n',
  }
  const check = (text: string) =>
    referenceProblems(
      'x.ts',
      text,
      (p) => p in docs,
      (p) => docs[p] ?? '',
    ).map((p) => p.why)

  it('accepts the three forms', () => {
    expect(check('// (docs/requirements.md, R1 and R2)')).toEqual([])
    expect(check('/** see docs/requirements.md#cart. */')).toEqual([])
    expect(check('// (docs/decisions/113-uploads-on-replicas.md)')).toEqual([])
  })

  it('refuses a bare number, a missing file, anchor or decision, and the documents', () => {
    expect(check('// (decision 12)')).toHaveLength(1)
    expect(check(' * totals of decision\n * 1')).toHaveLength(1)
    expect(check('// decision record 051')).toHaveLength(1)
    expect(check('// (docs/decisions/020)')).toHaveLength(1)
    expect(check('// see decisions/113-uploads-on-replicas.md')).toHaveLength(1)
    expect(check('// docs/requirements.md#checkout')).toHaveLength(1)
    expect(check('// (docs/requirements.md, R1 and R19)')).toHaveLength(1)
    expect(check("/** The documents' texts. */")).toHaveLength(1)
    expect(check('// as the customer document says')).toHaveLength(1)
  })

  it('leaves other uses of the words alone', () => {
    expect(check('// the main decision, and it depends')).toEqual([])
    expect(check('// (documents, JSON, assets) get headers')).toEqual([])
    expect(check("// const url = 'https://docs.stripe.com/payments'")).toEqual([])
  })
})
