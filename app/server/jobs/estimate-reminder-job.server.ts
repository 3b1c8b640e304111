/**
 * Reminders for estimates not answered (issue 39), on the primary only (the only machine that
 * may write): at start and then every 15 minutes. Replicas do nothing; which reminder is due
 * and the claim that sends each once are app/server/estimates/estimate-reminders.server.ts.
 */
import { sendDueEstimateReminders } from '../estimates/estimate-reminders.server'
import { isPrimary } from '../platform/litefs.server'

export async function runEstimateReminderJob(now: Date = new Date()) {
  if (!isPrimary()) return { reminders: 0 }
  return { reminders: await sendDueEstimateReminders(now) }
}

const JOB_INTERVAL_MS = 15 * 60 * 1000
declare global {
  var __estimateReminderJob: NodeJS.Timeout | undefined
}

/** Starts the job in the server process (once per process). */
export function startEstimateReminderJob() {
  if (globalThis.__estimateReminderJob) return
  const run = () =>
    runEstimateReminderJob()
      .then((done) => {
        if (done.reminders) console.info('[estimate reminders] sent', done)
      })
      .catch((error) => console.error('[estimate reminders job]', error))
  globalThis.__estimateReminderJob = setInterval(run, JOB_INTERVAL_MS)
  globalThis.__estimateReminderJob.unref()
  void run()
}
