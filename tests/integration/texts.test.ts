/**
 * Texts (issue 43), through the routes with Twilio's API answered by the mock: consent first,
 * STOP / HELP / START on the signed webhook, a forged webhook refused, a refused text tried
 * again, nothing sent without consent, the reminder only in Florida's texting hours, and the
 * installer's "On my way".
 */
import { and, desc, eq } from 'drizzle-orm'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import twilio from 'twilio'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { twilioHandlers, twilioSent } from '#tests/mocks/twilio'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { TEXT_PHONE_MESSAGE } from '~/domain/booking'
import { addCalendarDays, businessDate, businessInstant } from '~/domain/business-time'
import * as wizardRoute from '~/routes/book-appointment'
import * as appointmentsRoute from '~/routes-admin/admin.appointments'
import * as myVisitRoute from '~/routes-admin/admin.my-visits_.$appointmentId'
import * as onMyWayRoute from '~/routes-admin/admin.my-visits_.$appointmentId_.on-my-way'
import * as inboundRoute from '~/routes-api/api.sms.inbound'
import * as statusRoute from '~/routes-api/api.sms.status'
import {
  runAppointmentJob,
  sendDueReminderTexts,
  textVisit,
} from '~/server/booking/appointment-notices.server'
import { getAppointment } from '~/server/booking/appointments.server'
import { db, schema } from '~/server/platform/db.server'
import { retryFailedTexts } from '~/server/sms/texts.server'
import { adminHeaders } from './admin-helpers'
import { bookingFormRequest, offeredDate, seedTemplates, slotAt } from './booking-helpers'

const AUTH_TOKEN = 'test-auth-token-0123456789'
vi.hoisted(() => {
  process.env.TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000000'
  process.env.TWILIO_AUTH_TOKEN = 'test-auth-token-0123456789'
  process.env.TWILIO_FROM_NUMBER = '+19545550199'
})

const server = setupServer(...twilioHandlers)
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' })
  seedTemplates()
})
afterAll(() => server.close())
beforeEach(() => server.resetHandlers())
afterEach(() => vi.useRealTimers())

/** Pins the clock at a Florida date and time (only Date: the mock's timers run). */
function atFlorida(date: string, time: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(businessInstant(date, time)!)
}

const SITE = 'http://localhost:3000'

/** A Twilio webhook post, signed with the test auth token unless `signature` is given. */
function twilioPost(path: string, params: Record<string, string>, signature?: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  const signed =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${SITE}${path}`, params)
      : signature
  if (signed !== null) headers.set('X-Twilio-Signature', signed)
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  })
}

const reply = (from: string, body: string, signature?: string | null) =>
  callRoute(
    inboundRoute,
    twilioPost(
      '/api/sms/inbound',
      { From: from, Body: body, MessageSid: `SM${Date.now()}` },
      signature,
    ),
  )

/**
 * A visit booked through the wizard by customer `n` with phone `phone`, consent as given; each
 * customer on a day of their own, so no slot is full.
 */
async function book(n: number, phone: string, consent: boolean, day = n) {
  const date = offeredDate(day)
  await callRoute(wizardRoute, getRequest(`/book-appointment?service=consultation&date=${date}`))
  const time = '10:00'
  const answer = await callRoute(
    wizardRoute,
    bookingFormRequest(n, slotAt(date, time)!, {
      customerPhone: phone,
      ...(consent ? { textConsent: 'on' } : {}),
    }),
  )
  const visit = db
    .select()
    .from(schema.appointments)
    .where(eq(schema.appointments.customerName, `Customer ${n}`))
    .orderBy(desc(schema.appointments.id))
    .get()
  return { answer, visit }
}

const textsTo = (e164: string) => twilioSent.filter((t) => t.to === e164)
const smsRows = (to: string) =>
  db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.channel, 'sms'), eq(schema.outbox.to, to)))
    .all()

describe('consent first', () => {
  it('texts nothing to a customer who left "Text me" unticked', async () => {
    const { answer, visit } = await book(1, '954-555-0101', false)
    expect(answer.status).toBe(302)
    expect(visit).toBeDefined()
    expect(smsRows('+19545550101')).toEqual([])
    expect(textsTo('+19545550101')).toEqual([])
    // Nor later: the reminder and a staff change ask for consent too.
    expect((await textVisit(visit!, 'moved')).sent).toBe(false)
    expect(textsTo('+19545550101')).toEqual([])
  })

  it('keeps the consent as given (E.164, the wording, the form, the visit) and texts the confirmation', async () => {
    const { visit } = await book(2, '(954) 555-0102', true)
    const consent = db
      .select()
      .from(schema.textConsents)
      .where(eq(schema.textConsents.phone, '+19545550102'))
      .get()
    expect(consent).toMatchObject({ source: 'booking', subject: `appointment:${visit!.id}` })
    expect(consent?.wording).toContain('Msg & data rates may apply')
    expect(consent?.wording).toContain('Reply STOP to opt out, HELP for help')
    const rows = smsRows('+19545550102')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Text: visit booked' })
    expect(textsTo('+19545550102')).toHaveLength(1)
    expect(textsTo('+19545550102')[0].from).toBe('+19545550199')
  })

  it('keeps the Spanish words a customer read on the Spanish booking page, and texts in Spanish', async () => {
    const date = offeredDate(18)
    const page = await callRoute(
      wizardRoute,
      getRequest(`/es/book-appointment?service=consultation&date=${date}`),
    )
    const words = (page.data as { textConsent: { label: string; details: string } }).textConsent
    expect(words.label).toBe('Enviarme mensajes de texto sobre esta visita')
    const answer = await callRoute(
      wizardRoute,
      bookingFormRequest(
        18,
        slotAt(date, '10:00')!,
        { customerPhone: '(954) 555-0131', textConsent: 'on' },
        '/es',
      ),
    )
    expect(answer.status).toBe(302)
    const consent = db
      .select()
      .from(schema.textConsents)
      .where(eq(schema.textConsents.phone, '+19545550131'))
      .get()
    expect(consent?.wording).toBe(`${words.label}. ${words.details}`)
    expect(textsTo('+19545550131')[0]?.body).toContain('Responda STOP')
  })

  it('refuses "Text me" with a number a text cannot reach, saying so on the phone field', async () => {
    const { answer } = await book(3, '123-456-7890', true)
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({ error: { customerPhone: [TEXT_PHONE_MESSAGE] } })
    expect(db.select().from(schema.textConsents).all()).not.toContainEqual(
      expect.objectContaining({ phone: '+11234567890' }),
    )
  })
})

describe('the customer’s keywords', () => {
  it('STOP ends every text at once and is confirmed once; HELP answers; START resumes', async () => {
    const { visit } = await book(4, '954-555-0104', true)
    const phone = '+19545550104'
    expect(textsTo(phone)).toHaveLength(1)

    expect((await reply(phone, 'Stop')).status).toBe(200)
    expect(textsTo(phone)).toHaveLength(2)
    expect(textsTo(phone)[1].body).toMatch(/unsubscribed/)
    // A second STOP (or a variant) is not confirmed again.
    await reply(phone, 'UNSUBSCRIBE')
    expect(textsTo(phone)).toHaveLength(2)
    // Nothing else goes out: the next text is not sent, and not kept as if it might be.
    expect(await textVisit(visit!, 'reminder')).toMatchObject({ sent: false, reason: 'opted-out' })
    expect(textsTo(phone)).toHaveLength(2)

    await reply(phone, 'HELP')
    const help = textsTo(phone)[2].body
    expect(help).toContain('Tri-County Blinds & Shades')
    expect(help).toContain('(954) 555-0123')

    await reply(phone, 'START')
    expect(textsTo(phone)[3].body).toMatch(/resubscribed/)
    expect((await textVisit(visit!, 'reminder')).sent).toBe(true)
    expect(textsTo(phone)).toHaveLength(5)
  })

  it('keeps any other reply on the number’s latest visit and e-mails the office', async () => {
    await book(5, '954-555-0105', true)
    const { visit } = await book(5, '954-555-0105', true, 15)
    await reply('+19545550105', 'Can you come after 3?')
    const kept = db
      .select()
      .from(schema.textReplies)
      .where(eq(schema.textReplies.phone, '+19545550105'))
      .all()
    expect(kept).toMatchObject([{ body: 'Can you come after 3?', appointmentId: visit!.id }])
    const notice = db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.subject, 'A customer answered a text'))
      .get()
    expect(notice?.text).toContain('Can you come after 3?')
    expect(notice?.channel).toBe('email')
  })
})

describe('a forged webhook', () => {
  it('is refused with 403 and changes nothing: wrong signature, none, another URL', async () => {
    const phone = '+19545550106'
    await book(6, '954-555-0106', true)
    for (const signature of [
      'forged-signature',
      null,
      twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${SITE}/elsewhere`, {
        From: phone,
        Body: 'STOP',
      }),
    ]) {
      const answer = await callRoute(
        inboundRoute,
        twilioPost('/api/sms/inbound', { From: phone, Body: 'STOP' }, signature),
      )
      expect(answer.status).toBe(403)
    }
    // Signed with another account's token.
    const other = twilio.getExpectedTwilioSignature('another-token', `${SITE}/api/sms/inbound`, {
      From: phone,
      Body: 'STOP',
    })
    expect(
      (
        await callRoute(
          inboundRoute,
          twilioPost('/api/sms/inbound', { From: phone, Body: 'STOP' }, other),
        )
      ).status,
    ).toBe(403)
    expect(
      db.select().from(schema.textOptOuts).where(eq(schema.textOptOuts.phone, phone)).get(),
    ).toBeUndefined()
    const status = await callRoute(
      statusRoute,
      twilioPost('/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }, 'forged'),
    )
    expect(status.status).toBe(403)
  })

  it('a signed status callback notes what became of the text', async () => {
    await book(7, '954-555-0107', true)
    const [row] = smsRows('+19545550107')
    const answer = await callRoute(
      statusRoute,
      twilioPost('/api/sms/status', { MessageSid: row.providerId!, MessageStatus: 'delivered' }),
    )
    expect(answer.status).toBe(204)
    expect(smsRows('+19545550107')[0].deliveryStatus).toBe('delivered')
  })
})

describe('a text Twilio refused', () => {
  it('is kept as not sent and tried again by the job', async () => {
    server.use(
      http.post(
        'https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json',
        () =>
          HttpResponse.json(
            { code: 20500, message: 'Internal error', status: 500 },
            { status: 500 },
          ),
        { once: true },
      ),
    )
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await book(8, '954-555-0108', true)
    expect(smsRows('+19545550108')).toMatchObject([
      { status: 'failed', reason: 'sms-failed', attempts: 1 },
    ])
    expect(await retryFailedTexts()).toBe(1)
    expect(smsRows('+19545550108')).toMatchObject([{ status: 'sent', attempts: 2 }])
    expect(textsTo('+19545550108')).toHaveLength(1)
  })
})

describe('the day-before reminder text', () => {
  it('goes on the day before, in texting hours, once; never at night', async () => {
    const { visit } = await book(9, '954-555-0109', true)
    const dayBefore = addCalendarDays(visit!.appointmentDate, -1)
    const at = (time: string) => businessInstant(dayBefore, time)!
    const reminders = () =>
      smsRows('+19545550109').filter((r) => r.subject === 'Text: visit reminder')
    // Other visits of this file may be due too: only this customer's texts are counted.
    await sendDueReminderTexts(at('07:30'))
    await sendDueReminderTexts(at('20:30'))
    await sendDueReminderTexts(businessInstant(addCalendarDays(dayBefore, -1), '12:00')!)
    expect(reminders()).toHaveLength(0)
    await sendDueReminderTexts(at('10:00'))
    expect(reminders()).toHaveLength(1)
    await sendDueReminderTexts(at('11:00'))
    expect(reminders()).toHaveLength(1)
    expect(getAppointment(visit!.id)?.textReminderSentAt).not.toBeNull()
  })
})

describe('"On my way"', () => {
  it('texts the installer’s first name and the arrival they chose, only for their own visit with consent', async () => {
    const ana = adminHeaders('ana-installer', 'installer')
    const sam = adminHeaders('sam-installer', 'installer')
    const anaId = db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, 'ana-installer'))
      .get()!.id
    db.update(schema.adminUsers)
      .set({ displayName: 'Ana Lopez' })
      .where(eq(schema.adminUsers.id, anaId))
      .run()
    const { visit } = await book(10, '954-555-0110', true)
    const { visit: noConsent } = await book(11, '954-555-0111', false)
    for (const v of [visit!, noConsent!])
      db.update(schema.appointments)
        .set({ assignedAdminId: anaId })
        .where(eq(schema.appointments.id, v.id))
        .run()

    const page = await callRoute(myVisitRoute, getRequest(`/admin/my-visits/${visit!.id}`, ana), {
      appointmentId: String(visit!.id),
    })
    expect(page.data).toMatchObject({ visit: { mayText: true } })

    const tap = (headers: HeadersInit, id: number, minutes: string) =>
      callRoute(
        onMyWayRoute,
        formRequest(`/admin/my-visits/${id}/on-my-way`, { minutes }, { headers }),
        { appointmentId: String(id) },
      )
    expect((await tap(sam, visit!.id, '30')).status).toBe(404)
    expect(textsTo('+19545550110')).toHaveLength(1)

    expect((await tap(ana, visit!.id, '30')).status).toBe(302)
    const last = textsTo('+19545550110').at(-1)!
    expect(last.body).toContain('Ana is on the way')
    expect(last.body).toContain('about 30 minutes')
    expect(last.body).not.toContain('Lopez')

    const refused = await tap(ana, noConsent!.id, '15')
    expect(refused.status).toBe(302)
    expect(textsTo('+19545550111')).toEqual([])
    expect(smsRows('+19545550111')).toEqual([])
  })
})

describe('a visit cancelled by staff', () => {
  it('is texted to a customer who consented, and to no one else', async () => {
    atFlorida(businessDate(), '12:00')
    const owner = adminHeaders()
    const { visit } = await book(12, '954-555-0112', true)
    const { visit: quiet } = await book(13, '954-555-0113', false)
    for (const v of [visit!, quiet!]) {
      const answer = await callRoute(
        appointmentsRoute,
        formRequest(
          `/admin/appointments?date=${v.appointmentDate}`,
          { intent: 'cancel-visit', id: String(v.id), reason: 'Our installer is ill' },
          { headers: owner },
        ),
      )
      expect(answer.status).toBe(302)
    }
    expect(smsRows('+19545550112').map((r) => r.subject)).toEqual([
      'Text: visit booked',
      'Text: visit cancelled',
    ])
    expect(textsTo('+19545550112').at(-1)?.body).toContain('cancelled your visit')
    expect(smsRows('+19545550113')).toEqual([])
  })
})

describe('a staff change made at night', () => {
  const staffPost = (fields: Record<string, string>, date: string) =>
    callRoute(
      appointmentsRoute,
      formRequest(`/admin/appointments?date=${date}`, fields, { headers: adminHeaders() }),
    )

  it('is held in the outbox and leaves at 9 AM Florida time; moved then cancelled the same night, only the cancellation goes', async () => {
    const today = businessDate()
    const tomorrow = addCalendarDays(today, 1)
    atFlorida(today, '12:00')
    const { visit } = await book(15, '954-555-0115', true)
    atFlorida(today, '22:30')
    const moved = await staffPost(
      { intent: 'move-visit', id: String(visit!.id), date: offeredDate(16), time: '10:00' },
      visit!.appointmentDate,
    )
    expect(moved.status).toBe(302)
    const cancelled = await staffPost(
      { intent: 'cancel-visit', id: String(visit!.id), reason: 'The customer called to cancel' },
      offeredDate(16),
    )
    expect(cancelled.status).toBe(302)
    // Nothing left for the phone at night: only the confirmation of the afternoon.
    expect(textsTo('+19545550115').map((t) => t.body)).toEqual([
      expect.stringContaining('your visit is booked'),
    ])
    const held = smsRows('+19545550115').filter((r) => r.status !== 'sent')
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({
      subject: 'Text: visit cancelled',
      reason: 'sms-held',
      notBefore: businessInstant(tomorrow, '09:00'),
    })

    atFlorida(tomorrow, '08:55')
    await runAppointmentJob()
    expect(textsTo('+19545550115')).toHaveLength(1)
    atFlorida(tomorrow, '09:00')
    await runAppointmentJob()
    expect(textsTo('+19545550115').at(-1)?.body).toContain('cancelled your visit')
    expect(textsTo('+19545550115')).toHaveLength(2)
    expect(smsRows('+19545550115').find((r) => r.id === held[0].id)).toMatchObject({
      status: 'sent',
      reason: null,
    })
    // Once: the next run sends nothing more.
    atFlorida(tomorrow, '09:05')
    await runAppointmentJob()
    expect(textsTo('+19545550115')).toHaveLength(2)
  })

  it('is not sent in the morning to a number that answered STOP overnight', async () => {
    const today = businessDate()
    atFlorida(today, '12:00')
    const { visit } = await book(17, '954-555-0117', true)
    atFlorida(today, '23:00')
    await staffPost(
      { intent: 'cancel-visit', id: String(visit!.id), reason: 'Our installer is ill' },
      visit!.appointmentDate,
    )
    expect((await reply('+19545550117', 'STOP')).status).toBe(200)
    atFlorida(addCalendarDays(today, 1), '09:00')
    await runAppointmentJob()
    expect(textsTo('+19545550117').map((t) => t.body)).toEqual([
      expect.stringContaining('your visit is booked'),
      expect.stringContaining('unsubscribed'),
    ])
    const row = smsRows('+19545550117').find((r) => r.subject === 'Text: visit cancelled')
    expect(row).toMatchObject({ status: 'failed', error: 'The customer answered STOP' })
  })
})

describe('a webhook whose write fails', () => {
  it('answers 503 with empty TwiML, never a stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const write = vi.spyOn(db, 'insert').mockImplementation(() => {
      throw new Error('SQLITE_BUSY: database is locked')
    })
    try {
      const answer = await reply('+19545550118', 'Is 3 PM fine?')
      expect(answer.status).toBe(503)
      expect(answer.headers.get('Content-Type')).toContain('text/xml')
      expect(answer.headers.get('Retry-After')).toBeTruthy()
      const body = await answer.response!.text()
      expect(body).toContain('<Response></Response>')
      expect(body).not.toMatch(/SQLITE|at .*\.ts/)
      vi.spyOn(db, 'update').mockImplementationOnce(() => {
        throw new Error('SQLITE_BUSY: database is locked')
      })
      const status = await callRoute(
        statusRoute,
        twilioPost('/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }),
      )
      expect(status.status).toBe(503)
      // The log names the failure, never the number or the words.
      expect(errors).toHaveBeenCalled()
      expect(JSON.stringify(errors.mock.calls)).not.toContain('5550118')
    } finally {
      write.mockRestore()
      vi.restoreAllMocks()
    }
  })
})
