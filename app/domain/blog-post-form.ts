/**
 * The blog post form (admin page and the admin JSON calls): one zod schema for conform in the
 * browser and for the actions. Pure.
 */
import { z } from 'zod'
import {
  BLOG_CATEGORY_NAMES,
  BLOG_STATUS_VALUES,
  DEFAULT_BLOG_CATEGORY,
  parseTagList,
  READ_TIME,
} from './blog'
import { isCalendarDate, isWallClockTime } from './business-time'
import { optionalImageAddress, optionalText, requiredText } from './form-rules'
import { LOCALES } from './locale'

/** Featured image upload limit (docs/requirements.md#uploads). */
export const BLOG_IMAGE_MAX_BYTES = 10 * 1024 * 1024

const featuredImageUrl = optionalImageAddress('Featured image URL')

/** Tags as typed (comma-separated) or as a JSON list (the API of docs/requirements.md#public-json-api sends JSON). */
const tagList = z
  .string()
  .max(1000, 'Tags must be at most 1000 characters')
  .optional()
  .transform((text) => {
    const value = text?.trim() ?? ''
    if (value.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value)
        if (Array.isArray(parsed)) return parseTagList(parsed.filter((t) => typeof t === 'string'))
      } catch {
        // Not JSON after all: read it as comma-separated text.
      }
    }
    return parseTagList(value)
  })

export const SCHEDULE_REQUIRED_MESSAGE = 'Choose the date and time to publish'

export const blogPostFormSchema = z
  .object({
    title: requiredText('Title', 200),
    slug: optionalText(120, 'Slug'),
    author: requiredText('Author', 100),
    excerpt: requiredText('Excerpt', 500),
    content: requiredText('Content', 200_000),
    category: z
      .enum(BLOG_CATEGORY_NAMES, { message: 'Choose a category' })
      .default(DEFAULT_BLOG_CATEGORY),
    tags: tagList,
    status: z.enum(BLOG_STATUS_VALUES, { message: 'Choose a status' }).default('draft'),
    /** The post's language: English posts list on /blog, Spanish ones on /es/blog. */
    locale: z.enum(LOCALES, { message: 'Choose a language' }).default('en'),
    readTime: z.coerce
      .number({ invalid_type_error: 'Read time must be a number of minutes' })
      .int('Read time must be a whole number of minutes')
      .min(READ_TIME.min, `Read time must be between ${READ_TIME.min} and ${READ_TIME.max} minutes`)
      .max(READ_TIME.max, `Read time must be between ${READ_TIME.min} and ${READ_TIME.max} minutes`)
      .default(READ_TIME.default),
    featuredImage: featuredImageUrl,
    metaDescription: optionalText(300, 'Meta description'),
    metaKeywords: optionalText(300, 'Meta keywords'),
    /** The uploaded file (checked by its bytes on the server). */
    image: z.unknown().optional(),
    /** Scheduled posts: the business date (YYYY-MM-DD) and time (HH:MM) they go live. */
    publishDate: optionalText(10, 'Publish date'),
    publishTime: optionalText(5, 'Publish time'),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'scheduled') return
    if (!value.publishDate || !isCalendarDate(value.publishDate)) {
      ctx.addIssue({ code: 'custom', path: ['publishDate'], message: SCHEDULE_REQUIRED_MESSAGE })
    }
    if (!value.publishTime || !isWallClockTime(value.publishTime)) {
      ctx.addIssue({ code: 'custom', path: ['publishTime'], message: SCHEDULE_REQUIRED_MESSAGE })
    }
  })

export type BlogPostFormValue = z.output<typeof blogPostFormSchema>

/** The order of the fields on screen (the error summary links in this order). */
export const BLOG_POST_FIELDS = [
  'title',
  'slug',
  'author',
  'excerpt',
  'content',
  'category',
  'tags',
  'status',
  'locale',
  'publishDate',
  'publishTime',
  'readTime',
  'featuredImage',
  'image',
  'metaDescription',
  'metaKeywords',
] as const
