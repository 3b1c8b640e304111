import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { applyMigrations, openDatabase } from '../../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    testTmpDir: string
  }
}

/**
 * Migrates one template database into a folder of this run's own; each test file
 * gets its own copy of it (tests/setup/setup-test-env.ts).
 */
export default function setup(project: TestProject) {
  const tmpDir = path.resolve('tests/.tmp', `vitest-${crypto.randomBytes(4).toString('hex')}`)
  fs.mkdirSync(tmpDir, { recursive: true })
  const db = openDatabase(path.join(tmpDir, 'template.db'))
  applyMigrations(db)
  // Fold the WAL into the main file so a plain copy carries the whole schema.
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  project.provide('testTmpDir', tmpDir)
  return () => fs.rmSync(tmpDir, { recursive: true, force: true })
}
