import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memoryBucket } from '../tests/mocks/s3-bucket'
import { backupNames, folderBackupStore, runBackup } from './backup'
import { applyMigrations, openDatabase } from './client'
import { litefsImportCommand, restore } from './restore'
import * as schema from './schema'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'))
const livePath = path.join(dir, 'live.db')
const s3 = setupServer()
const live = openDatabase(livePath)

function addLead(name: string) {
  live
    .insert(schema.leads)
    .values({ source: 'city-page', name, email: 'r@example.com', phone: '9545550100' })
    .run()
}

function leadNames(file: string) {
  const db = new Database(file, { readonly: true })
  const names = db.prepare('SELECT name FROM leads ORDER BY id').pluck().all()
  db.close()
  return names
}

beforeAll(() => {
  applyMigrations(live)
  addLead('First Customer')
  s3.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => s3.resetHandlers())
afterAll(() => {
  s3.close()
  live.$client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('restoring a backup', () => {
  it('backup to the bucket, then restore the newest into a fresh path: the same rows', async () => {
    const bucket = memoryBucket()
    s3.use(bucket.handler)
    const env = { DATABASE_PATH: livePath, ...bucket.env }
    await runBackup({ env, now: new Date('2026-11-25T03:00:00Z') })
    addLead('Second Customer')
    await runBackup({ env, now: new Date('2026-11-26T03:00:00Z') })
    addLead('After The Backup')

    const fresh = path.join(dir, 'fresh', 'app.db')
    const result = await restore({ env: { ...bucket.env, DATABASE_PATH: fresh } })
    expect(result).toMatchObject({
      mode: 'file',
      from: 'db-backups/app-20261126T030000Z.db.gz',
      previous: null,
    })
    expect(leadNames(fresh)).toEqual(['First Customer', 'Second Customer'])
    // The app opens it as it is: nothing pending, no WAL left beside it.
    expect(fs.existsSync(`${fresh}-wal`)).toBe(false)
    const reopened = openDatabase(fresh)
    applyMigrations(reopened)
    reopened.$client.close()

    // An older one by name, with or without the prefix.
    const older = path.join(dir, 'older', 'app.db')
    await restore({
      backup: 'db-backups/app-20261125T030000Z.db.gz',
      env: { ...bucket.env, DATABASE_PATH: older },
    })
    expect(leadNames(older)).toEqual(['First Customer'])
  })

  it('with LiteFS, hands the checked file to `litefs import` under the database’s name', async () => {
    const backupDir = path.join(dir, 'litefs-backups')
    await runBackup({ env: { DATABASE_PATH: livePath, BACKUP_DIR: backupDir } })
    const litefsDir = fs.mkdtempSync(path.join(dir, 'litefs-'))
    const env = { LITEFS_DIR: litefsDir, DATABASE_PATH: '/litefs/app.db', BACKUP_DIR: backupDir }
    const ran: { command: string[]; names: unknown[] }[] = []
    const result = await restore({
      env,
      run: async (command) => {
        // What LiteFS would receive, read before the temporary folder goes.
        ran.push({ command, names: leadNames(command[4]) })
      },
    })
    expect(ran).toHaveLength(1)
    expect(ran[0].command.slice(0, 4)).toEqual(['litefs', 'import', '-name', 'app.db'])
    expect(ran[0].names).toContain('First Customer')
    expect(result).toEqual({
      mode: 'litefs',
      from: expect.any(String),
      command: ran[0].command,
      staff: expect.objectContaining({ held: [], sessionsEnded: 0 }),
    })
    // The work file is gone, and the live file was never touched.
    expect(fs.existsSync(ran[0].command[4])).toBe(false)
    expect(litefsImportCommand('/litefs/app.db', '/tmp/x.db')).toEqual([
      'litefs',
      'import',
      '-name',
      'app.db',
      '/tmp/x.db',
    ])

    // On a replica (LiteFS writes .primary there) it refuses and names the primary.
    fs.writeFileSync(path.join(litefsDir, '.primary'), 'miami-machine\n')
    await expect(restore({ env, run: async () => {} })).rejects.toThrow(/replica.*miami-machine/)
  })

  it('refuses a backup that fails its integrity check, and leaves the database alone', async () => {
    const backupDir = path.join(dir, 'bad-backups')
    fs.mkdirSync(backupDir)
    const bad = backupNames(new Date('2026-11-26T03:00:00Z')).database
    fs.writeFileSync(path.join(backupDir, bad), zlib.gzipSync('SQLite format 3\0 not really'))
    const target = path.join(dir, 'untouched.db')
    fs.copyFileSync(livePath, target)
    await expect(
      restore({ env: { BACKUP_DIR: backupDir, DATABASE_PATH: target } }),
    ).rejects.toThrow()
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('untouched'))).toEqual(['untouched.db'])
  })

  it('will not replace a database the app has open; keeps the replaced file', async () => {
    const store = folderBackupStore(path.join(dir, 'open-backups'))
    await runBackup({ env: { DATABASE_PATH: livePath }, store })
    const target = path.join(dir, 'open', 'app.db')
    const app = openDatabase(target) // the running app: WAL mode, a -wal file beside it
    applyMigrations(app)
    await expect(restore({ env: { DATABASE_PATH: target }, store })).rejects.toThrow(/stop the app/)
    app.$client.close()

    // Once stopped (a clean close leaves no -wal), the restore goes ahead.
    expect(fs.existsSync(`${target}-wal`)).toBe(false)
    const result = await restore({ env: { DATABASE_PATH: target }, store })
    expect(result).toMatchObject({
      mode: 'file',
      previous: expect.stringMatching(/before-restore-/),
    })
    expect(leadNames((result as { previous: string }).previous)).toEqual([])
    expect(leadNames(target)).toContain('First Customer')
  })
})
