/**
 * "A Spanish page shows no English UI string" (issue 41), as a page shows it: the English of
 * every catalog entry whose Spanish differs (app/locales/en vs es, read as a translator edits
 * them, and the English of es's "~English" entries), six letters or more and without a value
 * to fill in, must not appear as whole words
 * in what the Spanish page shows. Catches English that comes from code the source check
 * (tests/integration/spanish-source.test.ts) cannot see: rules in app/domain, server messages.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect } from './helpers'

type Catalog = Record<string, string>

function catalog(locale: 'en' | 'es'): Catalog {
  const dir = path.resolve('app/locales', locale)
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Catalog),
  )
}

let english: string[] | undefined
/** The English words a Spanish page must not show (the switch's "English" and the offer aside). */
export function englishUiWords(): string[] {
  if (english) return english
  const en = catalog('en')
  const es = catalog('es')
  english = [
    ...Object.entries(en)
      .filter(([id, words]) => words !== es[id] && !words.includes('{'))
      .filter(([id]) => !id.startsWith('offer.') && id !== 'layout.switchToEnglish')
      .map(([, words]) => words),
    // The English a Spanish "~English" entry translates (server messages, code words).
    ...Object.entries(es)
      .filter(([id, words]) => id.startsWith('~') && id.slice(1) !== words && !id.includes('{'))
      .map(([id]) => id.slice(1)),
  ].filter((words) => words.replace(/[^A-Za-z]/g, '').length >= 6)
  return english
}

const wholeWords = (words: string) =>
  new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u')

/** The page is Spanish: `lang="es"`, and none of the catalogs' English (nor `extra`) shows. */
export async function expectNoEnglishUi(page: Page, extra: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('body').innerText()
  const found = [...new Set([...englishUiWords(), ...extra])].filter((words) =>
    wholeWords(words).test(text),
  )
  expect(found, `English on the Spanish page ${page.url()}`).toEqual([])
}

/**
 * Every e-mail the site sent to a Spanish customer's address is Spanish: its subject and text
 * hold none of the catalogs' English (nor `extra`). Answers how many there were.
 */
export async function expectSpanishMail(to: string, extra: readonly string[] = []) {
  const mails = await withE2eDatabase((db) =>
    db
      .select({ subject: schema.outbox.subject, text: schema.outbox.text })
      .from(schema.outbox)
      .where(eq(schema.outbox.to, to))
      .all(),
  )
  const words = [...new Set([...englishUiWords(), ...extra])]
  for (const mail of mails) {
    const found = words.filter((w) => wholeWords(w).test(`${mail.subject}\n${mail.text}`))
    expect(found, `English in the e-mail "${mail.subject}" to ${to}`).toEqual([])
  }
  return mails.length
}
