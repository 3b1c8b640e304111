import { describe, expect, it } from 'vitest'
import { installationWarning } from './installation-warning'

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
