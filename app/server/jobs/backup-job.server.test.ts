import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memoryBucket } from '#tests/mocks/s3-bucket'
import { backupNames } from '../../../db/backup'
import { runBackupJob } from './backup-job.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-job-'))
const litefsDir = path.join(dir, 'litefs')
const s3 = setupServer()

beforeAll(() => {
  fs.mkdirSync(litefsDir)
  s3.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  s3.resetHandlers()
  fs.rmSync(path.join(litefsDir, '.primary'), { force: true })
})
afterAll(() => {
  s3.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function setUp() {
  const bucket = memoryBucket()
  s3.use(bucket.handler)
  // Each run builds its own client from the settings, as a restarted server would.
  const env = { DATABASE_PATH: process.env.DATABASE_PATH, LITEFS_DIR: litefsDir, ...bucket.env }
  return { bucket, env }
}

/** LiteFS writes `.primary`, naming the primary, only on replicas. */
function becomeReplica() {
  fs.writeFileSync(path.join(litefsDir, '.primary'), 'miami-machine\n')
}

describe('the daily backup job', () => {
  it('does nothing on a replica, not even a look at the bucket', async () => {
    const { bucket, env } = setUp()
    becomeReplica()
    expect(await runBackupJob({ env, now: new Date('2026-11-26T03:00:00Z') })).toEqual({
      ran: false,
      reason: 'replica',
    })
    expect(bucket.requests).toEqual([])
  })

  it('asks at each run: a replica promoted to primary takes the backup', async () => {
    const { bucket, env } = setUp()
    becomeReplica()
    expect((await runBackupJob({ env })).ran).toBe(false)
    fs.rmSync(path.join(litefsDir, '.primary'))
    const outcome = await runBackupJob({ env, now: new Date('2026-11-26T03:00:00Z') })
    expect(outcome.ran).toBe(true)
    expect(bucket.keys()).toEqual(['db-backups/app-20261126T030000Z.db.gz'])
  })

  it('takes one a day, decided by the bucket: a restart the same day takes none', async () => {
    const { bucket, env } = setUp()
    const first = await runBackupJob({ env, now: new Date('2026-11-26T00:30:00Z') })
    expect(first.ran).toBe(true)
    // The server restarts (nothing in memory survives); later that day:
    const again = await runBackupJob({ env, now: new Date('2026-11-26T23:30:00Z') })
    expect(again).toEqual({ ran: false, reason: 'done today' })
    const nextDay = await runBackupJob({ env, now: new Date('2026-11-27T00:30:00Z') })
    expect(nextDay.ran).toBe(true)
    expect(bucket.keys()).toEqual([
      `db-backups/${backupNames(new Date('2026-11-26T00:30:00Z')).database}`,
      `db-backups/${backupNames(new Date('2026-11-27T00:30:00Z')).database}`,
    ])
  })

  it('never runs twice at once', async () => {
    const { bucket, env } = setUp()
    const now = new Date('2026-11-26T03:00:00Z')
    const [one, two] = await Promise.all([runBackupJob({ env, now }), runBackupJob({ env, now })])
    expect([one.ran, two.ran]).toEqual([true, false])
    expect(two).toEqual({ ran: false, reason: 'running' })
    expect(bucket.requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
    // The guard is released afterwards, even when a run fails.
    const failing = { ...env, DATABASE_PATH: path.join(dir, 'missing.db') }
    await expect(
      runBackupJob({ env: failing, now: new Date('2026-12-01T03:00:00Z') }),
    ).rejects.toThrow()
    expect((await runBackupJob({ env, now: new Date('2026-12-01T03:00:00Z') })).ran).toBe(true)
  })
})
