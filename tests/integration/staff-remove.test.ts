/**
 * Removing an installer who has visits (issue 38): the removal works (it answered 500, the
 * visits pointing at the account), their upcoming visits become unassigned and the toast says
 * how many, the audit log keeps what they did, and removal asks first, saying it is for good.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import * as staffRoute from '~/routes-admin/admin.staff'
import { recordAudit } from '~/server/admin/audit-log.server'
import { db, schema } from '~/server/platform/db.server'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'

function userNamed(username: string) {
  return db.select().from(schema.adminUsers).where(eq(schema.adminUsers.username, username)).get()
}

let visits = 0
/** A visit on `day` (days from today) assigned to `adminId`. */
function visit(adminId: number, day: number, status: 'scheduled' | 'completed' = 'scheduled') {
  const date = addCalendarDays(businessDate(), day)
  const time = `${String(8 + (visits++ % 8)).padStart(2, '0')}:00`
  const slot = db
    .insert(schema.appointmentSlots)
    .values({ date, timeSlot: time, durationMinutes: 120, maxBookings: 2, currentBookings: 1 })
    .onConflictDoUpdate({
      target: [schema.appointmentSlots.date, schema.appointmentSlots.timeSlot],
      set: { maxBookings: 2 },
    })
    .returning()
    .get()
  return db
    .insert(schema.appointments)
    .values({
      slotId: slot.id,
      customerName: `Customer ${visits}`,
      customerEmail: 'customer@example.com',
      customerPhone: '(954) 555-0100',
      customerAddress: '1 Main St, Fort Lauderdale, FL 33301',
      serviceType: 'installation',
      appointmentDate: date,
      appointmentTime: time,
      status,
      assignedAdminId: adminId,
    })
    .returning()
    .get()
}

const assigneeOf = (id: number) =>
  db.select().from(schema.appointments).where(eq(schema.appointments.id, id)).get()?.assignedAdminId

async function toastOf(answer: { headers: Headers }) {
  const cookie = answer.headers.getSetCookie().join('; ')
  return (await getToast(getRequest('/admin/staff', { Cookie: cookie }))).toast
}

describe('removing an installer with visits', () => {
  it('asks first, saying it is for good; nothing is removed until confirmed', async () => {
    const owner = adminHeaders('remove-asker')
    adminHeaders('remove-asked', 'installer')
    const id = userNamed('remove-asked')?.id ?? 0
    visit(id, 2)
    const asked = await callRoute(
      staffRoute,
      formRequest('/admin/staff', { intent: 'remove', id: String(id) }, { headers: owner }),
    )
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe(`/admin/staff?remove=${id}`)
    expect(userNamed('remove-asked')).toBeDefined()

    const page = await callRoute(staffRoute, getRequest(`/admin/staff?remove=${id}`, owner))
    const removing = (page.data as { removing: { question: string } | null }).removing
    expect(removing?.question).toMatch(/cannot be undone/)
    expect(removing?.question).toMatch(/1 upcoming visit/)
    expect(removing?.question).toMatch(/Suspend/)
  })

  it('removes them, unassigns their visits and says how many upcoming ones; the audit log keeps their history', async () => {
    const owner = adminHeaders('remove-owner')
    adminHeaders('remove-installer', 'installer')
    const installer = userNamed('remove-installer')
    if (!installer) throw new Error('no installer')
    const upcoming = [visit(installer.id, 0), visit(installer.id, 3)]
    const done = visit(installer.id, -2, 'completed')
    recordAudit({
      actor: installer,
      kind: 'visit-done',
      subjectType: 'appointment',
      subjectId: done.id,
      summary: `Visit ${done.reference} done`,
    })

    const removed = await callRoute(
      staffRoute,
      formRequest(
        '/admin/staff',
        { intent: 'remove', id: String(installer.id), confirmed: 'yes' },
        { headers: owner },
      ),
    )
    expect(removed.status).toBe(302)
    expect(userNamed('remove-installer')).toBeUndefined()
    for (const v of [...upcoming, done]) expect(assigneeOf(v.id)).toBeNull()
    expect(await toastOf(removed)).toMatchObject({
      title: 'Account removed',
      description: expect.stringContaining('2 upcoming visits are now unassigned'),
    })

    const entries = db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).all()
    expect(
      entries.find((e) => e.kind === 'visit-done' && e.subjectId === String(done.id)),
    ).toMatchObject({
      actorId: null,
      actorName: 'remove-installer',
    })
    expect(entries[0]).toMatchObject({
      actorName: 'remove-owner',
      kind: 'staff-account',
      summary: 'Removed remove-installer; 2 upcoming visits unassigned',
    })
  })
})
