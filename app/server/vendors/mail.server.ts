/**
 * E-mail for the whole site, behind one small API: `sendMail({ to, subject, text, html })`
 * and `notifyStaff(...)`. With SMTP_URL and MAIL_FROM set, messages go through SMTP
 * (nodemailer). Every message is recorded in the `outbox` table: sent, or failed (SMTP not
 * configured, or the server refused it) with the reason; staff see both in Admin > Outbox and
 * send a failed one again (`sendAgain`), so nothing is silently lost. `queueMail` keeps a message
 * in the outbox and sends it after the answer (for answers whose time must not depend on the
 * mail server). A deployed machine does not start without the mail settings (env.server.ts).
 */
import { and, count, desc, eq, lt } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Locale } from '~/domain/locale'
import { publishedContact } from '../content/business-settings.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { sendTextAgain } from '../sms/texts.server'

export type MailAttachment = { filename: string; contentType: string; content: string }

export type MailMessage = {
  to: string | string[]
  subject: string
  /** Plain text: always sent, what every mail client can show. */
  text: string
  /** Simple HTML beside the text (see `mailHtml`). */
  html?: string
  /**
   * Where a reply goes: the business's published e-mail unless given (a staff notice gives
   * the customer's), so a customer's answer reaches the office, not the sending address.
   */
  replyTo?: string
  attachments?: MailAttachment[]
  /** What the message is about, e.g. `appointment-confirmation:12` (see `topicMailed`). */
  topic?: string
}

export type MailResult =
  | { delivered: true; messageId: string; outboxId: number | null }
  | { delivered: false; outboxId: number; reason: (typeof schema.OUTBOX_REASONS)[number] }

let transport: Transporter | undefined

function smtp(): { transport: Transporter; from: string } | undefined {
  const env = getEnv()
  if (!env.SMTP_URL || !env.MAIL_FROM) return undefined
  transport ??= nodemailer.createTransport(env.SMTP_URL)
  return { transport, from: env.MAIL_FROM }
}

/** True when messages leave through SMTP (otherwise they wait in the outbox). */
export function mailConfigured(): boolean {
  const env = getEnv()
  return Boolean(env.SMTP_URL && env.MAIL_FROM)
}

type Reason = (typeof schema.OUTBOX_REASONS)[number]

/** The log names the outbox row, never the recipient or the subject (personal data). */
function logKept(id: number, reason: Reason, error?: string) {
  // An SMTP error often quotes the address, so addresses are masked in it.
  const why =
    reason === 'smtp-failed'
      ? `SMTP refused it: ${maskEmailAddresses(String(error))}`
      : 'SMTP is not configured'
  console.info(`[mail] kept in outbox #${id} (${why})`)
}

function record(
  message: MailMessage,
  outcome: { status: 'sent' } | { status: 'failed'; reason: Reason; error?: string },
): number {
  const to = [message.to].flat().join(', ')
  const row = db
    .insert(schema.outbox)
    .values({
      to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
      topic: message.topic ?? null,
      replyTo: message.replyTo ?? null,
      ...(outcome.status === 'sent'
        ? { status: 'sent' as const, sentAt: new Date() }
        : { status: 'failed' as const, reason: outcome.reason, error: outcome.error ?? null }),
    })
    .returning({ id: schema.outbox.id })
    .get()
  if (outcome.status === 'failed') logKept(row.id, outcome.reason, outcome.error)
  return row.id
}

/** Text safe to log: every e-mail address in it replaced. */
export function maskEmailAddresses(text: string): string {
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]')
}

type Attempt =
  | { delivered: true; messageId: string }
  | { delivered: false; reason: Reason; error?: string }

/** Hands one message to SMTP; never throws for a mail problem. */
async function attempt(message: MailMessage): Promise<Attempt> {
  const server = smtp()
  if (!server) return { delivered: false, reason: 'smtp-not-configured' }
  try {
    const info = await server.transport.sendMail({
      from: server.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    })
    return { delivered: true, messageId: info.messageId }
  } catch (error) {
    return {
      delivered: false,
      reason: 'smtp-failed',
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

/**
 * Sends one message and records it in the outbox; never throws for a mail problem (a failed
 * message is kept there to be sent again).
 */
export async function sendMail(input: MailMessage): Promise<MailResult> {
  const message = { ...input, replyTo: input.replyTo || publishedContact().email }
  const result = await attempt(message)
  if (!result.delivered) {
    return {
      delivered: false,
      reason: result.reason,
      outboxId: record(message, { status: 'failed', reason: result.reason, error: result.error }),
    }
  }
  // The message is gone: a database that cannot note it (busy) must not undo that answer.
  let outboxId: number | null = null
  try {
    outboxId = record(message, { status: 'sent' })
  } catch (error) {
    console.warn(
      `[mail] sent, but not noted in the outbox: ${error instanceof Error ? error.message : error}`,
    )
  }
  return { delivered: true, messageId: result.messageId, outboxId }
}

export type SendAgainResult =
  | { status: 'sent' }
  | { status: 'failed'; reason: Reason; error: string | null }
  | { status: 'not-found' }

/** Staff's "send again" of one outbox message: one more attempt, its row updated. */
export async function sendAgain(id: number): Promise<SendAgainResult> {
  const row = db.select().from(schema.outbox).where(eq(schema.outbox.id, id)).get()
  if (!row) return { status: 'not-found' }
  if (row.channel === 'sms') {
    // A text goes through the texts module (and never to a number that answered STOP).
    const text = await sendTextAgain(row)
    if (text.status === 'opted-out')
      return { status: 'failed', reason: 'sms-failed', error: 'The customer answered STOP' }
    return text
  }
  const result = await attempt({
    to: row.to.split(', '),
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: row.attachments ?? undefined,
    // A message kept before Reply-To was recorded answers to the office, as all do now.
    replyTo: row.replyTo ?? publishedContact().email,
  })
  const attempts = row.attempts + 1
  if (result.delivered) {
    db.update(schema.outbox)
      .set({ status: 'sent', sentAt: new Date(), reason: null, error: null, attempts })
      .where(eq(schema.outbox.id, id))
      .run()
    return { status: 'sent' }
  }
  db.update(schema.outbox)
    .set({ status: 'failed', reason: result.reason, error: result.error ?? null, attempts })
    .where(eq(schema.outbox.id, id))
    .run()
  logKept(id, result.reason, result.error)
  return { status: 'failed', reason: result.reason, error: result.error ?? null }
}

/**
 * Keeps the message in the outbox now and hands it to SMTP only after the caller has answered:
 * for a page whose answer must not take longer when there is a message to send (who is staff
 * is not to be told by the time "forgot password" takes). Until it is tried it is listed as not
 * sent ("waiting"); sent or refused, its row says so, and one the server never got to (it
 * stopped) waits in Admin > Outbox to be sent again like any other.
 */
export function queueMail(message: MailMessage): { outboxId: number; tried: Promise<void> } {
  const row = db
    .insert(schema.outbox)
    .values({
      to: [message.to].flat().join(', '),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
      topic: message.topic ?? null,
      status: 'failed',
      reason: 'waiting',
      attempts: 0,
    })
    .returning({ id: schema.outbox.id })
    .get()
  const tried = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendAgain(row.id))
    .then(
      () => undefined,
      (error) => {
        // Nothing is lost: the row still says it was not sent.
        console.warn(
          `[mail] outbox #${row.id} not tried: ${error instanceof Error ? error.message : error}`,
        )
      },
    )
  return { outboxId: row.id, tried }
}

/** Whether the newest message about `topic` went out (false when none was recorded). */
export function topicMailed(topic: string): boolean {
  const row = db
    .select({ status: schema.outbox.status })
    .from(schema.outbox)
    .where(eq(schema.outbox.topic, topic))
    .orderBy(desc(schema.outbox.id))
    .get()
  return row?.status === 'sent'
}

/** How long a sent message stays listed: it holds a customer's personal data. */
export const SENT_MAIL_KEPT_DAYS = 90

/** Drops sent messages older than SENT_MAIL_KEPT_DAYS; failed ones stay until sent. */
export function pruneSentMail(now: Date = new Date()): number {
  const before = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 24 * 60 * 60_000)
  return db
    .delete(schema.outbox)
    .where(and(eq(schema.outbox.status, 'sent'), lt(schema.outbox.sentAt, before)))
    .run().changes
}

/** Messages per page of Admin > Outbox. */
export const OUTBOX_PAGE_SIZE = 50

/** One page of the outbox for staff, newest first; `status` keeps only sent or failed ones. */
export function listOutbox({
  status,
  page = 1,
}: {
  status?: (typeof schema.OUTBOX_STATUSES)[number]
  page?: number
}) {
  const where = status ? eq(schema.outbox.status, status) : undefined
  const total = db.select({ n: count() }).from(schema.outbox).where(where).get()?.n ?? 0
  const failed =
    db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.status, 'failed')).get()
      ?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pageCount)
  const messages = db
    .select({
      id: schema.outbox.id,
      to: schema.outbox.to,
      replyTo: schema.outbox.replyTo,
      subject: schema.outbox.subject,
      status: schema.outbox.status,
      reason: schema.outbox.reason,
      error: schema.outbox.error,
      attempts: schema.outbox.attempts,
      sentAt: schema.outbox.sentAt,
      createdAt: schema.outbox.createdAt,
    })
    .from(schema.outbox)
    .where(where)
    .orderBy(desc(schema.outbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((current - 1) * OUTBOX_PAGE_SIZE)
    .all()
  return { messages, total, failed, page: current, pageCount }
}

/** Where staff notices go: STAFF_EMAIL, or the business's own address. */
export function staffEmail(): string {
  const env = getEnv()
  return env.STAFF_EMAIL ?? env.BUSINESS_EMAIL
}

/**
 * A notice to the business (a new booking, a quote request, an order): one call for every
 * part of the site. `lines` are label/value pairs or paragraphs.
 */
export function notifyStaff(notice: {
  subject: string
  intro: string
  lines?: readonly (readonly [string, string])[]
  link?: { label: string; url: string }
  replyTo?: string
}): Promise<MailResult> {
  const content = mailContent(notice)
  return sendMail({
    to: staffEmail(),
    subject: notice.subject,
    replyTo: notice.replyTo,
    ...content,
  })
}

// ---------------------------------------------------------------- the message's look

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * Plain text and simple HTML of one message from the same parts, both ending with the
 * business's name and its published phone and e-mail.
 */
export function mailContent(parts: {
  intro: string
  lines?: readonly (readonly [string, string])[]
  paragraphs?: readonly string[]
  link?: { label: string; url: string }
  /** The reader's language, on the HTML document so a screen reader speaks it rightly. */
  language?: Locale
}): { text: string; html: string } {
  const env = getEnv()
  const contact = publishedContact()
  const signature = `${env.BUSINESS_NAME} · ${contact.phone} · ${contact.email}`
  const lines = parts.lines ?? []
  const paragraphs = parts.paragraphs ?? []
  const text = [
    parts.intro,
    lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    parts.link ? `${parts.link.label}: ${parts.link.url}` : '',
    ...paragraphs,
    `-- \n${signature}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('')
  const html = [
    `<!doctype html><html lang="${parts.language ?? 'en'}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    parts.link
      ? `<p><a href="${escapeHtml(parts.link.url)}" style="color:#1e3a8a;font-weight:bold">${escapeHtml(parts.link.label)}</a></p>`
      : '',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#475569;font-size:14px">${escapeHtml(env.BUSINESS_NAME)}<br>${escapeHtml(contact.phone)} · ${escapeHtml(contact.email)}</p>`,
    '</body></html>',
  ].join('')
  return { text, html }
}
