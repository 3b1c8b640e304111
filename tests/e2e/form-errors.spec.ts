import type { Locator, Page } from '@playwright/test'
import { addZebraToCart } from './cart-helpers'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * Errors are seen with or without JavaScript (issue 14). Without JavaScript every public form
 * posts to its own page at its error summary's fragment: after an empty post the page opens
 * there, the summary sits at the top of the form, has focus and links to each field in error.
 * With JavaScript the fields are marked and the first one to fix has focus.
 */

type PublicForm = {
  title: string
  /** Opens the page with the form (and whatever the form needs, e.g. a cart). */
  open: (page: Page) => Promise<void>
  form: string
  submit: RegExp | string
  /** The summary's id: the fragment the form posts to. */
  summaryId: string
  /** The field conform focuses first with JavaScript (its label). */
  firstField: RegExp | string
  /** With JavaScript the submit waits for the required fields (the cart, the booking). */
  blockedWithJs?: boolean
}

const FORMS: PublicForm[] = [
  {
    title: 'city page service request',
    open: (page) => page.goto('/margate').then(() => undefined),
    form: 'form#city-service-request',
    submit: 'Request Service',
    summaryId: 'city-service-request-error',
    firstField: 'Full name',
  },
  {
    title: 'window-company portal',
    open: (page) => page.goto('/window-company-portal').then(() => undefined),
    form: 'form#b2b-service-request',
    submit: 'Submit Service Request',
    summaryId: 'b2b-service-request-error',
    firstField: 'Company name',
  },
  {
    title: 'motors quote',
    open: (page) => page.goto('/shop/motors-accessories?tab=accessories').then(() => undefined),
    form: 'form#motors-quote',
    submit: 'Request Quote',
    summaryId: 'motors-quote-error',
    firstField: 'Name',
  },
  {
    title: 'booking details step',
    open: async (page) => {
      await page.goto('/book-appointment')
      await page.getByRole('button', { name: /Free Consultation/ }).click()
      await page.locator('button[name="date"]').last().click()
      await page.getByTestId('time-slot').filter({ hasText: 'Available' }).first().click()
      await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible()
    },
    form: 'form#book-appointment',
    submit: 'Book Appointment',
    summaryId: 'book-appointment-error',
    firstField: 'Full name',
    // The document: Book Appointment stays disabled until name, e-mail, phone and address are in.
    blockedWithJs: true,
  },
  {
    title: 'cart contact form',
    open: async (page) => {
      await addZebraToCart(page)
      await page.goto('/cart')
    },
    form: 'form#cart-contact-products',
    submit: 'Proceed to Checkout',
    summaryId: 'cart-contact-products-error',
    firstField: /^Full name/,
    blockedWithJs: true,
  },
]

/** Posts the form empty: the browser's own required-field check is set aside for the test. */
async function postEmpty(form: Locator, submit: RegExp | string) {
  await form.evaluate((element) => element.setAttribute('novalidate', ''))
  await form.getByRole('button', { name: submit }).first().click()
}

/** The summary is above every control of the form, and each of its links leads to a field. */
async function expectSummaryAtTop(page: Page, form: Locator, summary: Locator) {
  // Both read in one frame: the page may still be scrolling to the summary's fragment, and
  // two separate reads would see it at two positions.
  const above = await summary.evaluate(
    (alert, formElement) => {
      const controls = [...formElement.querySelectorAll('input, select, textarea')].filter(
        (c) => (c as HTMLInputElement).type !== 'hidden' && c.getClientRects().length > 0,
      )
      const first = controls[0]
      return first ? alert.getBoundingClientRect().top < first.getBoundingClientRect().top : false
    },
    await form.elementHandle(),
  )
  expect(above).toBe(true)
  const links = summary.getByRole('link')
  expect(await links.count()).toBeGreaterThan(0)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^#/)
    await expect(form.locator(href ?? '')).toHaveCount(1)
  }
  await links.first().click()
  const firstHref = (await links.first().getAttribute('href')) ?? ''
  await expect(page).toHaveURL(new RegExp(`${firstHref}$`))
}

for (const spec of FORMS) {
  test(`${spec.title}: an empty post shows what to fix`, async ({ page }, testInfo) => {
    await spec.open(page)
    const form = page.locator(spec.form)
    if (spec.blockedWithJs && !isNoJs(testInfo)) {
      await expect(form.getByRole('button', { name: spec.submit })).toBeDisabled()
      return
    }
    await postEmpty(form, spec.submit)
    if (isNoJs(testInfo)) {
      await expect(page).toHaveURL(new RegExp(`#${spec.summaryId}$`))
      const summary = form.getByRole('alert')
      await expect(summary).toHaveAttribute('id', spec.summaryId)
      await expect(summary).toBeFocused()
      await expect(summary).toBeInViewport()
      await expect(summary).toContainText('There is a problem')
      await expectSummaryAtTop(page, form, summary)
    } else {
      const first = form.getByLabel(spec.firstField).first()
      await expect(first).toHaveAttribute('aria-invalid', 'true')
      await expect(first).toBeFocused()
      await expectNoAxeViolations(page, testInfo)
    }
  })
}

test('quote wizard: a step posted empty opens at the summary', async ({ page }, testInfo) => {
  test.skip(!isNoJs(testInfo), 'with JavaScript the wizard checks each step in the browser')
  for (const path of ['/quote', '/']) {
    await page.goto(path)
    const form = page.locator('#contact-form form')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/#quote-error-summary$/)
    const summary = form.getByRole('alert')
    await expect(summary).toBeFocused()
    await expect(summary).toBeInViewport()
    await expectSummaryAtTop(page, form, summary)
  }
})

test('motors quote with JavaScript: an empty quote list is said and focused', async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), 'the no-JS post is covered above')
  await page.goto('/shop/motors-accessories')
  const form = page.locator('form#motors-quote')
  await form.getByLabel('Name').fill('Lee Park')
  await form.getByLabel('Email').fill('lee@example.com')
  await form.getByLabel('Phone').fill('(954) 555-0100')
  await form.getByRole('button', { name: 'Request Quote' }).click()
  const summary = form.getByRole('alert')
  await expect(summary).toHaveText('Add at least one product to your quote')
  await expect(summary).toBeFocused()

  // A phone the schema refuses: marked, described and focused, like every kit form.
  await form.getByLabel('Phone').fill('12')
  await form.getByLabel('Name').focus()
  await form.getByRole('button', { name: 'Request Quote' }).click()
  const phone = form.getByLabel('Phone')
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toBeFocused()
  await expect(page.locator(`#${await phone.getAttribute('aria-describedby')}`)).toContainText(
    '10-digit phone number',
  )
  await expectNoAxeViolations(page, testInfo)
})
