/**
 * E-mail for the whole site, behind one small API: `sendMail({ to, subject, text, html })`
 * and `notifyStaff(...)`. With SMTP_URL and MAIL_FROM set, messages go through SMTP
 * (nodemailer); without them, or when the SMTP server refuses one, the message is kept in
 * the `outbox` table and written to the log, so nothing is silently lost.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'

export type MailAttachment = { filename: string; contentType: string; content: string }

export type MailMessage = {
  to: string | string[]
  subject: string
  /** Plain text: always sent, what every mail client can show. */
  text: string
  /** Simple HTML beside the text (see `mailHtml`). */
  html?: string
  replyTo?: string
  attachments?: MailAttachment[]
}

export type MailResult =
  | { delivered: true; messageId: string }
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

function keep(
  message: MailMessage,
  reason: (typeof schema.OUTBOX_REASONS)[number],
  error?: string,
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
      reason,
      error: error ?? null,
    })
    .returning({ id: schema.outbox.id })
    .get()
  // The log names the outbox row, never the recipient or the subject (personal data: names,
  // e-mail addresses); an SMTP error often quotes the address, so addresses are masked in it.
  const why =
    reason === 'smtp-failed'
      ? `SMTP refused it: ${maskEmailAddresses(String(error))}`
      : 'SMTP is not configured'
  console.info(`[mail] kept in outbox #${row.id} (${why})`)
  return row.id
}

/** Text safe to log: every e-mail address in it replaced. */
export function maskEmailAddresses(text: string): string {
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]')
}

/** Sends one message; never throws for a mail problem (the outbox keeps it instead). */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const server = smtp()
  if (!server)
    return {
      delivered: false,
      reason: 'smtp-not-configured',
      outboxId: keep(message, 'smtp-not-configured'),
    }
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
    const reason = error instanceof Error ? error.message : String(error)
    return {
      delivered: false,
      reason: 'smtp-failed',
      outboxId: keep(message, 'smtp-failed', reason),
    }
  }
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
 * business's name and phone.
 */
export function mailContent(parts: {
  intro: string
  lines?: readonly (readonly [string, string])[]
  paragraphs?: readonly string[]
  link?: { label: string; url: string }
}): { text: string; html: string } {
  const env = getEnv()
  const signature = `${env.BUSINESS_NAME} · ${env.BUSINESS_PHONE} · ${env.BUSINESS_EMAIL}`
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
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<p>${escapeHtml(parts.intro)}</p>`,
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    parts.link
      ? `<p><a href="${escapeHtml(parts.link.url)}" style="color:#1e3a8a;font-weight:bold">${escapeHtml(parts.link.label)}</a></p>`
      : '',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#475569;font-size:14px">${escapeHtml(env.BUSINESS_NAME)}<br>${escapeHtml(env.BUSINESS_PHONE)} · ${escapeHtml(env.BUSINESS_EMAIL)}</p>`,
    '</body></html>',
  ].join('')
  return { text, html }
}
