// Starts the production server: loads .env when present (the embedded quick start), then
// the HTTP server (server/index.js). Settings are validated and migrations applied when the
// server build loads (app/entry.server.tsx), so a bad setting stops it at once.
import fs from 'node:fs'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'

await import('../server/index.js')
