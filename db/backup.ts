/**
 * Database backups (docs/decisions/112-backups.md). A consistent copy of the live database (`VACUUM INTO`, safe
 * while the app writes, WAL included) made in a temporary folder, checked with
 * `PRAGMA integrity_check`, gzipped and saved as `app-<time>.db.gz`: in the S3 bucket under
 * `db-backups/` when S3 is configured (never on the database's own volume), otherwise in
 * BACKUP_DIR together with a tar.gz of the uploads folder. Only the newest BACKUP_KEEP (14) are
 * kept. The server takes one a day on the primary (app/server/jobs/backup-job.server.ts); by hand:
 * `npm run db:backup`. Restore: db/restore.ts.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import Database from 'better-sqlite3'

export type Settings = Record<string, string | undefined>

/** Where backups live in the bucket; the uploads route never serves it (storage-backends). */
export const BACKUP_PREFIX = 'db-backups/'
export const DEFAULT_KEEP = 14

/** Opens a file read-only and says whether SQLite finds it sound. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[]
    return rows.map((r) => r.integrity_check).join('; ')
  } finally {
    db.close()
  }
}

/** A checked, uncompressed copy of `databasePath` in `backupDir`; a bad copy is deleted and refused. */
export function backupDatabase({
  databasePath,
  backupDir,
  now = new Date(),
}: {
  databasePath: string
  backupDir: string
  now?: Date
}): { file: string; bytes: number } {
  fs.mkdirSync(backupDir, { recursive: true })
  const file = path.join(path.resolve(backupDir), `app-${backupStamp(now)}.db`)
  const source = new Database(databasePath, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    source.prepare('VACUUM INTO ?').run(file)
  } finally {
    source.close()
  }
  const integrity = integrityCheck(file)
  if (integrity !== 'ok') {
    fs.rmSync(file, { force: true })
    throw new Error(`The backup failed its integrity check: ${integrity}`)
  }
  return { file, bytes: fs.statSync(file).size }
}

// ---------------------------------------------------------------- names

/** ISO 8601 (basic form, to the second, UTC): sorts by time, and is safe in any file name. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

export function backupNames(now: Date) {
  const stamp = backupStamp(now)
  return { database: `app-${stamp}.db.gz`, uploads: `uploads-${stamp}.tar.gz` }
}

const NAME = /^(app|uploads)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(db\.gz|tar\.gz)$/

/** What a backup's name says; null for any other file (never pruned, never restored by default). */
export function parseBackupName(
  name: string,
): { kind: 'database' | 'uploads'; takenAt: Date } | null {
  const m = NAME.exec(name)
  if (!m) return null
  const kind = m[1] === 'app' ? 'database' : 'uploads'
  if ((kind === 'database') !== (m[8] === 'db.gz')) return null
  const takenAt = new Date(`${m[2]}-${m[3]}-${m[4]}T${m[5]}:${m[6]}:${m[7]}Z`)
  return Number.isNaN(takenAt.getTime()) ? null : { kind, takenAt }
}

/** The newest database backup among these names, or null. */
export function newestDatabaseBackup(names: string[]): string | null {
  const found = names.filter((n) => parseBackupName(n)?.kind === 'database').sort()
  return found.at(-1) ?? null
}

/** One a day (UTC): decided by what the bucket or folder holds, so a restart takes no second. */
export function backupDoneToday(names: string[], now: Date): boolean {
  const newest = newestDatabaseBackup(names)
  if (!newest) return false
  const takenAt = parseBackupName(newest)?.takenAt as Date
  return takenAt.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)
}

/** Everything but the newest `keep` of each kind; files this module did not name are left alone. */
export function namesToPrune(names: string[], keep: number): string[] {
  const prune: string[] = []
  for (const kind of ['database', 'uploads'] as const) {
    const ofKind = names.filter((n) => parseBackupName(n)?.kind === kind).sort()
    prune.push(...ofKind.slice(0, Math.max(0, ofKind.length - keep)))
  }
  return prune
}

export function keepCount(env: Settings): number {
  const raw = env.BACKUP_KEEP?.trim()
  if (!raw) return DEFAULT_KEEP
  const keep = Number(raw)
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`BACKUP_KEEP must be a whole number of backups, at least 1 (got "${raw}")`)
  }
  return keep
}

// ---------------------------------------------------------------- where backups are kept

export type BackupStore = {
  /** For logs and messages: the bucket and prefix, or the folder. */
  where: string
  /** The key in the bucket or the path on disk of a backup name. */
  locate(name: string): string
  /** Backup names (no prefix, no folder). */
  list(): Promise<string[]>
  put(name: string, file: string): Promise<void>
  download(name: string, toFile: string): Promise<void>
  remove(names: string[]): Promise<void>
}

/** The same client settings as the uploads' bucket (app/server/platform/storage-backends.server.ts). */
export function s3Client(env: Settings): S3Client {
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  })
}

export function s3BackupStore(env: Settings): BackupStore {
  const bucket = env.S3_BUCKET as string
  const client = s3Client(env)
  const locate = (name: string) => `${BACKUP_PREFIX}${name}`
  return {
    where: `s3://${bucket}/${BACKUP_PREFIX}`,
    locate,
    async list() {
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: BACKUP_PREFIX,
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(BACKUP_PREFIX.length)
          if (name && !name.includes('/')) names.push(name)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names
    },
    async put(name, file) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: locate(name),
          // A buffer, not a stream: the gzipped copy is small, and a stream would be sent
          // aws-chunked, which not every S3-compatible store accepts.
          Body: fs.readFileSync(file),
          ContentType: 'application/gzip',
        }),
      )
    },
    async download(name, toFile) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: locate(name) }))
      if (!object.Body) throw new Error(`${locate(name)} is empty`)
      const body = object.Body.transformToWebStream() as unknown as WebReadableStream
      await pipeline(Readable.fromWeb(body), fs.createWriteStream(toFile))
    },
    async remove(names) {
      // One key at a time: DeleteObject is understood by every S3-compatible store.
      for (const name of names) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: locate(name) }))
      }
    },
  }
}

export function folderBackupStore(dir: string): BackupStore {
  const root = path.resolve(dir)
  const locate = (name: string) => path.join(root, path.basename(name))
  return {
    where: root,
    locate,
    async list() {
      if (!fs.existsSync(root)) return []
      return fs
        .readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    },
    async put(name, file) {
      fs.mkdirSync(root, { recursive: true })
      // Copy then rename: a half-written file never carries a backup's name.
      const partial = `${locate(name)}.partial`
      fs.copyFileSync(file, partial)
      fs.renameSync(partial, locate(name))
    },
    async download(name, toFile) {
      fs.copyFileSync(locate(name), toFile)
    },
    async remove(names) {
      for (const name of names) fs.rmSync(locate(name), { force: true })
    },
  }
}

/** The bucket when S3 is configured, otherwise BACKUP_DIR. */
export function backupStore(env: Settings): BackupStore {
  return env.S3_BUCKET ? s3BackupStore(env) : folderBackupStore(env.BACKUP_DIR || './data/backups')
}

// ---------------------------------------------------------------- taking a backup

export type BackupResult = {
  /** The saved database backup's key in the bucket, or its path. */
  saved: string
  /** Gzipped size. */
  bytes: number
  /** The uploads archive (local mode only; with S3 the uploads already live in the bucket). */
  uploads: string | null
  /** Older backups deleted to keep the newest BACKUP_KEEP. */
  pruned: string[]
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    )
  })
}

/**
 * Takes a backup now and prunes old ones. Everything is made in a temporary folder outside the
 * database's volume, and removed once saved.
 */
export async function runBackup({
  env = process.env,
  now = new Date(),
  store = backupStore(env),
}: {
  env?: Settings
  now?: Date
  store?: BackupStore
} = {}): Promise<BackupResult> {
  const keep = keepCount(env)
  const names = backupNames(now)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'db-backup-'))
  try {
    const { file } = backupDatabase({
      databasePath: env.DATABASE_PATH || './data/app.db',
      backupDir: work,
      now,
    })
    const gz = path.join(work, names.database)
    await pipeline(fs.createReadStream(file), zlib.createGzip(), fs.createWriteStream(gz))
    fs.rmSync(file)
    await store.put(names.database, gz)

    // With S3 the uploads are in the bucket already; on the disk they are archived alongside.
    let uploads: string | null = null
    const uploadsDir = path.resolve(env.UPLOADS_DIR || './data/uploads')
    if (!env.S3_BUCKET && fs.existsSync(uploadsDir)) {
      const archive = path.join(work, names.uploads)
      await run('tar', ['-czf', archive, '-C', uploadsDir, '.'])
      await store.put(names.uploads, archive)
      uploads = store.locate(names.uploads)
    }

    const pruned = namesToPrune(await store.list(), keep)
    await store.remove(pruned)
    return {
      saved: store.locate(names.database),
      bytes: fs.statSync(gz).size,
      uploads,
      pruned,
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  runBackup()
    .then((result) => console.log(JSON.stringify({ msg: 'backup done', ...result })))
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
