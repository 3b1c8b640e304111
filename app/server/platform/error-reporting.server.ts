/**
 * Server errors to Sentry when SENTRY_DSN is set (docs/deploy.md, "Error reports"); without it
 * Sentry is never loaded. No personal data: Sentry does not collect it (`sendDefaultPii`) and
 * every report goes through the scrubber before it leaves.
 */
import type * as SentryModule from '@sentry/remix'
import { scrubErrorReport } from '~/utils/error-report-scrub'
import { getEnv } from './env.server'

let sentry: typeof SentryModule | undefined

/** Starts error reporting if a DSN is set; true when it did. Called once at boot. */
export async function startErrorReporting(dsn = getEnv().SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false
  if (sentry) return true
  const Sentry = await import('@sentry/remix')
  Sentry.init({
    dsn,
    environment: process.env.FLY_APP_NAME ? 'production' : getEnv().NODE_ENV,
    release: process.env.FLY_IMAGE_REF,
    sendDefaultPii: false,
    // Errors only: no performance tracing (and no request bodies with it).
    tracesSampleRate: 0,
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  })
  sentry = Sentry
  return true
}

/** Whether reports are being sent (false until startErrorReporting ran with a DSN). */
export function errorReportingOn(): boolean {
  return sentry !== undefined
}

/** An error Remix caught (entry.server's handleError) to Sentry; nothing without a DSN. */
export function reportServerError(error: unknown, request: Request): void {
  if (!sentry) return
  // The method only: a path may hold a private link's token (/orders/…).
  sentry.captureException(error, { tags: { method: request.method } })
}
