import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EstimateRooms, EstimateTotals } from '~/components/estimates/estimate-summary'
import { telHref } from '~/content/business'
import { businessDate, longCalendarDate } from '~/domain/business-time'
import { ESTIMATE_STATUS_LABELS, estimateState } from '~/domain/estimate'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { getEstimateByToken, replacementOf } from '~/server/estimates/estimates.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Your estimate ${page.estimate.reference}` : 'Estimate not found' },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** A private page: never cached by a shared cache, its address never sent to another site. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
}
export const headers: HeadersFunction = () => PRIVATE_HEADERS

/**
 * /estimates/{token}: the customer's estimate, from the link in its e-mail (issue 39), read by
 * room and window with the alternatives, the options, tax, total, deposit and the last day.
 * A replaced estimate says so and links to the new version. Read-only here; choosing,
 * accepting and paying the deposit come next. A token that is not one, or a draft never sent,
 * is a plain 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const estimate = getEstimateByToken(params.token ?? '')
  if (!estimate || estimate.status === 'draft') {
    throw new Response('Not found', { status: 404, headers: PRIVATE_HEADERS })
  }
  const replacement = estimate.status === 'replaced' ? replacementOf(estimate.id) : undefined
  return data(
    {
      estimate: {
        reference: estimate.reference,
        version: estimate.version,
        state: estimateState(estimate, businessDate()),
        customerName: estimate.customer.name,
        rooms: estimate.rooms,
        totals: estimate.totals,
        deposit: estimate.deposit,
        expiresOn: estimate.expiresOn,
        customerNote: estimate.customerNote,
      },
      replacement: replacement
        ? { href: `/estimates/${replacement.token}`, reference: replacement.reference }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  )
}

export default function CustomerEstimate() {
  const { estimate, replacement } = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  const { state } = estimate
  return (
    <article aria-labelledby="estimate-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="estimate-title" className="text-3xl font-bold text-brand-900">
        Your estimate {estimate.reference}
      </h1>
      <p className="mt-1 text-slate-700">
        For {estimate.customerName}
        {estimate.version > 1 ? ` · version ${estimate.version}` : ''} ·{' '}
        {ESTIMATE_STATUS_LABELS[state]}
      </p>
      {state === 'replaced' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This estimate was replaced by a newer version.{' '}
          {replacement ? (
            <Link to={replacement.href} className="font-semibold underline">
              See estimate {replacement.reference}
            </Link>
          ) : null}
        </p>
      ) : state === 'expired' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          This estimate was valid until {longCalendarDate(estimate.expiresOn)}. Call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          and we will bring it up to date.
        </p>
      ) : (
        <p className="mt-4 text-slate-800">
          Valid until {longCalendarDate(estimate.expiresOn)}. Questions? Call us at{' '}
          <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
            {phone}
          </a>
          .
        </p>
      )}
      {estimate.customerNote ? (
        <p className="mt-4 whitespace-pre-line rounded-lg border border-slate-200 bg-white p-4">
          {estimate.customerNote}
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold text-brand-900">Room by room</h2>
      <EstimateRooms rooms={estimate.rooms} />
      <h2 className="mt-6 text-xl font-bold text-brand-900">Totals</h2>
      <p className="mt-1 text-slate-700">
        With the alternatives as shown; optional items are not in the total until you add them.
      </p>
      <div className="mt-2">
        <EstimateTotals totals={estimate.totals} deposit={estimate.deposit} />
      </div>
    </article>
  )
}
