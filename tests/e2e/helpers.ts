import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { createCookieSessionStorage } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import type { StaffRole } from '../../app/domain/staff-access'
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_TOKEN_KEY,
  ADMIN_SESSION_TTL_MS,
  hashToken,
  newToken,
} from '../../app/server/auth/admin-session.server'
import { hashPassword } from '../../app/server/auth/password.server'
import { schema, withE2eDatabase } from './db'

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

/** The admin scripts/dev/e2e-server.js seeds (ADMIN_USERNAME). */
export const E2E_ADMIN_USERNAME = 'admin'

/**
 * The admin row in the e2e database, created when absent (with a random password: a fixture's
 * admin never uses the login form), an owner unless `role` says otherwise. The seeded admin is
 * left as it is.
 */
export async function ensureAdminUser(username = E2E_ADMIN_USERNAME, role: StaffRole = 'owner') {
  const passwordHash = await hashPassword(crypto.randomBytes(18).toString('base64url'))
  return withE2eDatabase((db) => {
    db.insert(schema.adminUsers)
      .values({ username, passwordHash, role })
      .onConflictDoNothing({ target: schema.adminUsers.username })
      .run()
    return db
      .select({ id: schema.adminUsers.id, username: schema.adminUsers.username })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, username))
      .get()!
  })
}

/** The e2e server's SESSION_SECRET (scripts/dev/e2e-server.js). */
export const E2E_SESSION_SECRET = 'e2e-secret-0123456789abcdef-0123456789abcdef'

/**
 * The signed session cookie of an admin, as the server would set it after a sign-in: a token
 * row (stored hashed, expiring) in the e2e database, and the admin session cookie carrying the
 * token, signed with the e2e server's secret.
 */
export async function adminSessionCookie(
  adminId: number,
): Promise<{ name: string; value: string }> {
  const token = newToken()
  await withE2eDatabase((db) => {
    db.insert(schema.apiTokens)
      .values({
        adminUserId: adminId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ADMIN_SESSION_TTL_MS),
      })
      .run()
  })
  const storage = createCookieSessionStorage({
    cookie: { name: ADMIN_SESSION_COOKIE, secrets: [E2E_SESSION_SECRET] },
  })
  const session = await storage.getSession()
  session.set(ADMIN_SESSION_TOKEN_KEY, token)
  const setCookie = await storage.commitSession(session)
  const pair = setCookie.split(';')[0]
  const at = pair.indexOf('=')
  return { name: pair.slice(0, at), value: pair.slice(at + 1) }
}

/**
 * A URL path with what differs between runs (ids, tokens, references, slugs with a time in
 * them) made the same, so two runs of one journey can be compared.
 */
export function comparablePath(url: string): string {
  return new URL(url).pathname
    .split('/')
    .map((part) =>
      /\d/.test(part) || /^[\w-]{16,}$/.test(part) || /^[0-9A-Z]{4}-[0-9A-Z]{4}/.test(part)
        ? ':x'
        : part,
    )
    .join('/')
}

/**
 * Where a run writes its refused answers (scripts/dev/replica-harness.js reads the single
 * machine's run beside its own): one file per run, named by its kind and port.
 */
export function refusedAnswersFile(kind: string, port = process.env.E2E_PORT): string {
  return path.resolve(`tests/.tmp/e2e/refused-${kind}-${port}.jsonl`)
}

type Fixtures = {
  /**
   * Every 4xx/5xx the page's requests get, by test, written down (auto): the replica run
   * fails on one the same journey does not get on a single machine (tests/replica/verdict.ts).
   */
  recordRefusedAnswers: undefined
  /**
   * Signs the page in as the e2e admin without the login form (only the login form's own
   * test should use the form): ensures the admin row, then sets the session cookie. `as`
   * signs in another staff account instead (e.g. an installer), created when absent.
   */
  loginAsAdmin: (as?: { username: string; role: StaffRole }) => Promise<{ username: string }>
}

export const test = base.extend<Fixtures>({
  recordRefusedAnswers: [
    async ({ context }, use, testInfo) => {
      const file = refusedAnswersFile(process.env.REPLICA_RUN ? 'replica' : 'single')
      const title = [path.basename(testInfo.file), ...testInfo.titlePath.slice(1)].join(' › ')
      const lines: string[] = []
      context.on('response', (response) => {
        if (response.status() < 400) return
        const request = response.request()
        lines.push(
          JSON.stringify({
            title,
            project: testInfo.project.name,
            method: request.method(),
            path: comparablePath(response.url()),
            status: response.status(),
          }),
        )
      })
      await use(undefined)
      if (lines.length === 0) return
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.appendFileSync(file, `${lines.join('\n')}\n`)
    },
    { auto: true },
  ],
  loginAsAdmin: async ({ context, baseURL }, use) => {
    await use(async (as) => {
      if (!baseURL) throw new Error('loginAsAdmin needs the baseURL of playwright.config.ts')
      const admin = await ensureAdminUser(as?.username, as?.role)
      const cookie = await adminSessionCookie(admin.id)
      await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
      return { username: admin.username }
    })
  },
})
export { expect }
