// Issue 41: the saved-design e-mail goes in the language of the configurator page it was sent
// from, with es-US money and the link to the /es configurator; from the English page, unchanged.
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, routeArgs } from '#tests/setup/requests'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'

beforeAll(async () => {
  await seed(db)
})

function swatchId(name: string): number {
  const row = db.$client
    .prepare('SELECT id FROM fabric_swatches WHERE fabric_name = ?')
    .get(name) as { id: number }
  return row.id
}

let counter = 0
async function emailFrom(path: string) {
  counter++
  const to = `design-${counter}-${Date.now()}@example.com`
  const { action } = await import('~/routes/shop.zebra-shades')
  const fields = {
    widthWhole: '48',
    widthFraction: '0',
    heightWhole: '72',
    heightFraction: '0',
    mountType: 'inside',
    operationType: 'manual',
    controlSide: 'right',
    option: ['installation'],
    quantity: '1',
    intent: 'email',
    fabricId: String(swatchId('Classic White Zebra')),
    room: 'Den',
    designEmail: to,
  }
  const headers = { 'X-Visitor-Ip': `192.0.2.${counter}` }
  await action(routeArgs(formRequest(path, fields, { headers })) as never)
  const mails = db
    .select()
    .from(schema.outbox)
    .all()
    .filter((m) => m.to === to)
  expect(mails).toHaveLength(1)
  return mails[0]
}

describe('the saved-design e-mail in the page’s language', () => {
  it.each([
    {
      path: '/es/shop/zebra-shades',
      subject: 'Su diseño de persianas zebra',
      body: [
        'Aquí tiene el diseño de persianas zebra que guardó.',
        'Producto: Persianas zebra',
        'Tela: Classic White Zebra',
        'Habitación: Den',
        'Precio por unidad: $223.99',
        'Instalación profesional: $40.00',
        'Total antes de impuestos: $263.99',
        'Los precios son los de hoy.',
      ],
      link: /Abrir su diseño: http\S+\/es\/shop\/zebra-shades\?\S*room=Den/,
      absent: ['Here is', 'Price per item', 'All-in before tax', 'Sales tax', 'Open your design'],
    },
    {
      path: '/shop/zebra-shades',
      subject: 'Your Zebra Shades design',
      body: [
        'Here is the zebra shades design you saved. Open the link to see it again, change it or add it to your cart.',
        'Product: Zebra Shades',
        'Price per item: $223.99',
        'Professional installation: $40.00',
        'All-in before tax: $263.99',
        'Sales tax is added in the cart. Prices are those of today.',
      ],
      link: /Open your design: http\S+\/shop\/zebra-shades\?\S*room=Den/,
      absent: ['/es/', 'Aquí'],
    },
  ])('sent from $path', async (c) => {
    const mail = await emailFrom(c.path)
    expect(mail.subject).toBe(c.subject)
    for (const words of c.body) expect(mail.text).toContain(words)
    expect(mail.text).toMatch(c.link)
    for (const words of c.absent) expect(mail.text).not.toContain(words)
  })
})
