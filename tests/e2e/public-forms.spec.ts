import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

test.describe('city page service-request form', () => {
  test('shows errors next to the fields and keeps what was typed', async ({ page }, testInfo) => {
    await page.goto('/margate')
    const form = page.locator('#service-request form')
    await form.getByLabel('Full name').fill('Lee Park')
    await form.getByLabel('Phone').fill('123')
    await form.getByLabel('Email').fill('lee@example.com')
    await form.getByLabel('Service needed').selectOption('repair')
    await form.getByRole('button', { name: 'Request Service' }).click()
    const phone = form.getByLabel('Phone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await phone.getAttribute('aria-describedby')
    await expect(page.locator(`#${describedBy}`)).toHaveText(
      'Enter a 10-digit phone number, e.g. (954) 555-0123',
    )
    await expect(page.locator(`#${describedBy}`)).toBeVisible()
    if (isNoJs(testInfo)) {
      // The page reloaded: a summary at the top of the form has focus and links to the field.
      const summary = form.getByRole('alert')
      await expect(summary).toBeFocused()
      await summary.getByRole('link', { name: /10-digit phone number/ }).click()
      await expect(page).toHaveURL(/#city-service-request-phone$/)
    } else {
      await expect(form.getByRole('alert')).toHaveCount(0)
    }
    await expect(form.getByLabel('Full name')).toHaveValue('Lee Park')
    await expect(form.getByLabel('Service needed')).toHaveValue('repair')
    await expectNoAxeViolations(page, testInfo)
    if (!isNoJs(testInfo)) {
      // With JavaScript the error clears as soon as the field is right.
      await phone.fill('(954) 555-0177')
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
    }
  })

  test('a valid request shows the confirmation and the 2-hour promise', async ({
    page,
  }, testInfo) => {
    await page.goto('/coral-springs')
    const form = page.locator('#service-request form')
    await form.getByLabel('Full name').fill(`Pat Doe ${testInfo.project.name}`)
    await form.getByLabel('Phone').fill('(954) 555-0188')
    await form.getByLabel('Email').fill('pat@example.com')
    await form.getByLabel('Service needed').selectOption('motorization')
    await form.getByLabel('ZIP code').fill('33065')
    await form.getByLabel('What do you need?').fill('Four bedroom shades to motorize.')
    await form.getByRole('button', { name: 'Request Service' }).click()
    await expect(page).toHaveURL(/\/coral-springs\?submitted=1/)
    const confirmation = page.locator('#service-request [role="status"]')
    await expect(confirmation).toContainText('Quote Request Submitted!')
    await expect(confirmation).toContainText('within 2 hours')
    await expect(
      page.getByText("We'll contact you within 2 hours with your personalized quote.").last(),
    ).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  })
})

test.describe('B2B portal form', () => {
  test('required fields are checked before anything is stored', async ({ page }, testInfo) => {
    await page.goto('/window-company-portal')
    const form = page.locator('#request form')
    if (isNoJs(testInfo)) {
      // The browser's own checks stop an empty form; send one that passes them but not ours.
      await form.getByLabel('Company name').fill('Acme Windows')
      await form.getByLabel('Contact name').fill('Jo Smith')
      await form.getByLabel('Contact phone').fill('12')
      await form.getByLabel('Contact email').fill('jo@acme.test')
      await form.getByLabel('Customer name').fill('Ann Lee')
      await form.getByLabel('Customer phone').fill('954-555-0101')
      await form.getByLabel('Job address').fill('1 Main St, Davie')
      await form.getByLabel('Type of blinds').selectOption('Shutters')
      await form.getByLabel('Number of windows').fill('4')
      await form.getByLabel('Project details').fill('Shutters off before painting')
    }
    await form.getByRole('button', { name: 'Submit Service Request' }).click()
    await expect(form.getByLabel('Contact phone')).toHaveAttribute('aria-invalid', 'true')
    if (isNoJs(testInfo)) {
      await expect(form.getByLabel('Company name')).toHaveValue('Acme Windows')
    } else {
      await expect(form.getByText('Company name is required')).toBeVisible()
      await expect(form.getByLabel('Company name')).toBeFocused()
    }
    await expectNoAxeViolations(page, testInfo)
  })

  test('a complete request is received with the 2-hour response promise', async ({
    page,
  }, testInfo) => {
    await page.goto('/window-company-portal')
    const form = page.locator('#request form')
    await form.getByLabel('Company name').fill(`Acme Windows ${testInfo.project.name}`)
    await form.getByLabel('Contact name').fill('Jo Smith')
    await form.getByLabel('Contact phone').fill('(954) 555-0100')
    await form.getByLabel('Contact email').fill('jo@acme.test')
    await form.getByLabel('Customer name').fill('Ann Lee')
    await form.getByLabel('Customer phone').fill('954-555-0101')
    await form.getByLabel('Job address').fill('1 Main St, Davie, FL')
    await form.getByLabel('Type of blinds').selectOption('Vertical blinds')
    await form.getByLabel('Number of windows').fill('12')
    await form.getByLabel('Urgency').selectOption('high')
    await form.getByLabel('Project details').fill('Remove 12 verticals before impact windows.')
    await form.getByRole('button', { name: 'Submit Service Request' }).click()
    await expect(page).toHaveURL(/\/window-company-portal\?submitted=1/)
    const confirmation = page.locator('#request [role="status"]')
    await expect(confirmation).toContainText('Service Request Received')
    await expect(confirmation).toContainText('respond within 2 hours')
    await expectNoAxeViolations(page, testInfo)
  })
})

test('every public form carries the honeypot, hidden from people and from the keyboard', async ({
  page,
}) => {
  for (const [path, form] of [
    ['/margate', '#service-request form'],
    ['/window-company-portal', 'form#b2b-service-request'],
    ['/shop/motors-accessories', 'form#motors-quote'],
    ['/quote', '#contact-form form'],
  ] as const) {
    await page.goto(path)
    const trap = page.locator(`${form} input[name="name__confirm"]`)
    await expect(trap, path).toHaveCount(1)
    await expect(trap, path).toBeHidden()
    await expect(trap, path).toHaveAttribute('tabindex', '-1')
  }
})
