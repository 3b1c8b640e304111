import { listOptions } from '~/server/catalog/catalog.server'
import { optionsJson } from '~/server/catalog/catalog-json.server'

/** GET /api/zebra-options: the active zebra options (id is the option code). */
export async function loader() {
  return Response.json(optionsJson(listOptions('zebra')))
}
