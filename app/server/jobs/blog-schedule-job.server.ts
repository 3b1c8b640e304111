/**
 * Scheduled blog posts (issue 32): every minute on the primary (the only machine that may
 * write), posts whose time has come are marked published, which moves the content version.
 * The public pages already show a due post by its time (they never wait for this job, and
 * never show a post early); replicas do nothing.
 */
import { publishDueBlogPosts } from '../blog/post-writes.server'
import { isPrimary } from '../platform/litefs.server'

export function runBlogScheduleJob(now: Date = new Date()): number {
  if (!isPrimary()) return 0
  return publishDueBlogPosts(now)
}

const JOB_INTERVAL_MS = 60 * 1000
declare global {
  var __blogScheduleJob: NodeJS.Timeout | undefined
}

/** Starts the job in the server process (once per process). */
export function startBlogScheduleJob() {
  if (globalThis.__blogScheduleJob) return
  const run = () => {
    try {
      const published = runBlogScheduleJob()
      if (published) console.info('[blog schedule] published', published)
    } catch (error) {
      console.error('[blog schedule job]', error)
    }
  }
  globalThis.__blogScheduleJob = setInterval(run, JOB_INTERVAL_MS)
  globalThis.__blogScheduleJob.unref()
  run()
}
