// The server the Playwright suite runs against: the production build, a fresh
// database seeded with the demo data, a fresh uploads folder, third parties mocked.
import { freshE2eSettings, seedE2eDatabase } from './e2e-settings.js'

const settings = freshE2eSettings(process.env.PORT ?? '3999')
Object.assign(process.env, settings)
seedE2eDatabase(settings)

await import('../ops/start.js')
