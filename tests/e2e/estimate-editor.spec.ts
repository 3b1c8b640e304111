import { and, eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The in-home sale, the salesperson's part (issue 39), on a phone at 375 px with JavaScript
 * and without: start an estimate from the lead, two rooms with a window each, a zebra shade
 * priced by the shop's grid, shutters priced by hand with drapery as the alternative, send it;
 * the e-mail with the private link waits in the outbox and the link shows the estimate. With
 * JavaScript, a field typed while the signal is lost is saved when it is back.
 */
test.use({ viewport: { width: 375, height: 800 } })

async function newLead(email: string, name: string) {
  return withE2eDatabase((db) =>
    db
      .insert(schema.leads)
      .values({
        source: 'quote-wizard',
        name,
        email,
        phone: '(954) 555-0166',
        address: '40 Palm Ave',
        city: 'Plantation',
        zipCode: '33317',
      })
      .returning({ id: schema.leads.id })
      .get(),
  )
}

async function zebraFabricId() {
  return withE2eDatabase(
    (db) =>
      db
        .select({ id: schema.fabricSwatches.id })
        .from(schema.fabricSwatches)
        .where(
          and(
            eq(schema.fabricSwatches.productType, 'zebra'),
            eq(schema.fabricSwatches.isActive, true),
          ),
        )
        .get()!.id,
  )
}

test('build an estimate with two rooms at 375 px and send it', async ({
  page,
  context,
  loginAsAdmin,
}, testInfo) => {
  test.setTimeout(120_000)
  const noJs = isNoJs(testInfo)
  const email = `estimate-${testInfo.project.name}-${Date.now()}@example.com`
  const name = `Estimate ${testInfo.project.name}`
  const lead = await newLead(email, name)
  const toast = (text: string) => page.locator('[data-toast]').filter({ hasText: text })

  /** Saves a form: Save without JavaScript; with it, wait for the autosave to say so. */
  async function saved(scope: ReturnType<typeof page.locator>) {
    if (noJs) {
      await scope.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(toast('Saved')).toBeVisible()
    } else {
      await expect(scope.getByRole('status').last()).toHaveText('Saved')
    }
  }

  await loginAsAdmin()
  await page.goto(`/admin/leads/${lead.id}`)
  await page.getByRole('link', { name: 'Start an estimate' }).click()
  await expect(page.getByRole('heading', { name: 'Start an estimate', level: 1 })).toBeVisible()
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email)
  await page.getByRole('button', { name: 'Start the estimate' }).click()
  await expect(toast('Estimate Started')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /^Estimate [0-9A-Z]{4}-[0-9A-Z]{4}$/ }),
  ).toBeVisible()
  const estimateUrl = page.url().replace(/#.*$/, '')

  // The first room and its window, measured.
  await page.getByLabel('Add a room').fill('Living room')
  await page.getByRole('button', { name: 'Add the room' }).click()
  await expect(toast('Room Added')).toBeVisible()
  const living = page.getByRole('region', { name: 'Living room' })
  await living.getByLabel('Which window (e.g. Left of the sofa)').fill('Left of sofa')
  await living.getByLabel('Width, whole inches').fill('48')
  await living.getByLabel('Width, eighths of an inch').selectOption({ label: '1/2' })
  await living.getByLabel('Height, whole inches').fill('72')
  await living.getByLabel('Mount').selectOption('inside')
  await living.getByRole('button', { name: 'Add the window' }).click()
  await expect(toast('Window Added')).toBeVisible()
  const livingWindow = living.getByRole('article').first()
  await expect(livingWindow.getByRole('heading', { level: 4 })).toHaveText(
    /Window 1: Left of sofa · 48 1\/2" x 72"/,
  )

  // A zebra shade: priced by the shop's grid once its fabric is chosen.
  await livingWindow.getByLabel('Add to Window 1: Left of sofa').selectOption('zebra')
  await livingWindow.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast('Line Added')).toBeVisible()
  const zebra = livingWindow.locator('div[id^="line-"]').first()
  await expect(zebra.getByText('No price yet: Choose a fabric')).toBeVisible()
  await zebra.getByLabel('Fabric').selectOption(String(await zebraFabricId()))
  await saved(zebra.locator('form').first())
  await expect(zebra.getByText('No price yet')).toHaveCount(0)
  await expect(zebra.getByTestId(/^line-\d+-amount$/)).toHaveText(/^\$[1-9][\d,]*\.\d\d/)

  await expectNoAxeViolations(page, testInfo)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // The second room: shutters priced by hand, drapery as the alternative.
  await page.getByLabel('Add a room').fill('Bedroom')
  await page.getByRole('button', { name: 'Add the room' }).click()
  await expect(toast('Room Added')).toBeVisible()
  const bedroom = page.getByRole('region', { name: 'Bedroom' })
  await bedroom.getByLabel('Which window (e.g. Left of the sofa)').fill('Bay window')
  await bedroom.getByLabel('Width, whole inches').fill('96')
  await bedroom.getByLabel('Height, whole inches').fill('60')
  await bedroom.getByRole('button', { name: 'Add the window' }).click()
  await expect(toast('Window Added')).toBeVisible()
  await bedroom.getByLabel('Offer alternatives (name the choice)').fill('Bay window')
  await bedroom.getByRole('button', { name: 'Add a choice' }).click()
  await expect(toast('Choice Added')).toBeVisible()

  const bay = bedroom.getByRole('article').first()
  await bay.getByLabel('Add to Window 1: Bay window').selectOption('shutters')
  await bay.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast('Line Added')).toBeVisible()
  const shutters = bay.locator('div[id^="line-"]').first()
  await shutters.getByLabel('Description').fill('Plantation shutters, 3 1/2" louvers')
  await shutters.getByLabel('Price of one ($)').fill('1450')
  await shutters.getByLabel('Counts').selectOption({ label: 'Bay window: Good' })
  await saved(shutters.locator('form').first())
  await expect(shutters.getByTestId(/^line-\d+-amount$/)).toHaveText('$1,450.00')

  await bay.getByLabel('Add to Window 1: Bay window').selectOption('drapery')
  await bay.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(toast('Line Added')).toBeVisible()
  const drapery = bay.locator('div[id^="line-"]').nth(1)
  await drapery.getByLabel('Description').fill('Linen drapery, two panels')
  await drapery.getByLabel('Price of one ($)').fill('900')
  await drapery.getByLabel('Counts').selectOption({ label: 'Bay window: Better' })
  await saved(drapery.locator('form').first())
  await expect(drapery.getByText('(not in the total)')).toBeVisible()

  if (!noJs) {
    // A lost signal: what is typed is kept on the phone and saved when the signal is back.
    await context.setOffline(true)
    const notes = bay.locator('form').first().getByLabel('Notes (obstacles, handles, tile…)')
    await notes.fill('Crank handle on the left')
    await expect(bay.locator('form').first().getByRole('status')).toHaveText(
      /No connection: kept on this phone/,
    )
    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(bay.locator('form').first().getByRole('status')).toHaveText('Saved')
    const stored = await withE2eDatabase((db) =>
      db
        .select({ notes: schema.estimateWindows.notes })
        .from(schema.estimateWindows)
        .where(eq(schema.estimateWindows.label, 'Bay window'))
        .all()
        .map((w) => w.notes),
    )
    expect(stored).toContain('Crank handle on the left')
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: 'Bedroom' })
        .getByRole('article')
        .first()
        .locator('form')
        .first()
        .getByLabel('Notes (obstacles, handles, tile…)'),
    ).toHaveValue('Crank handle on the left')
  }

  // Send it.
  await page.getByRole('button', { name: 'Send to customer' }).click()
  await expect(toast('Estimate Sent')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sent', level: 2 })).toBeVisible()
  const estimateId = Number(/estimates\/(\d+)/.exec(estimateUrl)?.[1])
  const { token, mail } = await withE2eDatabase((db) => ({
    token: db
      .select({ token: schema.estimates.token })
      .from(schema.estimates)
      .where(eq(schema.estimates.id, estimateId))
      .get()!.token,
    mail: db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.topic, `estimate:${estimateId}`))
      .get(),
  }))
  expect(mail?.to).toBe(email)
  expect(mail?.text).toContain(`/estimates/${token}`)

  // The link in the e-mail shows it, room by room, with its totals.
  await page.goto(`/estimates/${token}`)
  await expect(page.getByRole('heading', { name: /^Your estimate / })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Living room' })).toContainText('Zebra Shades')
  await expect(page.getByRole('region', { name: 'Bedroom' })).toContainText(
    'Plantation shutters, 3 1/2" louvers',
  )
  await expect(page.getByTestId('estimate-totals')).toContainText('Deposit (50%)')
  await expectNoAxeViolations(page, testInfo)
})
