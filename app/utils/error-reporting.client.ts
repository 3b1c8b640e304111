/**
 * Browser errors to Sentry (docs/deploy.md, "Error reports"). Loaded with import() after
 * hydration and only when the root loader gives a DSN (app/components/error-reporting.tsx), so
 * Sentry is never part of a page's first-load JavaScript and never loaded without a DSN.
 */
import * as Sentry from '@sentry/remix'
import { scrubErrorReport } from './error-report-scrub'

let started = false

export function startBrowserErrorReporting(dsn: string): void {
  if (started) return
  started = true
  Sentry.init({
    dsn,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  })
}

export function reportBrowserError(dsn: string, error: unknown): void {
  startBrowserErrorReporting(dsn)
  Sentry.captureException(error)
}
