/**
 * "E-mail me this design" (issue 30): the configurator's link and its itemised price, sent to the
 * address typed for it. The address is used to send and nothing else: it is not added to any
 * list or lead; like every message it is recorded in the outbox (mail.server.ts), which keeps a
 * sent message for SENT_MAIL_KEPT_DAYS and a failed one until it can be sent again.
 */
import { INSTALLATION_OPTION, lineCharges } from '~/domain/cart'
import { pathInLocale } from '~/domain/locale'
import {
  type ConfigFormValues,
  designQuery,
  formatCents,
  formatDimensions,
  type ParsedConfig,
  PRODUCTS,
  type PricedProductType,
} from '~/domain/pricing'
import { absoluteUrl, siteFromEnv } from '~/utils/seo'
import { priceCartConfiguration } from '../cart/lines.server'
import { getPublicEnv } from '../platform/env.server'
import { requestLocale, serverT } from '../platform/i18n.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { mailContent, sendMail } from '../vendors/mail.server'

/** Design e-mails per visitor and hour: enough to send a few to oneself, no use for spam. */
export const DESIGN_MAIL_LIMIT = { limit: 5, windowMs: 60 * 60_000 }

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/

/** The address typed, checked; an error in words otherwise. */
export function readDesignEmail(
  form: FormData,
): { ok: true; to: string } | { ok: false; error: string } {
  const value = form.get('designEmail')
  const to = typeof value === 'string' ? value.trim() : ''
  if (!to) return { ok: false, error: 'Enter your e-mail address' }
  if (to.length > 254 || !EMAIL.test(to)) {
    return { ok: false, error: 'Enter an e-mail address like name@example.com' }
  }
  return { ok: true, to }
}

export type DesignMailOutcome =
  | { ok: true }
  | {
      ok: false
      field: 'email' | 'form' | 'fabric' | 'width' | 'height' | 'options' | 'quantity'
      reason: string
      status: number
    }

export async function emailDesign(
  request: Request,
  productType: PricedProductType,
  config: ParsedConfig,
  values: ConfigFormValues,
  to: string,
): Promise<DesignMailOutcome> {
  const priced = priceCartConfiguration(config)
  if (!priced.ok) {
    const field =
      priced.field === 'quantity' ||
      priced.field === 'fabric' ||
      priced.field === 'width' ||
      priced.field === 'height' ||
      priced.field === 'options'
        ? priced.field
        : 'form'
    return { ok: false, field, reason: priced.reason, status: 400 }
  }
  const limit = limitVisitor(request, 'design-mail', DESIGN_MAIL_LIMIT)
  if (!limit.allowed) return { ok: false, field: 'form', reason: limit.message, status: 429 }

  const product = PRODUCTS[productType]
  const site = siteFromEnv(getPublicEnv())
  // In the language of the configurator page it was sent from, linking to that page (issue 41).
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  const money = (cents: number) => formatCents(cents, locale)
  // fromEnglish is the name itself in English (only the Spanish catalogs hold `~` entries).
  const name = fromEnglish(product.name)
  const link = absoluteUrl(
    site.siteUrl,
    pathInLocale(`/shop/${product.slug}?${designQuery(values)}`, locale),
  )
  const quote = priced.quote
  const installation = quote.configuration.optionCodes.includes(INSTALLATION_OPTION)
  const charges = lineCharges({
    unitPriceCents: quote.totalPriceCents,
    quantity: config.quantity,
    widthEighths: quote.configuration.widthEighths,
    installation,
  })
  const lines: [string, string][] = [
    [t('email.design.line.product'), name],
    [
      t('email.design.line.size'),
      formatDimensions(quote.configuration.widthEighths, quote.configuration.heightEighths),
    ],
    [t('email.design.line.fabric'), priced.fabricName],
    [t('email.design.line.base'), money(quote.basePriceCents)],
    ...quote.breakdown.options.map(
      (o) =>
        [
          fromEnglish(o.name),
          o.priceCents ? money(o.priceCents) : t('email.design.line.included'),
        ] as [string, string],
    ),
    [t('email.design.line.each'), money(quote.totalPriceCents)],
    [t('email.design.line.quantity'), String(config.quantity)],
    ...(installation
      ? [
          [t('email.design.line.installation'), money(charges.installationCents)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('email.design.line.allIn'), money(charges.allInCents)],
  ]
  if (config.roomLabel) lines.splice(3, 0, [t('email.design.line.room'), config.roomLabel])
  // 'Your Zebra Shades design' keeps the capitals; 'Su diseño de persianas zebra' does not.
  const words = {
    product: locale === 'en' ? name : name.toLowerCase(),
    productLower: name.toLowerCase(),
  }
  const content = mailContent({
    language: locale,
    intro: t('email.design.intro', words),
    lines,
    link: { label: t('email.design.link'), url: link },
    paragraphs: [t('email.design.tax')],
  })
  await sendMail({
    to,
    subject: t('email.design.subject', words),
    ...content,
    topic: `design-mail`,
  })
  return { ok: true }
}
