import { listSwatches } from '~/server/catalog/catalog.server'
import { swatchJson } from '~/server/catalog/catalog-json.server'

/** GET /api/fabric-swatches: every active swatch (clients filter by productType). */
export async function loader() {
  return Response.json(listSwatches().map(swatchJson))
}
