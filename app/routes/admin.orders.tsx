import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useOutlet, useParams } from '@remix-run/react'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  Pager,
  SearchBox,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import {
  businessDateTimeShort,
  filtersFromUrl,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUSES,
  orderFiltersSchema,
  STAFF_ORDER_STATUS_LABELS,
} from '~/domain/admin-inbox'
import { formatCents } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth.server'
import { listOrdersForStaff } from '~/server/orders.server'

export const meta: MetaFunction = () => adminMeta('Orders')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const filters = filtersFromUrl(orderFiltersSchema, request.url)
  return { filters, ...listOrdersForStaff(filters) }
}

const STATUS_CHOICES = choicesOf(ORDER_STATUSES, STAFF_ORDER_STATUS_LABELS)
const KIND_CHOICES = choicesOf(ORDER_KINDS, ORDER_KIND_LABELS)

export default function AdminOrders() {
  const { filters, orders, total, page, pageCount } = useLoaderData<typeof loader>()
  const detail = useOutlet()
  const { search } = useLocation()
  const openId = Number(useParams().orderId)
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Orders">
        <p className="text-slate-700">
          {total} {total === 1 ? 'order' : 'orders'} shown
        </p>
      </TabHeading>
      <FilterForm label="Filter orders" clearTo="/admin/orders">
        <SearchBox
          label="Search"
          defaultValue={filters.q}
          placeholder="Name, e-mail, phone, ZIP or #number"
        />
        <FilterSelect
          name="kind"
          label="Kind"
          allLabel="All kinds"
          options={KIND_CHOICES}
          defaultValue={filters.kind}
        />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={filters.status}
        />
      </FilterForm>
      <div className={detail ? 'mt-6 gap-6 lg:grid lg:grid-cols-2' : 'mt-6'}>
        <div className={detail ? 'hidden lg:block' : undefined}>
          {orders.length ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {orders.map((order) => (
                <li key={order.id}>
                  <Link
                    to={`/admin/orders/${order.id}${search}`}
                    aria-current={order.id === openId ? 'true' : undefined}
                    className="block px-4 py-3 hover:bg-slate-50 aria-[current=true]:bg-brand-50"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-brand-900">
                        {order.number} {order.customerName}
                      </span>
                      <Badge tone={statusTone(order.status)}>
                        {STAFF_ORDER_STATUS_LABELS[order.status]}
                      </Badge>
                      <Badge tone="violet">{ORDER_KIND_LABELS[order.kind]}</Badge>
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {formatCents(order.totalCents)} · {order.lineCount}{' '}
                      {order.lineCount === 1 ? 'line' : 'lines'}
                      {order.paymentStatus
                        ? ` · payment ${order.paymentStatus.replace('_', ' ')}`
                        : ''}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      {businessDateTimeShort(order.createdAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
              No orders found matching your criteria.
            </p>
          )}
          <Pager page={page} pageCount={pageCount} />
        </div>
        {detail}
      </div>
    </section>
  )
}
