/** Signing in for integration tests: an admin row and a bearer token, no login form. */
import { eq } from 'drizzle-orm'
import { ADMIN_SESSION_TTL_MS } from '~/server/auth/admin-session.server'
import { createAdminToken } from '~/server/auth/auth.server'
import { db, schema } from '~/server/platform/db.server'

/** Creates (or reuses) the admin and answers headers that sign a request in as them. */
export function adminHeaders(username = 'test-admin'): { Authorization: string } {
  db.insert(schema.adminUsers)
    .values({ username, passwordHash: 'not-a-usable-hash' })
    .onConflictDoNothing({ target: schema.adminUsers.username })
    .run()
  const admin = db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username))
    .get()
  if (!admin) throw new Error(`adminHeaders: no admin ${username}`)
  const { token } = createAdminToken(admin.id, ADMIN_SESSION_TTL_MS)
  return { Authorization: `Bearer ${token}` }
}
