/**
 * Meta tags, canonical links, Open Graph and JSON-LD for the public pages. Pure helpers:
 * routes call them from `meta`, with the site settings the root loader exposes.
 */
import type { MetaDescriptor } from '@remix-run/node'
import { INTL_LOCALE, type Locale, localeOfPath, OG_LOCALE, pathInLocale } from '~/domain/locale'

export type SiteInfo = {
  siteUrl: string
  name: string
  phone: string
  email: string
  /**
   * The page's language (issue 41): its canonical and JSON-LD addresses are in it, Open Graph
   * and JSON-LD say it. English when absent.
   */
  locale?: Locale
  /** Whether the page exists in the other language too (og:locale:alternate). */
  bilingual?: boolean
}

const DEFAULT_SITE: SiteInfo = {
  siteUrl: 'http://localhost:3000',
  name: 'Tri-County Blinds & Shades',
  phone: '',
  email: '',
}

/** The default picture for link previews. */
export const DEFAULT_OG_IMAGE = '/images/gallery/las-olas-motorized-living-room-960.webp'

/** Site settings from the root match of a meta function's `matches`. */
export function siteFromMatches(
  matches: readonly { id: string; data?: unknown; pathname?: string }[],
): SiteInfo {
  const root = matches.find((m) => m.id === 'root')?.data as
    | {
        env?: Record<string, string | undefined>
        i18n?: { locale?: Locale; bilingual?: boolean }
      }
    | undefined
  const page = matches.at(-1)
  const locale = root?.i18n?.locale ?? localeOfPath(page?.pathname ?? '/')
  // A page may name its own alternates (a blog post with a translation); otherwise a page
  // with its Spanish twin exists in both languages (the root loader says so).
  const alternates = (page?.data as { alternates?: Record<Locale, string | null> } | undefined)
    ?.alternates
  const bilingual = alternates
    ? Boolean(alternates.en && alternates.es)
    : Boolean(root?.i18n?.bilingual)
  return { ...siteFromEnv(root?.env), locale, bilingual }
}

/** A site path as the page's language spells it ('/blog' on a Spanish page is '/es/blog'). */
export function sitePath(site: SiteInfo, path: string): string {
  return pathInLocale(path, site.locale ?? 'en')
}

/**
 * The JSON-LD types that are written works (schema.org CreativeWork): they say their language.
 * A business, a place or a list does not have one.
 */
const WRITTEN_WORKS = new Set([
  'WebPage',
  'CollectionPage',
  'FAQPage',
  'AboutPage',
  'ContactPage',
  'ItemPage',
  'Blog',
  'BlogPosting',
  'Article',
  'WebSite',
  'HowTo',
])

/** A JSON-LD object with `inLanguage` when it is a written work that does not say it yet. */
export function withLanguage(json: Record<string, unknown>, locale: Locale) {
  const type = json['@type']
  const written = typeof type === 'string' && WRITTEN_WORKS.has(type)
  return written && json.inLanguage === undefined
    ? { ...json, inLanguage: INTL_LOCALE[locale] }
    : json
}

/** Site settings from the public settings (the root loader's `env`, or a loader's own). */
export function siteFromEnv(env: Record<string, string | undefined> | undefined): SiteInfo {
  if (!env) return DEFAULT_SITE
  return {
    siteUrl: env.SITE_URL ?? DEFAULT_SITE.siteUrl,
    name: env.BUSINESS_NAME ?? DEFAULT_SITE.name,
    phone: env.BUSINESS_PHONE ?? '',
    email: env.BUSINESS_EMAIL ?? '',
  }
}

/** An absolute URL on this site; the path keeps its query but never gains a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  if (path === '/' || path === '') return `${base}/`
  return `${base}${path.startsWith('/') ? path : `/${path}`}`
}

/** An absolute URL for a path on this site; an absolute http(s) URL is kept as it is. */
export function absoluteImageUrl(siteUrl: string, image: string): string {
  return /^https?:\/\//i.test(image) ? image : absoluteUrl(siteUrl, image)
}

export type SeoInput = {
  site: SiteInfo
  title: string
  description: string
  /** Path of the canonical URL, without query. */
  path: string
  /** A path on this site or an absolute URL. */
  image?: string
  /** The image's size and type, when known (a raster picture made for link previews). */
  imageInfo?: { width: number; height: number; type: string; alt: string }
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>[]
  /**
   * The page's language: a Spanish page's canonical is its own /es address. Without it, the
   * path's own (an '/es/…' path is Spanish), so a page may give either.
   */
  locale?: Locale
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD scripts. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const locale = input.locale ?? input.site.locale ?? localeOfPath(input.path)
  // The canonical of a Spanish page is itself (its /es address), never the English page.
  const url = absoluteUrl(input.site.siteUrl, pathInLocale(input.path, locale))
  // An absolute URL stays as it is (it used to gain the origin twice: http://host/http://host/…).
  const image = absoluteImageUrl(input.site.siteUrl, input.image ?? DEFAULT_OG_IMAGE)
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.site.name },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(input.imageInfo
      ? [
          { property: 'og:image:type', content: input.imageInfo.type },
          { property: 'og:image:width', content: String(input.imageInfo.width) },
          { property: 'og:image:height', content: String(input.imageInfo.height) },
          { property: 'og:image:alt', content: input.imageInfo.alt },
        ]
      : []),
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...(input.site.bilingual
      ? [{ property: 'og:locale:alternate', content: OG_LOCALE[locale === 'en' ? 'es' : 'en'] }]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const json of input.jsonLd ?? []) tags.push({ 'script:ld+json': withLanguage(json, locale) })
  return tags
}

/**
 * The web app manifest: the business's name (configuration) and the icons in public/ (drawn by
 * scripts/dev/generate-icons.ts), for "Add to Home Screen" and the browser's tab.
 */
export function webAppManifest(businessName: string) {
  // A home-screen label fits about 12 characters: the name's first word when it is longer.
  const shortName = businessName.length <= 12 ? businessName : businessName.split(/\s+/)[0]
  return {
    name: businessName,
    short_name: shortName,
    description:
      'Blinds, shades and shutters for South Florida homes: free quotes, repairs and installation.',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#1e3a8a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/** Breadcrumbs (name + path) as schema.org BreadcrumbList. */
export function breadcrumbJsonLd(
  site: SiteInfo,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site.siteUrl, sitePath(site, item.path)),
    })),
  }
}
