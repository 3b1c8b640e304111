import { useEffect } from 'react'

/**
 * Starts browser error reports once the page is interactive, only when a DSN is configured: the
 * Sentry code is a chunk of its own, fetched then, not with the page (first-load budgets).
 */
export function ErrorReporting({ dsn }: { dsn: string | undefined }) {
  useEffect(() => {
    if (!dsn) return
    import('~/utils/error-reporting.client')
      .then((reporting) => reporting.startBrowserErrorReporting(dsn))
      .catch(() => {
        // Reports are a help, never a reason for a page to fail.
      })
  }, [dsn])
  return null
}

/** An error the root error boundary shows, to Sentry when a DSN is configured. */
export function useReportedError(error: unknown, dsn: string | undefined) {
  useEffect(() => {
    if (!dsn || !error) return
    import('~/utils/error-reporting.client')
      .then((reporting) => reporting.reportBrowserError(dsn, error))
      .catch(() => {})
  }, [dsn, error])
}
