/**
 * What the private links of orders and appointments share: their signature (HMAC with
 * SESSION_SECRET, any secret of a rotation list opens), the issue time a link sent again
 * carries, and "send me a new link": its rate limit and its e-mail. Each link's lifetime is
 * a rule of app/domain/private-links.ts, computed from the record and that issue time.
 */
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { type Locale, pathInLocale } from '~/domain/locale'
import { NEW_LINK_SENT_MESSAGE, newLinkRequestSchema, sameEmail } from '~/domain/private-links'
import { publishedContact } from '../content/business-settings.server'
import { getEnv, getSessionSecrets } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { mailContent, sendMail } from '../vendors/mail.server'

/** The signature of a link's message with one secret (32 base64url characters). */
export function signLink(message: string, secret: string = getSessionSecrets()[0]): string {
  return crypto.createHmac('sha256', secret).update(message).digest('base64url').slice(0, 32)
}

/** True when `given` is the signature of the message with the current or a previous secret. */
export function linkSignatureMatches(message: string, given: string): boolean {
  const offered = Buffer.from(given)
  return getSessionSecrets().some((secret) => {
    const expected = Buffer.from(signLink(message, secret))
    return expected.length === offered.length && crypto.timingSafeEqual(expected, offered)
  })
}

/** A link's issue time as it travels in the link: whole seconds, base 36. */
export function issuedPart(issuedAt: Date): string {
  return Math.floor(issuedAt.getTime() / 1000).toString(36)
}

/** The issue time a link names (only trusted once its signature matched). */
export function readIssuedPart(part: string): Date | null {
  if (!/^[0-9a-z]{1,8}$/.test(part)) return null
  return new Date(Number.parseInt(part, 36) * 1000)
}

/** Requests for a new link a visitor may make in the window (each may send an e-mail). */
export const NEW_LINK_LIMIT = { limit: 5, windowMs: 15 * 60_000 }

export type NewLinkTarget = {
  /** The e-mail the order or appointment has. */
  email: string
  /** Sends the new link to that e-mail (called only when the typed e-mail matches). */
  send: (to: string) => Promise<unknown>
}

/**
 * The expired page's "Send me a new link" POST. Always the same neutral answer, whether the
 * e-mail matched or not; the e-mail goes out without being waited for, so neither the answer
 * nor its time tells a stranger anything. Refused (429) past the visitor's limit, 400 for
 * what is not an e-mail address.
 */
export async function answerNewLinkRequest(
  request: Request,
  formData: FormData,
  target: NewLinkTarget,
  headers: HeadersInit,
) {
  const submission = parseWithZod(formData, { schema: newLinkRequestSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sent: null, limited: null }, { status: 400, headers })
  }
  const limit = limitVisitor(request, 'new-private-link', NEW_LINK_LIMIT)
  if (!limit.allowed) {
    const refused = new Headers(headers)
    refused.set('Retry-After', String(limit.retryAfterSeconds))
    return data(
      { result: submission.reply(), sent: null, limited: limit.message },
      { status: 429, headers: refused },
    )
  }
  if (sameEmail(submission.value.email, target.email)) {
    // Not awaited: SMTP's time must not tell a match from a miss (sendMail keeps in the
    // outbox what it cannot send, so nothing is lost).
    void target.send(target.email).catch((error) => {
      console.warn(`[mail] new private link: ${error instanceof Error ? error.message : error}`)
    })
  }
  return data(
    { result: submission.reply({ resetForm: true }), sent: NEW_LINK_SENT_MESSAGE, limited: null },
    { headers },
  )
}

/**
 * The e-mail carrying a new private link, in the language the order or visit was made in
 * (issue 41), its link to the page in that language.
 */
export function sendNewLinkMail(input: {
  to: string
  name: string
  /** "your order 7KQ2-M9XD", "your appointment 7KQ2-M9XD on Monday, December 7, 2026" */
  what: string
  path: string
  days: number
  language?: Locale
}) {
  const language = input.language ?? 'en'
  const { t } = serverT(language)
  const env = getEnv()
  const url = `${env.SITE_URL.replace(/\/$/, '')}${pathInLocale(input.path, language)}`
  return sendMail({
    to: input.to,
    subject: t('email.newLink.subject', { what: input.what }),
    ...mailContent({
      language: language,
      intro: t('email.newLink.intro', { name: input.name, what: input.what }),
      link: { label: t('email.newLink.open'), url },
      paragraphs: [
        t('email.newLink.days', { days: input.days }),
        t('email.newLink.ignore', { phone: publishedContact().phone }),
      ],
    }),
  })
}
