/**
 * Site content staff edit (docs/requirements.md, R11): content items, site images and the home page's
 * texts. Schemas shared by the admin forms and the JSON calls. Pure.
 */
import { z } from 'zod'
import {
  emailAddress,
  optionalImageAddress,
  optionalText,
  phoneNumber,
  requiredText,
} from './form-rules'

export const CONTENT_TYPES = ['text', 'html'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

/** Values in the admin list are cut here (docs/requirements.md#admin-area). */
export const LIST_VALUE_LENGTH = 100

export function truncateValue(value: string, max = LIST_VALUE_LENGTH): string {
  return value.length > max ? `${value.slice(0, max)}…` : value
}

/** A section or key name: plain ASCII by its pattern, so no text cleaning is needed. */
const identifier = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .regex(
      /^[A-Za-z][A-Za-z0-9_.-]*$/,
      `${label}: letters, digits, dots, dashes and underscores, starting with a letter`,
    )

/**
 * The content items the site shows, by `section.key`, with where (issue 32: an item the site
 * does not show would be a placebo, so no other is stored). The phone and e-mail are business
 * settings (Content → Business settings), shown in the header, footer and contact section.
 */
export const SHOWN_CONTENT_ITEMS: Record<string, string> = {
  'home.heroTitle': "the home page's hero title",
  'home.heroSubtitle': "the home page's hero subtitle",
  'home.aboutText': "the home page's About text",
}

/** The site-image sections the site shows, with where. */
export const SHOWN_IMAGE_SECTIONS: Record<string, string> = {
  gallery: 'the photos on the Gallery page (/gallery)',
}

/** Whether the site shows a content item kept under this section and key. */
export function isShownContentItem(section: string, key: string): boolean {
  return Object.hasOwn(SHOWN_CONTENT_ITEMS, `${section}.${key}`)
}

/** Why a content item with this section and key would not show anywhere, or null. */
export function contentItemPlaceProblem(section: string, key: string): string | null {
  if (isShownContentItem(section, key)) return null
  if (section === 'contact') {
    return 'The phone and e-mail are business settings: change them under Content → Business settings'
  }
  return `Nothing on the site shows ${section}.${key}. Use one of: ${Object.keys(SHOWN_CONTENT_ITEMS).join(', ')}`
}

/** Why a site image in this section would not show anywhere, or null. */
export function siteImagePlaceProblem(section: string): string | null {
  if (Object.hasOwn(SHOWN_IMAGE_SECTIONS, section)) return null
  return `Nothing on the site shows images of the section "${section}". Use: ${Object.keys(SHOWN_IMAGE_SECTIONS).join(', ')}`
}

export const siteContentSchema = z
  .object({
    section: identifier('Section'),
    key: identifier('Key'),
    value: requiredText('Value', 20_000),
    contentType: z.enum(CONTENT_TYPES, { message: 'Choose text or html' }).default('text'),
  })
  .superRefine((item, ctx) => {
    const problem = contentItemPlaceProblem(item.section, item.key)
    if (problem) ctx.addIssue({ code: 'custom', path: ['key'], message: problem })
  })
export type SiteContentInput = z.output<typeof siteContentSchema>

const imageUrl = optionalImageAddress('Image URL')

/** Booleans as forms send them ('on', 'true') and as JSON does. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

export const siteImageSchema = z
  .object({
    section: identifier('Section'),
    key: identifier('Key'),
    title: optionalText(200, 'Title'),
    imageUrl,
    isActive: flag,
    image: z.unknown().optional(),
  })
  .superRefine((image, ctx) => {
    const problem = siteImagePlaceProblem(image.section)
    if (problem) ctx.addIssue({ code: 'custom', path: ['section'], message: problem })
  })
export type SiteImageInput = z.output<typeof siteImageSchema>

/** The home page texts and contact details (the content form). */
export const homeContentSchema = z.object({
  heroTitle: requiredText('Hero title', 200),
  heroSubtitle: requiredText('Hero subtitle', 500),
  aboutText: requiredText('About text', 2000),
  contactPhone: phoneNumber('Contact phone'),
  contactEmail: emailAddress('Contact e-mail'),
})
export type HomeContent = z.output<typeof homeContentSchema>
export type HomeContentKey = keyof HomeContent

/** The home texts kept as content items (the phone and e-mail are business settings). */
export type HomeTextKey = Exclude<HomeContentKey, 'contactPhone' | 'contactEmail'>

/** Where each home text is kept: section and key of its content item. */
export const HOME_CONTENT_ITEMS: Record<HomeTextKey, { section: string; key: string }> = {
  heroTitle: { section: 'home', key: 'heroTitle' },
  heroSubtitle: { section: 'home', key: 'heroSubtitle' },
  aboutText: { section: 'home', key: 'aboutText' },
}

/** Today's texts of the home page: what shows until staff save their own. */
export const HOME_CONTENT_DEFAULTS: Record<HomeTextKey, string> = {
  heroTitle: "South Florida's Premier Blinds & Window Treatment Experts",
  heroSubtitle:
    'Replacement, repair, motorization, installation and removal of blinds, shades and shutters for homes, condos and businesses in the South Florida Tri-County Area.',
  aboutText:
    'Since 2002 we have repaired, replaced and installed blinds and shades in thousands of South Florida windows. We are licensed and insured, we give free estimates, and we stand behind every installation with a 1-year guarantee.',
}

// ---------------------------------------------------------------- the home texts in Spanish (issue 41)

/** The office's Spanish home texts are content items of this section, keyed as the English. */
export const HOME_SPANISH_SECTION = 'home-es'

/** The Spanish of today's default texts: what a Spanish page shows until the office writes its own. */
export const HOME_CONTENT_DEFAULTS_ES: Record<HomeTextKey, string> = {
  heroTitle: 'Expertos en persianas y cortinas del Sur de la Florida',
  heroSubtitle:
    'Reemplazo, reparación, motorización, instalación y retiro de persianas, cortinas y contraventanas para casas, condominios y negocios en los tres condados del Sur de la Florida.',
  aboutText:
    'Desde 2002 reparamos, reemplazamos e instalamos persianas y cortinas en miles de ventanas del Sur de la Florida. Tenemos licencia y seguro, los presupuestos son gratis y respaldamos cada instalación con una garantía de 1 año.',
}

/** The Spanish home texts form: each one optional (empty: the Spanish page has none of its own). */
export const homeSpanishSchema = z.object({
  heroTitle: optionalText(200, 'Spanish hero title'),
  heroSubtitle: optionalText(500, 'Spanish hero subtitle'),
  aboutText: optionalText(2000, 'Spanish about text'),
})
export type HomeSpanish = z.output<typeof homeSpanishSchema>

/**
 * The home texts a page in `locale` shows, each on its own: on a Spanish page the office's
 * Spanish, else the Spanish of the default while the English is still the default, else the
 * office's English (listed in `english`: the page marks it and says it is shown in English).
 */
export function homeTextsIn(
  locale: 'en' | 'es',
  english: Record<HomeTextKey, string>,
  spanish: Partial<Record<HomeTextKey, string>>,
): { texts: Record<HomeTextKey, string>; english: HomeTextKey[] } {
  if (locale === 'en') return { texts: { ...english }, english: [] }
  const texts = { ...english }
  const shownInEnglish: HomeTextKey[] = []
  for (const name of Object.keys(HOME_CONTENT_DEFAULTS) as HomeTextKey[]) {
    const own = spanish[name]?.trim()
    if (own) texts[name] = own
    else if (english[name] === HOME_CONTENT_DEFAULTS[name])
      texts[name] = HOME_CONTENT_DEFAULTS_ES[name]
    else shownInEnglish.push(name)
  }
  return { texts, english: shownInEnglish }
}
