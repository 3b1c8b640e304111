/**
 * What a customer texts us (Twilio's inbound webhook): STOP and its variants end every text to
 * the number at once (confirmed once), HELP answers with the business's name and phone, START
 * resumes; anything else is kept with what it answers (the visit, lead and order of the newest
 * open matter that number was texted about or consented with) and the office is e-mailed. The route checks Twilio's signature before calling here.
 */
import { and, desc, eq, like, or } from 'drizzle-orm'
import { toE164 } from '~/domain/phone-e164'
import { consentMatter, replyBelongsTo, replyKind, textTopicMatter } from '~/domain/texts'
import { publishedContact } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { notifyStaff } from '../vendors/mail.server'
import { optIn, optOut } from './consents.server'
import { answerKeyword } from './texts.server'

export type Inbound = { from: string; body: string; sid?: string | null }

export type InboundOutcome = 'stopped' | 'already-stopped' | 'help' | 'started' | 'kept' | 'ignored'

type Matter = { kind: 'appointment' | 'order' | 'estimate' | 'lead'; id: number }
type Belonging = { appointmentId: number | null; leadId: number | null; orderId: number | null }

const OPEN_VISIT = ['scheduled', 'confirmed']
const CLOSED_ORDER = ['completed', 'cancelled', 'refunded']
const CLOSED_LEAD = ['won', 'lost']

/** The visit, lead and order a matter stands for, and whether it is still open. */
function resolve(matter: Matter): (Belonging & { open: boolean }) | null {
  const { appointments, orders, estimates, leads } = schema
  const leadOfVisit = (id: number | null) =>
    id
      ? (db
          .select({ leadId: appointments.leadId })
          .from(appointments)
          .where(eq(appointments.id, id))
          .get()?.leadId ?? null)
      : null
  if (matter.kind === 'appointment') {
    const visit = db.select().from(appointments).where(eq(appointments.id, matter.id)).get()
    if (!visit) return null
    const order = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.appointmentId, visit.id))
      .orderBy(desc(orders.id))
      .get()
    return {
      appointmentId: visit.id,
      leadId: visit.leadId,
      orderId: order?.id ?? null,
      open: OPEN_VISIT.includes(visit.status),
    }
  }
  if (matter.kind === 'order') {
    const order = db.select().from(orders).where(eq(orders.id, matter.id)).get()
    if (!order) return null
    const estimate = order.estimateId
      ? db.select().from(estimates).where(eq(estimates.id, order.estimateId)).get()
      : undefined
    return {
      appointmentId: order.appointmentId,
      leadId: estimate ? (estimate.leadId ?? leadOfVisit(estimate.appointmentId)) : null,
      orderId: order.id,
      open: !CLOSED_ORDER.includes(order.stage),
    }
  }
  if (matter.kind === 'estimate') {
    const estimate = db.select().from(estimates).where(eq(estimates.id, matter.id)).get()
    if (!estimate) return null
    const order = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.estimateId, estimate.id))
      .get()
    return {
      appointmentId: estimate.appointmentId,
      leadId: estimate.leadId ?? leadOfVisit(estimate.appointmentId),
      orderId: order?.id ?? null,
      open: ['draft', 'sent', 'accepted'].includes(estimate.status),
    }
  }
  const lead = db.select().from(leads).where(eq(leads.id, matter.id)).get()
  if (!lead) return null
  return {
    appointmentId: null,
    leadId: lead.id,
    orderId: null,
    open: !lead.archivedAt && !CLOSED_LEAD.includes(lead.status),
  }
}

/**
 * What a reply belongs to: among what we texted that number about and what it consented to
 * texts with, the newest still open (else the newest); its visit, lead and order.
 */
function replyBelonging(phone: string): Belonging {
  const { outbox, textConsents } = schema
  const candidates: { matter: Matter; at: number }[] = []
  for (const row of db
    .select({ topic: outbox.topic, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, phone), like(outbox.topic, 'text:%')))
    .orderBy(desc(outbox.id))
    .limit(20)
    .all()) {
    const matter = textTopicMatter(row.topic)
    if (matter) candidates.push({ matter, at: row.createdAt.getTime() })
  }
  for (const row of db
    .select({ subject: textConsents.subject, givenAt: textConsents.givenAt })
    .from(textConsents)
    .where(eq(textConsents.phone, phone))
    .orderBy(desc(textConsents.id))
    .limit(20)
    .all()) {
    const matter = consentMatter(row.subject)
    if (matter) candidates.push({ matter, at: row.givenAt.getTime() })
  }
  const resolved = candidates.flatMap((c) => {
    const found = resolve(c.matter)
    return found ? [{ ...found, at: c.at }] : []
  })
  const chosen = replyBelongsTo(resolved)
  return {
    appointmentId: chosen?.appointmentId ?? null,
    leadId: chosen?.leadId ?? null,
    orderId: chosen?.orderId ?? null,
  }
}

export async function handleInboundText(
  message: Inbound,
  now: Date = new Date(),
): Promise<InboundOutcome> {
  const from = toE164(message.from)
  if (!from) return 'ignored'
  const name = getEnv().BUSINESS_NAME
  const kind = replyKind(message.body)
  if (kind === 'stop') {
    const word = message.body.trim().toUpperCase()
    if (!optOut(from, word, now)) return 'already-stopped'
    await answerKeyword(
      from,
      `${name}: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.`,
      'opt-out confirmed',
    )
    return 'stopped'
  }
  if (kind === 'help') {
    const contact = publishedContact()
    await answerKeyword(
      from,
      `${name}: texts about your visit. Help: call ${contact.phone} or e-mail ${contact.email}. Msg & data rates may apply. Reply STOP to opt out.`,
      'help',
    )
    return 'help'
  }
  if (kind === 'start') {
    if (optIn(from))
      await answerKeyword(
        from,
        `${name}: you are resubscribed to texts about your visit. Reply STOP to opt out, HELP for help.`,
        'resubscribed',
      )
    return 'started'
  }
  const belongs = replyBelonging(from)
  db.insert(schema.textReplies)
    .values({
      phone: from,
      body: message.body.slice(0, 1600),
      ...belongs,
      providerId: message.sid ?? null,
      receivedAt: now,
    })
    .run()
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const link = belongs.orderId
    ? { label: 'Open the order', url: `${site}/admin/orders/${belongs.orderId}` }
    : belongs.leadId
      ? { label: 'Open the lead', url: `${site}/admin/leads/${belongs.leadId}` }
      : belongs.appointmentId
        ? { label: 'Open the visit', url: `${site}/admin/my-visits/${belongs.appointmentId}` }
        : undefined
  await notifyStaff({
    subject: 'A customer answered a text',
    intro: `A customer texted ${name} from ${from}.`,
    lines: [
      ['Message', message.body.slice(0, 1600)],
      ['Visit', belongs.appointmentId ? `#${belongs.appointmentId}` : '(none)'],
      ['Lead', belongs.leadId ? `#${belongs.leadId}` : '(none)'],
      ['Order', belongs.orderId ? `#${belongs.orderId}` : '(none)'],
    ],
    link,
  })
  return 'kept'
}

/** A visit's replies by text, oldest first (shown on the visit). */
export function textRepliesOf(appointmentId: number) {
  return db
    .select({
      id: schema.textReplies.id,
      body: schema.textReplies.body,
      receivedAt: schema.textReplies.receivedAt,
    })
    .from(schema.textReplies)
    .where(eq(schema.textReplies.appointmentId, appointmentId))
    .orderBy(schema.textReplies.id)
    .all()
}

export type ThreadEntry = {
  key: string
  /** 'out': our text (its outbox status); 'in': the customer's reply. */
  direction: 'out' | 'in'
  body: string
  at: Date
  status: 'sent' | 'not sent' | 'held' | null
}

/**
 * The texts of an order or a lead, both ways, oldest first: ours about it (for a lead, about
 * its visits and estimates too) and the replies kept with it. Staff read it on the page.
 */
export function textThread(of: { orderId: number } | { leadId: number }): ThreadEntry[] {
  const { outbox, textReplies, estimates, appointments } = schema
  const wanted = new Set<string>()
  if ('orderId' in of) wanted.add(`order:${of.orderId}`)
  else {
    for (const e of db
      .select({ id: estimates.id })
      .from(estimates)
      .where(eq(estimates.leadId, of.leadId))
      .all())
      wanted.add(`estimate:${e.id}`)
    for (const v of db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.leadId, of.leadId))
      .all())
      wanted.add(`appointment:${v.id}`)
  }
  const prefixes = [...new Set([...wanted].map((w) => `text:${w.split(':')[0]}-%`))]
  const ours =
    prefixes.length === 0
      ? []
      : db
          .select()
          .from(outbox)
          .where(and(eq(outbox.channel, 'sms'), or(...prefixes.map((p) => like(outbox.topic, p)))))
          .all()
          .filter((row) => {
            const matter = textTopicMatter(row.topic)
            return matter !== null && wanted.has(`${matter.kind}:${matter.id}`)
          })
  const replies = db
    .select()
    .from(textReplies)
    .where(
      'orderId' in of ? eq(textReplies.orderId, of.orderId) : eq(textReplies.leadId, of.leadId),
    )
    .all()
  return [
    ...ours.map((row) => ({
      key: `out-${row.id}`,
      direction: 'out' as const,
      body: row.text,
      at: row.sentAt ?? row.createdAt,
      status:
        row.status === 'sent'
          ? ('sent' as const)
          : row.reason === 'sms-held'
            ? ('held' as const)
            : ('not sent' as const),
    })),
    ...replies.map((reply) => ({
      key: `in-${reply.id}`,
      direction: 'in' as const,
      body: reply.body,
      at: reply.receivedAt,
      status: null,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
}

/**
 * The public address Twilio signed (`SITE_URL` + path and query): behind Fly's proxy the
 * request's own URL is http and internal, which would never match.
 */
export function signedUrl(request: Request): string {
  const url = new URL(request.url)
  return `${getEnv().SITE_URL.replace(/\/$/, '')}${url.pathname}${url.search}`
}

/** The form Twilio posts, as plain strings; undefined when the body is not one (never a 500). */
export async function twilioParams(request: Request): Promise<Record<string, string> | undefined> {
  try {
    const form = new URLSearchParams(await request.text())
    return Object.fromEntries(form.entries())
  } catch {
    return undefined
  }
}

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

/** Empty TwiML: nothing to say back (our answers to STOP and HELP go through the API). */
export function emptyTwiml(): Response {
  return new Response(TWIML_EMPTY, { headers: { 'Content-Type': 'text/xml' } })
}

/**
 * A webhook we could not record (the database busy or failing): 503 with empty TwiML, so
 * Twilio logs a failure (and its fallback URL, if set, may take it) instead of reading our
 * stack; the log says what failed, never the number or the words.
 */
export function webhookFailed(what: string, error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(
    `[texts] ${what} not recorded: ${reason.replace(/\+?\d[\d ().-]{8,}\d/g, '[number]')}`,
  )
  return new Response(TWIML_EMPTY, {
    status: 503,
    headers: { 'Content-Type': 'text/xml', 'Retry-After': '60' },
  })
}
