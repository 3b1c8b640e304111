/**
 * Issue 41's foundation (docs/decisions/145-spanish.md): the catalogs, the language of a request,
 * the remembered choice and the page cache's key.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { ERROR_KEY_PREFIX } from '~/components/i18n'
import {
  CATALOG_PARTS,
  CATALOGS,
  FRAME,
  languageOfRequest,
  messagesFor,
  serverT,
} from '~/server/platform/i18n.server'
import { pageCacheKey } from '~/server/platform/page-cache.server'

/** The values a message fills in ('{count, plural, …}', '{year}'), not the words of its branches. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)]
    .map((m) => m[1])
    .sort()

/** Every id the customer side asks for by a literal: t('…'), label: '…' ids of the frame. */
function idsUsedInCode(): Set<string> {
  const ids = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = fs.readFileSync(full, 'utf8')
        for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g)) ids.add(m[1])
        for (const m of source.matchAll(
          /'((?:nav|footer|layout|error|offer|notYet|cartBar|bookBar|toast)\.[\w.]+)'/g,
        ))
          ids.add(m[1])
      }
    }
  }
  walk(path.resolve('app'))
  return ids
}

describe('the catalogs a translator edits (app/locales)', () => {
  it('has the same parts in both languages, the ids of each part named after it', () => {
    expect(Object.keys(CATALOG_PARTS.es).sort()).toEqual(Object.keys(CATALOG_PARTS.en).sort())
    for (const [part, catalog] of Object.entries(CATALOG_PARTS.en)) {
      if (part === FRAME) continue
      const misnamed = Object.keys(catalog).filter((id) => !id.startsWith(`${part}.`))
      expect(misnamed, `ids in app/locales/en/${part}.json must start with "${part}."`).toEqual([])
    }
    // A form message's Spanish is keyed by its English words, in the Spanish files only.
    const englishKeyed = Object.keys(CATALOGS.en).filter((id) => id.startsWith(ERROR_KEY_PREFIX))
    expect(englishKeyed, '"~…" entries belong in app/locales/es only').toEqual([])
  })

  it('has Spanish for every customer-side string, with the same values to fill in', () => {
    for (const [part, catalog] of Object.entries(CATALOG_PARTS.en)) {
      const spanish = CATALOG_PARTS.es[part] ?? {}
      const missing = Object.keys(catalog).filter((id) => !spanish[id]?.trim())
      expect(missing, `ids with no Spanish in app/locales/es/${part}.json`).toEqual([])
      const extra = Object.keys(spanish).filter(
        (id) => !(id in catalog) && !id.startsWith(ERROR_KEY_PREFIX),
      )
      expect(extra, `ids in es/${part}.json that en/${part}.json does not have`).toEqual([])
    }
    const differing = Object.keys(CATALOGS.en).filter(
      (id) =>
        JSON.stringify(placeholders(CATALOGS.en[id])) !==
          JSON.stringify(placeholders(CATALOGS.es[id])) &&
        // The Spanish copyright leaves the English area description out (office content).
        id !== 'footer.copyright',
    )
    expect(differing, 'values named differently in the two languages').toEqual([])
  })

  it('has every id the code asks for', () => {
    const unknown = [...idsUsedInCode()].filter((id) => !(id in CATALOGS.en))
    expect(unknown, 'ids used in app/ but missing from app/locales/en/*.json').toEqual([])
  })

  it('gives a form message in Spanish by its English words, and unknown ones as they are', () => {
    const { fromEnglish } = serverT('es')
    const [english, spanish] =
      Object.entries(CATALOGS.es).find(([id]) => id.startsWith(ERROR_KEY_PREFIX)) ?? []
    if (english) expect(fromEnglish(english.slice(1))).toBe(spanish)
    expect(fromEnglish('A message nobody translated')).toBe('A message nobody translated')
    expect(serverT('en').fromEnglish('Enter your name')).toBe('Enter your name')
  })

  it('says an English text ("~…") the same way in every part, so the part a page loads last does not change it', () => {
    const seen = new Map<string, { part: string; words: string }>()
    const differing: string[] = []
    for (const [part, catalog] of Object.entries(CATALOG_PARTS.es)) {
      for (const [id, words] of Object.entries(catalog)) {
        if (!id.startsWith('~')) continue
        const first = seen.get(id)
        if (!first) seen.set(id, { part, words })
        else if (first.words !== words)
          differing.push(`${id}: ${first.part} "${first.words}" / ${part} "${words}"`)
      }
    }
    expect(differing).toEqual([])
  })

  it('compiles every message (ICU syntax a translator may have broken)', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(() => messagesFor(locale, Object.keys(CATALOG_PARTS[locale]))).not.toThrow()
    }
  })
})

describe('the language of a request', () => {
  it('comes from the address, and the root loader hands the page its language', async () => {
    const root = await import('~/root')
    const spanish = await callRoute(root, getRequest('/es/whatever'))
    expect(spanish.data.i18n.locale).toBe('es')
    expect(String(spanish.data.i18n.messages['layout.skipToContent'])).toBe('Saltar al contenido')
    expect(spanish.data.business.hours[0]?.days).toBe('lun-vie')
    const english = await callRoute(root, getRequest('/'))
    expect(english.data.i18n.locale).toBe('en')
    expect(String(english.data.i18n.messages['layout.skipToContent'])).toBe('Skip to content')
  })

  it('remembers a move from the other language with a cookie, never one from elsewhere', () => {
    const moved = languageOfRequest(
      getRequest('/es/services', { Referer: 'http://localhost:3000/services' }),
    )
    expect(moved.setCookie).toMatch(/^lang=es; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    const already = languageOfRequest(
      getRequest('/es/services', { Referer: 'http://localhost:3000/services', Cookie: 'lang=es' }),
    )
    expect(already.setCookie).toBeUndefined()
    const fromSearch = languageOfRequest(
      getRequest('/es/services', { Referer: 'https://www.google.com/' }),
    )
    expect(fromSearch.setCookie).toBeUndefined()
  })

  it('offers Spanish to a browser that prefers it, not to a crawler or who chose English', () => {
    const es = { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' }
    expect(languageOfRequest(getRequest('/', es)).offerSpanish).toBe(true)
    expect(
      languageOfRequest(getRequest('/', { ...es, 'User-Agent': 'Googlebot/2.1' })).offerSpanish,
    ).toBe(false)
    expect(languageOfRequest(getRequest('/', { ...es, Cookie: 'lang=en' })).offerSpanish).toBe(
      false,
    )
    expect(languageOfRequest(getRequest('/', { Cookie: 'lang=es' })).offerSpanish).toBe(true)
  })

  it('"Stay in English" posts a choice: a cookie and back to the page, nothing stored', async () => {
    const route = await import('~/routes/language')
    const body = new URLSearchParams({ language: 'en', back: '/services/repair?x=1' })
    const answer = await callRoute(
      route,
      new Request('http://localhost:3000/language', { method: 'POST', body }),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/services/repair?x=1')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^lang=en;/)
    const away = await callRoute(
      route,
      new Request('http://localhost:3000/language', {
        method: 'POST',
        body: new URLSearchParams({ language: 'es', back: '//evil.example/' }),
      }),
    )
    expect(away.headers.get('Location')).toBe('/es')
  })
})

describe('the page cache and languages', () => {
  const keyOf = (pathname: string, headers: Record<string, string> = {}) =>
    pageCacheKey(
      'GET',
      new URL(`http://localhost:3000${pathname}`),
      (name) => headers[name.toLowerCase()],
    )

  it('keeps the two languages of a page apart, and the offer apart from no offer', async () => {
    const english = await keyOf('/services')
    const spanish = await keyOf('/es/services')
    expect(english).toBeTruthy()
    expect(spanish).toBeTruthy()
    expect(spanish).not.toBe(english)
    const offered = await keyOf('/services', { 'accept-language': 'es-US,es' })
    expect(offered).toBeTruthy()
    expect(offered).not.toBe(english)
    // The same offer whatever makes it: the browser's languages or the remembered choice.
    expect(await keyOf('/services', { cookie: 'lang=es' })).toBe(offered)
    expect(await keyOf('/services', { cookie: 'lang=en', 'accept-language': 'es' })).toBe(english)
    // Crawlers get the page as it is.
    expect(
      await keyOf('/services', { 'accept-language': 'es', 'user-agent': 'Googlebot/2.1' }),
    ).toBe(await keyOf('/services', { 'user-agent': 'Googlebot/2.1' }))
  })

  it('renders a move between languages (its answer remembers the choice)', async () => {
    expect(await keyOf('/es/services', { referer: 'http://localhost:3000/services' })).toBeNull()
    expect(
      await keyOf('/es/services', { referer: 'http://localhost:3000/services', cookie: 'lang=es' }),
    ).toBeTruthy()
  })

  it("renders alone a Spanish page that reads the visitor's quote answers, as the English one", async () => {
    expect(await keyOf('/es', { cookie: 'quote_wizard=x' })).toBeNull()
    expect(await keyOf('/es/privacy', { cookie: 'quote_wizard=x' })).toBeTruthy()
  })
})
