import { describe, expect, it } from 'vitest'
import { installationRefundPrefill, installationWarning } from './installation-warning'

describe('installationWarning', () => {
  it('warns before shipping or delivering an order whose installation was paid, with the amount', () => {
    expect(installationWarning('shipped', 4000)).toMatch(/paid \$40\.00 for installation/)
    expect(installationWarning('delivered', 4000)).toMatch(/refund the installation \(\$40\.00\)/)
  })

  it('says nothing without paid installation or for another move', () => {
    expect(installationWarning('shipped', 0)).toBeNull()
    expect(installationWarning('installation-scheduled', 4000)).toBeNull()
  })
})

describe('installationRefundPrefill', () => {
  it("is the order's installation amount in integer cents, with a reason and a note", () => {
    expect(installationRefundPrefill(4000, 25680)).toEqual({
      amountCents: 4000,
      reason: 'requested_by_customer',
      note: expect.stringMatching(/Installation not done.*\$40\.00/),
    })
  })

  it('is never more than is left to refund, and none without paid installation or money left', () => {
    expect(installationRefundPrefill(4000, 2500)?.amountCents).toBe(2500)
    expect(installationRefundPrefill(0, 25680)).toBeNull()
    expect(installationRefundPrefill(4000, 0)).toBeNull()
  })
})
