/**
 * The work gallery as data the office edits (issue 32): a list of projects in display order,
 * each with an after photo and maybe a before photo. A photo is either one of the seed pictures
 * in public/images/gallery/ or an image staff uploaded through the image pipeline (its stored
 * size kept, so the page reserves its space). The code file app/content/gallery.ts is the seed.
 */
import { z } from 'zod'
import { CITIES } from '~/content/cities'
import { GALLERY_CATEGORIES, GALLERY_PROJECTS } from '~/content/gallery'
import { GALLERY_PHOTO_SIZES } from './gallery-photos'

/** The one key of the gallery's versions (kind 'gallery'). */
export { GALLERY_PHOTO_SIZES }

export const GALLERY_KEY = 'projects'

export const PROJECT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9/_.-]+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const seedPhotoSchema = z.object({ seed: z.string().regex(PROJECT_SLUG).max(120) })
const uploadedPhotoSchema = z.object({
  /** The stored original's key (never shown: the public page uses the renders). */
  key: z.string().max(300),
  small: z.string().regex(UPLOAD_URL),
  large: z.string().regex(UPLOAD_URL),
  /** The original's size: the renders keep its shape. */
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
})
export const galleryPhotoSchema = z.union([seedPhotoSchema, uploadedPhotoSchema])
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>

export const galleryProjectSchema = z.object({
  id: z.string().regex(PROJECT_SLUG).max(80),
  title: z.string().trim().min(3).max(120),
  location: z.string().trim().min(2).max(60),
  category: z.enum(GALLERY_CATEGORIES),
  /** YYYY-MM-DD */
  date: z.string().regex(DATE),
  description: z.string().trim().min(10).max(800),
  image: galleryPhotoSchema,
  beforeImage: galleryPhotoSchema.nullable().optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(10),
})
export type GalleryEntry = z.infer<typeof galleryProjectSchema>

/** The stored document: the projects in display order, ids unique. */
export const galleryDataSchema = z.object({
  projects: z
    .array(galleryProjectSchema)
    .max(300)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'Ids must be unique'),
})
export type GalleryData = z.infer<typeof galleryDataSchema>

/** The code file's 12 projects as the first version. */
export function gallerySeed(): GalleryData {
  return {
    projects: GALLERY_PROJECTS.map((p) => ({
      id: p.id,
      title: p.title,
      location: p.location,
      category: p.category,
      date: p.date,
      description: p.description,
      image: { seed: p.image },
      beforeImage: p.beforeImage ? { seed: p.beforeImage } : null,
      tags: [...p.tags],
    })),
  }
}

/** 'Motorized Shades in Weston!' -> 'motorized-shades-in-weston' */
export function projectSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** The cities the form suggests ("Weston, FL"); any "City, FL" is accepted. */
export const GALLERY_LOCATIONS = CITIES.map((c) => `${c.name}, FL`)

/** The project form (photos travel as files beside it, see gallery.server.ts). */
export const galleryFormSchema = z.object({
  /** The id of the project being edited; empty when adding one. */
  original: z.string().regex(PROJECT_SLUG).optional(),
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(PROJECT_SLUG, 'Lower-case letters, digits and dashes, such as weston-shutters')
    .max(80)
    .optional(),
  title: z
    .string({ required_error: 'Enter a title' })
    .trim()
    .min(3, 'Write at least 3 characters')
    .max(120, 'At most 120 characters'),
  location: z
    .string({ required_error: 'Enter the city, such as Weston, FL' })
    .trim()
    .min(2, 'Enter the city, such as Weston, FL')
    .max(60, 'At most 60 characters'),
  category: z.enum(GALLERY_CATEGORIES, {
    required_error: 'Choose the product',
    invalid_type_error: 'Choose the product',
  }),
  date: z
    .string({ required_error: 'Enter the date of the job' })
    .regex(DATE, 'Enter the date of the job'),
  description: z
    .string({ required_error: 'Describe the job' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(800, 'At most 800 characters'),
  tags: z
    .string()
    .optional()
    .default('')
    .transform((t) =>
      t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(40, 'Each tag at most 40 characters')).max(10, 'At most 10 tags')),
  removeBefore: z.literal('on').optional(),
})
export type GalleryFormValue = z.infer<typeof galleryFormSchema>

/** A project as the form's default values. */
export function projectToForm(p: GalleryEntry): Record<string, string> {
  return {
    original: p.id,
    id: p.id,
    title: p.title,
    location: p.location,
    category: p.category,
    date: p.date,
    description: p.description,
    tags: p.tags.join(', '),
  }
}

/** The list with a project added at the top or put in its place (by its original id). */
export function upsertProject(
  projects: readonly GalleryEntry[],
  project: GalleryEntry,
  original: string | undefined,
): GalleryEntry[] {
  const at = original ? projects.findIndex((p) => p.id === original) : -1
  if (at < 0) return [project, ...projects]
  return projects.map((p, i) => (i === at ? project : p))
}

/** The list with one project moved one place up (-1) or down (+1); unchanged at an end. */
export function moveProject(
  projects: readonly GalleryEntry[],
  id: string,
  step: -1 | 1,
): GalleryEntry[] {
  const list = [...projects]
  const i = list.findIndex((p) => p.id === id)
  const j = i + step
  if (i < 0 || j < 0 || j >= list.length) return list
  const [moved] = list.splice(i, 1)
  if (moved) list.splice(j, 0, moved)
  return list
}

export function removeProject(projects: readonly GalleryEntry[], id: string): GalleryEntry[] {
  return projects.filter((p) => p.id !== id)
}

/**
 * A project's Spanish words (issue 41): title, city, caption and tags. Photos, product, date and
 * order stay the English list's, so a Spanish version never moves or re-photographs a project.
 */
export const galleryCaptionFormSchema = galleryFormSchema
  .pick({ title: true, location: true, description: true, tags: true })
  .extend({ original: z.string({ required_error: 'Unknown project' }).regex(PROJECT_SLUG) })
export type GalleryCaption = Pick<GalleryEntry, 'title' | 'location' | 'description' | 'tags'>

function captionOf(p: GalleryCaption): GalleryCaption {
  return { title: p.title, location: p.location, description: p.description, tags: [...p.tags] }
}

/**
 * The Spanish list with one project's words written: in the English order, each project the
 * Spanish list has words for, with the English project's photos, product and date (a project
 * the English list no longer has is left out; one without Spanish words stays out, so its page
 * falls back to English).
 */
export function withCaption(
  spanish: readonly GalleryEntry[],
  english: readonly GalleryEntry[],
  id: string,
  caption: GalleryCaption,
): GalleryEntry[] {
  return english.flatMap((p) => {
    if (p.id === id) return [{ ...p, ...captionOf(caption) }]
    const es = spanish.find((s) => s.id === p.id)
    return es ? [{ ...p, ...captionOf(es) }] : []
  })
}

/** The English list with each project's Spanish words where it has them, and whether it does. */
export function captionedProjects(
  english: readonly GalleryEntry[],
  spanish: readonly GalleryEntry[],
): (GalleryEntry & { spanish: boolean })[] {
  return english.map((p) => {
    const es = spanish.find((s) => s.id === p.id)
    return es ? { ...p, ...captionOf(es), spanish: true } : { ...p, spanish: false }
  })
}
