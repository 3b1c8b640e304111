/**
 * Which machine may write. On Fly, LiteFS replicates the database to every machine; only the
 * primary writes. LiteFS's proxy sends non-GET requests to the primary by itself; no GET
 * writes (a blog view is counted by a POST beacon); a write that reaches a replica anyway and
 * a background job (appointment reminders) ask here.
 * Without LiteFS (local runs, tests: no LITEFS_DIR) this machine is the primary.
 */
import { getInstanceInfoSync } from 'litefs-js'

export type InstanceInfo = {
  currentIsPrimary: boolean
  primaryInstance: string | null
}

/** Read each time, never cached: with a Consul lease the primary can move at any moment. */
export function instanceInfo(litefsDir = process.env.LITEFS_DIR): InstanceInfo {
  if (!litefsDir) return { currentIsPrimary: true, primaryInstance: null }
  const info = getInstanceInfoSync(litefsDir)
  return { currentIsPrimary: info.currentIsPrimary, primaryInstance: info.primaryInstance }
}

export function isPrimary(litefsDir?: string): boolean {
  return instanceInfo(litefsDir).currentIsPrimary
}

/**
 * For a write that reached a replica: throws a response that asks Fly's proxy to replay
 * the whole request on the primary (`fly-replay`), so the write happens where it can.
 */
export function ensurePrimary(litefsDir?: string): void {
  const info = instanceInfo(litefsDir)
  if (info.currentIsPrimary) return
  throw new Response(null, {
    status: 409,
    headers: { 'fly-replay': `instance=${info.primaryInstance}` },
  })
}
