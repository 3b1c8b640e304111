import { describe, expect, it } from 'vitest'
import {
  can,
  canSeeVisit,
  canStartEstimate,
  canWorkOnEstimate,
  navItemsFor,
  refundAllowed,
  STAFF_CAPABILITIES,
  type StaffCapability,
  type StaffRole,
} from './staff-access'

/** A role the table does not know (a stale session, a hand-edited row). */
const stranger = 'manager' as StaffRole

describe('can: the table of staff authority', () => {
  it('the owner may do everything', () => {
    for (const capability of STAFF_CAPABILITIES) expect(can('owner', capability)).toBe(true)
  })

  it('the office does the daily work and refunds, not staff accounts, price grids or the audit log', () => {
    const allowed = STAFF_CAPABILITIES.filter((c) => can('office', c))
    expect(allowed).toEqual([
      'own-account',
      'own-visits',
      'estimates',
      'daily-work',
      'refunds',
      'payments',
    ])
  })

  it('an installer has their own account, visits and estimates only', () => {
    const allowed = STAFF_CAPABILITIES.filter((c) => can('installer', c))
    expect(allowed).toEqual(['own-account', 'own-visits', 'estimates'])
  })

  it('an unknown role may do nothing, not even what an inherited name would give', () => {
    for (const capability of STAFF_CAPABILITIES) expect(can(stranger, capability)).toBe(false)
    expect(can('toString' as StaffRole, 'own-account')).toBe(false)
    expect(can('owner', 'everything' as StaffCapability)).toBe(false)
  })
})

describe('refundAllowed: what the office may give back on one order', () => {
  const LIMIT = 10_000

  it('the owner may refund any amount, whatever was refunded before', () => {
    expect(refundAllowed('owner', 5_000_000, LIMIT)).toBe(true)
    expect(refundAllowed('owner', 5_000_000, LIMIT, 9_000_000)).toBe(true)
    expect(refundAllowed('owner', 1, 0)).toBe(true)
  })

  it('the office may refund exactly up to the limit, not a cent more', () => {
    expect(refundAllowed('office', LIMIT, LIMIT)).toBe(true)
    expect(refundAllowed('office', LIMIT + 1, LIMIT)).toBe(false)
    expect(refundAllowed('office', 1, 0)).toBe(false)
  })

  it('the office counts what was already refunded on the order, by anyone', () => {
    expect(refundAllowed('office', 9_999, LIMIT, 0)).toBe(true)
    // A second $99.99 on the same order: $199.98 given back in all.
    expect(refundAllowed('office', 9_999, LIMIT, 9_999)).toBe(false)
    // Two of $100: the first fills the limit.
    expect(refundAllowed('office', LIMIT, LIMIT, LIMIT)).toBe(false)
    // What is left under the limit is still allowed, to the cent.
    expect(refundAllowed('office', 1, LIMIT, 9_999)).toBe(true)
    expect(refundAllowed('office', 2, LIMIT, 9_999)).toBe(false)
    expect(refundAllowed('office', 4_000, LIMIT, 6_000)).toBe(true)
  })

  it('an installer may never refund, not even a cent under a large limit', () => {
    expect(refundAllowed('installer', 1, 1_000_000)).toBe(false)
    expect(refundAllowed('installer', 0, 1_000_000)).toBe(false)
  })

  it('an unknown role may never refund', () => {
    expect(refundAllowed(stranger, 1, 1_000_000)).toBe(false)
  })
})

describe('canSeeVisit: whose visits a person sees', () => {
  const visit = (assignedAdminId: number | null) => ({ assignedAdminId })

  it('the owner and the office see any visit, assigned or not', () => {
    for (const role of ['owner', 'office'] as const) {
      expect(canSeeVisit({ id: 1, role }, visit(2))).toBe(true)
      expect(canSeeVisit({ id: 1, role }, visit(null))).toBe(true)
    }
  })

  it('an installer sees only the visits assigned to them', () => {
    expect(canSeeVisit({ id: 7, role: 'installer' }, visit(7))).toBe(true)
    expect(canSeeVisit({ id: 7, role: 'installer' }, visit(8))).toBe(false)
    expect(canSeeVisit({ id: 7, role: 'installer' }, visit(null))).toBe(false)
  })

  it('an unknown role sees none, not even one assigned to them', () => {
    expect(canSeeVisit({ id: 7, role: stranger }, visit(7))).toBe(false)
  })
})

describe('estimates: the owner and the office any, an installer their own', () => {
  const installer = { id: 7, role: 'installer' as const }
  it('the owner and the office work on and start any estimate', () => {
    for (const role of ['owner', 'office'] as const) {
      expect(canWorkOnEstimate({ id: 1, role }, { createdById: 2 })).toBe(true)
      expect(canStartEstimate({ id: 1, role }, { visit: null })).toBe(true)
    }
  })
  it('an installer works only on the estimates they started', () => {
    expect(canWorkOnEstimate(installer, { createdById: 7 })).toBe(true)
    expect(canWorkOnEstimate(installer, { createdById: 8 })).toBe(false)
    expect(canWorkOnEstimate(installer, { createdById: null })).toBe(false)
  })
  it('an installer starts one only from a visit assigned to them', () => {
    expect(canStartEstimate(installer, { visit: { assignedAdminId: 7 } })).toBe(true)
    expect(canStartEstimate(installer, { visit: { assignedAdminId: 8 } })).toBe(false)
    expect(canStartEstimate(installer, { visit: { assignedAdminId: null } })).toBe(false)
    expect(canStartEstimate(installer, { visit: null })).toBe(false)
  })
  it('an unknown role neither', () => {
    expect(canWorkOnEstimate({ id: 7, role: stranger }, { createdById: 7 })).toBe(false)
    expect(canStartEstimate({ id: 7, role: stranger }, { visit: { assignedAdminId: 7 } })).toBe(
      false,
    )
  })
})

describe('navItemsFor: the admin frame keeps the items the role may open', () => {
  const items = [
    { to: '/admin', capability: 'daily-work' },
    { to: '/admin/my-visits', capability: 'own-visits' },
    { to: '/admin/staff', capability: 'staff-accounts' },
    { to: '/admin/audit', capability: 'audit-log' },
    { to: '/admin/price-grids', capability: 'price-grids' },
    { to: '/admin/account', capability: 'own-account' },
  ] as const
  const paths = (role: StaffRole) => navItemsFor(role, items).map((i) => i.to)

  it('the owner sees every item, in the frame’s order', () => {
    expect(paths('owner')).toEqual(items.map((i) => i.to))
  })

  it('the office sees neither staff accounts, the audit log nor the price grids', () => {
    expect(paths('office')).toEqual(['/admin', '/admin/my-visits', '/admin/account'])
  })

  it('an installer sees their visits and their account', () => {
    expect(paths('installer')).toEqual(['/admin/my-visits', '/admin/account'])
  })

  it('an unknown role sees nothing', () => {
    expect(paths(stranger)).toEqual([])
  })
})
