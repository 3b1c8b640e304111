import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { isArrivalEstimate } from '~/domain/texts'
import { notFound } from '~/server/admin/admin-forms.server'
import { recordRefusal, requireAdmin } from '~/server/auth/auth.server'
import { sendOnMyWay } from '~/server/booking/my-visits.server'
import { methodNotAllowedText, pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

/** Nothing to GET (405), after the guard: a stranger learns nothing, not even that it exists. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'own-visits')
  return methodNotAllowedText('POST')
}

/**
 * POST /admin/my-visits/:id/on-my-way: the installer's one tap, with the arrival they chose
 * (15, 30, 45 or 60 minutes). A visit they may not see is answered as one that does not exist.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const id = pathId(params.appointmentId) ?? notFound()
  const form = await readForm(request)
  const minutes = Number(form.get('minutes'))
  const back = `/admin/my-visits/${id}`
  if (!isArrivalEstimate(minutes))
    return redirectWithToast(back, {
      title: 'Not sent',
      description: 'Choose when you will arrive: 15, 30, 45 or 60 minutes.',
      variant: 'destructive',
    })
  const result = await sendOnMyWay({ id, admin, minutes })
  if (!result.ok) {
    if (!('status' in result)) {
      if (result.refused) recordRefusal(request, admin, 'own-visits')
      return notFound()
    }
    return redirectWithToast(back, {
      title: 'Not sent',
      description: result.error,
      variant: 'destructive',
    })
  }
  return redirectWithToast(back, {
    title: 'Customer told',
    description: `"On my way, about ${minutes} minutes" is on its way to the customer.`,
  })
}
