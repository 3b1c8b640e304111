/**
 * The Spanish pages as the production build renders them (issue 41; docs/decisions/145-spanish.md):
 * `<html lang="es">`, and none of the customer side's English words where Spanish ones exist.
 * `npm run build && npx vitest run tests/security/spanish-pages.test.ts`
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_PARTS, CATALOGS } from '~/server/platform/i18n.server'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer
beforeAll(async () => {
  server = await startBuiltServer()
}, 60_000)
afterAll(() => server?.stop())

/** The fabric swatches' names in the server's database. */
function fabricNames(): string[] {
  const port = new URL(server.url).port
  const db = new Database(path.resolve('tests/.tmp/e2e', `e2e-${port}.db`), { readonly: true })
  try {
    return (
      db.prepare('SELECT fabric_name AS name FROM fabric_swatches').all() as { name: string }[]
    ).map((row) => row.name)
  } finally {
    db.close()
  }
}

/** The page's words as a visitor reads them: no scripts, styles, tags or entities. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

/**
 * English words of the catalog that a Spanish page must not show (not names like "Blog"): the
 * English of every id whose Spanish differs, and the English a Spanish "~English" entry
 * translates (server messages, the office's code words).
 */
const englishWords = [
  ...Object.entries(CATALOGS.en)
    .filter(([id, words]) => words !== CATALOGS.es[id] && !words.includes('{'))
    .filter(([id]) => !id.startsWith('offer.') && id !== 'layout.switchToEnglish')
    .map(([, words]) => words),
  ...Object.entries(CATALOGS.es)
    .filter(([id, words]) => id.startsWith('~') && id.slice(1) !== words && !id.includes('{'))
    .map(([id]) => id.slice(1)),
].filter((words) => words.replace(/[^A-Za-z]/g, '').length >= 6)

/** The words as whole words: 'Contact' is not in 'Contacto'. */
const wholeWords = (words: string) =>
  new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u')

describe('Spanish pages', () => {
  it.each([['/es/no-such-page', '404: página no encontrada']])(
    '%s is in Spanish, frame included',
    async (path, heading) => {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status).toBe(404)
      const html = await answer.text()
      expect(html).toMatch(/<html lang="es"/)
      const text = visibleText(html)
      expect(text).toContain(heading)
      expect(englishWords.filter((words) => wholeWords(words).test(text))).toEqual([])
      expect(html).toContain(`<title>${heading}</title>`)
      // The switch leads to the same page in English.
      expect(html).toContain(`href="${path.replace(/^\/es/, '').replace(/\?.*/, '')}"`)
    },
  )

  // "An English page with no Spanish version offers no switch" is gone: since the B2B pages,
  // every public page has its /es twin (SPANISH_ROUTE_IDS), so no page is left to check it on.

  it('an error page the root loader did not run for still has its words, for the browser too', async () => {
    // A post the form reader refuses: the cart's action throws 400 and Remix skips the root
    // loader (the root shows the error), so the frame's words come from entry.server.tsx.
    const answer = await fetch(`${server.url}/cart?index`, {
      method: 'POST',
      headers: {
        Origin: server.url,
        'Content-Type': 'multipart/form-data',
        Accept: 'text/html',
      },
      body: 'name=Ana',
    })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    const text = visibleText(html)
    expect(text).toContain('We could not handle that request')
    // Attributes too (the cart's name is an aria-label), outside the kept messages.
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, ' ')
    expect(markup).toContain('Cart, empty')
    expect(markup).not.toMatch(/\b(layout|footer|bookBar|error)\.[a-zA-Z]+/)
    // The same words are kept in the page, so the browser hydrates with them.
    const kept =
      /<script type="application\/json" id="kept-messages"[^>]*>([\s\S]*?)<\/script>/.exec(html)
    expect(JSON.parse(kept?.[1] ?? '{}')).toHaveProperty('layout.cartLabel')
  })

  // Every part a page's components read must come with the page (its loader's pageMessages):
  // a part left out shows its ids ('quote.zip.label') instead of words, in either language.
  it.each(PUBLIC_PAGES.flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`]))(
    '%s shows words, never a message id',
    async (path) => {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status).toBe(200)
      const html = await answer.text()
      // What a visitor reads or hears: the text, and the attributes that carry words.
      const attributes = [
        ...html.matchAll(/\s(?:aria-label|placeholder|title|alt|content)="([^"]*)"/g),
      ]
      const markup = `${visibleText(html)} ${attributes.map((m) => m[1]).join(' ')}`
      const ids = [...markup.matchAll(MESSAGE_ID)].map((m) => m[0])
      expect(ids).toEqual([])
    },
  )

  // A Spanish page shows none of the customer side's English, wherever it would come from
  // (a rule in app/domain, a server message, a name from the office's records).
  it.each([...PUBLIC_PAGES, '/blog', '/b2b', '/window-company-portal', '/cart?tab=samples'])(
    "/es%s shows none of the catalogs' English",
    async (path) => {
      const spanish = path === '/' ? '/es' : `/es${path}`
      const answer = await fetch(`${server.url}${spanish}`)
      expect(answer.status).toBe(200)
      const html = await answer.text()
      expect(html).toMatch(/<html lang="es"/)
      const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)]
      let shown = `${visibleText(html)} ${attributes.map((m) => m[1]).join(' ')}`
      // The office's fabric names are names ("Sand Dune Fabric"), shown as they are.
      for (const name of fabricNames()) shown = shown.replaceAll(name, ' ')
      expect(englishWords.filter((words) => wholeWords(words).test(shown))).toEqual([])
    },
  )
})

/** The public pages in both languages (tests/integration/route-urls.test.ts lists them all). */
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/repair',
  '/fort-lauderdale',
  '/service-areas',
  '/gallery',
  '/measuring-guide',
  '/privacy',
  '/terms',
  '/quote',
  '/book-appointment',
  '/shop',
  '/shop/zebra-shades',
  '/shop/vertical-blinds',
  '/shop/roller-shades',
  '/shop/motors-accessories',
  '/cart',
  '/find-my-orders',
]

/** An id of a catalog part, as a page would show it when the part did not come with it. */
const MESSAGE_ID = new RegExp(
  `\\b(?:${[...Object.keys(CATALOG_PARTS.en).filter((part) => part !== 'frame'), 'nav', 'footer', 'layout', 'error', 'offer', 'notYet', 'cartBar', 'bookBar', 'toast', 'linkNotFound'].join('|')})\\.[a-zA-Z][\\w.]*[a-zA-Z]`,
  'g',
)
