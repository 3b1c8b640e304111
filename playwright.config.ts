import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'

// One free port per run, chosen by the main process; workers inherit it.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/dev/free-port.js'])
  .toString()
  .trim()
const port = process.env.E2E_PORT
const baseURL = `http://localhost:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  },
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node scripts/dev/e2e-server.js',
    url: `${baseURL}/`,
    env: { PORT: port, BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
