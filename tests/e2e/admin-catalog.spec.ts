import sharp from 'sharp'
import { buildPriceGrid } from '../../db/seed-data'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * The catalogue tabs, JavaScript on and off. The two projects share one server and database,
 * so each works on its own items (names carry the project) or its own product, and puts back
 * what the public-page specs rely on.
 */

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4477aa' } })
    .jpeg()
    .toBuffer()
}

/** Confirms the browser's dialog with JavaScript; without it the action asks on a page. */
async function confirmDelete(
  page: import('@playwright/test').Page,
  testInfo: import('@playwright/test').TestInfo,
  click: () => Promise<void>,
  confirmButton: RegExp,
) {
  if (isNoJs(testInfo)) {
    await click()
    await page.getByRole('button', { name: confirmButton }).click()
  } else {
    page.once('dialog', (dialog) => dialog.accept())
    await click()
  }
}

function toast(page: import('@playwright/test').Page, text: string | RegExp) {
  return page.locator('[data-toast]').filter({ hasText: text })
}

for (const [path, heading, control] of [
  ['/admin/fabrics', 'Fabric Swatches', null],
  ['/admin/fabrics?new', 'Fabric Swatches', 'Fabric name'],
  ['/admin/options', 'Product Options', null],
  ['/admin/options?edit=1', 'Product Options', 'Price ($)'],
  ['/admin/pricing-rules', 'Pricing Rules', null],
  ['/admin/pricing-rules?upload', 'Pricing Rules', 'Price grid file'],
  ['/admin/images', 'Product Image Management', null],
  ['/admin/motors', 'Motors & Accessories', null],
  ['/admin/motors?new', 'Motors & Accessories', 'Specifications (JSON)'],
  ['/pricing-test', 'Pricing Test', null],
] as const) {
  test(`axe: ${path}`, async ({ page, loginAsAdmin }, testInfo) => {
    test.skip(isNoJs(testInfo), 'axe runs with JavaScript')
    test.setTimeout(60_000)
    await loginAsAdmin()
    await page.goto(path)
    // An open dialog hides the page behind it from assistive technology.
    if (control) await expect(page.getByLabel(control)).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectNoAxeViolations(page, testInfo)
  })
}

test('pricing test page is for staff only and runs the price calls', async ({
  page,
  loginAsAdmin,
}) => {
  await page.goto('/pricing-test')
  await expect(page).toHaveURL(/\/admin\/login/)
  await loginAsAdmin()
  await page.goto('/pricing-test')
  const zebra = page.getByRole('region', { name: 'Zebra Shades' })
  await expect(zebra.getByText(/^\.\.\.and \d+ more$/)).toBeVisible()
  await zebra.getByRole('button', { name: /Test 48 x 60/ }).click()
  await expect(page.getByRole('definition').filter({ hasText: '48" x 60"' }).first()).toBeVisible()
  await expect(page.getByText(/Zebra Shades fabrics: \d+/)).toBeVisible()
})

test('a new fabric swatch appears in its configurator, then goes', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const name = `E2E Coral ${testInfo.project.name}`
  await loginAsAdmin()
  await page.goto('/admin/fabrics')
  await page.getByRole('link', { name: 'Add Fabric Swatch' }).click()
  // Errors beside the fields first.
  await page.getByRole('button', { name: 'Create Fabric Swatch' }).click()
  await expect(page.getByText('Fabric name is required').first()).toBeVisible()
  await page.getByLabel('Fabric name').fill(name)
  await page.getByLabel('Color').fill('Coral')
  await page.getByLabel('Product type').selectOption('zebra')
  await page.getByLabel('Price group or chart').selectOption('2')
  await page.getByLabel(/^Image/).setInputFiles({
    name: 'coral.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(120, 120),
  })
  await page.getByRole('button', { name: 'Create Fabric Swatch' }).click()
  await expect(toast(page, 'Fabric swatch created successfully')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Fabric swatches' }).getByText(name)).toBeVisible()

  await page.goto('/shop/zebra-shades')
  await expect(page.getByText(name, { exact: true })).toBeVisible()

  // Archive acts at once (no question): the toast offers Undo, Archived swatches lists it.
  await page.goto('/admin/fabrics')
  await page.getByRole('button', { name: `Archive ${name}` }).click()
  await expect(toast(page, 'Fabric swatch archived')).toBeVisible()
  await expect(
    toast(page, 'Fabric swatch archived').getByRole('button', { name: 'Undo' }),
  ).toBeVisible()
  await page.goto('/shop/zebra-shades')
  await expect(page.getByText(name, { exact: true })).toHaveCount(0)
})

test('an option edit shows in the configurator', async ({ page, loginAsAdmin }, testInfo) => {
  test.skip(isNoJs(testInfo), 'one project edits the shared option; the form is the same')
  await loginAsAdmin()
  await page.goto('/admin/options')
  await page.getByRole('link', { name: 'Edit Fabric Wrapped Valance (Roller Shades)' }).click()
  const price = page.getByLabel('Price ($)')
  await expect(price).toHaveValue('30.00')
  await price.fill('31.255')
  await page.getByRole('button', { name: 'Save Option' }).click()
  await expect(page.getByText(/at most 2 decimals/).first()).toBeVisible()
  await price.fill('31.25')
  await page.getByRole('button', { name: 'Save Option' }).click()
  await expect(toast(page, 'Option updated successfully')).toBeVisible()
  await page.goto('/shop/roller-shades')
  await expect(page.getByText('+$31.25')).toBeVisible()
  // Back as it was.
  await page.goto('/admin/options?edit=' + (await optionId('roller', 'valance')))
  await page.getByLabel('Price ($)').fill('30.00')
  await page.getByRole('button', { name: 'Save Option' }).click()
  await expect(toast(page, 'Option updated successfully')).toBeVisible()
})

async function optionId(productType: 'roller', code: string) {
  return withE2eDatabase(
    (db) =>
      db
        .select({
          id: schema.productOptions.id,
          code: schema.productOptions.code,
          type: schema.productOptions.productType,
        })
        .from(schema.productOptions)
        .all()
        .find((o) => o.type === productType && o.code === code)?.id,
  )
}

function rollerGridCsv(changeWidth144To?: string) {
  const lines = ['productType,width,height,basePrice,chart']
  for (const c of buildPriceGrid('roller')) {
    const price =
      changeWidth144To && c.widthInches === 144 ? changeWidth144To : (c.priceCents / 100).toFixed(2)
    lines.push(`roller,${c.widthInches},${c.heightInches},${price},${c.priceGroup}`)
  }
  return lines.join('\n')
}

test('a price grid with a bad row changes nothing; a good one changes the shown price', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  await loginAsAdmin()
  await page.goto('/admin/pricing-rules')
  const upload = async (csv: string) => {
    await page.getByRole('link', { name: 'Upload Pricing CSV' }).click()
    await page.getByLabel('Product type').selectOption('roller')
    await page.getByLabel('Price grid file').setInputFiles({
      name: 'roller.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await page.getByRole('button', { name: 'Upload and Replace Grid' }).click()
  }
  await upload(`${rollerGridCsv()}\nroller,144,144,oops,1`)
  await expect(page.getByText("basePrice 'oops' is not an amount in dollars")).toBeVisible()
  await expect(page.getByText(/^Line \d+: /)).toBeVisible()

  await page.goto('/admin/pricing-rules')
  await upload(rollerGridCsv('987.65'))
  await expect(toast(page, 'Pricing updated')).toBeVisible()

  // Width 144 uses the changed cells.
  await page.goto('/shop/roller-shades')
  await page.getByText('Solar Screen 5% Grey', { exact: true }).click()
  await page.getByLabel('Width, whole inches').fill('144')
  if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Update price' }).click()
  await expect(page.getByTestId('unit-price')).toHaveText('$987.65')

  // The seeded grid again, for the other specs.
  await page.goto('/admin/pricing-rules')
  await upload(rollerGridCsv())
  await expect(toast(page, 'Pricing updated')).toBeVisible()
  const csv = await page.request.get('/admin/pricing-rules/download?productType=roller')
  expect(await csv.text()).toContain('roller,144,144,')
})

test('moving an image changes the carousel order', async ({ page, loginAsAdmin }, testInfo) => {
  // Each project works on its own product's images.
  const type = isNoJs(testInfo) ? 'roller' : 'zebra'
  const path = isNoJs(testInfo) ? '/shop/roller-shades' : '/shop/zebra-shades'
  await loginAsAdmin()
  await page.goto(path)
  const carouselAlt = async () =>
    page.locator('main img[alt]:not([alt=""])').first().getAttribute('alt')
  const before = await carouselAlt()

  await page.goto(`/admin/images?type=${type}`)
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Move .* up$/ }) })
  const secondTitle = (await cards.nth(1).getByRole('heading').innerText()).trim()
  await page.getByRole('button', { name: `Move ${secondTitle} up` }).click()
  await expect(toast(page, 'Product image order updated successfully')).toBeVisible()
  await expect(cards.first().getByRole('heading')).toHaveText(secondTitle)

  await page.goto(path)
  expect(await carouselAlt()).not.toBe(before)

  await page.goto(`/admin/images?type=${type}`)
  await page.getByRole('button', { name: `Move ${secondTitle} down` }).click()
  await expect(toast(page, 'Product image order updated successfully')).toBeVisible()
  await expect(cards.nth(1).getByRole('heading')).toHaveText(secondTitle)
})

test('add an image (cropped with the keyboard when JavaScript runs), edit, delete', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const title = `E2E photo ${testInfo.project.name}`
  await loginAsAdmin()
  await page.goto('/admin/images?type=other')
  await expect(
    page.getByText('No product images found. Add your first image to get started.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Add Product Image' }).click()
  await page.getByLabel(/^Image/).setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(1600, 1200),
  })
  if (!isNoJs(testInfo)) {
    const dialog = page.getByRole('dialog', { name: 'Crop Product Image' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('radio', { name: '16:9 (Landscape)' })).toBeChecked()
    await expect(dialog.getByText(/^Crop: \d+ x \d+ pixels/)).toBeVisible()
    const area = dialog.getByRole('group', { name: 'Crop area' })
    await area.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Control+ArrowLeft')
    await dialog.getByRole('radio', { name: '1:1 (Square)' }).check()
    await expect(dialog.getByText(/saved as 600 x 600/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Apply Crop' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('Chosen: room-cropped.jpg')).toBeVisible()
  }
  await page.getByLabel('Product type', { exact: true }).selectOption('other')
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Add Image' }).click()
  await expect(toast(page, 'Product image created successfully')).toBeVisible()
  const stored = await withE2eDatabase((db) =>
    db
      .select()
      .from(schema.productImages)
      .all()
      .find((i) => i.title === title),
  )
  // Cropped: 80% of 1200 high, square, fitted into 800 x 600. Uncropped: as sent.
  expect(stored?.width).toBe(isNoJs(testInfo) ? 1600 : 600)
  expect(stored?.altText).toBe(title)

  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await page.getByLabel('Active (shown in the product carousel)').uncheck()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Product image updated successfully')).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: title }).getByText('Inactive'),
  ).toBeVisible()

  await confirmDelete(
    page,
    testInfo,
    () => page.getByRole('button', { name: `Delete ${title}` }).click(),
    /^Yes, delete this image$/,
  )
  await expect(toast(page, 'Product image deleted successfully')).toBeVisible()
})

test('a new motor shows in the shop; deactivated it disappears', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const name = `E2E Solar Motor ${testInfo.project.name}`
  await loginAsAdmin()
  await page.goto('/admin/motors')
  await page.getByRole('link', { name: 'Add Motor' }).click()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Base price ($)').fill('149.50')
  await page.getByLabel('Category').selectOption('solar')
  await page.getByLabel('Description', { exact: true }).fill('A quiet solar motor for tests.')
  await page.getByLabel('Features').fill('Quiet, Solar charging')
  await page.getByLabel('Specifications (JSON)').fill('{Voltage: 12V')
  await page.getByRole('button', { name: 'Create Motor' }).click()
  await expect(page.getByText(/Specifications must be a JSON object/).first()).toBeVisible()
  await page.getByLabel('Specifications (JSON)').fill('{"Voltage": "12V"}')
  await page.getByLabel(/^Image/).setInputFiles({
    name: 'motor.txt',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image at all, just text pretending'),
  })
  await page.getByRole('button', { name: 'Create Motor' }).click()
  await expect(page.getByText('Please select an image file').first()).toBeVisible()
  await page.getByLabel(/^Image/).setInputFiles({
    name: 'motor.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(300, 300),
  })
  await page.getByRole('button', { name: 'Create Motor' }).click()
  await expect(toast(page, 'Motor created successfully')).toBeVisible()

  await page.goto('/shop/motors-accessories')
  await expect(page.getByRole('heading', { name })).toBeVisible()

  await page.goto('/admin/motors')
  await page.getByRole('button', { name: `Deactivate ${name}` }).click()
  await expect(toast(page, 'Motor updated successfully')).toBeVisible()
  await page.goto('/shop/motors-accessories')
  await expect(page.getByRole('heading', { name })).toHaveCount(0)

  // Archive acts at once (the toast offers Undo); Archived motors lists it.
  await page.goto('/admin/motors')
  await page.getByRole('button', { name: `Archive ${name}` }).click()
  await expect(toast(page, 'Motor archived')).toBeVisible()
  await page.getByRole('link', { name: 'Archived motors' }).click()
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible()
})
