// What the production dependencies weigh: `npm run measure:deps`.
//
// By default it reads this checkout's node_modules: every package `npm ls --omit=dev` lists
// (what `npm prune --omit=dev` keeps in the image), each counted once, without the packages
// nested inside it (they are listed on their own). `--install` measures a clean
// `npm ci --omit=dev` in a temporary folder instead (needs the registry; builds native modules).
// Then, where a Docker engine is present, the size of the built image (`--image <name>`,
// default tri-county-blinds); elsewhere it says it skipped that.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const root = path.resolve(import.meta.dirname, '../..')
const imageName = args.includes('--image') ? args[args.indexOf('--image') + 1] : 'tri-county-blinds'
const MB = 1024 * 1024

/** Bytes on disk under `dir`, leaving out `node_modules` folders below it. */
export function folderBytes(dir, { skipNested = true } = {}) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    if (entry.isDirectory()) {
      if (skipNested && entry.name === 'node_modules') continue
      total += folderBytes(full, { skipNested })
    } else if (entry.isFile()) {
      total += fs.statSync(full).size
    }
  }
  return total
}

/** Each production package's folder, as npm lists it (the project itself left out). */
function productionPackages(cwd) {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * MB,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const folders = new Set(out.split('\n').filter((line) => line && line !== cwd))
  return [...folders].filter((folder) => fs.existsSync(folder))
}

function packageName(folder) {
  const parts = folder.split(`${path.sep}node_modules${path.sep}`)
  return parts.at(-1)
}

function installClean() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-deps-'))
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (fs.existsSync(path.join(root, file)))
      fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  console.log(`Installing the production dependencies alone in ${dir}…`)
  const run = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error('npm ci --omit=dev failed')
  return dir
}

function measure(cwd) {
  const packages = productionPackages(cwd).map((folder) => ({
    name: packageName(folder),
    bytes: folderBytes(folder),
  }))
  const total = packages.reduce((sum, p) => sum + p.bytes, 0)
  packages.sort((a, b) => b.bytes - a.bytes)
  console.log(
    `Production dependencies: ${(total / MB).toFixed(1)} MB in ${packages.length} packages (npm ls --omit=dev).`,
  )
  console.log('Largest:')
  for (const p of packages.slice(0, 15)) {
    const share = ((p.bytes / total) * 100).toFixed(1)
    console.log(`  ${(p.bytes / MB).toFixed(1).padStart(7)} MB  ${share.padStart(5)}%  ${p.name}`)
  }
  return { totalBytes: total, packages: packages.length }
}

function imageSize() {
  // A Docker client without an engine (as in CI containers) cannot measure an image either.
  const engine = spawnSync('docker', ['info'], { stdio: 'ignore' })
  if (engine.error || engine.status !== 0) {
    console.log('Image: no Docker engine here, skipped (build it and run this where Docker is).')
    return
  }
  const docker = spawnSync('docker', ['image', 'inspect', imageName, '--format', '{{.Size}}'], {
    encoding: 'utf8',
  })
  if (docker.status !== 0) {
    console.log(
      `Image: no local image "${imageName}" (docker build -t ${imageName} . first), skipped.`,
    )
    return
  }
  console.log(`Image ${imageName}: ${(Number(docker.stdout.trim()) / MB).toFixed(0)} MB.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const clean = args.includes('--install')
  const dir = clean ? installClean() : root
  try {
    measure(dir)
  } finally {
    if (clean) fs.rmSync(dir, { recursive: true, force: true })
  }
  imageSize()
}
