/**
 * `npm run db:seed` on a deployed machine (issue 38), run as docs/deploy.md's first deploy runs
 * it: the first owner and what the site needs (catalogue, content, booking hours), never demo
 * data. It used to book demo visits into the real booking slots unless an undocumented setting
 * said not to; DEMO_STAFF=1 (in .env.example) added staff with published passwords.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-deployed-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Runs the seed script as a machine would, with only `env` (no .env in play). */
function runSeed(name: string, env: Record<string, string>) {
  const databasePath = path.join(dir, `${name}.db`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed.ts'], {
    // Nothing else of this process's settings.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATABASE_PATH: databasePath,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a long passphrase for the owner',
      ...env,
    },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  const db = new Database(databasePath, { readonly: true })
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    return {
      output: `${run.stdout}${run.stderr}`,
      staff: db.prepare('SELECT username, role FROM admin_users ORDER BY id').all(),
      visits: count('appointments'),
      bookedSlots: count('appointment_slots'),
      swatches: count('fabric_swatches'),
      slotTemplates: count('appointment_slot_templates'),
    }
  } finally {
    db.close()
  }
}

describe('the seed on a deployed machine', () => {
  it('with NODE_ENV=production (the image), adds the first owner and the catalogue, never demo staff or visits', () => {
    // DEMO_STAFF=1 copied from .env.example by mistake changes nothing there.
    const seeded = runSeed('production', { NODE_ENV: 'production', DEMO_STAFF: '1' })
    expect(seeded.staff).toEqual([{ username: 'owner', role: 'owner' }])
    expect(seeded.visits).toBe(0)
    expect(seeded.bookedSlots).toBe(0)
    expect(seeded.swatches).toBeGreaterThan(0)
    expect(seeded.slotTemplates).toBeGreaterThan(0)
    expect(seeded.output).toMatch(/deployed machine: no demo data/i)
  }, 60_000)

  it('on any Fly machine (FLY_APP_NAME), whatever NODE_ENV says', () => {
    const seeded = runSeed('fly', {
      NODE_ENV: 'development',
      FLY_APP_NAME: 'tri-county-blinds',
      SEED_DEMO_VISITS: 'true',
    })
    expect(seeded.staff).toEqual([{ username: 'owner', role: 'owner' }])
    expect(seeded.visits).toBe(0)
  }, 60_000)

  it('locally (the quick start), the demo still has its staff and the installer’s visits', () => {
    const seeded = runSeed('local', { NODE_ENV: 'development', DEMO_STAFF: '1' })
    expect(seeded.staff).toEqual([
      { username: 'owner', role: 'owner' },
      { username: 'office', role: 'office' },
      { username: 'installer', role: 'installer' },
    ])
    expect(seeded.visits).toBeGreaterThan(0)
  }, 60_000)
})
