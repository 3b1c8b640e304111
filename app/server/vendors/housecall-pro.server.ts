/**
 * The one door to the field-service provider (docs/requirements.md, R12): is the key set, does a real call
 * with it succeed, are webhooks set up. In development and tests MSW answers
 * (tests/mocks/housecall-pro.ts).
 */
import { getEnv } from '../platform/env.server'

export const HOUSECALL_PRO_API = 'https://api.housecallpro.com'
const TIMEOUT_MS = 10_000

export type IntegrationStatus = {
  /** The API key is set. */
  configured: boolean
  /** A call to the provider with the key succeeded just now. */
  connected: boolean
  /** The provider has at least one webhook for this site. */
  webhooksConfigured: boolean
  /** Why the connection failed ('HTTP 401: Unauthorized', a timeout…), when it did. */
  error?: string
  /**
   * When not connected: the provider refused the key (401/403: check the key), or it could
   * not be asked just now (down, 5xx, too many calls, timeout: try again).
   */
  failure?: 'refused' | 'unavailable'
}

async function call(path: string, key: string): Promise<Response> {
  return fetch(`${HOUSECALL_PRO_API}${path}`, {
    headers: { Authorization: `Token ${key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
}

/** Checks the integration now (one call for the company, one for the webhooks). */
export async function getIntegrationStatus(): Promise<IntegrationStatus> {
  const key = getEnv().HOUSECALL_PRO_API_KEY
  if (!key) return { configured: false, connected: false, webhooksConfigured: false }
  try {
    const company = await call('/company', key)
    if (!company.ok) {
      return {
        configured: true,
        connected: false,
        webhooksConfigured: false,
        error: `HTTP ${company.status}: ${company.statusText || 'Error'}`,
        failure: company.status === 401 || company.status === 403 ? 'refused' : 'unavailable',
      }
    }
    const hooks = await call('/webhooks', key)
    const list = hooks.ok ? ((await hooks.json()) as { webhooks?: unknown[] }).webhooks : []
    return {
      configured: true,
      connected: true,
      webhooksConfigured: Array.isArray(list) && list.length > 0,
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return {
      configured: true,
      connected: false,
      webhooksConfigured: false,
      error: timedOut ? 'The provider did not answer in time' : 'The provider could not be reached',
      failure: 'unavailable',
    }
  }
}
