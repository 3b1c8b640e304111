import type { ActionFunctionArgs } from '@remix-run/node'
import { priceCallAction } from '~/server/pricing.server'

/** POST /api/arabel-price: prices a regular configuration with the shared engine (price result). */
export async function action({ request }: ActionFunctionArgs) {
  return priceCallAction(request, 'regular')
}
