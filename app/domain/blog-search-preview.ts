/**
 * The search-result preview of a blog post in the editor (issue 32): the title, address and
 * description a search engine shows, with their lengths and a warning past what it usually
 * shows (~60 and ~155 characters). Pure: the server renders it from the saved values, the
 * browser from what is being typed.
 */
import { slugFromTitle } from './blog'

export const SEARCH_TITLE_MAX = 60
export const SEARCH_DESCRIPTION_MAX = 155

export type SearchPreview = {
  title: string
  url: string
  description: string
  titleLength: number
  descriptionLength: number
  titleTooLong: boolean
  descriptionTooLong: boolean
}

/** What the post's page says to a search engine: its title tag, address and description. */
export function blogSearchPreview(
  post: { title: string; slug: string; metaDescription: string; excerpt: string },
  site: { siteUrl: string; name: string },
): SearchPreview {
  const name = post.title.trim()
  const title = name ? `${name} | ${site.name}` : site.name
  const slug = post.slug.trim() ? slugFromTitle(post.slug) : slugFromTitle(name)
  const host = site.siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  const description = (post.metaDescription.trim() || post.excerpt.trim()).replace(/\s+/g, ' ')
  return {
    title,
    url: `${host}/blog/${slug}`,
    description,
    titleLength: title.length,
    descriptionLength: description.length,
    titleTooLong: title.length > SEARCH_TITLE_MAX,
    descriptionTooLong: description.length > SEARCH_DESCRIPTION_MAX,
  }
}
