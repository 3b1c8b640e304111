import { schema, withE2eDatabase } from './db'
import { expect, isNoJs, test } from './helpers'

/**
 * Deletes that can be undone (issue 28), with JavaScript and without: staff archive a lead and
 * press Undo in the toast (a real form, so it works in the flash banner without JavaScript and
 * in the live toast with it): the lead is back. An archived blog post 404s on its public URL
 * until it is restored from the Archived posts list.
 */
test.describe('archive and undo', () => {
  test('a lead: archive, Undo in the toast, it is back', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const name = `Archive Lead ${testInfo.project.name} ${Date.now()}`
    const lead = await withE2eDatabase((db) =>
      db
        .insert(schema.leads)
        .values({
          source: 'quote-wizard',
          name,
          email: `archive-${Date.now()}@example.com`,
          phone: '(954) 555-0177',
        })
        .returning({ id: schema.leads.id })
        .get(),
    )
    await loginAsAdmin()
    await page.goto(`/admin/leads/${lead.id}`)
    await page.getByRole('button', { name: `Archive lead #${lead.id}` }).click()
    const toast = page.locator('[data-toast]').filter({ hasText: 'Lead Archived' })
    await expect(toast).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/leads$/)
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)

    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(page.locator('[data-toast]').filter({ hasText: 'Lead Restored' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`))
    await expect(page.getByText(/^Archived on/)).toHaveCount(0)
    await page.goto('/admin/leads')
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  })

  test('a blog post: archived, it 404s publicly; restored, it is back', async ({
    page,
    loginAsAdmin,
  }, testInfo) => {
    const slug = `archive-post-${testInfo.project.name}-${Date.now()}`
    const title = `Archive Post ${testInfo.project.name} ${Date.now()}`
    await withE2eDatabase((db) =>
      db
        .insert(schema.blogPosts)
        .values({
          title,
          slug,
          excerpt: 'Soon archived.',
          content: '<p>Text</p>',
          author: 'Team',
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000),
        })
        .run(),
    )
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200)

    await loginAsAdmin()
    await page.goto('/admin/blog')
    await page.getByRole('button', { name: `Archive ${title}` }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Blog post archived' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: `Archive ${title}` })).toHaveCount(0)
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)

    await page.getByRole('link', { name: 'Archived posts' }).click()
    await page.getByRole('button', { name: `Restore ${title}` }).click()
    await expect(
      page.locator('[data-toast]').filter({ hasText: 'Blog post restored' }),
    ).toBeVisible()
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200)
    if (isNoJs(testInfo)) await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  })
})
