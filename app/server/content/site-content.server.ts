/**
 * The one writer of site_content and site_images, and the home page's texts read from them
 * (cached until the content version moves: a write here, or on the primary when this machine is
 * a LiteFS replica). Values are cleaned on write and on read:
 * text items as plain text, html items with the allow-list.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { BusinessSettings } from '~/domain/content-versions'
import type { Locale } from '~/domain/locale'
import {
  type ContentType,
  HOME_CONTENT_DEFAULTS,
  HOME_CONTENT_ITEMS,
  HOME_SPANISH_SECTION,
  type HomeContent,
  type HomeSpanish,
  type HomeTextKey,
  homeTextsIn,
  type SiteContentInput,
  type SiteImageInput,
  siteContentSchema,
  siteImageSchema,
} from '~/domain/site-content'
import { db, schema } from '../platform/db.server'
import { memoUntilNextWrite } from '../platform/db-version.server'
import { sanitizePlainText, sanitizeRichHtml } from '../platform/html.server'
import { pathId } from '../platform/http.server'
import { storeFormImage } from '../platform/image-form.server'
import { BUSINESS_KEY, businessSeed } from './business-settings.server'
import { publishedContent, savePublished } from './content-versions.server'

const { siteContent, siteImages } = schema

export type SiteContentItem = typeof siteContent.$inferSelect
export type SiteImage = typeof siteImages.$inferSelect

/** A write that would repeat a section and key already used (409). */
export class DuplicateKeyError extends Error {
  constructor(section: string, key: string) {
    super(`${section}.${key} exists already`)
    this.name = 'DuplicateKeyError'
  }
}

function cleanValue(value: string, contentType: string): string {
  return contentType === 'html' ? sanitizeRichHtml(value) : sanitizePlainText(value)
}

const homeCache = memoUntilNextWrite<HomeContent>(1)
const homeSpanishCache = memoUntilNextWrite<HomeSpanish>(1)

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message)
}

function guardUnique<T>(section: string, key: string, write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateKeyError(section, key)
    throw error
  }
}

// ---------------------------------------------------------------- content items

export function listSiteContent(): SiteContentItem[] {
  return db
    .select()
    .from(siteContent)
    .orderBy(asc(siteContent.section), asc(siteContent.key))
    .all()
    .map((row) => ({ ...row, value: cleanValue(row.value, row.contentType) }))
}

export function getSiteContentItem(id: number): SiteContentItem | undefined {
  return db.select().from(siteContent).where(eq(siteContent.id, id)).get()
}

export function createSiteContent(input: SiteContentInput): SiteContentItem {
  const row = guardUnique(input.section, input.key, () =>
    db
      .insert(siteContent)
      .values({ ...input, value: cleanValue(input.value, input.contentType) })
      .returning()
      .get(),
  )
  return row
}

export function updateSiteContent(id: number, input: SiteContentInput): SiteContentItem | null {
  const row = guardUnique(input.section, input.key, () =>
    db
      .update(siteContent)
      .set({ ...input, value: cleanValue(input.value, input.contentType) })
      .where(eq(siteContent.id, id))
      .returning()
      .get(),
  )
  return row ?? null
}

export function deleteSiteContent(id: number): boolean {
  const row = db
    .delete(siteContent)
    .where(eq(siteContent.id, id))
    .returning({ id: siteContent.id })
    .get()
  return Boolean(row)
}

// ---------------------------------------------------------------- site images

export function listSiteImages(): SiteImage[] {
  return db.select().from(siteImages).orderBy(asc(siteImages.section), asc(siteImages.key)).all()
}

/** The active images of the section "gallery", shown on /gallery under "Latest work". */
export function galleryPhotos(): { id: number; title: string; imageUrl: string }[] {
  return db
    .select({ id: siteImages.id, title: siteImages.title, imageUrl: siteImages.imageUrl })
    .from(siteImages)
    .where(and(eq(siteImages.section, 'gallery'), eq(siteImages.isActive, true)))
    .orderBy(desc(siteImages.id))
    .limit(24)
    .all()
}

export function getSiteImage(id: number): SiteImage | undefined {
  return db.select().from(siteImages).where(eq(siteImages.id, id)).get()
}

type SiteImageValues = Omit<SiteImageInput, 'image' | 'imageUrl'> & { imageUrl: string }

function imageValues(input: SiteImageValues) {
  return {
    section: input.section,
    key: input.key,
    title: input.title ? sanitizePlainText(input.title) : '',
    imageUrl: input.imageUrl,
    isActive: input.isActive,
  }
}

export function createSiteImage(input: SiteImageValues): SiteImage {
  const row = guardUnique(input.section, input.key, () =>
    db.insert(siteImages).values(imageValues(input)).returning().get(),
  )
  return row
}

export function updateSiteImage(id: number, input: SiteImageValues): SiteImage | null {
  const row = guardUnique(input.section, input.key, () =>
    db.update(siteImages).set(imageValues(input)).where(eq(siteImages.id, id)).returning().get(),
  )
  return row ?? null
}

export function deleteSiteImage(id: number): boolean {
  const row = db
    .delete(siteImages)
    .where(eq(siteImages.id, id))
    .returning({ id: siteImages.id })
    .get()
  return Boolean(row)
}

/** Content items, site images and distinct sections, for the tab's counters. */
export function contentCounts() {
  const items = db.select({ n: count() }).from(siteContent).get()?.n ?? 0
  const images = db.select({ n: count() }).from(siteImages).get()?.n ?? 0
  const sections =
    db
      .select({
        n: sql<number>`count(*)`,
      })
      .from(sql`(SELECT section FROM site_content UNION SELECT section FROM site_images)`)
      .get()?.n ?? 0
  return { items, images, sections }
}

// ---------------------------------------------------------------- the home page

/**
 * The home hero and about text (saved items over today's texts), and the contact details: the
 * business settings' phone and e-mail, the one source the header, footer and JSON-LD read too.
 */
export function getHomeContent(): HomeContent {
  return homeCache('home', readHomeContent)
}

function currentBusiness(): BusinessSettings {
  return publishedContent<BusinessSettings>('business', BUSINESS_KEY) ?? businessSeed()
}

function readHomeContent(): HomeContent {
  const { phone, email } = currentBusiness()
  const values: HomeContent = { ...HOME_CONTENT_DEFAULTS, contactPhone: phone, contactEmail: email }
  const rows = listSiteContent()
  for (const name of Object.keys(HOME_CONTENT_ITEMS) as HomeTextKey[]) {
    const { section, key } = HOME_CONTENT_ITEMS[name]
    const row = rows.find((r) => r.section === section && r.key === key)
    if (row?.value)
      values[name] = row.contentType === 'html' ? sanitizePlainText(row.value) : row.value
  }
  return values
}

/** The office's Spanish home texts (empty when it wrote none). */
export function getHomeSpanish(): HomeSpanish {
  return homeSpanishCache('home-es', () => {
    const values: HomeSpanish = {}
    for (const row of listSiteContent()) {
      if (row.section === HOME_SPANISH_SECTION && row.key in HOME_CONTENT_ITEMS && row.value)
        values[row.key as HomeTextKey] =
          row.contentType === 'html' ? sanitizePlainText(row.value) : row.value
    }
    return values
  })
}

/**
 * The home page's texts in the page's language (issue 41), and which of them are shown in
 * English on a Spanish page (the office changed the English and wrote no Spanish yet).
 */
export function homeContentIn(locale: Locale): HomeContent & { shownInEnglish: HomeTextKey[] } {
  const content = getHomeContent()
  const { texts, english } = homeTextsIn(locale, content, getHomeSpanish())
  return { ...content, ...texts, shownInEnglish: english }
}

/**
 * Saves the Spanish home texts in one transaction: a text given is kept, an empty one removed
 * (the Spanish page then says the default's Spanish, or the English with the notice).
 */
export function saveHomeSpanish(spanish: HomeSpanish): void {
  db.transaction((tx) => {
    for (const key of Object.keys(HOME_CONTENT_ITEMS) as HomeTextKey[]) {
      const value = sanitizePlainText(spanish[key] ?? '')
      const where = and(eq(siteContent.section, HOME_SPANISH_SECTION), eq(siteContent.key, key))
      if (!value) {
        tx.delete(siteContent).where(where).run()
        continue
      }
      tx.insert(siteContent)
        .values({ section: HOME_SPANISH_SECTION, key, value, contentType: 'text' })
        .onConflictDoUpdate({
          target: [siteContent.section, siteContent.key],
          set: { value, contentType: 'text', updatedAt: new Date() },
        })
        .run()
    }
  })
}

/**
 * Saves the content form in one transaction: the three home texts, and a changed phone or
 * e-mail as a new published version of the business settings (so it shows everywhere at once).
 */
export function saveHomeContent(content: HomeContent, author: string): void {
  db.transaction((tx) => {
    for (const name of Object.keys(HOME_CONTENT_ITEMS) as HomeTextKey[]) {
      const { section, key } = HOME_CONTENT_ITEMS[name]
      const value = sanitizePlainText(content[name])
      const contentType: ContentType = 'text'
      tx.insert(siteContent)
        .values({ section, key, value, contentType })
        .onConflictDoUpdate({
          target: [siteContent.section, siteContent.key],
          set: { value, contentType, updatedAt: new Date() },
        })
        .run()
    }
    const business = currentBusiness()
    const phone = sanitizePlainText(content.contactPhone)
    const email = sanitizePlainText(content.contactEmail)
    if (phone !== business.phone || email !== business.email) {
      savePublished('business', BUSINESS_KEY, { ...business, phone, email }, author)
    }
  })
}

// ---------------------------------------------------------------- the site image form (page and API)

export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024

export type SiteImageSaved =
  | { ok: true; image: SiteImage }
  | {
      ok: false
      status: 400 | 404 | 409 | 413 | 415 | 503
      error: string
      reply: SubmissionResult<string[]>
    }

/** Validates the image form, stores an uploaded file, creates or updates the image. */
export async function saveSiteImageForm(
  form: FormData,
  { id, failure }: { id?: number; failure: string },
): Promise<SiteImageSaved> {
  const submission = parseWithZod(form, { schema: siteImageSchema })
  if (submission.status !== 'success') {
    return {
      ok: false,
      status: 400,
      error: `${failure}: check the form`,
      reply: submission.reply(),
    }
  }
  const upload = await storeFormImage(form, { maxBytes: SITE_IMAGE_MAX_BYTES, prefix: 'site' })
  if (!upload.ok) {
    return {
      ok: false,
      status: upload.status,
      error: `${failure}: ${upload.error}`,
      reply: submission.reply({ fieldErrors: { image: [upload.error] } }),
    }
  }
  const imageUrl = upload.image?.url ?? submission.value.imageUrl
  if (!imageUrl) {
    const message = 'Give an image URL or upload an image'
    return {
      ok: false,
      status: 400,
      error: `${failure}: ${message}`,
      reply: submission.reply({ fieldErrors: { imageUrl: [message] } }),
    }
  }
  const values = { ...submission.value, imageUrl }
  try {
    const image = id === undefined ? createSiteImage(values) : updateSiteImage(id, values)
    if (image) return { ok: true, image }
    return {
      ok: false,
      status: 404,
      error: `${failure}: it does not exist`,
      reply: submission.reply(),
    }
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error
    const message = `An image with this section and key exists already`
    return {
      ok: false,
      status: 409,
      error: `${failure}: ${message}`,
      reply: submission.reply({ fieldErrors: { key: [message] } }),
    }
  }
}

export type SiteContentSaved =
  | { ok: true; item: SiteContentItem }
  | { ok: false; status: 400 | 404 | 409; error: string; reply: SubmissionResult<string[]> }

/** Validates a content item (form or JSON read into a form) and creates or updates it. */
export function saveSiteContentForm(
  form: FormData,
  { id, failure }: { id?: number; failure: string },
): SiteContentSaved {
  const submission = parseWithZod(form, { schema: siteContentSchema })
  if (submission.status !== 'success') {
    return {
      ok: false,
      status: 400,
      error: `${failure}: check the form`,
      reply: submission.reply(),
    }
  }
  try {
    const item =
      id === undefined
        ? createSiteContent(submission.value)
        : updateSiteContent(id, submission.value)
    if (item) return { ok: true, item }
    return {
      ok: false,
      status: 404,
      error: `${failure}: it does not exist`,
      reply: submission.reply(),
    }
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error
    const message = 'A content item with this section and key exists already'
    return {
      ok: false,
      status: 409,
      error: `${failure}: ${message}`,
      reply: submission.reply({ fieldErrors: { key: [message] } }),
    }
  }
}

/** An edit page's `$id`: undefined for 'new', the number otherwise; 404 for anything else. */
export function idOrNew(param: string | undefined): number | undefined {
  if (param === 'new') return undefined
  const id = pathId(param)
  if (!id) throw data('Not found', { status: 404 })
  return id
}
