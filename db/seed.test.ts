import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../app/server/auth/password.server'
import { type AppDatabase, applyMigrations, openDatabase } from './client'
import { PRODUCT_TYPES, type ProductType } from './schema'
import { DEMO_STAFF, type SeedSummary, seed, seedDemoVisits } from './seed'
import {
  BLOG_POSTS,
  buildPriceGrid,
  FABRIC_SWATCHES,
  HARDWARE_PRODUCTS,
  PRICE_GRIDS,
  PRODUCT_IMAGES,
  spanValues,
} from './seed-data'

const SEEDED_TABLES = [
  'fabric_swatches',
  'product_options',
  'price_grid_cells',
  'hardware_products',
  'product_images',
  'blog_categories',
  'blog_tags',
  'blog_posts',
  'blog_post_tags',
  'appointment_slot_templates',
  'site_content',
  'admin_users',
  'sales_tax_rates',
] as const

const ADMIN = { adminUsername: 'owner', adminPassword: 'first-password-123' }
const START_PRICES: Record<ProductType, { group: string; cents: number }> = {
  regular: { group: 'A', cents: 8999 },
  zebra: { group: '1', cents: 12799 },
  roller: { group: '1', cents: 12599 },
}

type Row = Record<string, unknown>

let dir: string
let db: AppDatabase
let firstSummary: SeedSummary
let secondSummary: SeedSummary
let afterFirst: Record<string, Row[]>
let afterSecond: Record<string, Row[]>

function dump(database: AppDatabase): Record<string, Row[]> {
  const out: Record<string, Row[]> = {}
  for (const table of SEEDED_TABLES) {
    const order = table === 'blog_post_tags' ? 'post_id, tag_id' : 'id'
    const rows = database.$client.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all() as Row[]
    out[table] = rows.map(({ updated_at: _ignored, ...rest }) => rest)
  }
  return out
}

function all<T>(sql: string, ...params: unknown[]): T[] {
  return db.$client.prepare(sql).all(...params) as T[]
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), `seed-test-${randomBytes(6).toString('hex')}-`))
  db = openDatabase(path.join(dir, 'app.db'))
  applyMigrations(db)
  firstSummary = await seed(db, ADMIN)
  afterFirst = dump(db)
  secondSummary = await seed(db, { ...ADMIN, adminPassword: 'another-password-456' })
  afterSecond = dump(db)
})

afterAll(() => {
  db?.$client.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('seed', () => {
  it('is idempotent: a second run leaves exactly the same rows', () => {
    for (const table of SEEDED_TABLES) {
      expect(afterFirst[table].length, table).toBeGreaterThan(0)
      expect(afterSecond[table], table).toEqual(afterFirst[table])
    }
    expect(secondSummary).toEqual({ ...firstSummary, adminCreated: false })
    expect(firstSummary.adminCreated).toBe(true)
  })

  it('reports counts per table', () => {
    expect(firstSummary.fabricSwatches).toBe(FABRIC_SWATCHES.length)
    expect(firstSummary.hardwareProducts).toBe(HARDWARE_PRODUCTS.length)
    expect(firstSummary.productImages).toBe(9)
    expect(firstSummary.blogPosts).toBe(7)
    expect(firstSummary.blogCategories).toBe(6)
    expect(firstSummary.appointmentSlotTemplates).toBe(6)
    expect(firstSummary.priceGridCells).toBe(
      PRODUCT_TYPES.reduce((n, t) => n + buildPriceGrid(t).length, 0),
    )
  })

  it("seeds the three counties' sales surtaxes (real data: 1% each, 7% with the state's 6%)", () => {
    expect(
      all('SELECT county, surtax_basis_points, applies_from FROM sales_tax_rates ORDER BY county'),
    ).toEqual([
      { county: 'Broward', surtax_basis_points: 100, applies_from: '2026-01-01' },
      { county: 'Miami-Dade', surtax_basis_points: 100, applies_from: '2026-01-01' },
      { county: 'Palm Beach', surtax_basis_points: 100, applies_from: '2026-01-01' },
    ])
  })

  it('creates the admin with a verifiable password and never replaces it', async () => {
    const admins = all<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM admin_users',
    )
    expect(admins).toHaveLength(1)
    expect(admins[0].username).toBe('owner')
    expect(await verifyPassword('first-password-123', admins[0].password_hash)).toBe(true)
    expect(await verifyPassword('another-password-456', admins[0].password_hash)).toBe(false)
  })

  it('seeds enough swatches in every price group and chart', () => {
    for (const productType of PRODUCT_TYPES) {
      const rows = all<{ price_group: string }>(
        'SELECT price_group FROM fabric_swatches WHERE product_type = ?',
        productType,
      )
      expect(rows.length, productType).toBeGreaterThanOrEqual(8)
      const groups = new Set(rows.map((r) => r.price_group))
      for (const group of PRICE_GRIDS[productType].groups) {
        expect(groups.has(group), `${productType} group ${group}`).toBe(true)
      }
    }
    expect(PRICE_GRIDS.regular.groups).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(PRICE_GRIDS.zebra.groups).toEqual(['1', '2', '3', '4'])
    expect(PRICE_GRIDS.roller.groups).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
  })

  it('starts each grid at the advertised price', () => {
    for (const productType of PRODUCT_TYPES) {
      const def = PRICE_GRIDS[productType]
      const { group, cents } = START_PRICES[productType]
      const [cell] = all<{ price_cents: number }>(
        `SELECT price_cents FROM price_grid_cells
         WHERE product_type = ? AND price_group = ? AND width_inches = ? AND height_inches = ?`,
        productType,
        group,
        def.widths.min,
        def.heights.min,
      )
      expect(cell?.price_cents, productType).toBe(cents)
      const [min] = all<{ m: number }>(
        'SELECT MIN(price_cents) AS m FROM price_grid_cells WHERE product_type = ?',
        productType,
      )
      expect(min.m, productType).toBe(cents)
    }
  })

  it('has a complete, monotonic grid for every product type', () => {
    const expectedSizes = {
      regular: { w: [24, 192], h: [36, 144] },
      zebra: { w: [24, 120], h: [36, 120] },
      roller: { w: [12, 144], h: [12, 144] },
    }
    for (const productType of PRODUCT_TYPES) {
      const def = PRICE_GRIDS[productType]
      expect([def.widths.min, def.widths.max]).toEqual(expectedSizes[productType].w)
      expect([def.heights.min, def.heights.max]).toEqual(expectedSizes[productType].h)
      expect(def.widths.step).toBe(12)
      expect(def.heights.step).toBe(12)
      const rows = all<{
        price_group: string
        width_inches: number
        height_inches: number
        price_cents: number
      }>(
        'SELECT price_group, width_inches, height_inches, price_cents FROM price_grid_cells WHERE product_type = ?',
        productType,
      )
      const price = new Map(
        rows.map((r) => [`${r.price_group}|${r.width_inches}|${r.height_inches}`, r.price_cents]),
      )
      const widths = spanValues(def.widths)
      const heights = spanValues(def.heights)
      expect(rows).toHaveLength(def.groups.length * widths.length * heights.length)
      def.groups.forEach((group, gi) => {
        widths.forEach((w, wi) => {
          heights.forEach((h, hi) => {
            const here = price.get(`${group}|${w}|${h}`)
            expect(here, `${productType} ${group} ${w}x${h}`).toBeTypeOf('number')
            if (wi > 0) {
              expect(here).toBeGreaterThanOrEqual(price.get(`${group}|${widths[wi - 1]}|${h}`)!)
            }
            if (hi > 0) {
              expect(here).toBeGreaterThanOrEqual(price.get(`${group}|${w}|${heights[hi - 1]}`)!)
            }
            if (gi > 0) {
              expect(here).toBeGreaterThanOrEqual(price.get(`${def.groups[gi - 1]}|${w}|${h}`)!)
            }
            expect(here! % 100).toBe(99)
          })
        })
      })
    }
  })

  it('seeds the options, motors and blog the shop expects', () => {
    const options = all<{
      product_type: string
      code: string
      price_cents: number
      is_default: number
    }>(
      'SELECT product_type, code, price_cents, is_default FROM product_options ORDER BY product_type, sort_order',
    )
    const byKey = new Map(options.map((o) => [`${o.product_type}:${o.code}`, o]))
    expect(byKey.get('regular:cordless')?.price_cents).toBe(1500)
    expect(byKey.get('zebra:motorized')?.price_cents).toBe(17500)
    expect(byKey.get('zebra:cassette_4')?.price_cents).toBe(3500)
    expect(byKey.get('roller:motorized')?.price_cents).toBe(20000)
    expect(byKey.get('roller:valance')?.price_cents).toBe(3000)
    for (const t of PRODUCT_TYPES) {
      expect(byKey.get(`${t}:installation`)).toMatchObject({ price_cents: 0, is_default: 1 })
    }

    const [cheapestMotor] = all<{ m: number }>(
      "SELECT MIN(base_price_cents) AS m FROM hardware_products WHERE kind = 'motor'",
    )
    expect(cheapestMotor.m).toBe(19999)
    const kinds = all<{ kind: string; n: number }>(
      'SELECT kind, COUNT(*) AS n FROM hardware_products GROUP BY kind ORDER BY kind',
    )
    expect(kinds).toEqual([
      { kind: 'accessory', n: expect.any(Number) },
      { kind: 'motor', n: expect.any(Number) },
    ])
    expect(kinds[0].n).toBeGreaterThanOrEqual(7)
    expect(kinds[1].n).toBeGreaterThanOrEqual(5)

    const posts = all<{ status: string; n: number }>(
      'SELECT status, COUNT(*) AS n FROM blog_posts GROUP BY status ORDER BY status',
    )
    expect(posts).toEqual([
      { status: 'draft', n: 1 },
      { status: 'published', n: 6 },
    ])
    const tagCounts = all<{ n: number }>(
      'SELECT COUNT(*) AS n FROM blog_post_tags GROUP BY post_id',
    ).map((r) => r.n)
    expect(tagCounts).toHaveLength(7)
    for (const n of tagCounts) expect(n >= 2 && n <= 4).toBe(true)
    const categories = all<{ name: string; slug: string }>(
      'SELECT name, slug FROM blog_categories ORDER BY id',
    )
    expect(categories.map((c) => c.name)).toEqual([
      'Tips & Guides',
      'Product Reviews',
      'Installation',
      'Maintenance',
      'Smart Home',
      'Company News',
    ])
    expect(categories[0].slug).toBe('tips-guides')
  })

  it('references only images that exist under public/', () => {
    const publicDir = fileURLToPath(new URL('../public', import.meta.url))
    const urls = [
      ...all<{ u: string | null }>('SELECT image_url AS u FROM fabric_swatches'),
      ...all<{ u: string | null }>('SELECT image_url AS u FROM hardware_products'),
      ...all<{ u: string | null }>('SELECT image_url AS u FROM product_images'),
      ...all<{ u: string | null }>('SELECT featured_image AS u FROM blog_posts'),
    ].map((r) => r.u)
    const fromData = [
      ...FABRIC_SWATCHES.map((f) => f.imageUrl),
      ...HARDWARE_PRODUCTS.map((h) => h.imageUrl),
      ...PRODUCT_IMAGES.map((i) => i.imageUrl),
      ...BLOG_POSTS.map((p) => p.featuredImage),
    ]
    expect(urls).toHaveLength(fromData.length)
    for (const url of [...urls, ...fromData]) {
      expect(url, 'image url').toMatch(/^\/images\/demo\/[a-z0-9-]+\.svg$/)
      const file = path.join(publicDir, url!)
      expect(fs.existsSync(file), file).toBe(true)
    }
  })

  it('leaves staff edits alone when it runs again', async () => {
    db.$client
      .prepare(
        "UPDATE product_options SET price_cents = 1999 WHERE product_type = 'regular' AND code = 'cordless'",
      )
      .run()
    await seed(db)
    const row = db.$client
      .prepare(
        "SELECT price_cents AS cents FROM product_options WHERE product_type = 'regular' AND code = 'cordless'",
      )
      .get() as { cents: number }
    expect(row.cents).toBe(1999)
  })
})

describe('staff accounts', () => {
  it('makes the first admin the owner, and the demo staff only when asked', async () => {
    const roles = () =>
      all<{ username: string; role: string; password_hash: string }>(
        'SELECT username, role, password_hash FROM admin_users ORDER BY id',
      )
    expect(roles().map((r) => [r.username, r.role])).toEqual([[ADMIN.adminUsername, 'owner']])
    await seed(db, { demoStaff: true })
    const rows = roles()
    expect(rows.map((r) => [r.username, r.role])).toEqual([
      [ADMIN.adminUsername, 'owner'],
      ['office', 'office'],
      ['installer', 'installer'],
    ])
    for (const person of DEMO_STAFF) {
      const row = rows.find((r) => r.username === person.username)
      expect(await verifyPassword(person.password, row?.password_hash ?? '')).toBe(true)
    }
  })
})

describe('the demo visits (issue 31)', () => {
  it("books today's and tomorrow's visits for the admin, once", () => {
    const today = '2031-05-06'
    expect(seedDemoVisits(db, ADMIN.adminUsername, today)).toBe(3)
    expect(seedDemoVisits(db, ADMIN.adminUsername, today)).toBe(0)
    const rows = all<{ appointment_date: string; assigned_admin_id: number | null }>(
      'SELECT appointment_date, assigned_admin_id FROM appointments ORDER BY appointment_date',
    )
    expect(rows.map((r) => r.appointment_date)).toEqual([today, today, '2031-05-07'])
    const admin = all<{ id: number }>(
      'SELECT id FROM admin_users WHERE username = ?',
      ADMIN.adminUsername,
    )
    expect(rows.every((r) => r.assigned_admin_id === admin[0].id)).toBe(true)
    expect(seedDemoVisits(db, 'nobody', today)).toBe(0)
  })
})
