/**
 * Issue 41: what the site sends about an estimate goes in the estimate's stored language: the
 * estimate's e-mail, its reminders and the customer's confirmation of an acceptance, with the
 * link to the Spanish page (/es/estimates/...). English is as it was; staff's notice stays English.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays, businessDate } from '~/domain/business-time'
import { sendAcceptanceMail } from '~/server/estimates/estimate-answer-mail.server'
import type { AcceptanceRecord } from '~/server/estimates/estimate-answers.server'
import { sendEstimateMail } from '~/server/estimates/estimate-mail.server'
import { sendDueEstimateReminders } from '~/server/estimates/estimate-reminders.server'
import { getEstimate } from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

const DAY = 24 * 60 * 60 * 1000
let made = 0

function estimateIn(language: 'en' | 'es', now = new Date(), sentDaysAgo = 0) {
  made += 1
  const row = db
    .insert(schema.estimates)
    .values({
      token: `langmail${language}${made}`.padEnd(32, 'l'),
      customerName: language === 'es' ? 'Marisol Pérez' : 'Jane Doe',
      customerEmail: `lang${made}-${language}@example.com`,
      status: 'sent',
      language,
      expiresOn: addCalendarDays(businessDate(now), 20),
      sentAt: new Date(now.getTime() - sentDaysAgo * DAY),
      createdByName: 'office',
    })
    .returning()
    .get()
  const view = getEstimate(row.id)
  if (!view) throw new Error('no estimate')
  return view
}

function mailsTo(email: string) {
  return db
    .select()
    .from(schema.outbox)
    .all()
    .filter((m) => m.to === email)
}

/** English sentences the Spanish mails must not carry. */
const ENGLISH = [
  /Your estimate/,
  /Hello /,
  /Valid until/,
  /Deposit to start/,
  /private link/,
  /Keep this link/,
  /reminder/i,
  /You accepted/,
  /Signed by/,
  /Thank you/,
]

function expectNoEnglish(text: string) {
  for (const sentence of ENGLISH) expect(text).not.toMatch(sentence)
}

const record = (at: Date): AcceptanceRecord => ({
  signedName: 'Marisol Pérez',
  signatureSrc: null,
  acceptedAt: at,
  version: 1,
  ipAddress: '127.0.0.1',
  userAgent: 'test',
  consentText: '',
  snapshotHash: '',
  intact: true,
  totalCents: 123456,
  depositCents: 61728,
})

describe('the estimate e-mail', () => {
  it('goes in Spanish, with the /es link, to a Spanish customer', async () => {
    const estimate = estimateIn('es')
    await sendEstimateMail(estimate, 'office')
    const [mail] = mailsTo(estimate.customer.email)
    expect(mail.subject).toMatch(new RegExp(`^Su presupuesto ${estimate.reference} de `))
    expect(mail.text).toContain('Hola, Marisol Pérez: aquí tiene su presupuesto')
    expect(mail.text).toContain('Válido hasta')
    expect(mail.text).toContain('Depósito para empezar')
    expect(mail.text).toContain(`/es/estimates/${estimate.token}`)
    expect(mail.text).toContain('No comparta este enlace')
    expect(mail.text).toMatch(/\d+ de [a-z]+ de \d{4}/)
    expectNoEnglish(`${mail.subject}\n${mail.text}\n${mail.html}`)
  })

  it('is unchanged in English', async () => {
    const estimate = estimateIn('en')
    await sendEstimateMail(estimate, 'office')
    const [mail] = mailsTo(estimate.customer.email)
    expect(mail.subject).toMatch(new RegExp(`^Your estimate ${estimate.reference} from `))
    expect(mail.text).toContain(
      `Hello Jane Doe, here is your estimate ${estimate.reference}, as we discussed at your home.`,
    )
    expect(mail.text).toContain('Keep this link to yourself: anyone with it can see the estimate.')
    expect(mail.text).not.toContain('/es/')
  })
})

describe('the reminder', () => {
  it('goes in each estimate’s language', async () => {
    const now = new Date()
    // Only these two are waiting: every other sent estimate of this file is answered.
    for (const row of db.select().from(schema.estimates).all()) {
      db.update(schema.estimates)
        .set({ status: 'accepted' })
        .where(eq(schema.estimates.id, row.id))
        .run()
    }
    const spanish = estimateIn('es', now, 4)
    const english = estimateIn('en', now, 4)
    expect(await sendDueEstimateReminders(now)).toBe(2)

    const [es] = mailsTo(spanish.customer.email)
    expect(es.subject).toMatch(new RegExp(`^Recordatorio: su presupuesto ${spanish.reference} de `))
    expect(es.text).toContain('está esperando su respuesta')
    expect(es.text).toContain('llámenos al')
    expect(es.text).toContain(`/es/estimates/${spanish.token}`)
    expectNoEnglish(`${es.subject}\n${es.text}\n${es.html}`)

    const [en] = mailsTo(english.customer.email)
    expect(en.subject).toMatch(new RegExp(`^A reminder: your estimate ${english.reference} from `))
    expect(en.text).toContain('is waiting for your answer.')
    expect(en.text).not.toContain('/es/')
  })
})

describe('the confirmation of an acceptance', () => {
  it('goes to a Spanish customer in Spanish; staff’s notice stays English', async () => {
    const estimate = estimateIn('es')
    await sendAcceptanceMail(estimate, record(new Date('2026-12-08T15:00:00Z')))
    const [mail] = mailsTo(estimate.customer.email)
    expect(mail.subject).toBe(`Usted aceptó el presupuesto ${estimate.reference}`)
    // The time as Spanish writes it (the space inside 'a. m.' does not break).
    expect(mail.text).toMatch(
      new RegExp(
        `Gracias, Marisol Pérez\\. El 8 de diciembre de 2026, 10:00\\sa\\.\\sm\\., usted aceptó el presupuesto ${estimate.reference}\\.`,
      ),
    )
    expect(mail.text).toContain('Firmado por')
    expect(mail.text).toContain(`/es/estimates/${estimate.token}`)
    expectNoEnglish(`${mail.subject}\n${mail.text}\n${mail.html}`)

    const notice = db
      .select()
      .from(schema.outbox)
      .all()
      .find((m) => m.subject === `Estimate ${estimate.reference} accepted by Marisol Pérez`)
    expect(notice?.text).toContain('accepted estimate')
  })

  it('is unchanged in English', async () => {
    const estimate = estimateIn('en')
    await sendAcceptanceMail(estimate, record(new Date('2026-12-08T15:00:00Z')))
    const [mail] = mailsTo(estimate.customer.email)
    expect(mail.subject).toBe(`You accepted estimate ${estimate.reference}`)
    expect(mail.text).toContain(
      `Thank you, Jane Doe. You accepted estimate ${estimate.reference} on Dec 8, 2026, 10:00 AM.`,
    )
    expect(mail.text).toContain('See what you accepted and pay the deposit (private link)')
  })
})
