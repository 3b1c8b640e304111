// npm run test:replica: the customer and staff journeys, with JavaScript, through a LiteFS-like
// proxy in front of a read-only replica (scripts/dev/replica-harness.js), then a walk of every GET
// route on the replica. tests/replica/verdict.ts fails the run on any 5xx or write attempt.
import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/dev/free-port.js'])
  .toString()
  .trim()
const port = process.env.E2E_PORT
// The journeys write their refused answers as the replica's (tests/e2e/helpers.ts).
process.env.REPLICA_RUN = '1'
const baseURL = `http://localhost:${port}`
const js = base.projects?.find((p) => p.name === 'js')

/** The journeys of the single-machine suite that read and write: they must not change here. */
const JOURNEYS = [
  'e2e/public-pages.spec.ts',
  'e2e/shop-configurators.spec.ts',
  'e2e/shop-cart.spec.ts',
  'e2e/cart-page.spec.ts',
  'e2e/checkout.spec.ts',
  'e2e/booking.spec.ts',
  'e2e/quote-wizard.spec.ts',
  'e2e/public-forms.spec.ts',
  'e2e/blog-public.spec.ts',
  'e2e/admin-shell.spec.ts',
  'e2e/admin-catalog.spec.ts',
  'e2e/blog-admin.spec.ts',
  'replica/*.spec.ts',
]

export default defineConfig({
  ...base,
  testDir: './tests',
  testMatch: JOURNEYS,
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results-replica',
  globalTeardown: './tests/replica/verdict.ts',
  use: { ...base.use, baseURL },
  projects: [{ name: 'js', use: { ...js?.use, javaScriptEnabled: true } }],
  webServer: {
    command: 'node scripts/dev/replica-harness.js',
    url: `${baseURL}/`,
    // The replica gets the primary's writes this late (its own copy of the database): a page
    // read right after a write misses it unless the app waits, as on a deployed replica.
    env: {
      PORT: port ?? '',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      REPLICA_LAG_MS: process.env.REPLICA_LAG_MS ?? '500',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: process.env.REPLICA_VERBOSE ? 'pipe' : 'ignore',
  },
})
