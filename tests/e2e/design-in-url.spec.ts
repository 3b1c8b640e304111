import type { Page } from '@playwright/test'
import { expect, isNoJs, test } from './helpers'

/**
 * Issue 30, nothing typed is lost: a configurator's design lives in the URL, so a reload, Back
 * and the same link opened elsewhere bring back the same design and the same price, with
 * JavaScript and without.
 */
async function expectDesign(page: Page, allIn: string) {
  await expect(page.getByLabel('Width, whole inches')).toHaveValue('60')
  await expect(page.locator('#widthFraction')).toHaveValue('4')
  await expect(page.getByLabel('Height, whole inches')).toHaveValue('70')
  await expect(page.getByRole('radio', { name: /Classic White Zebra/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Outside Mount/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Left/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Professional Installation/ })).not.toBeChecked()
  await expect(page.getByLabel('Quantity')).toHaveValue('2')
  await expect(page.getByLabel(/^Room/)).toHaveValue('Den, east window')
  await expect(page.getByTestId('all-in')).toHaveText(allIn)
}

test('configure, reload, Back, open the link elsewhere: the same design and price', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/shop/zebra-shades')
  await page.getByLabel('Width, whole inches').fill('60')
  await page.locator('#widthFraction').selectOption('4')
  await page.getByLabel('Height, whole inches').fill('70')
  await page.getByText('Classic White Zebra', { exact: true }).click()
  await page.getByText('Outside Mount', { exact: true }).click()
  await page.getByText('Left', { exact: true }).click()
  await page.getByRole('checkbox', { name: /Professional Installation/ }).uncheck()
  await page.getByLabel('Quantity').fill('2')
  await page.getByLabel(/^Room/).fill('Den, east window')
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await expect(page).toHaveURL(/room=Den/)
  await expect(page).toHaveURL(/fabricId=\d+/)
  const allIn = await page.getByTestId('all-in').innerText()
  expect(allIn).toMatch(/^\$\d+\.\d\d$/)
  await expectDesign(page, allIn)

  await page.reload()
  await expectDesign(page, allIn)

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Shop' })
    .click()
  await expect(page).toHaveURL(/\/shop$/)
  await page.goBack()
  await expectDesign(page, allIn)

  const shared = page.url()
  const context = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo) })
  const other = await context.newPage()
  await other.goto(shared)
  await expectDesign(other, allIn)
  await context.close()
})

test('a link with wrong values opens with what could be restored and says what was not', async ({
  page,
}) => {
  const response = await page.goto(
    '/shop/zebra-shades?widthWhole=50&widthFraction=12&fabricId=999999&mountType=sideways&quantity=1',
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('Width, whole inches')).toHaveValue('50')
  const notices = page.getByTestId('design-notices')
  await expect(notices).toContainText('The width fraction was reset to 0.')
  await expect(notices).toContainText('The fabric in this link is no longer available')
  await expect(notices).toContainText('The mount type was reset to inside.')
  await expect(page.getByText('Choose a fabric to see your price')).toBeVisible()
})

test('E-mail me this design: sent to the address typed, which never enters the URL', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/zebra-shades')
  await page.getByText('Classic White Zebra', { exact: true }).click()
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await page.getByText('E-mail me this design').click()
  await page.getByLabel('Your e-mail').fill('ana@example.com')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Sent to ana@example.com.')).toBeVisible()
  expect(page.url()).not.toContain('ana')
})
