/**
 * Loader and action shared by the three configurator pages. The loader hands the browser
 * everything it needs to price instantly with the shared engine (active fabrics, options and
 * the compact price grid of the groups those fabrics use); the action prices on the server
 * ('Update price' without JavaScript) and adds to the cart (never trusting a posted price).
 */
import type { MetaDescriptor } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { longCalendarDate } from '~/domain/business-time'
import { INSTALLATION_OPTION, lineCharges } from '~/domain/cart'
import { type LeadWindow, leadDatesLabel, leadTimeHeadline, leadTimeSpan } from '~/domain/lead-time'
import { type Locale, pathInLocale } from '~/domain/locale'
import {
  type AddedLine,
  CONFIGURATOR_ANCHOR,
  type ConfigErrors,
  type ConfigFormValues,
  type ConfiguratorActionData,
  checkSize,
  defaultConfigValues,
  designFromQuery,
  designQuery,
  designReturnPath,
  formatCents,
  formatDimensions,
  PRODUCTS,
  type PricedProductType,
  parseConfigValues,
  priceDesign,
  readConfigForm,
  SIZE_LIMITS,
  toEighths,
} from '~/domain/pricing'
import { seoMeta, siteFromEnv } from '~/utils/seo'
import { productJsonLd, type ReviewsSummary } from '~/utils/structured-data'
import { addToCart, priceCartConfiguration } from '../cart/lines.server'
import { getCartSummary } from '../cart/summary.server'
import { getPublicEnv } from '../platform/env.server'
import { readForm } from '../platform/http.server'
import { pageMessages, requestLocale, serverT } from '../platform/i18n.server'
import { limitVisitor } from '../platform/rate-limit.server'
import { approvedReviewsForProduct } from '../reviews/reviews.server'
import {
  listOptions,
  listProductImages,
  listSwatches,
  loadPriceGrid,
  startingPrices,
} from './catalog.server'
import { emailDesign, readDesignEmail } from './design-mail.server'
import { productLeadWindow } from './lead-times.server'

/**
 * The line a no-JS Add to Cart just added (`?added=<line id>`), read from the visitor's own
 * cart so the confirmation shows the cart's figures; null for anything else.
 */
async function addedLine(request: Request, productType: PricedProductType) {
  const id = Number.parseInt(new URL(request.url).searchParams.get('added') ?? '', 10)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const line = (await getCartSummary(request)).lines.find(
    (l) => l.id === id && l.productType === productType && l.available,
  )
  if (!line) return null
  return {
    lineId: line.id,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    installationCents: line.installationCents,
    allInCents: line.lineTotalCents + line.installationCents,
    summary: `${line.quantity} x ${line.name}, ${line.fabric}, ${line.dimensionsLabel} at ${formatCents(line.unitPriceCents)} each`,
    name: line.name,
    fabric: line.fabric,
    size: line.dimensionsLabel,
  } satisfies AddedLine
}

/** The parts of the catalog a configurator page shows: its own, the product names, the cart bar's line controls. */
export const CONFIGURATOR_PARTS = ['shop', 'configurator', 'cart']

/** 'Ready to install in 2–3 weeks (expected Thu, Dec 10 – Thu, Dec 17, 2026)', in the language. */
function leadTimeWords(window: LeadWindow, locale: Locale): string {
  if (locale === 'en') return `${leadTimeHeadline(window)} (expected ${leadDatesLabel(window)})`
  const span = leadTimeSpan(window)
  const dates =
    window.fromDate === window.toDate
      ? longCalendarDate(window.toDate, locale)
      : `${longCalendarDate(window.fromDate, locale)} – ${longCalendarDate(window.toDate, locale)}`
  const range = span.from === span.to ? `${span.to}` : `${span.from}–${span.to}`
  const one = span.to === 1 ? '1' : ''
  return serverT(locale).t(`configurator.leadTime.${span.unit}${one}`, { range, dates })
}

export async function loadConfigurator(productType: PricedProductType, request: Request) {
  const locale = requestLocale(request)
  const { fromEnglish } = serverT(locale)
  const fabrics = listSwatches(productType).map((s) => ({
    id: s.id,
    fabricName: s.fabricName,
    color: s.color,
    group: s.group,
    description: s.description,
    imageUrl: s.imageUrl,
  }))
  const options = listOptions(productType)
  const groups = [...new Set(fabrics.map((f) => f.group))]
  const images = listProductImages(productType).map((i) => ({
    id: i.id,
    imageUrl: i.imageUrl,
    // Staff write them in English; the seeded ones have their Spanish in the catalog.
    title: fromEnglish(i.title),
    description: fromEnglish(i.description),
    altText: fromEnglish(i.altText || i.title),
    width: i.width,
    height: i.height,
  }))
  const imageParam = Number.parseInt(new URL(request.url).searchParams.get('image') ?? '', 10)
  const initialImage =
    images.length > 0 && Number.isFinite(imageParam)
      ? (((imageParam - 1) % images.length) + images.length) % images.length
      : 0
  const grid = loadPriceGrid(productType, groups)
  const defaults = defaultConfigValues(options.filter((o) => o.isDefault).map((o) => o.code))
  // The design in the query (a reload, Back, a bookmark, a shared link, 'Update price'
  // without JavaScript): the page renders and prices it; what cannot be restored is said.
  const design = designFromQuery(new URL(request.url).searchParams, defaults, {
    productType,
    fabricIds: fabrics.map((f) => f.id),
    optionCodes: options.map((o) => o.code),
  })
  const fromCents = startingPrices()[productType]
  // A design in the URL is offered to search engines at the price the page shows for it.
  const designed = design.fromQuery
    ? priceDesign(
        productType,
        design.values,
        fabrics.find((f) => String(f.id) === design.values.fabricId),
        { grid, options },
      )
    : null
  const configured = designed?.ok
    ? { priceCents: designed.quote.totalPriceCents, search: `?${designQuery(design.values)}` }
    : null
  // Approved customer reviews (an approval moves the content version: cached pages follow).
  const reviews = approvedReviewsForProduct(productType)
  return {
    productType,
    product: PRODUCTS[productType],
    limits: SIZE_LIMITS[productType],
    fabrics,
    options,
    grid,
    // The shop's own From price: one rule for the shop card and the configurator.
    fromCents,
    added: await addedLine(request, productType),
    images,
    initialImage,
    defaults,
    values: design.values,
    designNotices: design.notices,
    designQuery: design.fromQuery ? designQuery(design.values).toString() : '',
    leadTime: leadTimeWords(productLeadWindow(productType), locale),
    reviews,
    messages: pageMessages(request, CONFIGURATOR_PARTS),
    seo: configuratorSeo(productType, {
      locale,
      fromCents,
      image: images[0]?.imageUrl,
      configured,
      reviews,
    }),
  }
}

const DESCRIPTIONS: Record<PricedProductType, string> = {
  regular:
    'Custom vertical blinds for sliding glass doors and wide windows, made to measure in 12 fabrics. Instant online price, professional installation available.',
  zebra:
    'Made-to-measure zebra (dual) shades with alternating sheer and solid bands, manual or motorized. Instant online price.',
  roller:
    'Made-to-measure roller shades: light-filtering, solar screen and blackout fabrics, manual or motorized. Instant online price.',
}

/**
 * The page's meta tags, built by its loader on the server (with the public site settings)
 * and sent with the loader data: the SEO helpers and the descriptions stay out of the
 * configurators' first-load JavaScript (docs/decisions/100-performance.md).
 */
export function configuratorSeo(
  productType: PricedProductType,
  price: {
    /** The page's language (English when not given). */
    locale?: Locale
    /** The shop's From price (null when no fabric is on sale: then no offer is claimed). */
    fromCents: number | null
    image?: string | null
    /**
     * The price the page shows for the design in the URL, and that URL's query ('?width=…'):
     * the offer then names that design. The loader passes what it already computed.
     */
    configured?: { priceCents: number; search: string } | null
    /** Approved customer reviews: the Product's rating and reviews (none without them). */
    reviews?: ReviewsSummary | null
  },
): MetaDescriptor[] {
  const product = PRODUCTS[productType]
  const locale = price.locale ?? 'en'
  // The seller's address is the page language's home.
  const site = { ...siteFromEnv(getPublicEnv()), locale }
  const { t, fromEnglish } = serverT(locale)
  const path = pathInLocale(`/shop/${product.slug}`, locale)
  const name = fromEnglish(product.name)
  const description =
    locale === 'en' ? DESCRIPTIONS[productType] : t(`configurator.meta.description.${productType}`)
  const offerCents = price.configured?.priceCents ?? price.fromCents
  return seoMeta({
    site,
    title: `${name} | ${t('configurator.meta.shop')} | ${site.name}`,
    description,
    path: `/shop/${product.slug}`,
    locale,
    jsonLd:
      offerCents === null
        ? []
        : [
            productJsonLd(site, {
              name,
              description,
              path: price.configured ? `${path}${price.configured.search}` : path,
              image: price.image,
              priceCents: offerCents,
              sku: product.slug,
              reviews: price.reviews,
            }),
          ],
  })
}

/** Add to Cart posts per visitor and ten minutes. */
export const ADD_TO_CART_LIMIT = { limit: 60, windowMs: 10 * 60_000 }

const FIELD_FOR: Record<string, keyof ConfigErrors> = {
  width: 'width',
  height: 'height',
  fabric: 'fabric',
  options: 'options',
  operationType: 'operationType',
  quantity: 'quantity',
}

/** The sizes outside the product's limits (typed ones are checked by parseConfigValues). */
function sizeErrors(productType: PricedProductType, values: ConfigFormValues): ConfigErrors {
  const errors: ConfigErrors = {}
  for (const name of ['width', 'height'] as const) {
    const eighths = toEighths(values[`${name}Whole`], values[`${name}Fraction`] || 0)
    const message = checkSize(name, eighths, SIZE_LIMITS[productType][name])
    if (message) errors[name] = message
  }
  return errors
}

export async function configuratorAction(productType: PricedProductType, request: Request) {
  const form = await readForm(request)
  const posted = form.get('intent')
  const intent = posted === 'price' || posted === 'email' ? posted : 'add'
  const values = readConfigForm(form)
  const withJs = form.get('_js') === '1'
  const reply = (errors: ConfigErrors, status = 400) =>
    data<ConfiguratorActionData>({ intent, values, errors }, { status })

  const parsed = parseConfigValues(productType, values)
  // Every error at once: a size out of range is said with a missing fabric, not after it.
  if (!parsed.ok) return reply({ ...sizeErrors(productType, values), ...parsed.errors })

  if (intent === 'email') {
    const address = readDesignEmail(form)
    if (!address.ok) return reply({ email: address.error })
    const sent = await emailDesign(request, productType, parsed.config, values, address.to)
    if (!sent.ok) return reply({ [sent.field]: sent.reason }, sent.status)
    return data<ConfiguratorActionData>({ intent, values, errors: {}, emailedTo: address.to })
  }

  if (intent === 'price') {
    // Without JavaScript: the page re-renders with these values and prices them itself;
    // the server only checks the fabric and options exist.
    const priced = priceCartConfiguration(parsed.config)
    if (!priced.ok) return reply({ [FIELD_FOR[priced.field] ?? 'form']: priced.reason })
    return data<ConfiguratorActionData>({ intent, values, errors: {} })
  }

  // Generous for a customer, a wall for a script filling carts.
  const limit = limitVisitor(request, 'add-to-cart', ADD_TO_CART_LIMIT)
  if (!limit.allowed) return reply({ form: limit.message }, 429)
  const result = await addToCart(request, parsed.config)
  if (!result.ok) return reply({ [FIELD_FOR[result.field] ?? 'form']: result.reason })

  const headers = new Headers()
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
  const product = PRODUCTS[productType]
  const summary = `${parsed.config.quantity} x ${product.name}, ${result.quote.breakdown.fabric}, ${formatDimensions(
    parsed.config.widthEighths,
    parsed.config.heightEighths,
  )} at ${formatCents(result.quote.totalPriceCents)} each`
  const quote = result.quote.configuration
  const charges = lineCharges({
    unitPriceCents: result.quote.totalPriceCents,
    quantity: parsed.config.quantity,
    widthEighths: quote.widthEighths,
    installation: quote.optionCodes.includes(INSTALLATION_OPTION),
  })
  if (withJs) {
    return data<ConfiguratorActionData>(
      {
        intent,
        values,
        errors: {},
        added: {
          lineId: result.lineId,
          unitPriceCents: result.quote.totalPriceCents,
          quantity: parsed.config.quantity,
          installationCents: charges.installationCents,
          allInCents: charges.allInCents,
          summary,
          name: product.name,
          fabric: result.quote.breakdown.fabric,
          size: formatDimensions(parsed.config.widthEighths, parsed.config.heightEighths),
        },
      },
      { headers },
    )
  }
  // Without JavaScript: back to the page (Post/Redirect/Get), scrolled to the form, where the
  // confirmation with View Cart shows the line as the cart has it. The design posted and the
  // picture shown stay in the URL, so a reload after adding shows them again.
  return redirect(
    designReturnPath(
      pathInLocale(`/shop/${product.slug}`, requestLocale(request)),
      form,
      CONFIGURATOR_ANCHOR,
      {
        added: String(result.lineId),
      },
    ),
    { headers },
  )
}
