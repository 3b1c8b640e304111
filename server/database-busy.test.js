import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  answerBusyDatabase,
  DATABASE_BUSY_MESSAGE,
  databaseWritableHere,
  isDatabaseBusy,
} from './database-busy.js'

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })

describe('a busy database, for every route', () => {
  it('is recognised in any wrapping (drizzle puts the driver error in cause)', () => {
    expect(isDatabaseBusy(busy())).toBe(true)
    expect(isDatabaseBusy(new Error('query failed', { cause: busy() }))).toBe(true)
    expect(isDatabaseBusy({ code: 'SQLITE_LOCKED_SHAREDCACHE' })).toBe(true)
    expect(isDatabaseBusy(new Error('SQLITE_BUSY in the text only'))).toBe(false)
    expect(isDatabaseBusy(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT' }))).toBe(false)
    expect(isDatabaseBusy(null)).toBe(false)
  })

  it('answers 503 with Retry-After and the message instead of a 500; other errors pass through', async () => {
    const build = answerBusyDatabase({
      routes: {
        'routes/book': {
          id: 'routes/book',
          module: {
            default: 'Page',
            action: async () => {
              throw new Error('query failed', { cause: busy() })
            },
            loader: async () => ({ ok: true }),
          },
        },
        'routes/broken': {
          id: 'routes/broken',
          module: {
            loader: () => {
              throw new Error('a real bug')
            },
          },
        },
      },
    })
    const request = new Request('https://example.com/book', { method: 'POST' })
    const thrown = await build.routes['routes/book'].module
      .action({ request, params: {}, context: {} })
      .catch((e) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect(thrown.status).toBe(503)
    expect(thrown.headers.get('Retry-After')).toBe('5')
    expect(await thrown.json()).toEqual({ error: DATABASE_BUSY_MESSAGE })
    expect(build.routes['routes/book'].module.default).toBe('Page')
    expect(
      await build.routes['routes/book'].module.loader({ request, params: {}, context: {} }),
    ).toEqual({ ok: true })
    await expect(
      build.routes['routes/broken'].module.loader({ request, params: {}, context: {} }),
    ).rejects.toThrow('a real bug')
  })
})

describe('a write this machine may not make now (issue 25.2)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('SQLITE_READONLY in any wrapping is answered like a busy database', () => {
    const readOnly = Object.assign(new Error('attempt to write a readonly database'), {
      code: 'SQLITE_READONLY',
    })
    expect(isDatabaseBusy(readOnly)).toBe(true)
    expect(isDatabaseBusy(new Error('query failed', { cause: readOnly }))).toBe(true)
  })

  it("LiteFS's refused WAL write (an I/O error) counts only where the database is read-only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-db-'))
    const file = path.join(dir, 'app.db')
    fs.writeFileSync(file, '')
    const ioError = Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' })
    vi.stubEnv('DATABASE_READ_ONLY', '')
    vi.stubEnv('DATABASE_PATH', file)
    vi.stubEnv('LITEFS_DIR', dir)
    fs.chmodSync(file, 0o666)
    expect(databaseWritableHere()).toBe(true)
    expect(isDatabaseBusy(ioError)).toBe(false)
    // LiteFS shows the database as 0444 on every machine that is not the primary.
    fs.chmodSync(file, 0o444)
    expect(databaseWritableHere()).toBe(false)
    expect(isDatabaseBusy(ioError)).toBe(true)
    vi.stubEnv('LITEFS_DIR', '')
    expect(isDatabaseBusy(ioError)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
