// The server the Playwright suite runs against: the production build, a fresh
// database seeded with the demo data, a fresh uploads folder, third parties mocked.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const port = process.env.PORT ?? '3999'
const tmp = path.resolve('tests/.tmp/e2e')
fs.mkdirSync(tmp, { recursive: true })
const dbPath = path.join(tmp, `e2e-${port}.db`)
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
const uploads = path.join(tmp, `uploads-${port}`)
fs.rmSync(uploads, { recursive: true, force: true })

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  DATABASE_PATH: dbPath,
  UPLOADS_DIR: uploads,
  MOCKS: 'true',
  SESSION_SECRET: 'e2e-secret-0123456789abcdef-0123456789abcdef',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  BUSINESS_PHONE: '(954) 555-0123',
  BUSINESS_EMAIL: 'info@example.com',
  SITE_URL: `http://localhost:${port}`,
  STRIPE_SECRET_KEY: 'sk_test_mock',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_mock',
  STRIPE_WEBHOOK_SECRET: 'whsec_mock',
  OPENAI_API_KEY: 'sk-mock',
  HOUSECALL_PRO_API_KEY: 'hcp-mock',
  // Many journeys post from one address; the limits themselves are tested in vitest.
  RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
})

const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed.ts'], {
  stdio: 'inherit',
  env: process.env,
})
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

await import('./start.js')
