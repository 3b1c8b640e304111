/**
 * The commands docs/deploy.md tells the business to run on a machine. `fly ssh console -C`
 * runs its command in `/` and splits it into words without a shell, so `npm run …` alone finds
 * no package.json: each must go to /app through `sh -c`.
 */
import fs from 'node:fs'
import { parse as parseToml } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { parseEnv, settingNames } from '~/server/platform/env.server'

const deploy = fs.readFileSync('docs/deploy.md', 'utf8')
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>
}

describe('docs/deploy.md', () => {
  const commands = [...deploy.matchAll(/fly ssh console[^`\n]*-C "([^"]+)"/g)].map((m) => m[1])

  it('runs every command on a machine from the app folder, through a shell', () => {
    expect(commands.length).toBeGreaterThanOrEqual(3)
    for (const command of commands) {
      expect(command, command).toMatch(/^sh -c 'cd \/app && [^']+'$/)
    }
  })

  it('names only npm scripts that exist', () => {
    for (const command of commands) {
      for (const [, script] of command.matchAll(/npm run ([\w:-]+)/g)) {
        expect(pkg.scripts[script], script).toBeDefined()
      }
    }
  })
})

/**
 * Each `fly secrets set …` in the guide's code blocks (continued lines joined): name → value
 * as written.
 */
function secretsSet(markdown: string): Map<string, string>[] {
  const blocks = [...markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n')
  const joined = blocks.replace(/\\\n\s*/g, ' ')
  return [...joined.matchAll(/fly secrets set ([^\n`]+)/g)].map((m) => {
    const pairs = new Map<string, string>()
    for (const [, name, value] of m[1].matchAll(/\b([A-Z][A-Z0-9_]*)=('[^']*'|"[^"]*"|[^\s#]+)/g)) {
      pairs.set(name, value.replace(/^(['"])(.*)\1$/, '$2'))
    }
    return pairs
  })
}

describe('the secrets docs/deploy.md lists (issue 25.3)', () => {
  const known = new Set(settingNames())

  it('every secret it sets or lists is a setting the server reads', () => {
    const set = secretsSet(deploy).flatMap((pairs) => [...pairs.keys()])
    expect(set.length).toBeGreaterThan(5)
    const section = deploy.split(/^## Secrets$/m)[1]?.split(/^## /m)[0] ?? ''
    const listed = [...section.matchAll(/^\|([^|\n]+)\|/gm)].flatMap((row) =>
      [...row[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]),
    )
    expect(listed.length).toBeGreaterThan(5)
    for (const name of [...set, ...listed]) expect(known.has(name), name).toBe(true)
  })

  it('a first deploy done as written starts: with fly.toml, its secrets pass the deployed checks, mail included', () => {
    const [first] = secretsSet(deploy.split(/^## First deploy$/m)[1] ?? '')
    expect(first).toBeDefined()
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'STAFF_EMAIL'])
      expect(first.has(name), name).toBe(true)
    const flyEnv = (
      parseToml(fs.readFileSync('fly.toml', 'utf8')) as { env: Record<string, string> }
    ).env
    const secrets = Object.fromEntries(
      [...first].map(([name, value]) => [name, value.startsWith('$(') ? 'f'.repeat(64) : value]),
    )
    const env = parseEnv({ ...flyEnv, ...secrets, FLY_APP_NAME: 'tri-county-blinds' })
    expect(env.SMTP_URL).toMatch(/^smtps?:\/\//)
    expect(env.MAIL_FROM).toBeTruthy()
    expect(env.STAFF_EMAIL).toMatch(/@/)
  })
})
