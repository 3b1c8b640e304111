/** Signing in for integration tests: an admin row and a bearer token, no login form. */
import { eq } from 'drizzle-orm'
import type { StaffRole } from '~/domain/staff-access'
import { ADMIN_SESSION_TTL_MS } from '~/server/auth/admin-session.server'
import { createAdminToken } from '~/server/auth/auth.server'
import { db, schema } from '~/server/platform/db.server'

/**
 * Creates (or reuses) the admin and answers headers that sign a request in as them; the
 * default account is an owner, `role` makes another kind of staff account.
 */
export function adminHeaders(
  username = 'test-admin',
  role: StaffRole = 'owner',
): { Authorization: string } {
  db.insert(schema.adminUsers)
    .values({ username, passwordHash: 'not-a-usable-hash', role })
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
