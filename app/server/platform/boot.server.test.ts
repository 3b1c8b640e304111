import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot, validateSettings } from './boot.server'

describe('the boot module', () => {
  it('boots once per process, however often it is called', async () => {
    const first = boot()
    expect(boot()).toBe(first)
    await first
    // Under test the background jobs stay off (tests run them by hand).
    expect(globalThis.__appointmentJob).toBeUndefined()
    expect(validateSettings().NODE_ENV).toBe('test')
  })

  it('the render entry renders: it starts no job and loads no mock, and hands the boot to the process entry', () => {
    const entry = fs.readFileSync(path.join(__dirname, '../../entry.server.tsx'), 'utf8')
    expect(entry).not.toMatch(/start\w*Job|sweepUploads|tests\/mocks|msw|db\.server/)
    expect(entry).toMatch(
      /export \{ boot, validateSettings \} from '\.\/server\/platform\/boot\.server'/,
    )
    const start = fs.readFileSync(path.join(__dirname, '../../../scripts/ops/start.js'), 'utf8')
    // Settings first (a deployed machine refuses MOCKS=true), then the mocks, then the boot,
    // then the HTTP server.
    const order = [
      'validateSettings()',
      "tsImport('../../tests/mocks/index.ts'",
      'entry.module.boot()',
      "import('../../server/index.js')",
    ].map((step) => start.indexOf(step))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })
})
