/**
 * Migration 0016 (Florida sales tax) on a database holding orders from before it: each was
 * taxed at a flat 7%, and its receipt keeps saying so (6% state + 1%, no county).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { storedTaxLabel } from '../app/domain/florida-tax'
import { type AppDatabase, applyMigrations, migrationsFolder, openDatabase } from './client'

const dir = fs.mkdtempSync(
  path.join(os.tmpdir(), `tax-migration-${randomBytes(3).toString('hex')}-`),
)
const before = path.join(dir, 'migrations-before')
let db: AppDatabase

beforeAll(() => {
  const all = migrationsFolder()
  fs.mkdirSync(path.join(before, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync(path.join(all, 'meta/_journal.json'), 'utf8'))
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === '0016_sales_tax')
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(all, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`))
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal))

  db = openDatabase(path.join(dir, 'app.db'))
  migrate(drizzle(db.$client), { migrationsFolder: before })
  db.$client
    .prepare(
      `INSERT INTO orders (kind, status, customer_name, customer_email, customer_phone,
         subtotal_cents, installation_cents, tax_cents, total_cents, reference)
       VALUES ('order', 'paid', 'Old Customer', 'old@example.com', '305-555-0100', 1000, 0, 70, 1070, 'OLDTAX01')`,
    )
    .run()
  applyMigrations(db)
})

afterAll(() => {
  db?.$client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('an order stored before says it was taxed at 7%, with its amounts unchanged', () => {
  const row = db.$client
    .prepare(
      `SELECT tax_cents AS taxCents, total_cents AS totalCents,
         tax_state_basis_points AS taxStateBasisPoints,
         tax_surtax_basis_points AS taxSurtaxBasisPoints, tax_county AS taxCounty
       FROM orders WHERE reference = 'OLDTAX01'`,
    )
    .get() as {
    taxCents: number
    totalCents: number
    taxStateBasisPoints: number
    taxSurtaxBasisPoints: number
    taxCounty: string | null
  }
  expect(row).toEqual({
    taxCents: 70,
    totalCents: 1070,
    taxStateBasisPoints: 600,
    taxSurtaxBasisPoints: 100,
    taxCounty: null,
  })
  expect(storedTaxLabel(row)).toBe('Sales tax (7%)')
})
