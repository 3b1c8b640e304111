/**
 * Who may open what in the back office: the ONE table of route access by role. Pure (no server
 * imports), so the guard (`requireAdmin`), the admin frame's navigation and the tests read the
 * same rules.
 *
 * - owner: everything;
 * - office: the daily work, everything but the staff accounts (`/admin/staff*`), the price grids
 *   and lead times (`/admin/pricing-rules*`, the spreadsheet upload), the audit log
 *   (`/admin/audit*`: the owner reads who did what) and refunds over the owner's limit (checked
 *   by the refund itself, `refundAllowed`);
 * - installer: only their own visits (`/admin/my-visits*`), their account and signing out.
 */
export type StaffRole = 'owner' | 'office' | 'installer'
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  office: 'Office',
  installer: 'Installer',
}

/** Paths open to every signed-in role, whatever else the role may not do. */
const EVERY_ROLE = ['/admin/account', '/admin/logout']
/** Path prefixes per role; `*` is everything. A prefix matches itself and what is below it. */
const ACCESS: Record<StaffRole, { allow: readonly string[]; deny: readonly string[] }> = {
  owner: { allow: ['*'], deny: [] },
  office: {
    allow: ['*'],
    deny: [
      '/admin/staff',
      '/api/admin/staff',
      '/admin/audit',
      '/admin/pricing-rules',
      '/api/admin/upload-pricing-spreadsheet',
    ],
  },
  installer: { allow: ['/admin/my-visits'], deny: [] },
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** Trailing slashes and repeated slashes do not change the answer. */
function normalise(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return path === '' ? '/' : path.toLowerCase()
}

/** May a signed-in user with `role` open `pathname` (any method)? */
export function canAccess(role: StaffRole, pathname: string): boolean {
  const path = normalise(pathname)
  if (EVERY_ROLE.some((p) => under(path, p))) return true
  const rules = ACCESS[role]
  if (!rules) return false
  if (rules.deny.some((p) => under(path, p))) return false
  return rules.allow.some((p) => p === '*' || under(path, p))
}

/** Refunds: the owner any amount; the office up to the owner's limit (cents); installers none. */
export function refundAllowed(role: StaffRole, amountCents: number, officeLimitCents: number) {
  if (role === 'owner') return true
  if (role === 'office') return amountCents <= officeLimitCents
  return false
}

/** The admin frame's navigation, kept to the items the role may open. */
export function navItemsFor<T extends { to: string }>(role: StaffRole, items: readonly T[]): T[] {
  return items.filter((item) => canAccess(role, item.to.split('?')[0]))
}
