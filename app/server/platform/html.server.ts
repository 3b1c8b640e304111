/**
 * The one way rich HTML (blog posts, AI drafts, site content) is cleaned, on write and again
 * on render (docs/requirements.md, R11). An allow-list: headings, paragraphs, lists, links, images, emphasis,
 * blockquotes, tables and embeds from the video host stay; everything else (script, event
 * handlers, javascript: and data: URLs, other iframes, style attributes, forms, SVG) goes.
 */
import sanitizeHtml from 'sanitize-html'

/** Embeds allowed in posts: the video host the site already uses. */
const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com']

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  // Tags whose content is dropped along with them (not shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: true,
  parseStyleAttributes: false,
  transformTags: {
    // A post's own <h1> would compete with the page title: it becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      const next: Record<string, string> = { ...attribs }
      if (external) next.rel = 'noopener noreferrer'
      else delete next.rel
      if (next.target && next.target !== '_blank') delete next.target
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
    }),
  },
  exclusiveFilter: (frame) =>
    // An iframe whose source was refused would be an empty box: drop it.
    (frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'img' && !frame.attribs.src),
}

/** Clean HTML, safe to store and to render with dangerouslySetInnerHTML. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/**
 * The images of rich HTML that have no alt attribute at all (an empty alt="" is a decorative
 * image, said on purpose), as the sanitiser reads the HTML: an image it would drop, or one
 * inside a tag whose content it drops, is not counted. Answers their sources.
 */
export function imagesWithoutAlt(html: string): string[] {
  const found: string[] = []
  sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        if (attribs.src && !Object.hasOwn(attribs, 'alt')) found.push(attribs.src)
        return { tagName, attribs }
      },
    },
  })
  return found
}

/**
 * Plain text: every tag removed and entities turned back into characters (titles, excerpts,
 * site content). Repeated until stable, so `&lt;script&gt;` cannot come back as a tag.
 */
export function sanitizePlainText(text: string): string {
  let current = text
  for (let pass = 0; pass < 5; pass++) {
    const next = stripTags(current)
    if (next === current) break
    current = next
  }
  return current.trim()
}

function stripTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}
