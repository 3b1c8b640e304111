// The settings of the production build under test (scripts/dev/e2e-server.js, one machine, and
// scripts/dev/replica-harness.js, a primary and a replica): a fresh database seeded with the demo
// data, a fresh uploads folder, third parties mocked.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const E2E_TMP = path.resolve('tests/.tmp/e2e')

/**
 * A fresh database and uploads folder for the run on `port` (or, with `keep`, the ones already
 * there), and the settings that use them.
 */
export function freshE2eSettings(port, { keep = false } = {}) {
  fs.mkdirSync(E2E_TMP, { recursive: true })
  const dbPath = path.join(E2E_TMP, `e2e-${port}.db`)
  const uploads = path.join(E2E_TMP, `uploads-${port}`)
  if (!keep) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
    fs.rmSync(uploads, { recursive: true, force: true })
  }
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_PATH: dbPath,
    UPLOADS_DIR: uploads,
    MOCKS: 'true',
    SESSION_SECRET: 'e2e-secret-0123456789abcdef-0123456789abcdef',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // No demo visits: the specs book their own (tests/e2e/installer-day.spec.ts).
    SEED_DEMO_VISITS: 'false',
    BUSINESS_PHONE: '(954) 555-0123',
    BUSINESS_EMAIL: 'info@example.com',
    SITE_URL: `http://localhost:${port}`,
    STRIPE_SECRET_KEY: 'sk_test_mock',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_mock',
    STRIPE_WEBHOOK_SECRET: 'whsec_mock',
    OPENAI_API_KEY: 'sk-mock',
    HOUSECALL_PRO_API_KEY: 'hcp-mock',
    // Twilio's API is the mock's (tests/mocks/twilio.ts); the specs sign webhooks with this token.
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'e2e-twilio-auth-token',
    TWILIO_FROM_NUMBER: '+19545550199',
    // Many journeys post from one address; the limits themselves are tested in vitest.
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
  }
}

/** Migrates and seeds the database the settings name (exits the process if it cannot). */
export function seedE2eDatabase(settings) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...settings },
  })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
}
