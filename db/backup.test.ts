import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Handlers } from '../tests/mocks/s3'
import { backupDatabase, integrityCheck, runBackup } from './backup'
import { applyMigrations, openDatabase } from './client'
import * as schema from './schema'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'))
const livePath = path.join(dir, 'live.db')

beforeAll(() => {
  const live = openDatabase(livePath)
  applyMigrations(live)
  live
    .insert(schema.leads)
    .values({
      source: 'city-page',
      name: 'Backup Check',
      email: 'b@example.com',
      phone: '9545550100',
    })
    .run()
  // Left open and in WAL mode, as the running app keeps it: the copy must still be whole.
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('database backups', () => {
  it('copies the live database, checked, and the copy restores into a working app database', () => {
    const { file, bytes } = backupDatabase({
      databasePath: livePath,
      backupDir: path.join(dir, 'b'),
    })
    expect(bytes).toBeGreaterThan(0)
    expect(integrityCheck(file)).toBe('ok')

    // Restore: the copy at a fresh path; the app opens it, migrations have nothing to do.
    const restoredPath = path.join(dir, 'restored', 'app.db')
    fs.mkdirSync(path.dirname(restoredPath))
    fs.copyFileSync(file, restoredPath)
    const restored = openDatabase(restoredPath)
    applyMigrations(restored)
    const lead = restored
      .select()
      .from(schema.leads)
      .where(eq(schema.leads.name, 'Backup Check'))
      .get()
    expect(lead?.email).toBe('b@example.com')
    restored.$client.close()
  })

  it('refuses a file that is not a sound database', () => {
    const broken = path.join(dir, 'broken.db')
    fs.writeFileSync(broken, 'SQLite format 3\0 but not really')
    expect(() => backupDatabase({ databasePath: broken, backupDir: path.join(dir, 'c') })).toThrow()
  })

  it('uploads the copy under db-backups/ when S3 is configured, and not otherwise', async () => {
    const env = { DATABASE_PATH: livePath, BACKUP_DIR: path.join(dir, 'd') }
    expect((await runBackup(env)).uploadedKey).toBeNull()
    const s3 = setupServer(...s3Handlers)
    s3.listen({ onUnhandledRequest: 'error' })
    try {
      const result = await runBackup({
        ...env,
        S3_BUCKET: 'test-bucket',
        AWS_ACCESS_KEY_ID: 'AKIAMOCK',
        AWS_SECRET_ACCESS_KEY: 'mock-secret',
      })
      expect(result.uploadedKey).toMatch(/^db-backups\/app-.+\.db$/)
    } finally {
      s3.close()
    }
  })
})
