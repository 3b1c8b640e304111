/**
 * Migration 0006 (the fulfilment workflow) on a database holding orders in every old status:
 * each moves to the stage stageForLegacyStatus names, with one history entry that keeps the
 * old status, and nothing else about the order changes.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stageForLegacyStatus } from '../app/domain/order-legacy-status'
import { ALL_STAGES, LEGACY_ORDER_STATUSES } from '../app/domain/order-workflow'
import { migrationsFolder, openDatabase } from './client'
import { ORDER_STAGES } from './schema'

const dir = fs.mkdtempSync(
  path.join(os.tmpdir(), `wf-migration-${randomBytes(3).toString('hex')}-`),
)
const file = path.join(dir, 'app.db')
const before = path.join(dir, 'migrations-before')

type Seeded = { id: number; kind: string; status: string; paid: boolean }
const seeded: Seeded[] = []

beforeAll(() => {
  // The migrations as they were before this one.
  const all = migrationsFolder()
  fs.mkdirSync(path.join(before, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync(path.join(all, 'meta/_journal.json'), 'utf8'))
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === '0006_order_workflow')
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(all, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`))
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal))

  const old = openDatabase(file)
  migrate(drizzle(old.$client), { migrationsFolder: before })
  const insert = old.$client.prepare(
    `INSERT INTO orders (kind, status, customer_name, customer_email, customer_phone,
       subtotal_cents, installation_cents, tax_cents, total_cents, paid_at, reference, updated_at)
     VALUES (?, ?, 'Old Customer', 'old@example.com', '305-555-0100', 1000, 0, 70, 1070, ?, ?, ?)`,
  )
  let n = 0
  // The kinds orders had when 0006 ran (the installed job came with issue 39).
  for (const kind of ['order', 'quote', 'samples'] as const) {
    for (const status of LEGACY_ORDER_STATUSES) {
      for (const paid of kind === 'order' ? [true, false] : [false]) {
        n++
        const result = insert.run(
          kind,
          status,
          paid ? Date.UTC(2026, 5, 1) : null,
          `REF${String(n).padStart(5, '0')}`,
          Date.UTC(2026, 6, 1, 12),
        )
        seeded.push({ id: Number(result.lastInsertRowid), kind, status, paid })
      }
    }
  }
  old.$client.close()
})

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('migration 0006_order_workflow', () => {
  it('the stage column accepts every stage the workflow has', () => {
    expect([...ORDER_STAGES].sort()).toEqual([...ALL_STAGES].sort())
  })

  it('moves every old order to its stage with one history entry, losing nothing', () => {
    const db = openDatabase(file)
    try {
      migrate(db, { migrationsFolder: migrationsFolder() })
      const rows = db.$client
        .prepare('SELECT id, kind, status, stage, reference, total_cents, paid_at FROM orders')
        .all() as {
        id: number
        kind: string
        status: string
        stage: string
        reference: string
        total_cents: number
        paid_at: number | null
      }[]
      expect(rows).toHaveLength(seeded.length)
      for (const s of seeded) {
        const row = rows.find((r) => r.id === s.id)
        const expected = stageForLegacyStatus(s.kind as 'order', s.status as 'pending', {
          paidAt: s.paid ? new Date(Date.UTC(2026, 5, 1)) : null,
        })
        expect(row, `${s.kind}/${s.status}`).toMatchObject({
          stage: expected.stage,
          // The old status stays, for the readers that still use it.
          status: s.status,
          total_cents: 1070,
        })
        const history = db.$client
          .prepare('SELECT * FROM order_history WHERE order_id = ?')
          .all(s.id) as Record<string, unknown>[]
        expect(history, `${s.kind}/${s.status}`).toHaveLength(1)
        expect(history[0]).toMatchObject({
          kind: 'move',
          from_stage: s.status,
          to_stage: expected.stage,
          by: 'migration',
          note: expected.note,
          notified: 0,
          at: Date.UTC(2026, 6, 1, 12),
        })
      }
    } finally {
      db.$client.close()
    }
  })
})
