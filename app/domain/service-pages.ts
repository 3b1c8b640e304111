/**
 * Service pages and testimonials as data the office edits (issue 32): the schemas of the
 * versioned content kinds 'service' (one per service id) and 'testimonials' (key 'all'), and
 * their flat admin forms, which post without JavaScript. Pure rules; the reads are in
 * app/server/content/services.server.ts. The slug, icon, prices and route stay in
 * app/content/services.ts.
 */
import { z } from 'zod'

export const SERVICE_FAQ_SLOTS = 3
export const SERVICE_STEP_SLOTS = 3

const faqSchema = z.object({
  question: z.string().trim().min(5).max(200),
  answer: z.string().trim().min(5).max(800),
})

/** What the office edits of a service page. */
export const servicePageSchema = z.object({
  name: z.string().trim().min(3).max(80),
  description: z.string().trim().min(20).max(300),
  headline: z.string().trim().min(5).max(120),
  intro: z.string().trim().min(20).max(800),
  highlights: z.array(z.string().trim().min(1).max(120)).min(1).max(12),
  process: z
    .array(
      z.object({
        title: z.string().trim().min(2).max(60),
        text: z.string().trim().min(5).max(300),
      }),
    )
    .max(SERVICE_STEP_SLOTS),
  faqs: z.array(faqSchema).max(SERVICE_FAQ_SLOTS),
  pricingNote: z.string().trim().max(300),
  metaDescription: z.string().trim().max(160),
})
export type ServicePage = z.infer<typeof servicePageSchema>

export const testimonialSchema = z.object({
  name: z.string().trim().min(2).max(60),
  city: z.string().trim().max(60),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(10).max(600),
})
export type TestimonialEntry = z.infer<typeof testimonialSchema>

/** The testimonials, in the order the page shows them. */
export const testimonialsSchema = z.array(testimonialSchema).max(20)
export const TESTIMONIALS_KEY = 'all'

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

const optional = (max: number, message?: string) =>
  z.string().trim().max(max, message).optional().default('')

function pairs(
  prefix: string,
  slots: number,
  first: string,
  second: string,
  firstMax: number,
  secondMax: number,
) {
  return Object.fromEntries(
    Array.from({ length: slots }, (_, i) => [
      [`${prefix}${i + 1}${first}`, optional(firstMax)],
      [`${prefix}${i + 1}${second}`, optional(secondMax)],
    ]).flat(),
  )
}

/** The service form: bullets one a line, up to three steps and three questions. */
export const serviceFormSchema = z
  .object({
    id: z.string({ required_error: 'Choose a service' }).regex(/^[a-z-]+$/),
    name: z
      .string({ required_error: 'Enter the title' })
      .trim()
      .min(3, 'At least 3 characters')
      .max(80),
    description: z
      .string({ required_error: 'Enter the card text' })
      .trim()
      .min(20, 'Write at least 20 characters')
      .max(300, 'At most 300 characters'),
    headline: z.string({ required_error: 'Enter the headline' }).trim().min(5).max(120),
    intro: z
      .string({ required_error: 'Enter the introduction' })
      .trim()
      .min(20, 'Write at least 20 characters')
      .max(800),
    highlights: z
      .string({ required_error: 'Enter at least one point' })
      .transform(lines)
      .pipe(z.array(z.string().max(120, 'At most 120 characters a line')).min(1).max(12)),
    pricingNote: optional(300),
    metaDescription: optional(160, 'At most 160 characters'),
    ...pairs('step', SERVICE_STEP_SLOTS, 'Title', 'Text', 60, 300),
    ...pairs('faq', SERVICE_FAQ_SLOTS, 'Question', 'Answer', 200, 800),
  })
  .superRefine((value, ctx) => {
    const v = value as Record<string, unknown>
    const check = (a: string, b: string, message: string) => {
      const x = String(v[a] ?? '')
      const y = String(v[b] ?? '')
      if (Boolean(x) !== Boolean(y)) ctx.addIssue({ code: 'custom', path: [x ? b : a], message })
    }
    for (let i = 1; i <= SERVICE_STEP_SLOTS; i++) {
      check(`step${i}Title`, `step${i}Text`, 'Give the step and its text, or neither')
    }
    for (let i = 1; i <= SERVICE_FAQ_SLOTS; i++) {
      check(`faq${i}Question`, `faq${i}Answer`, 'Give the question and its answer, or neither')
    }
  })

export function serviceFromForm(value: Record<string, unknown>): ServicePage {
  const v = value as Record<string, unknown>
  const slots = (prefix: string, n: number, a: string, b: string) =>
    Array.from({ length: n }, (_, i) => [
      String(v[`${prefix}${i + 1}${a}`] ?? ''),
      String(v[`${prefix}${i + 1}${b}`] ?? ''),
    ]).filter(([x, y]) => x && y)
  return {
    name: String(v.name),
    description: String(v.description),
    headline: String(v.headline),
    intro: String(v.intro),
    highlights: v.highlights as string[],
    process: slots('step', SERVICE_STEP_SLOTS, 'Title', 'Text').map(([title = '', text = '']) => ({
      title,
      text,
    })),
    faqs: slots('faq', SERVICE_FAQ_SLOTS, 'Question', 'Answer').map(
      ([question = '', answer = '']) => ({ question, answer }),
    ),
    pricingNote: String(v.pricingNote ?? ''),
    metaDescription: String(v.metaDescription ?? ''),
  }
}

export function serviceToForm(id: string, page: ServicePage): Record<string, string> {
  const form: Record<string, string> = {
    id,
    name: page.name,
    description: page.description,
    headline: page.headline,
    intro: page.intro,
    highlights: page.highlights.join('\n'),
    pricingNote: page.pricingNote,
    metaDescription: page.metaDescription,
  }
  page.process.slice(0, SERVICE_STEP_SLOTS).forEach((s, i) => {
    form[`step${i + 1}Title`] = s.title
    form[`step${i + 1}Text`] = s.text
  })
  page.faqs.slice(0, SERVICE_FAQ_SLOTS).forEach((f, i) => {
    form[`faq${i + 1}Question`] = f.question
    form[`faq${i + 1}Answer`] = f.answer
  })
  return form
}

// ---------------------------------------------------------------- the testimonials form

/** A row as the form holds it (strings, so bad input comes back as typed). */
export type TestimonialRow = { name: string; city: string; rating: string; text: string }

export const TESTIMONIAL_FIELDS = ['name', 'city', 'rating', 'text'] as const

const rowSchema = z.object({
  name: z.string().trim().min(2, 'Enter the name (at least 2 characters)').max(60),
  city: z.string().trim().max(60, 'At most 60 characters'),
  rating: z.coerce
    .number({ invalid_type_error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  text: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(600, 'At most 600 characters'),
})

/** The rows posted as `name-0`, `city-0`, `rating-0`, `text-0`, ... with `rows` their count. */
export function testimonialRowsFromForm(form: FormData): TestimonialRow[] {
  const count = Math.min(Math.max(Number(form.get('rows')) || 0, 0), 20)
  return Array.from({ length: count }, (_, i) => ({
    name: String(form.get(`name-${i}`) ?? ''),
    city: String(form.get(`city-${i}`) ?? ''),
    rating: String(form.get(`rating-${i}`) ?? ''),
    text: String(form.get(`text-${i}`) ?? ''),
  }))
}

export function testimonialsToRows(list: readonly TestimonialEntry[]): TestimonialRow[] {
  return list.map((t) => ({ name: t.name, city: t.city, rating: String(t.rating), text: t.text }))
}

/** Checks every row: the testimonials, or each bad field's message keyed `name-0`. */
export function checkTestimonialRows(
  rows: TestimonialRow[],
): { ok: true; value: TestimonialEntry[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const value: TestimonialEntry[] = []
  rows.forEach((row, i) => {
    const result = rowSchema.safeParse(row)
    if (result.success) value.push(result.data)
    else {
      for (const issue of result.error.issues) {
        const key = `${String(issue.path[0])}-${i}`
        errors[key] ??= issue.message
      }
    }
  })
  if (rows.length > 20) errors.rows = 'At most 20 testimonials'
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}

/** Add, remove and move act on the posted rows (nothing is saved until Save Draft or Publish). */
export function editTestimonialRows(
  rows: TestimonialRow[],
  intent: string,
): TestimonialRow[] | null {
  if (intent === 'add') return [...rows, { name: '', city: '', rating: '5', text: '' }]
  const match = /^(remove|up|down)-(\d{1,2})$/.exec(intent)
  if (!match) return null
  const i = Number(match[2])
  if (i >= rows.length) return null
  const next = [...rows]
  if (match[1] === 'remove') next.splice(i, 1)
  else {
    const j = match[1] === 'up' ? i - 1 : i + 1
    if (j < 0 || j >= rows.length) return rows
    ;[next[i], next[j]] = [next[j] as TestimonialRow, next[i] as TestimonialRow]
  }
  return next
}
