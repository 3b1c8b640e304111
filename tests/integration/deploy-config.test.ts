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
  lease: { type: string; candidate: unknown }
  exec: { cmd: string; 'if-candidate'?: boolean }[]
}

const fly = parseToml(read('fly.toml')) as unknown as FlyToml
const litefs = parseYaml(read('litefs.yml')) as LitefsYml
const dockerfile = read('Dockerfile')
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>
  engines: { node: string }
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

describe('the machine’s memory (scripts/measure-image-memory.mjs)', () => {
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

  it('lets every machine answer the price calls, which write nothing (decision 110)', () => {
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

  it('passes through to the app every path that takes a body Fly cannot replay (decision 113)', () => {
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
    const small = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' }
    for (const path of routePaths()) {
      if (!patterns.some((p) => p.test(path)) || /^\/api\/([a-z]+-)?price$/.test(path)) continue
      if (path === fly.http_service.checks[0].path) continue
      expect(mustForward('POST', path, small), path).toBe(true)
    }
  })

  it('elects the primary by Consul lease among primary-region machines', () => {
    expect(litefs.lease.type).toBe('consul')
    expect(String(litefs.lease.candidate)).toContain('PRIMARY_REGION')
  })

  it('migrates on the primary candidate before starting the app; both scripts exist', () => {
    const commands = litefs.exec.map((e) => e.cmd)
    const migrate = litefs.exec.find((e) => e.cmd.includes('scripts/migrate.js'))
    expect(migrate?.['if-candidate']).toBe(true)
    expect(commands.at(-1)).toContain('node scripts/start.js')
    expect(commands.indexOf(migrate?.cmd ?? '')).toBeLessThan(commands.length - 1)
    for (const script of ['scripts/migrate.js', 'scripts/start.js']) {
      expect(fs.existsSync(path.join(root, script)), script).toBe(true)
    }
    expect(pkg.scripts.start).toContain('scripts/start.js')
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

  it('stops the machine when a start-up step fails (decision 111)', () => {
    expect(litefs['exit-on-error']).toBe(true)
  })
})

describe('migrations and LiteFS replicas', () => {
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'))
    return { dir, db: path.join(dir, 'app.db') }
  }
  const migrate = (env: Record<string, string>, cwd = root) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/migrate.js')], {
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

  it('scripts/migrate.js applies them on the primary and skips on a replica', () => {
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
    expect(dockerfile).toMatch(/^COPY --from=flyio\/litefs:0\.5\.14 /m)
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
    expect(dockerfile).toMatch(/^COPY scripts /m)
    expect(dockerfile).toMatch(/^COPY server /m)
    expect(dockerfile).toMatch(/^COPY db /m)
  })

  it('.dockerignore keeps local data, builds and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '/data', '.env', '/build'])
      expect(ignored).toContain(entry)
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
      expect(await runAppointmentJob()).toEqual({ slots: 0, reminders: 0 })
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
