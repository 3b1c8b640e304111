import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuditHistory } from '~/components/admin/audit-list'
import { Badge, LanguageBadge, statusTone } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { EditorForm, type EditorReply } from '~/components/estimates/autosave-form'
import { EstimateAnswerRecord } from '~/components/estimates/estimate-answer-record'
import { CustomerPanel, RoomsPanel, TermsPanel } from '~/components/estimates/estimate-editor'
import { EstimateRooms, EstimateTotals } from '~/components/estimates/estimate-summary'
import { WindowPhotosProvider } from '~/components/estimates/window-photos'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import { discountLimitFor, ESTIMATE_STATUS_LABELS, formatBasisPoints } from '~/domain/estimate'
import { stageText } from '~/domain/order-export'
import { can } from '~/domain/staff-access'
import { auditHistory } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { estimateDiscountLimits } from '~/server/auth/staff-settings.server'
import { staffEstimate } from '~/server/estimates/estimate-access.server'
import { acceptanceOf, declineOf } from '~/server/estimates/estimate-answers.server'
import { answerEditorPost } from '~/server/estimates/estimate-editor.server'
import { estimateUrl } from '~/server/estimates/estimate-mail.server'
import { windowPhotosForPage } from '~/server/estimates/estimate-photos.server'
import { remindersOf } from '~/server/estimates/estimate-reminders.server'
import { editorCatalogue, estimateOrigin, revisionsOf } from '~/server/estimates/estimates.server'
import { jobOfEstimate } from '~/server/orders/installed-job.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Estimate ${data.estimate.reference}` : 'Estimate not found')

/**
 * GET /admin/estimates/:estimateId: the salesperson's editor while a draft (issue 39); a sent
 * estimate read as the customer reads it, with Send again, the printable copy and a new
 * version. The owner and the office open any; an installer only the ones they started
 * (`staffEstimate`), from their own visits.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const estimate = staffEstimate(request, admin, params.estimateId)
  const limit = discountLimitFor(admin.role, estimateDiscountLimits())
  const acceptance = acceptanceOf(estimate.id)
  const decline = declineOf(estimate.id)
  // The installed job the acceptance made, for whoever works the orders (a deposit by check).
  const job = can(admin.role, 'daily-work') ? jobOfEstimate(estimate.id) : undefined
  return {
    job: job
      ? { id: job.id, reference: job.reference ?? '', stage: stageText(job.kind, job.stage) }
      : null,
    // The customer's answer (issue 39): who accepted, when and from where; or the decline.
    acceptance: acceptance
      ? { ...acceptance, acceptedAt: businessDateTimeShort(acceptance.acceptedAt) }
      : null,
    decline: decline
      ? { on: businessDateTimeShort(decline.declinedAt), reason: decline.reason }
      : null,
    estimate,
    origin: estimateOrigin(estimate),
    revisions: revisionsOf(estimate.id),
    catalogue: estimate.status === 'draft' ? editorCatalogue() : null,
    customerLink: estimateUrl(estimate.token),
    discountLimit:
      limit === null
        ? 'You may give any discount.'
        : `Your discount limit: ${formatBasisPoints(limit)} of the estimate.`,
    audit: auditHistory('estimate', estimate.id),
    // The windows' photos; a draft's removed ones too, to be put back.
    photos: windowPhotosForPage(estimate.id, { withRemoved: estimate.status === 'draft' }),
    reminders: estimate.sentAt ? remindersOf(estimate) : null,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const { id } = staffEstimate(request, admin, params.estimateId)
  const answer = await answerEditorPost(admin, id, await readForm(request))
  if (!answer.ok) {
    return data(answer, { status: answer.status })
  }
  const to = answer.redirectTo ?? `/admin/estimates/${id}#${answer.anchor}`
  return answer.toast ? redirectWithToast(to, answer.toast) : redirect(to)
}

export default function EstimateEditorPage() {
  const {
    estimate,
    origin,
    revisions,
    catalogue,
    customerLink,
    discountLimit,
    audit,
    photos,
    reminders,
    job,
    ...answer
  } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as EditorReply
  const draft = estimate.status === 'draft'
  const revision = revisions.find((r) => r.status === 'draft')
  return (
    <WindowPhotosProvider photos={photos} base={`/admin/estimates/${estimate.id}/photos`}>
      <article aria-labelledby="estimate-title" className="mx-auto max-w-3xl">
        <p>
          <Link to="/admin/estimates" className="text-sm font-semibold text-brand-800 underline">
            All estimates
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <h1 id="estimate-title" className="text-2xl font-bold text-brand-900">
            Estimate {estimate.reference}
          </h1>
          <Badge tone={statusTone(estimate.status)}>
            {ESTIMATE_STATUS_LABELS[estimate.status]}
          </Badge>
          {estimate.version > 1 ? <Badge tone="violet">Version {estimate.version}</Badge> : null}
          <LanguageBadge language={estimate.language} />
        </div>
        <p className="mt-1 text-slate-700">
          For {estimate.customer.name}
          {origin.lead ? (
            <>
              {' · from lead '}
              <Link to={`/admin/leads/${origin.lead.id}`} className="text-brand-800 underline">
                {origin.lead.reference}
              </Link>
            </>
          ) : null}
          {origin.visit ? ` · visit of ${longCalendarDate(origin.visit.date)}` : ''}
          {origin.replaces ? (
            <>
              {' · replaces '}
              <Link
                to={`/admin/estimates/${origin.replaces.id}`}
                className="text-brand-800 underline"
              >
                {origin.replaces.reference}
              </Link>
            </>
          ) : null}
          {' · by '}
          {estimate.createdByName}
        </p>
        <EstimateAnswerRecord acceptance={answer.acceptance} decline={answer.decline} />
        {job ? (
          <p
            className="mt-3 rounded-md border border-slate-200 bg-white p-3"
            data-testid="estimate-job"
          >
            Installed job{' '}
            <Link to={`/admin/orders/${job.id}`} className="font-semibold text-brand-800 underline">
              {job.reference}
            </Link>
            : {job.stage}. A deposit paid by cash, check or Zelle is recorded on the job.
          </p>
        ) : null}

        <section aria-labelledby="totals-title" className="mt-4">
          <h2 id="totals-title" className="sr-only">
            Totals
          </h2>
          <EstimateTotals totals={estimate.totals} deposit={estimate.deposit} />
          <p className="mt-1 text-sm text-slate-700">
            With the alternatives counted until the customer chooses; optional items not ticked.
          </p>
        </section>

        {draft && catalogue ? (
          <>
            <CustomerPanel estimate={estimate} estimateId={estimate.id} reply={reply} />
            <RoomsPanel
              estimate={estimate}
              estimateId={estimate.id}
              reply={reply}
              catalogue={catalogue}
            />
            <TermsPanel
              estimate={estimate}
              estimateId={estimate.id}
              reply={reply}
              discountLimit={discountLimit}
            />
          </>
        ) : (
          <section aria-labelledby="sent-rooms" className="mt-6">
            <h2 id="sent-rooms" className="text-xl font-bold text-brand-900">
              As the customer sees it
            </h2>
            <EstimateRooms rooms={estimate.rooms} />
          </section>
        )}

        <section
          id="send"
          aria-labelledby="send-title"
          className="mt-6 scroll-mt-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <h2 id="send-title" className="text-xl font-bold text-brand-900">
            {draft ? 'Send it' : 'Sent'}
          </h2>
          {estimate.sentAt ? (
            <p className="mt-1 text-slate-700">
              Sent {businessDateTimeShort(new Date(estimate.sentAt))} to {estimate.customer.email}.
              Valid until {longCalendarDate(estimate.expiresOn)}.
            </p>
          ) : null}
          {reminders ? (
            <div data-testid="estimate-reminders" className="mt-2 text-slate-700">
              {reminders.sent.length ? (
                <ul>
                  {reminders.sent.map((r) => (
                    <li key={r.number}>
                      Reminder {r.number} ({r.afterDays} days after sending) e-mailed{' '}
                      {businessDateTimeShort(new Date(r.at))}
                      {r.delivered ? '' : ' (waiting in the outbox)'}.
                    </li>
                  ))}
                </ul>
              ) : null}
              <p>
                {reminders.next
                  ? `Next reminder ${businessDateTimeShort(new Date(reminders.next))}, unless the customer answers first.`
                  : reminders.days.length
                    ? 'No more reminders will be sent.'
                    : 'Reminders are off (Estimates › Settings).'}
              </p>
            </div>
          ) : null}
          {draft && estimate.sendRefusal ? (
            <p className="mt-1 text-slate-700">Before sending: {estimate.sendRefusal}</p>
          ) : null}
          {draft || estimate.status === 'sent' ? (
            <EditorForm formId="send-form" intent="send" reply={reply} className="mt-3">
              <Button variant="primary">{draft ? 'Send to customer' : 'Send again'}</Button>
            </EditorForm>
          ) : null}
          <ul className="mt-3 space-y-1">
            <li>
              <a
                href={`/admin/estimates/${estimate.id}/print`}
                className="font-semibold text-brand-800 underline"
              >
                Printable copy
              </a>
            </li>
            {draft ? null : (
              <li>
                The customer’s private link:{' '}
                <a href={customerLink} className="break-all text-brand-800 underline">
                  {customerLink}
                </a>
              </li>
            )}
          </ul>
          {['sent', 'declined', 'expired'].includes(estimate.status) ? (
            revision ? (
              <p className="mt-3">
                <Link
                  to={`/admin/estimates/${revision.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  Version {revision.version} ({revision.reference}) is being written
                </Link>
              </p>
            ) : (
              <EditorForm formId="revise-form" intent="revise" reply={reply} className="mt-3">
                <Button variant="outline">Make a new version to change it</Button>
              </EditorForm>
            )
          ) : null}
        </section>

        <AuditHistory entries={audit} />
      </article>
    </WindowPhotosProvider>
  )
}
