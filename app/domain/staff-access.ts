/**
 * Who may do what in the back office: THE one table of staff authority (issue 38). Pure (no
 * server imports), so the guard (`requireAdmin`), the server functions that write, the admin
 * frame's navigation and the tests read the same rules.
 *
 * Authority is decided by what runs, never by how the address was spelled: every staff route
 * (page, action, JSON API) names the capability it needs when it calls `requireAdmin(request,
 * capability)`, and the server function that makes a change checks the acting person again
 * (`assertCan`), so a route that forgets cannot open a door. `%73taff`, `//`, `;` or a re-cased
 * address reach the same route and so the same check.
 * (docs/decisions/130-authority-by-capability.md)
 *
 * - owner: everything;
 * - office: the daily work; not the staff accounts (the office may not change roles, invite
 *   anyone or lift its own refund limit), not the price grids and lead times, not the audit log,
 *   and refunds only up to the owner's limit per order (`refundAllowed`);
 * - installer: their own visits (object level: `canSeeVisit`), their account and signing out;
 *   estimates started from their own visits, and only the estimates they started
 *   (`canStartEstimate`, `canWorkOnEstimate`), within their discount limit.
 */
export type StaffRole = 'owner' | 'office' | 'installer'
export const STAFF_ROLES = ['owner', 'office', 'installer'] as const satisfies readonly StaffRole[]
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  office: 'Office',
  installer: 'Installer',
}

/** The person acting: what every staff write takes, so it can check the table itself. */
export type StaffActor = { id: number; username: string; role: StaffRole }

/** What a staff route or a staff write needs. */
export type StaffCapability =
  /** Their own account page, sessions and signing out: every signed-in person. */
  | 'own-account'
  /** The phone view of the visits assigned to them (each visit checked by `canSeeVisit`). */
  | 'own-visits'
  /**
   * Estimates: the owner and the office all of them; an installer only those they started, from
   * a visit assigned to them (object level: `canStartEstimate`, `canWorkOnEstimate`).
   */
  | 'estimates'
  /** Leads, orders, the calendar, customers, B2B, catalogue, content, blog, reviews, outbox, analytics. */
  | 'daily-work'
  /** Refunds (the office up to the owner's limit per order, `refundAllowed`). */
  | 'refunds'
  /** Payments received outside the site (cash, check, Zelle): recorded and voided (issue 39). */
  | 'payments'
  /** Staff accounts: invitations, roles, suspensions, removals, resets, the office refund limit. */
  | 'staff-accounts'
  /** The audit log and its export. */
  | 'audit-log'
  /** The price grids (the spreadsheet upload and download) and the lead times. */
  | 'price-grids'
  /** The owner's reports (money, funnel, sources, team): the office only if the owner says so. */
  | 'reports'

export const STAFF_CAPABILITIES = [
  'own-account',
  'own-visits',
  'estimates',
  'daily-work',
  'refunds',
  'payments',
  'staff-accounts',
  'audit-log',
  'price-grids',
  'reports',
] as const satisfies readonly StaffCapability[]

/** THE table. The office may not change roles: 'staff-accounts' is not in its row. */
const CAPABILITIES: Record<StaffRole, readonly StaffCapability[]> = {
  owner: STAFF_CAPABILITIES,
  office: ['own-account', 'own-visits', 'estimates', 'daily-work', 'refunds', 'payments'],
  installer: ['own-account', 'own-visits', 'estimates'],
}

export const CAPABILITY_LABELS: Record<StaffCapability, string> = {
  'own-account': 'their own account',
  'own-visits': 'their own visits',
  estimates: 'estimates',
  'daily-work': 'the daily work',
  refunds: 'refunds',
  payments: 'payments received outside the site',
  'staff-accounts': 'staff accounts',
  'audit-log': 'the audit log',
  'price-grids': 'price grids and lead times',
  reports: 'the reports',
}

/**
 * What the owner may give the office on the Staff page, beyond the office's row: the reports
 * ("the office by the owner's choice", issue 42). Stored by app/server/auth/staff-settings.server.ts.
 */
export const OFFICE_GRANTABLE = ['reports'] as const satisfies readonly StaffCapability[]
export type OfficeGrant = (typeof OFFICE_GRANTABLE)[number]

function isRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && Object.hasOwn(CAPABILITIES, role)
}

/**
 * May a person with `role` do what `capability` covers? Unknown roles may do nothing. `granted`:
 * what the owner gave the office (OFFICE_GRANTABLE only; ignored for any other role).
 */
export function can(
  role: StaffRole,
  capability: StaffCapability,
  granted: readonly StaffCapability[] = [],
): boolean {
  if (!isRole(role)) return false
  if (CAPABILITIES[role].includes(capability)) return true
  return (
    role === 'office' &&
    (OFFICE_GRANTABLE as readonly StaffCapability[]).includes(capability) &&
    granted.includes(capability)
  )
}

/** A refusal by the table, for a server function to throw when its caller was not allowed. */
export class NotAllowedError extends Error {
  constructor(
    readonly role: StaffRole,
    readonly capability: StaffCapability,
  ) {
    super(
      `The ${STAFF_ROLE_LABELS[role] ?? role} role does not allow ${CAPABILITY_LABELS[capability]}`,
    )
    this.name = 'NotAllowedError'
  }
}

/** Throws NotAllowedError unless `role` may do `capability`: the check a staff write makes itself. */
export function assertCan(role: StaffRole, capability: StaffCapability): void {
  if (!can(role, capability)) throw new NotAllowedError(role, capability)
}

/**
 * Refunds on one order: the owner any amount; the office while everything refunded on the order
 * by anyone, this refund included, stays within the owner's limit (a limit per click would let
 * two clicks give back twice as much); installers none.
 */
export function refundAllowed(
  role: StaffRole,
  amountCents: number,
  officeLimitCents: number,
  alreadyRefundedOnOrderCents = 0,
) {
  if (!can(role, 'refunds')) return false
  if (role === 'owner') return true
  return alreadyRefundedOnOrderCents + amountCents <= officeLimitCents
}

/**
 * An installer sees only the visits assigned to them; the owner and the office (who run the
 * calendar) see any visit.
 */
export function canSeeVisit(
  staff: { id: number; role: StaffRole },
  visit: { assignedAdminId: number | null },
): boolean {
  if (can(staff.role, 'daily-work')) return true
  return can(staff.role, 'own-visits') && visit.assignedAdminId === staff.id
}

/**
 * May `staff` open and change this estimate? The owner and the office (the daily work) any; an
 * installer only the ones they started, never a colleague's.
 */
export function canWorkOnEstimate(
  staff: { id: number; role: StaffRole },
  estimate: { createdById: number | null },
): boolean {
  if (can(staff.role, 'daily-work')) return can(staff.role, 'estimates')
  return can(staff.role, 'estimates') && estimate.createdById === staff.id
}

/**
 * May `staff` start an estimate from here? The owner and the office from a lead, a visit, a
 * customer or nothing; an installer only from a visit assigned to them (the home they stood in).
 */
export function canStartEstimate(
  staff: { id: number; role: StaffRole },
  from: { visit: { assignedAdminId: number | null } | null },
): boolean {
  if (!can(staff.role, 'estimates')) return false
  if (can(staff.role, 'daily-work')) return true
  return from.visit !== null && canSeeVisit(staff, from.visit)
}

/** The admin frame's navigation, kept to the items the role may open. */
export function navItemsFor<T extends { capability: StaffCapability }>(
  role: StaffRole,
  items: readonly T[],
  granted: readonly StaffCapability[] = [],
): T[] {
  return items.filter((item) => can(role, item.capability, granted))
}
