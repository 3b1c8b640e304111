/**
 * The blog editor for people (issue 32): scheduled posts appear at their time; AI drafts are
 * never published (see blog-admin.spec.ts for the generation journey). JavaScript on and off.
 */
import { businessDate, formatBusinessTime } from '~/domain/business-time'
import { expect, test } from './helpers'

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
    await page
      .getByLabel(/^Content/)
      .first()
      .fill('<h2>On time</h2><p>Right on schedule.</p>')
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
})
