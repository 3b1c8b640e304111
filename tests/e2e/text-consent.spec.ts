/**
 * "Text me about this request" (issue 43) on the city page and the cart's quote, with
 * JavaScript and without: the box starts unticked with its wording, a ticked one is kept with
 * the number in E.164 and the request, an unticked one keeps nothing. Each project uses its
 * own phone numbers, so the two runs never read each other's rows.
 */
import { eq } from 'drizzle-orm'
import { addZebraToCart, fillCustomer } from './cart-helpers'
import { schema, withE2eDatabase } from './db'
import { expect, isNoJs, test } from './helpers'

const consentsFor = (e164: string) =>
  withE2eDatabase((db) =>
    db.select().from(schema.textConsents).where(eq(schema.textConsents.phone, e164)).all(),
  )

test('the city page keeps a ticked consent with the lead, and nothing when unticked', async ({
  page,
}, testInfo) => {
  const n = isNoJs(testInfo) ? '1' : '2'
  const send = async (phone: string, tick: boolean) => {
    await page.goto('/coral-springs')
    const form = page.locator('#service-request form')
    const box = form.getByRole('checkbox', { name: 'Text me about this request' })
    await expect(box).not.toBeChecked()
    await expect(form.getByText(/Msg & data rates may apply/)).toBeVisible()
    await form.getByLabel('Full name').fill(`Pat Doe ${testInfo.project.name}`)
    await form.getByLabel('Phone').fill(phone)
    await form.getByLabel('Email').fill('pat@example.com')
    await form.getByLabel('Service needed').selectOption('motorization')
    await form.getByLabel('ZIP code').fill('33065')
    if (tick) await box.check()
    await form.getByRole('button', { name: 'Request Service' }).click()
    await expect(page).toHaveURL(/\/coral-springs\?submitted=1/)
  }
  await send(`(954) 555-03${n}1`, false)
  await send(`954-555-03${n}2`, true)
  const kept = await consentsFor(`+195455503${n}2`)
  expect(kept).toHaveLength(1)
  expect(kept[0]).toMatchObject({ source: 'city-page' })
  expect(kept[0].subject).toMatch(/^lead:\d+$/)
  expect(kept[0].wording).toContain('Text me about this request.')
  expect(await consentsFor(`+195455503${n}1`)).toEqual([])
})

test("the cart's Request Quote Only keeps a ticked consent with the order", async ({
  page,
}, testInfo) => {
  const n = isNoJs(testInfo) ? '3' : '4'
  await addZebraToCart(page)
  await page.goto('/cart')
  const box = page.getByRole('checkbox', { name: 'Text me about this request' })
  await expect(box).not.toBeChecked()
  await fillCustomer(page, ['name', 'email'])
  await page.getByLabel('Phone').fill(`(954) 555-03${n}3`)
  await box.check()
  await page.getByRole('button', { name: 'Request Quote Only' }).click()
  await expect(page).toHaveURL(/\/orders\//)
  const kept = await consentsFor(`+195455503${n}3`)
  expect(kept).toHaveLength(1)
  expect(kept[0]).toMatchObject({ source: 'cart' })
  expect(kept[0].subject).toMatch(/^order:\d+$/)
})
