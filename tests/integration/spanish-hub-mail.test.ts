// Issue 41: the "Find my orders" e-mail goes in the language of the page it was asked from,
// with the link at that language's address; asked from the English page it is unchanged.
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as findPage from '~/routes/find-my-orders'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

let counter = 0
async function askFrom(path: string) {
  counter++
  const email = `hub-mail-${counter}-${Date.now()}@example.com`
  db.insert(schema.orders)
    .values({
      kind: 'order',
      status: 'paid',
      stage: 'paid',
      customerName: 'Ana Flores',
      customerEmail: email,
      customerPhone: '(305) 555-0100',
      subtotalCents: 10_000,
      installationCents: 0,
      taxCents: 700,
      totalCents: 10_700,
      paidAt: new Date(),
    })
    .run()
  const headers = { 'X-Visitor-Ip': `198.51.100.${counter}` }
  await callRoute(findPage, formRequest(path, { email }, { headers }))
  // The e-mail is sent without being waited for.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const mail = db
    .select()
    .from(schema.outbox)
    .all()
    .filter((m) => m.to === email && m.topic === 'find-my-orders')
  expect(mail).toHaveLength(1)
  return mail[0]
}

describe('the "Find my orders" e-mail in the page’s language', () => {
  it.each([
    {
      path: '/es/find-my-orders',
      subject: /^Sus pedidos con .+: su enlace privado$/,
      body: [
        'Hola. Aquí tiene el enlace privado que pidió',
        '(presupuestos, pedidos, visitas y pagos)',
        'Ver mis pedidos',
        'Funciona una sola vez',
        '¿No lo pidió? Puede ignorar este correo.',
      ],
      link: /https?:\/\/[^\s"]+\/es\/find-my-orders\/[A-Za-z0-9_-]+/,
      absent: [
        'Hello',
        'here is the private link',
        'See my orders',
        'It works once',
        'Did not ask',
      ],
    },
    {
      path: '/find-my-orders',
      subject: /^Your orders with .+: your private link$/,
      body: [
        'Hello, here is the private link you asked for: everything you have with',
        '(estimates, orders, visits and payments) on one page.',
        'See my orders',
        'It works once, within',
        'Did not ask for it? You can ignore this e-mail.',
      ],
      link: /https?:\/\/[^\s"/]+(:\d+)?\/find-my-orders\/[A-Za-z0-9_-]+/,
      absent: ['/es/', 'Hola'],
    },
  ])('asked from $path', async (c) => {
    const mail = await askFrom(c.path)
    expect(mail.subject).toMatch(c.subject)
    for (const words of c.body) expect(mail.text).toContain(words)
    expect(mail.text).toMatch(c.link)
    for (const words of c.absent) expect(mail.text).not.toContain(words)
  })
})
