import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuditHistory } from '~/components/admin/audit-list'
import { adminMeta } from '~/components/admin/meta'
import { VisitFacts } from '~/components/admin/my-visit'
import { Button } from '~/components/ui/button'
import { formatLongDate, formatTime } from '~/domain/booking'
import { cleanText } from '~/domain/form-rules'
import { notFound } from '~/server/admin/admin-forms.server'
import { auditHistory } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  MAX_VISIT_PHOTO_BYTES,
  MAX_VISIT_PHOTOS,
  markVisitDone,
  myVisit,
  NOT_YOUR_VISIT,
} from '~/server/booking/my-visits.server'
import { pathId } from '~/server/platform/http.server'
import {
  BadUploadError,
  parseUploadForm,
  UploadRejectedError,
} from '~/server/platform/multipart.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Visit')

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const id = pathId(params.appointmentId) ?? notFound()
  const visit = myVisit(id) ?? notFound()
  return {
    visit,
    mine: visit.assignedAdminId === admin.id,
    notMine: NOT_YOUR_VISIT,
    audit: auditHistory('appointment', id),
  }
}

/** "Done": only the assignee; the note and the photos (from the phone's camera). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const id = pathId(params.appointmentId) ?? notFound()
  let form: FormData
  try {
    form = (
      await parseUploadForm(request, {
        fileFields: ['photos'],
        maxBytes: MAX_VISIT_PHOTO_BYTES,
        maxFiles: MAX_VISIT_PHOTOS,
      })
    ).form
  } catch (error) {
    if (error instanceof UploadRejectedError || error instanceof BadUploadError) {
      const status = error instanceof UploadRejectedError ? error.status : 400
      return data({ error: error.message }, { status })
    }
    throw error
  }
  const note = cleanText(String(form.get('note') ?? '')).slice(0, 2000) || null
  const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0)
  const result = await markVisitDone({ id, admin, note, photos })
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  return redirectWithToast('/admin/my-visits', {
    title: 'Visit done',
    description: result.orderMoved
      ? `The order is now ${result.orderMoved}.`
      : 'The office can see it on the calendar.',
  })
}

export default function MyVisitPage() {
  const { visit, mine, notMine, audit } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <article aria-labelledby="visit-title" className="mx-auto max-w-xl">
      <p>
        <Link to="/admin/my-visits" className="text-brand-800 underline">
          ← My visits
        </Link>
      </p>
      <h1 id="visit-title" className="mt-2 text-2xl font-bold text-brand-900">
        {formatLongDate(visit.date)}, {formatTime(visit.time)} — {visit.customerName}
      </h1>
      <VisitFacts visit={visit} />
      {visit.status === 'completed' ? (
        <section className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4">
          <h2 className="font-bold">Done</h2>
          {visit.doneNote ? <p className="whitespace-pre-line">{visit.doneNote}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos from the visit">
            {visit.donePhotos.map((photo) => (
              <li key={photo.id}>
                <img
                  src={photo.thumbnailUrl ?? photo.url}
                  alt={photo.originalName}
                  className="h-20 w-20 rounded object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : mine ? (
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
          <h2 className="text-lg font-bold">Mark as done</h2>
          {actionData && 'error' in actionData ? (
            <p role="alert" className="font-semibold text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <label className="block font-semibold" htmlFor="done-note">
            Note for the office
          </label>
          <textarea
            id="done-note"
            name="note"
            rows={4}
            maxLength={2000}
            className="w-full rounded-md border border-slate-300 p-2 text-base"
          />
          <label className="block font-semibold" htmlFor="done-photos">
            Photos
          </label>
          <input
            id="done-photos"
            type="file"
            name="photos"
            accept="image/*"
            capture="environment"
            multiple
            className="block w-full text-base"
          />
          <Button type="submit" className="w-full">
            Done
          </Button>
        </Form>
      ) : (
        <p className="mt-6 text-slate-700">{notMine}</p>
      )}
      <AuditHistory entries={audit} />
    </article>
  )
}
