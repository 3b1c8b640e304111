import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, LOCALES } from '~/domain/locale'
import { CATALOGS } from '~/server/platform/i18n.server'
import { formatCompiled } from './compiled-message'

/** Values for every placeholder a message names: numbers for plurals, words for the rest. */
function sampleValues(tokens: unknown, count: number, into: Record<string, unknown> = {}) {
  if (!Array.isArray(tokens)) return into
  for (const token of tokens) {
    if (typeof token === 'string') continue
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?]
    if (type === 'plural' || type === 'selectordinal') into[name] = count
    else if (type === 'select') into[name] = Object.keys(cases ?? {})[count % 2] ?? 'other'
    else into[name] ??= `«${name}»`
    for (const value of Object.values(cases ?? {})) sampleValues(value, count, into)
  }
  return into
}

describe('formatCompiled: the words Lingui would give', () => {
  for (const locale of LOCALES) {
    it(`every ${locale} message, with each plural count`, () => {
      const tag = INTL_LOCALE[locale]
      const messages = Object.fromEntries(
        Object.entries(CATALOGS[locale]).map(([id, m]) => [id, compileMessage(m as string)]),
      )
      const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } })
      let checked = 0
      for (const [id, compiled] of Object.entries(messages)) {
        for (const count of [0, 1, 2, 1234]) {
          const values = sampleValues(compiled, count)
          expect(formatCompiled(messages, id, values, tag), id).toBe(i18n._(id, values))
          checked++
        }
      }
      expect(checked).toBeGreaterThan(400)
    })
  }

  it('a value left out is left out; an empty or missing message is its id', () => {
    const messages = { a: compileMessage('Hola {name}.'), b: '' }
    expect(formatCompiled(messages, 'a', {}, 'es-US')).toBe('Hola .')
    expect(formatCompiled(messages, 'b', {}, 'es-US')).toBe('b')
    expect(formatCompiled(messages, 'nav.none', {}, 'es-US')).toBe('nav.none')
  })

  it('plural with =n, offset and # in Spanish numbers', () => {
    const messages = {
      n: compileMessage('{count, plural, =0 {ninguna} one {# ventana} other {# ventanas}}'),
    }
    expect(formatCompiled(messages, 'n', { count: 0 }, 'es-US')).toBe('ninguna')
    expect(formatCompiled(messages, 'n', { count: 1 }, 'es-US')).toBe('1 ventana')
    expect(formatCompiled(messages, 'n', { count: 1234 }, 'es-US')).toBe('1,234 ventanas')
  })
})
