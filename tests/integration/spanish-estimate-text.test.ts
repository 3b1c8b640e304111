// Issue 41: the "your estimate is ready" text goes in the estimate's language (estimates.language),
// with its page at the /es address; an English estimate's text is unchanged.
import { and, eq } from 'drizzle-orm'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { twilioHandlers } from '#tests/mocks/twilio'
import { estimateTextSubject } from '~/domain/texts'
import { getEstimate } from '~/server/estimates/estimates.server'
import { db, schema } from '~/server/platform/db.server'
import { recordTextConsent } from '~/server/sms/consents.server'
import { estimateTextTopic, textEstimateLink } from '~/server/sms/order-texts.server'
import { seed } from '../../db/seed'
import { acceptedEstimate } from './job-helpers'

vi.hoisted(() => {
  process.env.TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000000'
  process.env.TWILIO_AUTH_TOKEN = 'test-auth-token-0123456789'
  process.env.TWILIO_FROM_NUMBER = '+19545550199'
})

const server = setupServer(...twilioHandlers)
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' })
  await seed(db)
})
afterAll(() => server.close())
// Noon in Florida: texts leave at once.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-02T12:00:00-05:00'))
})
afterEach(() => vi.useRealTimers())

let counter = 600
async function estimateText(language: 'en' | 'es', version: number) {
  counter++
  const phone = `(305) 555-0${counter}`
  const { id } = await acceptedEstimate({ accepted: false })
  db.update(schema.estimates).set({ language }).where(eq(schema.estimates.id, id)).run()
  const estimate = getEstimate(id)!
  expect(
    recordTextConsent({
      phone,
      wording: 'Text me about this estimate.',
      source: 'test',
      subject: estimateTextSubject(id),
    }),
  ).toBe(true)
  await textEstimateLink({ ...estimate, version }, phone)
  const texts = db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.channel, 'sms'), eq(schema.outbox.topic, estimateTextTopic(id))))
    .all()
  expect(texts).toHaveLength(1)
  return { estimate, text: texts[0].text }
}

describe('the estimate-ready text in the estimate’s language', () => {
  it.each([
    { version: 1, es: 'su presupuesto' },
    { version: 2, es: 'su presupuesto revisado' },
  ])('Spanish estimate, version $version', async (c) => {
    const { estimate, text } = await estimateText('es', c.version)
    expect(text).toContain(
      `: ${c.es} ${estimate.reference} está listo. Puede verlo, elegir sus opciones y aceptarlo`,
    )
    expect(text).toContain(`/es/estimates/${estimate.token}`)
    expect(text).toMatch(/Responda STOP para no recibir más mensajes\.$/)
    for (const english of ['your', 'is ready', 'Reply STOP']) expect(text).not.toContain(english)
  })

  it.each([
    { version: 1, en: 'your estimate' },
    { version: 2, en: 'your revised estimate' },
  ])('English estimate stays English, version $version', async (c) => {
    const { estimate, text } = await estimateText('en', c.version)
    expect(text).toContain(
      `: ${c.en} ${estimate.reference} is ready. See it, choose and accept (private link): `,
    )
    expect(text).toContain(`/estimates/${estimate.token} Reply STOP to opt out.`)
    expect(text).not.toContain('/es/')
  })
})
