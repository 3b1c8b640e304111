/**
 * The admin tab bar: the tabs of docs/requirements.md#admin-area plus the inbox (Leads, Orders, Appointments).
 * Each tab is a nested route `app/routes-admin/admin.<path>.tsx`; a new tab is one entry here and
 * one route file (see docs/decisions/050-admin-area.md).
 */
export type AdminTab = { path: string; label: string }

/** Always visible, in this order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { path: 'leads', label: 'Leads' },
  { path: 'orders', label: 'Orders' },
  { path: 'appointments', label: 'Appointments' },
  { path: 'fabrics', label: 'Fabric Swatches' },
  { path: 'options', label: 'Product Options' },
  { path: 'pricing-rules', label: 'Pricing Rules' },
  { path: 'images', label: 'Images' },
  { path: 'b2b', label: 'B2B' },
]

/** Under 'View More'. */
export const MORE_ADMIN_TABS: readonly AdminTab[] = [
  { path: 'motors', label: 'Motors & Accessories' },
  { path: 'housecall-pro', label: 'HousCall Pro Integration' },
  { path: 'content', label: 'Content Management' },
  { path: 'blog', label: 'Blog Management' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'reviews', label: 'Reviews' },
  { path: 'outbox', label: 'Outbox' },
  { path: 'staff', label: 'Staff' },
  { path: 'my-visits', label: 'My Visits' },
  { path: 'audit', label: 'Audit Log' },
]

/** An installer's own tab (their visits, built beside the calendar); other roles use the calendar. */
export const INSTALLER_TABS: readonly AdminTab[] = [{ path: 'my-visits', label: 'My visits' }]

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
