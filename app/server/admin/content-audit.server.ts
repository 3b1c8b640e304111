/**
 * The audit log's wording for blog and site content changes (issue 31): one function per
 * subject, used by the staff pages (admin.blog*, admin.content*) and by the admin JSON API
 * (api.admin.blog.posts*, api.admin.generate-blog-posts, api.admin.content, api.admin.site-*),
 * so a change reads the same whichever way staff made it.
 */
import { type HomeContent, type HomeSpanish, truncateValue } from '~/domain/site-content'
import type { SiteContentItem, SiteImage } from '../content/site-content.server'
import { type AuditActor, recordAudit } from './audit-log.server'

type Tx = Parameters<typeof recordAudit>[1]

/** A blog post created or updated (its status as saved). */
export function auditBlogPostSaved(
  actor: AuditActor,
  post: { id: number; title: string; status: string },
  created: boolean,
) {
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: 'blog-post',
    subjectId: post.id,
    summary: `${created ? 'Created' : 'Updated'} blog post "${post.title}" (${post.status})`,
  })
}

/** A blog post drafted by the language model (stored in the drafts' own transaction). */
export function auditBlogPostDrafted(
  actor: AuditActor,
  post: { id: number; title: string },
  tx?: Tx,
) {
  recordAudit(
    {
      actor,
      kind: 'content-edit',
      subjectType: 'blog-post',
      subjectId: post.id,
      summary: `Drafted blog post "${post.title}" with AI (draft)`,
    },
    tx,
  )
}

/** The Spanish version of an English post started (a draft linked to it; issue 41). */
export function auditSpanishVersionStarted(
  actor: AuditActor,
  post: { id: number; title: string; englishId: number },
  tx?: Tx,
) {
  recordAudit(
    {
      actor,
      kind: 'content-edit',
      subjectType: 'blog-post',
      subjectId: post.id,
      summary: `Started the Spanish version of blog post #${post.englishId} "${post.title}" (draft)`,
    },
    tx,
  )
}

/** A blog post archived or restored. */
export function auditBlogPostArchived(actor: AuditActor, id: number, archiving: boolean) {
  recordAudit({
    actor,
    kind: archiving ? 'archive' : 'restore',
    subjectType: 'blog-post',
    subjectId: id,
    summary: `Blog post ${id} ${archiving ? 'archived' : 'restored'}`,
  })
}

const HOME_LABELS: Record<keyof HomeContent, string> = {
  heroTitle: 'headline',
  heroSubtitle: 'sub-headline',
  aboutText: 'about text',
  contactPhone: 'phone',
  contactEmail: 'e-mail',
}

/** The home page texts saved: the fields that changed, before and after. */
export function auditHomeContentSaved(actor: AuditActor, before: HomeContent, after: HomeContent) {
  const changed = (Object.keys(HOME_LABELS) as (keyof HomeContent)[]).filter(
    (name) => before[name] !== after[name],
  )
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: 'content',
    subjectId: 'home',
    summary: changed.length
      ? `Home page ${changed.map((name) => HOME_LABELS[name]).join(', ')} changed`
      : 'Home page content saved unchanged',
    before: Object.fromEntries(changed.map((name) => [name, truncateValue(before[name])])),
    after: Object.fromEntries(changed.map((name) => [name, truncateValue(after[name])])),
  })
}

/** The Spanish home texts saved (issue 41): which changed, before and after. */
export function auditHomeSpanishSaved(actor: AuditActor, before: HomeSpanish, after: HomeSpanish) {
  const names = ['heroTitle', 'heroSubtitle', 'aboutText'] as const
  const changed = names.filter((name) => (before[name] ?? '') !== (after[name] ?? ''))
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: 'content',
    subjectId: 'home-es',
    summary: changed.length
      ? `Spanish home page ${changed.map((name) => HOME_LABELS[name]).join(', ')} changed`
      : 'Spanish home page texts saved unchanged',
    before: Object.fromEntries(changed.map((name) => [name, truncateValue(before[name] ?? '')])),
    after: Object.fromEntries(changed.map((name) => [name, truncateValue(after[name] ?? '')])),
  })
}

/** A site content item added (no `before`) or updated. */
export function auditSiteContentSaved(
  actor: AuditActor,
  before: SiteContentItem | null | undefined,
  item: SiteContentItem,
) {
  const name = `${item.section}/${item.key}`
  const renamed = before && `${before.section}/${before.key}` !== name
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: 'content',
    subjectId: item.id,
    summary: before
      ? `Content item ${renamed ? `${before.section}/${before.key} → ` : ''}${name} updated`
      : `Content item ${name} added`,
    before: before ? truncateValue(before.value) : undefined,
    after: truncateValue(item.value),
  })
}

/** A site image added (no `before`) or updated: a new picture and showing/hiding are named. */
export function auditSiteImageSaved(
  actor: AuditActor,
  before: SiteImage | null | undefined,
  image: SiteImage,
) {
  const shown =
    before && before.isActive !== image.isActive ? (image.isActive ? ', shown' : ', hidden') : ''
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: 'site-image',
    subjectId: image.id,
    summary: before
      ? `Site image ${image.section}/${image.key} updated${shown}`
      : `Site image ${image.section}/${image.key} added`,
    before: before && before.imageUrl !== image.imageUrl ? before.imageUrl : undefined,
    after: before && before.imageUrl === image.imageUrl ? undefined : image.imageUrl,
  })
}

/** A site content item or site image deleted (`gone` is the row read before the delete). */
export function auditSiteContentDeleted(actor: AuditActor, gone: SiteContentItem | SiteImage) {
  const isItem = 'value' in gone
  recordAudit({
    actor,
    kind: 'content-edit',
    subjectType: isItem ? 'content' : 'site-image',
    subjectId: gone.id,
    summary: `${isItem ? 'Content item' : 'Site image'} ${gone.section}/${gone.key} deleted`,
    before: isItem ? truncateValue(gone.value) : gone.imageUrl,
  })
}
