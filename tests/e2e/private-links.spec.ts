/**
 * An ended private link (issue 22, defect 9), in the browser with and without JavaScript:
 * a 410 page that shows nothing of the order, whose "Send me a new link" form answers the
 * same whatever e-mail is typed and mails a new link only to the order's own address.
 */
import { NEW_LINK_SENT_MESSAGE } from '~/domain/private-links'
import { addZebraToCart, CUSTOMER, fillCustomer } from './cart-helpers'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

const DAY = 24 * 60 * 60 * 1000

function mailsTo(address: string) {
  return withE2eDatabase((db) =>
    db
      .select()
      .from(schema.outbox)
      .all()
      .filter((m) => m.to === address && m.subject.startsWith('Your new private link')),
  )
}

test('an ended order link is a 410 page whose form e-mails a new link to the order’s address', async ({
  page,
}, testInfo) => {
  test.slow()
  const email = `links-${testInfo.project.name}-${Date.now()}@example.com`
  await addZebraToCart(page)
  await page.goto('/cart')
  await fillCustomer(page, ['name', 'phone'])
  await page.getByLabel(/^Email/).fill(email)
  await page.getByRole('button', { name: 'Request Quote Only' }).click()
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
  const reference = await page.getByTestId('order-number').textContent()
  expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  const link = new URL(page.url())
  expect(link.pathname).toBe(`/orders/${reference}`)

  // Staff closed the order 90 days ago: its link has ended.
  await withE2eDatabase((db) =>
    db.$client
      .prepare("UPDATE orders SET status = 'completed', updated_at = ? WHERE reference = ?")
      .run(Date.now() - 90 * DAY, reference),
  )
  const ended = await page.goto(`${link.pathname}${link.search}`)
  expect(ended?.status()).toBe(410)
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await expect(page.getByText(CUSTOMER.name)).toHaveCount(0)
  await expect(page.getByText(email)).toHaveCount(0)
  await expectNoAxeViolations(page, testInfo)

  const field = page.getByLabel('Your e-mail')
  const send = page.getByRole('button', { name: 'Send me a new link' })
  await field.fill(`other-${email}`)
  await send.click()
  await expect(page.getByTestId('new-link-sent')).toHaveText(NEW_LINK_SENT_MESSAGE)
  expect(await mailsTo(`other-${email}`)).toHaveLength(0)

  await field.fill(email.toUpperCase())
  await send.click()
  await expect(page.getByTestId('new-link-sent')).toHaveText(NEW_LINK_SENT_MESSAGE)
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1)
  const [mail] = await mailsTo(email)
  const fresh = /http:\/\/[^\s]+\/orders\/[^\s]+/.exec(mail.text)?.[0]
  expect(fresh).toBeTruthy()
  const reopened = await page.goto(new URL(fresh ?? '').pathname + new URL(fresh ?? '').search)
  expect(reopened?.status()).toBe(200)
  await expect(page.getByTestId('order-number')).toHaveText(reference ?? '')
})

test('a wrong order link is a 404 in the site’s words, never the router’s', async ({
  page,
}, testInfo) => {
  for (const path of [
    '/orders/ABCD-EFGH?t=not-the-right-token',
    '/orders/ABCD-EFGH',
    '/orders/1?t=',
  ]) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible()
    await expect(page.getByText(/open it again from the e-mail we sent you/)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Call / })).toBeVisible()
    await expect(page.getByText(/router/i)).toHaveCount(0)
    await expect(page).toHaveTitle('Order not found')
  }
  await expectNoAxeViolations(page, testInfo)
})
