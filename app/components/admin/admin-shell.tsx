import { Form, NavLink, useLocation, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/button'
import {
  navItemsFor,
  STAFF_ROLE_LABELS,
  type StaffCapability,
  type StaffRole,
} from '~/domain/staff-access'
import { ADMIN_TABS, type AdminTab, adminTabUrl, INSTALLER_TABS, MORE_ADMIN_TABS } from './tabs'

/** The tabs the role may open (the capability table, app/domain/staff-access.ts). */
function tabsFor(role: StaffRole, tabs: readonly AdminTab[], granted: readonly StaffCapability[]) {
  return navItemsFor(role, tabs, granted)
}

function tabClass({ isActive }: { isActive: boolean }) {
  return [
    'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200',
  ].join(' ')
}

function TabLink({ tab, badge }: { tab: AdminTab; badge?: number }) {
  return (
    <NavLink to={adminTabUrl(tab)} className={tabClass} prefetch="intent">
      {tab.label}
      {badge ? (
        <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-900">
          {badge}
          <span className="sr-only"> new</span>
        </span>
      ) : null}
    </NavLink>
  )
}

/** 'View More': a disclosure that opens without JavaScript; closes again on navigation. */
function MoreTabs({ tabs }: { tabs: readonly AdminTab[] }) {
  const { pathname } = useLocation()
  const active = tabs.some((tab) => pathname.startsWith(adminTabUrl(tab)))
  return (
    <details key={pathname} className="group relative">
      <summary
        className={`${tabClass({ isActive: active })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        View More
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-20 mt-1 w-64 space-y-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg sm:left-0 sm:right-auto">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={adminTabUrl(tab)} className={(s) => `${tabClass(s)} w-full`}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The frame's search (issue 40.27): a GET form to /admin/search, so it works without
 * JavaScript; on the results page it keeps what was searched.
 */
function FrameSearch() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const searched = pathname === '/admin/search' ? (params.get('q') ?? '') : ''
  return (
    <Form
      method="get"
      action="/admin/search"
      role="search"
      aria-label="Search leads, orders, visits and customers"
      className="flex items-center gap-2"
    >
      <label htmlFor="admin-search-q" className="sr-only">
        Search by name, phone, e-mail or reference
      </label>
      <input
        key={searched}
        id="admin-search-q"
        name="q"
        type="search"
        defaultValue={searched}
        maxLength={100}
        placeholder="Name, phone, e-mail or reference"
        className="w-56 rounded-md border border-white/40 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
      />
      <Button variant="inverse" size="sm">
        Search
      </Button>
    </Form>
  )
}

/** The admin frame: header (View Site, Logout) and the tab bar around the tab's content. */
export function AdminShell({
  businessName,
  username,
  displayName,
  role = 'owner',
  newLeads,
  granted = [],
  children,
}: {
  businessName: string
  username?: string
  displayName?: string
  role?: StaffRole
  newLeads?: number
  /** What the owner gave the office beyond its role (the reports). */
  granted?: readonly StaffCapability[]
  children: ReactNode
}) {
  const tabs = tabsFor(role, role === 'installer' ? INSTALLER_TABS : ADMIN_TABS, granted)
  const more = role === 'installer' ? [] : tabsFor(role, MORE_ADMIN_TABS, granted)
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">
            <NavLink to="/admin" end className="hover:underline">
              {businessName} · Admin Dashboard
            </NavLink>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {username ? <FrameSearch /> : null}
            {username ? (
              <span className="text-sm text-slate-200" data-testid="signed-in-as">
                Signed in as {displayName ?? username} ({STAFF_ROLE_LABELS[role]}) ·{' '}
                <NavLink to="/admin/account" className="underline">
                  My account
                </NavLink>
              </span>
            ) : null}
            <ButtonLink to="/" variant="inverse" size="sm">
              View Site
            </ButtonLink>
            {username ? (
              <Form method="post" action="/admin/logout">
                <Button variant="inverse" size="sm">
                  Logout
                </Button>
              </Form>
            ) : null}
          </div>
        </div>
      </header>
      {username ? (
        <nav aria-label="Admin sections" className="border-b border-slate-200 bg-slate-100">
          <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2">
            {tabs.map((tab) => (
              <li key={tab.path}>
                <TabLink tab={tab} badge={tab.path === 'leads' ? newLeads : undefined} />
              </li>
            ))}
            {more.length ? (
              <li>
                <MoreTabs tabs={more} />
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>
    </div>
  )
}

/** A tab whose tools a later piece of work brings: a plain panel, never a broken page. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="tab-title">
      <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <p className="font-semibold">Coming soon</p>
        <p className="mt-1">{children ?? 'The tools for this tab are on their way.'}</p>
      </div>
    </section>
  )
}
