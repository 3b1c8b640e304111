/**
 * The daily database backup (docs/decisions/112-backups.md), run by the server itself. Every hour it asks: is
 * this machine the primary now (the lease can move), is no backup running, and does the bucket
 * (or BACKUP_DIR) hold none from today (UTC)? Then it takes one (db/backup.ts). Deciding by what
 * is stored, not by memory, means a restart or a new primary never takes a second one that day,
 * and a failed day is retried the next hour.
 */
import {
  type BackupResult,
  type BackupStore,
  backupDoneToday,
  backupStore,
  runBackup,
} from '../../../db/backup'
import { isPrimary } from '../platform/litefs.server'

type Settings = Record<string, string | undefined>

export type BackupJobOutcome =
  | { ran: false; reason: 'replica' | 'running' | 'done today' }
  | ({ ran: true } & BackupResult)

declare global {
  var __backupJob: NodeJS.Timeout | undefined
  var __backupRunning: boolean | undefined
}

export async function runBackupJob({
  env = process.env,
  now = new Date(),
  store,
}: {
  env?: Settings
  now?: Date
  store?: BackupStore
} = {}): Promise<BackupJobOutcome> {
  if (!isPrimary(env.LITEFS_DIR)) return { ran: false, reason: 'replica' }
  // Two runs never overlap (a slow upload while the next check comes).
  if (globalThis.__backupRunning) return { ran: false, reason: 'running' }
  globalThis.__backupRunning = true
  try {
    const where = store ?? backupStore(env)
    if (backupDoneToday(await where.list(), now)) return { ran: false, reason: 'done today' }
    return { ran: true, ...(await runBackup({ env, now, store: where })) }
  } finally {
    globalThis.__backupRunning = false
  }
}

const CHECK_EVERY_MS = 60 * 60 * 1000
/** After start-up has settled; a machine that only lives a minute takes none. */
const FIRST_CHECK_MS = 2 * 60 * 1000

/** Starts the hourly check in the server process (once per process). */
export function startBackupJob() {
  if (globalThis.__backupJob) return
  const check = () => {
    runBackupJob()
      .then((outcome) => {
        if (outcome.ran) {
          const { saved, bytes, uploads, pruned } = outcome
          console.info('[backup] saved', { saved, bytes, uploads, pruned: pruned.length })
        }
      })
      .catch((error) => console.error('[backup job]', error))
  }
  globalThis.__backupJob = setInterval(check, CHECK_EVERY_MS)
  globalThis.__backupJob.unref()
  setTimeout(check, FIRST_CHECK_MS).unref()
}
