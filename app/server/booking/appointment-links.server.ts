/**
 * An appointment's private signed link: making it and opening it.
 */
import { eq } from 'drizzle-orm'
import { appointmentLinkEnd, linkExpired } from '~/domain/private-links'
import { db, schema } from '../platform/db.server'
import {
  issuedPart,
  linkSignatureMatches,
  readIssuedPart,
  signLink,
} from '../requests/private-links.server'
import { type Appointment, getAppointment } from './appointments.server'

const { appointments } = schema

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
