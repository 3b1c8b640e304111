import { listHardware } from '~/server/catalog/catalog.server'
import { hardwareJson } from '~/server/catalog/catalog-json.server'

/** GET /api/motors: active motors by sort order (basePrice in dollars, basePriceCents too). */
export async function loader() {
  return Response.json(listHardware('motor').map(hardwareJson))
}
