/**
 * The admin tab bar: the tabs of docs/requirements.md#admin-area plus the inbox (Leads, Orders, Appointments).
 * Each tab is a nested route `app/routes-admin/admin.<path>.tsx`; a new tab is one entry here and
 * one route file (see docs/decisions/050-admin-area.md).
 */
import type { StaffCapability } from '~/domain/staff-access'

/** A tab and the capability its page needs (the same one its route asks `requireAdmin` for). */
export type AdminTab = { path: string; label: string; capability: StaffCapability }

/** Always visible, in this order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { path: 'leads', label: 'Leads', capability: 'daily-work' },
  { path: 'orders', label: 'Orders', capability: 'daily-work' },
  { path: 'appointments', label: 'Appointments', capability: 'daily-work' },
  { path: 'estimates', label: 'Estimates', capability: 'estimates' },
  { path: 'customers', label: 'Customers', capability: 'daily-work' },
  { path: 'fabrics', label: 'Fabric Swatches', capability: 'daily-work' },
  { path: 'options', label: 'Product Options', capability: 'daily-work' },
  { path: 'pricing-rules', label: 'Pricing Rules', capability: 'price-grids' },
  { path: 'images', label: 'Images', capability: 'daily-work' },
  { path: 'b2b', label: 'B2B', capability: 'daily-work' },
]

/** Under 'View More'. */
export const MORE_ADMIN_TABS: readonly AdminTab[] = [
  { path: 'motors', label: 'Motors & Accessories', capability: 'daily-work' },
  { path: 'housecall-pro', label: 'HousCall Pro Integration', capability: 'daily-work' },
  { path: 'content', label: 'Content Management', capability: 'daily-work' },
  { path: 'blog', label: 'Blog Management', capability: 'daily-work' },
  { path: 'reports', label: 'Reports', capability: 'reports' },
  { path: 'analytics', label: 'Analytics', capability: 'daily-work' },
  { path: 'reviews', label: 'Reviews', capability: 'daily-work' },
  { path: 'outbox', label: 'Outbox', capability: 'daily-work' },
  { path: 'staff', label: 'Staff', capability: 'staff-accounts' },
  { path: 'my-visits', label: 'My Visits', capability: 'own-visits' },
  { path: 'audit', label: 'Audit Log', capability: 'audit-log' },
]

/**
 * An installer's own tabs: their visits (built beside the calendar; other roles use the
 * calendar) and the estimates they write from them.
 */
export const INSTALLER_TABS: readonly AdminTab[] = [
  { path: 'my-visits', label: 'My visits', capability: 'own-visits' },
  { path: 'estimates', label: 'Estimates', capability: 'estimates' },
]

export const ALL_ADMIN_TABS: readonly AdminTab[] = [...ADMIN_TABS, ...MORE_ADMIN_TABS]

export function adminTabUrl(tab: AdminTab): string {
  return `/admin/${tab.path}`
}

/**
 * What a tab says when its list cannot be loaded (docs/requirements.md#admin-area); other tabs get
 * a plain "could not be shown". Matched on the address so detail pages under a tab share it.
 */
const LOAD_ERRORS: readonly { path: string; text: string }[] = [
  { path: 'b2b', text: 'Error loading window company requests. Please try again.' },
  { path: 'blog', text: 'Failed to fetch blog posts' },
  { path: 'content', text: 'Failed to fetch site content' },
]

export function tabLoadError(pathname: string): string | null {
  const found = LOAD_ERRORS.find(({ path }) => {
    const url = `/admin/${path}`
    return pathname === url || pathname.startsWith(`${url}/`)
  })
  return found?.text ?? null
}
