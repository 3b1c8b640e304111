import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The customer's part of the in-home sale (issue 39), on a phone at 375 px with JavaScript and
 * without: on their estimate's link they choose the better alternative and tick an optional
 * motor (the totals follow: at once with JavaScript, back at the totals without), leave the
 * name empty (the error is next to the field and takes focus), then accept with their typed
 * name (and, with JavaScript, a signature drawn with the mouse); the page shows what was
 * accepted and "Pay the deposit". Each run has its own estimate; axe finds nothing.
 */
test.use({ viewport: { width: 375, height: 800 } })

function inThirtyDays(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
}

/** A sent estimate: shutters Good $500 / Better $900 in the living room, a $250 motor optional. */
async function sentEstimate(name: string) {
  const token = crypto.randomBytes(24).toString('base64url')
  return withE2eDatabase((db) => {
    const estimate = db
      .insert(schema.estimates)
      .values({
        token,
        customerName: name,
        customerEmail: `${token.slice(0, 8).toLowerCase()}@example.com`,
        customerZip: '33317',
        status: 'sent',
        sentAt: new Date(),
        expiresOn: inThirtyDays(),
        createdByName: 'admin',
      })
      .returning()
      .get()
    const room = db
      .insert(schema.estimateRooms)
      .values({ estimateId: estimate.id, name: 'Living room' })
      .returning()
      .get()
    const group = db
      .insert(schema.estimateAlternativeGroups)
      .values({ estimateId: estimate.id, roomId: room.id, name: 'Shutters' })
      .returning()
      .get()
    const [good, better] = ['Good', 'Better'].map((label, i) =>
      db
        .insert(schema.estimateAlternatives)
        .values({ groupId: group.id, label, isDefault: i === 0, sortOrder: i })
        .returning()
        .get(),
    )
    const line = (
      description: string,
      cents: number,
      more: { alternativeId?: number; optional?: boolean },
    ) =>
      db
        .insert(schema.estimateLines)
        .values({
          estimateId: estimate.id,
          roomId: room.id,
          kind: description === 'Motor' ? 'motor' : 'shutters',
          description,
          unitPriceCents: cents,
          ...more,
        })
        .run()
    line('Vinyl shutters', 50_000, { alternativeId: good.id })
    line('Wood shutters', 90_000, { alternativeId: better.id })
    line('Motor', 25_000, { optional: true })
    return { id: estimate.id, token, reference: estimate.reference }
  })
}

test('choose, then accept with a typed name (and a drawn signature with JavaScript) at 375 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const noJs = isNoJs(testInfo)
  const name = `Rosa Answer ${testInfo.project.name}`
  const estimate = await sentEstimate(name)
  await page.goto(`/estimates/${estimate.token}`)
  await expect(
    page.getByRole('heading', { name: `Your estimate ${estimate.reference}` }),
  ).toBeVisible()
  const totals = page.getByTestId('estimate-totals')
  // Default: Good $500 + 7% Broward tax.
  await expect(totals).toContainText('$535.00')
  await expectNoAxeViolations(page, testInfo)

  await page.getByRole('radio', { name: /Better/ }).check()
  await page.getByRole('checkbox', { name: /Motor/ }).check()
  if (noJs) {
    await page.getByRole('button', { name: 'Update the total' }).click()
    await expect(page).toHaveURL(/#totals$/)
  }
  // $900 + $250 = $1,150, plus 7%: $1,230.50.
  await expect(totals).toContainText('$1,230.50')
  await expect(page.locator('#consent')).toContainText(
    `the estimate ${estimate.reference} version 1 for $1,230.50`,
  )
  // With JavaScript the choices were posted in the background: kept before the page is read again.
  await expect
    .poll(() =>
      withE2eDatabase(
        (db) =>
          db
            .select({ choices: schema.estimates.choices })
            .from(schema.estimates)
            .where(eq(schema.estimates.id, estimate.id))
            .get()?.choices?.optionalLineIds.length ?? 0,
      ),
    )
    .toBe(1)
  await page.reload()
  await expect(totals).toContainText('$1,230.50')
  await expect(page.getByRole('radio', { name: /Better/ })).toBeChecked()

  // The name is required: the error is next to the field, which takes focus.
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  const nameField = page.getByLabel('Your full name')
  await expect(page.locator('#signedName-error')).toHaveText('Type your full name to accept')
  await expect(nameField).toBeFocused()
  await expectNoAxeViolations(page, testInfo)

  await nameField.fill(name)
  if (!noJs) {
    const pad = page.getByTestId('signature-pad')
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7)
    await page.mouse.down()
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(box.x + 20 + i * 20, box.y + box.height * (i % 2 ? 0.3 : 0.7), {
        steps: 3,
      })
    }
    await page.mouse.up()
    await expect(page.getByText('Signature drawn.')).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  } else {
    await expect(page.getByTestId('signature-pad')).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Accept', exact: true }).click()

  const accepted = page.getByRole('region', { name: 'You accepted this estimate' })
  await expect(accepted).toBeVisible()
  await expect(accepted).toContainText(`Signed by ${name}`)
  await expect(
    accepted.getByRole('link', { name: /Pay the deposit \(\$615\.25\)/ }),
  ).toHaveAttribute('href', `/estimates/${estimate.token}/deposit`)
  await expect(accepted.getByRole('img', { name: `Signature of ${name}` })).toHaveCount(
    noJs ? 0 : 1,
  )
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page, testInfo)

  const record = await withE2eDatabase((db) =>
    db
      .select()
      .from(schema.estimateAcceptances)
      .where(eq(schema.estimateAcceptances.estimateId, estimate.id))
      .get(),
  )
  expect(record?.signedName).toBe(name)
  expect(Boolean(record?.signaturePng)).toBe(!noJs)
  expect(JSON.parse(record!.snapshot).totals.totalCents).toBe(123_050)
})
