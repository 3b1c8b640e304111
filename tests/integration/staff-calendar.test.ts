/**
 * The calendar staff run (issue 28): what the office does to the public booking and to a
 * customer's visit, seen from the customer's side.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as pageRoute from '~/routes/appointments.$token'
import * as wizardRoute from '~/routes/book-appointment'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import { adminHeaders } from './admin-helpers'
import { bookingFormRequest, offeredDate, seedTemplates, slotAt } from './booking-helpers'

let auth: { Authorization: string }

beforeAll(() => {
  seedTemplates()
  auth = adminHeaders()
})

type WizardData = Awaited<ReturnType<typeof wizardRoute.loader>>

async function wizard(query = '') {
  const result = await callRoute(wizardRoute, getRequest(`/book-appointment${query}`))
  return result.data as WizardData
}

function staff(fields: Record<string, string>, date = offeredDate(0)) {
  return callRoute(
    appointmentsRoute,
    formRequest(`/admin/appointments?date=${date}`, fields, { headers: auth }),
  )
}

describe('a day staff block', () => {
  it('leaves the public date list, and a link naming it goes back to choosing a date', async () => {
    const friday = offeredDate(2)
    expect((await wizard()).dates).toContain(friday)
    expect((await staff({ intent: 'block-day', date: friday }, friday)).status).toBe(302)

    const after = await wizard()
    expect(after.dates).not.toContain(friday)
    expect(after.dates).toContain(offeredDate(1))
    const picked = await wizard(`?service=consultation&date=${friday}`)
    expect(picked).toMatchObject({ step: 1, date: undefined })

    expect((await staff({ intent: 'unblock-day', date: friday }, friday)).status).toBe(302)
    expect((await wizard()).dates).toContain(friday)
  })

  it('is not offered to a customer moving their own visit either', async () => {
    const date = offeredDate(0)
    const blocked = offeredDate(3)
    await wizard(`?service=consultation&date=${date}`)
    const booked = await callRoute(wizardRoute, bookingFormRequest(1, slotAt(date, '10:00')!))
    const token = /^\/appointments\/([^?]+)\?/.exec(booked.headers.get('Location') ?? '')?.[1] ?? ''
    expect(token).not.toBe('')
    await staff({ intent: 'block-day', date: blocked }, blocked)
    const page = await callRoute(pageRoute, getRequest(`/appointments/${token}?reschedule=1`), {
      token,
    })
    const dates = (page.data as { dates: string[] }).dates
    expect(dates).toContain(offeredDate(1))
    expect(dates).not.toContain(blocked)
  })
})
