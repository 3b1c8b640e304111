// The process entry of the production server (also the e2e server, the quick start and the
// replica harness): loads .env when present (the embedded quick start), checks the settings,
// loads the third-party mocks when MOCKS=true, boots the server (database and migrations,
// background jobs: app/server/platform/boot.server.ts) and then starts the HTTP server
// (server/index.js). A bad setting stops it at once, before anything listens.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'

// The same URL server/index.js imports, so both get the one instance of the build.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
const settings = build.entry.module.validateSettings()
if (settings.MOCKS) {
  // Stripe, OpenAI, Housecall Pro and S3 answered by MSW (development, tests, the quick start).
  // The mocks and msw are development files: the image has neither, and a deployed machine
  // refuses MOCKS=true in the settings check above.
  const { tsImport } = await import('tsx/esm/api')
  await tsImport('../../tests/mocks/index.ts', import.meta.url)
}
await build.entry.module.boot()

await import('../../server/index.js')
