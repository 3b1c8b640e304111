// The server the Playwright suite runs against: the production build, a fresh
// database seeded with the demo data, a fresh uploads folder, third parties mocked.
import { freshE2eSettings, seedE2eDatabase } from './e2e-settings.js'

// E2E_KEEP_DATABASE=1 starts again on the database the last server on this port left (a test that
// restarts the server at a later time of day, tests/e2e/server-at.ts).
const keep = process.env.E2E_KEEP_DATABASE === '1'
const settings = freshE2eSettings(process.env.PORT ?? '3999', { keep })
Object.assign(process.env, settings)
if (!keep) seedE2eDatabase(settings)

await import('../ops/start.js')
