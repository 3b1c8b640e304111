/**
 * What a customer texts us (Twilio's inbound webhook): STOP and its variants end every text to
 * the number at once (confirmed once), HELP answers with the business's name and phone, START
 * resumes; anything else is kept with the latest visit of that number and the office is
 * e-mailed. The route checks Twilio's signature before calling here.
 */
import { and, desc, eq, like } from 'drizzle-orm'
import { toE164 } from '~/domain/phone-e164'
import { replyKind } from '~/domain/texts'
import { publishedContact } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { notifyStaff } from '../vendors/mail.server'
import { optIn, optOut } from './consents.server'
import { answerKeyword } from './texts.server'

export type Inbound = { from: string; body: string; sid?: string | null }

export type InboundOutcome = 'stopped' | 'already-stopped' | 'help' | 'started' | 'kept' | 'ignored'

/** The visit a reply belongs to: the latest visit that number consented to texts about. */
function latestVisitOf(phone: string): number | null {
  const consent = db
    .select({ subject: schema.textConsents.subject })
    .from(schema.textConsents)
    .where(
      and(eq(schema.textConsents.phone, phone), like(schema.textConsents.subject, 'appointment:%')),
    )
    .orderBy(desc(schema.textConsents.id))
    .get()
  const id = Number(consent?.subject?.split(':')[1])
  return Number.isInteger(id) && id > 0 ? id : null
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
  const appointmentId = latestVisitOf(from)
  db.insert(schema.textReplies)
    .values({
      phone: from,
      body: message.body.slice(0, 1600),
      appointmentId,
      providerId: message.sid ?? null,
      receivedAt: now,
    })
    .run()
  await notifyStaff({
    subject: 'A customer answered a text',
    intro: `A customer texted ${name} from ${from}.`,
    lines: [
      ['Message', message.body.slice(0, 1600)],
      ['Visit', appointmentId ? `#${appointmentId}` : '(none found for this number)'],
    ],
    link: appointmentId
      ? { label: 'Open the visit', url: `${getEnv().SITE_URL}/admin/my-visits/${appointmentId}` }
      : undefined,
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
