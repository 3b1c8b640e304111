import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

// A server of its own whose database has lost a table, so a page's loader fails for real.
let server: ChildProcess
let port: string
let output = ''

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  port = execFileSync(process.execPath, ['scripts/dev/free-port.js']).toString().trim()
  const dir = path.resolve('tests/.tmp/e2e', `broken-${testInfo.project.name}-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const dbPath = path.join(dir, 'app.db')
  execFileSync(process.execPath, ['--import', 'tsx', 'db/migrate.ts'], {
    env: { ...process.env, DATABASE_PATH: dbPath },
  })
  await withE2eDatabase((db) => {
    db.$client.pragma('foreign_keys = OFF')
    db.run(sql`DROP TABLE ${schema.cartLines}`)
    db.run(sql`DROP TABLE ${schema.fabricSwatches}`)
  }, dbPath)
  server = spawn(process.execPath, ['scripts/ops/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SESSION_SECRET: 'broken-server-secret-0123456789-0123456789',
      BUSINESS_PHONE: '(954) 555-0123',
      MOCKS: 'false',
    },
  })
  server.stdout?.on('data', (chunk) => {
    output += chunk
  })
  server.stderr?.on('data', (chunk) => {
    output += chunk
  })
  await expect.poll(() => output, { timeout: 30_000 }).toContain('"msg":"listening"')
})

test.afterAll(() => {
  server?.kill()
})

test('a failing page answers 500 with a friendly page and the phone, and is logged', async ({
  page,
}, testInfo) => {
  const response = await page.goto(`http://localhost:${port}/shop/zebra-shades`)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { name: /Something went wrong/ })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: '(954) 555-0123' })).toBeVisible()
  // The header and footer still frame the page.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // Logged once, with the request id the response carries, so the two can be matched.
  const requestId = response?.headers()['x-request-id']
  expect(requestId).toBeTruthy()
  await expect
    .poll(() => output)
    .toContain(`[server error] GET /shop/zebra-shades request ${requestId}`)
  await expect.poll(() => output).toContain(`"status":500`)
  await expectNoAxeViolations(page, testInfo)
})
