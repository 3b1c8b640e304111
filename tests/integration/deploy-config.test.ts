/**
 * There is no Docker engine here, so the deploy files are kept in step with the code by
 * reading them: every script, path, port and setting they name must exist and agree.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parse as parseToml } from 'smol-toml'
import { describe, expect, it, vi } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { ROUTE_FOLDERS } from '#tests/setup/route-folders'
import { IMAGE_TYPES } from '~/domain/image-type'
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '~/domain/quote-wizard-steps'
import { settingNames } from '~/server/platform/env.server'
import { MAX_IMAGE_PIXELS } from '~/server/platform/storage.server'
import {
  litefsPattern,
  mustForward,
  REPLAY_LIMIT,
  UPLOAD_PASSTHROUGH,
} from '../../server/forward-to-primary.js'
import { bodyLimit } from '../../server/request-guard.js'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

type FlyToml = {
  vm: { cpu_kind: string; cpus: number; memory: string }[]
  primary_region: string
  kill_signal: string
  kill_timeout: string
  deploy: { strategy: string }
  env: Record<string, string>
  mounts: { source: string; destination: string }
  http_service: {
    internal_port: number
    checks: { path: string; method: string }[]
    concurrency: { soft_limit: number; hard_limit: number }
  }
}
type LitefsYml = {
  'exit-on-error': boolean
  fuse: { dir: string }
  data: { dir: string }
  proxy: { addr: string; target: string; db: string; passthrough: string[] }
  lease: { type: string; candidate: unknown; promote?: boolean }
  exec: { cmd: string; 'if-candidate'?: boolean }[]
}

const fly = parseToml(read('fly.toml')) as unknown as FlyToml
const litefs = parseYaml(read('litefs.yml')) as LitefsYml
const dockerfile = read('Dockerfile')
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>
  engines: { node: string }
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const envExample = read('.env.example')

/** Every URL path of the file routes (a parameter as `1`), with Remix's `.data` twin. */
function routePaths(): string[] {
  const paths = new Set<string>()
  for (const file of ROUTE_FOLDERS.flatMap((d) => fs.readdirSync(path.join(root, d)))) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.') || file.startsWith('__')) continue
    const segments = file
      .replace(/\.tsx?$/, '')
      .replaceAll('[.]', '\u0000')
      .split('.')
      .filter((segment) => !segment.startsWith('_'))
      .map((segment) => segment.replace(/_$/, '').replace(/^\$.*/, '1').replaceAll('\u0000', '.'))
    const url = `/${segments.join('/')}`
    paths.add(url)
    paths.add(`${url === '/' ? '/_root' : url}.data`)
  }
  return [...paths]
}

describe('fly.toml', () => {
  it('sets only settings the app knows, each documented in .env.example', () => {
    const known = settingNames()
    for (const name of Object.keys(fly.env)) {
      expect(known, `fly.toml sets ${name}`).toContain(name)
      expect(envExample, `${name} documented`).toMatch(new RegExp(`^#?\\s*${name}=`, 'm'))
    }
  })

  it('every setting of the app is documented in .env.example', () => {
    for (const name of settingNames()) {
      if (name === 'NODE_ENV') continue
      expect(envExample, name).toMatch(new RegExp(`^${name}=`, 'm'))
    }
  })

  it('keeps secrets out of the file', () => {
    for (const secret of [
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'AWS_SECRET_ACCESS_KEY',
      'OPENAI_API_KEY',
      'HOUSECALL_PRO_API_KEY',
    ]) {
      expect(Object.keys(fly.env)).not.toContain(secret)
    }
  })

  it('sends traffic to the LiteFS proxy, checks a route that exists, near Miami', () => {
    expect(fly.primary_region).toBe('mia')
    expect(fly.env.PRIMARY_REGION).toBe(fly.primary_region)
    expect(`:${fly.http_service.internal_port}`).toBe(litefs.proxy.addr)
    const check = fly.http_service.checks[0]
    expect(check.method).toBe('GET')
    expect(fs.existsSync(path.join(root, `app/routes${check.path}.ts`))).toBe(true)
    expect(fly.http_service.concurrency.soft_limit).toBeLessThan(
      fly.http_service.concurrency.hard_limit,
    )
  })

  it('one writer: machines replaced one at a time; SIGTERM with time to finish requests', () => {
    expect(fly.deploy.strategy).toBe('rolling')
    expect(fly.kill_signal).toBe('SIGTERM')
    const graceSeconds = Number(fly.env.SHUTDOWN_GRACE_MS) / 1000
    expect(Number.parseInt(fly.kill_timeout, 10)).toBeGreaterThan(graceSeconds)
  })

  it('keeps the database in the LiteFS mount and uploads and backups on the volume', () => {
    expect(fly.env.LITEFS_DIR).toBe(litefs.fuse.dir)
    expect(fly.env.DATABASE_PATH).toBe(`${litefs.fuse.dir}/${litefs.proxy.db}`)
    for (const dir of [litefs.data.dir, fly.env.UPLOADS_DIR, fly.env.BACKUP_DIR]) {
      expect(dir.startsWith(`${fly.mounts.destination}/`), dir).toBe(true)
    }
  })
})

describe('the machine’s memory (scripts/measure/measure-image-memory.mjs)', () => {
  type Figure = {
    cpus: number
    maxImagePixels: number
    maxPhotoBytes: number
    maxPhotos: number
    images: Record<string, { bytes: number; width: number; height: number }>
    serverBaselineMb: number | null
    peakMb: number
    results: { scenario: string; image: string; sharpMode: string }[]
  }
  const figure = JSON.parse(read('docs/figures/image-memory.json')) as Figure
  const megabytes = (size: string) => {
    const [, amount, unit] = size.match(/^(\d+)\s*(mb|gb)$/i) ?? []
    return Number(amount) * (unit?.toLowerCase() === 'gb' ? 1024 : 1)
  }

  it('holds the worst accepted upload with a quarter to spare, on the CPUs it was measured on', () => {
    expect(fly.vm).toHaveLength(1)
    const [vm] = fly.vm
    expect(megabytes(vm.memory)).toBeGreaterThanOrEqual(figure.peakMb * 1.25)
    expect([256, 512, 1024, 2048, 4096, 8192]).toContain(megabytes(vm.memory))
    // The app resizes one image per CPU at a time: more CPUs, more images at once.
    expect(vm.cpus).toBe(figure.cpus)
    expect(figure.serverBaselineMb, 'measured with a build (BUILD_DIR)').toBeGreaterThan(0)
  })

  it('was measured at the limits the app enforces today, for every format it accepts', () => {
    expect(figure.maxImagePixels).toBe(MAX_IMAGE_PIXELS)
    expect(figure.maxPhotoBytes).toBe(MAX_PHOTO_BYTES)
    expect(figure.maxPhotos).toBe(MAX_PHOTOS)
    const accepted = Object.keys(IMAGE_TYPES).filter((format) => format !== 'heic')
    expect(Object.keys(figure.images).sort()).toEqual(accepted.sort())
    for (const [format, image] of Object.entries(figure.images)) {
      expect(image.width * image.height, format).toBeLessThanOrEqual(MAX_IMAGE_PIXELS)
      expect(image.width * image.height, format).toBeGreaterThan(MAX_IMAGE_PIXELS * 0.99)
      expect(image.bytes, format).toBeLessThanOrEqual(MAX_PHOTO_BYTES)
      const measured = figure.results.filter((r) => r.image === format && r.sharpMode === 'app')
      expect(measured.map((r) => r.scenario)).toContain('two-photos')
    }
  })

  it('runs sharp as it was measured: no operation cache', async () => {
    const sharp = (await import('sharp')).default
    await import('~/server/platform/storage.server')
    expect(sharp.cache().items.max).toBe(0)
  })
})

describe('litefs.yml', () => {
  it('proxies to the port the app listens on, passes assets and the health check through', () => {
    expect(litefs.proxy.target).toBe(`localhost:${fly.env.PORT}`)
    expect(litefs.proxy.passthrough).toContain('/assets/*')
    expect(litefs.proxy.passthrough).toContain(fly.http_service.checks[0].path)
  })

  it('lets every machine answer the price calls, which write nothing (docs/decisions/110-what-writes-where.md)', () => {
    // LiteFS 0.5 compiles a passthrough pattern to a regexp in which `*` is any text.
    const patterns = litefs.proxy.passthrough.map(litefsPattern)
    const priceRoutes = fs
      .readdirSync(path.join(root, 'app/routes-api'))
      .filter((f) => /^api\.([a-z]+-)?price\.ts$/.test(f))
      .map((f) => `/${f.replace(/\.ts$/, '').replaceAll('.', '/')}`)
    expect(priceRoutes.length).toBeGreaterThanOrEqual(4)
    for (const route of priceRoutes) {
      expect(
        patterns.some((p) => p.test(route)),
        route,
      ).toBe(true)
    }
    expect(patterns.some((p) => p.test('/api/orders'))).toBe(false)
  })

  it('passes through to the app every path that takes a body Fly cannot replay (docs/decisions/113-uploads-on-replicas.md)', () => {
    const patterns = litefs.proxy.passthrough.map(litefsPattern)
    const passedThrough = (path: string) => patterns.some((p) => p.test(path))
    for (const pattern of UPLOAD_PASSTHROUGH) expect(litefs.proxy.passthrough).toContain(pattern)
    const big = routePaths().filter((path) =>
      ['multipart/form-data; boundary=x', 'application/json'].some(
        (type) => bodyLimit('POST', path, type) > REPLAY_LIMIT,
      ),
    )
    expect(big).toEqual(expect.arrayContaining(['/quote', '/api/submit-lead', '/admin/images']))
    for (const path of big) expect(passedThrough(path), path).toBe(true)
  })

  it('every write passed through to a replica is forwarded to the primary, but price calls', () => {
    const patterns = litefs.proxy.passthrough.map(litefsPattern)
    for (const path of routePaths()) {
      if (!patterns.some((p) => p.test(path)) || /^\/api\/([a-z]+-)?price$/.test(path)) continue
      if (path === fly.http_service.checks[0].path) continue
      expect(mustForward('POST', path), path).toBe(true)
    }
  })

  it('elects the primary by Consul lease among primary-region machines', () => {
    expect(litefs.lease.type).toBe('consul')
    expect(String(litefs.lease.candidate)).toContain('PRIMARY_REGION')
  })

  it('a restarted candidate takes the lease before it migrates; the cost is decided (docs/decisions/114-the-primary-moves-on-start.md)', () => {
    // promote: the new release's machine is the primary before `migrate.js` (if-candidate)
    // runs, so new code never serves on the old schema. Its price, a hand-over on every start
    // of a Miami machine, is written down where the deploy is described.
    expect(litefs.lease.promote).toBe(true)
    const decision = fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .find((f) => f.startsWith('114-'))
    expect(decision, 'a design record numbered 114').toBeTruthy()
    const record = read(`docs/decisions/${decision}`)
    expect(record).toMatch(/promote: true/)
    expect(record).toMatch(/hand-?over/i)
    const yml = read('litefs.yml')
    expect(yml).toMatch(
      /promote: true[\s\S]*114-the-primary-moves-on-start|114-the-primary-moves-on-start[\s\S]*promote: true/,
    )
    const guide = read('docs/deploy.md')
    expect(guide).toContain('docs/decisions/114-the-primary-moves-on-start.md')
    expect(guide).toMatch(/hand-?over/i)
    expect(read('fly.toml')).toContain('docs/decisions/114-the-primary-moves-on-start.md')
    // One machine at a time: at most one hand-over in flight.
    expect(fly.deploy.strategy).toBe('rolling')
  })

  it('migrates on the primary candidate before starting the app; both scripts exist', () => {
    const commands = litefs.exec.map((e) => e.cmd)
    const migrate = litefs.exec.find((e) => e.cmd.includes('scripts/ops/migrate.js'))
    expect(migrate?.['if-candidate']).toBe(true)
    expect(commands.at(-1)).toContain('node scripts/ops/start.js')
    expect(commands.indexOf(migrate?.cmd ?? '')).toBeLessThan(commands.length - 1)
    for (const script of ['scripts/ops/migrate.js', 'scripts/ops/start.js']) {
      expect(fs.existsSync(path.join(root, script)), script).toBe(true)
    }
    expect(pkg.scripts.start).toContain('scripts/ops/start.js')
  })
})

/**
 * The words LiteFS runs for an exec command. LiteFS splits it like go-shellwords, without a
 * shell: an unquoted `;`, `&`, `|`, `<` or `>` ends the command (what follows never runs), and
 * `$(`, backticks and `$VAR` are not a shell's. Answers the words and whether anything was cut.
 */
function execWords(cmd: string): { words: string[]; shellSyntax: boolean } {
  const words: string[] = []
  let word = ''
  let quote: string | null = null
  let shellSyntax = false
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i]
    if (quote) {
      if (c === quote) quote = null
      else word += c
      continue
    }
    if (c === "'" || c === '"') quote = c
    else if (/\s/.test(c)) {
      if (word) words.push(word)
      word = ''
    } else if (';&|<>`'.includes(c) || (c === '$' && cmd[i + 1] === '(')) {
      shellSyntax = true
      break
    } else word += c
  }
  if (word) words.push(word)
  return { words, shellSyntax }
}

describe('litefs.yml exec commands', () => {
  it('reads commands as LiteFS does: shell syntax outside `sh -c` is found', () => {
    expect(execWords('mkdir -p /a && chown node /a')).toEqual({
      words: ['mkdir', '-p', '/a'],
      shellSyntax: true,
    })
    expect(execWords("sh -c 'mkdir -p /a && chown node /a'")).toEqual({
      words: ['sh', '-c', 'mkdir -p /a && chown node /a'],
      shellSyntax: false,
    })
    expect(execWords('node x.js > out').shellSyntax).toBe(true)
    expect(execWords('echo $(id)').shellSyntax).toBe(true)
  })

  it('has no shell operators except inside one `sh -c` argument', () => {
    for (const { cmd } of litefs.exec) {
      const { words, shellSyntax } = execWords(cmd)
      expect(shellSyntax, `"${cmd}" needs a shell: write it as sh -c '…'`).toBe(false)
      if (words[0] === 'sh') {
        expect(words[1], cmd).toBe('-c')
        expect(words, cmd).toHaveLength(3)
      }
    }
  })

  it('gives the volume’s upload and backup folders to the app’s user, through a shell', () => {
    const prepare = litefs.exec.find((e) => e.cmd.includes('chown'))
    const { words } = execWords(prepare?.cmd ?? '')
    expect(words.slice(0, 2)).toEqual(['sh', '-c'])
    for (const dir of [fly.env.UPLOADS_DIR, fly.env.BACKUP_DIR]) {
      expect(words[2]).toContain(`mkdir -p`)
      expect(words[2]).toMatch(new RegExp(`chown -R node:node .*${dir}`))
    }
  })

  it('stops the machine when a start-up step fails (docs/decisions/111-start-up-and-migrations.md)', () => {
    expect(litefs['exit-on-error']).toBe(true)
  })
})

describe('migrations and LiteFS replicas', () => {
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'))
    return { dir, db: path.join(dir, 'app.db') }
  }
  const migrate = (env: Record<string, string>, cwd = root) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/ops/migrate.js')], {
      cwd,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    })
  const tables = (file: string) => {
    const db = new Database(file, { readonly: true })
    try {
      return db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => (r as { name: string }).name)
    } finally {
      db.close()
    }
  }

  it('scripts/ops/migrate.js applies them on the primary and skips on a replica', () => {
    const primary = fresh()
    expect(migrate({ DATABASE_PATH: primary.db, LITEFS_DIR: primary.dir }).status).toBe(0)
    expect(tables(primary.db)).toContain('leads')

    const replica = fresh()
    fs.writeFileSync(path.join(replica.dir, '.primary'), 'primary-machine')
    const run = migrate({ DATABASE_PATH: replica.db, LITEFS_DIR: replica.dir })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('replica')
    expect(fs.existsSync(replica.db) ? tables(replica.db) : []).not.toContain('leads')
  })

  it('a failing migration exits non-zero, so LiteFS stops the machine', () => {
    const broken = fresh()
    const folder = path.join(broken.dir, 'db/migrations')
    fs.mkdirSync(path.join(folder, 'meta'), { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'sqlite',
        entries: [{ idx: 0, version: '6', when: 1, tag: '0000_broken', breakpoints: true }],
      }),
    )
    fs.writeFileSync(path.join(folder, '0000_broken.sql'), 'CREATE TABLE half (')
    const run = migrate({ DATABASE_PATH: broken.db }, broken.dir)
    expect(run.status).not.toBe(0)
  })

  it('the server does not migrate when it starts on a replica', async () => {
    const replica = fresh()
    fs.writeFileSync(path.join(replica.dir, '.primary'), 'primary-machine')
    const saved = { ...process.env }
    Object.assign(process.env, { DATABASE_PATH: replica.db, LITEFS_DIR: replica.dir })
    const previous = globalThis.__appDb
    globalThis.__appDb = undefined
    vi.resetModules()
    try {
      const { db } = await import('~/server/platform/db.server')
      expect(tables(replica.db)).not.toContain('__drizzle_migrations')
      db.$client.close()
    } finally {
      process.env = saved
      globalThis.__appDb = previous
      vi.resetModules()
    }
  })
})

describe('Dockerfile', () => {
  it('builds on Node 22, which the engines field allows', () => {
    expect(dockerfile).toMatch(/^FROM node:22-/m)
    const minimum = pkg.engines.node.match(/>=\s*(\d+)/)?.[1]
    expect(Number(minimum)).toBeLessThanOrEqual(22)
  })

  it('copies every path it names from the repository', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].map((m) => m[1].split(/\s+/))
    expect(copies.length).toBeGreaterThan(0)
    for (const parts of copies) {
      for (const source of parts.slice(0, -1)) {
        if (source === '.') continue
        expect(fs.existsSync(path.join(root, source)), `COPY ${source}`).toBe(true)
      }
    }
  })

  it('pins the LiteFS release it was written for', () => {
    expect(dockerfile).toMatch(/^COPY --from=flyio\/litefs:0\.5\.14@sha256:[0-9a-f]{64} /m)
  })

  it('pins every image it takes from a registry by digest, next to its tag', () => {
    const stages = new Set(
      [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1].toLowerCase()),
    )
    const images = [
      ...[...dockerfile.matchAll(/^FROM\s+(?:--platform=\S+\s+)?(\S+)/gim)].map((m) => m[1]),
      ...[...dockerfile.matchAll(/^COPY\s+--from=(\S+)/gim)].map((m) => m[1]),
    ].filter((image) => !stages.has(image.toLowerCase()))
    expect(images.length).toBeGreaterThanOrEqual(2)
    for (const image of images) {
      // name:tag@sha256:<64 hex>: the tag says what it is, the digest is what is built.
      expect(image, image).toMatch(/^[a-z0-9./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/)
    }
  })

  it('has LiteFS, fuse3, the SQLite CLI and CA certificates, and starts through LiteFS', () => {
    expect(dockerfile).toContain('COPY --from=flyio/litefs:')
    expect(dockerfile).toMatch(/fuse3/)
    expect(dockerfile).toMatch(/sqlite3/)
    expect(dockerfile).toMatch(/ca-certificates/)
    expect(dockerfile).toMatch(/ENTRYPOINT \["litefs", "mount"\]/)
    expect(dockerfile).toContain('npm prune --omit=dev')
    expect(dockerfile).toContain(`EXPOSE ${fly.http_service.internal_port}`)
  })

  it('runs the build the package defines, and the scripts the runtime needs are in the image', () => {
    expect(dockerfile).toContain('RUN npm run build')
    expect(pkg.scripts.build).toBeTruthy()
    expect(dockerfile).toMatch(/^COPY scripts\/ops /m)
    expect(dockerfile).toMatch(/^COPY server /m)
    expect(dockerfile).toMatch(/^COPY db /m)
  })

  it('.dockerignore keeps local data, builds and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '/data', '.env', '/build'])
      expect(ignored).toContain(entry)
  })
})

describe('the dependencies the image ships', () => {
  it('ships no package with a published advisory we know of, and nothing unused', () => {
    // xlsx 0.18.5: CVE-2023-30533 (prototype pollution), CVE-2024-22363 (ReDoS); no fix on npm.
    // sonner: never imported.
    for (const name of ['xlsx', 'sonner']) {
      expect(pkg.dependencies, name).not.toHaveProperty(name)
      expect(pkg.devDependencies, name).not.toHaveProperty(name)
    }
  })

  it('keeps the mocks and msw out of production: msw is a development tool, loaded by the process entry', () => {
    expect(pkg.dependencies).not.toHaveProperty('msw')
    expect(pkg.devDependencies).toHaveProperty('msw')
    // Nothing the build bundles imports them: only scripts/ops/start.js (MOCKS=true), the dev
    // server's boot (vite.config.ts) and command-line scripts do.
    const appFiles = fs
      .readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
    expect(appFiles.length).toBeGreaterThan(50)
    for (const file of appFiles) {
      const text = fs.readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/(from |import\()['"](msw|[./]*tests\/mocks|#tests\/mocks)/)
    }
    expect(read('scripts/ops/start.js')).toMatch(/tests\/mocks\/index/)
  })

  it.skipIf(!fs.existsSync(path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js')))(
    'the server build holds neither msw nor the mocks, and exports the boot for the process entry',
    () => {
      const dir = path.join(root, process.env.BUILD_DIR ?? 'build', 'server')
      const built = fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.js'))
        .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
        .join('\n')
      expect(built).not.toMatch(/["']msw(\/node)?["']|setupServer|Mock server installed/)
      expect(built).toMatch(/\bboot\b/)
      expect(built).toMatch(/\bvalidateSettings\b/)
    },
  )

  it('every dependency is pinned exactly, and npm scripts measure the production size', () => {
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/)
    }
    expect(pkg.scripts['measure:deps']).toBe('node scripts/measure/measure-dependency-size.mjs')
    expect(fs.existsSync(path.join(root, 'scripts/measure/measure-dependency-size.mjs'))).toBe(true)
  })
})

describe('docs/deploy.md', () => {
  it('says how to set every setting that fly.toml does not set', () => {
    const guide = read('docs/deploy.md')
    const inEnvExample = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1])
    for (const name of inEnvExample) {
      if (name in fly.env) continue
      expect(guide, `${name} in docs/deploy.md`).toContain(name)
    }
  })
})

describe('on a LiteFS replica', () => {
  it('the appointment job (slots, reminders) runs only on the primary', async () => {
    const { runAppointmentJob } = await import('~/server/booking/appointment-notices.server')
    const { db } = await import('~/server/platform/db.server')
    const { appointmentSlots, appointmentSlotTemplates } = await import('../../db/schema')
    // The seed's template: one visit a day at 9:00.
    db.insert(appointmentSlotTemplates).values({ startTime: '09:00', durationMinutes: 60 }).run()
    const litefs = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'))
    const saved = process.env.LITEFS_DIR
    process.env.LITEFS_DIR = litefs
    try {
      // LiteFS writes `.primary` (the primary's name) only on replicas.
      fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine')
      expect(await runAppointmentJob()).toEqual({
        slots: 0,
        reminders: 0,
        reminderTexts: 0,
        textsHeldSent: 0,
        textsRetried: 0,
      })
      expect(db.select().from(appointmentSlots).all()).toHaveLength(0)
      fs.rmSync(path.join(litefs, '.primary'))
      expect((await runAppointmentJob()).slots).toBeGreaterThan(0)
      expect(db.select().from(appointmentSlots).all().length).toBeGreaterThan(0)
    } finally {
      process.env.LITEFS_DIR = saved
      fs.rmSync(litefs, { recursive: true, force: true })
    }
  })
})
