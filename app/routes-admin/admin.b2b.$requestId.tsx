import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { DetailDialog } from '~/components/admin/detail-dialog'
import {
  Badge,
  choicesOf,
  DeleteButton,
  DetailList,
  StatusForm,
  statusTone,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { telHref } from '~/content/business'
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, URGENCY_LABELS } from '~/domain/admin-inbox'
import { businessDateTimeShort } from '~/domain/business-time'
import { notFound } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { pathId } from '~/server/platform/http.server'
import { getWindowCompanyRequest } from '~/server/requests/window-company-requests.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Request Details #${data.request.id}` : 'Request not found')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const found = getWindowCompanyRequest(pathId(params.requestId) ?? notFound()) ?? notFound()
  return { request: found }
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
  const { request: r } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const listUrl = `/admin/b2b${search}`
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
        <DeleteButton id={r.id} what={`request #${r.id}`} action={listUrl} />
      </div>
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
