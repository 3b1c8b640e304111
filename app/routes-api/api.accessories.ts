import { listHardware } from '~/server/catalog/catalog.server'
import { hardwareJson } from '~/server/catalog/catalog-json.server'
import { readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/accessories: active accessorys by sort order (basePrice in dollars, basePriceCents too). */
export async function loader() {
  return Response.json(listHardware('accessory').map(hardwareJson))
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
