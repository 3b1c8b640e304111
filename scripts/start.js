// Starts the production server: loads .env when present (the embedded quick start),
// then hands over to remix-serve. Settings are validated and migrations applied when
// the server build loads (app/entry.server.tsx), so a bad setting stops it at once.
import fs from 'node:fs'
import { createRequire } from 'node:module'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'

const require = createRequire(import.meta.url)
process.argv = [
  process.argv[0],
  'remix-serve',
  `${process.env.BUILD_DIR ?? 'build'}/server/index.js`,
]
await import(require.resolve('@remix-run/serve/dist/cli.js'))
