import { useRouteLoaderData } from '@remix-run/react'
import { SEED_SERVICE_AREA, type ServiceArea } from '~/domain/service-area'
import type { loader } from '~/root'

/** The root loader's data: public settings, cart quantity, pending toast. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** The business's phone number from settings. */
export function useBusinessPhone(): string {
  return useRootData()?.env.BUSINESS_PHONE ?? ''
}

/** The published service area (business settings): the ranges the browser checks ZIPs against. */
export function useServiceArea(): ServiceArea {
  return useRootData()?.serviceArea ?? SEED_SERVICE_AREA
}
