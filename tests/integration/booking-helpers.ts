/** Shared set-up of the booking tests: the weekly template, a good request, an address. */
import { and, eq } from 'drizzle-orm'
import { formRequest } from '#tests/setup/requests'
import { offeredDates } from '~/domain/booking'
import { businessDate } from '~/domain/business-time'
import { db, schema } from '~/server/platform/db.server'
import { SLOT_TEMPLATES } from '../../db/seed-data'

/** The seed's weekly template, as the site starts with it. */
export function seedTemplates() {
  db.insert(schema.appointmentSlotTemplates).values(SLOT_TEMPLATES).onConflictDoNothing().run()
}

/** The n-th offered weekday (0 = the first bookable day). */
export function offeredDate(n = 0): string {
  return offeredDates()[n]
}

export const today = () => businessDate()

/** A slot row of a date and time (made from the template by the first listing). */
export function slotAt(date: string, time: string) {
  return db
    .select()
    .from(schema.appointmentSlots)
    .where(and(eq(schema.appointmentSlots.date, date), eq(schema.appointmentSlots.timeSlot, time)))
    .get()
}

export function customer(n: number) {
  return {
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    customerPhone: '(954) 555-0142',
    customerAddress: `${100 + n} NW 70th Ave, Plantation, FL 33317`,
  }
}

/** Requests from distinct addresses each have their own rate-limit bucket. */
export function ip(n: number) {
  return { 'Fly-Client-IP': `198.51.100.${n % 250}` }
}

/** Step 3 of the wizard posted by customer `n` for a consultation in `slot` (no JavaScript). */
export function bookingFormRequest(
  n: number,
  slot: { id: number; date: string; timeSlot: string },
  extra: Record<string, string> = {},
  /** '/es' books from the Spanish page. */
  languagePrefix = '',
) {
  return formRequest(
    `${languagePrefix}/book-appointment?service=consultation&date=${slot.date}&slot=${slot.id}`,
    {
      ...customer(n),
      serviceType: 'consultation',
      appointmentDate: slot.date,
      appointmentTime: slot.timeSlot,
      slotId: String(slot.id),
      ...extra,
    },
    { headers: ip(n) },
  )
}
