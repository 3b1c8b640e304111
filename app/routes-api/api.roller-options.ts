import { listOptions } from '~/server/catalog/catalog.server'
import { optionsJson } from '~/server/catalog/catalog-json.server'
import { readOnlyApiAction } from '~/server/platform/http.server'

/** GET /api/roller-options: the active roller options (id is the option code). */
export async function loader() {
  return Response.json(optionsJson(listOptions('roller')))
}

/** Only read: any write is a 405 with Allow, and nothing is logged. */
export const action = readOnlyApiAction
