import type { Page } from '@playwright/test'
import { CONFIGURATOR_DESIGN_KEYS } from '../../app/domain/pricing/config-query'
import { schema, withE2eDatabase } from './db'
import { expect, isNoJs, test } from './helpers'

/**
 * Issue 40, points 1 and 2: every post from a configurator (Free sample, E-mail me this design,
 * Add to Cart) comes back to the same design, every parameter of it and the picture shown, at
 * the place that was posted from, with JavaScript and without; and after a post the page's
 * forms hold the design shown, so a second send works. A product says only what it changed.
 */

const ZEBRA = '/shop/zebra-shades'

async function fabricId(page: Page, name: string): Promise<string> {
  const id = await page.getByRole('radio', { name: new RegExp(name) }).getAttribute('value')
  expect(id).toMatch(/^\d+$/)
  return id as string
}

/** A configured zebra shade, the second picture shown: every design parameter set. */
async function openDesign(page: Page, over: Record<string, string> = {}) {
  await page.goto(ZEBRA)
  const query = new URLSearchParams({
    widthWhole: '60',
    widthFraction: '4',
    heightWhole: '70',
    heightFraction: '2',
    fabricId: await fabricId(page, 'Classic White Zebra'),
    mountType: 'outside',
    operationType: 'manual',
    controlSide: 'left',
    quantity: '2',
    room: 'Den, east window',
    image: '2',
    ...over,
  })
  query.append('option', 'cassette_4')
  query.append('option', 'cordless')
  await page.goto(`${ZEBRA}?${query}`)
  return query
}

/** The design parameters (and the picture) of a URL, comparable. */
function designOf(url: string): string[] {
  const params = new URL(url).searchParams
  return [...params]
    .filter(
      ([key]) => (CONFIGURATOR_DESIGN_KEYS as readonly string[]).includes(key) || key === 'image',
    )
    .map(([key, value]) => `${key}=${value}`)
    .sort()
}

async function expectDesignShown(page: Page, widthWhole = '60') {
  await expect(page.getByLabel('Width, whole inches')).toHaveValue(widthWhole)
  await expect(page.locator('#widthFraction')).toHaveValue('4')
  await expect(page.getByLabel('Height, whole inches')).toHaveValue('70')
  await expect(page.locator('#heightFraction')).toHaveValue('2')
  await expect(page.getByRole('radio', { name: /Classic White Zebra/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Outside Mount/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Left/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Cassette Valance/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Cordless Lift/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Professional Installation/ })).not.toBeChecked()
  // #quantity: the cart bar's buttons are named for their quantities too.
  await expect(page.locator('#quantity')).toHaveValue('2')
  await expect(page.getByLabel(/^Room/)).toHaveValue('Den, east window')
}

/** Not at the top: the place posted from is on screen. */
async function expectScrolledTo(page: Page, selector: string) {
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await expect(page.locator(selector)).toBeInViewport()
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })

    test('Free sample comes back to the same design and picture, at the swatch', async ({
      page,
    }, testInfo) => {
      const query = await openDesign(page)
      // Changed since the page was drawn (without JavaScript, not yet sent with Update price).
      await page.getByLabel('Width, whole inches').fill('61')
      query.set('widthWhole', '61')
      await page.getByRole('button', { name: 'Free sample of Pebble Grey Zebra' }).click()
      await expect(
        page.locator('[data-toast]').filter({ hasText: 'Free sample added' }).first(),
      ).toBeVisible()
      await expect(page.getByTestId('cart-badge')).toHaveText('1')
      await expect.poll(() => designOf(page.url())).toEqual(designOf(`http://x${ZEBRA}?${query}`))
      await expectDesignShown(page, '61')
      // Without JavaScript the notice is at the top of the page, so the page comes back there.
      if (isNoJs(testInfo)) expect(new URL(page.url()).hash).toBe('')
      await page.screenshot({
        path: testInfo.outputPath(`sample-${size.width}.png`),
        fullPage: false,
      })
    })

    test('E-mail me this design twice: the same design each time, the form where it was', async ({
      page,
    }, testInfo) => {
      const query = await openDesign(page)
      const addresses = ['ana', 'bo'].map(
        (name) => `${name}-${testInfo.project.name}-${size.width}@example.com`,
      )
      for (const to of addresses) {
        const details = page.locator('details#email-design')
        if ((await details.getAttribute('open')) === null) {
          await page.getByText('E-mail me this design').click()
        }
        await page.getByLabel('Your e-mail').fill(to)
        await page.getByRole('button', { name: 'Send', exact: true }).click()
        await expect(page.getByText(`Sent to ${to}.`)).toBeVisible()
        expect(page.url()).not.toContain(to.split('@')[0])
        await expect.poll(() => designOf(page.url())).toEqual(designOf(`http://x${ZEBRA}?${query}`))
        await expectDesignShown(page)
        if (isNoJs(testInfo)) {
          expect(new URL(page.url()).hash).toBe('#email-design')
          await expectScrolledTo(page, '#email-design')
          // What a second send would post: the design shown.
          const hidden = page.locator('#email-design input[type="hidden"][name="fabricId"]')
          await expect(hidden).toHaveValue(query.get('fabricId') as string)
        }
      }
      await page.screenshot({
        path: testInfo.outputPath(`email-${size.width}.png`),
        fullPage: false,
      })
      // Both e-mails link to the design, not to the bare page.
      const sent = await withE2eDatabase((db) =>
        db
          .select()
          .from(schema.outbox)
          .all()
          .filter((m) => addresses.includes(m.to)),
      )
      expect(sent.map((m) => m.to).sort()).toEqual(addresses)
      for (const mail of sent) {
        expect(mail.text).toContain(`fabricId=${query.get('fabricId')}`)
        expect(mail.text).toContain('widthWhole=60')
      }
    })
  })
}

test('Add to Cart comes back to the same design and picture, at the form', async ({
  page,
}, testInfo) => {
  const query = await openDesign(page)
  await page
    .getByRole('region', { name: 'Your price' })
    .getByRole('button', { name: 'Add to Cart' })
    .click()
  await expect(page.getByTestId('added-confirmation').first()).toBeVisible()
  await expect.poll(() => designOf(page.url())).toEqual(designOf(`http://x${ZEBRA}?${query}`))
  await expectDesignShown(page)
  if (isNoJs(testInfo)) expect(new URL(page.url()).hash).toBe('#configure')
})

test('after a refused Add to Cart without JavaScript, E-mail me sends the design shown', async ({
  page,
}, testInfo) => {
  test.skip(!isNoJs(testInfo), 'with JavaScript nothing is posted until the design has a price')
  await openDesign(page, { fabricId: '' })
  await page.getByLabel('Height, whole inches').fill('71')
  await page
    .getByRole('region', { name: 'Your price' })
    .getByRole('button', { name: 'Add to Cart' })
    .click()
  await expect(page.getByRole('alert').getByRole('link', { name: 'Choose a fabric' })).toBeVisible()
  await expect(page.getByLabel('Height, whole inches')).toHaveValue('71')
  // The page's address and the e-mail form hold what is shown, not what was there before.
  expect(new URL(page.url()).searchParams.get('image')).toBe('2')
  await expect(page.locator('#email-design input[type="hidden"][name="heightWhole"]')).toHaveValue(
    '71',
  )
})

test('vertical blinds: Add to Cart says nothing was reset (they have no mount, operation or side)', async ({
  page,
}, testInfo) => {
  await page.goto('/shop/vertical-blinds')
  await page.locator('label[for^="fabric-"]').first().click()
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await expect(page.getByTestId('design-notices')).toHaveCount(0)
  await page
    .getByRole('region', { name: 'Your price' })
    .getByRole('button', { name: 'Add to Cart' })
    .click()
  await expect(page.getByTestId('added-confirmation').first()).toBeVisible()
  await expect(page.getByTestId('design-notices')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('design-notices')).toHaveCount(0)
})
