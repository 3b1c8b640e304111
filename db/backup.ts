/**
 * A consistent copy of the live database: `VACUUM INTO` (safe while the app writes, WAL
 * included), checked with `PRAGMA integrity_check`, kept in BACKUP_DIR, and uploaded to the S3
 * bucket under `db-backups/` when S3 is configured. Run on the primary:
 * `npm run db:backup` (locally) or `fly ssh console -C "npm run db:backup"`.
 * Restore: see docs/deploy.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import Database from 'better-sqlite3'

type Settings = Record<string, string | undefined>

export type BackupResult = { file: string; bytes: number; uploadedKey: string | null }

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

/** Writes a checked copy of `databasePath` into `backupDir`; a bad copy is deleted and refused. */
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
  const stamp = now.toISOString().replace(/[:.]/g, '-').toLowerCase()
  const file = path.join(path.resolve(backupDir), `app-${stamp}.db`)
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

/** Uploads a backup when a bucket is configured; returns its key, or null without S3. */
export async function uploadBackup(
  file: string,
  env: Settings = process.env,
): Promise<string | null> {
  if (!env.S3_BUCKET) return null
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  })
  const key = `db-backups/${path.basename(file)}`
  await client.send(
    new PutObjectCommand({
      Bucket: env.S3_BUCKET,
      Key: key,
      Body: fs.readFileSync(file),
      ContentType: 'application/vnd.sqlite3',
    }),
  )
  return key
}

export async function runBackup(env: Settings = process.env): Promise<BackupResult> {
  const { file, bytes } = backupDatabase({
    databasePath: env.DATABASE_PATH ?? './data/app.db',
    backupDir: env.BACKUP_DIR ?? './data/backups',
  })
  return { file, bytes, uploadedKey: await uploadBackup(file, env) }
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
