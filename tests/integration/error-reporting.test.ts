/**
 * Error reports (docs/deploy.md): off unless SENTRY_DSN is set. A machine without it loads no
 * Sentry, tells the browser no DSN and lets its pages talk to no Sentry host.
 */
import * as Sentry from '@sentry/remix'
import { describe, expect, it } from 'vitest'
import { getPublicEnv } from '~/server/platform/env.server'
import {
  errorReportingOn,
  reportServerError,
  startErrorReporting,
} from '~/server/platform/error-reporting.server'
import { contentSecurityPolicy } from '../../server/security.js'

const DSN = 'https://publickey@o4500.ingest.us.sentry.io/4501'

describe('error reports without a DSN', () => {
  it('starts nothing, reports nothing and gives the browser no DSN', async () => {
    expect(process.env.SENTRY_DSN ?? '').toBe('')
    expect(await startErrorReporting()).toBe(false)
    expect(errorReportingOn()).toBe(false)
    expect(Sentry.getClient()).toBeUndefined()
    expect(() =>
      reportServerError(new Error('boom'), new Request('http://localhost/quote')),
    ).not.toThrow()
    expect(getPublicEnv().SENTRY_DSN).toBeUndefined()
  })

  it('lets pages connect to no Sentry host', () => {
    expect(contentSecurityPolicy('n', { production: true })).not.toMatch(/sentry/)
  })
})

describe('error reports with a DSN', () => {
  it("allows the DSN's ingest host only, in connect-src", () => {
    const csp = contentSecurityPolicy('n', { production: true, sentryDsn: DSN })
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src '))
    expect(connect).toContain(' https://o4500.ingest.us.sentry.io')
    expect(csp.match(/sentry/g)).toHaveLength(1)
    expect(contentSecurityPolicy('n', { production: true, sentryDsn: 'not a url' })).not.toMatch(
      /not a url/,
    )
  })

  it('starts Sentry without personal data, every report through the scrubber', async () => {
    expect(await startErrorReporting(DSN)).toBe(true)
    expect(errorReportingOn()).toBe(true)
    const options = Sentry.getClient()?.getOptions()
    expect(options?.dsn).toBe(DSN)
    expect(options?.sendDefaultPii).toBe(false)
    const event = options?.beforeSend?.(
      {
        type: undefined,
        message: 'Mail to ana@example.com failed',
        user: { email: 'ana@example.com' },
        request: { headers: { cookie: '__session=secret' } },
      },
      {},
    )
    expect(JSON.stringify(event)).not.toMatch(/ana@example|secret/)
    await Sentry.close(0)
  })
})
