import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { z } from 'zod'
import { ArchiveButton, ArchivedNotice } from '~/components/admin/archive'
import {
  ActivityTimeline,
  EmailCustomerForm,
  FollowUpForm,
  type FollowUpReply,
  NoteForm,
} from '~/components/admin/follow-up'
import {
  Badge,
  CustomerLanguageForm,
  choicesOf,
  DetailList,
  LanguageBadge,
  StatusForm,
  statusTone,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { TextThread } from '~/components/admin/text-thread'
import { telHref } from '~/content/business'
import {
  CUSTOMER_LANGUAGE_LABELS,
  customerLanguageSchema,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadActionSchema,
  propertyLabel,
  serviceLabel,
  timeFrameLabel,
} from '~/domain/admin-inbox'
import { arrivalSentence } from '~/domain/arrival'
import { businessDate, businessDateTimeShort } from '~/domain/business-time'
import { customerPageUrl } from '~/domain/dashboard'
import { ESTIMATE_STATUS_LABELS } from '~/domain/estimate'
import {
  emailCustomerSchema,
  followUpSchema,
  isEmergencyLead,
  leadReference,
  noteSchema,
} from '~/domain/follow-up'
import { photosNotSavedIn, photosNotSavedText } from '~/domain/lead-photos'
import { formatPhone } from '~/domain/phone'
import { formatCents } from '~/domain/pricing'
import { isOutsideServiceArea } from '~/domain/service-area'
import { notFound, refused, samePage, statusUpdated } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { serviceArea } from '~/server/content/business-settings.server'
import { setCustomerLanguage } from '~/server/customers/customer-language.server'
import { estimatesOfLead } from '~/server/estimates/estimates.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { emailLeadCustomer } from '~/server/requests/lead-notices.server'
import {
  getLeadWithPhotos,
  setLeadArchived,
  setLeadFollowUp,
  updateLeadStatus,
} from '~/server/requests/leads.server'
import { addNote, leadTimeline } from '~/server/requests/request-activity.server'
import { textThread } from '~/server/sms/inbound.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Lead #${data.lead.id}` : 'Lead not found')

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const lead = getLeadWithPhotos(pathId(params.leadId) ?? notFound()) ?? notFound()
  return {
    lead,
    reference: leadReference(lead.id),
    emergency: isEmergencyLead(lead),
    // Against the published service area (business settings).
    outsideArea: isOutsideServiceArea(lead.zipCode, serviceArea()),
    activity: leadTimeline(lead.id),
    estimates: estimatesOfLead(lead.id),
    texts: textThread({ leadId: lead.id }),
    today: businessDate(),
  }
}

/** The page's forms: status, a note, the follow-up date, an e-mail to the customer. */
const actionSchema = z.discriminatedUnion('intent', [
  ...leadActionSchema.options,
  noteSchema,
  followUpSchema,
  emailCustomerSchema,
  customerLanguageSchema,
])

const FAILED: Record<string, string> = {
  status: 'Failed to update lead status.',
  note: 'The note was not saved: check the field.',
  'follow-up': 'The follow-up date was not saved: check the field.',
  email: 'The e-mail was not sent: check the fields.',
  archive: 'The lead was not archived.',
  restore: 'The lead was not restored.',
  language: 'The language was not saved.',
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.leadId) ?? notFound()
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: actionSchema })
  if (submission.status !== 'success') {
    const intent = String(formData.get('intent') ?? '')
    return refused({ intent, result: submission.reply() } satisfies FollowUpReply, {
      title: 'Update Failed',
      description: FAILED[intent] ?? FAILED.status,
    })
  }
  const { value } = submission
  switch (value.intent) {
    case 'status': {
      if (!updateLeadStatus(id, value.status, admin.username)) notFound()
      return statusUpdated(request, `Lead #${id} is now ${LEAD_STATUS_LABELS[value.status]}.`)
    }
    case 'archive': {
      if (!setLeadArchived(id, true, admin.username)) notFound()
      return redirectWithToast(`/admin/leads${new URL(request.url).search}`, {
        title: 'Lead Archived',
        description: `Lead #${id} is out of the lists (Archived filter to see it).`,
        undo: { action: `/admin/leads/${id}`, fields: { intent: 'restore' } },
      })
    }
    case 'restore': {
      if (!setLeadArchived(id, false, admin.username)) notFound()
      return redirectWithToast(`/admin/leads/${id}`, {
        title: 'Lead Restored',
        description: `Lead #${id} is back in the lists.`,
      })
    }
    case 'language': {
      if (!setCustomerLanguage(admin, 'lead', id, value.language)) notFound()
      return redirectWithToast(samePage(request), {
        title: 'Language Saved',
        description: `Lead #${id}'s customer is written to in ${CUSTOMER_LANGUAGE_LABELS[value.language]}.`,
      })
    }
    case 'note': {
      if (!getLeadWithPhotos(id)) notFound()
      addNote({ leadId: id }, value.note, admin.username)
      return redirectWithToast(samePage(request), {
        title: 'Note Saved',
        description: `The note is in lead #${id}'s activity.`,
      })
    }
    case 'follow-up': {
      if (!setLeadFollowUp(id, value.followUpOn, admin.username)) notFound()
      return redirectWithToast(samePage(request), {
        title: value.followUpOn ? 'Follow-up Date Saved' : 'Follow-up Date Cleared',
        description: `Lead #${id}.`,
      })
    }
    case 'email': {
      const lead = getLeadWithPhotos(id) ?? notFound()
      const result = await emailLeadCustomer(lead, value, admin.username)
      return redirectWithToast(
        samePage(request),
        result.delivered
          ? { title: 'E-mail Sent', description: `Sent to ${lead.email}.` }
          : {
              title: 'E-mail Not Sent Yet',
              description: 'It waits in the outbox: send it again from there.',
              variant: 'destructive',
            },
      )
    }
  }
}

const STATUS_CHOICES = choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)

export default function AdminLead() {
  const { lead, reference, emergency, outsideArea, activity, estimates, texts, today } =
    useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
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
        {emergency ? <Badge tone="red">Emergency</Badge> : null}
        {outsideArea ? <Badge tone="amber">Outside service area</Badge> : null}
        <LanguageBadge language={lead.language} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Reference {reference} · Received {businessDateTimeShort(lead.createdAt)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{arrivalSentence(lead)}</p>
      {lead.archivedAt ? (
        <ArchivedNotice archivedAt={lead.archivedAt} what={`lead #${lead.id}`} action={here} />
      ) : null}

      <div className="mt-4">
        <StatusForm
          id="lead-status"
          label="Lead status"
          current={lead.status}
          options={STATUS_CHOICES}
        />
      </div>
      <div className="mt-3">
        <CustomerLanguageForm language={lead.language} />
      </div>
      <p className="mt-3">
        <Link
          to={`/admin/appointments/new?leadId=${lead.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Book a visit for this lead
        </Link>
        {' · '}
        <Link
          to={`/admin/estimates/new?lead=${lead.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Start an estimate
        </Link>
      </p>
      {estimates.length ? (
        <ul aria-label="Estimates for this lead" className="mt-2 space-y-1">
          {estimates.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/estimates/${e.id}`} className="text-brand-800 underline">
                Estimate {e.reference}
                {e.version > 1 ? ` (version ${e.version})` : ''}
              </Link>
              <Badge tone={statusTone(e.status)}>{ESTIMATE_STATUS_LABELS[e.status]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {lead.archivedAt ? null : (
        <div className="mt-3">
          <ArchiveButton what={`lead #${lead.id}`} action={here} />
        </div>
      )}

      <h3 className="mt-6 text-lg font-bold text-slate-800">Follow-up</h3>
      <FollowUpForm action={here} reply={reply} followUpOn={lead.followUpOn} today={today} />
      <NoteForm action={here} reply={reply} formKey={activity.length} />

      <h3 className="mt-6 text-lg font-bold text-slate-800">Activity</h3>
      <ActivityTimeline items={activity} />
      <TextThread entries={texts} level="h3" />

      <h3 className="mt-6 text-lg font-bold text-slate-800">Contact</h3>
      <Link to={customerPageUrl(lead)} className="font-semibold text-brand-800 underline">
        All of this customer's requests
      </Link>
      <div className="mt-2">
        <DetailList
          items={[
            [
              'Phone',
              <a key="phone" href={telHref(lead.phone)} className="text-brand-800 underline">
                {formatPhone(lead.phone)}
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
      <details className="mt-3" open={reply?.intent === 'email'}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          E-mail the customer
        </summary>
        <EmailCustomerForm
          action={here}
          reply={reply}
          to={lead.email}
          formKey={activity.length}
          defaultSubject={`Your quote request ${reference}`}
        />
      </details>

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
