/**
 * The one writer of the reviews table (issue 30, "Reviews from real customers"): the
 * invitation when staff complete an order or a visit (one link per order or visit, the private
 * link e-mailed through the outbox, only the token's hash kept; an order's link asks one review
 * per product, each its own row, issue 40), the customer's submission (single use, until the
 * link expires), staff's approve / reject, and the public reads of the
 * approved reviews for a product page or a city page. An approval moves the content version
 * through the table's trigger (migration 0011), so cached pages show it.
 */
import crypto from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { businessDate } from '~/domain/business-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import {
  cityOfAddress,
  type PublicReview,
  REVIEW_LINK_DAYS,
  type ReviewForm,
  reviewDisplayName,
  reviewedProductName,
  reviewLinkExpiry,
  reviewSummary,
} from '~/domain/reviews'
import type { ProductType } from '../../../db/schema'
import { hashToken } from '../auth/admin-session.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { mailContent, sendMail } from '../vendors/mail.server'

const { reviews } = schema

export type ReviewStatus = (typeof schema.REVIEW_STATUSES)[number]

export function reviewPath(token: string): string {
  return `/review/${token}`
}

function newToken(): string {
  return crypto.randomBytes(24).toString('base64url')
}

type Invitation = {
  subject: 'order' | 'visit'
  orderId?: number
  appointmentId?: number
  /** The products reviewed (one row each), none for a visit. */
  productTypes: ProductType[]
  customerName: string
  customerEmail: string
  city: { slug: string; name: string } | null
  /** What is reviewed, in the mail's words: the order's reference, or a visit. */
  what: { order: string } | 'visit'
  /** The language stored with the order or visit: the mail and its link go in it. */
  language: Locale
}

/**
 * Keeps the invitation (one row per product of the order, or one for a visit, all under one
 * link) and e-mails the link; nothing when this order or visit has one.
 */
async function invite(input: Invitation, now = new Date()): Promise<boolean> {
  const token = newToken()
  const common = {
    subject: input.subject,
    orderId: input.orderId ?? null,
    appointmentId: input.appointmentId ?? null,
    citySlug: input.city?.slug ?? null,
    customerEmail: input.customerEmail,
    displayName: reviewDisplayName(input.customerName, input.city?.name ?? null),
    tokenHash: hashToken(token),
    expiresAt: reviewLinkExpiry(now),
  }
  const products: (ProductType | null)[] = input.productTypes.length ? input.productTypes : [null]
  const row = db.transaction((tx) => {
    // Invited already (a completed order moved back and completed again): no second link.
    const earlier = input.orderId
      ? tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, input.orderId)).get()
      : tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(eq(reviews.appointmentId, input.appointmentId ?? -1))
          .get()
    if (earlier) return undefined
    const rows = tx
      .insert(reviews)
      .values(products.map((productType) => ({ ...common, productType })))
      .onConflictDoNothing()
      .returning({ id: reviews.id })
      .all()
    return rows[0]
  })
  if (!row) return false
  const { language } = input
  const { t } = serverT(language)
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}${pathInLocale(reviewPath(token), language)}`
  const first = input.customerName.trim().split(/\s+/)[0] ?? ''
  const what =
    input.what === 'visit'
      ? t('reviews.mail.visit')
      : t('reviews.mail.order', { reference: input.what.order })
  await sendMail({
    to: input.customerEmail,
    subject: t('reviews.mail.subject'),
    topic: `review-invitation:${row.id}`,
    ...mailContent({
      language: language,
      intro: t('reviews.mail.intro', { first, what }),
      paragraphs: [t('reviews.mail.yours', { days: String(REVIEW_LINK_DAYS) })],
      link: { label: t('reviews.mail.link'), url },
    }),
  })
  return true
}

/** Staff completed an order: its customer is invited once. */
export async function inviteOrderReview(orderId: number): Promise<boolean> {
  const order = db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()
  if (order?.kind !== 'order') return false
  const lines = db
    .select({ productType: schema.orderLines.productType, kind: schema.orderLines.kind })
    .from(schema.orderLines)
    .where(eq(schema.orderLines.orderId, orderId))
    .orderBy(schema.orderLines.id)
    .all()
  const productTypes = [
    ...new Set(lines.filter((l) => l.kind === 'product').map((l) => l.productType)),
  ]
  return invite({
    subject: 'order',
    orderId,
    productTypes,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    city: cityOfAddress(order.customerCity, order.customerAddress),
    what: { order: order.reference ?? `#${order.id}` },
    language: order.language,
  })
}

/** Staff marked a visit completed: its customer is invited once. */
export async function inviteVisitReview(appointmentId: number): Promise<boolean> {
  const visit = db
    .select()
    .from(schema.appointments)
    .where(eq(schema.appointments.id, appointmentId))
    .get()
  if (visit?.status !== 'completed') return false
  return invite({
    subject: 'visit',
    appointmentId,
    productTypes: [],
    customerName: visit.customerName,
    customerEmail: visit.customerEmail,
    city: cityOfAddress(visit.customerAddress),
    what: 'visit',
    language: visit.language,
  })
}

export type TokenState =
  | {
      state: 'open'
      review: {
        displayName: string
        subject: 'order' | 'visit'
        /** What the link asks a review of, in order: each product of the order, or the visit. */
        items: { id: number; productName: string | null }[]
      }
    }
  | { state: 'used' | 'expired' | 'unknown' }

function rowsOfLink(reader: Pick<typeof db, 'select'>, token: string) {
  return reader
    .select()
    .from(reviews)
    .where(eq(reviews.tokenHash, hashToken(token)))
    .orderBy(reviews.id)
    .all()
}

/** What a review link is: open to write, already used, expired, or no link of ours. Reads only. */
export function reviewByToken(token: string, now = new Date()): TokenState {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return { state: 'unknown' }
  const rows = rowsOfLink(db, token)
  const first = rows[0]
  if (!first) return { state: 'unknown' }
  if (rows.some((r) => r.status !== 'invited')) return { state: 'used' }
  if (first.expiresAt.getTime() <= now.getTime()) return { state: 'expired' }
  return {
    state: 'open',
    review: {
      displayName: first.displayName,
      subject: first.subject,
      items: rows.map((r) => ({ id: r.id, productName: reviewedProductName(r.productType) })),
    },
  }
}

/**
 * The customer's reviews, once: one per item of the link, in the link's order. False when the
 * link was used meanwhile, has expired, or the answers do not match what it asks.
 */
export function submitReview(token: string, values: ReviewForm[], now = new Date()): boolean {
  return db.transaction((tx) => {
    const rows = rowsOfLink(tx, token)
    const open = rows.every((r) => r.status === 'invited' && r.expiresAt.getTime() > now.getTime())
    if (!open || rows.length === 0 || rows.length !== values.length) return false
    rows.forEach((row, i) => {
      tx.update(reviews)
        .set({
          rating: values[i].rating,
          text: values[i].text,
          status: 'submitted',
          submittedAt: now,
          updatedAt: now,
        })
        .where(and(eq(reviews.id, row.id), eq(reviews.status, 'invited')))
        .run()
    })
    return true
  })
}

export type StaffReview = {
  id: number
  subject: 'order' | 'visit'
  orderId: number | null
  appointmentId: number | null
  /** The product reviewed ("Zebra Shades"), null for a visit. */
  productName: string | null
  citySlug: string | null
  displayName: string
  rating: number | null
  text: string | null
  status: ReviewStatus
  submittedAt: string | null
}

/** Staff's list: written reviews waiting for a decision first, then the rest, newest first. */
export function listReviewsForStaff(): StaffReview[] {
  const rows = db
    .select()
    .from(reviews)
    .orderBy(
      sql`case ${reviews.status} when 'submitted' then 0 when 'approved' then 1 when 'rejected' then 2 else 3 end`,
      desc(reviews.id),
    )
    .limit(200)
    .all()
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    orderId: r.orderId,
    appointmentId: r.appointmentId,
    productName: reviewedProductName(r.productType),
    citySlug: r.citySlug,
    displayName: r.displayName,
    rating: r.rating,
    text: r.text,
    status: r.status,
    submittedAt: r.submittedAt ? businessDate(r.submittedAt) : null,
  }))
}

/**
 * Staff approve or reject (hide) a written review, or put it back to `submitted` (Undo).
 * Answers the status it had, or null when there is no written review with that id.
 */
export function decideReview(
  id: number,
  status: 'approved' | 'rejected' | 'submitted',
  by: string,
): ReviewStatus | null {
  return db.transaction((tx) => {
    const row = tx.select().from(reviews).where(eq(reviews.id, id)).get()
    if (!row || row.status === 'invited' || row.rating === null) return null
    if (row.status !== status) {
      tx.update(reviews)
        .set({ status, decidedAt: new Date(), decidedBy: by, updatedAt: new Date() })
        .where(eq(reviews.id, id))
        .run()
    }
    return row.status
  })
}

export type ReviewsBlock = {
  summary: { average: number; count: number } | null
  latest: PublicReview[]
}

function approvedWhere(filter: ReturnType<typeof sql>) {
  return and(eq(reviews.status, 'approved'), filter)
}

function block(filter: ReturnType<typeof sql>): ReviewsBlock {
  const where = approvedWhere(filter)
  const totals = db
    .select({ count: sql<number>`count(*)`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)` })
    .from(reviews)
    .where(where)
    .get()
  const latest = db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(5)
    .all()
    .map((r) => ({
      id: r.id,
      rating: r.rating ?? 0,
      text: r.text ?? '',
      displayName: r.displayName,
      date: businessDate(r.submittedAt ?? r.createdAt),
    }))
  const count = totals?.count ?? 0
  const summary = count
    ? {
        average: Math.round(((totals?.sum ?? 0) / count) * 10) / 10,
        count,
      }
    : reviewSummary([])
  return { summary, latest }
}

/** Approved reviews of this product: the five latest and the average. */
export function approvedReviewsForProduct(productType: ProductType): ReviewsBlock {
  return block(sql`${reviews.productType} = ${productType}`)
}

/** Approved reviews of orders and visits in this city. */
export function approvedReviewsForCity(citySlug: string): ReviewsBlock {
  return block(sql`${reviews.citySlug} = ${citySlug}`)
}
