/**
 * The production build started as on Fly: NODE_ENV=production with fly.toml's own settings
 * (an https SITE_URL, no mocks), its paths moved into a folder of this run. What only the
 * production settings switch on is checked on real responses: HSTS and
 * upgrade-insecure-requests, Secure SameSite=Lax cookies, /healthcheck; and the server refuses
 * to start on the published example secret or a short one.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zebraAddToCartFields } from '#tests/setup/requests'
import { EXAMPLE_SESSION_SECRET } from '~/server/platform/env.server'
import { freePort, startServer } from '../../scripts/dev/local-server.mjs'

const buildDir = process.env.BUILD_DIR ?? 'build'
const fly = parseToml(fs.readFileSync('fly.toml', 'utf8')) as { env: Record<string, string> }
const dir = path.resolve('tests/.tmp', `production-${crypto.randomBytes(4).toString('hex')}`)

/** fly.toml's [env], with the volume's paths under this run's folder and a free port. */
function productionEnv(port: string, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...fly.env,
    // Not on Fly: no LiteFS mount, so this machine is the primary.
    LITEFS_DIR: '',
    DATABASE_PATH: path.join(dir, 'app.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    BACKUP_DIR: path.join(dir, 'backups'),
    PORT: port,
    BUILD_DIR: buildDir,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'a long production passphrase',
    ...extra,
  }
  return env
}

let server: Awaited<ReturnType<typeof startServer>>
let url = ''

beforeAll(async () => {
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error(`No production build in ${buildDir}/: run \`npm run build\` first`)
  }
  fs.mkdirSync(dir, { recursive: true })
  const port = String(await freePort())
  const env = productionEnv(port)
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'db/seed.ts'], { env })
  expect(seeded.status, seeded.stderr?.toString()).toBe(0)
  server = await startServer('scripts/ops/start.js', { env, port })
  url = server.url
}, 90_000)

afterAll(() => {
  server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the production build with fly.toml’s settings', () => {
  it('sends HSTS and upgrade-insecure-requests on pages, JSON and assets', async () => {
    const home = await fetch(`${url}/`)
    const html = await home.text()
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    for (const response of [
      home,
      await fetch(`${url}/api/motors`),
      await fetch(`${url}${asset}`),
    ]) {
      expect(response.headers.get('strict-transport-security'), response.url).toBe(
        'max-age=31536000; includeSubDomains',
      )
      expect(response.headers.get('content-security-policy'), response.url).toContain(
        'upgrade-insecure-requests',
      )
    }
  })

  it('/healthcheck answers OK and nothing else', async () => {
    const response = await fetch(`${url}/healthcheck`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('the cart cookie is Secure, httpOnly and SameSite=Lax', async () => {
    const page = await fetch(`${url}/shop/zebra-shades`)
    const fabricId = (await page.text()).match(/name="fabricId"[^>]*value="(\d+)"/)?.[1]
    expect(fabricId, 'a fabric on the configurator').toBeTruthy()
    const response = await fetch(`${url}/shop/zebra-shades`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(zebraAddToCartFields(fabricId as string)),
    })
    expect(response.status).toBe(302)
    const cookies = response.headers.getSetCookie()
    const cart = cookies.find((c) => c.startsWith('cart='))
    expect(cart, cookies.join('\n')).toBeTruthy()
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*Secure/i)
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i)
    }
  })
})

describe('backups', () => {
  it('a backup of the live database, restored at a fresh path, starts the app', async () => {
    const { backupDatabase } = await import('../../db/backup')
    // Taken while the server above runs and holds the database open.
    const { file } = backupDatabase({
      databasePath: path.join(dir, 'app.db'),
      backupDir: path.join(dir, 'backups'),
    })
    const restored = path.join(dir, 'restored', 'app.db')
    fs.mkdirSync(path.dirname(restored), { recursive: true })
    fs.copyFileSync(file, restored)
    const port = String(await freePort())
    const env = productionEnv(port, {
      DATABASE_PATH: restored,
      UPLOADS_DIR: path.join(dir, 'restored', 'uploads'),
    })
    const app = spawn(process.execPath, ['scripts/ops/start.js'], { env, stdio: 'ignore' })
    try {
      let health = 0
      for (let i = 0; i < 300 && health !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100))
        health = await fetch(`http://localhost:${port}/healthcheck`)
          .then((r) => r.status)
          .catch(() => 0)
      }
      expect(health).toBe(200)
      // The restored catalogue is the one the live site had.
      const shop = await fetch(`http://localhost:${port}/shop/zebra-shades`)
      expect(await shop.text()).toMatch(/name="fabricId"/)
    } finally {
      app.kill('SIGTERM')
    }
  }, 60_000)
})

describe('the secret that signs every cookie', () => {
  /** Starts the production server with this SESSION_SECRET; resolves with its exit and output. */
  async function startWith(secret: string) {
    const env = productionEnv(String(await freePort()), {
      SESSION_SECRET: secret,
      DATABASE_PATH: path.join(dir, 'refused.db'),
    })
    const run = spawnSync(process.execPath, ['scripts/ops/start.js'], { env, timeout: 30_000 })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }

  it('refuses to start on the example from .env.example', async () => {
    const run = await startWith(EXAMPLE_SESSION_SECRET)
    expect(run.status).toBe(1)
    expect(run.output).toContain('SESSION_SECRET')
    expect(run.output).not.toContain('"msg":"listening"')
  })

  it('refuses a short secret, also as the old half of a rotation', async () => {
    const short = await startWith('short-secret-0123456789')
    expect(short.status).toBe(1)
    expect(short.output).toMatch(/SESSION_SECRET: must be a random string of at least 32/)
    const rotation = await startWith(
      `${crypto.randomBytes(32).toString('hex')},too-short-old-secret`,
    )
    expect(rotation.status).toBe(1)
  })
})
