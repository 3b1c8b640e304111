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
import { pathInLocale } from '~/domain/locale'
import { NEW_APPOINTMENT_LINK_DAYS } from '~/domain/private-links'
import { reminderTextDue, visitTextSubject } from '~/domain/texts'
import { publishedContact } from '../content/business-settings.server'
import { getEnv } from '../platform/env.server'
import { serverT } from '../platform/i18n.server'
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

/** The words of the customer's e-mails about a visit, in the visit's language (issue 41). */
function describe(appointment: Appointment) {
  const env = getEnv()
  const language = appointment.language
  const { t } = serverT(language)
  const service = {
    ...BOOKING_SERVICES[appointment.serviceType],
    name: t(`email.visit.serviceName.${appointment.serviceType}`),
  }
  const manageUrl = `${env.SITE_URL}${pathInLocale(appointmentLinks(appointment).manageUrl, language)}`
  const date = formatLongDate(appointment.appointmentDate, language)
  const when = t('email.visit.when', {
    date,
    time: formatVisitTime(appointment.appointmentTime, appointment.serviceType, language),
  })
  const lines: [string, string][] = [
    // The customer's reference, never the sequential id (it would tell how many visits we book).
    ...(appointment.reference
      ? [[t('email.visit.line.reference'), appointment.reference] as [string, string]]
      : []),
    [
      t('email.visit.line.service'),
      t('email.visit.service', { name: service.name, minutes: service.durationMinutes }),
    ],
    [t('email.visit.line.when'), when],
    [t('email.visit.line.address'), appointment.customerAddress],
  ]
  return { env, t, language, date, service, manageUrl, when, lines }
}

/** The staff notice's words: English, whatever the customer's language. */
function describeForStaff(appointment: Appointment) {
  return describe({ ...appointment, language: 'en' })
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
    { t: serverT(appointment.language).t, locale: appointment.language },
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
  const { service, when, lines } = describeForStaff(appointment)
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
  const { env, t, date, service, manageUrl, lines } = describe(appointment)
  const who = { name: appointment.customerName, business: env.BUSINESS_NAME }
  await sendMail({
    to: appointment.customerEmail,
    subject: t('email.visit.confirmed.subject', { service: service.name, date }),
    ...mailContent({
      language: appointment.language,
      intro: byStaff
        ? t('email.visit.confirmed.introByStaff', who)
        : t('email.visit.confirmed.intro', who),
      lines,
      link: { label: t('email.visit.manageLink'), url: manageUrl },
      paragraphs: [
        t('email.visit.confirmed.calendar'),
        t('email.visit.confirmed.remind', {
          hours: REMINDER_HOURS_BEFORE,
          phone: publishedContact().phone,
        }),
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
  const { t, service, manageUrl, lines } = describe(appointment)
  const moved = change === 'rescheduled'
  const name = appointment.customerName
  if (canEmailCustomer(appointment))
    await sendMail({
      to: appointment.customerEmail,
      subject: moved
        ? t('email.visit.moved.subject', { service: service.name })
        : t('email.visit.cancelled.subject', { service: service.name }),
      ...mailContent({
        language: appointment.language,
        intro: moved
          ? t('email.visit.moved.intro', { name })
          : t('email.visit.cancelled.intro', { name }),
        lines,
        link: moved ? { label: t('email.visit.manageLink'), url: manageUrl } : undefined,
        paragraphs: [moved ? t('email.visit.moved.calendar') : t('email.visit.cancelled.calendar')],
      }),
      attachments: [calendarAttachment(appointment, manageUrl)],
    })
  const staff = describeForStaff(appointment)
  await notifyStaff({
    subject: `Appointment ${change}: ${appointment.customerName}`,
    intro: `${appointment.customerName} ${change} an appointment through their private link.`,
    lines: staffLines(appointment, staff.lines),
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
  const { t, date, service, manageUrl, lines } = describe(appointment)
  if (change !== 'confirmed') await textVisit(appointment, change)
  if (!canEmailCustomer(appointment)) return
  const subject = t(`email.visit.office.${change}.subject`, { service: service.name, date })
  const intro = t(`email.visit.office.${change}.intro`, { name: appointment.customerName })
  const said = reason?.trim()
  const saidLabel = t(change === 'cancelled' ? 'email.visit.line.reason' : 'email.visit.line.note')
  await sendMail({
    to: appointment.customerEmail,
    subject,
    ...mailContent({
      language: appointment.language,
      intro,
      lines: said ? [...lines, [saidLabel, said]] : lines,
      link:
        change === 'cancelled'
          ? { label: t('email.visit.seeLink'), url: manageUrl }
          : { label: t('email.visit.manageLink'), url: manageUrl },
      paragraphs: [
        change === 'confirmed'
          ? t('email.visit.office.confirmed.closing')
          : t(`email.visit.office.${change}.calendar`),
        t('email.visit.questions', { phone: publishedContact().phone }),
      ],
    }),
    attachments: change === 'confirmed' ? undefined : [calendarAttachment(appointment, manageUrl)],
    topic: staffChangeTopic(appointment.id, change, appointment.calendarSequence),
  })
}

/** "Send me a new link": the appointment's private link again, opening from now. */
export function sendNewAppointmentLink(appointment: Appointment, now: Date = new Date()) {
  const language = appointment.language
  const { t } = serverT(language)
  const date = formatLongDate(appointment.appointmentDate, language)
  return sendNewLinkMail({
    to: appointment.customerEmail,
    name: appointment.customerName,
    what: appointment.reference
      ? t('email.newLink.appointment', { reference: appointment.reference, date })
      : t('email.newLink.appointmentNoReference', { date }),
    path: appointmentLinks(appointment, now).manageUrl,
    days: NEW_APPOINTMENT_LINK_DAYS,
    language,
  })
}

async function sendReminder(appointment: Appointment) {
  const { env, t, service, manageUrl, lines } = describe(appointment)
  if (!canEmailCustomer(appointment)) return
  await sendMail({
    to: appointment.customerEmail,
    subject: t('email.visit.reminder.subject', { service: service.name }),
    ...mailContent({
      language: appointment.language,
      intro: t('email.visit.reminder.intro', {
        name: appointment.customerName,
        business: env.BUSINESS_NAME,
      }),
      lines,
      link: { label: t('email.visit.reminder.link'), url: manageUrl },
      paragraphs: [t('email.visit.questions', { phone: publishedContact().phone })],
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
  const { env, t, language, date, manageUrl } = describe(appointment)
  const time = formatVisitTime(appointment.appointmentTime, appointment.serviceType, language)
  const body = t(`texts.visit.${kind}`, {
    business: env.BUSINESS_NAME,
    date,
    time,
    url: manageUrl,
    phone: publishedContact().phone,
  })
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
