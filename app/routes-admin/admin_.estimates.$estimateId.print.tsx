import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { EstimateRooms, EstimateTotals } from '~/components/estimates/estimate-summary'
import { WindowPhotosProvider } from '~/components/estimates/window-photos'
import { businessDateTimeShort, longCalendarDate } from '~/domain/business-time'
import { ESTIMATE_STATUS_LABELS } from '~/domain/estimate'
import { useRootData } from '~/hooks/use-root-data'
import { requireAdmin } from '~/server/auth/auth.server'
import { staffEstimate } from '~/server/estimates/estimate-access.server'
import { acceptanceOf } from '~/server/estimates/estimate-answers.server'
import { estimateUrl } from '~/server/estimates/estimate-mail.server'
import { windowPhotosForPage } from '~/server/estimates/estimate-photos.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Estimate ${data.estimate.reference}` : 'Estimate not found')

/**
 * GET /admin/estimates/:estimateId/print: the estimate on paper, for the customer's table
 * (issue 39): by room and window, the totals, the deposit and the last day, and the private
 * link once it is sent. Outside the admin frame (nothing to print but the estimate); its own
 * guard.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const estimate = staffEstimate(request, admin, params.estimateId)
  const acceptance = acceptanceOf(estimate.id)
  return {
    estimate,
    // On paper too: who accepted, when, and their signature (issue 39).
    acceptance: acceptance
      ? {
          signedName: acceptance.signedName,
          acceptedAt: businessDateTimeShort(acceptance.acceptedAt),
          signatureSrc: acceptance.signatureSrc,
          version: acceptance.version,
        }
      : null,
    photos: windowPhotosForPage(estimate.id),
    link: estimate.status === 'draft' ? null : estimateUrl(estimate.token),
  }
}

const PRINT_PAGE =
  '@page { margin: 12mm; } @media print { html, body { background: #fff; min-height: 0 !important; } }'

export default function EstimatePrint() {
  const { estimate, link, acceptance, photos } = useLoaderData<typeof loader>()
  const root = useRootData()
  const businessName = root?.env.BUSINESS_NAME ?? 'Tri-County Blinds & Shades'
  const { customer } = estimate
  return (
    <article
      aria-labelledby="estimate-print-title"
      className="mx-auto max-w-[190mm] p-4 text-slate-900 print:max-w-none print:p-0 print:text-black"
      data-testid="estimate-print"
    >
      <style>{PRINT_PAGE}</style>
      <nav className="mb-4 flex flex-wrap gap-4 text-sm print:hidden" aria-label="Estimate">
        <a
          href={`/admin/estimates/${estimate.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Back to the estimate
        </a>
        <span className="text-slate-600">Print with your browser (Ctrl+P or ⌘P).</span>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-2 border-b-2 border-slate-800 pb-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 print:text-black">
            {businessName}
          </p>
          <h1 id="estimate-print-title" className="text-2xl font-bold print:text-lg">
            Estimate {estimate.reference}
            {estimate.version > 1 ? ` (version ${estimate.version})` : ''}
          </h1>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
          <dt className="font-semibold">For</dt>
          <dd>{customer.name}</dd>
          {customer.address ? (
            <>
              <dt className="font-semibold">Address</dt>
              <dd>{[customer.address, customer.zip].filter(Boolean).join(' ')}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Status</dt>
          <dd>{ESTIMATE_STATUS_LABELS[estimate.status]}</dd>
          <dt className="font-semibold">Written</dt>
          <dd>{businessDateTimeShort(new Date(estimate.createdAt))}</dd>
          <dt className="font-semibold">Valid until</dt>
          <dd>{longCalendarDate(estimate.expiresOn)}</dd>
        </dl>
      </header>
      <WindowPhotosProvider photos={photos} base={`/admin/estimates/${estimate.id}/photos`}>
        <EstimateRooms rooms={estimate.rooms} />
      </WindowPhotosProvider>
      <section aria-label="Totals" className="mt-4 ml-auto max-w-sm print:mt-2">
        <EstimateTotals totals={estimate.totals} deposit={estimate.deposit} />
      </section>
      {estimate.customerNote ? (
        <p className="mt-4 whitespace-pre-line">{estimate.customerNote}</p>
      ) : null}
      {acceptance ? (
        <section
          aria-labelledby="acceptance-title"
          className="mt-4 break-inside-avoid border-t-2 border-slate-800 pt-2"
          data-testid="estimate-print-acceptance"
        >
          <h2 id="acceptance-title" className="text-lg font-bold">
            Accepted
          </h2>
          <p>
            Accepted by {acceptance.signedName} on {acceptance.acceptedAt} (version{' '}
            {acceptance.version}).
          </p>
          {acceptance.signatureSrc ? (
            <img
              src={acceptance.signatureSrc}
              alt={`Signature of ${acceptance.signedName}`}
              width={300}
              height={100}
              className="mt-1 border border-slate-300 bg-white"
            />
          ) : (
            <p className="text-sm">Signed by typing the name (no signature drawn).</p>
          )}
        </section>
      ) : null}
      <p className="mt-4 text-sm">
        Alternatives are counted as shown until you choose; optional items are not in the total
        until you tick them.
        {link ? ` Choose and accept online at ${link}` : ''}
      </p>
    </article>
  )
}
