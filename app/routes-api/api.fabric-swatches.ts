import { listSwatches } from '~/server/catalog/catalog.server'
import { swatchJson } from '~/server/catalog/catalog-json.server'
import { readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/fabric-swatches: every active swatch (clients filter by productType). */
export async function loader() {
  return Response.json(listSwatches().map(swatchJson))
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
