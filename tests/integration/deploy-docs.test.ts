/**
 * The commands docs/deploy.md tells the business to run on a machine. `fly ssh console -C`
 * runs its command in `/` and splits it into words without a shell, so `npm run …` alone finds
 * no package.json: each must go to /app through `sh -c`.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

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
