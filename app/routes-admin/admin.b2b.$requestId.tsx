import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { z } from 'zod'
import { ArchiveButton, ArchivedNotice } from '~/components/admin/archive'
import { DetailDialog } from '~/components/admin/detail-dialog'
import {
  ActivityTimeline,
  FollowUpForm,
  type FollowUpReply,
  NoteForm,
} from '~/components/admin/follow-up'
import { Badge, choicesOf, DetailList, StatusForm, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { telHref } from '~/content/business'
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, URGENCY_LABELS } from '~/domain/admin-inbox'
import { businessDate, businessDateTimeShort } from '~/domain/business-time'
import { followUpSchema, noteSchema } from '~/domain/follow-up'
import { notFound, refused, samePage } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { addNote, listActivity } from '~/server/requests/request-activity.server'
import {
  getWindowCompanyRequest,
  setWindowCompanyRequestFollowUp,
} from '~/server/requests/window-company-requests.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Request Details #${data.request.id}` : 'Request not found')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const found = getWindowCompanyRequest(pathId(params.requestId) ?? notFound()) ?? notFound()
  return {
    request: found,
    activity: listActivity({ windowCompanyRequestId: found.id }),
    today: businessDate(),
  }
}

/** The dialog's own forms: a note and the follow-up date (status, archive and restore: the tab's action). */
const actionSchema = z.discriminatedUnion('intent', [noteSchema, followUpSchema])

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.requestId) ?? notFound()
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: actionSchema })
  if (submission.status !== 'success') {
    const intent = String(formData.get('intent') ?? '')
    return refused({ intent, result: submission.reply() } satisfies FollowUpReply, {
      title: 'Update Failed',
      description:
        intent === 'follow-up'
          ? 'The follow-up date was not saved: check the field.'
          : 'The note was not saved: check the field.',
    })
  }
  const { value } = submission
  if (value.intent === 'note') {
    if (!getWindowCompanyRequest(id)) notFound()
    addNote({ windowCompanyRequestId: id }, value.note, admin.username)
    return redirectWithToast(samePage(request), {
      title: 'Note Saved',
      description: `The note is in request #${id}'s activity.`,
    })
  }
  if (!setWindowCompanyRequestFollowUp(id, value.followUpOn, admin.username)) notFound()
  return redirectWithToast(samePage(request), {
    title: value.followUpOn ? 'Follow-up Date Saved' : 'Follow-up Date Cleared',
    description: `Request #${id}.`,
  })
}

const STATUS_CHOICES = choicesOf(REQUEST_STATUSES, REQUEST_STATUS_LABELS)

function Contact({ phone, email }: { phone: string; email: string | null }) {
  return (
    <>
      <a href={telHref(phone)} className="text-brand-800 underline">
        {phone}
      </a>
      {email ? (
        <>
          {' · '}
          <a href={`mailto:${email}`} className="break-all text-brand-800 underline">
            {email}
          </a>
        </>
      ) : null}
    </>
  )
}

/** 'Request Details #id', over the table. Its forms post to the tab's action. */
export default function AdminB2bRequest() {
  const { request: r, activity, today } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { search } = useLocation()
  const listUrl = `/admin/b2b${search}`
  const here = `/admin/b2b/${r.id}${search}`
  return (
    <DetailDialog title={`Request Details #${r.id}`} closeTo={listUrl}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(r.status)}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
        <Badge tone={r.urgency === 'urgent' ? 'red' : 'slate'}>
          Urgency: {URGENCY_LABELS[r.urgency]}
        </Badge>
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <StatusForm
          id="request-status"
          label="Request status"
          current={r.status}
          options={STATUS_CHOICES}
          action={listUrl}
          fields={{ id: String(r.id), returnTo: `/admin/b2b/${r.id}${search}` }}
        />
        {r.archivedAt ? null : (
          <ArchiveButton id={r.id} what={`request #${r.id}`} action={listUrl} />
        )}
      </div>
      {r.archivedAt ? (
        <ArchivedNotice
          archivedAt={r.archivedAt}
          id={r.id}
          what={`request #${r.id}`}
          action={listUrl}
        />
      ) : null}
      <p className="mt-3">
        <Link
          to={`/admin/appointments/new?b2bId=${r.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Schedule the removal visit
        </Link>
      </p>
      <h3 className="mt-6 text-lg font-bold text-slate-800">Follow-up</h3>
      <FollowUpForm action={here} reply={reply} followUpOn={r.followUpOn} today={today} />
      <NoteForm action={here} reply={reply} formKey={activity.length} />
      <h3 className="mt-6 text-lg font-bold text-slate-800">Activity</h3>
      <ActivityTimeline items={activity} />
      <h3 className="mt-6 text-lg font-bold text-slate-800">Window company</h3>
      <div className="mt-2">
        <DetailList
          items={[
            ['Company', r.companyName],
            ['Contact', r.contactName],
            ['Reach', <Contact key="c" phone={r.contactPhone} email={r.contactEmail} />],
          ]}
        />
      </div>
      <h3 className="mt-6 text-lg font-bold text-slate-800">Customer and job</h3>
      <div className="mt-2">
        <DetailList
          items={[
            ['Customer', r.customerName],
            ['Reach', <Contact key="c" phone={r.customerPhone} email={r.customerEmail} />],
            ['Address', r.customerAddress],
            ['Blind type', r.blindType],
            ['Windows', String(r.numberOfWindows)],
            ['Preferred date', r.preferredDate],
            ['Project details', r.projectDetails],
            ['Estimated budget', r.estimatedBudget],
            ['Special requests', r.specialRequests],
            ['Received', businessDateTimeShort(r.createdAt)],
            ['Last updated', businessDateTimeShort(r.updatedAt)],
          ]}
        />
      </div>
    </DetailDialog>
  )
}
