import type { ActionFunctionArgs } from '@remix-run/node'
import { priceCallAction } from '~/server/catalog/pricing.server'
import { methodNotAllowed } from '~/server/platform/http.server'

/** POST /api/price: prices a regular configuration with the shared engine (price result). */
export async function action({ request }: ActionFunctionArgs) {
  return priceCallAction(request, 'regular')
}

/** GET answers 405 with a JSON error: prices are asked for with POST. */
export function loader() {
  return methodNotAllowed()
}
