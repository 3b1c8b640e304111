/**
 * What the server starts once, before it takes its first request: settings checked, the
 * database opened and migrated, and the background jobs (upload sweep, appointment slots and
 * reminders, cart pruning, estimate reminders, the daily backup), each on the primary only. The render entry
 * (`entry.server.tsx`) only renders; it re-exports this module so the process entry can reach
 * the build's own copy of the database and jobs:
 * - production, the e2e server and the quick start: `scripts/ops/start.js` calls
 *   `build.entry.module.boot()` after loading the mocks (MOCKS=true) and before listening;
 * - development (`npm run dev`): the `boot-dev-server` plugin in `vite.config.ts` does the same
 *   through Vite's module graph.
 * Unit and integration tests import the modules they need; nothing here runs under test.
 */
import { type Env, getEnv } from './env.server'
import { startErrorReporting } from './error-reporting.server'

declare global {
  var __serverBooted: Promise<void> | undefined
}

/** Settings, validated: a bad setting stops the process here with a message naming it. */
export function validateSettings(): Env {
  return getEnv()
}

/** Starts the server's work once per process (development reloads modules; this stays once). */
export function boot(): Promise<void> {
  globalThis.__serverBooted ??= start()
  return globalThis.__serverBooted
}

async function start() {
  const env = getEnv()
  // Error reports first, so a failing start is reported too (nothing without SENTRY_DSN).
  await startErrorReporting(env.SENTRY_DSN)
  // Open the database and apply pending migrations at start, not on the first request.
  await import('./db.server')
  if (env.NODE_ENV === 'test') return
  // Leftovers of uploads cut short by a crash are removed once, in the background.
  if (!env.S3_BUCKET) {
    const [{ isPrimary }, { sweepUploads }] = await Promise.all([
      import('./litefs.server'),
      import('../jobs/upload-sweep.server'),
    ])
    if (isPrimary()) {
      sweepUploads(env.UPLOADS_DIR)
        .then((swept) => {
          if (swept.tmpFiles || swept.orphanFolders) console.info('[uploads] swept', swept)
        })
        .catch((error) => console.error('[uploads] sweep failed', error))
    }
  }
  // Slots for the coming weeks and the 24-hour appointment reminders, on the primary only.
  const { startAppointmentJob } = await import('../booking/appointment-notices.server')
  startAppointmentJob()
  // Carts untouched for 60 days pruned, on the primary only.
  const { startMaintenanceJob } = await import('../jobs/maintenance-job.server')
  startMaintenanceJob()
  // Scheduled blog posts published when their time comes, on the primary only (issue 32).
  const { startBlogScheduleJob } = await import('../jobs/blog-schedule-job.server')
  startBlogScheduleJob()
  // Reminders for estimates not answered, on the days the owner set, on the primary only.
  const { startEstimateReminderJob } = await import('../jobs/estimate-reminder-job.server')
  startEstimateReminderJob()
  // The daily database backup to the bucket, on the primary only (docs/decisions/112-backups.md).
  const { startBackupJob } = await import('../jobs/backup-job.server')
  startBackupJob()

  const { startBalanceReminderJob } = await import('../jobs/balance-reminder-job.server')
  startBalanceReminderJob()
}
