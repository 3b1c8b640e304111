import type { ServiceArea } from '~/domain/service-area-rules'
import { useRootData } from './use-root-data'

/**
 * The published service area (business settings): the ranges the browser checks ZIPs against.
 * Undefined only without the root's data (an error page), where no ZIP is checked.
 */
export function useServiceArea(): ServiceArea | undefined {
  return useRootData()?.serviceArea
}
