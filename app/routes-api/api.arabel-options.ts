import { listOptions } from '~/server/catalog/catalog.server'
import { optionsJson } from '~/server/catalog/catalog-json.server'

/** GET /api/arabel-options: the active regular options (id is the option code). */
export async function loader() {
  return Response.json(optionsJson(listOptions('regular')))
}
