/**
 * The work gallery's reads and writes: the public pages read the published projects (or a staff
 * preview) through contentFor; the admin page's form carries a project's fields and up to two
 * photos, stored through the image pipeline (checked by their bytes, resized, under `gallery/`).
 * Every change (add, edit, move, remove) is a new version of the one gallery document, so the
 * History restores any earlier list in one step.
 */

import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { gallerySeedEs } from '~/content/gallery-es'
import {
  captionedProjects,
  GALLERY_KEY,
  GALLERY_PHOTO_SIZES,
  type GalleryData,
  type GalleryEntry,
  type GalleryPhoto,
  galleryCaptionFormSchema,
  galleryFormSchema,
  gallerySeed,
  projectSlug,
  upsertProject,
  withCaption,
} from '~/domain/gallery-projects'
import type { Locale } from '~/domain/locale'
import { BadUploadError, parseUploadForm, UploadRejectedError } from '../platform/multipart.server'
import { StorageFailedError, type StoredImage, storeImage } from '../platform/storage.server'
import { localizedContentFor, publishedContent, versionData } from './content-versions.server'
import { languageOf } from './services.server'

export const GALLERY_PHOTO_MAX_BYTES = 15 * 1024 * 1024
const PHOTO_FIELDS = ['after', 'before'] as const
type PhotoField = (typeof PHOTO_FIELDS)[number]

export type PublicGalleryEntry = GalleryEntry & { contentLocale: Locale }

/**
 * The gallery a page shows: a staff preview, else the published list, else the seed. The English
 * list says which projects, photos and dates; on a Spanish page each project's words (title,
 * place, description, tags) are its Spanish version's when it has one (by id), else English,
 * and `contentLocale` says which.
 */
export async function galleryFor(
  request: Request | null,
): Promise<{ projects: PublicGalleryEntry[]; contentLocale: Locale }> {
  const { data, english, contentLocale } = await localizedContentFor<GalleryData>(
    request,
    'gallery',
    GALLERY_KEY,
    gallerySeed,
    languageOf(request),
    gallerySeedEs,
  )
  if (contentLocale === 'en') {
    return {
      projects: english.projects.map((p) => ({ ...p, contentLocale: 'en' as const })),
      contentLocale,
    }
  }
  const projects = captionedProjects(english.projects, data.projects).map(
    ({ spanish, ...p }): PublicGalleryEntry => ({ ...p, contentLocale: spanish ? 'es' : 'en' }),
  )
  return {
    projects,
    contentLocale: projects.every((p) => p.contentLocale === 'es') ? 'es' : 'en',
  }
}

/** The published gallery (the sitemap's project pages). */
export function publishedGallery(): GalleryData {
  return publishedContent<GalleryData>('gallery', GALLERY_KEY) ?? gallerySeed()
}

/** What staff edit: a draft they opened, else the published list, else the seed. */
export function galleryForEditing(opened: number | null): GalleryData {
  return (
    (opened ? versionData<GalleryData>(opened, 'gallery', GALLERY_KEY) : null) ?? publishedGallery()
  )
}

/**
 * What staff translate (issue 41): the Spanish version they opened, else the published Spanish
 * list, else the code's Spanish captions (as the public /es gallery reads them).
 */
export function galleryCaptionsForEditing(opened: number | null): GalleryData {
  return (
    (opened ? versionData<GalleryData>(opened, 'gallery', GALLERY_KEY, 'es') : null) ??
    publishedContent<GalleryData>('gallery', GALLERY_KEY, 'es') ??
    gallerySeedEs()
  )
}

export type CaptionFormResult =
  | { ok: true; projects: GalleryEntry[]; project: GalleryEntry }
  | { ok: false; status: 400 | 404; reply: SubmissionResult<string[]> }

/**
 * The Spanish form's words put on their project: the Spanish list as it will be saved (see
 * withCaption). A project the English list does not have is a 404.
 */
export function captionFromForm(
  form: FormData,
  english: readonly GalleryEntry[],
  spanish: readonly GalleryEntry[],
): CaptionFormResult {
  const submission = parseWithZod(form, { schema: galleryCaptionFormSchema })
  if (submission.status !== 'success') {
    return {
      ok: false,
      status: 400,
      reply: submission.reply({ formErrors: ['Check the project below'] }),
    }
  }
  const { original, ...caption } = submission.value
  const project = english.find((p) => p.id === original)
  if (!project) {
    return { ok: false, status: 404, reply: submission.reply({ formErrors: ['No such project'] }) }
  }
  const projects = withCaption(spanish, english, original, caption)
  return { ok: true, projects, project: { ...project, ...caption } }
}

function photoFrom(image: StoredImage): GalleryPhoto {
  const small = image.variants.w480
  const large = image.variants.w960
  return {
    key: image.key,
    small: `/uploads/${small}`,
    large: `/uploads/${large}`,
    width: image.width ?? GALLERY_PHOTO_SIZES.large,
    height: image.height ?? Math.round((GALLERY_PHOTO_SIZES.large * 3) / 4),
  }
}

type FieldErrors = Record<string, string[]>

export type ProjectFormResult =
  | { ok: true; projects: GalleryEntry[]; project: GalleryEntry }
  | { ok: false; status: 400 | 409 | 413 | 415 | 503; reply: SubmissionResult<string[]> }

function refused(
  form: FormData,
  status: 400 | 409 | 413 | 415 | 503,
  fieldErrors: FieldErrors,
): ProjectFormResult {
  const text = new FormData()
  for (const [k, v] of form.entries()) if (typeof v === 'string') text.append(k, v)
  const submission = parseWithZod(text, { schema: galleryFormSchema })
  const errors: FieldErrors = {}
  if (submission.status === 'error' && submission.error) {
    for (const [k, v] of Object.entries(submission.error)) if (v) errors[k] = [...v]
  }
  return {
    ok: false,
    status,
    reply: submission.reply({
      formErrors: ['Check the project below'],
      fieldErrors: { ...errors, ...fieldErrors },
    }),
  }
}

/** Reads the multipart form (fields and at most two photos, each checked as it streams in). */
export async function readProjectForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; result: ProjectFormResult }> {
  try {
    const { form } = await parseUploadForm(request, {
      fileFields: [...PHOTO_FIELDS],
      maxBytes: GALLERY_PHOTO_MAX_BYTES,
      maxFiles: 2,
      maxTextBytes: 64 * 1024,
    })
    return { ok: true, form }
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      const form = error.form ?? new FormData()
      // Parts come in the form's order: the refused file is the first photo not yet read.
      const after = form.get('after')
      const field: PhotoField = after instanceof Blob && after.size > 0 ? 'before' : 'after'
      const key = error.textField ?? field
      return { ok: false, result: refused(form, error.status, { [key]: [error.message] }) }
    }
    if (error instanceof BadUploadError) {
      return { ok: false, result: refused(new FormData(), 400, { '': [error.message] }) }
    }
    throw error
  }
}

/** As storeUploadedImage (image-form.server.ts), with the gallery's two renders. */
async function storePhoto(
  file: Blob,
): Promise<
  { ok: true; image: StoredImage } | { ok: false; status: 413 | 415 | 503; error: string }
> {
  try {
    const image = await storeImage(file, {
      maxBytes: GALLERY_PHOTO_MAX_BYTES,
      prefix: 'gallery',
      variants: [
        { name: 'w480', size: GALLERY_PHOTO_SIZES.small },
        { name: 'w960', size: GALLERY_PHOTO_SIZES.large },
      ],
    })
    return { ok: true, image }
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      return { ok: false, status: error.status, error: error.message }
    }
    if (error instanceof StorageFailedError) return { ok: false, status: 503, error: error.message }
    throw error
  }
}

function chosen(form: FormData, field: PhotoField): Blob | null {
  const file = form.get(field)
  return file instanceof Blob && file.size > 0 ? file : null
}

/**
 * The form's project put into the list (new ones at the top): fields checked by the schema,
 * photos stored. A new project needs an after photo; an edited one keeps its photos unless new
 * ones are chosen (or "remove the before photo" is ticked).
 */
export async function projectFromForm(
  form: FormData,
  projects: readonly GalleryEntry[],
): Promise<ProjectFormResult> {
  const submission = parseWithZod(form, { schema: galleryFormSchema })
  const existing = projects.find((p) => p.id === form.get('original'))
  const afterFile = chosen(form, 'after')
  const beforeFile = chosen(form, 'before')
  const photoErrors: FieldErrors = {}
  if (!existing && !afterFile) photoErrors.after = ['Choose the after photo']
  if (submission.status !== 'success') return refused(form, 400, photoErrors)
  if (photoErrors.after) return refused(form, 400, photoErrors)
  const value = submission.value
  const id = value.id || projectSlug(value.title)
  if (!id) return refused(form, 400, { id: ['Give the project an address name'] })
  if (projects.some((p) => p.id === id && p.id !== existing?.id)) {
    return refused(form, 409, { id: ['Another project has this address name'] })
  }
  const stored: Partial<Record<PhotoField, GalleryPhoto>> = {}
  for (const field of PHOTO_FIELDS) {
    const file = field === 'after' ? afterFile : beforeFile
    if (!file) continue
    const saved = await storePhoto(file)
    if (!saved.ok) return refused(form, saved.status, { [field]: [saved.error] })
    stored[field] = photoFrom(saved.image)
  }
  const image = stored.after ?? existing?.image
  if (!image) return refused(form, 400, { after: ['Choose the after photo'] })
  const project: GalleryEntry = {
    id,
    title: value.title,
    location: value.location,
    category: value.category,
    date: value.date,
    description: value.description,
    image,
    beforeImage: stored.before ?? (value.removeBefore ? null : (existing?.beforeImage ?? null)),
    tags: value.tags,
  }
  return { ok: true, project, projects: upsertProject(projects, project, existing?.id) }
}
