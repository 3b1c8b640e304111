/**
 * A business's history, made up but plausible, for the owner's reports (issue 42): leads from
 * each source and city, answered (mostly) within two hours; visits booked from them, assigned to
 * the installers; estimates sent and accepted; shop orders with their lines, counties and cities,
 * some refunded, most installed; reviews. Deterministic (a seeded random sequence), so two runs
 * give the same figures.
 *
 * Two sizes: 'demo' (one year, what a new user of the quick start sees) and 'busy' (five years
 * of a busy business: about 30,000 leads, 12,000 orders and 20,000 visits, for
 * `npm run bench:reports`). Every made-up customer's e-mail is at history.example.com, which is
 * how a second run knows the history is already there (and adds nothing).
 */
import { and, count, eq, like } from 'drizzle-orm'
import { addCalendarDays, businessDate, startOfBusinessDate } from '../app/domain/business-time'
import type { AppDatabase } from './client'
import {
  adminUsers,
  appointmentSlots,
  appointments,
  estimates,
  leads,
  orderHistory,
  orderLines,
  orderRefunds,
  orders,
  requestActivity,
  reviews,
} from './schema'

export const HISTORY_EMAIL_DOMAIN = 'history.example.com'

export const HISTORY_SIZES = {
  demo: { years: 1, leadsPerYear: 600, ordersPerYear: 240 },
  busy: { years: 5, leadsPerYear: 6000, ordersPerYear: 2400 },
} as const
export type HistorySize = keyof typeof HISTORY_SIZES

/** mulberry32: a small, fast, seeded random sequence. */
function randomSequence(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CITIES = [
  { slug: 'fort-lauderdale', name: 'Fort Lauderdale', county: 'Broward', zip: '33301' },
  { slug: 'hollywood', name: 'Hollywood', county: 'Broward', zip: '33019' },
  { slug: 'pembroke-pines', name: 'Pembroke Pines', county: 'Broward', zip: '33024' },
  { slug: 'coral-springs', name: 'Coral Springs', county: 'Broward', zip: '33065' },
  { slug: 'miami', name: 'Miami', county: 'Miami-Dade', zip: '33130' },
  { slug: 'miami-beach', name: 'Miami Beach', county: 'Miami-Dade', zip: '33139' },
  { slug: 'doral', name: 'Doral', county: 'Miami-Dade', zip: '33172' },
  { slug: 'boca-raton', name: 'Boca Raton', county: 'Palm Beach', zip: '33432' },
  { slug: 'west-palm-beach', name: 'West Palm Beach', county: 'Palm Beach', zip: '33401' },
] as const
const SOURCES = [
  'quote-wizard',
  'quote-wizard',
  'city-page',
  'city-page',
  'motors-quote',
  'cart-quote',
] as const
const SERVICES = ['installation', 'replacement', 'repair', 'motorization'] as const
const PRODUCTS = [
  { type: 'zebra', name: 'Zebra Shades', cents: 26_000 },
  { type: 'roller', name: 'Roller Shades', cents: 21_000 },
  { type: 'regular', name: 'Vertical Blinds', cents: 15_000 },
] as const
const FIRST_NAMES = [
  'Ana',
  'Luis',
  'Maria',
  'James',
  'Rita',
  'Carlos',
  'Linda',
  'Omar',
  'Grace',
  'Tom',
]
const LAST_NAMES = ['Gomez', 'Smith', 'Perez', 'Johnson', 'Diaz', 'Brown', 'Rodriguez', 'Lee']

/**
 * Where customers came from (app/domain/arrival.ts), weighted as a local business's are: search,
 * ads, social, review sites, typed addresses, and some from before arrivals were kept.
 */
const ARRIVALS: [
  weight: number,
  source: string | null,
  referrer: string | null,
  medium: string | null,
  campaigns: readonly (string | null)[],
][] = [
  [30, null, 'google.com', null, [null]],
  [14, 'google', 'google.com', 'cpc', ['spring-sale', 'motorized-shades', 'hurricane-season']],
  [9, 'facebook', 'facebook.com', 'social', ['spring-sale', 'before-after']],
  [5, null, 'instagram.com', null, [null]],
  [6, null, 'yelp.com', null, [null]],
  [5, null, 'nextdoor.com', null, [null]],
  [3, 'newsletter', null, 'email', ['monthly-tips']],
  [18, null, null, null, [null]],
]
const BLOG_LANDINGS = [
  '/blog/zebra-vs-roller-shades',
  '/blog/how-to-measure-windows',
  '/blog/motorized-blinds-cost',
]

/** An arrival for a row; null columns for one from before arrivals were kept (one in ten). */
function arrivalFor(random: () => number, citySlug: string) {
  const none = {
    arrivalLanding: null,
    arrivalReferrer: null,
    arrivalSource: null,
    arrivalMedium: null,
    arrivalCampaign: null,
  }
  if (random() < 0.1) return none
  const total = ARRIVALS.reduce((n, a) => n + a[0], 0)
  let roll = random() * total
  let chosen = ARRIVALS[0]
  for (const arrival of ARRIVALS) {
    roll -= arrival[0]
    chosen = arrival
    if (roll < 0) break
  }
  const [, source, referrer, medium, campaigns] = chosen
  const page = random()
  const landing =
    page < 0.45
      ? `/${citySlug}`
      : page < 0.65
        ? BLOG_LANDINGS[Math.floor(random() * BLOG_LANDINGS.length)]
        : page < 0.9
          ? '/'
          : '/shop/zebra'
  return {
    arrivalLanding: landing,
    arrivalReferrer: referrer,
    arrivalSource: source,
    arrivalMedium: medium,
    arrivalCampaign: campaigns[Math.floor(random() * campaigns.length)],
  }
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const CHUNK = 400

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

/** True when this database already has the made-up history. */
export function hasHistory(db: AppDatabase): boolean {
  return (
    (db
      .select({ n: count() })
      .from(leads)
      .where(like(leads.email, `%@${HISTORY_EMAIL_DOMAIN}`))
      .get()?.n ?? 0) > 0
  )
}

export type HistorySummary = {
  leads: number
  visits: number
  estimates: number
  orders: number
  refunds: number
  reviews: number
}

/**
 * Adds the history ending yesterday (business date) to `db`, once. Answers what it added
 * (all 0 when the history was there already).
 */
export function seedHistory(
  db: AppDatabase,
  size: HistorySize,
  today: string = businessDate(),
  seed = 42,
): HistorySummary {
  const none = { leads: 0, visits: 0, estimates: 0, orders: 0, refunds: 0, reviews: 0 }
  if (hasHistory(db)) return none
  const random = randomSequence(seed)
  // A sequence of its own: the rest of the history is the same as before arrivals were added.
  const arrivalRandom = randomSequence(seed + 1)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
  const { years, leadsPerYear, ordersPerYear } = HISTORY_SIZES[size]
  const end = (startOfBusinessDate(today) as Date).getTime()
  const start = (startOfBusinessDate(addCalendarDays(today, -365 * years)) as Date).getTime()
  // More business in later years, and in spring (before the summer sun) than in autumn.
  const when = () => {
    for (;;) {
      const at = start + random() * (end - start)
      const growth = 0.6 + 0.4 * ((at - start) / (end - start))
      const month = new Date(at).getUTCMonth()
      const season = month >= 2 && month <= 5 ? 1 : 0.75
      if (random() < growth * season) return at
    }
  }
  const person = () => {
    const first = pick(FIRST_NAMES)
    const last = pick(LAST_NAMES)
    const n = Math.floor(random() * 1e9)
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${n}@${HISTORY_EMAIL_DOMAIN}`.toLowerCase(),
      phone: `(954) 555-${String(n % 10_000).padStart(4, '0')}`,
    }
  }

  return db.transaction((tx) => {
    const staff = tx.select({ id: adminUsers.id, role: adminUsers.role }).from(adminUsers).all()
    const installers = staff.filter((s) => s.role === 'installer').map((s) => s.id)
    const assignees = installers.length ? installers : staff.map((s) => s.id)

    // ---------------------------------------------------------------- leads and their answers
    const leadRows = Array.from({ length: leadsPerYear * years }, () => {
      const city = pick(CITIES)
      const source = pick(SOURCES)
      const who = person()
      return {
        source,
        serviceType: pick(SERVICES),
        zipCode: city.zip,
        city: source === 'city-page' ? city.slug : null,
        name: who.name,
        email: who.email,
        phone: who.phone,
        status: 'contacted' as const,
        createdAt: new Date(when()),
        ...arrivalFor(arrivalRandom, city.slug),
      }
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    const leadIds: { id: number; at: number; who: (typeof leadRows)[number] }[] = []
    for (const part of chunks(leadRows)) {
      const ids = tx.insert(leads).values(part).returning({ id: leads.id }).all()
      ids.forEach((row, i) => {
        leadIds.push({ id: row.id, at: part[i].createdAt.getTime(), who: part[i] })
      })
    }
    const answers = leadIds.map((lead) => ({
      leadId: lead.id,
      kind: 'status' as const,
      body: 'New → Contacted',
      author: 'office',
      // Most within the two hours; some the next morning.
      createdAt: new Date(lead.at + (random() < 0.85 ? random() * 2 : 2 + random() * 16) * HOUR_MS),
    }))
    for (const part of chunks(answers)) tx.insert(requestActivity).values(part).run()

    // ---------------------------------------------------------------- visits and estimates
    const slotIds = new Map<string, number>()
    const slotFor = (date: string) => {
      const known = slotIds.get(date)
      if (known) return known
      // A slot of its own, never offered to anyone booking (the real slots are untouched).
      tx.insert(appointmentSlots)
        .values({
          date,
          timeSlot: '08:59',
          durationMinutes: 120,
          maxBookings: 50,
          isAvailable: false,
        })
        .onConflictDoNothing()
        .run()
      const row = tx
        .select({ id: appointmentSlots.id })
        .from(appointmentSlots)
        .where(and(eq(appointmentSlots.date, date), eq(appointmentSlots.timeSlot, '08:59')))
        .get() as { id: number }
      slotIds.set(date, row.id)
      return row.id
    }
    const visited = leadIds.filter(() => random() < 0.67)
    const visitRows = visited.map((lead) => {
      const bookedAt = lead.at + (0.2 + random() * 3) * DAY_MS
      const date = businessDate(bookedAt + (1 + Math.floor(random() * 7)) * DAY_MS)
      return {
        slotId: slotFor(date),
        customerName: lead.who.name,
        customerEmail: lead.who.email,
        customerPhone: lead.who.phone,
        customerAddress: `${100 + Math.floor(random() * 900)} Palm Ave`,
        serviceType: 'consultation' as const,
        appointmentDate: date,
        appointmentTime: '09:00',
        status: date < today ? ('completed' as const) : ('scheduled' as const),
        leadId: lead.id,
        assignedAdminId: assignees.length ? pick(assignees) : null,
        createdAt: new Date(bookedAt),
        // A visit booked from a lead came from where the lead came from.
        arrivalLanding: lead.who.arrivalLanding,
        arrivalReferrer: lead.who.arrivalReferrer,
        arrivalSource: lead.who.arrivalSource,
        arrivalMedium: lead.who.arrivalMedium,
        arrivalCampaign: lead.who.arrivalCampaign,
      }
    })
    for (const part of chunks(visitRows)) tx.insert(appointments).values(part).run()
    const estimateRows = visitRows
      .filter(() => random() < 0.6)
      .map((visit) => {
        const sentAt = visit.createdAt.getTime() + (2 + random() * 6) * DAY_MS
        const accepted = random() < 0.45
        return {
          token: `history-${Math.floor(random() * 1e15).toString(36)}-${visit.leadId}`,
          leadId: visit.leadId,
          customerName: visit.customerName,
          customerEmail: visit.customerEmail,
          customerPhone: visit.customerPhone,
          status: accepted ? ('accepted' as const) : ('sent' as const),
          expiresOn: businessDate(sentAt + 30 * DAY_MS),
          createdByName: 'office',
          sentAt: new Date(sentAt),
          createdAt: new Date(sentAt - DAY_MS),
          updatedAt: new Date(sentAt + (accepted ? (1 + random() * 10) * DAY_MS : 0)),
        }
      })
    for (const part of chunks(estimateRows)) tx.insert(estimates).values(part).run()

    // ---------------------------------------------------------------- shop orders
    let refunds = 0
    let reviewCount = 0
    const orderCount = ordersPerYear * years
    const orderRows = Array.from({ length: orderCount }, () => {
      const city = pick(CITIES)
      const who = person()
      const paidAt = when()
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const product = pick(PRODUCTS)
        const quantity = 1 + Math.floor(random() * 4)
        const unit = product.cents + Math.floor(random() * 8) * 1_000
        return { product, quantity, unit, total: unit * quantity }
      })
      const subtotal = lines.reduce((n, l) => n + l.total, 0)
      const tax = Math.round(subtotal * 0.07)
      return {
        city,
        who,
        paidAt,
        lines,
        subtotal,
        tax,
        arrival: arrivalFor(arrivalRandom, city.slug),
      }
    }).sort((a, b) => a.paidAt - b.paidAt)
    for (const part of chunks(orderRows)) {
      const ids = tx
        .insert(orders)
        .values(
          part.map((o) => ({
            kind: 'order' as const,
            status: 'paid' as const,
            stage: o.paidAt < end - 30 * DAY_MS ? ('completed' as const) : ('paid' as const),
            customerName: o.who.name,
            customerEmail: o.who.email,
            customerPhone: o.who.phone,
            customerAddress: `${100 + Math.floor(random() * 900)} Ocean Dr`,
            customerCity: o.city.name,
            customerZip: o.city.zip,
            subtotalCents: o.subtotal,
            installationCents: 0,
            taxCents: o.tax,
            totalCents: o.subtotal + o.tax,
            taxCounty: o.city.county,
            paidAt: new Date(o.paidAt),
            createdAt: new Date(o.paidAt - 10 * 60_000),
            ...o.arrival,
          })),
        )
        .returning({ id: orders.id })
        .all()
      const lines = ids.flatMap((row, i) =>
        part[i].lines.map((l) => ({
          orderId: row.id,
          productType: l.product.type,
          productName: l.product.name,
          fabricName: 'Linen White',
          widthEighths: (24 + Math.floor(random() * 60)) * 8,
          heightEighths: (36 + Math.floor(random() * 60)) * 8,
          unitPriceCents: l.unit,
          quantity: l.quantity,
          lineTotalCents: l.total,
        })),
      )
      tx.insert(orderLines).values(lines).run()
      const history = ids.flatMap((row, i) => {
        const paidAt = part[i].paidAt
        const installedAt = paidAt + (10 + random() * 18) * DAY_MS
        return installedAt < end
          ? [
              {
                orderId: row.id,
                fromStage: 'installation-scheduled',
                toStage: 'installed',
                by: 'installer',
                at: new Date(installedAt),
              },
            ]
          : []
      })
      if (history.length) tx.insert(orderHistory).values(history).run()
      const refundRows = ids.flatMap((row, i) =>
        random() < 0.05
          ? [
              {
                orderId: row.id,
                amountCents: Math.round(
                  (part[i].subtotal + part[i].tax) * (random() < 0.5 ? 1 : 0.2),
                ),
                reason: 'Customer changed their mind',
                status: 'succeeded' as const,
                idempotencyKey: `history-refund-${row.id}`,
                by: 'owner',
                createdAt: new Date(part[i].paidAt + (3 + random() * 20) * DAY_MS),
              },
            ]
          : [],
      )
      if (refundRows.length) tx.insert(orderRefunds).values(refundRows).run()
      refunds += refundRows.length
      const reviewRows = ids.flatMap((row, i) =>
        random() < 0.08
          ? [
              {
                subject: 'order' as const,
                orderId: row.id,
                productType: part[i].lines[0].product.type,
                citySlug: part[i].city.slug,
                customerEmail: part[i].who.email,
                displayName: `${part[i].who.name.split(' ')[0]} ${part[i].who.name.split(' ')[1][0]}., ${part[i].city.name}`,
                rating: random() < 0.8 ? 5 : random() < 0.7 ? 4 : 3,
                text: 'Great service from measuring to installation.',
                tokenHash: `history-review-${row.id}`,
                expiresAt: new Date(part[i].paidAt + 60 * DAY_MS),
                status: random() < 0.9 ? ('approved' as const) : ('submitted' as const),
                submittedAt: new Date(part[i].paidAt + 30 * DAY_MS),
              },
            ]
          : [],
      )
      if (reviewRows.length) tx.insert(reviews).values(reviewRows).run()
      reviewCount += reviewRows.length
    }
    return {
      leads: leadRows.length,
      visits: visitRows.length,
      estimates: estimateRows.length,
      orders: orderCount,
      refunds,
      reviews: reviewCount,
    }
  })
}
