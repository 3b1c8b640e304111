import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuditHistory } from '~/components/admin/audit-list'
import { adminMeta } from '~/components/admin/meta'
import { VisitFacts } from '~/components/admin/my-visit'
import { VisitDoneFields, VisitDonePhotos } from '~/components/admin/my-visit-done'
import { Button } from '~/components/ui/button'
import { formatLongDate, formatTime } from '~/domain/booking'
import { businessDateTimeShort } from '~/domain/business-time'
import { cleanText } from '~/domain/form-rules'
import { ARRIVAL_ESTIMATES } from '~/domain/texts'
import { notFound } from '~/server/admin/admin-forms.server'
import { auditHistoryInWords } from '~/server/admin/audit-log.server'
import { type Admin, recordRefusal, requireAdmin } from '~/server/auth/auth.server'
import {
  MAX_VISIT_PHOTO_BYTES,
  MAX_VISIT_PHOTOS,
  markVisitDone,
  myVisit,
  NOT_YOUR_VISIT,
  TOO_MANY_VISIT_PHOTOS,
  type VisitNotFound,
  visitAccess,
} from '~/server/booking/my-visits.server'
import { pathId } from '~/server/platform/http.server'
import {
  BadUploadError,
  parseUploadForm,
  UploadRejectedError,
} from '~/server/platform/multipart.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Visit')

/**
 * A visit the person may not see (an installer: any but their own) is answered as one that
 * does not exist, so an id is never confirmed; the refusal is in the audit log.
 */
function notTheirs(request: Request, admin: Admin, found: VisitNotFound): never {
  if (found.refused) recordRefusal(request, admin, 'own-visits')
  return notFound()
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const id = pathId(params.appointmentId) ?? notFound()
  const found = myVisit(admin, id)
  if (!found.ok) return notTheirs(request, admin, found)
  const { visit } = found
  return {
    visit,
    mine: visit.assignedAdminId === admin.id,
    notMine: NOT_YOUR_VISIT,
    audit: auditHistoryInWords('appointment', id),
    photoLimits: {
      count: MAX_VISIT_PHOTOS,
      megabytes: Math.round(MAX_VISIT_PHOTO_BYTES / (1024 * 1024)),
    },
  }
}

type Refused = { error: string | null; photoError: string | null; note: string | null }

function refused(status: number, reply: Partial<Refused>) {
  return data<Refused>({ error: null, photoError: null, note: null, ...reply }, { status })
}

const readNote = (form: FormData | undefined) =>
  cleanText(String(form?.get('note') ?? '')).slice(0, 2000) || null

/**
 * "Done": only the assignee; the note and the photos (from the phone's camera). A refused
 * photo (not a picture, too large, too many) is said next to the photo field, nothing is done,
 * and the note comes back as typed.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  const id = pathId(params.appointmentId) ?? notFound()
  // Decided before the photos are read, so nothing of a visit they may not see is kept.
  const access = visitAccess(admin, id)
  if (!access.ok) return notTheirs(request, admin, access)
  let form: FormData
  let tooManyFiles: boolean
  try {
    ;({ form, tooManyFiles } = await parseUploadForm(request, {
      fileFields: ['photos'],
      maxBytes: MAX_VISIT_PHOTO_BYTES,
      maxFiles: MAX_VISIT_PHOTOS,
    }))
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      const note = readNote(error.form)
      return error.textField
        ? refused(error.status, { error: error.message, note })
        : refused(error.status, { photoError: error.message, note })
    }
    if (error instanceof BadUploadError) return refused(400, { error: error.message })
    throw error
  }
  const note = readNote(form)
  if (tooManyFiles) return refused(413, { photoError: TOO_MANY_VISIT_PHOTOS, note })
  const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0)
  const result = await markVisitDone({ id, admin, note, photos })
  if (!result.ok) {
    if (result.status === 404) return notFound()
    return 'field' in result
      ? refused(result.status, { photoError: result.error, note })
      : refused(result.status, { error: result.error, note })
  }
  const notSaved = result.photosNotSaved
    ? ` ${result.photosNotSaved === 1 ? 'One photo' : `${result.photosNotSaved} photos`} could not be saved: please send ${result.photosNotSaved === 1 ? 'it' : 'them'} to the office.`
    : ''
  return redirectWithToast('/admin/my-visits', {
    title: 'Visit done',
    description: `${
      result.orderMoved
        ? `The order is now ${result.orderMoved}.`
        : 'The office can see it on the calendar.'
    }${notSaved}`,
  })
}

export default function MyVisitPage() {
  const { visit, mine, notMine, audit, photoLimits } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
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
      {mine && (visit.status === 'scheduled' || visit.status === 'confirmed') ? (
        visit.mayText ? (
          <Form
            method="post"
            action={`/admin/my-visits/${visit.id}/on-my-way`}
            className="mt-6 rounded-lg border border-brand-200 p-4"
          >
            <h2 className="text-lg font-bold">On my way</h2>
            <p className="text-slate-700">Text the customer when you will arrive:</p>
            <div className="mt-3 grid grid-cols-4 gap-2">
              {ARRIVAL_ESTIMATES.map((minutes) => (
                <Button key={minutes} type="submit" name="minutes" value={minutes}>
                  {minutes} min
                </Button>
              ))}
            </div>
          </Form>
        ) : (
          <p className="mt-6 text-slate-700">
            The customer has not agreed to texts: call them to say you are on the way.
          </p>
        )
      ) : null}
      {visit.textReplies.length > 0 ? (
        <section className="mt-6" aria-labelledby="text-replies">
          <h2 id="text-replies" className="text-lg font-bold">
            The customer's texts
          </h2>
          <ul className="mt-2 space-y-2">
            {visit.textReplies.map((reply) => (
              <li key={reply.id} className="rounded border border-slate-200 p-3">
                <p className="text-sm text-slate-600">{businessDateTimeShort(reply.receivedAt)}</p>
                <p className="whitespace-pre-line">{reply.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {visit.status === 'completed' ? (
        <section className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4">
          <h2 className="font-bold">Done</h2>
          {visit.doneNote ? <p className="whitespace-pre-line">{visit.doneNote}</p> : null}
          <VisitDonePhotos photos={visit.donePhotos} />
        </section>
      ) : mine ? (
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
          <h2 className="text-lg font-bold">Mark as done</h2>
          {reply?.error ? (
            <p role="alert" className="font-semibold text-red-800">
              {reply.error}
            </p>
          ) : null}
          <VisitDoneFields
            note={reply?.note ?? null}
            photoError={reply?.photoError ?? null}
            maxPhotos={photoLimits.count}
            maxPhotoMegabytes={photoLimits.megabytes}
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
