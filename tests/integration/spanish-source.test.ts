/**
 * A Spanish page never shows an English word written in its code (issue 41): every page listed
 * in SPANISH_ROUTE_IDS, and every component it renders, takes its words from the catalogs
 * (`t('part.id')`, `fromEnglish(message)`), not from text typed into the JSX. This reads the
 * source: a text between tags, or an aria-label / placeholder / title / alt written as a
 * literal, with two letters in a row, fails it. A file may say on its first lines
 * `// i18n: <why>` to be left out (a component only staff see, a brand name).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { SPANISH_ROUTE_IDS } from '~/domain/locale'

const APP = path.resolve('app')
const WORDS = /[A-Za-z]{2,}/
const WORDED_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'aria-description'])

function routeFile(id: string): string {
  if (id.startsWith('routes/city.')) return path.join(APP, 'routes/__city-page.tsx')
  for (const ext of ['.tsx', '.ts']) {
    const file = path.join(APP, `${id}${ext}`)
    if (fs.existsSync(file)) return file
  }
  throw new Error(`No file for route ${id}`)
}

/** The app's own modules a file imports ('~/…' and relative), resolved to files. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  const found: string[] = []
  // Static imports, and the late ones (`import('~/components/…')`): both render on the page.
  for (const m of source.matchAll(/(?:from\s+|import\()'((?:~\/|\.\.?\/)[^']+)'/g)) {
    const spec = m[1]
    if (/\.(css|json|svg|png|jpg|webp)(\?.*)?$/.test(spec)) continue
    const base = spec.startsWith('~/')
      ? path.join(APP, spec.slice(2))
      : path.resolve(path.dirname(file), spec)
    for (const candidate of [
      `${base}.tsx`,
      `${base}.ts`,
      `${base}/index.tsx`,
      `${base}/index.ts`,
    ]) {
      if (fs.existsSync(candidate)) {
        found.push(candidate)
        break
      }
    }
  }
  return found
}

/** The route modules of the Spanish pages and every component module they reach. */
function spanishPageFiles(): string[] {
  const seen = new Set<string>()
  const queue = SPANISH_ROUTE_IDS.map(routeFile)
  while (queue.length) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    // The server's modules and the pure rules render nothing; their messages reach the page
    // through fromEnglish or are checked by their own tests.
    for (const next of importsOf(file)) {
      if (next.includes('.server.') || next.includes(`${path.sep}server${path.sep}`)) continue
      if (!next.endsWith('.tsx')) continue
      queue.push(next)
    }
  }
  return [...seen].filter((file) => file.endsWith('.tsx'))
}

function englishInJsx(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  if (/^(\/\/.*\n)*\/\/ i18n: /m.test(text.split('\n').slice(0, 5).join('\n'))) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const where = (node: ts.Node) =>
    `${path.relative(APP, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) {
      found.push(`${where(node)} "${node.text.trim().slice(0, 60)}"`)
    }
    if (
      ts.isJsxAttribute(node) &&
      WORDED_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the Spanish pages take their words from the catalogs', () => {
  it('has no English typed into the JSX of a Spanish page or its components', () => {
    const english = spanishPageFiles().flatMap(englishInJsx)
    expect(english, 'words to move into app/locales/<language>/<part>.json').toEqual([])
  })
})
