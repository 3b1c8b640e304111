/**
 * Issue 40.32: staff read their own writes on a replica that receives them late (the harness
 * gives the replica a copy of its own, REPLICA_LAG_MS behind). Fly sends each request to a
 * machine near the visitor, and the primary is one of them: here the sign-in (and the logout)
 * lands on the primary itself, and the next page on the lagging replica. That page must know
 * the new session (and the ended one), not answer from before it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/helpers'
import { readReplicaLog } from './verdict'

const E2E_ADMIN_PASSWORD = 'e2e-admin-password' // scripts/dev/e2e-settings.js

/**
 * Sends every write on `pathname` (its page or, with JavaScript, its `.data` fetch) to the
 * primary machine, as Fly does for a visitor near it.
 */
async function writesOnThePrimary(page: Page, pathname: string) {
  const primary = fs
    .readFileSync(path.resolve(`tests/.tmp/e2e/litefs-replica-${process.env.E2E_PORT}/.primary`))
    .toString()
    .trim()
  await page.route(
    (url) => url.pathname === pathname || url.pathname === `${pathname}.data`,
    async (route) => {
      const request = route.request()
      if (request.method() === 'GET') return route.continue()
      await route.continue({
        headers: { ...request.headers(), 'fly-force-instance-id': primary },
      })
    },
  )
}

test('a sign-in and a logout the primary answered are seen by the next page on the replica', async ({
  page,
}) => {
  await writesOnThePrimary(page, '/admin/login')
  await writesOnThePrimary(page, '/admin/logout')

  await page.goto('/admin/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin/leads')
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/)

  // The writes did land on the primary, and the pages after them on the replica.
  const log = readReplicaLog()
  for (const write of ['/admin/login', '/admin/logout']) {
    expect(log).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: expect.stringMatching(new RegExp(`^${write}(\\.data)?$`)),
        servedBy: 'primary (fly-force-instance-id)',
      }),
    )
  }
  expect(log).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      path: expect.stringMatching(/^\/admin(\.data)?$/),
      servedBy: 'replica',
    }),
  )
})
