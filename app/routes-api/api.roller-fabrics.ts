import { listSwatches } from '~/server/catalog/catalog.server'
import { readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/roller-fabrics: active roller fabrics with their price chart (pricing test page). */
export async function loader() {
  return Response.json(
    listSwatches('roller').map((s) => ({
      id: s.id,
      name: s.fabricName,
      fabricName: s.fabricName,
      chart: s.group,
      color: s.color,
      description: s.description,
      imageUrl: s.imageUrl,
    })),
  )
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
