/**
 * The map in the repository matches the repository: the README sends a newcomer to
 * docs/architecture.md (not to notes outside the clone), and every path the map's layout and
 * "Where do I find…" sections name in backticks exists, relative to the repository root.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const README = fs.readFileSync('README.md', 'utf8')
const MAP = fs.readFileSync('docs/architecture.md', 'utf8')

/** The text of a `## Heading` section, up to the next `## `. */
function section(markdown: string, heading: RegExp): string {
  const parts = markdown.split(/^(?=## )/m)
  const found = parts.find((part) => heading.test(part.split('\n')[0]))
  return found ?? ''
}

/** Backticked words that name a path: a slash or a file extension, no spaces or globs. */
function pathsIn(text: string): string[] {
  const paths = new Set<string>()
  for (const [, word] of text.matchAll(/`([^`\s]+)`/g)) {
    if (/[*<>{}$]|^\w+:|^--/.test(word.replace(/\$\.|\.\$/g, ''))) continue
    if (!/\//.test(word) && !/\.(ts|tsx|js|mjs|json|md|toml|yml|sh)$/.test(word)) continue
    paths.add(word)
  }
  return [...paths]
}

/**
 * A path as written in the map: from the repository root, or (a bare name such as
 * `storage-backends.server.ts` or `forms/`) inside a folder the same row names.
 */
function exists(word: string, row: string): boolean {
  if (fs.existsSync(word)) return true
  const folders = pathsIn(row).filter((p) => p.endsWith('/') && fs.existsSync(p))
  return folders.some((folder) => fs.existsSync(`${folder}${word}`))
}

describe('README.md', () => {
  it('points at docs/architecture.md for the map, not at notes outside the repository', () => {
    expect(README).toMatch(/\]\(docs\/architecture\.md\)/)
    expect(README).not.toMatch(/\.\.\/shared\//)
    expect(README).not.toMatch(/DESIGN\.md/)
  })
})

describe('docs/architecture.md', () => {
  const sections = [/^## Layout\b/, /^## Where do I find/]

  for (const heading of sections) {
    it(`names only paths that exist in "${heading.source.slice(4)}"`, () => {
      const text = section(MAP, heading)
      expect(text.length, 'the section exists').toBeGreaterThan(200)
      const rows = text.split('\n')
      const missing = rows.flatMap((row) => pathsIn(row).filter((word) => !exists(word, row)))
      expect(missing).toEqual([])
    })
  }
})

/** Every module under a folder, tests left out. */
function modulesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => `${e.parentPath}/${e.name}`)
}

/** The modules a file imports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
}

describe('what may import what (docs/architecture.md#layers-and-what-may-import-what)', () => {
  const serverModule = (spec: string) => /\.server(\.tsx?)?$|^~\/server\/|\/server\//.test(spec)

  it('keeps domain rules and content pure: no server module, React or Remix', () => {
    const found = ['app/domain', 'app/content'].flatMap((dir) =>
      modulesUnder(dir)
        .filter((file) => !file.endsWith('.server.ts'))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => serverModule(spec) || /^(react|react-dom|@remix-run\/)/.test(spec))
            .map((spec) => `${file} imports ${spec}`),
        ),
    )
    expect(found).toEqual([])
  })

  it('keeps components away from server modules', () => {
    const found = modulesUnder('app/components').flatMap((file) =>
      importsOf(file)
        .filter(serverModule)
        .map((spec) => `${file} imports ${spec}`),
    )
    expect(found).toEqual([])
  })
})
