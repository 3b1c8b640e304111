import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

describe('settings', () => {
  it('gives the embedded defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_PATH).toBe('./data/app.db')
    expect(env.UPLOADS_DIR).toBe('./data/uploads')
    expect(env.MOCKS).toBe(false)
  })
  it('treats empty optional settings as absent', () => {
    const env = parseEnv({ STRIPE_SECRET_KEY: '', S3_ENDPOINT: '', TIP_PAYMENT_URL: '' })
    expect(env.STRIPE_SECRET_KEY).toBeUndefined()
    expect(env.S3_ENDPOINT).toBeUndefined()
  })
  it('names a missing required setting in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
  })
  it('names a malformed setting', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ BUSINESS_EMAIL: 'not-an-email' })).toThrow(/BUSINESS_EMAIL/)
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
  })

  it('stops the process with a message naming the bad setting', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./app/server/env.server.ts').then((m) => m.getEnv())"],
      { env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '3000' }, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SESSION_SECRET')
  })
})
