import { eq } from 'drizzle-orm'
import { schema, withE2eDatabase } from './db'
import { expect, expectNoAxeViolations, test } from './helpers'

// Issue 41: the language is stored with every lead and order; the office sees it (a badge),
// finds the Spanish-speaking customers with the list's filter, and corrects it on the record.
// The staff side itself stays in English.

function seedLead(name: string, language: 'en' | 'es') {
  return withE2eDatabase(
    (db) =>
      db
        .insert(schema.leads)
        .values({
          source: 'city-page',
          name,
          email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
          phone: '(305) 555-0142',
          city: 'Hialeah',
          language,
        })
        .returning()
        .get().id,
  )
}

function leadLanguage(id: number) {
  return withE2eDatabase(
    (db) =>
      db
        .select({ language: schema.leads.language })
        .from(schema.leads)
        .where(eq(schema.leads.id, id))
        .get()?.language,
  )
}

test('the office sees and filters the Spanish-speaking customers, and corrects a language', async ({
  page,
  loginAsAdmin,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`
  const spanish = `Marisol Pérez ${run}`
  const english = `Gary Olsen ${run}`
  const spanishId = await seedLead(spanish, 'es')
  const englishId = await seedLead(english, 'en')
  await loginAsAdmin({ username: `office-lang-${run}`.slice(0, 40), role: 'office' })

  // The list: the Spanish lead carries the badge (read as words by a screen reader).
  await page.goto('/admin/leads')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const spanishRow = page.getByRole('link', { name: new RegExp(`#${spanishId} ${spanish}`) })
  const englishRow = page.getByRole('link', { name: new RegExp(`#${englishId} ${english}`) })
  await expect(spanishRow).toContainText('Spanish-speaking customer')
  await expect(englishRow).toBeVisible()
  await expect(englishRow).not.toContainText('Spanish-speaking customer')

  // The filter keeps only the Spanish-speaking customers.
  await page.getByLabel('Language').selectOption('es')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]language=es/)
  await expect(spanishRow).toBeVisible()
  await expect(englishRow).toHaveCount(0)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, testInfo)
  }

  // The record: its language, corrected by the office; the badge follows.
  await page.goto(`/admin/leads/${englishId}`)
  await expect(page.getByLabel("Customer's language")).toHaveValue('en')
  await page.getByLabel("Customer's language").selectOption('es')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(
    page.getByText(`Lead #${englishId}'s customer is written to in Spanish.`, { exact: true }),
  ).toBeVisible()
  await expect(page.getByLabel("Customer's language")).toHaveValue('es')
  expect(await leadLanguage(englishId)).toBe('es')
  await expect(page.locator('main').getByText('Spanish-speaking customer').first()).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
