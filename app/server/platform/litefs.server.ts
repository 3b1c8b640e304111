/**
 * Which machine may write. On Fly, LiteFS replicates the database to every machine; only the
 * primary writes. LiteFS's proxy sends non-GET requests to the primary by itself; no GET
 * writes (a blog view is counted by a POST beacon); a write that reaches a replica anyway and
 * a background job (appointment reminders) ask here.
 * Without LiteFS (local runs, tests: no LITEFS_DIR) this machine is the primary.
 *
 * LiteFS writes `.primary` (the primary's hostname) on a replica connected to the primary, and
 * removes it whenever no primary is known: during every hand-over of the lease, a replica that
 * lost its primary, a machine that just lost the lease. So a missing `.primary` means "this
 * machine leads" only when it can also write the database; otherwise the primary is unknown.
 */
import { getInstanceInfoSync } from 'litefs-js'
import { databaseBusyResponse, databaseWritableHere } from '../../../server/database-busy.js'

export type InstanceInfo = {
  currentIsPrimary: boolean
  /** The primary's hostname; null without LiteFS, and while no primary is known. */
  primaryInstance: string | null
}

type WhereOptions = { databasePath?: string; readOnly?: boolean }

/** Read each time, never cached: with a Consul lease the primary can move at any moment. */
export function instanceInfo(
  litefsDir = process.env.LITEFS_DIR,
  database: WhereOptions = {},
): InstanceInfo {
  if (!litefsDir) return { currentIsPrimary: true, primaryInstance: null }
  const info = getInstanceInfoSync(litefsDir)
  if (!info.currentIsPrimary)
    return { currentIsPrimary: false, primaryInstance: info.primaryInstance }
  if (databaseWritableHere(database)) {
    return { currentIsPrimary: true, primaryInstance: info.primaryInstance }
  }
  return { currentIsPrimary: false, primaryInstance: null }
}

export function isPrimary(litefsDir?: string, database?: WhereOptions): boolean {
  return instanceInfo(litefsDir, database).currentIsPrimary
}

/**
 * For a write that reached a replica: throws a response that asks Fly's proxy to replay
 * the whole request on the primary (`fly-replay`), so the write happens where it can. While
 * no primary is known there is nowhere to replay it: 503 with Retry-After, as for a busy
 * database.
 */
export function ensurePrimary(litefsDir?: string, database?: WhereOptions): void {
  const info = instanceInfo(litefsDir, database)
  if (info.currentIsPrimary) return
  if (!info.primaryInstance) {
    throw databaseBusyResponse()
  }
  throw new Response(null, {
    status: 409,
    headers: { 'fly-replay': `instance=${info.primaryInstance}` },
  })
}
