/**
 * "E-mail me this design" (issue 30): the configurator's link and its itemised price, sent to the
 * address typed for it. The address is used to send and nothing else: it is not added to any
 * list or lead; like every message it is recorded in the outbox (mail.server.ts), which keeps a
 * sent message for SENT_MAIL_KEPT_DAYS and a failed one until it can be sent again.
 */
import { INSTALLATION_OPTION, lineCharges } from '~/domain/cart'
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
  const link = absoluteUrl(site.siteUrl, `/shop/${product.slug}?${designQuery(values)}`)
  const quote = priced.quote
  const installation = quote.configuration.optionCodes.includes(INSTALLATION_OPTION)
  const charges = lineCharges({
    unitPriceCents: quote.totalPriceCents,
    quantity: config.quantity,
    widthEighths: quote.configuration.widthEighths,
    installation,
  })
  const lines: [string, string][] = [
    ['Product', product.name],
    ['Size', formatDimensions(quote.configuration.widthEighths, quote.configuration.heightEighths)],
    ['Fabric', priced.fabricName],
    ['Base price', formatCents(quote.basePriceCents)],
    ...quote.breakdown.options.map(
      (o) => [o.name, o.priceCents ? formatCents(o.priceCents) : 'Included'] as [string, string],
    ),
    ['Price per item', formatCents(quote.totalPriceCents)],
    ['Quantity', String(config.quantity)],
    ...(installation
      ? [['Professional installation', formatCents(charges.installationCents)] as [string, string]]
      : []),
    ['All-in before tax', formatCents(charges.allInCents)],
  ]
  if (config.roomLabel) lines.splice(3, 0, ['Room', config.roomLabel])
  const content = mailContent({
    intro: `Here is the ${product.name.toLowerCase()} design you saved. Open the link to see it again, change it or add it to your cart.`,
    lines,
    link: { label: 'Open your design', url: link },
    paragraphs: ['Sales tax is added in the cart. Prices are those of today.'],
  })
  await sendMail({ to, subject: `Your ${product.name} design`, ...content, topic: `design-mail` })
  return { ok: true }
}
