/**
 * Balance reminders (issue 39): every hour on the primary, each unpaid installed-job balance
 * gets its reminder on the days the owner set, once (app/server/orders/balance-invoice.server.ts).
 */
import { runBalanceReminders } from '../orders/balance-invoice.server'

const JOB_INTERVAL_MS = 60 * 60 * 1000
declare global {
  var __balanceReminderJob: NodeJS.Timeout | undefined
}

/** Starts the job in the server process (once per process). */
export function startBalanceReminderJob() {
  if (globalThis.__balanceReminderJob) return
  const run = () => {
    runBalanceReminders()
      .then((sent) => {
        if (sent) console.info('[balance reminders] sent', sent)
      })
      .catch((error) => console.error('[balance reminder job]', error))
  }
  globalThis.__balanceReminderJob = setInterval(run, JOB_INTERVAL_MS)
  globalThis.__balanceReminderJob.unref()
  run()
}
