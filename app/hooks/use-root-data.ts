import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '~/root'

/** The root loader's data: public settings, cart quantity, pending toast. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** The business's phone number from settings. */
export function useBusinessPhone(): string {
  return useRootData()?.env.BUSINESS_PHONE ?? ''
}
