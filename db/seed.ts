/**
 * Seeds the catalogue, price grids, blog, appointment templates, site content and the first
 * admin. Idempotent: each row is inserted only when absent (by its natural key), so a second
 * run changes nothing and never overwrites what staff have edited since. An existing admin's
 * password is never replaced.
 *
 * Demo data (staff with published passwords, DEMO_STAFF=1; the installer's visits booked into
 * the real booking slots; a year of made-up history for the reports, SEED_DEMO_HISTORY=1,
 * db/seed-history.ts) is for the quick start only: on a deployed machine (`seedPlan`:
 * NODE_ENV=production, as the image sets, or any Fly machine) the seed never adds it, whatever
 * the settings say.
 *
 * As a script: `DATABASE_PATH=./data/app.db ADMIN_USERNAME=… ADMIN_PASSWORD=… npx tsx db/seed.ts`
 */
import './load-env'
import { pathToFileURL } from 'node:url'
import { and, count, eq } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { SEED_COUNTY_SURTAXES } from '../app/content/florida-sales-tax'
import { addCalendarDays, businessDate } from '../app/domain/business-time'
import { basisPointsOf } from '../app/domain/florida-tax'
import { holidayClosures } from '../app/domain/holidays'
import { hashPassword } from '../app/server/auth/password.server'
import { type AppDatabase, applyMigrations, openDatabase } from './client'
import {
  adminUsers,
  appointmentClosedDays,
  appointmentSlots,
  appointmentSlotTemplates,
  appointments,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  fabricSwatches,
  hardwareProducts,
  PRODUCT_TYPES,
  priceGridCells,
  productImages,
  productOptions,
  salesTaxRates,
  siteContent,
} from './schema'
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  BLOG_TAGS,
  buildPriceGrid,
  FABRIC_SWATCHES,
  HARDWARE_PRODUCTS,
  PRODUCT_IMAGES,
  PRODUCT_OPTIONS,
  SITE_CONTENT,
  SLOT_TEMPLATES,
  slugify,
} from './seed-data'
import { seedHistory } from './seed-history'

export interface SeedOptions {
  adminUsername?: string
  adminPassword?: string
  /**
   * Demo staff with known passwords (DEMO_STAFF): an office user and an installer, for the
   * quick start and the demo only, never a real site.
   */
  demoStaff?: boolean
}

/** The demo's staff sign-ins (README names them). */
export const DEMO_STAFF = [
  {
    username: 'office',
    password: 'office-demo-password',
    role: 'office',
    displayName: 'Olivia (office)',
    email: 'office@example.com',
    colour: '#2563eb',
  },
  {
    username: 'installer',
    password: 'installer-demo-password',
    role: 'installer',
    displayName: 'Ivan (installer)',
    email: 'installer@example.com',
    colour: '#16a34a',
  },
] as const

/** Row counts of each seeded table after the seed, and whether this run created the admin. */
export interface SeedSummary {
  fabricSwatches: number
  productOptions: number
  priceGridCells: number
  hardwareProducts: number
  productImages: number
  blogCategories: number
  blogTags: number
  blogPosts: number
  blogPostTags: number
  appointmentSlotTemplates: number
  siteContent: number
  adminUsers: number
  adminCreated: boolean
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

const GRID_CHUNK = 250

export async function seed(db: AppDatabase, options: SeedOptions = {}): Promise<SeedSummary> {
  const adminUsername = options.adminUsername?.trim()
  const adminPassword = options.adminPassword
  // Hashing is asynchronous; better-sqlite3 transactions are not, so hash first.
  const adminPasswordHash =
    adminUsername && adminPassword ? await hashPassword(adminPassword) : undefined
  const demoStaff = options.demoStaff
    ? await Promise.all(
        DEMO_STAFF.map(async ({ password, ...person }) => ({
          ...person,
          passwordHash: await hashPassword(password),
        })),
      )
    : []

  return db.transaction((tx) => {
    seedFabricSwatches(tx)
    seedProductOptions(tx)
    seedPriceGrids(tx)
    seedHardwareProducts(tx)
    seedProductImages(tx)
    seedBlog(tx)
    seedSlotTemplates(tx)
    seedSiteContent(tx)
    seedSalesTaxRates(tx)
    const adminCreated =
      adminUsername && adminPasswordHash ? seedAdmin(tx, adminUsername, adminPasswordHash) : false
    for (const person of demoStaff) {
      tx.insert(adminUsers)
        .values(person)
        .onConflictDoNothing({ target: adminUsers.username })
        .run()
    }

    const rows = (table: SQLiteTable) => tx.select({ n: count() }).from(table).get()?.n ?? 0
    return {
      fabricSwatches: rows(fabricSwatches),
      productOptions: rows(productOptions),
      priceGridCells: rows(priceGridCells),
      hardwareProducts: rows(hardwareProducts),
      productImages: rows(productImages),
      blogCategories: rows(blogCategories),
      blogTags: rows(blogTags),
      blogPosts: rows(blogPosts),
      blogPostTags: rows(blogPostTags),
      appointmentSlotTemplates: rows(appointmentSlotTemplates),
      siteContent: rows(siteContent),
      adminUsers: rows(adminUsers),
      adminCreated,
    }
  })
}

function seedFabricSwatches(tx: Transaction) {
  for (const f of FABRIC_SWATCHES) {
    const values = {
      color: f.color,
      priceGroup: f.priceGroup,
      description: f.description,
      imageUrl: f.imageUrl,
      sortOrder: f.sortOrder,
    }
    tx.insert(fabricSwatches)
      .values({ productType: f.productType, fabricName: f.fabricName, ...values })
      .onConflictDoNothing()
      .run()
  }
}

function seedProductOptions(tx: Transaction) {
  for (const o of PRODUCT_OPTIONS) {
    const values = {
      name: o.name,
      priceCents: o.priceCents,
      description: o.description,
      isDefault: o.isDefault,
      sortOrder: o.sortOrder,
    }
    tx.insert(productOptions)
      .values({ productType: o.productType, code: o.code, ...values })
      .onConflictDoNothing()
      .run()
  }
}

function seedPriceGrids(tx: Transaction) {
  for (const productType of PRODUCT_TYPES) {
    const cells = buildPriceGrid(productType)
    for (let i = 0; i < cells.length; i += GRID_CHUNK) {
      tx.insert(priceGridCells)
        .values(cells.slice(i, i + GRID_CHUNK))
        .onConflictDoNothing()
        .run()
    }
  }
}

function seedHardwareProducts(tx: Transaction) {
  for (const h of HARDWARE_PRODUCTS) {
    const values = {
      description: h.description,
      basePriceCents: h.basePriceCents,
      imageUrl: h.imageUrl,
      category: h.category,
      features: h.features,
      specifications: h.specifications,
      compatibility: h.compatibility,
      installationDifficulty: h.installationDifficulty,
      warranty: h.warranty,
      sortOrder: h.sortOrder,
    }
    const existing = tx
      .select({ id: hardwareProducts.id })
      .from(hardwareProducts)
      .where(and(eq(hardwareProducts.kind, h.kind), eq(hardwareProducts.name, h.name)))
      .orderBy(hardwareProducts.id)
      .get()
    if (!existing) {
      tx.insert(hardwareProducts)
        .values({ kind: h.kind, name: h.name, ...values })
        .run()
    }
  }
}

function seedProductImages(tx: Transaction) {
  for (const image of PRODUCT_IMAGES) {
    const values = {
      imageUrl: image.imageUrl,
      description: image.description,
      altText: image.altText,
      width: image.width,
      height: image.height,
      sortOrder: image.sortOrder,
    }
    const existing = tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(
        and(eq(productImages.productType, image.productType), eq(productImages.title, image.title)),
      )
      .orderBy(productImages.id)
      .get()
    if (!existing) {
      tx.insert(productImages)
        .values({ productType: image.productType, title: image.title, ...values })
        .run()
    }
  }
}

function seedBlog(tx: Transaction) {
  const categoryIds = new Map<string, number>()
  for (const name of BLOG_CATEGORIES) {
    const row = tx
      .insert(blogCategories)
      .values({ name, slug: slugify(name) })
      .onConflictDoUpdate({ target: blogCategories.name, set: { slug: slugify(name) } })
      .returning({ id: blogCategories.id })
      .get()
    categoryIds.set(name, row.id)
  }

  const tagIds = new Map<string, number>()
  for (const name of BLOG_TAGS) {
    const row = tx
      .insert(blogTags)
      .values({ name, slug: slugify(name) })
      .onConflictDoUpdate({ target: blogTags.name, set: { slug: slugify(name) } })
      .returning({ id: blogTags.id })
      .get()
    tagIds.set(name, row.id)
  }

  for (const p of BLOG_POSTS) {
    const values = {
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      featuredImage: p.featuredImage,
      metaDescription: p.metaDescription,
      metaKeywords: p.metaKeywords,
      author: p.author,
      categoryId: categoryIds.get(p.category) ?? null,
      status: p.status,
      readTime: p.readTime,
      publishedAt: p.publishedAt === null ? null : new Date(p.publishedAt),
    }
    tx.insert(blogPosts)
      .values({ slug: p.slug, ...values, createdAt: new Date(p.createdAt) })
      .onConflictDoNothing({ target: blogPosts.slug })
      .run()
    const row = tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, p.slug))
      .get()!
    for (const tag of p.tags) {
      const tagId = tagIds.get(tag)
      if (tagId === undefined) throw new Error(`Blog post ${p.slug} uses unknown tag ${tag}`)
      tx.insert(blogPostTags).values({ postId: row.id, tagId }).onConflictDoNothing().run()
    }
  }
}

function seedSlotTemplates(tx: Transaction) {
  for (const t of SLOT_TEMPLATES) {
    const values = { durationMinutes: t.durationMinutes, maxBookings: t.maxBookings }
    tx.insert(appointmentSlotTemplates)
      .values({ startTime: t.startTime, ...values })
      .onConflictDoNothing()
      .run()
  }
}

function seedSiteContent(tx: Transaction) {
  for (const c of SITE_CONTENT) {
    const values = { value: c.value, contentType: c.contentType }
    tx.insert(siteContent)
      .values({ section: c.section, key: c.key, ...values })
      .onConflictDoNothing()
      .run()
  }
}

/** Creates the admin when absent; an existing admin (and password) is left alone. */
/**
 * Real data, on every machine (not demo): each served county's sales surtax with the date it
 * applies from (app/content/florida-sales-tax.ts). A county the owner already set is left alone.
 */
export function seedSalesTaxRates(tx: Pick<AppDatabase, 'select' | 'insert'>) {
  for (const rate of SEED_COUNTY_SURTAXES) {
    const set = tx
      .select({ id: salesTaxRates.id })
      .from(salesTaxRates)
      .where(eq(salesTaxRates.county, rate.county))
      .get()
    if (set) continue
    tx.insert(salesTaxRates)
      .values({
        county: rate.county,
        surtaxBasisPoints: basisPointsOf(rate.surtaxRatePercent),
        appliesFrom: rate.appliesFrom,
      })
      .run()
  }
}

function seedAdmin(tx: Transaction, username: string, passwordHash: string): boolean {
  const inserted = tx
    .insert(adminUsers)
    .values({ username, passwordHash, role: 'owner' })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ id: adminUsers.id })
    .all()
  return inserted.length > 0
}

export function formatSeedSummary(summary: SeedSummary): string {
  return [
    `${summary.fabricSwatches} fabric swatches`,
    `${summary.productOptions} product options`,
    `${summary.priceGridCells} price grid cells`,
    `${summary.hardwareProducts} motors & accessories`,
    `${summary.productImages} product images`,
    `${summary.blogCategories} blog categories`,
    `${summary.blogTags} blog tags`,
    `${summary.blogPosts} blog posts`,
    `${summary.blogPostTags} post tags`,
    `${summary.appointmentSlotTemplates} slot templates`,
    `${summary.siteContent} site content items`,
    `${summary.adminUsers} admin users${summary.adminCreated ? ' (admin created)' : ''}`,
  ].join(', ')
}

/** How many calendar years of holidays the seed closes: this one and the next three. */
export const SEEDED_HOLIDAY_YEARS = 4

/**
 * Closes the holidays (app/domain/holidays.ts: the federal holidays, their observed weekdays,
 * Christmas Eve, the day after Thanksgiving, New Year's Eve) from `today` to the end of the
 * last of SEEDED_HOLIDAY_YEARS years, as closed days: real data, not demo. A day already in
 * the table is left alone (closed by staff under another name, or opened again by staff, who
 * know their office), so running the seed again changes nothing. The times of a day closed
 * now are blocked, as closing a day does. Answers how many days it closed.
 */
export function seedClosedDays(db: AppDatabase, today = businessDate()): number {
  const lastYear = Number(today.slice(0, 4)) + SEEDED_HOLIDAY_YEARS - 1
  const days = holidayClosures(today, `${lastYear}-12-31`)
  return db.transaction((tx) => {
    let closed = 0
    for (const day of days) {
      const added = tx
        .insert(appointmentClosedDays)
        .values(day)
        .onConflictDoNothing({ target: appointmentClosedDays.date })
        .run().changes
      if (!added) continue
      tx.update(appointmentSlots)
        .set({ isAvailable: false })
        .where(eq(appointmentSlots.date, day.date))
        .run()
      closed++
    }
    return closed
  })
}

/** The installer's demo day (issue 31): a visit today and tomorrow, assigned to `username`. */
const DEMO_VISITS = [
  {
    day: 0,
    time: '10:00',
    name: 'Demo Customer (today)',
    address: '100 Las Olas Blvd, Fort Lauderdale, FL 33301',
  },
  {
    day: 0,
    time: '14:00',
    name: 'Demo Customer (this afternoon)',
    address: '2500 Weston Rd, Weston, FL 33331',
  },
  {
    day: 1,
    time: '10:00',
    name: 'Demo Customer (tomorrow)',
    address: '1 Town Center Rd, Boca Raton, FL 33486',
  },
]

/**
 * Books the demo visits for today and tomorrow and assigns them to the admin, once (a visit
 * of the same name on the same day is left alone). For the quick start's phone view.
 */
export function seedDemoVisits(db: AppDatabase, username: string, today = businessDate()): number {
  return db.transaction((tx) => {
    const admin = tx.select().from(adminUsers).where(eq(adminUsers.username, username)).get()
    if (!admin) return 0
    let added = 0
    for (const v of DEMO_VISITS) {
      const date = addCalendarDays(today, v.day)
      const exists = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.appointmentDate, date), eq(appointments.customerName, v.name)))
        .get()
      if (exists) continue
      tx.insert(appointmentSlots)
        .values({ date, timeSlot: v.time, durationMinutes: 120, maxBookings: 2 })
        .onConflictDoNothing()
        .run()
      const slot = tx
        .select()
        .from(appointmentSlots)
        .where(and(eq(appointmentSlots.date, date), eq(appointmentSlots.timeSlot, v.time)))
        .get()
      if (!slot) continue
      tx.update(appointmentSlots)
        .set({ currentBookings: slot.currentBookings + 1 })
        .where(eq(appointmentSlots.id, slot.id))
        .run()
      tx.insert(appointments)
        .values({
          slotId: slot.id,
          customerName: v.name,
          customerEmail: 'demo-customer@example.com',
          customerPhone: '(954) 555-0100',
          customerAddress: v.address,
          serviceType: 'installation',
          serviceDescription: 'Demo visit: gate code 1234, park in the driveway.',
          appointmentDate: date,
          appointmentTime: v.time,
          assignedAdminId: admin.id,
        })
        .run()
      added++
    }
    return added
  })
}

/** A machine that serves the real site: the production image (NODE_ENV=production) or Fly. */
export function isDeployedMachine(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' || Boolean(env.FLY_APP_NAME)
}

/**
 * What the seed adds beyond what every site needs. Locally (the quick start): demo staff with
 * DEMO_STAFF=1, and the installer's demo visits (the demo installer's, else the admin's) unless
 * SEED_DEMO_VISITS=false. On a deployed machine: nothing, and a note when a demo setting was
 * set there (it is ignored).
 */
export function seedPlan(
  env: Record<string, string | undefined>,
  adminUsername: string | undefined,
): {
  demoStaff: boolean
  demoVisitsFor: string | undefined
  demoHistory: boolean
  note: string | undefined
} {
  const askedDemo =
    env.DEMO_STAFF === '1' || env.SEED_DEMO_VISITS === 'true' || env.SEED_DEMO_HISTORY === '1'
  if (isDeployedMachine(env)) {
    return {
      demoStaff: false,
      demoVisitsFor: undefined,
      demoHistory: false,
      note: `Deployed machine: no demo data (no demo staff, no demo visits, no made-up history)${askedDemo ? '; DEMO_STAFF / SEED_DEMO_VISITS / SEED_DEMO_HISTORY are ignored here' : ''}.`,
    }
  }
  const demoStaff = env.DEMO_STAFF === '1'
  const visitsFor = demoStaff ? 'installer' : adminUsername
  return {
    demoStaff,
    demoVisitsFor: env.SEED_DEMO_VISITS === 'false' ? undefined : visitsFor,
    // A year of made-up leads, visits, estimates and orders, so the reports have something to show.
    demoHistory: env.SEED_DEMO_HISTORY === '1',
    note: undefined,
  }
}

async function main() {
  const databasePath = process.env.DATABASE_PATH ?? './data/app.db'
  const adminUsername = process.env.ADMIN_USERNAME?.trim() || undefined
  const adminPassword = process.env.ADMIN_PASSWORD || undefined
  if (!adminUsername || !adminPassword) {
    console.warn('ADMIN_USERNAME and ADMIN_PASSWORD are not both set: no admin user is created.')
  }
  if (adminUsername && /[\r\n\u0085\u2028\u2029]/.test(adminUsername)) {
    throw new Error('ADMIN_USERNAME must be one line')
  }
  const plan = seedPlan(process.env, adminUsername)
  const db = openDatabase(databasePath)
  try {
    applyMigrations(db)
    const summary = await seed(db, { adminUsername, adminPassword, demoStaff: plan.demoStaff })
    console.log(`Seeded ${databasePath}: ${formatSeedSummary(summary)}`)
    // Real data: the public holidays and the office's usual closed days.
    console.log(`Holidays closed for booking: ${seedClosedDays(db)}`)
    if (plan.note) console.log(plan.note)
    if (plan.demoVisitsFor) {
      console.log(
        `Demo visits added for ${plan.demoVisitsFor}: ${seedDemoVisits(db, plan.demoVisitsFor)}`,
      )
    }
    if (plan.demoHistory) {
      console.log(
        `A year of made-up history for the reports: ${JSON.stringify(seedHistory(db, 'demo'))}`,
      )
    }
  } finally {
    db.$client.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
