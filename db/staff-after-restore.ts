/**
 * Staff accounts after a database restore (docs/deploy.md, "After a restore"). The restored
 * database holds the accounts as they were at the backup: someone removed or suspended since
 * would be active again, with the password they had then, and a session or link ended since
 * would work again. So, in one transaction:
 * - every session and API token is deleted, and every outstanding reset link and invitation
 *   ended (owners' too);
 * - every active account that is not an owner is held ("needs-reconfirmation": it cannot sign
 *   in) until the owner re-confirms it on Admin > Staff (audited); suspended ones stay suspended;
 * - the owners stay active: they are the ones who re-confirm the others.
 * Run by `db/restore.ts` on the restored file before it replaces the live database, and again by
 * `db/after-restore.ts` (for a database put back by other means, e.g. a volume snapshot).
 * Running it twice changes nothing more. Its line in the audit log is written here, not through
 * app/server/admin/audit-log.server.ts, since it runs on the restored file before the app opens it.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { AppDatabase } from './client'
import { adminUsers, apiTokens, auditLog, staffInvitations, staffOneTimeTokens } from './schema'

export type StaffHold = {
  /** Sessions and API tokens deleted. */
  sessionsEnded: number
  /** Reset links and invitations ended. */
  linksEnded: number
  /** Accounts that cannot sign in until the owner re-confirms them. */
  held: string[]
  /** The owners who can still sign in. */
  owners: string[]
}

export function holdStaffAfterRestore(db: AppDatabase, now = new Date()): StaffHold {
  return db.transaction((tx) => {
    const sessionsEnded = tx.delete(apiTokens).run().changes
    const linksEnded =
      tx
        .update(staffOneTimeTokens)
        .set({ usedAt: now })
        .where(isNull(staffOneTimeTokens.usedAt))
        .run().changes +
      tx.update(staffInvitations).set({ usedAt: now }).where(isNull(staffInvitations.usedAt)).run()
        .changes
    const held = tx
      .update(adminUsers)
      .set({ status: 'needs-reconfirmation', updatedAt: now })
      .where(and(eq(adminUsers.status, 'active'), ne(adminUsers.role, 'owner')))
      .returning({ username: adminUsers.username })
      .all()
      .map((a) => a.username)
    const owners = tx
      .select({ username: adminUsers.username })
      .from(adminUsers)
      .where(and(eq(adminUsers.status, 'active'), eq(adminUsers.role, 'owner')))
      .all()
      .map((a) => a.username)
    if (sessionsEnded || linksEnded || held.length) {
      tx.insert(auditLog)
        .values({
          actorId: null,
          actorName: 'database restore',
          kind: 'staff-account',
          subjectType: 'staff',
          summary: `After a restore: ${held.length} account(s) wait for the owner's re-confirmation, ${sessionsEnded} session(s) and ${linksEnded} link(s) ended`,
          after: JSON.stringify({ held, owners }).slice(0, 500),
          createdAt: now,
        })
        .run()
    }
    return { sessionsEnded, linksEnded, held, owners }
  })
}
