/**
 * Admin > Outbox (issue 25.3): staff see the e-mail that did not go out, why, and send it
 * again, with and without JavaScript. The e2e server has no SMTP server: every message waits
 * here, and "Send again" says it could not go out.
 */
import { expect, expectNoAxeViolations, test } from './helpers'

test('the outbox lists a staff notice that was not sent, and "Send again" reports the attempt', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const name = `Outbox ${testInfo.project.name} ${Date.now()}`
  const sent = await page.request.post('/api/submit-lead', {
    multipart: {
      serviceType: 'installation',
      propertyType: 'single-family',
      zipCode: '33301',
      timeFrame: 'this-month',
      roomCount: '2 windows',
      isHomeowner: 'true',
      name,
      email: 'outbox-e2e@example.com',
      phone: '(954) 555-0166',
    },
  })
  expect(sent.status()).toBe(200)

  await loginAsAdmin()
  await page.goto('/admin/outbox?status=failed')
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail is not set up' })).toBeVisible()
  const message = page.getByRole('listitem').filter({ hasText: name })
  await expect(message).toContainText('Not sent')
  await expect(message).toContainText('E-mail is not set up')
  await expect(message).toContainText('1 attempt')
  await expectNoAxeViolations(page, testInfo)

  await message.getByRole('button', { name: /Send again/ }).click()
  await expect(page.getByText(/could not be sent/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/)
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('2 attempts')
})
