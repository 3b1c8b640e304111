import { listSwatches } from '~/server/catalog.server'
import { swatchJson } from '~/server/catalog-json.server'

/** GET /api/fabric-swatches: every active swatch (clients filter by productType). */
export async function loader() {
  return Response.json(listSwatches().map(swatchJson))
}
