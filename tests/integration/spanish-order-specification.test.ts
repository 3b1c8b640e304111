/**
 * An order line's specification in the customer's language (issue 41): the checkout, the order
 * page, the customer's e-mails and Stripe's page say a Spanish order's lines in Spanish ("Tela",
 * "Montaje interior", "Precio por unidad"); staff, the work order and the installer keep the
 * English, word for word what it was.
 */
import { desc, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobSpecificationRows } from '~/domain/installed-job'
import {
  ENGLISH_SPEC_WORDS,
  type SpecifiableLine,
  type StoredOrderLine,
  specifyLine,
  withoutPrices,
} from '~/domain/order-specification'
import { getOrderView } from '~/server/orders/customer-view.server'
import { sendOrderEmails } from '~/server/orders/order-mail.server'
import {
  englishCatalogSpecWords,
  jobWordsFor,
  specWordsFor,
} from '~/server/orders/spec-words.server'
import { db, schema } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { mailTo } from './order-helpers'

beforeAll(async () => {
  await seed(db)
})

const ZEBRA: SpecifiableLine = {
  kind: 'product',
  productType: 'zebra',
  productName: 'Zebra Shades',
  fabricName: 'Espresso Zebra',
  widthEighths: 36 * 8 + 4,
  heightEighths: 60 * 8,
  mountType: 'inside',
  operationType: 'manual',
  controlSide: 'left',
  optionCodes: ['cassette_4', 'installation'],
  unitPriceCents: 20_000,
  quantity: 2,
  installationCents: 6_000,
  lineTotalCents: 40_000,
  roomLabel: 'Sala',
}
const FACTS = {
  fabric: { color: 'Espresso', priceGroup: '2' },
  options: [{ code: 'cassette_4', name: '4" Cassette Valance', priceCents: 2_500 }],
}
const SAMPLE: SpecifiableLine = {
  ...ZEBRA,
  kind: 'sample',
  productName: 'Fabric sample: Roller Shades',
  widthEighths: 0,
  heightEighths: 0,
  optionCodes: [],
  unitPriceCents: 0,
  quantity: 1,
  installationCents: 0,
  lineTotalCents: 0,
}
const HARDWARE: SpecifiableLine = {
  kind: 'hardware',
  productName: 'Smart Home Hub',
  quantity: 1,
  unitPriceCents: 12_999,
  hardwareKind: 'accessory',
}

// English words of a specification that a Spanish one must not show.
const ENGLISH = [
  'Fabric',
  'Size (width',
  'Inside mount',
  'Operation',
  'Control side',
  'Unit price',
  'Line total',
  'Professional installation',
  'with installation',
  'Zebra Shades',
  'Quantity',
  'Room:',
  'each',
  'chart',
]

describe('the words of a specification', () => {
  it("in English are the domain's own, and the English catalog says exactly the same", () => {
    expect(specWordsFor('en')).toBe(ENGLISH_SPEC_WORDS)
    for (const line of [ZEBRA, SAMPLE, HARDWARE]) {
      expect(specifyLine(line, FACTS, englishCatalogSpecWords())).toEqual(specifyLine(line, FACTS))
    }
  })

  it('in Spanish: every label and value, the names, the one-line summary', () => {
    const spec = specifyLine(ZEBRA, FACTS, specWordsFor('es'))
    expect(spec.title).toBe('Persianas zebra')
    expect(spec.rows.map((r) => [r.label, r.value])).toEqual([
      ['Producto', 'Persianas zebra'],
      ['Tela', 'Espresso Zebra, color Espresso, tabla 2'],
      ['Medida (ancho x alto)', '36 1/2" x 60"'],
      ['Montaje', 'Montaje interior'],
      ['Operación', 'Manual'],
      ['Lado del control', 'Izquierdo'],
      ['Opción', expect.stringMatching(/^.+, \$25\.00 c\/u$/)],
      ['Habitación', 'Sala'],
      ['Cantidad', '2'],
      ['Precio por unidad', '$200.00'],
      ['Instalación', 'Instalación profesional, $60.00'],
      ['Total de la línea', '$460.00 con instalación'],
    ])
    expect(spec.summary).toContain('control izquierdo')
    expect(spec.summary).toContain('Con instalación · Habitación: Sala')
    for (const words of ENGLISH) expect(`${spec.text}\n${spec.summary}`).not.toContain(words)
    expect(specifyLine(SAMPLE, FACTS, specWordsFor('es')).text).toContain(
      'Producto: Muestra de tela gratis (Cortinas enrollables)\n',
    )
    expect(specifyLine(HARDWARE, {}, specWordsFor('es')).rows[0].value).toMatch(/\(accesorio\)$/)
  })

  it("the installer's view drops the prices whatever the words, and stays English", () => {
    const view = withoutPrices(specifyLine(ZEBRA, FACTS))
    expect(view.text).toContain('Installation: Professional installation')
    expect(view.text).not.toContain('$')
    expect(
      withoutPrices(specifyLine({ ...ZEBRA, optionCodes: [], installationCents: 0 }, FACTS)).text,
    ).toContain('Installation: Not included')
  })

  it("an installed job's rows: the fixed words in Spanish, the salesperson's as written", () => {
    const spec = {
      estimateReference: 'E-1',
      estimateVersion: 1,
      rooms: [
        {
          name: 'Sala',
          windows: [
            {
              heading: 'Window 1: Junto al sofá',
              size: '48" x 72"',
              mount: 'Inside mount',
              notes: null,
              lines: [
                {
                  title: 'Contraventanas',
                  details: null,
                  inclusion: 'Optional',
                  quantity: 1,
                  unitPriceCents: 100_000,
                  installationCents: 0,
                  discountCents: 0,
                  netCents: 100_000,
                },
              ],
            },
          ],
          lines: [],
        },
      ],
      totals: { subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0, depositCents: 0 },
    } as unknown as Parameters<typeof jobSpecificationRows>[0]
    expect(jobSpecificationRows(spec, jobWordsFor('es'))).toEqual([
      [
        'Sala, Ventana 1: Junto al sofá, 48" x 72", Montaje interior',
        '1 x Contraventanas · Opcional · $1000.00',
      ],
    ])
    expect(jobSpecificationRows(spec)[0][0]).toBe(
      'Sala, Window 1: Junto al sofá, 48" x 72", Inside mount',
    )
  })
})

describe("a Spanish order's confirmation", () => {
  function order(language: 'en' | 'es', email: string) {
    const row = db
      .insert(schema.orders)
      .values({
        kind: 'order',
        stage: 'paid',
        status: 'paid',
        language,
        customerName: 'Lucía Fernández',
        customerEmail: email,
        customerPhone: '(305) 555-0122',
        customerAddress: '1250 W 49th St',
        customerCity: 'Hialeah',
        customerZip: '33012',
        subtotalCents: 40_000,
        installationCents: 6_000,
        taxCents: 3_220,
        totalCents: 49_220,
        taxStateBasisPoints: 600,
        taxSurtaxBasisPoints: 100,
        taxCounty: 'Miami-Dade',
        paidAt: new Date(),
      })
      .returning()
      .get()
    const { kind: _kind, ...line } = ZEBRA as StoredOrderLine
    db.insert(schema.orderLines)
      .values({
        ...line,
        kind: 'product',
        productType: 'zebra',
        optionCodes: [...line.optionCodes],
        orderId: row.id,
      })
      .run()
    return row
  }

  it('says the lines and the tax in Spanish to the customer, in English to staff', async () => {
    const placed = order('es', 'lucia-spec@example.com')
    await sendOrderEmails(placed.id)
    const [mail] = mailTo('lucia-spec@example.com')
    expect(mail.text).toContain('Tela: Espresso Zebra')
    expect(mail.text).toContain('Montaje: Montaje interior')
    expect(mail.text).toMatch(/Impuesto de ventas[^\n]*: \$32\.20/)
    for (const words of [...ENGLISH, 'Sales tax']) expect(mail.text).not.toContain(words)
    const staff = db
      .select()
      .from(schema.outbox)
      .where(like(schema.outbox.subject, `%${placed.reference}%`))
      .orderBy(desc(schema.outbox.id))
      .all()
      .find((m) => m.to !== 'lucia-spec@example.com')
    expect(staff?.text).toContain('Fabric: Espresso Zebra')
    expect(staff?.text).toContain('Unit price: $200.00')
    expect(staff?.text).not.toContain('Tela:')
  })

  it('an English order is written as before', async () => {
    const placed = order('en', 'gary-spec@example.com')
    await sendOrderEmails(placed.id)
    const [mail] = mailTo('gary-spec@example.com')
    expect(mail.text).toContain('Fabric: Espresso Zebra')
    expect(mail.text).toContain('Mount: Inside mount')
    expect(mail.text).toMatch(/Sales tax[^\n]*: \$32\.20/)
    expect(getOrderView(placed.id, 'es')?.lines[0].spec.title).toBe('Persianas zebra')
    expect(getOrderView(placed.id)?.lines[0].spec.title).toBe('Zebra Shades')
  })
})
