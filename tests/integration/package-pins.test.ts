/**
 * Every dependency is pinned to one exact version, the one package-lock.json installs: an
 * install next month gets the code that was tested, not whatever a `^` range allows by then.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

type Manifest = Record<'dependencies' | 'devDependencies' | 'overrides', Record<string, string>>
const manifest = readJson('package.json') as Manifest
const lock = readJson('package-lock.json') as {
  packages: Record<string, { version?: string } & Partial<Manifest>>
}

/** A version with nothing left open: 1.2.3 or 1.2.3-rc.1 (no ^, ~, *, x, ranges or tags). */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/

const pinned = (['dependencies', 'devDependencies', 'overrides'] as const).flatMap((field) =>
  Object.entries(manifest[field] ?? {}).map(([name, version]) => ({ field, name, version })),
)

describe('package pins', () => {
  it('has dependencies to check', () => {
    expect(pinned.length).toBeGreaterThan(10)
  })

  it('pins every dependency, dev dependency and override to an exact version', () => {
    const open = pinned
      .filter(({ version }) => !EXACT.test(version))
      .map(({ field, name, version }) => `${field}: ${name}@${version}`)
    expect(open).toEqual([])
  })

  it('pins the version the lock file installs, and the lock agrees with package.json', () => {
    const lockRoot = lock.packages['']
    const mismatched = pinned
      .filter(({ field }) => field !== 'overrides')
      .filter(
        ({ field, name, version }) =>
          lockRoot[field]?.[name] !== version ||
          lock.packages[`node_modules/${name}`]?.version !== version,
      )
      .map(
        ({ name, version }) =>
          `${name}: package.json ${version}, installed ${lock.packages[`node_modules/${name}`]?.version}`,
      )
    expect(mismatched).toEqual([])
  })
})
