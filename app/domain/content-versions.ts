/**
 * Versioned content the office edits: the rules, free of I/O (the reads and writes are in
 * app/server/content/content-versions.server.ts). Each kind has a zod schema; data is checked
 * on write and again on read, so a stored version that no longer fits falls back to the seed.
 */
import { z } from 'zod'
import { galleryDataSchema } from './gallery-projects'
import type { Locale } from './locale'
import { SEED_SERVICE_AREA, type ServiceArea } from './service-area'
import { parseExcludedZips, parseZipRanges, zipRangesText } from './service-area-form'
import { servicePageSchema, testimonialsSchema } from './service-pages'

export const CONTENT_KINDS = ['business', 'city', 'gallery', 'service', 'testimonials'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]
export type ContentVersionStatus = 'draft' | 'published' | 'superseded'

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const dayHoursSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    opens: z.string().regex(TIME).nullable(),
    closes: z.string().regex(TIME).nullable(),
  })
  .refine((d) => (d.opens === null) === (d.closes === null), 'Give both times or neither')
  .refine((d) => d.opens === null || d.closes === null || d.opens < d.closes, 'Closes after opens')

const ZIP5 = z.string().regex(/^\d{5}$/)

/** The service area (issue 32): what people are told, the ZIP ranges served, the exceptions. */
export const serviceAreaSchema = z.object({
  description: z.string().trim().min(3).max(120),
  ranges: z
    .array(z.tuple([ZIP5, ZIP5]).refine(([from, to]) => from <= to, 'From is above to'))
    .min(1)
    .max(200),
  excluded: z.array(ZIP5).max(500),
})

/**
 * Business settings: contact details, the hours of each weekday (null: closed) and the service
 * area (optional: versions saved before it existed read it as the seed, see `serviceAreaOf`).
 */
export const businessSettingsSchema = z.object({
  phone: z.string().trim().max(40),
  email: z.string().trim().max(120),
  address: z.string().trim().max(200),
  hours: z.array(dayHoursSchema).length(7),
  serviceArea: serviceAreaSchema.optional(),
})
export type BusinessSettings = z.infer<typeof businessSettingsSchema>
export type DayHours = BusinessSettings['hours'][number]

/** The settings' service area, or the seed's when a version has none. */
export function serviceAreaOf(settings: Pick<BusinessSettings, 'serviceArea'>): ServiceArea {
  return settings.serviceArea ?? SEED_SERVICE_AREA
}

export const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A city page: what the office edits (the services and specialties stay the code's). */
export const cityPageSchema = z.object({
  slug: z.string().regex(CITY_SLUG).max(60),
  name: z.string().trim().min(2).max(60),
  county: z.string().trim().min(2).max(40),
  description: z.string().trim().min(20).max(600),
  neighborhoods: z.array(z.string().trim().min(1).max(60)).min(1).max(24),
  faqs: z
    .array(
      z.object({
        question: z.string().trim().min(5).max(200),
        answer: z.string().trim().min(5).max(800),
      }),
    )
    .max(6),
  metaDescription: z.string().trim().max(160),
})
export type CityPage = z.infer<typeof cityPageSchema>

/** The schema each kind's data must fit; kinds without one yet cannot be saved. */
export const CONTENT_SCHEMAS: Partial<Record<ContentKind, z.ZodTypeAny>> = {
  business: businessSettingsSchema,
  city: cityPageSchema,
  gallery: galleryDataSchema,
  service: servicePageSchema,
  testimonials: testimonialsSchema,
}

export const CITY_FAQ_SLOTS = 3

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

/** The city form: neighbourhoods one a line, up to three questions with their answers. */
export const cityFormSchema = z
  .object({
    slug: z
      .string({ required_error: 'Enter the address name' })
      .trim()
      .toLowerCase()
      .regex(CITY_SLUG, 'Lower-case letters, digits and dashes, such as coral-springs')
      .max(60),
    name: z.string({ required_error: 'Enter the city' }).trim().min(2).max(60),
    county: z.string({ required_error: 'Enter the county' }).trim().min(2).max(40),
    description: z
      .string({ required_error: 'Enter the introduction' })
      .trim()
      .min(20, 'Write at least 20 characters')
      .max(600),
    neighborhoods: z
      .string({ required_error: 'Enter at least one neighbourhood' })
      .transform(lines)
      .pipe(z.array(z.string().max(60)).min(1, 'Enter at least one neighbourhood').max(24)),
    metaDescription: z.string().trim().max(160, 'At most 160 characters').optional().default(''),
    ...Object.fromEntries(
      Array.from({ length: CITY_FAQ_SLOTS }, (_, i) => [
        [`faq${i + 1}Question`, z.string().trim().max(200).optional().default('')],
        [`faq${i + 1}Answer`, z.string().trim().max(800).optional().default('')],
      ]).flat(),
    ),
  })
  .superRefine((value, ctx) => {
    const v = value as Record<string, unknown>
    for (let i = 1; i <= CITY_FAQ_SLOTS; i++) {
      const q = String(v[`faq${i}Question`] ?? '')
      const a = String(v[`faq${i}Answer`] ?? '')
      if (Boolean(q) !== Boolean(a)) {
        ctx.addIssue({
          code: 'custom',
          path: [q ? `faq${i}Answer` : `faq${i}Question`],
          message: 'Give the question and its answer, or neither',
        })
      }
    }
  })

export function cityFromForm(value: Record<string, unknown>): CityPage {
  const v = value as Record<string, unknown>
  const faqs = Array.from({ length: CITY_FAQ_SLOTS }, (_, i) => ({
    question: String(v[`faq${i + 1}Question`] ?? ''),
    answer: String(v[`faq${i + 1}Answer`] ?? ''),
  })).filter((f) => f.question && f.answer)
  return {
    slug: String(v.slug),
    name: String(v.name),
    county: String(v.county),
    description: String(v.description),
    neighborhoods: v.neighborhoods as string[],
    faqs,
    metaDescription: String(v.metaDescription ?? ''),
  }
}

export function cityToForm(city: CityPage): Record<string, string> {
  const form: Record<string, string> = {
    slug: city.slug,
    name: city.name,
    county: city.county,
    description: city.description,
    neighborhoods: city.neighborhoods.join('\n'),
    metaDescription: city.metaDescription,
  }
  city.faqs.slice(0, CITY_FAQ_SLOTS).forEach((f, i) => {
    form[`faq${i + 1}Question`] = f.question
    form[`faq${i + 1}Answer`] = f.answer
  })
  return form
}

/** Parses a stored version's JSON with its kind's schema; null when it does not fit. */
export function parseContentData<T>(kind: ContentKind, json: string): T | null {
  const schema = CONTENT_SCHEMAS[kind]
  if (!schema) return null
  try {
    const result = schema.safeParse(JSON.parse(json))
    return result.success ? (result.data as T) : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------- the business form

const optionalTime = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .pipe(z.string().regex(TIME, 'Use a time such as 09:00').nullable())

/** The admin form: flat fields (`Saturday-opens`), so it posts without JavaScript. */
export const businessFormSchema = z
  .object({
    phone: z.string().trim().min(7, 'Enter the phone number').max(40),
    email: z.string().trim().email('Enter an e-mail address').max(120),
    address: z.string().trim().max(200).optional().default(''),
    serviceAreaDescription: z
      .string({ required_error: 'Describe the service area, e.g. Broward and Palm Beach counties' })
      .trim()
      .min(3, 'Describe the service area, e.g. Broward and Palm Beach counties')
      .max(120, 'Keep the description under 120 characters'),
    servedZips: z.string({ required_error: 'Enter at least one ZIP code or range' }),
    excludedZips: z.string().optional().default(''),
    ...Object.fromEntries(
      WEEKDAYS.flatMap((day) => [
        [`${day}-opens`, optionalTime],
        [`${day}-closes`, optionalTime],
      ]),
    ),
  })
  .superRefine((value, ctx) => {
    const v = value as Record<string, string | null>
    const served = parseZipRanges(v.servedZips ?? '')
    if (!served.ok) ctx.addIssue({ code: 'custom', path: ['servedZips'], message: served.error })
    const excluded = parseExcludedZips(v.excludedZips ?? '')
    if (!excluded.ok) {
      ctx.addIssue({ code: 'custom', path: ['excludedZips'], message: excluded.error })
    }
    for (const day of WEEKDAYS) {
      const opens = v[`${day}-opens`] ?? null
      const closes = v[`${day}-closes`] ?? null
      if ((opens === null) !== (closes === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${day}-${opens === null ? 'opens' : 'closes'}`],
          message: `Give both ${day} times, or leave both empty for closed`,
        })
      } else if (opens !== null && closes !== null && opens >= closes) {
        ctx.addIssue({
          code: 'custom',
          path: [`${day}-closes`],
          message: `${day} must close after it opens`,
        })
      }
    }
  })

/** The form's values as business settings (call after businessFormSchema passed). */
export function businessFromForm(value: Record<string, unknown>): BusinessSettings {
  const v = value as Record<string, string | null | undefined>
  const served = parseZipRanges(v.servedZips ?? '')
  const excluded = parseExcludedZips(v.excludedZips ?? '')
  return {
    phone: String(v.phone ?? ''),
    email: String(v.email ?? ''),
    address: String(v.address ?? ''),
    serviceArea: {
      description: String(v.serviceAreaDescription ?? SEED_SERVICE_AREA.description),
      ranges: served.ok ? served.value : SEED_SERVICE_AREA.ranges,
      excluded: excluded.ok ? excluded.value : SEED_SERVICE_AREA.excluded,
    },
    hours: WEEKDAYS.map((day) => ({
      day,
      opens: v[`${day}-opens`] ?? null,
      closes: v[`${day}-closes`] ?? null,
    })),
  }
}

/** Business settings as the form's default values. */
export function businessToForm(settings: BusinessSettings): Record<string, string> {
  const form: Record<string, string> = {
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    serviceAreaDescription: serviceAreaOf(settings).description,
    servedZips: zipRangesText(serviceAreaOf(settings).ranges),
    excludedZips: serviceAreaOf(settings).excluded.join('\n'),
  }
  for (const h of settings.hours) {
    form[`${h.day}-opens`] = h.opens ?? ''
    form[`${h.day}-closes`] = h.closes ?? ''
  }
  return form
}

// ---------------------------------------------------------------- hours as shown

/** '08:00' -> '8AM', '16:30' -> '4:30PM'; in Spanish '8 a. m.', '4:30 p. m.'. */
export function hourLabel(time: string, locale: Locale = 'en'): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const hour12 = h % 12 === 0 ? 12 : h % 12
  const minutes = m ? `:${String(m).padStart(2, '0')}` : ''
  if (locale === 'es') return `${hour12}${minutes}\u00a0${h >= 12 ? 'p.\u00a0m.' : 'a.\u00a0m.'}`
  return `${hour12}${minutes}${h >= 12 ? 'PM' : 'AM'}`
}

/** Days as the hours' lines abbreviate them in Spanish. */
const DIAS_CORTOS: Record<string, string> = {
  Mon: 'lun',
  Tue: 'mar',
  Wed: 'mié',
  Thu: 'jue',
  Fri: 'vie',
  Sat: 'sáb',
  Sun: 'dom',
}

export type HoursGroup = { label: string; dayOfWeek: Weekday[]; opens: string; closes: string }

/**
 * Consecutive open days with the same hours, as one line: Monday-Friday 08:00-18:00 becomes
 * 'Mon-Fri'; closed days are left out (as the footer always showed them).
 */
export function groupHours(hours: readonly DayHours[]): HoursGroup[] {
  const groups: HoursGroup[] = []
  let previous: DayHours | null = null
  for (const h of hours) {
    if (h.opens === null || h.closes === null) {
      previous = null
      continue
    }
    const last = groups.at(-1)
    if (last && previous && previous.opens === h.opens && previous.closes === h.closes) {
      last.dayOfWeek.push(h.day)
    } else {
      groups.push({ label: '', dayOfWeek: [h.day], opens: h.opens, closes: h.closes })
    }
    previous = h
  }
  for (const g of groups) {
    const first = g.dayOfWeek[0]?.slice(0, 3) ?? ''
    const last = g.dayOfWeek.at(-1)?.slice(0, 3) ?? ''
    g.label = g.dayOfWeek.length > 1 ? `${first}-${last}` : first
  }
  return groups
}

/**
 * Hours as people read them: [{ days: 'Mon-Fri', hours: '8AM-6PM' }]; in Spanish
 * [{ days: 'lun-vie', hours: '8 a. m.-6 p. m.' }].
 */
export function displayHours(
  hours: readonly DayHours[],
  locale: Locale = 'en',
): { days: string; hours: string }[] {
  return groupHours(hours).map((g) => ({
    days:
      locale === 'es'
        ? g.label.replace(/[A-Z][a-z]{2}/g, (day) => DIAS_CORTOS[day] ?? day)
        : g.label,
    hours: `${hourLabel(g.opens, locale)}-${hourLabel(g.closes, locale)}`,
  }))
}

/** 'Mon-Fri 8AM-6PM, Sat 9AM-4PM' */
export function hoursSentence(hours: readonly DayHours[]): string {
  return displayHours(hours)
    .map((h) => `${h.days} ${h.hours}`)
    .join(', ')
}

// ---------------------------------------------------------------- the editors' language

/**
 * The language staff edit in (`?lang=es` on an editor, a `lang` field in its forms): Spanish
 * only when asked for, English otherwise, so every editor's English addresses stay as they were.
 */
export function editingLocale(value: FormDataEntryValue | null | undefined): Locale {
  return value === 'es' ? 'es' : 'en'
}

/** The query that keeps an editor in its language: '' for English, '&lang=es' for Spanish. */
export function langQuery(locale: Locale): string {
  return locale === 'es' ? '&lang=es' : ''
}

/**
 * The business's words staff write in Spanish (the rest of the settings is shared): the service
 * area's description, checked as the English one is.
 */
export const businessTextsFormSchema = z.object({
  serviceAreaDescription: z
    .string({ required_error: 'Describe the service area, e.g. Broward and Palm Beach counties' })
    .trim()
    .min(3, 'Describe the service area, e.g. Broward and Palm Beach counties')
    .max(120, 'Keep the description under 120 characters'),
})
