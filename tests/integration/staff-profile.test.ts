/**
 * Display names and calendar colours chosen by staff (issue 31): the owner sets anyone's on
 * /admin/staff, each person their own on /admin/account; a colour not in the palette is
 * refused beside its field; the calendar uses the chosen colour; changes are in the audit log.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { STAFF_COLOURS, staffColour } from '~/domain/staff-colour'
import * as accountRoute from '~/routes-admin/admin.account'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as staffRoute from '~/routes-admin/admin.staff'
import { db, schema } from '~/server/platform/db.server'
import { adminHeaders } from './admin-helpers'

function person(username: string) {
  const row = db
    .select()
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!row) throw new Error(`no ${username}`)
  return row
}

function lastEntry() {
  return db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1).get()
}

describe('the owner sets a person’s name and colour on /admin/staff', () => {
  it('saves both, audits them, and the calendar shows the chosen colour', async () => {
    const owner = adminHeaders('profile-owner')
    adminHeaders('profile-ivan', 'installer')
    const ivan = person('profile-ivan')
    // A colour other than the derived one, so the calendar's change shows.
    const chosen = STAFF_COLOURS.find((c) => c !== staffColour(ivan.id)) ?? STAFF_COLOURS[0]
    const saved = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'profile', id: String(ivan.id), displayName: 'Ivan R.', colour: chosen.border },
        { headers: owner },
      ),
    )
    expect(saved.status).toBe(302)
    expect(person('profile-ivan')).toMatchObject({ displayName: 'Ivan R.', colour: chosen.border })
    expect(lastEntry()).toMatchObject({
      actorName: 'profile-owner',
      kind: 'staff-account',
      subjectType: 'staff',
      subjectId: String(ivan.id),
      summary: `Changed profile-ivan's name (none) → Ivan R., calendar colour automatic (${staffColour(ivan.id)?.name}) → ${chosen.name}`,
    })

    const calendar = await callRoute(
      appointmentsRoute,
      getRequest('/admin/appointments?view=week', owner),
    )
    const listed = (
      calendar.data as { staff: { id: number; colour: { border: string } | null }[] }
    ).staff.find((s) => s.id === ivan.id)
    expect(listed?.colour?.border).toBe(chosen.border)

    const page = await callRoute(staffRoute, getRequest('/admin/staff', owner))
    expect(
      (page.data as { people: { id: number; colour: string | null }[] }).people.find(
        (p) => p.id === ivan.id,
      )?.colour,
    ).toBe(chosen.border)
  })

  it('refuses a colour not in the palette with a message for that field (400)', async () => {
    const owner = adminHeaders('profile-owner')
    const ivan = person('profile-ivan')
    const refused = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'profile', id: String(ivan.id), displayName: 'Ivan', colour: '#ff0000' },
        { headers: owner },
      ),
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      error: 'Choose one of the calendar colours',
      field: 'colour',
      id: ivan.id,
    })
    expect(person('profile-ivan').displayName).toBe('Ivan R.')
  })

  it('the office cannot set someone else’s colour', async () => {
    const office = adminHeaders('profile-office', 'office')
    const ivan = person('profile-ivan')
    const refused = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'profile', id: String(ivan.id), displayName: 'Hacked', colour: '' },
        { headers: office },
      ),
    )
    expect(refused.status).toBe(403)
    expect(person('profile-ivan').displayName).toBe('Ivan R.')
  })
})

describe('each person sets their own on /admin/account', () => {
  it('saves, audits, and refuses a bad colour beside the field', async () => {
    const me = adminHeaders('profile-self', 'installer')
    const self = person('profile-self')
    const colour = STAFF_COLOURS[4].border
    const saved = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'profile', displayName: 'Sam', colour },
        { headers: me },
      ),
    )
    expect(saved.status).toBe(302)
    expect(person('profile-self')).toMatchObject({ displayName: 'Sam', colour })
    expect(lastEntry()).toMatchObject({
      actorName: 'profile-self',
      subjectId: String(self.id),
      summary: expect.stringMatching(/^Changed their own name \(none\) → Sam/),
    })
    const page = await callRoute(accountRoute, getRequest('/admin/account', me))
    expect((page.data as { profile: unknown }).profile).toEqual({ displayName: 'Sam', colour })

    const bad = await callRoute(
      accountRoute,
      formRequest(
        '/admin/account',
        { intent: 'profile', displayName: 'Sam', colour: 'purple' },
        { headers: me },
      ),
    )
    expect(bad.status).toBe(400)
    expect(bad.data).toEqual({ error: 'Choose one of the calendar colours', field: 'colour' })
    expect(person('profile-self').colour).toBe(colour)
  })
})
