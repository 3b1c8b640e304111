import { and, eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'
import { expectNoEnglishUi } from './spanish-words'

// Issue 41: the home page's texts (hero title, subtitle, about) are the office's; the Spanish
// home page shows their Spanish, and the office writes it in Content Management.

const spanishTitle = () =>
  withE2eDatabase(
    (db) =>
      db
        .select({ value: schema.siteContent.value })
        .from(schema.siteContent)
        .where(
          and(eq(schema.siteContent.section, 'home-es'), eq(schema.siteContent.key, 'heroTitle')),
        )
        .get()?.value,
  )

test('the Spanish home page says its own texts, and the office changes its title', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  await page.goto('/es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Expertos en persianas y cortinas del Sur de la Florida',
  )
  await expect(page.getByText('Desde hace más de 22 años')).toBeVisible()
  await expectNoEnglishUi(page, ["South Florida's Premier", 'For more than 22 years'])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }

  // The office writes another Spanish title (the admin stays in English).
  const before = await spanishTitle()
  const title = `Persianas a la medida en Hialeah (${testInfo.project.name})`
  await loginAsAdmin({ username: `office-home-${testInfo.project.name}`, role: 'office' })
  try {
    await page.goto('/admin/content')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const form = page.locator('form#home-spanish')
    // The field holds at most what the server takes (its refusal: tests/integration/site-content).
    await expect(form.getByLabel('Hero title in Spanish')).toHaveAttribute('maxlength', '200')
    await form.getByLabel('Hero title in Spanish').fill(title)
    await form.getByRole('button', { name: 'Save Spanish texts' }).click()
    await expect(page.getByText('Spanish texts saved').first()).toBeVisible()
    await page.goto('/es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // The English page keeps its own.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "South Florida's Premier Blinds & Window Treatment Experts",
    )
  } finally {
    // Back as it was, for the other journeys.
    await withE2eDatabase((db) =>
      db
        .update(schema.siteContent)
        .set({ value: before ?? '' })
        .where(
          and(eq(schema.siteContent.section, 'home-es'), eq(schema.siteContent.key, 'heroTitle')),
        )
        .run(),
    )
  }
})
