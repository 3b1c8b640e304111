import { listHardware } from '~/server/catalog/catalog.server'
import { hardwareJson } from '~/server/catalog/catalog-json.server'

/** GET /api/accessories: active accessorys by sort order (basePrice in dollars, basePriceCents too). */
export async function loader() {
  return Response.json(listHardware('accessory').map(hardwareJson))
}
