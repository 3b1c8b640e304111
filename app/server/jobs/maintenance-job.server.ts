/**
 * Housekeeping on the primary (the only machine that may write): abandoned carts and sent
 * e-mail older than the outbox keeps pruned once at start and then every six hours. Replicas
 * do nothing; their copy follows the primary's.
 */
import { isPrimary } from '../platform/litefs.server'
import { pruneSentMail } from '../vendors/mail.server'
import { pruneAbandonedCarts } from './cart-pruning.server'

export function runMaintenanceJob(now: Date = new Date()) {
  if (!isPrimary()) return { abandonedCarts: 0, sentMail: 0 }
  return { abandonedCarts: pruneAbandonedCarts(now), sentMail: pruneSentMail(now) }
}

const JOB_INTERVAL_MS = 6 * 60 * 60 * 1000
declare global {
  var __maintenanceJob: NodeJS.Timeout | undefined
}

/** Starts the job in the server process (once per process). */
export function startMaintenanceJob() {
  if (globalThis.__maintenanceJob) return
  const run = () => {
    try {
      const done = runMaintenanceJob()
      if (done.abandonedCarts || done.sentMail) console.info('[maintenance] pruned', done)
    } catch (error) {
      console.error('[maintenance job]', error)
    }
  }
  globalThis.__maintenanceJob = setInterval(run, JOB_INTERVAL_MS)
  globalThis.__maintenanceJob.unref()
  run()
}
