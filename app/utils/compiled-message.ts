/**
 * A compiled message in words (issue 41's first-load budget): what Lingui's `i18n._()` does with
 * the messages the server compiled (app/server/platform/i18n.server.ts), in a few lines instead
 * of Lingui's core (about 1.5 KB gzip on every page). Text, `{name}` values, `plural` (with `#`
 * and `=n`), `selectordinal` and `select`: the forms our catalogs use. The same output as
 * Lingui's, checked message by message in compiled-message.test.ts.
 */
type Values = Record<string, unknown>
type Token = string | [name: string, type?: string, cases?: Record<string, unknown>]

const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g

const plurals = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

function pluralCase(tag: string, ordinal: boolean, value: number, cases: Record<string, unknown>) {
  const key = `${tag}${ordinal}`
  let rules = plurals.get(key)
  if (!rules) {
    rules = new Intl.PluralRules([tag, 'en'], { type: ordinal ? 'ordinal' : 'cardinal' })
    plurals.set(key, rules)
  }
  const offset = Number(cases.offset ?? 0)
  return cases[value] ?? cases[rules.select(value - offset)] ?? cases.other
}

function formatNumber(tag: string, value: number) {
  let format = numbers.get(tag)
  if (!format) {
    format = new Intl.NumberFormat([tag, 'en'])
    numbers.set(tag, format)
  }
  return format.format(value)
}

/**
 * The words of a compiled message with its values, in the language tag given ('es-US'). A
 * missing or empty message is its id, as Lingui shows it.
 */
export function formatCompiled(
  messages: Values,
  id: string,
  values: Values = {},
  tag = 'en-US',
): string {
  const words = (tokens: unknown, hash?: string): string => {
    if (!Array.isArray(tokens)) return tokens as string
    let out = ''
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        out += token === '#' && hash !== undefined ? hash : token
        continue
      }
      const [name, type, cases = {}] = token
      const value = values[name]
      let piece: unknown = value
      if (type === 'plural' || type === 'selectordinal') {
        const chosen = pluralCase(tag, type === 'selectordinal', value as number, cases)
        const shown = formatNumber(tag, (value as number) - Number(cases.offset ?? 0))
        piece = words(chosen, shown)
      } else if (type === 'select') {
        piece = words(cases[value as string] ?? cases.other)
      }
      if (piece != null) out += piece
    }
    return out
  }
  const result = words(messages[id] || id)
  const text = typeof result === 'string' ? result : result ? String(result) : ''
  return text.replace(ESCAPE, (_, unicode: string, hex: string) =>
    String.fromCharCode(Number.parseInt(unicode ?? hex, 16)),
  )
}
