import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { JobSpecification } from '~/components/orders/job-specification'
import { OrderSpecification } from '~/components/orders/line-specification'
import { ORDER_KIND_LABELS } from '~/domain/admin-inbox'
import { formatLongDate, formatTime } from '~/domain/booking'
import { businessDateTimeShort } from '~/domain/business-time'
import { formatPhone } from '~/domain/phone'
import { formatCents } from '~/domain/pricing'
import { useRootData } from '~/hooks/use-root-data'
import { notFound } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import { balanceOf } from '~/server/orders/installed-job.server'
import { getOrderForStaff, workOrderFacts } from '~/server/orders/staff.server'
import { pathId } from '~/server/platform/http.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Work order ${data.order.number}` : 'Order not found')

/**
 * GET /admin/orders/:orderId/work-order: one order on one printed page (A4 or Letter) for the
 * installer and the supplier: who, where, and every line's measurements and options (an
 * installed job's rooms, windows, sizes and lines as the customer accepted them, with the
 * balance left to collect). Outside the admin frame (no header or tabs to print); its own guard.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const id = pathId(params.orderId) ?? notFound()
  const order = getOrderForStaff(id) ?? notFound()
  const work = workOrderFacts(id) ?? notFound()
  // An installed job: what the installer collects at the end (the one balance rule).
  const job =
    order.kind === 'installed-job' && order.specification
      ? {
          specification: order.specification,
          balance: balanceOf({ id, totalCents: order.totals.totalCents }),
        }
      : null
  return { order, work, job }
}

/**
 * A4 is the narrower sheet (210 mm) and Letter the shorter (279 mm): the page is laid out for
 * 190 x 259 mm inside 10 mm margins, so it fits either. The browser's own header and footer
 * are left to its print dialog.
 */
const PRINT_PAGE =
  '@page { margin: 10mm; } @media print { html, body { background: #fff; min-height: 0 !important; } }'

function label(table: Record<string, string>, key: string) {
  return Object.hasOwn(table, key) ? table[key] : key
}

export default function WorkOrder() {
  const { order, work, job } = useLoaderData<typeof loader>()
  // Free samples are mailed: no money rows, nothing to install.
  const samples = order.kind === 'samples'
  const businessName = useRootData()?.env.BUSINESS_NAME ?? 'Tri-County Blinds & Shades'
  const { customer, totals } = order
  const address = [customer.address, customer.city, customer.zipCode].filter(Boolean).join(', ')
  return (
    <article
      aria-labelledby="work-order-title"
      className="mx-auto max-w-[190mm] p-4 text-slate-900 print:max-w-none print:p-0 print:text-black"
      data-testid="work-order"
    >
      <style>{PRINT_PAGE}</style>
      <nav className="mb-4 flex flex-wrap gap-4 text-sm print:hidden" aria-label="Work order">
        <a href={`/admin/orders/${order.id}`} className="font-semibold text-brand-800 underline">
          Back to the order
        </a>
        <span className="text-slate-600">Print with your browser (Ctrl+P or ⌘P): one page.</span>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-2 border-b-2 border-slate-800 pb-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 print:text-black">
            {businessName}
          </p>
          <h1 id="work-order-title" className="text-2xl font-bold print:text-lg">
            Work order {order.number}
          </h1>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm print:text-[9pt]">
          <dt className="font-semibold">Reference</dt>
          <dd data-testid="work-order-reference">{order.reference}</dd>
          <dt className="font-semibold">Kind</dt>
          <dd>{label(ORDER_KIND_LABELS, order.kind)}</dd>
          <dt className="font-semibold">Stage</dt>
          <dd data-testid="work-order-stage">{work.stage}</dd>
          {work.supplierReference ? (
            <>
              <dt className="font-semibold">Supplier ref.</dt>
              <dd>{work.supplierReference}</dd>
            </>
          ) : null}
          {work.expectedDate ? (
            <>
              <dt className="font-semibold">Expected</dt>
              <dd>{formatLongDate(work.expectedDate)}</dd>
            </>
          ) : null}
          {work.visit ? (
            <>
              <dt className="font-semibold">Installation</dt>
              <dd>
                {formatLongDate(work.visit.date)}, {formatTime(work.visit.time)}
                {work.visit.installer ? ` · ${work.visit.installer}` : ' · nobody assigned yet'}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Placed</dt>
          <dd>{businessDateTimeShort(new Date(order.createdAt))}</dd>
          {order.paidAt ? (
            <>
              <dt className="font-semibold">Paid</dt>
              <dd>{businessDateTimeShort(new Date(order.paidAt))}</dd>
            </>
          ) : null}
        </dl>
      </header>

      <section aria-labelledby="wo-customer" className="mt-3 print:mt-2">
        <h2 id="wo-customer" className="text-base font-bold print:text-sm">
          Customer
        </h2>
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm print:text-[9pt] sm:grid-cols-[max-content_1fr_max-content_1fr] print:grid-cols-[max-content_1fr_max-content_1fr]">
          <dt className="font-semibold">Name</dt>
          <dd>{customer.name}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{customer.phone ? formatPhone(customer.phone) : '—'}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{address || '—'}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{customer.email}</dd>
        </dl>
      </section>

      {job ? (
        <section aria-labelledby="wo-job" className="mt-3 print:mt-2 print:text-[9pt]">
          <h2 id="wo-job" className="text-base font-bold print:text-sm">
            The job, as accepted
          </h2>
          <div className="mt-1">
            <JobSpecification spec={job.specification} roomHeading="h3" />
          </div>
          <p className="mt-2 text-sm font-semibold" data-testid="work-order-balance">
            Paid so far {formatCents(job.balance.paidCents)} · Balance due{' '}
            {formatCents(job.balance.balanceCents)}
          </p>
        </section>
      ) : (
        <section aria-labelledby="wo-lines" className="mt-3 print:mt-2">
          <h2 id="wo-lines" className="text-base font-bold print:text-sm">
            {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}
          </h2>
          <div className="mt-1">
            <OrderSpecification lines={order.lines} compact />
          </div>
        </section>
      )}

      {samples ? null : (
        <section
          aria-label="Totals"
          className="mt-3 flex flex-wrap justify-end gap-x-4 text-sm print:mt-1 print:text-[9pt]"
          data-testid="work-order-totals"
        >
          <span>Subtotal {formatCents(totals.subtotalCents)}</span>
          <span>Installation {formatCents(totals.installationCents)}</span>
          <span>
            {totals.taxLabel} {formatCents(totals.taxCents)}
          </span>
          <strong>Total {formatCents(totals.totalCents)}</strong>
        </section>
      )}

      <section
        aria-label="For the installer and the supplier"
        className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 print:mt-2 print:grid-cols-3 print:text-[9pt]"
      >
        {(samples
          ? ['Packed by / date', 'Mailed on']
          : [
              work.supplierReference
                ? `Supplier order ${work.supplierReference} / date`
                : 'Supplier order / date',
              'Measured and checked by',
              'Installed by / date',
            ]
        ).map((what) => (
          <div key={what} className="h-14 rounded border border-slate-400 p-1 print:h-12">
            <span className="font-semibold">{what}</span>
          </div>
        ))}
      </section>
    </article>
  )
}
