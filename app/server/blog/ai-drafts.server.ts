/**
 * AI drafts: one post per selected city, written by the language model, stored together as
 * drafts to review.
 */
import { estimateReadTime } from '~/domain/blog'
import type { GenerateBlogPostsInput, GeneratedPost } from '~/domain/blog-generation'
import type { AuditActor } from '../admin/audit-log.server'
import { auditBlogPostDrafted } from '../admin/content-audit.server'
import { db } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { sanitizeRichHtml } from '../platform/html.server'
import { draftBlogPost } from '../vendors/openai.server'
import { insertPost } from './post-writes.server'

/**
 * Drafts one post per selected city with the language model, then stores them all as drafts
 * in one transaction: a failed draft stores nothing. Nothing the model writes is published:
 * publishing stays a person's decision (issue 32).
 */
export async function generateBlogPosts(input: GenerateBlogPostsInput, actor: AuditActor) {
  const business = getEnv().BUSINESS_NAME
  const drafts: GeneratedPost[] = []
  for (const city of input.selectedCities) {
    drafts.push(await draftBlogPost(city, input.selectedServices, business, input.language))
  }
  const now = new Date()
  return db.transaction((tx) =>
    drafts.map((draft) => {
      const content = sanitizeRichHtml(draft.content)
      const post = insertPost(
        tx,
        {
          ...draft,
          content,
          author: business,
          status: 'draft',
          locale: input.language,
          readTime: estimateReadTime(content),
        },
        now,
      )
      // Each draft's entry in the drafts' own transaction: all land together or none does.
      auditBlogPostDrafted(actor, post, tx)
      return post
    }),
  )
}
