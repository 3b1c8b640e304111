/**
 * The one writer of appointment_slots and appointments: slots made from the weekly template,
 * bookings, reschedules and cancellations (each in one immediate transaction that re-checks
 * capacity, so two customers never get the last place), the private signed link, and the
 * reminder claim. Staff-side functions (issue 11) go at the end, under `// ---- staff side`.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import {
  type AppointmentRequest,
  type AppointmentSlot,
  type BookingServiceType,
  businessDate,
  DATE_REFUSAL_MESSAGES,
  dateRefusal,
  offeredDates,
  REMINDER_HOURS_BEFORE,
  SLOT_TAKEN_MESSAGE,
  type SlotRecord,
  slotRefusal,
  slotStart,
  slotsForService,
} from '~/domain/booking'
import { appointmentLinkEnd, linkExpired } from '~/domain/private-links'
import { db, isDatabaseBusy, schema } from '../platform/db.server'
import { isPrimary } from '../platform/litefs.server'
import {
  issuedPart,
  linkSignatureMatches,
  readIssuedPart,
  signLink,
} from '../requests/private-links.server'

export type Appointment = typeof schema.appointments.$inferSelect

const IMMEDIATE = { behavior: 'immediate' } as const
const { appointmentSlots, appointmentSlotTemplates, appointments } = schema

// ---------------------------------------------------------------- slots

/**
 * Makes the slots of the given dates from the active weekly template, where a date has none
 * yet (the unique date + time index keeps a second run from adding any). Answers how many
 * slots were added.
 */
export function ensureSlots(dates: readonly string[]): number {
  if (!dates.length) return 0
  const existing = new Set(
    db
      .selectDistinct({ date: appointmentSlots.date })
      .from(appointmentSlots)
      .where(inArray(appointmentSlots.date, [...dates]))
      .all()
      .map((row) => row.date),
  )
  const missing = dates.filter((date) => !existing.has(date))
  if (!missing.length) return 0
  const templates = db
    .select()
    .from(appointmentSlotTemplates)
    .where(eq(appointmentSlotTemplates.isActive, true))
    .all()
  if (!templates.length) return 0
  const rows = missing.flatMap((date) =>
    templates.map((t) => ({
      date,
      timeSlot: t.startTime,
      durationMinutes: t.durationMinutes,
      maxBookings: t.maxBookings,
    })),
  )
  return db.insert(appointmentSlots).values(rows).onConflictDoNothing().run().changes
}

/** Slots of the offered days that do not exist yet are made (the job and the wizard call it). */
export function ensureOfferedSlots(now: Date = new Date()): number {
  return ensureSlots(offeredDates(now))
}

function slotsOn(date: string): SlotRecord[] {
  return db.select().from(appointmentSlots).where(eq(appointmentSlots.date, date)).all()
}

export function getSlot(id: number): SlotRecord | undefined {
  return db.select().from(appointmentSlots).where(eq(appointmentSlots.id, id)).get()
}

/**
 * A date's slots for a service (the customer document's slot entity). Only an offered date
 * has any; its slots are made from the template on first request.
 */
export function listSlots(
  date: string,
  serviceType: BookingServiceType,
  now: Date = new Date(),
): AppointmentSlot[] {
  if (dateRefusal(date, now)) return []
  // Only the primary writes; on a replica the job on the primary has made them already. A
  // busy database does not hold the page up: the job has made the offered days' slots too.
  if (isPrimary()) {
    try {
      ensureSlots([date])
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error
    }
  }
  return slotsForService(slotsOn(date), serviceType, now)
}

// ---------------------------------------------------------------- booking

export type BookingResult =
  | { ok: true; appointment: Appointment }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string }

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

function refuse(status: 400 | 404 | 409, message: string, field?: string): never {
  throw new Refusal(status, message, field)
}

/** Runs a write; a Refusal thrown inside rolls it back and becomes the answer. */
function attempt<T>(work: () => T): { ok: true; value: T } | Extract<BookingResult, { ok: false }> {
  try {
    return { ok: true, value: work() }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return { ok: false, status: error.status, error: error.message, field: error.field }
  }
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/**
 * Inside a transaction: checks the slot can take the service on the date now, and takes one
 * place in it. The place is taken by a conditional update, so capacity is re-checked by the
 * write itself.
 */
function takePlace(
  tx: Tx,
  slotId: number,
  want: { serviceType: BookingServiceType; date: string; time?: string },
  now: Date,
): SlotRecord {
  const dateProblem = dateRefusal(want.date, now)
  if (dateProblem) refuse(400, DATE_REFUSAL_MESSAGES[dateProblem], 'appointmentDate')
  const slot = tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).get()
  if (!slot || slot.date !== want.date || (want.time && want.time !== slot.timeSlot)) {
    refuse(
      400,
      'That time is not offered on this date. Please pick a time from the list.',
      'slotId',
    )
  }
  const problem = slotRefusal(slot, want.serviceType, now)
  if (problem === 'full') refuse(409, SLOT_TAKEN_MESSAGE, 'slotId')
  if (problem === 'started')
    refuse(400, 'That time has passed. Please pick a later time.', 'slotId')
  if (problem) {
    refuse(400, 'That time cannot be booked for this service. Please pick another.', 'slotId')
  }
  const taken = tx
    .update(appointmentSlots)
    .set({ currentBookings: sql`${appointmentSlots.currentBookings} + 1` })
    .where(
      and(
        eq(appointmentSlots.id, slotId),
        eq(appointmentSlots.isAvailable, true),
        lt(appointmentSlots.currentBookings, appointmentSlots.maxBookings),
      ),
    )
    .returning({ id: appointmentSlots.id })
    .get()
  if (!taken) refuse(409, SLOT_TAKEN_MESSAGE, 'slotId')
  return slot
}

function freePlace(tx: Tx, slotId: number) {
  tx.update(appointmentSlots)
    .set({ currentBookings: sql`max(${appointmentSlots.currentBookings} - 1, 0)` })
    .where(eq(appointmentSlots.id, slotId))
    .run()
}

/**
 * Books an appointment: in one immediate transaction the date, the slot and its capacity are
 * checked again and the place and the appointment are written together. The last place goes
 * to one customer; the others get 409 and nothing is written for them.
 */
export function bookAppointment(input: AppointmentRequest, now: Date = new Date()): BookingResult {
  if (!dateRefusal(input.appointmentDate, now)) ensureSlots([input.appointmentDate])
  const result = attempt(() =>
    db.transaction((tx) => {
      const slot = takePlace(
        tx,
        input.slotId,
        {
          serviceType: input.serviceType,
          date: input.appointmentDate,
          time: input.appointmentTime,
        },
        now,
      )
      return tx
        .insert(appointments)
        .values({
          slotId: slot.id,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          customerAddress: input.customerAddress,
          serviceType: input.serviceType,
          serviceDescription: input.serviceDescription ?? null,
          appointmentDate: slot.date,
          appointmentTime: slot.timeSlot,
        })
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

export function getAppointment(id: number): Appointment | undefined {
  return db.select().from(appointments).where(eq(appointments.id, id)).get()
}

export function isActive(appointment: Appointment): boolean {
  return appointment.status === 'scheduled' || appointment.status === 'confirmed'
}

/**
 * Moves an active appointment to another slot: the new place is taken (capacity re-checked)
 * and the old one freed in the same transaction; the reminder will go out again for the new
 * time.
 */
export function rescheduleAppointment(
  id: number,
  move: { slotId: number; date: string },
  now: Date = new Date(),
): BookingResult {
  if (!dateRefusal(move.date, now)) ensureSlots([move.date])
  const result = attempt(() =>
    db.transaction((tx) => {
      const current = tx.select().from(appointments).where(eq(appointments.id, id)).get()
      if (!current) refuse(404, 'Appointment not found')
      if (!isActive(current)) refuse(409, 'This appointment was cancelled and cannot be moved.')
      if (current.slotId === move.slotId) {
        refuse(400, 'That is the time you already have. Please pick another.', 'slotId')
      }
      const slot = takePlace(
        tx,
        move.slotId,
        { serviceType: current.serviceType, date: move.date },
        now,
      )
      freePlace(tx, current.slotId)
      return tx
        .update(appointments)
        .set({
          slotId: slot.id,
          appointmentDate: slot.date,
          appointmentTime: slot.timeSlot,
          reminderSentAt: null,
        })
        .where(eq(appointments.id, id))
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

/** Cancels an active appointment and frees its place, in one transaction. */
export function cancelAppointment(id: number): BookingResult {
  const result = attempt(() =>
    db.transaction((tx) => {
      const current = tx.select().from(appointments).where(eq(appointments.id, id)).get()
      if (!current) refuse(404, 'Appointment not found')
      if (!isActive(current)) refuse(409, 'This appointment is already cancelled.')
      freePlace(tx, current.slotId)
      return tx
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(eq(appointments.id, id))
        .returning()
        .get()
    }, IMMEDIATE),
  )
  return result.ok ? { ok: true, appointment: result.value } : result
}

// ---------------------------------------------------------------- the private link

type LinkedAppointment = Pick<Appointment, 'id' | 'createdAt' | 'reference'>

/**
 * What a link's signature covers: the appointment's id and creation time (so a reused id
 * never opens another's visit), and for a link sent again on request its issue time.
 */
function linkMessage(appointment: LinkedAppointment, issuedAt: Date | null): string {
  const base = `appointment:${appointment.id}:${appointment.createdAt.getTime()}`
  return issuedAt ? `${base}:${issuedPart(issuedAt)}` : base
}

/**
 * The token of the customer's private link: the appointment's reference (never its sequential
 * id), for a link sent again its issue time, and a signature with SESSION_SECRET.
 */
export function appointmentToken(
  appointment: LinkedAppointment,
  issuedAt: Date | null = null,
): string {
  const signature = signLink(linkMessage(appointment, issuedAt))
  const name = appointment.reference ?? String(appointment.id)
  return issuedAt ? `${name}.${issuedPart(issuedAt)}.${signature}` : `${name}.${signature}`
}

export type AppointmentLink = {
  state: 'open' | 'expired'
  appointment: Appointment
  issuedAt: Date | null
}

/**
 * The appointment a token opens (any of the rotating secrets; by its reference, or its id
 * in links sent before references), 'expired' once the link's time is over
 * (appointmentLinkEnd); undefined for anything else.
 */
export function openAppointmentLink(
  token: string,
  now: Date = new Date(),
): AppointmentLink | undefined {
  const match =
    /^(\d{1,12}|[0-9A-Z]{4}-[0-9A-Z]{4})(?:\.([0-9a-z]{1,8}))?\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return undefined
  const [, name, issued, signature] = match
  const appointment = /^\d+$/.test(name)
    ? getAppointment(Number(name))
    : db.select().from(appointments).where(eq(appointments.reference, name)).get()
  if (!appointment) return undefined
  const issuedAt = issued ? readIssuedPart(issued) : null
  if (issued && !issuedAt) return undefined
  if (!linkSignatureMatches(linkMessage(appointment, issuedAt), signature)) return undefined
  const expired = linkExpired(appointmentLinkEnd(appointment, issuedAt), now)
  return { state: expired ? 'expired' : 'open', appointment, issuedAt }
}

/** The private page of an appointment and its calendar file (site-relative). */
export function appointmentLinks(appointment: LinkedAppointment, issuedAt: Date | null = null) {
  const manageUrl = `/appointments/${appointmentToken(appointment, issuedAt)}`
  return { manageUrl, calendarUrl: `${manageUrl}/calendar.ics` }
}

// ---------------------------------------------------------------- reminders

/**
 * Active appointments starting within the next 24 hours whose reminder has not been claimed
 * (and that have not started).
 */
export function dueReminders(now: Date = new Date()): Appointment[] {
  const horizon = now.getTime() + REMINDER_HOURS_BEFORE * 60 * 60 * 1000
  // Candidates by business date (24 hours span at most two), then the exact instant.
  return db
    .select()
    .from(appointments)
    .where(
      and(
        isNull(appointments.reminderSentAt),
        inArray(appointments.status, ['scheduled', 'confirmed']),
        gte(appointments.appointmentDate, businessDate(now)),
        lte(appointments.appointmentDate, businessDate(new Date(horizon))),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .all()
    .filter((a) => {
      const start = slotStart(a.appointmentDate, a.appointmentTime).getTime()
      return start > now.getTime() && start <= horizon
    })
}

/**
 * Marks the reminder of an appointment as sent, once: answers the appointment when this call
 * claimed it, undefined when another run already had (or it was cancelled meanwhile).
 */
export function claimReminder(id: number, now: Date = new Date()): Appointment | undefined {
  return db.transaction(
    (tx) =>
      tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(appointments.id, id),
            isNull(appointments.reminderSentAt),
            inArray(appointments.status, ['scheduled', 'confirmed']),
          ),
        )
        .returning()
        .get(),
    IMMEDIATE,
  )
}

// ---- staff side
// Staff functions (issue 11) go below. A status change that ends a visit should go through
// cancelAppointment (it frees the place); rescheduleAppointment moves one with its capacity check.

// ---- staff side

/** The slots of one day with their capacity, in time order (none when none were made). */
export function slotsOfDay(date: string): SlotRecord[] {
  return slotsOn(date).sort((a, b) => a.timeSlot.localeCompare(b.timeSlot))
}

/** The appointments of the days from `from` to `to` (inclusive), in visit order. */
export function listAppointmentsForStaff(
  from: string,
  to: string,
  status?: Appointment['status'],
): Appointment[] {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.appointmentDate, from),
        lte(appointments.appointmentDate, to),
        status ? eq(appointments.status, status) : undefined,
      ),
    )
    .orderBy(
      asc(appointments.appointmentDate),
      asc(appointments.appointmentTime),
      asc(appointments.id),
    )
    .all()
}

/** How many active visits each day from `from` to `to` has (days without any left out). */
export function bookingsPerDay(from: string, to: string): { date: string; count: number }[] {
  return db
    .select({ date: appointments.appointmentDate, count: sql<number>`count(*)` })
    .from(appointments)
    .where(
      and(
        gte(appointments.appointmentDate, from),
        lte(appointments.appointmentDate, to),
        inArray(appointments.status, ['scheduled', 'confirmed']),
      ),
    )
    .groupBy(appointments.appointmentDate)
    .orderBy(asc(appointments.appointmentDate))
    .all()
}

export type StaffResult = { ok: true } | { ok: false; error: string }

/**
 * Staff set a visit's status. Cancelling frees its place (as the customer's own cancel does);
 * a cancelled visit is not reopened (its place may be gone): book a new one instead.
 */
export function setAppointmentStatus(id: number, status: Appointment['status']): StaffResult {
  const current = getAppointment(id)
  if (!current) return { ok: false, error: 'Appointment not found' }
  if (current.status === status) return { ok: true }
  if (current.status === 'cancelled') {
    return { ok: false, error: 'A cancelled visit cannot be reopened; book a new one instead.' }
  }
  if (status === 'cancelled' && isActive(current)) {
    const result = cancelAppointment(id)
    return result.ok ? { ok: true } : { ok: false, error: result.error }
  }
  db.update(appointments).set({ status }).where(eq(appointments.id, id)).run()
  return { ok: true }
}

/** Changes how many visits a slot takes; never below the visits already booked in it. */
export function setSlotCapacity(slotId: number, maxBookings: number): StaffResult {
  return db.transaction((tx) => {
    const slot = tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).get()
    if (!slot) return { ok: false, error: 'Slot not found' } as const
    if (maxBookings < slot.currentBookings) {
      return {
        ok: false,
        error: `${slot.currentBookings} visits are booked at this time: keep the capacity at ${slot.currentBookings} or more, or cancel a visit first.`,
      } as const
    }
    tx.update(appointmentSlots).set({ maxBookings }).where(eq(appointmentSlots.id, slotId)).run()
    return { ok: true } as const
  }, IMMEDIATE)
}

/**
 * Blocks (or opens again) every slot of a day. The day's slots are made first when they do
 * not exist yet, so a block set ahead of time holds when the job makes the slots later.
 * Visits already booked stay booked. Answers how many slots the day has.
 */
export function setDayBlocked(date: string, blocked: boolean): number {
  ensureSlots([date])
  return db
    .update(appointmentSlots)
    .set({ isAvailable: !blocked })
    .where(eq(appointmentSlots.date, date))
    .returning({ id: appointmentSlots.id })
    .all().length
}
