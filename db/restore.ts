/**
 * Puts a backup back (docs/decisions/112-backups.md): `npm run db:restore -- [backup] [--force]`.
 * The backup is a name in the bucket or BACKUP_DIR (`app-20261126T030000Z.db.gz`, with or
 * without `db-backups/`) or a file on this machine; without one, the newest. It is downloaded to
 * a temporary folder, gunzipped, checked (`PRAGMA integrity_check`), migrated to this release's
 * schema and its staff held (db/staff-after-restore.ts: every session and link ended, every
 * account but the owners' waiting for the owner's re-confirmation), then:
 * - with LiteFS (LITEFS_DIR set): `litefs import -name <db> <file>` on the primary. LiteFS swaps
 *   the database in one transaction and replicates it; it is safe while the app runs.
 * - without LiteFS: it replaces DATABASE_PATH, only while the app is stopped (a `-wal` file
 *   next to the database means it is open; `--force` if it is a crash's leftover). The file it
 *   replaces is kept next to it as `<name>.before-restore-<time>`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { getInstanceInfoSync } from 'litefs-js'
import {
  BACKUP_PREFIX,
  type BackupStore,
  backupStamp,
  backupStore,
  integrityCheck,
  newestDatabaseBackup,
  type Settings,
} from './backup'
import { applyMigrations, openDatabase } from './client'
import { holdStaffAfterRestore, type StaffHold } from './staff-after-restore'

/** The command that hands a checked database file to LiteFS, under the name the app opens. */
export function litefsImportCommand(databasePath: string, file: string): string[] {
  return ['litefs', 'import', '-name', path.basename(databasePath), file]
}

/**
 * Fetches the backup into `workDir` as a checked database file at this release's schema, its
 * staff held for the owner's re-confirmation. Returns that file, where it came from and what
 * was held.
 */
export async function prepareRestore({
  backup,
  store,
  workDir,
}: {
  backup?: string
  store: BackupStore
  workDir: string
}): Promise<{ file: string; from: string; staff: StaffHold }> {
  let source: string
  let from: string
  if (backup && fs.existsSync(backup)) {
    source = path.resolve(backup)
    from = source
  } else {
    const name = backup
      ? backup.replace(new RegExp(`^${BACKUP_PREFIX}`), '')
      : newestDatabaseBackup(await store.list())
    if (!name) throw new Error(`No database backup in ${store.where}`)
    source = path.join(workDir, path.basename(name))
    from = store.locate(name)
    await store.download(name, source)
  }
  const file = path.join(workDir, 'restore.db')
  if (source.endsWith('.gz')) {
    await pipeline(fs.createReadStream(source), zlib.createGunzip(), fs.createWriteStream(file))
  } else {
    fs.copyFileSync(source, file)
  }
  const integrity = integrityCheck(file)
  if (integrity !== 'ok') throw new Error(`${from} failed its integrity check: ${integrity}`)
  // A backup older than this release gets its migrations here, before anyone opens it.
  const db = openDatabase(file)
  let staff: StaffHold
  try {
    applyMigrations(db)
    // Before it is live: nobody removed or suspended since the backup signs in with it.
    staff = holdStaffAfterRestore(db)
    // One file, no WAL beside it: what LiteFS imports and a fresh open expects.
    db.$client.pragma('journal_mode = DELETE')
  } finally {
    db.$client.close()
  }
  return { file, from, staff }
}

/** Replaces a stopped app's database file with `file`; keeps the old one beside it. */
export function replaceDatabaseFile({
  databasePath,
  file,
  force = false,
  now = new Date(),
}: {
  databasePath: string
  file: string
  force?: boolean
  now?: Date
}): { previous: string | null } {
  const target = path.resolve(databasePath)
  const wal = `${target}-wal`
  if (fs.existsSync(wal) && !force) {
    throw new Error(
      `${target} is open (${path.basename(wal)} exists): stop the app first, or pass --force if it crashed`,
    )
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  let previous: string | null = null
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${backupStamp(now)}`
    fs.renameSync(target, previous)
  }
  // A leftover WAL or shared-memory file would be replayed onto the restored file.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
  const partial = `${target}.restoring`
  fs.copyFileSync(file, partial)
  fs.renameSync(partial, target)
  return { previous }
}

export type RestoreResult =
  | { mode: 'litefs'; from: string; command: string[]; staff: StaffHold }
  | {
      mode: 'file'
      from: string
      databasePath: string
      previous: string | null
      staff: StaffHold
    }

function runCommand(command: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}`)),
    )
  })
}

export async function restore({
  backup,
  env = process.env,
  store = backupStore(env),
  force = false,
  run = runCommand,
}: {
  backup?: string
  env?: Settings
  store?: BackupStore
  force?: boolean
  /** Runs `litefs import` (replaced in tests). */
  run?: (command: string[]) => Promise<void>
} = {}): Promise<RestoreResult> {
  const databasePath = env.DATABASE_PATH || './data/app.db'
  if (env.LITEFS_DIR) {
    // Only the primary takes writes; an import on a replica would be refused by LiteFS anyway.
    const info = getInstanceInfoSync(env.LITEFS_DIR)
    if (!info.currentIsPrimary) {
      throw new Error(
        `This machine is a replica: run the restore on the primary (${info.primaryInstance})`,
      )
    }
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-restore-'))
  try {
    const { file, from, staff } = await prepareRestore({ backup, store, workDir })
    if (env.LITEFS_DIR) {
      const command = litefsImportCommand(databasePath, file)
      await run(command)
      return { mode: 'litefs', from, command, staff }
    }
    const { previous } = replaceDatabaseFile({ databasePath, file, force })
    return { mode: 'file', from, databasePath: path.resolve(databasePath), previous, staff }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const args = process.argv.slice(2)
  restore({ backup: args.find((a) => !a.startsWith('--')), force: args.includes('--force') })
    .then((result) => {
      console.log(JSON.stringify({ msg: 'restore done', ...result }))
      const { held, owners } = result.staff
      console.log(
        `Staff: ${held.join(', ') || 'nobody'} cannot sign in until the owner re-confirms them on Admin > Staff; ${owners.join(', ')} can. Next: npm run db:after-restore.`,
      )
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
