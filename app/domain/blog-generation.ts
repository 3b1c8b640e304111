/**
 * AI blog drafts: the choices on the generation card, the request's rules and the shape the
 * model must answer in. Pure (the card and the server share it).
 */
import { z } from 'zod'
import { CITIES } from '~/content/cities'
import { BLOG_CATEGORY_NAMES, DEFAULT_BLOG_CATEGORY } from './blog'
import { LOCALES, type Locale } from './locale'

export const GENERATION_CITIES: readonly string[] = CITIES.map((c) => c.name)
export const DEFAULT_GENERATION_CITIES = [
  'Fort Lauderdale',
  'Hollywood',
  'Pembroke Pines',
  'Coral Springs',
  'Miramar',
] as const

export const GENERATION_SERVICES = [
  'Emergency Repair Services',
  'Custom Window Treatments',
  'Motorization & Smart Home',
  'Blinds Installation',
  'Blinds Removal for Window Replacement',
  'Hurricane Season Preparation',
  'Zebra & Roller Shades',
  'Vertical Blinds',
  'Hunter Douglas Service',
] as const
export const DEFAULT_GENERATION_SERVICES = [
  'Emergency Repair Services',
  'Custom Window Treatments',
  'Motorization & Smart Home',
] as const

/** City badges shown before '+N more'. */
export const MAX_CITY_BADGES = 10

export const SELECT_CITY_MESSAGE = 'Please select at least one city to target'
export const SELECT_SERVICE_MESSAGE = 'Please select at least one service topic'
export const GENERATION_NOTICE =
  'Generating posts may take 1-2 minutes. Please keep this page open.'

/** The card's button: "Generate 1 Blog Post", "Generate 5 Blog Posts" (issue 32). */
export function generateButtonLabel(count: number): string {
  if (count <= 0) return 'Generate Blog Posts'
  return `Generate ${count} Blog ${count === 1 ? 'Post' : 'Posts'}`
}

/** What generation leaves: drafts for a person to review and publish, never published posts. */
export function draftsToReview(count: number): string {
  return `${count} ${count === 1 ? 'draft' : 'drafts'} to review`
}

/** Badges to show and how many more are selected. */
export function cityBadges(cities: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: cities.slice(0, MAX_CITY_BADGES),
    more: Math.max(0, cities.length - MAX_CITY_BADGES),
  }
}

/** The generation request: known cities and services only, at least one of each. */
export const generateBlogPostsSchema = z.object({
  selectedCities: z
    .array(
      z.string().refine((c) => GENERATION_CITIES.includes(c), 'Unknown city'),
      {
        required_error: SELECT_CITY_MESSAGE,
      },
    )
    .min(1, SELECT_CITY_MESSAGE)
    .transform((list) => [...new Set(list)]),
  selectedServices: z
    .array(
      z
        .string()
        .refine((s) => (GENERATION_SERVICES as readonly string[]).includes(s), 'Unknown service'),
      { required_error: SELECT_SERVICE_MESSAGE },
    )
    .min(1, SELECT_SERVICE_MESSAGE)
    .transform((list) => [...new Set(list)]),
  /** The drafts' language (issue 41): Spanish drafts are listed on /es/blog once published. */
  language: z.enum(LOCALES, { message: 'Choose a language' }).default('en'),
})
export type GenerateBlogPostsInput = z.output<typeof generateBlogPostsSchema>

/** What the model must answer for one post (checked before anything is stored). */
export const generatedPostSchema = z.object({
  title: z.string().trim().min(5).max(200),
  excerpt: z.string().trim().min(10).max(500),
  content: z.string().trim().min(50).max(100_000),
  metaDescription: z.string().trim().max(300).optional().default(''),
  metaKeywords: z.string().trim().max(300).optional().default(''),
  category: z
    .enum(BLOG_CATEGORY_NAMES)
    .optional()
    .catch(DEFAULT_BLOG_CATEGORY)
    .transform((c) => c ?? DEFAULT_BLOG_CATEGORY),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional().default([]),
})
export type GeneratedPost = z.output<typeof generatedPostSchema>

/** The same shape as JSON Schema, for the model's structured output. */
export const GENERATED_POST_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'excerpt', 'content', 'metaDescription', 'metaKeywords', 'category', 'tags'],
  properties: {
    title: { type: 'string', description: 'Headline, at most 70 characters' },
    excerpt: { type: 'string', description: 'One or two sentences for the blog list' },
    content: {
      type: 'string',
      description:
        'The article as HTML using only h2, h3, p, ul, ol, li, strong, em, blockquote and a',
    },
    metaDescription: { type: 'string', description: 'At most 155 characters' },
    metaKeywords: { type: 'string', description: 'Comma-separated keywords' },
    category: { type: 'string', enum: [...BLOG_CATEGORY_NAMES] },
    tags: { type: 'array', items: { type: 'string' }, description: 'Two to five short tags' },
  },
} as const

/**
 * What a Spanish draft asks of the model (issue 41): natural US Spanish as a homeowner in
 * Hialeah reads it, not a translation; the business's words in Spanish; the category stays one
 * of the fixed English names (the site shows them in Spanish).
 */
export const SPANISH_INSTRUCTIONS =
  'Language: Spanish. Write the title, excerpt, content, meta description, keywords and tags in natural, warm US Spanish for South Florida homeowners (Miami-Dade, Broward, Hialeah), addressing the reader as "usted", with correct accents. Use the words local customers use: persianas, cortinas enrollables (roller shades), persianas zebra, persianas verticales, contraventanas tipo plantación (shutters), motorización, visita gratuita a domicilio, presupuesto gratis. Keep the category value as one of the given English names.'

/** The prompt for one city: the selected services are the article's topics. */
export function generationPrompt(
  city: string,
  services: readonly string[],
  business: string,
  language: Locale = 'en',
) {
  return [
    `Write one original blog article for ${business}, a window-treatment company serving South Florida (Broward, Miami-Dade and Palm Beach).`,
    `City: ${city}`,
    `Services: ${services.join('; ')}`,
    'Audience: homeowners and condo owners in that city. Mention the city naturally, local climate (sun, humidity, hurricane season) where relevant, and end with an invitation to request a free in-home estimate.',
    'Length: 600 to 900 words. No invented prices, statistics, reviews or guarantees beyond: 22+ years of experience, licensed and insured, free estimates, 1-year installation guarantee.',
    ...(language === 'es' ? [SPANISH_INSTRUCTIONS] : []),
  ].join('\n')
}
