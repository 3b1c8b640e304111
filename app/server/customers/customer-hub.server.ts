// Long (over 400 lines): the one writer of customer_hub_links; a link's request, mail, spending, cookie and list belong together (docs/decisions/141-find-my-orders.md).
/**
 * "Find my orders" (issue 39, Jobber's client hub): THE one writer of `customer_hub_links`,
 * the request for a link, its e-mail, spending it, the short-lived cookie it gives, and what
 * the customer's list shows. Why a link's GET only shows a button and its POST spends it
 * (LiteFS replicas cannot write; mail scanners open links): docs/decisions/141-find-my-orders.md.
 */
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm'
import { businessDate } from '~/domain/business-time'
import {
  FIND_MY_ORDERS_ANSWER,
  findMyOrdersSchema,
  HUB_LINK_MINUTES,
  HUB_VIEW_MINUTES,
  hubEmail,
  hubLinkState,
} from '~/domain/customer-hub'
import { estimateState } from '~/domain/estimate'
import { OFFLINE_PAYMENT_METHOD_LABELS } from '~/domain/installed-job'
import { type Locale, pathInLocale } from '~/domain/locale'
import { statusWords } from '~/domain/order-timeline'
import { appointmentLinks } from '../booking/appointment-links.server'
import { publishedContact } from '../content/business-settings.server'
import { estimatePath } from '../estimates/estimates.server'
import { balanceOf, payPathOf } from '../orders/installed-job.server'
import { freshOrderPath } from '../orders/links.server'
import { createSiteCookie } from '../platform/cookies.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { requestLocale, serverT } from '../platform/i18n.server'
import { hitRateLimit, limitVisitor } from '../platform/rate-limit.server'
import { mailContent, sendMail } from '../vendors/mail.server'

const { customerHubLinks, estimates, orders, appointments, payments, offlinePayments } = schema

const MINUTE_MS = 60_000

/** Requests one visitor (address) may make in the window: each may send an e-mail. */
export const FIND_PER_VISITOR = { limit: 5, windowMs: 15 * MINUTE_MS }
/**
 * E-mails one address may receive in the window, whoever asks: no one can mail-bomb it. The
 * window is the link's own lifetime, so an address past its limit always has a link still
 * good in its inbox (the ones sent in the window): asking for someone else's address can
 * never lock them out.
 */
export const FIND_PER_ADDRESS = { limit: 3, windowMs: HUB_LINK_MINUTES * MINUTE_MS }

/**
 * The list's cookie: signed, httpOnly, ending with the view. Path '/', not '/my-orders': with
 * JavaScript the list's data is fetched from `/my-orders.data`, which a cookie kept to the
 * '/my-orders' path is not sent to. No cached page reads it (page-cache.server.ts).
 */
const hubCookie = createSiteCookie('my_orders', { maxAgeSeconds: HUB_VIEW_MINUTES * 60 })

function hashOf(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** An address's rate-limit key: hashed, so the buckets table holds no e-mail addresses. */
function addressKey(email: string): string {
  return `find-my-orders-address:${hashOf(email).slice(0, 32)}`
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The customer's private page of a link. */
export function hubLinkPath(token: string): string {
  return `/find-my-orders/${token}`
}

/**
 * Whether we hold anything for this address that the list would show: an estimate sent to it,
 * an order, a visit. Only then is a link e-mailed (we never mail addresses we do not know).
 */
function knownAddress(email: string): boolean {
  const estimate = db
    .select({ id: estimates.id })
    .from(estimates)
    .where(
      and(sql`lower(trim(${estimates.customerEmail})) = ${email}`, ne(estimates.status, 'draft')),
    )
    .limit(1)
    .get()
  const order = db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`lower(trim(${orders.customerEmail})) = ${email}`)
    .limit(1)
    .get()
  const visit = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(sql`lower(trim(${appointments.customerEmail})) = ${email}`)
    .limit(1)
    .get()
  return Boolean(estimate || order || visit)
}

/** A new single-use link for the address (stored hashed), and its e-mail. */
async function mailHubLink(email: string, now: Date, locale: Locale) {
  const token = crypto.randomBytes(32).toString('base64url')
  db.insert(customerHubLinks)
    .values({
      email,
      tokenHash: hashOf(token),
      expiresAt: new Date(now.getTime() + HUB_LINK_MINUTES * MINUTE_MS),
      createdAt: now,
    })
    .run()
  // Links long past their end are only dead weight.
  db.delete(customerHubLinks)
    .where(lt(customerHubLinks.expiresAt, new Date(now.getTime() - 24 * 60 * MINUTE_MS)))
    .run()
  const env = getEnv()
  // In the language of the page it was asked from, linking to that language's page (issue 41).
  const { t } = serverT(locale)
  const url = `${env.SITE_URL.replace(/\/$/, '')}${pathInLocale(hubLinkPath(token), locale)}`
  return sendMail({
    to: email,
    subject: t('email.hub.subject', { business: env.BUSINESS_NAME }),
    topic: 'find-my-orders',
    ...mailContent({
      language: locale,
      intro: t('email.hub.intro', { business: env.BUSINESS_NAME }),
      link: { label: t('email.hub.link'), url },
      paragraphs: [
        t('email.hub.once', { minutes: HUB_LINK_MINUTES }),
        t('email.hub.ignore', { phone: publishedContact().phone }),
      ],
    }),
  })
}

/**
 * The "Find my orders" POST. Always the same answer, whether we know the address or not; the
 * e-mail goes out without being waited for, so neither the answer nor its time tells a
 * stranger anything. 429 past the visitor's limit (naming the phone); past the address's
 * limit the same answer and no e-mail. 400 for what is not an e-mail address.
 */
export async function answerFindMyOrders(
  request: Request,
  formData: FormData,
  now: Date = new Date(),
) {
  const submission = parseWithZod(formData, { schema: findMyOrdersSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sent: null, limited: null }, { status: 400 })
  }
  const visitor = limitVisitor(request, 'find-my-orders', FIND_PER_VISITOR)
  if (!visitor.allowed) {
    return data(
      { result: submission.reply(), sent: null, limited: visitor.message },
      { status: 429, headers: { 'Retry-After': String(visitor.retryAfterSeconds) } },
    )
  }
  const email = hubEmail(submission.value.email)
  const address = hitRateLimit(addressKey(email), FIND_PER_ADDRESS, now.getTime())
  if (address.allowed && knownAddress(email)) {
    // Not awaited: SMTP's time must not tell a known address from an unknown one (sendMail
    // keeps in the outbox what it cannot send, so nothing is lost).
    void mailHubLink(email, now, requestLocale(request)).catch((error) => {
      console.warn(`[mail] find my orders: ${error instanceof Error ? error.message : error}`)
    })
  }
  return data({
    result: submission.reply({ resetForm: true }),
    sent: FIND_MY_ORDERS_ANSWER,
    limited: null,
  })
}

function linkOf(token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined
  return db
    .select()
    .from(customerHubLinks)
    .where(eq(customerHubLinks.tokenHash, hashOf(token)))
    .get()
}

/** What a link's page shows, read only (a GET on a replica writes nothing). */
export function readHubLink(token: string, now: Date = new Date()) {
  return hubLinkState(linkOf(token), now)
}

/**
 * Spends a link: the one conditional update that marks it used while it is unused and in
 * time, so two clicks (or two tabs) open it once. The address it was for, or null.
 */
export function spendHubLink(token: string, now: Date = new Date()): string | null {
  if (!TOKEN_PATTERN.test(token)) return null
  const spent = db
    .update(customerHubLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerHubLinks.tokenHash, hashOf(token)),
        isNull(customerHubLinks.usedAt),
        gt(customerHubLinks.expiresAt, now),
      ),
    )
    .returning({ email: customerHubLinks.email })
    .get()
  return spent?.email ?? null
}

type HubView = { email: string; until: number }

/** The Set-Cookie of the list's view for this address, ending HUB_VIEW_MINUTES from now. */
export function openHubView(email: string, now: Date = new Date()): Promise<string> {
  const view: HubView = { email, until: now.getTime() + HUB_VIEW_MINUTES * MINUTE_MS }
  return hubCookie.serialize(view)
}

/** The Set-Cookie that ends the view ("Done" on a shared computer). */
export function closeHubView(): Promise<string> {
  return hubCookie.serialize('', { maxAge: 0 })
}

/**
 * The address whose list this browser may see, or null. The end is inside the signed value:
 * a browser that keeps the cookie past its Max-Age still gets nothing.
 */
export async function readHubView(
  request: Request,
  now: Date = new Date(),
): Promise<string | null> {
  const view = (await hubCookie.parse(request.headers.get('Cookie'))) as Partial<HubView> | null
  if (!view || typeof view.email !== 'string' || typeof view.until !== 'number') return null
  return view.until > now.getTime() ? view.email : null
}

const PAYMENT_WORDS: Record<string, string> = {
  succeeded: 'Paid',
  processing: 'Processing',
  refunded: 'Refunded',
}

/** What a card payment was for, beside its state ('Deposit paid by card'). */
const PURPOSE_WORDS: Record<string, string> = {
  order: '',
  deposit: 'Deposit',
  balance: 'Balance',
}

/**
 * The customer's payments (and what they were for), newest first: card payments (the shop's,
 * a job's deposit and balance) and the payments the office recorded (cash, check, Zelle; a
 * voided one is not a payment). Card attempts that failed or were abandoned are left out.
 */
export function hubPayments(email: string) {
  const card = db
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      status: payments.status,
      purpose: payments.purpose,
      at: payments.updatedAt,
      orderId: orders.id,
      orderReference: orders.reference,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        sql`lower(trim(${orders.customerEmail})) = ${email}`,
        inArray(payments.status, ['succeeded', 'processing', 'refunded']),
      ),
    )
    .all()
    .map(({ purpose, ...p }) => {
      const words = PAYMENT_WORDS[p.status] ?? p.status
      const what = PURPOSE_WORDS[purpose] ?? ''
      return {
        ...p,
        key: `card-${p.id}`,
        statusWords: what ? `${what}: ${words.toLowerCase()} by card` : words,
        // The parts, for a page in another language to put together.
        words: { what, state: words, method: null as string | null },
      }
    })
  const offline = db
    .select({
      id: offlinePayments.id,
      amountCents: offlinePayments.amountCents,
      method: offlinePayments.method,
      at: offlinePayments.recordedAt,
      orderId: orders.id,
      orderReference: orders.reference,
    })
    .from(offlinePayments)
    .innerJoin(orders, eq(orders.id, offlinePayments.orderId))
    .where(
      and(sql`lower(trim(${orders.customerEmail})) = ${email}`, isNull(offlinePayments.voidedAt)),
    )
    .all()
    .map(({ method, ...p }) => ({
      ...p,
      key: `offline-${p.id}`,
      status: 'succeeded' as const,
      statusWords: `Paid by ${OFFLINE_PAYMENT_METHOD_LABELS[method].toLowerCase()}`,
      words: { what: '', state: 'Paid', method: OFFLINE_PAYMENT_METHOD_LABELS[method] as string },
    }))
  return [...card, ...offline].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
}

/**
 * The customer's invoices: each installed job's balance once invoiced (when the job was
 * installed), with what is paid and still due by the one balance rule, its order's page and,
 * while money is due, the pay page; newest first.
 */
export function hubInvoices(email: string, now: Date = new Date()) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`lower(trim(${orders.customerEmail})) = ${email}`,
        eq(orders.kind, 'installed-job'),
        isNotNull(orders.balanceInvoicedAt),
      ),
    )
    .orderBy(desc(orders.balanceInvoicedAt), desc(orders.id))
    .all()
    .map((order) => {
      const balance = balanceOf(order)
      const href = freshOrderPath(order, now)
      return {
        reference: order.reference ?? '',
        invoicedAt: (order.balanceInvoicedAt as Date).getTime(),
        totalCents: balance.totalCents,
        paidCents: balance.paidCents,
        balanceCents: balance.balanceCents,
        paidInFull: balance.paidInFull,
        href,
        payHref: balance.balanceCents > 0 ? payPathOf(href) : null,
      }
    })
}

/**
 * Everything the customer has with us, for this address only (trimmed, any case): estimates
 * sent (never a draft), orders with a fresh private link, visits with their manage link,
 * invoices (an installed job's balance, with its pay link while due) and payments. Each row links to its own private page.
 */
export function customerHub(email: string, now: Date = new Date()) {
  const today = businessDate(now)
  const estimateRows = db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      version: estimates.version,
      status: estimates.status,
      expiresOn: estimates.expiresOn,
      token: estimates.token,
      sentAt: estimates.sentAt,
    })
    .from(estimates)
    .where(
      and(sql`lower(trim(${estimates.customerEmail})) = ${email}`, ne(estimates.status, 'draft')),
    )
    .orderBy(desc(estimates.id))
    .all()
  const orderRows = db
    .select()
    .from(orders)
    .where(sql`lower(trim(${orders.customerEmail})) = ${email}`)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .all()
  const visitRows = db
    .select()
    .from(appointments)
    .where(sql`lower(trim(${appointments.customerEmail})) = ${email}`)
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime))
    .all()
  return {
    estimates: estimateRows.map((e) => ({
      reference: e.reference ?? '',
      version: e.version,
      state: estimateState(e, today),
      expiresOn: e.expiresOn,
      sentAt: e.sentAt?.getTime() ?? null,
      href: estimatePath(e.token),
    })),
    orders: orderRows.map((o) => ({
      reference: o.reference ?? '',
      kind: o.kind,
      status: statusWords({ kind: o.kind, stage: o.stage } as never).heading,
      totalCents: o.totalCents,
      placedAt: o.createdAt.getTime(),
      href: freshOrderPath(o, now),
    })),
    visits: visitRows.map((v) => ({
      reference: v.reference ?? '',
      serviceType: v.serviceType,
      date: v.appointmentDate,
      time: v.appointmentTime,
      status: v.status,
      href: appointmentLinks(v, now).manageUrl,
    })),
    invoices: hubInvoices(email, now),
    payments: hubPayments(email),
  }
}

export type CustomerHub = ReturnType<typeof customerHub>
