/**
 * Texts (SMS) for the whole site, behind one small API: `sendText`. Twilio's official library
 * sits here and nowhere else. Every text is kept in the outbox (channel 'sms',
 * docs/decisions/139-texts.md): sent, or not sent with the reason (Twilio not configured, or it
 * refused), so staff see it in Admin > Outbox and a failed one is tried again
 * (`retryFailedTexts`, `sendTextAgain`). Nothing goes to a number without its consent for that
 * request, or after STOP (`mayText`); the answers to STOP and HELP are the only exception.
 */
import { and, eq, like, lt, lte, or, sql } from 'drizzle-orm'
import twilio from 'twilio'
import { toE164 } from '~/domain/phone-e164'
import { isTextingHour, nextTextingHour } from '~/domain/texts'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { hasOptedOut, mayText } from './consents.server'

type Reason = 'sms-not-configured' | 'sms-failed' | 'sms-held'

export type TextMessage = {
  to: string
  body: string
  /** What it is about, as staff read it in the outbox ('Visit reminder'). */
  about: string
  /** The outbox topic, e.g. `text:appointment-confirmation:12`. */
  topic?: string
  /**
   * The request the customer consented with, e.g. `appointment:12`, or the requests any of
   * which covers this text (an order: the order, its estimate, the request it came from).
   */
  consentSubject: string | readonly string[]
  /**
   * A text staff's work sends (a visit moved, an order shipped): made outside texting hours,
   * it is held in the outbox and leaves at the next 9 AM, Florida time (`sendHeldTexts`).
   */
  holdAtNight?: boolean
  /**
   * Topic prefixes of held texts this one makes pointless (a visit moved, then cancelled, the
   * same night: only the cancellation goes in the morning).
   */
  supersedes?: readonly string[]
  now?: Date
}

export type TextResult =
  | { sent: true; outboxId: number }
  | { sent: false; outboxId: number; reason: Reason }
  | { sent: false; outboxId: null; reason: 'no-consent' | 'opted-out' | 'not-a-number' }

type Client = ReturnType<typeof twilio>
let client: { key: string; client: Client } | undefined

function provider(): { client: Client; from: string } | undefined {
  const env = getEnv()
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM_NUMBER) return undefined
  const key = `${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`
  if (client?.key !== key)
    client = { key, client: twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN) }
  return { client: client.client, from: env.TWILIO_FROM_NUMBER }
}

/** True when texts leave through Twilio (otherwise they wait in the outbox). */
export function textsConfigured(): boolean {
  return provider() !== undefined
}

type Attempt =
  | { sent: true; sid: string; status: string }
  | { sent: false; reason: Reason; error?: string }

/** Hands one text to Twilio; never throws for a provider problem. */
async function attempt(to: string, body: string): Promise<Attempt> {
  const twilioProvider = provider()
  if (!twilioProvider) return { sent: false, reason: 'sms-not-configured' }
  try {
    const message = await twilioProvider.client.messages.create({
      to,
      from: twilioProvider.from,
      body,
      statusCallback: `${getEnv().SITE_URL}/api/sms/status`,
    })
    return { sent: true, sid: message.sid, status: message.status }
  } catch (error) {
    return {
      sent: false,
      reason: 'sms-failed',
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

function logKept(id: number, reason: Reason, error?: string) {
  // The log names the outbox row, never the number or the words (personal data).
  // Twilio's errors may quote the number: its digits are masked.
  const why =
    reason === 'sms-failed'
      ? `Twilio refused it: ${String(error).replace(/\+?\d[\d ().-]{8,}\d/g, '[number]')}`
      : 'Twilio is not configured'
  console.info(`[texts] kept in outbox #${id} (${why})`)
}

function record(to: string, message: TextMessage, result: Attempt): number {
  const row = db
    .insert(schema.outbox)
    .values({
      channel: 'sms',
      to,
      subject: `Text: ${message.about}`,
      text: message.body,
      topic: message.topic ?? null,
      ...(result.sent
        ? {
            status: 'sent' as const,
            sentAt: new Date(),
            providerId: result.sid,
            deliveryStatus: result.status,
          }
        : { status: 'failed' as const, reason: result.reason, error: result.error ?? null }),
    })
    .returning({ id: schema.outbox.id })
    .get()
  if (!result.sent) logKept(row.id, result.reason, result.error)
  return row.id
}

/**
 * Sends one text, if the customer consented to texts about `consentSubject` and has not
 * answered STOP, and keeps it in the outbox; never throws for a provider problem.
 */
export async function sendText(message: TextMessage): Promise<TextResult> {
  const to = toE164(message.to)
  if (!to) return { sent: false, outboxId: null, reason: 'not-a-number' }
  if (hasOptedOut(to)) return { sent: false, outboxId: null, reason: 'opted-out' }
  if (!mayText(to, message.consentSubject))
    return { sent: false, outboxId: null, reason: 'no-consent' }
  const now = message.now ?? new Date()
  if (message.holdAtNight && !isTextingHour(now)) return hold(to, message, nextTextingHour(now))
  return deliver(to, message)
}

/** Keeps a text made at night in the outbox until `notBefore`, in place of those it supersedes. */
function hold(to: string, message: TextMessage, notBefore: Date): TextResult {
  const outboxId = db.transaction((tx) => {
    const prefixes = message.supersedes ?? []
    if (prefixes.length > 0)
      tx.delete(schema.outbox)
        .where(
          and(
            eq(schema.outbox.channel, 'sms'),
            eq(schema.outbox.reason, 'sms-held'),
            eq(schema.outbox.to, to),
            or(...prefixes.map((prefix) => like(schema.outbox.topic, `${prefix}%`))),
          ),
        )
        .run()
    return tx
      .insert(schema.outbox)
      .values({
        channel: 'sms',
        to,
        subject: `Text: ${message.about}`,
        text: message.body,
        topic: message.topic ?? null,
        status: 'failed',
        reason: 'sms-held',
        // Not tried yet: the morning's attempt is its first.
        attempts: 0,
        notBefore,
      })
      .returning({ id: schema.outbox.id })
      .get().id
  })
  console.info(`[texts] held in outbox #${outboxId} until texting hours`)
  return { sent: false, outboxId, reason: 'sms-held' }
}

/**
 * The held texts whose hour has come (the appointment job, every 5 minutes): each tried once
 * as "send again" does (never after STOP); a refusal is then retried as any other.
 */
export async function sendHeldTexts(now: Date = new Date()): Promise<number> {
  if (!isTextingHour(now)) return 0
  const rows = db
    .select()
    .from(schema.outbox)
    .where(
      and(
        eq(schema.outbox.channel, 'sms'),
        eq(schema.outbox.reason, 'sms-held'),
        lte(schema.outbox.notBefore, now),
      ),
    )
    .orderBy(schema.outbox.id)
    .all()
  let sent = 0
  for (const row of rows) {
    const result = await sendTextAgain(row)
    if (result.status === 'sent') sent++
    // A number that answered STOP overnight: the text is kept, marked as never to go.
    if (result.status === 'opted-out')
      db.update(schema.outbox)
        .set({
          reason: 'sms-failed',
          error: 'The customer answered STOP',
          attempts: TEXT_RETRY.attempts,
        })
        .where(eq(schema.outbox.id, row.id))
        .run()
  }
  return sent
}

/**
 * The answer to a keyword the customer sent (STOP's confirmation, HELP, START): carriers
 * require it, so it goes without a consent of its own, to the number that wrote.
 */
export async function answerKeyword(to: string, body: string, about: string): Promise<TextResult> {
  const e164 = toE164(to)
  if (!e164) return { sent: false, outboxId: null, reason: 'not-a-number' }
  return deliver(e164, { to: e164, body, about, consentSubject: '' })
}

async function deliver(to: string, message: TextMessage): Promise<TextResult> {
  const result = await attempt(to, message.body)
  const outboxId = record(to, message, result)
  return result.sent ? { sent: true, outboxId } : { sent: false, outboxId, reason: result.reason }
}

/**
 * One more attempt at a text kept in the outbox (staff's "send again", the retry job), unless
 * the number has answered STOP since.
 */
export async function sendTextAgain(
  row: typeof schema.outbox.$inferSelect,
): Promise<
  | { status: 'sent' }
  | { status: 'failed'; reason: Reason; error: string | null }
  | { status: 'opted-out' }
> {
  if (hasOptedOut(row.to)) return { status: 'opted-out' }
  const result = await attempt(row.to, row.text)
  const attempts = row.attempts + 1
  if (result.sent) {
    db.update(schema.outbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        reason: null,
        error: null,
        attempts,
        providerId: result.sid,
        deliveryStatus: result.status,
      })
      .where(eq(schema.outbox.id, row.id))
      .run()
    return { status: 'sent' }
  }
  db.update(schema.outbox)
    .set({ status: 'failed', reason: result.reason, error: result.error ?? null, attempts })
    .where(eq(schema.outbox.id, row.id))
    .run()
  logKept(row.id, result.reason, result.error)
  return { status: 'failed', reason: result.reason, error: result.error ?? null }
}

/** How many times a refused text is tried in all, and for how long it is still worth sending. */
export const TEXT_RETRY = { attempts: 3, withinMs: 2 * 60 * 60_000 } as const

/**
 * Tries again the texts Twilio refused (a network error, a 5xx), a few times and only while
 * still timely: "on my way" two hours late helps nobody. Texts kept because Twilio is not
 * configured wait for staff, as mail without SMTP does.
 */
export async function retryFailedTexts(now: Date = new Date()): Promise<number> {
  const rows = db
    .select()
    .from(schema.outbox)
    .where(
      and(
        eq(schema.outbox.channel, 'sms'),
        eq(schema.outbox.status, 'failed'),
        eq(schema.outbox.reason, 'sms-failed'),
        lt(schema.outbox.attempts, TEXT_RETRY.attempts),
        // A held text's time counts from when it could leave, not from the night it was made.
        sql`coalesce(${schema.outbox.notBefore}, ${schema.outbox.createdAt}) >= ${now.getTime() - TEXT_RETRY.withinMs}`,
      ),
    )
    .all()
  let sent = 0
  for (const row of rows) if ((await sendTextAgain(row)).status === 'sent') sent++
  return sent
}

/** Twilio's status callback: what became of a sent text (delivered, undelivered...). */
export function noteDeliveryStatus(sid: string, status: string): boolean {
  return (
    db
      .update(schema.outbox)
      .set({ deliveryStatus: status })
      .where(and(eq(schema.outbox.channel, 'sms'), eq(schema.outbox.providerId, sid)))
      .run().changes > 0
  )
}

/**
 * True when a webhook really comes from Twilio: its X-Twilio-Signature matches the public URL
 * it was posted to and its parameters, signed with our auth token. Without a token, nothing is
 * believed.
 */
export function isTwilioRequest(
  signature: string | null,
  url: string,
  params: Record<string, string>,
): boolean {
  const token = getEnv().TWILIO_AUTH_TOKEN
  if (!token || !signature) return false
  try {
    return twilio.validateRequest(token, signature, url, params)
  } catch {
    return false
  }
}
