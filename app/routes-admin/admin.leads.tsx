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
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadFiltersSchema,
  serviceLabel,
} from '~/domain/admin-inbox'
import { businessDate, businessDateTimeShort } from '~/domain/business-time'
import { isEmergencyLead, isFollowUpDue, leadReference } from '~/domain/follow-up'
import { isOutsideServiceArea } from '~/domain/service-area'
import { requireAdmin } from '~/server/auth/auth.server'
import { serviceArea } from '~/server/content/business-settings.server'
import { countNewLeads, listLeads } from '~/server/requests/leads.server'

export const meta: MetaFunction = () => adminMeta('Leads')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const filters = filtersFromUrl(leadFiltersSchema, request.url)
  const today = businessDate()
  const list = listLeads(filters, today)
  // Each lead's ZIP against the published service area (business settings).
  const area = serviceArea()
  const leads = list.leads.map((lead) => ({
    ...lead,
    outsideArea: isOutsideServiceArea(lead.zipCode, area),
  }))
  return { filters, today, ...list, leads, newCount: countNewLeads() }
}

const SOURCE_CHOICES = choicesOf(LEAD_SOURCES, LEAD_SOURCE_LABELS)
const STATUS_CHOICES = choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)
const FOLLOW_UP_CHOICES = [{ value: 'due', label: 'Due today or earlier' }]
const EMERGENCY_CHOICES = [{ value: 'yes', label: 'Emergencies (ASAP) only' }]
const LANGUAGE_CHOICES = [
  { value: 'es', label: 'Spanish' },
  { value: 'en', label: 'English' },
]
const ARCHIVED_CHOICES = [{ value: 'yes', label: 'Archived (restorable)' }]

export default function AdminLeads() {
  const { filters, today, leads, total, page, pageCount, newCount } = useLoaderData<typeof loader>()
  const detail = useOutlet()
  const { search } = useLocation()
  const openId = Number(useParams().leadId)
  return (
    <section aria-labelledby="tab-title">
      <TabHeading title="Leads">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            {total} {total === 1 ? 'lead' : 'leads'} shown · {newCount} new
          </p>
          {/* The list's filters go with it: the export is what the list shows, every page. */}
          <a
            href={`/admin/leads/export${search}`}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Export CSV
          </a>
        </div>
      </TabHeading>
      <FilterForm label="Filter leads" clearTo="/admin/leads">
        <SearchBox
          label="Search"
          defaultValue={filters.q}
          placeholder="Name, phone, e-mail, address, city, details or Q-reference"
        />
        <FilterSelect
          name="source"
          label="Source"
          allLabel="All sources"
          options={SOURCE_CHOICES}
          defaultValue={filters.source}
        />
        <FilterSelect
          name="status"
          label="Status"
          allLabel="All statuses"
          options={STATUS_CHOICES}
          defaultValue={filters.status}
        />
        <FilterSelect
          name="followUp"
          label="Follow-up"
          allLabel="Any follow-up"
          options={FOLLOW_UP_CHOICES}
          defaultValue={filters.followUp}
        />
        <FilterSelect
          name="emergency"
          label="Emergency"
          allLabel="All leads"
          options={EMERGENCY_CHOICES}
          defaultValue={filters.emergency}
        />
        <FilterSelect
          name="language"
          label="Language"
          allLabel="All languages"
          options={LANGUAGE_CHOICES}
          defaultValue={filters.language}
        />
        <FilterSelect
          name="archived"
          label="Archived"
          allLabel="Current leads"
          options={ARCHIVED_CHOICES}
          defaultValue={filters.archived}
        />
        <CameFromFilter
          cameFrom={filters.cameFrom}
          from={{ name: 'arrivedFrom', value: filters.arrivedFrom }}
          to={{ name: 'arrivedTo', value: filters.arrivedTo }}
        />
      </FilterForm>
      <ListWithDetail
        detail={detail}
        emptyText="No leads found matching your criteria."
        page={page}
        pageCount={pageCount}
      >
        {leads.map((lead) => (
          <ListItemLink
            key={lead.id}
            to={`/admin/leads/${lead.id}${search}`}
            current={lead.id === openId}
            accent={lead.status === 'new'}
            title={`#${lead.id} ${lead.name}`}
            badges={
              <>
                {isEmergencyLead(lead) ? <Badge tone="red">Emergency</Badge> : null}
                <LanguageBadge language={lead.language} />
                <Badge tone={statusTone(lead.status)}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
                {lead.promise ? (
                  <Badge tone={lead.promise.state === 'late' ? 'red' : 'green'}>
                    {`${lead.promise.label}, waiting ${lead.promise.age}`}
                  </Badge>
                ) : null}
                <Badge tone="violet">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
                {isFollowUpDue(lead.followUpOn, lead.status, today) ? (
                  <Badge tone="amber">Follow-up due</Badge>
                ) : null}
                {lead.outsideArea ? <Badge tone="amber">Outside service area</Badge> : null}
              </>
            }
            summary={[
              leadReference(lead.id),
              serviceLabel(lead.serviceType),
              lead.city,
              lead.zipCode,
              lead.phone,
              lead.photoCount
                ? `${lead.photoCount} photo${lead.photoCount === 1 ? '' : 's'}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            when={businessDateTimeShort(lead.createdAt)}
          />
        ))}
      </ListWithDetail>
    </section>
  )
}
