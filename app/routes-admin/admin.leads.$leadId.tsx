import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { Badge, choicesOf, DetailList, StatusForm, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { telHref } from '~/content/business'
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadActionSchema,
  propertyLabel,
  serviceLabel,
  timeFrameLabel,
} from '~/domain/admin-inbox'
import { businessDateTimeShort } from '~/domain/business-time'
import { photosNotSavedIn, photosNotSavedText } from '~/domain/lead-photos'
import { formatCents } from '~/domain/pricing'
import { isOutsideServiceArea } from '~/domain/service-area'
import { notFound, refused, statusUpdated } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { getLeadWithPhotos, updateLeadStatus } from '~/server/requests/leads.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Lead #${data.lead.id}` : 'Lead not found')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const lead = getLeadWithPhotos(pathId(params.leadId) ?? notFound()) ?? notFound()
  return { lead }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = pathId(params.leadId) ?? notFound()
  const submission = parseWithZod(await readForm(request), { schema: leadActionSchema })
  if (submission.status !== 'success') {
    return refused(submission.reply(), {
      title: 'Update Failed',
      description: 'Failed to update lead status.',
    })
  }
  switch (submission.value.intent) {
    case 'status': {
      const { status } = submission.value
      if (!updateLeadStatus(id, status)) notFound()
      return statusUpdated(request, `Lead #${id} is now ${LEAD_STATUS_LABELS[status]}.`)
    }
  }
}

const STATUS_CHOICES = choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)

export default function AdminLead() {
  const { lead } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  // Photos the customer sent that our storage could not keep (noted in the details).
  const notSaved = photosNotSavedIn(lead.details)
  return (
    <article
      aria-labelledby="lead-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p>
        <Link
          to={`/admin/leads${search}`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          Back to all leads
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h2 id="lead-title" className="text-xl font-bold text-brand-900">
          Lead #{lead.id}: {lead.name}
        </h2>
        <Badge tone={statusTone(lead.status)}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        <Badge tone="violet">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
        {isOutsideServiceArea(lead.zipCode) ? (
          <Badge tone="amber">Outside service area</Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Received {businessDateTimeShort(lead.createdAt)}
      </p>

      <div className="mt-4">
        <StatusForm
          id="lead-status"
          label="Lead status"
          current={lead.status}
          options={STATUS_CHOICES}
        />
      </div>
      <p className="mt-3">
        <Link
          to={`/admin/appointments/new?leadId=${lead.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Book a visit for this lead
        </Link>
      </p>

      <h3 className="mt-6 text-lg font-bold text-slate-800">Contact</h3>
      <div className="mt-2">
        <DetailList
          items={[
            [
              'Phone',
              <a key="phone" href={telHref(lead.phone)} className="text-brand-800 underline">
                {lead.phone}
              </a>,
            ],
            [
              'E-mail',
              <a
                key="email"
                href={`mailto:${lead.email}`}
                className="break-all text-brand-800 underline"
              >
                {lead.email}
              </a>,
            ],
            ['Address', lead.address],
            ['City', lead.city],
            ['ZIP code', lead.zipCode],
          ]}
        />
      </div>

      <h3 className="mt-6 text-lg font-bold text-slate-800">Request</h3>
      <div className="mt-2">
        <DetailList
          items={[
            ['Service', serviceLabel(lead.serviceType)],
            ['Property', propertyLabel(lead.propertyType)],
            ['When', timeFrameLabel(lead.timeFrame)],
            ['Rooms or windows', lead.roomCount],
            [
              'Homeowner',
              lead.source === 'quote-wizard' ? (lead.isHomeowner ? 'Yes' : 'No') : null,
            ],
            ['Details', lead.details],
          ]}
        />
      </div>

      {lead.quoteLines?.length ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-slate-800">Quote list</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-2">
                  Product
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Quantity
                </th>
                <th scope="col" className="py-1 text-right">
                  Unit price
                </th>
              </tr>
            </thead>
            <tbody>
              {lead.quoteLines.map((line) => (
                <tr key={line.productId} className="border-b border-slate-100">
                  <td className="py-1 pr-2">{line.productName}</td>
                  <td className="py-1 pr-2 text-right">{line.quantity}</td>
                  <td className="py-1 text-right">{formatCents(line.unitPriceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      <h3 className="mt-6 text-lg font-bold text-slate-800">Photos</h3>
      {lead.photos.length ? (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {lead.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-md border border-slate-200 hover:border-brand-600"
              >
                {photo.thumbnailUrl ? (
                  <img
                    src={photo.thumbnailUrl}
                    alt={`${index + 1} of ${lead.photos.length}: ${photo.originalName} (opens full size)`}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <span className="block p-3 text-sm">Open {photo.originalName}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      ) : notSaved ? null : (
        <p className="mt-2 text-slate-700">No photos were sent with this request.</p>
      )}
      {notSaved ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {photosNotSavedText(notSaved)}
        </p>
      ) : null}
    </article>
  )
}
