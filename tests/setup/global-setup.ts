import fs from 'node:fs'
import path from 'node:path'
import { applyMigrations, openDatabase } from '../../db/client'

export const TMP_DIR = path.resolve('tests/.tmp')
export const TEMPLATE_DB = path.join(TMP_DIR, 'template.db')

/** Migrates one template database; each test file gets its own copy of it. */
export default function setup() {
  fs.rmSync(TMP_DIR, { recursive: true, force: true })
  fs.mkdirSync(TMP_DIR, { recursive: true })
  const db = openDatabase(TEMPLATE_DB)
  applyMigrations(db)
  // Fold the WAL into the main file so a plain copy carries the whole schema.
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return () => fs.rmSync(TMP_DIR, { recursive: true, force: true })
}
