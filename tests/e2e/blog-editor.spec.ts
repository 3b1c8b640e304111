/**
 * The blog editor for people (issue 32): scheduled posts appear at their time; AI drafts are
 * never published (see blog-admin.spec.ts for the generation journey). JavaScript on and off.
 */

import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { businessDate, formatBusinessTime } from '~/domain/business-time'
import { expect, expectNoAxeViolations, isNoJs, test } from './helpers'

/**
 * Waits until the rich editor's own state holds a selection of that kind. The editor reads a
 * keyboard selection (Shift+Home, End) on the browser's selectionchange event, a task of its
 * own: on a busy machine the next click or key could come first and act on the old selection.
 */
async function editorSelectionIs(page: Page, kind: 'a range' | 'a caret') {
  await page.waitForFunction(
    (empty) =>
      (
        document.querySelector('.ProseMirror') as
          | (Element & { editor?: { state: { selection: { empty: boolean } } } })
          | null
      )?.editor?.state.selection.empty === empty,
    kind === 'a caret',
  )
}

test.describe('blog editor', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a post scheduled a minute or two ahead appears on /blog at its time', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    await loginAsAdmin()
    const title = `Scheduled Shades ${testInfo.project.name} ${Date.now()}`
    const goLive = new Date(Date.now() + 90_000)
    await page.goto('/admin/blog/new')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Excerpt').fill('Posted by the scheduler, not by hand.')
    if (isNoJs(testInfo)) {
      await page.getByLabel('Content (HTML)').fill('<h2>On time</h2><p>Right on schedule.</p>')
    } else {
      await page.getByRole('textbox', { name: 'Content', exact: true }).click()
      await page.getByRole('button', { name: 'Heading 2' }).click()
      await page.keyboard.type('On time')
    }
    await page.getByLabel('Status').selectOption('scheduled')
    await page.getByLabel(/^Publish date/).fill(businessDate(goLive))
    await page.getByLabel(/^Publish time/).fill(formatBusinessTime(goLive, 'HH:mm'))
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    const row = page.getByRole('listitem').filter({ hasText: title })
    await expect(row.getByText('scheduled', { exact: true })).toBeVisible()
    await expect(row.getByText(/Goes live/)).toBeVisible()

    // Not yet.
    await page.goto(`/blog?search=${encodeURIComponent(title)}`)
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0)

    // At its time (the job on the primary runs every minute).
    await expect(async () => {
      await page.goto(`/blog?search=${encodeURIComponent(title)}`)
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 200_000, intervals: [5_000] })
    await page.getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { name: 'On time' })).toBeVisible()
  })

  test('write a post with a heading, a list, a link, a quote and an uploaded image, publish it, read it on /blog', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    await loginAsAdmin()
    const title = `Editor Journey ${testInfo.project.name} ${Date.now()}`
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    await page.goto('/admin/blog/new')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Excerpt').fill('Written in the editor, read by visitors.')
    await page.getByLabel('Meta description').fill('x'.repeat(160))
    const preview = page.getByTestId('search-preview')
    if (isNoJs(testInfo)) {
      // Without JavaScript the content is the HTML textarea; the image is uploaded as featured.
      await page
        .getByLabel('Content (HTML)')
        .fill(
          '<h2>Measure first</h2><ul><li>Width</li><li>Height</li></ul><p><a href="https://example.com/guide">The guide</a></p><blockquote>Measure twice.</blockquote><img src=x alt="A measured window" onerror="window.__xss=1">',
        )
      await page.getByLabel(/^Upload featured image/).setInputFiles({
        name: 'room.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
        })
          .png()
          .toBuffer(),
      })
    } else {
      // Live search preview while typing.
      await expect(preview).toContainText(`/blog/${slug}`)
      await expect(preview).toContainText('160 of ~155 characters (too long')
      const editor = page.getByRole('textbox', { name: 'Content', exact: true })
      await expect(editor).toBeVisible()
      await expect(page.getByLabel('Content (HTML)')).toBeHidden()
      await expectNoAxeViolations(page, testInfo)
      await page.setViewportSize({ width: 1280, height: 900 })
      await editor.click()
      const heading = page.getByRole('button', { name: 'Heading 2' })
      await expect(heading).toHaveAttribute('aria-pressed', 'false')
      await heading.click()
      await expect(heading).toHaveAttribute('aria-pressed', 'true')
      // A tool gives the focus back to the editor on the next frame: type only then.
      await expect(editor).toBeFocused()
      await page.keyboard.type('Measure first')
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Bulleted list' }).click()
      await expect(editor).toBeFocused()
      await page.keyboard.type('Width')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Height')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await page.keyboard.type('The guide')
      await page.keyboard.press('Shift+Home')
      await editorSelectionIs(page, 'a range')
      page.once('dialog', (dialog) => dialog.accept('https://example.com/guide'))
      await page.getByRole('button', { name: 'Link' }).click()
      // The editor takes the focus back on the next frame: keys before that go to the button.
      await expect(editor.locator('a[href="https://example.com/guide"]')).toHaveText('The guide')
      await expect(editor).toBeFocused()
      await page.keyboard.press('End')
      // Enter with the words still selected in the editor's state would replace them.
      await editorSelectionIs(page, 'a caret')
      await page.keyboard.press('Enter')
      // The keyboard reaches the toolbar: Quote by Tab from the editor's toolbar.
      await page.getByRole('button', { name: 'Quote' }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.type('Measure twice.')
      // The image is asked for in a dialog with its description (issue 40.26), never a prompt.
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer()
      await page.getByRole('button', { name: 'Insert image' }).click()
      const dialog = page.getByRole('dialog', { name: 'Insert an image' })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page, testInfo)
      await dialog
        .getByLabel('Image file')
        .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: png })
      await dialog.getByRole('button', { name: 'Add the image' }).click()
      // Without a description (or "decorative") nothing is inserted, and the field says why.
      await expect(dialog.getByText('Describe the image (what it shows)')).toBeVisible()
      await expect(dialog.getByLabel('Description (alt text)')).toBeFocused()
      await expect(editor.locator('img')).toHaveCount(0)
      await dialog.getByLabel('Description (alt text)').fill('A measured window')
      await dialog.getByRole('button', { name: 'Add the image' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Insert image' })).toBeFocused()
      await expect(page.getByText('Image added.')).toBeVisible()
      await expect(editor.locator('img[alt="A measured window"]')).toBeVisible()
      // A decorative image is inserted with alt="" on purpose.
      await page.getByRole('button', { name: 'Insert image' }).click()
      await dialog
        .getByLabel('Image file')
        .setInputFiles({ name: 'border.png', mimeType: 'image/png', buffer: png })
      await dialog.getByLabel(/^Decorative image/).check()
      await dialog.getByRole('button', { name: 'Add the image' }).click()
      await expect(dialog).toBeHidden()
      await expect(editor.locator('img[alt=""]')).toHaveCount(1)
      await page.screenshot({ path: 'tests/.tmp/blog-editor-1280.png', fullPage: true })
      await page.setViewportSize({ width: 375, height: 800 })
      await page.screenshot({ path: 'tests/.tmp/blog-editor-375.png', fullPage: true })
    }
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    const toast = page.locator('[data-toast]').filter({ hasText: 'Blog post created' })
    await toast.getByRole('link', { name: 'View on the site' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const article = page.locator('article')
    await expect(article.getByRole('heading', { name: 'Measure first', level: 2 })).toBeVisible()
    await expect(article.getByRole('listitem').filter({ hasText: 'Height' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'The guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    )
    await expect(article.locator('blockquote')).toContainText('Measure twice.')
    if (isNoJs(testInfo)) {
      await expect(article.locator('img').first()).toHaveAttribute('src', /\/.+/)
    } else {
      await expect(article.locator('img[alt="A measured window"]')).toBeVisible()
      // The decorative one right after it (the page's other pictures are decorative too).
      await expect(article.locator('img[alt="A measured window"] + img[alt=""]')).toHaveCount(1)
    }
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()

    // The search preview is rendered by the server from the saved values.
    await page.goto('/admin/blog')
    await page.getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByTestId('search-preview')).toContainText(`/blog/${slug}`)
    await expect(page.getByTestId('search-preview')).toContainText('(too long')
  })
})
