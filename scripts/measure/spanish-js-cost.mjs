// What Spanish (issue 41) costs each page's first load: the JavaScript the HTML preloads, gzip,
// before the first Spanish commit (f717dba^) and now, measured exactly as
// tests/integration/bundle-budget.test.ts does (scripts/measure/first-load-js.ts). Issue 41
// allows a page at most +3 KB.
//
//   npm run measure:spanish-js                       builds both (the old commit in a temp worktree)
//   BEFORE_BUILD_DIR=/tmp/pre NOW_BUILD_DIR=build npm run measure:spanish-js   measures two builds
//
// BEFORE_COMMIT (default f717dba^) names another starting point. Exits 1 when a page is over.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { firstLoadJs } from './first-load-js.ts'

const LIMIT_KB = 3.0
const root = path.resolve(import.meta.dirname, '../..')
const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...opts })

function build(dir, buildDir) {
  console.error(`building ${dir} into ${buildDir}…`)
  run('npx', ['remix', 'vite:build'], { cwd: dir, env: { ...process.env, BUILD_DIR: buildDir } })
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spanish-js-'))
let beforeDir = process.env.BEFORE_BUILD_DIR
let nowDir = process.env.NOW_BUILD_DIR
let worktree
try {
  if (!beforeDir) {
    const commit = process.env.BEFORE_COMMIT ?? 'f717dba^'
    worktree = path.join(tmp, 'before')
    run('git', ['worktree', 'add', '--detach', worktree, commit])
    // Hard links: the same packages, no copy, no install.
    run('cp', ['-al', path.join(root, 'node_modules'), path.join(worktree, 'node_modules')])
    beforeDir = path.join(tmp, 'build-before')
    build(worktree, beforeDir)
  }
  if (!nowDir) {
    nowDir = path.join(tmp, 'build-now')
    build(root, nowDir)
  }
  const before = firstLoadJs(path.resolve(beforeDir))
  const now = firstLoadJs(path.resolve(nowDir))
  const kb = (n) => (n === undefined ? '   —' : n.toFixed(2).padStart(6))
  console.log(`First-load JavaScript, KB gzip (limit +${LIMIT_KB.toFixed(1)} KB)`)
  console.log(
    `${'page'.padEnd(26)} ${'before'.padStart(6)} ${'now'.padStart(6)} ${'diff'.padStart(6)}`,
  )
  let over = 0
  for (const [page, js] of Object.entries(now)) {
    const was = before[page]?.gzipKB
    const diff = was === undefined ? undefined : js.gzipKB - was
    const flag = diff !== undefined && diff > LIMIT_KB ? '  OVER' : ''
    if (flag) over++
    console.log(
      `${page.padEnd(26)} ${kb(was)} ${kb(js.gzipKB)} ${diff === undefined ? '     —' : `${diff >= 0 ? '+' : ''}${diff.toFixed(2)}`.padStart(6)}${flag}`,
    )
  }
  console.log(
    over
      ? `${over} page(s) over +${LIMIT_KB.toFixed(1)} KB`
      : `every page within +${LIMIT_KB.toFixed(1)} KB`,
  )
  process.exitCode = over ? 1 : 0
} finally {
  if (worktree) run('git', ['worktree', 'remove', '--force', worktree])
  fs.rmSync(tmp, { recursive: true, force: true })
}
