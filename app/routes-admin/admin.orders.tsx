import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation, useOutlet, useParams } from '@remix-run/react'
import { CameFromFilter } from '~/components/admin/came-from-filter'
import {
  Badge,
  choicesOf,
  FilterForm,
  FilterSelect,
  LanguageBadge,
  ListItemLink,
  ListWithDetail,
  SearchBox,
  statusTone,
  TabHeading,
} from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { buttonClass } from '~/components/ui/button'
import {
  filtersFromUrl,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  orderFiltersSchema,
} from '~/domain/admin-inbox'
import { businessDateTimeShort } from '~/domain/business-time'
import { STAGE_FILTER_CHOICES, stagesForFilter } from '~/domain/order-legacy-status'
import { formatCents } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth/auth.server'
import { listOrdersForStaff } from '~/server/orders/staff.server'

export const meta: MetaFunction = () => adminMeta('Orders')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const filters = filtersFromUrl(orderFiltersSchema, request.url)
  // The select shows the stage filtered by (an old ?status= covering one stage shows it too).
  const stages = stagesForFilter(filters)
  const stage = stages?.length === 1 ? stages[0] : undefined
  return { filters: { ...filters, stage }, ...listOrdersForStaff(filters) }
}

const KIND_CHOICES = choicesOf(ORDER_KINDS, ORDER_KIND_LABELS)

export default function AdminOrders() {
  const { filters, orders, total, page, pageCount } = useLoaderData<typeof loader>()
  const detail = useOutlet()
  const { search } = useLocation()
  const openId = Number(useParams().orderId)
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Orders">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            {total} {total === 1 ? 'order' : 'orders'} shown
          </p>
          <a
            href={`/admin/orders/export${search}`}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Export CSV
          </a>
        </div>
      </TabHeading>
      <FilterForm label="Filter orders" clearTo="/admin/orders">
        <SearchBox
          label="Search"
          defaultValue={filters.q}
          placeholder="Name, e-mail, phone, ZIP, #number, product, fabric or room"
        />
        <FilterSelect
          name="kind"
          label="Kind"
          allLabel="All kinds"
          options={KIND_CHOICES}
          defaultValue={filters.kind}
        />
        <FilterSelect
          name="stage"
          label="Stage"
          allLabel="All stages"
          options={STAGE_FILTER_CHOICES}
          defaultValue={filters.stage}
        />
        <label className="text-sm font-semibold text-slate-800">
          Paid from
          <input
            type="date"
            name="paidFrom"
            defaultValue={filters.paidFrom}
            className="mt-1 block rounded border border-slate-400 bg-white px-2 py-1.5 font-normal"
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Paid to
          <input
            type="date"
            name="paidTo"
            defaultValue={filters.paidTo}
            className="mt-1 block rounded border border-slate-400 bg-white px-2 py-1.5 font-normal"
          />
        </label>
        <CameFromFilter cameFrom={filters.cameFrom} />
      </FilterForm>
      <ListWithDetail
        detail={detail}
        emptyText="No orders found matching your criteria."
        page={page}
        pageCount={pageCount}
      >
        {orders.map((order) => (
          <ListItemLink
            key={order.id}
            to={`/admin/orders/${order.id}${search}`}
            current={order.id === openId}
            title={`${order.number} ${order.customerName}`}
            badges={
              <>
                <Badge tone={statusTone(order.status)}>{order.stageLabel}</Badge>
                <Badge tone="violet">{ORDER_KIND_LABELS[order.kind]}</Badge>
                <LanguageBadge language={order.language} />
              </>
            }
            summary={[
              formatCents(order.totalCents),
              `${order.lineCount} ${order.lineCount === 1 ? 'line' : 'lines'}`,
              order.paymentStatus ? `payment ${order.paymentStatus.replace('_', ' ')}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            when={businessDateTimeShort(order.createdAt)}
          />
        ))}
      </ListWithDetail>
    </section>
  )
}
