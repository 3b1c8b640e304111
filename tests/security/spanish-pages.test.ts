/**
 * The Spanish pages as the production build renders them (issue 41; docs/decisions/145-spanish.md):
 * `<html lang="es">`, and none of the customer side's English words where Spanish ones exist.
 * `npm run build && npx vitest run tests/security/spanish-pages.test.ts`
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '~/locales/en.json'
import es from '~/locales/es.json'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer
beforeAll(async () => {
  server = await startBuiltServer()
}, 60_000)
afterAll(() => server?.stop())

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

/** English words of the catalog that a Spanish page must not show (not names like "Blog"). */
const englishWords = Object.entries(en as Record<string, string>)
  .filter(([id, words]) => words !== (es as Record<string, string>)[id] && !words.includes('{'))
  .filter(([id]) => !id.startsWith('offer.') && id !== 'layout.switchToEnglish')
  .map(([, words]) => words)
  .filter((words) => words.length >= 6)

describe('Spanish pages', () => {
  it.each([
    ['/es/shop/zebra-shades', 'Esta página todavía no está en español'],
    ['/es/no-such-page', '404: página no encontrada'],
  ])('%s is in Spanish, frame included', async (path, heading) => {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.status).toBe(404)
    const html = await answer.text()
    expect(html).toMatch(/<html lang="es"/)
    const text = visibleText(html)
    expect(text).toContain(heading)
    expect(englishWords.filter((words) => text.includes(words))).toEqual([])
    expect(html).toContain(`<title>${heading}</title>`)
    // The switch leads to the same page in English.
    expect(html).toContain(`href="${path.replace(/^\/es/, '').replace(/\?.*/, '')}"`)
  })

  it('an English page stays English, and offers no switch while it has no Spanish version', async () => {
    const html = await (await fetch(`${server.url}/shop`)).text()
    expect(html).toMatch(/<html lang="en"/)
    // A link to a page that only says "not yet in Spanish" would help nobody.
    expect(html).not.toContain('href="/es/shop"')
    expect(html).not.toContain('hreflang="es')
  })

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
})
