/**
 * The e-mails of an appointment: the customer's confirmation (with the calendar invitation and
 * the private link) and the business's notice when it is booked, a word to both when it is
 * moved or cancelled (the invitation updated or cancelled), and the reminder 24 hours before,
 * sent by a small job on the primary. A visit staff booked for a caller without an e-mail
 * address gets no customer e-mail (staff tell them on the phone).
 */
import {
  BOOKING_SERVICES,
  formatLongDate,
  formatVisitTime,
  REMINDER_HOURS_BEFORE,
} from '~/domain/booking'
import { appointmentCalendar, invitationMethod } from '~/domain/booking-calendar'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { NEW_APPOINTMENT_LINK_DAYS } from '~/domain/private-links'
import { reminderTextDue, visitTextSubject } from '~/domain/texts'
import { publishedContact } from '../content/business-settings.server'
import { getEnv } from '../platform/env.server'
import { isPrimary } from '../platform/litefs.server'
import { sendNewLinkMail } from '../requests/private-links.server'
import { retryFailedTexts, sendHeldTexts, sendText } from '../sms/texts.server'
import { mailContent, notifyStaff, sendMail } from '../vendors/mail.server'
import { appointmentLinks } from './appointment-links.server'
import {
  type Appointment,
  claimReminder,
  claimReminderText,
  dueReminders,
  visitsAwaitingReminderText,
} from './appointments.server'
import { ensureOfferedSlots } from './slots.server'

function describe(appointment: Appointment) {
  const env = getEnv()
  const service = BOOKING_SERVICES[appointment.serviceType]
  const manageUrl = `${env.SITE_URL}${appointmentLinks(appointment).manageUrl}`
  const when = `${formatLongDate(appointment.appointmentDate)}, ${formatVisitTime(appointment.appointmentTime, appointment.serviceType)} (Eastern Time)`
  const lines: [string, string][] = [
    // The customer's reference, never the sequential id (it would tell how many visits we book).
    ...(appointment.reference ? [['Reference', appointment.reference] as [string, string]] : []),
    ['Service', `${service.name} (${service.durationMinutes} min)`],
    ['When', when],
    ['Address', appointment.customerAddress],
  ]
  return { env, service, manageUrl, when, lines }
}

/**
 * The calendar invitation e-mailed with a visit: METHOD:REQUEST while it is on (booked,
 * moved), METHOD:CANCEL once cancelled; same UID, the visit's SEQUENCE.
 */
function calendarAttachment(appointment: Appointment, manageUrl: string) {
  const env = getEnv()
  const contact = publishedContact()
  const method = invitationMethod(appointment)
  const content = appointmentCalendar(
    appointment,
    { name: env.BUSINESS_NAME, phone: contact.phone, email: contact.email, siteUrl: env.SITE_URL },
    manageUrl,
    method,
  )
  return {
    filename: method === 'CANCEL' ? 'cancelled-appointment.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  }
}

/** True when the customer gave an e-mail address (a caller booked by phone may not have). */
export function canEmailCustomer(appointment: { customerEmail: string }): boolean {
  return appointment.customerEmail.trim() !== ''
}

function staffLines(appointment: Appointment, lines: [string, string][]): [string, string][] {
  return [
    ...lines,
    ['Customer', appointment.customerName],
    ['Phone', appointment.customerPhone],
    ['Email', appointment.customerEmail || '(none given)'],
    ['Notes', appointment.serviceDescription ?? '(none)'],
  ]
}

/** The outbox topic of an appointment's confirmation (its page says whether it went out). */
export function confirmationTopic(appointmentId: number): string {
  return `appointment-confirmation:${appointmentId}`
}

/**
 * After a booking: the customer's confirmation and the business's notice (none when staff
 * booked it themselves, by phone or from a lead).
 */
export async function notifyBooked(appointment: Appointment, { byStaff = false } = {}) {
  const { service, when, lines } = describe(appointment)
  if (canEmailCustomer(appointment)) await sendConfirmation(appointment, byStaff)
  await textVisit(appointment, 'confirmation')
  if (byStaff) return
  await notifyStaff({
    subject: `New appointment: ${service.name}, ${when}`,
    intro: `${appointment.customerName} booked an appointment on the website.`,
    lines: staffLines(appointment, lines),
    replyTo: appointment.customerEmail,
  })
}

async function sendConfirmation(appointment: Appointment, byStaff: boolean) {
  const { env, service, manageUrl, lines } = describe(appointment)
  await sendMail({
    to: appointment.customerEmail,
    subject: `Appointment confirmed: ${service.name} on ${formatLongDate(appointment.appointmentDate)}`,
    ...mailContent({
      intro: byStaff
        ? `Hello ${appointment.customerName}, as agreed with our office, your appointment with ${env.BUSINESS_NAME} is booked.`
        : `Hello ${appointment.customerName}, your appointment with ${env.BUSINESS_NAME} is booked.`,
      lines,
      link: { label: 'See, reschedule or cancel your appointment', url: manageUrl },
      paragraphs: [
        'The calendar file attached adds the visit to your calendar.',
        `We will remind you ${REMINDER_HOURS_BEFORE} hours before. Questions? Call us at ${publishedContact().phone}.`,
      ],
    }),
    attachments: [calendarAttachment(appointment, manageUrl)],
    topic: confirmationTopic(appointment.id),
  })
}

/** After the customer moved or cancelled a visit through the private link. */
export async function notifyAppointmentChange(
  appointment: Appointment,
  change: 'rescheduled' | 'cancelled',
) {
  const { service, manageUrl, lines } = describe(appointment)
  const moved = change === 'rescheduled'
  if (canEmailCustomer(appointment))
    await sendMail({
      to: appointment.customerEmail,
      subject: moved
        ? `Appointment moved: ${service.name}`
        : `Appointment cancelled: ${service.name}`,
      ...mailContent({
        intro: moved
          ? `Hello ${appointment.customerName}, your appointment is moved to the new time below.`
          : `Hello ${appointment.customerName}, your appointment below is cancelled.`,
        lines,
        link: moved
          ? { label: 'See, reschedule or cancel your appointment', url: manageUrl }
          : undefined,
        paragraphs: [
          moved
            ? 'The attached calendar file moves the visit in your calendar.'
            : 'The attached calendar file removes the visit from your calendar. We hope to see you another time.',
        ],
      }),
      attachments: [calendarAttachment(appointment, manageUrl)],
    })
  await notifyStaff({
    subject: `Appointment ${change}: ${appointment.customerName}`,
    intro: `${appointment.customerName} ${change} an appointment through their private link.`,
    lines: staffLines(appointment, lines),
    replyTo: appointment.customerEmail,
  })
}

export type StaffChange = 'confirmed' | 'cancelled' | 'moved'

/** The outbox topic of the customer's e-mail about a change staff made. */
export function staffChangeTopic(appointmentId: number, change: StaffChange, sequence: number) {
  return `appointment-${change}:${appointmentId}:${sequence}`
}

/**
 * After staff confirmed, cancelled or moved a visit in the back office: the customer is told,
 * with the reason staff gave, the private link, and (moved or cancelled) the calendar file of
 * the same UID with a higher SEQUENCE, so their calendar updates or removes the visit.
 */
export async function notifyStaffChange(
  appointment: Appointment,
  change: StaffChange,
  reason?: string | null,
) {
  const { service, manageUrl, lines } = describe(appointment)
  if (change !== 'confirmed') await textVisit(appointment, change)
  if (!canEmailCustomer(appointment)) return
  const date = formatLongDate(appointment.appointmentDate)
  const subject = {
    confirmed: `Appointment confirmed by our office: ${service.name} on ${date}`,
    cancelled: `Appointment cancelled: ${service.name} on ${date}`,
    moved: `Appointment moved: ${service.name}, now on ${date}`,
  }[change]
  const intro = {
    confirmed: `Hello ${appointment.customerName}, our office has confirmed your appointment below.`,
    cancelled: `Hello ${appointment.customerName}, our office has cancelled your appointment below.`,
    moved: `Hello ${appointment.customerName}, our office has moved your appointment to the new time below.`,
  }[change]
  const said = reason?.trim()
  await sendMail({
    to: appointment.customerEmail,
    subject,
    ...mailContent({
      intro,
      lines: said ? [...lines, [change === 'cancelled' ? 'Reason' : 'Note', said]] : lines,
      link:
        change === 'cancelled'
          ? { label: 'See your appointment', url: manageUrl }
          : { label: 'See, reschedule or cancel your appointment', url: manageUrl },
      paragraphs: [
        change === 'moved'
          ? 'The attached calendar file updates the visit in your calendar.'
          : change === 'cancelled'
            ? 'The attached calendar file removes the visit from your calendar. To book another time, reply to this e-mail or book on our website.'
            : 'We look forward to seeing you.',
        `Questions? Call us at ${publishedContact().phone}.`,
      ],
    }),
    attachments: change === 'confirmed' ? undefined : [calendarAttachment(appointment, manageUrl)],
    topic: staffChangeTopic(appointment.id, change, appointment.calendarSequence),
  })
}

/** "Send me a new link": the appointment's private link again, opening from now. */
export function sendNewAppointmentLink(appointment: Appointment, now: Date = new Date()) {
  return sendNewLinkMail({
    to: appointment.customerEmail,
    name: appointment.customerName,
    what: [
      'your appointment',
      appointment.reference,
      'on',
      formatLongDate(appointment.appointmentDate),
    ]
      .filter(Boolean)
      .join(' '),
    path: appointmentLinks(appointment, now).manageUrl,
    days: NEW_APPOINTMENT_LINK_DAYS,
  })
}

async function sendReminder(appointment: Appointment) {
  const { env, service, manageUrl, lines } = describe(appointment)
  if (!canEmailCustomer(appointment)) return
  await sendMail({
    to: appointment.customerEmail,
    subject: `Reminder: ${service.name} tomorrow`,
    ...mailContent({
      intro: `Hello ${appointment.customerName}, a reminder of your appointment with ${env.BUSINESS_NAME}.`,
      lines,
      link: { label: 'Need to reschedule or cancel?', url: manageUrl },
      paragraphs: [`Questions? Call us at ${publishedContact().phone}.`],
    }),
  })
}

/**
 * Sends the reminders that are due (visits within the next 24 hours). Each reminder is
 * claimed in its own transaction before it is sent, so two runs (or a restart) never send
 * one twice. Answers how many were sent.
 */
export async function sendDueReminders(now: Date = new Date()): Promise<number> {
  let sent = 0
  for (const due of dueReminders(now)) {
    const claimed = claimReminder(due.id, now)
    if (!claimed) continue
    await sendReminder(claimed)
    sent++
  }
  return sent
}

/**
 * The day-before reminder texts that are due: visits tomorrow (Florida), sent only in texting
 * hours (`reminderTextDue`), each claimed once before it is sent. Answers how many were sent.
 */
export async function sendDueReminderTexts(now: Date = new Date()): Promise<number> {
  const tomorrow = addCalendarDays(businessDate(now), 1)
  if (!reminderTextDue(tomorrow, now)) return 0
  let sent = 0
  for (const visit of visitsAwaitingReminderText(tomorrow)) {
    const claimed = claimReminderText(visit.id, now)
    if (!claimed) continue
    if ((await textVisit(claimed, 'reminder')).sent) sent++
  }
  return sent
}

/**
 * One run of the appointment job: next weeks' slots exist, due reminders go out (e-mail and
 * text), texts held overnight leave once it is 9 AM, and texts Twilio refused are tried again.
 */
export async function runAppointmentJob(now: Date = new Date()) {
  if (!isPrimary())
    return { slots: 0, reminders: 0, reminderTexts: 0, textsHeldSent: 0, textsRetried: 0 }
  const slots = ensureOfferedSlots(now)
  const reminders = await sendDueReminders(now)
  const reminderTexts = await sendDueReminderTexts(now)
  const textsHeldSent = await sendHeldTexts(now)
  const textsRetried = await retryFailedTexts(now)
  return { slots, reminders, reminderTexts, textsHeldSent, textsRetried }
}

// ---------------------------------------------------------------- texts

export type VisitText = 'confirmation' | 'reminder' | 'moved' | 'cancelled'

/** The outbox topic of a visit's text. */
export function visitTextTopic(appointmentId: number, kind: string, sequence = 0): string {
  return `text:appointment-${kind}:${appointmentId}:${sequence}`
}

/**
 * A text about a visit, sent only when the customer ticked "Text me" with it and has not
 * answered STOP (sendText checks). Short: the link carries the details.
 */
export function textVisit(appointment: Appointment, kind: VisitText) {
  const { env, manageUrl } = describe(appointment)
  const date = formatLongDate(appointment.appointmentDate)
  const time = formatVisitTime(appointment.appointmentTime, appointment.serviceType)
  const name = env.BUSINESS_NAME
  const body = {
    confirmation: `${name}: your visit is booked for ${date}, ${time}. Details, reschedule or cancel: ${manageUrl} Reply STOP to opt out.`,
    reminder: `${name}: a reminder of your visit tomorrow, ${date}, ${time}. To reschedule: ${manageUrl} Reply STOP to opt out.`,
    moved: `${name}: our office moved your visit to ${date}, ${time}. Details: ${manageUrl} Reply STOP to opt out.`,
    cancelled: `${name}: our office cancelled your visit of ${date}. Questions? Call ${publishedContact().phone}. Reply STOP to opt out.`,
  }[kind]
  const about = {
    confirmation: 'visit booked',
    reminder: 'visit reminder',
    moved: 'visit moved',
    cancelled: 'visit cancelled',
  }[kind]
  const byStaff = kind === 'moved' || kind === 'cancelled'
  return sendText({
    to: appointment.customerPhone,
    body,
    about,
    topic: visitTextTopic(appointment.id, kind, appointment.calendarSequence),
    consentSubject: visitTextSubject(appointment.id),
    // Staff's change made at night waits for the morning; a later change that night replaces it.
    holdAtNight: byStaff,
    supersedes: byStaff
      ? [
          `text:appointment-moved:${appointment.id}:`,
          `text:appointment-cancelled:${appointment.id}:`,
        ]
      : undefined,
  })
}

const JOB_INTERVAL_MS = 5 * 60 * 1000
declare global {
  var __appointmentJob: NodeJS.Timeout | undefined
}

/** Starts the job in the server process: at start, then every 5 minutes (once per process). */
export function startAppointmentJob() {
  if (globalThis.__appointmentJob) return
  const run = () => runAppointmentJob().catch((error) => console.error('[appointments job]', error))
  globalThis.__appointmentJob = setInterval(run, JOB_INTERVAL_MS)
  globalThis.__appointmentJob.unref()
  void run()
}

/**
 * "On my way" from the installer's phone: their first name and the arrival they chose. Sent
 * only with the customer's consent for this visit (sendText checks), never after STOP.
 */
export function textOnMyWay(appointment: Appointment, installerFirstName: string, minutes: number) {
  const name = getEnv().BUSINESS_NAME
  return sendText({
    to: appointment.customerPhone,
    body: `${name}: ${installerFirstName} is on the way to your visit and should arrive in about ${minutes} minutes. Reply STOP to opt out.`,
    about: 'on my way',
    topic: visitTextTopic(appointment.id, 'on-my-way', Date.now()),
    consentSubject: visitTextSubject(appointment.id),
  })
}
