/**
 * Sweeps the local uploads folder at start: a server killed in the middle of an upload
 * (SIGKILL, a crash, a deploy) can leave half-written `*.tmp` files and customers' photo folders
 * whose lead was never stored. Neither is ever shown (they are not served), but they are
 * personal data nobody can reach: removed once they are old enough not to be an upload in
 * flight. Only the local back-end, only on the primary (replicas do not write).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { like } from 'drizzle-orm'
import { db, schema } from '../platform/db.server'

/** An upload still being written is younger than this. */
const GRACE_MS = 60 * 60_000

async function oldEnough(file: string, now: number): Promise<boolean> {
  const stats = await fs.stat(file).catch(() => null)
  return Boolean(stats && now - stats.mtimeMs > GRACE_MS)
}

async function listDirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name))
}

async function sweepTmpFiles(dir: string, now: number): Promise<number> {
  let removed = 0
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) removed += await sweepTmpFiles(full, now)
    else if (entry.name.endsWith('.tmp') && (await oldEnough(full, now))) {
      await fs.rm(full, { force: true })
      removed += 1
    }
  }
  return removed
}

/** Removes old `*.tmp` files, and lead photo folders (leads/yyyy/mm/<id>) with no photo row. */
export async function sweepUploads(uploadsDir: string, now = Date.now()) {
  const tmpFiles = await sweepTmpFiles(uploadsDir, now)
  let orphanFolders = 0
  for (const year of await listDirs(path.join(uploadsDir, 'leads'))) {
    for (const month of await listDirs(year)) {
      for (const folder of await listDirs(month)) {
        const prefix = `${path.relative(uploadsDir, folder).split(path.sep).join('/')}/`
        const kept = db
          .select({ id: schema.leadPhotos.id })
          .from(schema.leadPhotos)
          .where(like(schema.leadPhotos.storageKey, `${prefix}%`))
          .get()
        if (kept || !(await oldEnough(folder, now))) continue
        await fs.rm(folder, { recursive: true, force: true })
        orphanFolders += 1
      }
    }
  }
  return { tmpFiles, orphanFolders }
}
