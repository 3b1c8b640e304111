import { describe, expect, it } from 'vitest'
import { windowCompanyRequestSchema } from '~/domain/window-company-request'
import {
  createWindowCompanyRequest,
  getWindowCompanyRequest,
  listWindowCompanyRequests,
  updateWindowCompanyRequestStatus,
} from '~/server/requests/window-company-requests.server'

const input = windowCompanyRequestSchema('2026-01-01').parse({
  companyName: 'Acme Windows',
  contactName: 'Jo Smith',
  contactPhone: '(954) 555-0100',
  contactEmail: 'jo@acme.test',
  customerName: 'Ann Lee',
  customerPhone: '954-555-0101',
  customerAddress: '1 Main St, Davie, FL',
  blindType: 'Shutters',
  numberOfWindows: 3,
  urgency: 'urgent',
  projectDetails: 'Shutters off before painting',
  preferredDate: '2026-02-01',
})

describe('window company requests store', () => {
  it('creates, lists newest first, reads, changes status and deletes', () => {
    const first = createWindowCompanyRequest(input)
    const second = createWindowCompanyRequest({ ...input, companyName: 'Second Co' })
    expect(listWindowCompanyRequests().map((r) => r.id)).toEqual([second.id, first.id])
    expect(getWindowCompanyRequest(first.id)).toMatchObject({
      status: 'pending',
      urgency: 'urgent',
      preferredDate: '2026-02-01',
      numberOfWindows: 3,
    })
    expect(updateWindowCompanyRequestStatus(first.id, 'completed')).toBe(true)
    expect(updateWindowCompanyRequestStatus(first.id, 'pending')).toBe(true)
    expect(getWindowCompanyRequest(first.id)?.status).toBe('pending')
    expect(updateWindowCompanyRequestStatus(9999, 'completed')).toBe(false)
  })
})
