import crypto from 'node:crypto'
import type { TestInfo } from '@playwright/test'
import { schema, withE2eDatabase } from './db'
import { E2E_SESSION_SECRET, expect, expectNoAxeViolations, test } from './helpers'
import { expectNoEnglishUi } from './spanish-words'

// Issue 41: the pages a Spanish customer opens from their e-mails, at each stage of an order,
// show no English: the order's lines and their specification, its progress, the shipping.

/** The order's private link as the server signs it (app/server/orders/links.server.ts). */
function orderLink(id: number, reference: string) {
  const token = crypto
    .createHmac('sha256', E2E_SESSION_SECRET)
    .update(`order:${id}`)
    .digest('base64url')
    .slice(0, 32)
  return `/es/orders/${reference}?t=${token}`
}

type Stage = 'paid' | 'ordered' | 'shipped' | 'installation-scheduled' | 'completed'

function spanishOrder(testInfo: TestInfo, stage: Stage) {
  return withE2eDatabase((db) =>
    db.transaction((tx) => {
      const order = tx
        .insert(schema.orders)
        .values({
          kind: 'order',
          status: stage === 'completed' ? 'completed' : 'paid',
          stage,
          language: 'es',
          customerName: 'Lucía Fernández',
          customerEmail: `es-order-${stage}-${testInfo.project.name}-${Date.now()}@example.com`,
          customerPhone: '(305) 555-0122',
          customerAddress: '1250 W 49th St',
          customerCity: 'Hialeah',
          customerZip: '33012',
          subtotalCents: 40_000,
          installationCents: 5_000,
          taxCents: 3_150,
          totalCents: 48_150,
          paidAt: new Date(),
          expectedDate: stage === 'ordered' ? '2026-12-18' : null,
          carrier: stage === 'shipped' ? 'UPS' : null,
          trackingNumber: stage === 'shipped' ? '1Z999AA10123456784' : null,
        })
        .returning()
        .get()
      tx.insert(schema.orderLines)
        .values([
          {
            orderId: order.id,
            productType: 'zebra',
            productName: 'Zebra Shades',
            fabricName: 'Espresso Zebra',
            widthEighths: 36 * 8 + 4,
            heightEighths: 60 * 8,
            mountType: 'inside',
            operationType: 'manual',
            controlSide: 'left',
            unitPriceCents: 20_000,
            quantity: 2,
            installationCents: 5_000,
            lineTotalCents: 40_000,
            roomLabel: 'Sala',
          },
          {
            orderId: order.id,
            kind: 'sample',
            productType: 'roller',
            productName: 'Roller Shades',
            fabricName: 'Linen White',
            widthEighths: 0,
            heightEighths: 0,
            unitPriceCents: 0,
            quantity: 1,
            lineTotalCents: 0,
          },
        ])
        .run()
      // How the office moved it: the shipping's carrier and tracking number.
      if (stage === 'shipped')
        tx.insert(schema.orderHistory)
          .values({
            orderId: order.id,
            fromStage: 'goods-received',
            toStage: 'shipped',
            by: 'office',
            details: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
          })
          .run()
      return orderLink(order.id, order.reference as string)
    }),
  )
}

for (const stage of ['paid', 'ordered', 'shipped', 'completed'] as const) {
  test(`a Spanish order's page at "${stage}" shows no English`, async ({ page }, testInfo) => {
    const link = await spanishOrder(testInfo, stage)
    const answer = await page.goto(link)
    expect(answer?.status()).toBe(200)
    await expect(page.getByTestId('order-status')).toBeVisible()
    if (stage === 'shipped')
      await expect(page.getByTestId('order-stage-text')).toHaveText(
        'Su pedido va en camino con UPS; el número de rastreo es 1Z999AA10123456784.',
      )
    await expectNoEnglishUi(page, [
      'Fabric',
      'Unit price',
      'Inside mount',
      'Control side',
      'Operation',
      'Installation',
      'Sample',
      'Quantity',
    ])
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, testInfo)
      await page.screenshot({
        path: `tests/.tmp/es-order-${stage}-${width}-${testInfo.project.name}.png`,
        fullPage: true,
      })
    }
  })
}

test("a Spanish installed job's balance page (the invoice's link) shows no English", async ({
  page,
}, testInfo) => {
  const link = await withE2eDatabase((db) =>
    db.transaction((tx) => {
      const job = tx
        .insert(schema.orders)
        .values({
          kind: 'installed-job',
          status: 'paid',
          stage: 'awaiting-payment',
          language: 'es',
          customerName: 'Lucía Fernández',
          customerEmail: `es-balance-${testInfo.project.name}-${Date.now()}@example.com`,
          customerPhone: '(305) 555-0122',
          customerAddress: '1250 W 49th St',
          customerCity: 'Hialeah',
          customerZip: '33012',
          subtotalCents: 90_000,
          installationCents: 10_000,
          taxCents: 7_000,
          totalCents: 107_000,
        })
        .returning()
        .get()
      tx.insert(schema.orderLines)
        .values({
          orderId: job.id,
          productType: 'roller',
          productName: 'Roller Shades',
          fabricName: 'Linen White',
          widthEighths: 48 * 8,
          heightEighths: 72 * 8,
          mountType: 'outside',
          operationType: 'motorized',
          controlSide: 'right',
          unitPriceCents: 45_000,
          quantity: 2,
          installationCents: 10_000,
          lineTotalCents: 90_000,
          roomLabel: 'Dormitorio',
        })
        .run()
      return orderLink(job.id, job.reference as string)
    }),
  )
  const [path, query] = link.split('?')
  const answer = await page.goto(`${path}/pay?${query}`)
  expect(answer?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('$1,070.00').first()).toBeVisible()
  await expectNoEnglishUi(page, ['Pay the balance', 'Balance due', 'Paid'])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
    await page.screenshot({
      path: `tests/.tmp/es-balance-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    })
  }
})
