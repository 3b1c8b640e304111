import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { applyMigrations, migrationsFolder, openDatabase } from './client'

const file = path.join(os.tmpdir(), `client-${crypto.randomBytes(4).toString('hex')}.db`)
const db = openDatabase(file)

afterAll(() => {
  db.$client.close()
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})

describe('openDatabase', () => {
  it('turns on WAL, a busy timeout and foreign keys', () => {
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0)
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
  })

  it('applies each migration once, however often it starts', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    applyMigrations(db)
    applyMigrations(db)
    const { applied } = db.$client
      .prepare('SELECT count(*) AS applied FROM __drizzle_migrations')
      .get() as { applied: number }
    expect(applied).toBe(journal.entries.length)
  })
})
