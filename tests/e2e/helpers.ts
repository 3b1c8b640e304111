import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'

/** True in the project that runs with JavaScript turned off. */
export function isNoJs(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'no-js'
}

/**
 * Fails on any axe violation (WCAG 2.1 A and AA). axe needs JavaScript in the page,
 * so it runs in the JavaScript project only; the no-JS project sees the same HTML.
 */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  exclude: string[] = [],
) {
  if (isNoJs(testInfo)) return
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

export const test = base
export { expect }
