import type { LoaderFunctionArgs } from '@remix-run/node'
import { sql } from 'drizzle-orm'
import { db } from '~/server/platform/db.server'
import { getEnv } from '~/server/platform/env.server'
import { readOnlyResourceAction } from '~/server/platform/http.server'

/**
 * GET /healthcheck for Fly's checks: the database answers and the app renders its home page.
 * Says only OK or ERROR (no settings, no versions, nothing secret).
 */
export async function loader(_: LoaderFunctionArgs) {
  try {
    db.get(sql`SELECT 1`)
    // This process's own address: never a host the request names (a client could point the
    // check at any server).
    const home = new URL('/', `http://127.0.0.1:${getEnv().PORT}`)
    const response = await fetch(home, {
      method: 'HEAD',
      headers: { 'X-Healthcheck': 'true' },
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) throw new Error(`home page answered ${response.status}`)
    return new Response('OK', { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('[healthcheck] failed', error)
    return new Response('ERROR', { status: 500, headers: { 'Cache-Control': 'no-store' } })
  }
}

/** Only read: any write is a plain 405 with Allow, and nothing is logged. */
export const action = readOnlyResourceAction
