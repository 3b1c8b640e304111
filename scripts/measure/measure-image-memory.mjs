// How much memory the worst accepted upload takes, to size the Fly machine (fly.toml [[vm]],
// issue 21 defect 6). Run: node --import tsx scripts/measure/measure-image-memory.mjs
//
// The worst accepted image is at both limits the app enforces: MAX_IMAGE_PIXELS (40 MP) and
// MAX_PHOTO_BYTES (10 MB). One of each accepted format is made with sharp (JPEG, PNG with an
// alpha channel, WebP, AVIF, GIF; HEIC is refused): 8000 x 5000, under 10 MB. Each scenario runs in its own child process (`node --expose-gc
// --import tsx`, pinned to one CPU like a shared-cpu-1x machine) through the app's own path:
// the multipart body streamed from disk into parseUploadForm, then storeImage for each photo
// under `leads/` (checked, two WebP sizes, the original re-encoded), as a quote does.
// The child samples process.memoryUsage().rss every 10 ms and reads the kernel's peak (VmHWM,
// reset once the modules are loaded); the figure is the peak minus the child's own baseline,
// added to the RSS of the built server after a few pages when BUILD_DIR holds a build.
//
// Scenarios: one photo; two photos at once (storeImage works on one image per CPU at a time;
// the second waits, but memory freed by the first is not all given back); one quote with 6 photos; two such quotes at once. The quotes for JPEG
// and PNG only (MEASURE_ALL=1: every format). Each with the app's sharp settings (cache off)
// and with sharp's defaults (cache on), to show what the setting is worth.
//
// Writes docs/figures/image-memory.json, which the deploy-config test reads.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const MB = 1024 * 1024

// ---------------------------------------------------------------- child: one scenario

async function runScenario({ scenario, image, sharpMode, work }) {
  process.env.UPLOADS_DIR = path.join(work, `uploads-${process.pid}`)
  const { parseUploadForm } = await import('../../app/server/platform/multipart.server.ts')
  const { storeImage } = await import('../../app/server/platform/storage.server.ts')
  // The app's settings (storage.server.ts turns sharp's cache off), or sharp's own defaults.
  if (sharpMode === 'sharp-defaults') {
    const sharp = (await import('sharp')).default
    sharp.cache({ memory: 50, files: 20, items: 100 })
  }
  const { MAX_PHOTO_BYTES, MAX_PHOTOS } = await import('../../app/domain/quote-wizard-steps.ts')

  globalThis.gc()
  await new Promise((r) => setTimeout(r, 200))
  const baseline = process.memoryUsage().rss
  // The kernel's own peak (VmHWM), reset here: start-up (tsx compiling the modules) is not
  // the upload's. Where it cannot be reset, the 10 ms samples alone.
  const kernelPeak = resetKernelPeak()
  let sampled = baseline
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage().rss)
  }, 10)

  /** A quote as the server receives it: the body streamed from the socket (here: a file). */
  async function quote(photos) {
    const body = path.join(work, `${image}-x${photos}.multipart`)
    const request = new Request('http://localhost/api/submit-lead', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: Readable.toWeb(fs.createReadStream(body, { highWaterMark: 64 * 1024 })),
      duplex: 'half',
    })
    const { form } = await parseUploadForm(request, {
      fileFields: ['repairImages'],
      maxBytes: MAX_PHOTO_BYTES,
      maxFiles: MAX_PHOTOS,
    })
    // As createLeadWithPhotos (app/server/requests/leads.server.ts): one photo after another.
    for (const photo of form.getAll('repairImages')) {
      await storeImage(photo, { maxBytes: MAX_PHOTO_BYTES, prefix: 'leads' })
    }
  }

  const started = Date.now()
  if (scenario === 'one-photo') await quote(1)
  else if (scenario === 'two-photos') await Promise.all([quote(1), quote(1)])
  else if (scenario === 'one-quote') await quote(MAX_PHOTOS)
  else await Promise.all([quote(MAX_PHOTOS), quote(MAX_PHOTOS)])
  clearInterval(sampler)
  const peakKernel = kernelPeak ? kernelPeak() : 0
  process.stdout.write(
    `${JSON.stringify({
      baselineMb: round(baseline / MB),
      peakSampledMb: round(sampled / MB),
      peakMb: round(Math.max(sampled, peakKernel) / MB),
      seconds: round((Date.now() - started) / 1000),
    })}\n`,
  )
}

/** Resets VmHWM (Linux: clear_refs 5) and answers a reader of it, in bytes; null elsewhere. */
function resetKernelPeak() {
  const read = () =>
    Number(fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) * 1024
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5')
    return read
  } catch {
    return null
  }
}

const BOUNDARY = '----measure-image-memory'
/** Fly machine memory sizes (shared CPU), in MB. */
const FLY_SIZES_MB = [256, 512, 1024, 2048, 4096, 8192]
const SCENARIOS = ['one-photo', 'two-photos', 'one-quote', 'two-quotes']
const round = (n) => Math.round(n * 10) / 10

// ---------------------------------------------------------------- parent

/**
 * The worst accepted image of each accepted format (IMAGE_TYPES but HEIC, which is refused):
 * 40 MP and at most 10 MB, written as files.
 */
async function makeImages(work, { maxPixels, maxBytes }) {
  const sharp = (await import('sharp')).default
  const width = 8000
  const height = Math.floor(maxPixels / width)
  const raw = (channels) => ({ raw: { width, height, channels } })

  // Detail: smooth noise (small random pixels enlarged) compresses like a busy photo.
  const base = { width: 600, height: Math.round((600 * height) / width) }
  const noise = Buffer.alloc(base.width * base.height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256)
  const detail = await sharp(noise, { raw: { ...base, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // A gradient with an alpha channel: 4 bytes a decoded pixel, and small files.
  const gradient = await sharp(
    Buffer.from(
      '<svg width="800" height="500"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#a52" stop-opacity="0.7"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/></svg>',
    ),
  )
    .resize(width, height)
    .ensureAlpha()
    .raw()
    .toBuffer()

  /** The best quality (first in the list) whose file is under the byte limit. */
  async function underLimit(encode, qualities) {
    for (const quality of qualities) {
      const bytes = await encode(quality)
      if (bytes.length <= maxBytes) return { bytes, quality }
    }
    throw new Error('no quality fits the byte limit')
  }

  const made = {
    jpeg: await underLimit(
      (quality) => sharp(detail, raw(3)).jpeg({ quality }).toBuffer(),
      [95, 92, 90, 88, 85, 80, 75],
    ),
    png: { bytes: await sharp(gradient, raw(4)).png().toBuffer() },
    webp: await underLimit(
      (quality) => sharp(detail, raw(3)).webp({ quality }).toBuffer(),
      [90, 80, 70],
    ),
    avif: await underLimit(
      (quality) => sharp(detail, raw(3)).avif({ quality, effort: 0 }).toBuffer(),
      [60, 50],
    ),
    gif: {
      bytes: await sharp(gradient, raw(4)).gif({ effort: 1, dither: 0, colours: 32 }).toBuffer(),
    },
  }
  const images = {}
  for (const [format, { bytes, quality }] of Object.entries(made)) {
    const file = path.join(work, `worst.${format}`)
    fs.writeFileSync(file, bytes)
    const meta = await sharp(file).metadata()
    if (meta.width * meta.height > maxPixels || bytes.length > maxBytes) {
      throw new Error(`${format} is not an accepted image: ${bytes.length} bytes`)
    }
    images[format] = {
      file,
      bytes: bytes.length,
      quality,
      width: meta.width,
      height: meta.height,
      channels: meta.channels,
    }
  }
  return images
}

/** The multipart bodies of a quote with 1 and with 6 copies of an image. */
function writeBodies(work, name, file, maxPhotos) {
  const bytes = fs.readFileSync(file)
  for (const photos of [1, maxPhotos]) {
    const parts = [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n`),
    ]
    for (let i = 0; i < photos; i++) {
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="repairImages"; filename="window-${i}.${name}"\r\nContent-Type: image/${name}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      )
    }
    parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
    fs.writeFileSync(path.join(work, `${name}-x${photos}.multipart`), Buffer.concat(parts))
  }
}

function runChild(args) {
  // One CPU, like the shared-cpu-1x machine: libvips and Node size their threads by it.
  const taskset = spawnSync('taskset', ['--version']).status === 0
  const command = taskset ? 'taskset' : process.execPath
  const argv = [
    ...(taskset ? ['-c', '0', process.execPath] : []),
    '--expose-gc',
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--child',
    JSON.stringify(args),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', MOCKS: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`child ${args.scenario}: ${out}`))
      else resolve(JSON.parse(line))
    })
  })
}

/** RSS of the built server after a few pages, when a build is there (BUILD_DIR). */
async function serverBaseline() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) return null
  const { freePort, startServer } = await import('../dev/local-server.mjs')
  const server = await startServer(path.join(root, 'scripts/dev/e2e-server.js'), {
    port: await freePort(),
    env: { ...process.env, BUILD_DIR: buildDir },
  })
  try {
    for (const page of ['/', '/shop/zebra-shades', '/quote', '/blog', '/book-appointment']) {
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${page}`)).text()
    }
    return round(server.rssMb())
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    server.stop()
    await exited
  }
}

async function main() {
  const { MAX_IMAGE_PIXELS } = await import('../../app/server/platform/storage.server.ts')
  const { MAX_PHOTO_BYTES, MAX_PHOTOS } = await import('../../app/domain/quote-wizard-steps.ts')
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-memory-'))
  try {
    const images = await makeImages(work, {
      maxPixels: MAX_IMAGE_PIXELS,
      maxBytes: MAX_PHOTO_BYTES,
    })
    for (const [name, image] of Object.entries(images))
      writeBodies(work, name, image.file, MAX_PHOTOS)
    console.log(
      'images:',
      JSON.stringify(images, (k, v) => (k === 'file' ? undefined : v)),
    )

    // Photos of every format; quotes for JPEG and PNG (MEASURE_ALL=1: every format; slow: a
    // 40 MP AVIF takes seconds of one CPU); the app's sharp settings and sharp's defaults.
    const runs = []
    for (const image of Object.keys(images)) {
      const quotes = process.env.MEASURE_ALL === '1' || image === 'jpeg' || image === 'png'
      for (const scenario of quotes ? SCENARIOS : ['one-photo', 'two-photos']) {
        for (const sharpMode of ['app', 'sharp-defaults']) {
          runs.push({ scenario, image, sharpMode })
        }
      }
    }
    const results = []
    for (const run of runs) {
      const result = await runChild({ ...run, work })
      const row = { ...run, ...result, addedMb: round(result.peakMb - result.baselineMb) }
      results.push(row)
      console.log(JSON.stringify(row))
    }
    const serverMb = await serverBaseline().catch((error) => {
      console.log(`(no server baseline: ${error.message})`)
      return null
    })
    // What production runs: the app's sharp settings.
    const worst = results
      .filter((r) => r.sharpMode === 'app')
      .reduce((a, b) => (b.addedMb > a.addedMb ? b : a))
    // Without a build: the child's own baseline (Node, sharp, the app's server modules).
    const baseMb = serverMb ?? worst.baselineMb
    const peakMb = Math.ceil(baseMb + worst.addedMb)
    // A quarter more for what was not measured (a page render, the page cache, a backup).
    const flyMemoryMb = FLY_SIZES_MB.find((size) => size >= peakMb * 1.25) ?? FLY_SIZES_MB.at(-1)
    const figure = {
      measuredAt: new Date().toISOString().slice(0, 10),
      command: 'node --import tsx scripts/measure/measure-image-memory.mjs',
      node: process.version,
      cpus: 1,
      maxImagePixels: MAX_IMAGE_PIXELS,
      maxPhotoBytes: MAX_PHOTO_BYTES,
      maxPhotos: MAX_PHOTOS,
      images: Object.fromEntries(
        Object.entries(images).map(([k, v]) => [k, { ...v, file: undefined }]),
      ),
      serverBaselineMb: serverMb,
      worst: `${worst.scenario}, ${worst.image}`,
      worstAddedMb: worst.addedMb,
      /** What the machine must hold at worst: the server plus the worst uploads. */
      peakMb,
      flyMemoryMb,
      results,
    }
    const out = path.join(root, 'docs/figures/image-memory.json')
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, `${JSON.stringify(figure, null, 2)}\n`)
    console.log(
      `peak ${peakMb} MB (${figure.worst}): a ${flyMemoryMb} MB machine; written to ${path.relative(root, out)}`,
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

const childAt = process.argv.indexOf('--child')
if (childAt !== -1) await runScenario(JSON.parse(process.argv[childAt + 1]))
else await main()
