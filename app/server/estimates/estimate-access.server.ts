/**
 * The staff estimate routes' one door (issue 39): the estimate named in the address, when the
 * signed-in person may work on it (`canWorkOnEstimate`: an installer only those they started).
 * One that is not theirs is answered as one that does not exist, and the refusal is logged.
 */
import type { Admin } from '../auth/auth.server'
import { recordRefusal } from '../auth/auth.server'
import { pathId } from '../platform/http.server'
import { estimateForStaff } from './estimates.server'

function notFound(): never {
  throw new Response('Not found', { status: 404 })
}

/** The estimate `admin` may see, or a thrown 404 (the same for absent and not theirs). */
export function staffEstimate(request: Request, admin: Admin, idParam: string | undefined) {
  const id = pathId(idParam) ?? notFound()
  const found = estimateForStaff(admin, id)
  if (!found.ok) {
    if (found.refused) recordRefusal(request, admin, 'estimates')
    notFound()
  }
  return found.estimate
}
