import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memoryBucket } from '../tests/mocks/s3-bucket'
import {
  backupDatabase,
  backupDoneToday,
  backupNames,
  integrityCheck,
  keepCount,
  namesToPrune,
  parseBackupName,
  runBackup,
} from './backup'
import { applyMigrations, openDatabase } from './client'
import * as schema from './schema'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'))
const livePath = path.join(dir, 'live.db')
const uploadsDir = path.join(dir, 'uploads')
const s3 = setupServer()
const savedTmp = process.env.TMPDIR

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
  fs.mkdirSync(path.join(uploadsDir, 'leads', '7'), { recursive: true })
  fs.writeFileSync(path.join(uploadsDir, 'leads', '7', 'photo.webp'), 'a window')
  s3.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  s3.resetHandlers()
  if (savedTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = savedTmp
})

afterAll(() => {
  s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A fresh, empty temporary folder for the backup's work files, to see that none remain. */
function freshTmp() {
  const tmp = fs.mkdtempSync(path.join(dir, 'tmp-'))
  process.env.TMPDIR = tmp
  return tmp
}

function leadsIn(gzipped: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(dir, 'check-')), 'copy.db')
  fs.writeFileSync(file, zlib.gunzipSync(gzipped))
  expect(integrityCheck(file)).toBe('ok')
  const db = new Database(file, { readonly: true })
  const rows = db.prepare('SELECT name, email FROM leads').all()
  db.close()
  return rows
}

const day = (n: number, hour = 3) => new Date(Date.UTC(2026, 10, n, hour, 0, 0))

describe('a consistent copy', () => {
  it('copies the live database, checked, and the copy restores into a working app database', () => {
    const { file, bytes } = backupDatabase({
      databasePath: livePath,
      backupDir: path.join(dir, 'b'),
    })
    expect(bytes).toBeGreaterThan(0)
    expect(integrityCheck(file)).toBe('ok')

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
})

describe('backups in the bucket', () => {
  it('uploads a gzipped, checked copy as db-backups/app-<time>.db.gz and leaves nothing on the disk', async () => {
    const bucket = memoryBucket()
    s3.use(bucket.handler)
    const tmp = freshTmp()
    const backupDir = path.join(dir, 'never-used')
    const result = await runBackup({
      env: {
        DATABASE_PATH: livePath,
        BACKUP_DIR: backupDir,
        UPLOADS_DIR: uploadsDir,
        ...bucket.env,
      },
      now: new Date('2026-11-26T03:04:05.678Z'),
    })
    expect(result.saved).toBe('db-backups/app-20261126T030405Z.db.gz')
    expect(bucket.keys()).toEqual(['db-backups/app-20261126T030405Z.db.gz'])
    const stored = bucket.objects.get(result.saved) as Uint8Array
    expect(result.bytes).toBe(stored.byteLength)
    expect(leadsIn(stored)).toEqual([{ name: 'Backup Check', email: 'b@example.com' }])
    // The uploads are in the bucket already: no archive of them.
    expect(result.uploads).toBeNull()
    // Not on the database's volume, not left in the temporary folder.
    expect(fs.existsSync(backupDir)).toBe(false)
    expect(fs.readdirSync(tmp)).toEqual([])
  })

  it('keeps exactly the newest BACKUP_KEEP and leaves other files under the prefix alone', async () => {
    const bucket = memoryBucket()
    s3.use(bucket.handler)
    for (let n = 1; n <= 16; n++) {
      bucket.objects.set(`db-backups/${backupNames(day(n)).database}`, new Uint8Array([1]))
    }
    bucket.objects.set('db-backups/notes.txt', new Uint8Array([1]))
    bucket.objects.set('leads/7/photo.webp', new Uint8Array([1]))
    const result = await runBackup({
      env: { DATABASE_PATH: livePath, BACKUP_KEEP: '14', ...bucket.env },
      now: day(17),
    })
    const backups = bucket.keys().filter((k) => /app-.*\.db\.gz$/.test(k))
    expect(backups).toHaveLength(14)
    expect(backups[0]).toBe(`db-backups/${backupNames(day(4)).database}`)
    expect(backups.at(-1)).toBe(result.saved)
    expect(result.pruned).toEqual([1, 2, 3].map((n) => backupNames(day(n)).database))
    expect(bucket.keys()).toContain('db-backups/notes.txt')
    expect(bucket.keys()).toContain('leads/7/photo.webp')
  })
})

describe('backups without a bucket (local runs)', () => {
  it('keeps the database and an archive of the uploads in BACKUP_DIR, the newest N of each', async () => {
    const backupDir = path.join(dir, 'local')
    const env = {
      DATABASE_PATH: livePath,
      BACKUP_DIR: backupDir,
      UPLOADS_DIR: uploadsDir,
      BACKUP_KEEP: '2',
    }
    for (const n of [1, 2, 3]) await runBackup({ env, now: day(n) })
    const names = backupNames(day(3))
    expect(fs.readdirSync(backupDir).sort()).toEqual(
      [
        backupNames(day(2)).database,
        names.database,
        backupNames(day(2)).uploads,
        names.uploads,
      ].sort(),
    )
    expect(leadsIn(fs.readFileSync(path.join(backupDir, names.database)))).toHaveLength(1)
    const listing = execFileSync('tar', ['-tzf', path.join(backupDir, names.uploads)], {
      encoding: 'utf8',
    })
    expect(listing).toMatch(/leads\/7\/photo\.webp/)
  })

  it('refuses a BACKUP_KEEP that is not a whole number of at least 1', () => {
    expect(keepCount({})).toBe(14)
    expect(keepCount({ BACKUP_KEEP: '3' })).toBe(3)
    for (const bad of ['0', '-1', '2.5', 'all']) {
      expect(() => keepCount({ BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP/)
    }
  })
})

describe('backup names', () => {
  it('carry the time they were taken and sort by it', () => {
    const names = backupNames(new Date('2026-11-26T03:04:05.678Z'))
    expect(names).toEqual({
      database: 'app-20261126T030405Z.db.gz',
      uploads: 'uploads-20261126T030405Z.tar.gz',
    })
    expect(parseBackupName(names.database)).toEqual({
      kind: 'database',
      takenAt: new Date('2026-11-26T03:04:05Z'),
    })
    expect(parseBackupName('app-20261126T030405Z.tar.gz')).toBeNull()
    expect(parseBackupName('app-2026-11-26.db')).toBeNull()
  })

  it('a day counts as done once it holds a database backup (UTC)', () => {
    const names = [backupNames(day(25, 23)).database, backupNames(day(26, 0)).uploads]
    expect(backupDoneToday(names, day(25, 23))).toBe(true)
    expect(backupDoneToday(names, day(26, 1))).toBe(false)
    expect(backupDoneToday([], day(26))).toBe(false)
  })

  it('prunes the oldest of each kind only', () => {
    const db = [1, 2, 3].map((n) => backupNames(day(n)).database)
    const up = [1, 2].map((n) => backupNames(day(n)).uploads)
    expect(namesToPrune([...db, ...up, 'other.db'], 2)).toEqual([db[0]])
  })
})
