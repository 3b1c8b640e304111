import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_SESSION_SECRET, parseEnv } from './env.server'

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
      [
        '--import',
        'tsx',
        '-e',
        "import('./app/server/platform/env.server.ts').then((m) => m.getEnv())",
      ],
      { env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '3000' }, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SESSION_SECRET')
  })
})

describe('the session secret in production', () => {
  const production = (secret: string) => ({ NODE_ENV: 'production', SESSION_SECRET: secret })
  it('refuses the published example and short secrets, even as an old rotation secret', () => {
    expect(() => parseEnv(production(EXAMPLE_SESSION_SECRET))).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv(production('a'.repeat(31)))).toThrow(/at least 32/)
    expect(() => parseEnv(production(`${'b'.repeat(64)},${EXAMPLE_SESSION_SECRET}`))).toThrow(
      /SESSION_SECRET/,
    )
  })
  it('takes a long random secret, and the example stays fine outside production', () => {
    expect(parseEnv(production('c'.repeat(64))).SESSION_SECRET).toBe('c'.repeat(64))
    expect(
      parseEnv({ NODE_ENV: 'development', SESSION_SECRET: EXAMPLE_SESSION_SECRET }),
    ).toBeTruthy()
  })
})

describe('what a deployed machine refuses to start with', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'c'.repeat(64) }
  const mail = {
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    MAIL_FROM: 'Tri-County Blinds <bookings@example.com>',
    STAFF_EMAIL: 'staff@example.com',
  }
  const onFly = { ...production, ...mail, FLY_APP_NAME: 'tri-county-blinds', S3_BUCKET: 'uploads' }

  it('refuses texts half configured on Fly (all three Twilio settings or none)', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+19545550199',
    }
    expect(parseEnv({ ...onFly, ...twilio }).TWILIO_FROM_NUMBER).toBe('+19545550199')
    expect(parseEnv(onFly).TWILIO_ACCOUNT_SID).toBeUndefined()
    expect(() => parseEnv({ ...onFly, ...twilio, TWILIO_AUTH_TOKEN: '' })).toThrow(
      /TWILIO_AUTH_TOKEN: is required/,
    )
    expect(() => parseEnv({ ...onFly, TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_FROM_NUMBER/,
    )
    expect(() => parseEnv({ ...onFly, ...twilio, TWILIO_FROM_NUMBER: '954-555-0199' })).toThrow(
      /E\.164/,
    )
  })

  it('refuses MOCKS=true on Fly, not on a local run of the production build', () => {
    expect(() => parseEnv({ ...onFly, MOCKS: 'true' })).toThrow(/MOCKS: must be false/)
    expect(() => parseEnv({ ...onFly, LITEFS_DIR: '/litefs', MOCKS: 'true' })).toThrow(/MOCKS/)
    // The replica harness (npm run test:replica): LiteFS's files on this machine, vendors mocked.
    expect(parseEnv({ ...production, LITEFS_DIR: '/tmp/litefs', MOCKS: 'true' }).MOCKS).toBe(true)
    expect(parseEnv({ ...onFly, MOCKS: 'false' }).MOCKS).toBe(false)
    // scripts/dev/e2e-server.js: the production build on this machine with mocked vendors.
    expect(parseEnv({ ...production, MOCKS: 'true' }).MOCKS).toBe(true)
  })

  it('refuses Stripe without the webhook secret in production (orders would never be marked paid)', () => {
    const stripe = {
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    }
    expect(() => parseEnv(stripe)).toThrow(/STRIPE_WEBHOOK_SECRET: is required/)
    expect(parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_WEBHOOK_SECRET).toBe(
      'whsec_x',
    )
    // Without Stripe, card payment is simply off.
    expect(parseEnv(production).STRIPE_SECRET_KEY).toBeUndefined()
  })

  it('refuses LiteFS without a bucket: photos on one volume are missing on every other machine', () => {
    const fly = { ...production, ...mail, FLY_APP_NAME: 'tri-county-blinds', LITEFS_DIR: '/litefs' }
    expect(() => parseEnv(fly)).toThrow(/S3_BUCKET: is required with LiteFS/)
    expect(parseEnv({ ...fly, S3_BUCKET: 'uploads' }).S3_BUCKET).toBe('uploads')
  })

  it('refuses to start without the mail settings: no e-mail would ever be sent (issue 25.3)', () => {
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'STAFF_EMAIL'] as const) {
      const { [name]: _left, ...without } = onFly
      expect(() => parseEnv(without), name).toThrow(
        new RegExp(`${name}: is required on a deployed machine`),
      )
      expect(() => parseEnv({ ...without, [name]: '' }), name).toThrow(new RegExp(name))
    }
    expect(parseEnv(onFly).SMTP_URL).toBe(mail.SMTP_URL)
    // A local run of the production build (e2e server, replica harness) keeps the outbox.
    expect(parseEnv(production).SMTP_URL).toBeUndefined()
  })
})
