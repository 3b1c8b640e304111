import type { ActionFunctionArgs } from '@remix-run/node'
import { priceCallAction } from '~/server/pricing.server'

/** POST /api/roller-price: prices a roller configuration with the shared engine (price result). */
export async function action({ request }: ActionFunctionArgs) {
  return priceCallAction(request, 'roller')
}
