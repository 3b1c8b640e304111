// Long because every change to a staff account (invitation, role, profile, password) is one module.
/**
 * Staff accounts (issue 31): invitations by e-mail, roles, suspending and removing, one's own
 * password and sessions, the forgotten-password link and the owner's reset. Every link carries a
 * random token stored only as its SHA-256 hash, used once, expiring. Suspending or removing an
 * account, and changing a password, end sessions at once (their rows in `api_tokens` are
 * deleted); setting a password by any road (a reset link, an invitation, the account page, the
 * owner's reset) also ends every other outstanding link of the account (`endLinks`), so an older
 * link never outlives a newer one.
 *
 * Every change to someone else's account takes the acting person and checks them itself
 * (`assertMayChangeStaff`: 'staff-accounts' in app/domain/staff-access.ts), so a route that
 * forgot its guard still cannot change a role; a refusal is in the audit log, as every change
 * is (written in the change's own transaction), and no change leaves the site without an active
 * owner.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne } from 'drizzle-orm'
import { businessDate } from '~/domain/business-time'
import { passwordProblem } from '~/domain/password-policy'
import {
  assertCan,
  CAPABILITY_LABELS,
  NotAllowedError,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '~/domain/staff-access'
import {
  chosenStaffColour,
  ONE_LINE_NAME,
  oneLine,
  staffColour,
  staffNameSchema,
} from '~/domain/staff-colour'
import { recordAudit } from '../admin/audit-log.server'
import { db, schema } from '../platform/db.server'
import { getEnv } from '../platform/env.server'
import { mailContent, queueMail } from '../vendors/mail.server'
import { hashToken, newToken } from './admin-session.server'
import { hashPassword, verifyPassword } from './password.server'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
/** A reset the owner starts waits longer: the person may be out on visits all day. */
export const OWNER_RESET_TTL_MS = 24 * 60 * 60 * 1000

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/** The person acting on /admin/staff, as `requireAdmin` answers them. */
export type StaffActor = { id: number; username: string; role: StaffRole }

/** A refusal to show on the form, e.g. "That password is too common"; `field` when it is one field's. */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly field?: 'displayName',
  ) {
    super(message)
    this.name = 'StaffError'
  }
}

function siteLink(path: string): string {
  return new URL(path, getEnv().SITE_URL).toString()
}

/**
 * The check every change to staff accounts makes itself, whatever route called it: only a role
 * with 'staff-accounts' may; a refusal is written in the audit log, then thrown.
 */
export function assertMayChangeStaff(actor: StaffActor, attempted: string) {
  try {
    assertCan(actor.role, 'staff-accounts')
  } catch (error) {
    if (error instanceof NotAllowedError) {
      recordAudit({
        actor,
        kind: 'refused',
        subjectType: 'staff',
        subjectId: actor.id,
        summary: `${actor.username} (${STAFF_ROLE_LABELS[actor.role] ?? actor.role}) was refused ${CAPABILITY_LABELS['staff-accounts']}: ${attempted}`,
        after: { capability: 'staff-accounts', attempted },
      })
    }
    throw error
  }
}

/**
 * Ends every outstanding link of an account: its reset links, and the invitations still open to
 * its address. Called wherever its password is set or its sessions end, so no older link
 * survives a newer one.
 */
function endLinks(
  tx: Tx,
  person: { id: number; username: string; email: string | null },
  now = new Date(),
): number {
  const resets = tx
    .update(schema.staffOneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(schema.staffOneTimeTokens.adminUserId, person.id),
        isNull(schema.staffOneTimeTokens.usedAt),
      ),
    )
    .run().changes
  const addresses = [
    ...new Set([person.username, person.email ?? ''].map((a) => a.trim().toLowerCase())),
  ].filter(Boolean)
  const invitations = tx
    .update(schema.staffInvitations)
    .set({ usedAt: now })
    .where(
      and(
        inArray(schema.staffInvitations.email, addresses),
        isNull(schema.staffInvitations.usedAt),
      ),
    )
    .run().changes
  return resets + invitations
}

// ---------------------------------------------------------------- the owner's list

export function listStaff() {
  const sessions = db
    .select({ adminUserId: schema.apiTokens.adminUserId, n: count() })
    .from(schema.apiTokens)
    .where(gt(schema.apiTokens.expiresAt, new Date()))
    .groupBy(schema.apiTokens.adminUserId)
    .all()
  const byUser = new Map(sessions.map((s) => [s.adminUserId, s.n]))
  const visits = db
    .select({ adminId: schema.appointments.assignedAdminId, n: count() })
    .from(schema.appointments)
    .where(
      and(
        gte(schema.appointments.appointmentDate, businessDate()),
        inArray(schema.appointments.status, ['scheduled', 'confirmed']),
      ),
    )
    .groupBy(schema.appointments.assignedAdminId)
    .all()
  const visitsOf = new Map(visits.map((v) => [v.adminId, v.n]))
  const people = db
    .select({
      id: schema.adminUsers.id,
      username: schema.adminUsers.username,
      displayName: schema.adminUsers.displayName,
      email: schema.adminUsers.email,
      role: schema.adminUsers.role,
      status: schema.adminUsers.status,
      colour: schema.adminUsers.colour,
    })
    .from(schema.adminUsers)
    .orderBy(asc(schema.adminUsers.id))
    .all()
    .map((p) => ({
      ...p,
      sessions: byUser.get(p.id) ?? 0,
      upcomingVisits: visitsOf.get(p.id) ?? 0,
    }))
  const invitations = db
    .select({
      id: schema.staffInvitations.id,
      email: schema.staffInvitations.email,
      role: schema.staffInvitations.role,
      expiresAt: schema.staffInvitations.expiresAt,
    })
    .from(schema.staffInvitations)
    .where(
      and(
        isNull(schema.staffInvitations.usedAt),
        gt(schema.staffInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(schema.staffInvitations.id))
    .all()
  return { people, invitations }
}

// ---------------------------------------------------------------- invitations

/**
 * The owner invites someone by e-mail: a single-use invitation link (7 days), e-mailed after the
 * answer (queued in the outbox, `queueMail`), and a line in the audit log.
 */
export function inviteStaff(actor: StaffActor, input: { email: string; role: StaffRole }) {
  const email = input.email.trim().toLowerCase()
  assertMayChangeStaff(actor, `invite ${email} as ${input.role}`)
  const token = newToken()
  const row = db.transaction((tx) => {
    const taken = tx
      .select({ id: schema.adminUsers.id })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, email))
      .get()
    if (taken) throw new StaffError('Someone already signs in with that e-mail.')
    const invitation = tx
      .insert(schema.staffInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        invitedBy: actor.id,
      })
      .returning({ id: schema.staffInvitations.id })
      .get()
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: email,
        summary: `Invited ${email} as ${input.role}`,
      },
      tx,
    )
    return invitation
  })
  const link = siteLink(`/admin/invite/${token}`)
  // A name is one line; one stored before that rule still cannot start a line of the mail.
  const inviter = oneLine(staffName(actor.id) ?? actor.username) || 'The owner'
  queueMail({
    to: email,
    subject: `You are invited to the ${getEnv().BUSINESS_NAME} back office`,
    topic: `staff-invitation:${row.id}`,
    ...mailContent({
      intro: `${inviter} invited you to the back office as ${STAFF_ROLE_LABELS[input.role]}. Choose your password with this link; it works once and for 7 days.`,
      link: { label: 'Choose your password', url: link },
    }),
  })
  return { id: row.id, link }
}

/** The invitation a link carries, when it is still unused and unexpired. */
export function findInvitation(token: string) {
  return (
    db
      .select()
      .from(schema.staffInvitations)
      .where(
        and(
          eq(schema.staffInvitations.tokenHash, hashToken(token)),
          isNull(schema.staffInvitations.usedAt),
          gt(schema.staffInvitations.expiresAt, new Date()),
        ),
      )
      .get() ?? null
  )
}

/** Uses the invitation once: creates the account (its username is the e-mail) and answers it. */
export async function acceptInvitation(
  token: string,
  input: { displayName: string; password: string },
) {
  const invitation = findInvitation(token)
  if (!invitation) throw new StaffError('This invitation link has expired or was already used.')
  const name = staffNameSchema.safeParse(input.displayName)
  if (!name.success) {
    throw new StaffError(name.error.issues[0]?.message ?? ONE_LINE_NAME, 'displayName')
  }
  const displayName = name.data
  const problem = passwordProblem(input.password, [invitation.email, displayName])
  if (problem) throw new StaffError(problem)
  const passwordHash = await hashPassword(input.password)
  return db.transaction((tx) => {
    const used = tx
      .update(schema.staffInvitations)
      .set({ usedAt: new Date() })
      .where(
        and(eq(schema.staffInvitations.id, invitation.id), isNull(schema.staffInvitations.usedAt)),
      )
      .run()
    if (used.changes !== 1) throw new StaffError('This invitation link was already used.')
    const taken = tx
      .select({ id: schema.adminUsers.id })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, invitation.email))
      .get()
    if (taken) throw new StaffError('Someone already signs in with that e-mail.')
    const created = tx
      .insert(schema.adminUsers)
      .values({
        username: invitation.email,
        email: invitation.email,
        displayName: displayName || invitation.email,
        role: invitation.role,
        passwordHash,
        passwordChangedAt: new Date(),
      })
      .returning({ id: schema.adminUsers.id })
      .get()
    endLinks(tx, { id: created.id, username: invitation.email, email: invitation.email })
    recordAudit(
      {
        actor: { id: created.id, username: invitation.email },
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: created.id,
        summary: `${invitation.email} accepted the invitation and chose a password (${invitation.role})`,
      },
      tx,
    )
    return created
  })
}

// ---------------------------------------------------------------- the owner's changes

function activeOwners(tx: Tx | typeof db): number {
  return (
    tx
      .select({ n: count() })
      .from(schema.adminUsers)
      .where(and(eq(schema.adminUsers.role, 'owner'), eq(schema.adminUsers.status, 'active')))
      .get()?.n ?? 0
  )
}

function staffMember(id: number, tx: Tx | typeof db = db) {
  const person = tx.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, id)).get()
  if (!person) throw new StaffError('That account does not exist (any more).')
  return person
}

const LAST_OWNER = 'The last owner cannot be changed: make someone else an owner first.'

/** Nobody changes their own role or status here, and the last active owner stays an owner. */
function guardChange(tx: Tx | typeof db, actorId: number, id: number) {
  if (actorId === id) throw new StaffError('You cannot change your own account here.')
  const person = staffMember(id, tx)
  if (person.role === 'owner' && person.status === 'active' && activeOwners(tx) <= 1) {
    throw new StaffError(LAST_OWNER)
  }
  return person
}

/** Checked after a change, inside its transaction: the site still has an active owner. */
function assertOwnerRemains(tx: Tx) {
  if (activeOwners(tx) < 1) throw new StaffError(LAST_OWNER)
}

/** One person's own display name and stored calendar colour. */
export function staffProfile(id: number) {
  return db
    .select({ displayName: schema.adminUsers.displayName, colour: schema.adminUsers.colour })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, id))
    .get()
}

/**
 * Sets a person's display name and calendar colour (values already checked by
 * parseStaffProfile), by the person or by whoever may change staff accounts (the owner);
 * written to the audit log when it changes.
 */
export function setStaffProfile(
  actor: StaffActor,
  id: number,
  profile: { displayName: string | null; colour: string | null },
) {
  if (actor.id !== id) assertMayChangeStaff(actor, `change the name and colour of account ${id}`)
  // parseStaffProfile refuses it beside the field; this keeps any other caller from storing one.
  if (profile.displayName !== null && !staffNameSchema.safeParse(profile.displayName).success) {
    throw new StaffError(ONE_LINE_NAME, 'displayName')
  }
  db.transaction((tx) => {
    const person = tx.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, id)).get()
    if (!person) throw new StaffError('That account does not exist (any more).')
    tx.update(schema.adminUsers)
      .set({ displayName: profile.displayName, colour: profile.colour, updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, id))
      .run()
    const colourName = (stored: string | null) =>
      chosenStaffColour(stored)?.name ?? `automatic (${staffColour(id)?.name})`
    const changes: string[] = []
    if ((person.displayName ?? null) !== profile.displayName) {
      changes.push(`name ${person.displayName || '(none)'} → ${profile.displayName || '(none)'}`)
    }
    if (colourName(person.colour) !== colourName(profile.colour)) {
      changes.push(`calendar colour ${colourName(person.colour)} → ${colourName(profile.colour)}`)
    }
    if (!changes.length) return
    const whose = actor.id === id ? 'their own' : `${person.username}'s`
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `Changed ${whose} ${changes.join(', ')}`,
        before: { displayName: person.displayName, colour: person.colour },
        after: profile,
      },
      tx,
    )
  })
}

/** Ends every session and API token of the account (all but `exceptTokenHash`). */
export function endSessions(adminUserId: number, exceptTokenHash?: string | null): number {
  return db
    .delete(schema.apiTokens)
    .where(
      and(
        eq(schema.apiTokens.adminUserId, adminUserId),
        exceptTokenHash ? ne(schema.apiTokens.tokenHash, exceptTokenHash) : undefined,
      ),
    )
    .run().changes
}

/** An account's display name or username, for the audit log; undefined if there is none. */
export function staffName(id: number): string | undefined {
  const row = db
    .select({ username: schema.adminUsers.username, displayName: schema.adminUsers.displayName })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, id))
    .get()
  return row ? row.displayName || row.username : undefined
}

/** The owner changes someone's role; the change is in the audit log. */
export function setStaffRole(actor: StaffActor, id: number, role: StaffRole) {
  assertMayChangeStaff(actor, `change the role of account ${id} to ${role}`)
  db.transaction((tx) => {
    const person = guardChange(tx, actor.id, id)
    tx.update(schema.adminUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, id))
      .run()
    assertOwnerRemains(tx)
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `Changed ${person.displayName || person.username}'s role to ${role}`,
        before: { role: person.role },
        after: { role },
      },
      tx,
    )
  })
}

/**
 * Suspending ends the account's sessions and outstanding links at once; reactivating lets them
 * sign in again. Both are in the audit log.
 */
export function setStaffStatus(actor: StaffActor, id: number, status: 'active' | 'suspended') {
  const verb = status === 'suspended' ? 'Suspended' : 'Reactivated'
  assertMayChangeStaff(actor, `${status === 'suspended' ? 'suspend' : 'reactivate'} account ${id}`)
  db.transaction((tx) => {
    const person = guardChange(tx, actor.id, id)
    if (status === 'active' && person.status === 'needs-reconfirmation') {
      throw new StaffError(
        `${person.displayName || person.username} waits for re-confirmation after the restore: press Re-confirm.`,
      )
    }
    tx.update(schema.adminUsers)
      .set({ status, updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, id))
      .run()
    if (status === 'suspended') {
      tx.delete(schema.apiTokens).where(eq(schema.apiTokens.adminUserId, id)).run()
      endLinks(tx, person)
    }
    assertOwnerRemains(tx)
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `${verb} ${person.displayName || person.username}`,
        before: { status: person.status },
        after: { status },
      },
      tx,
    )
  })
}

/**
 * After a database restore every account but the owners' waits for this (db/staff-after-restore.ts):
 * the owner confirms the person should still work here, and they can sign in again with the
 * password they had at the backup. Audited.
 */
export function reconfirmStaff(actor: StaffActor, id: number) {
  assertMayChangeStaff(actor, `re-confirm account ${id}`)
  db.transaction((tx) => {
    const person = guardChange(tx, actor.id, id)
    const name = person.displayName || person.username
    if (person.status !== 'needs-reconfirmation') {
      throw new StaffError(`${name} does not wait for re-confirmation.`)
    }
    tx.update(schema.adminUsers)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, id))
      .run()
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `Re-confirmed ${name} after the restore`,
        before: { status: person.status },
        after: { status: 'active' },
      },
      tx,
    )
  })
}

/** Their visits from today on that are still to happen (the ones a removal leaves unassigned). */
function upcomingVisits(tx: Tx | typeof db, adminId: number): number {
  return (
    tx
      .select({ n: count() })
      .from(schema.appointments)
      .where(
        and(
          eq(schema.appointments.assignedAdminId, adminId),
          gte(schema.appointments.appointmentDate, businessDate()),
          inArray(schema.appointments.status, ['scheduled', 'confirmed']),
        ),
      )
      .get()?.n ?? 0
  )
}

/** "1 upcoming visit", "3 upcoming visits". */
export function upcomingVisitsText(n: number): string {
  return `${n} upcoming visit${n === 1 ? '' : 's'}`
}

/**
 * Removes the account for good; its sessions, tokens and links go with it. Its visits are
 * unassigned (the upcoming ones show as unassigned on the calendar, and the answer says how
 * many); the audit log keeps what the person did, under their name. Suspending is the form that
 * can be undone.
 */
export function removeStaff(actor: StaffActor, id: number): { name: string; unassigned: number } {
  assertMayChangeStaff(actor, `remove account ${id}`)
  return db.transaction((tx) => {
    const person = guardChange(tx, actor.id, id)
    const name = person.displayName || person.username
    const unassigned = upcomingVisits(tx, id)
    // Every visit points at the account (past ones too): in the removal's own transaction, so a
    // visit is never left pointing at nobody that exists. Who went to a past visit stays in the
    // audit log ('visit-done', under their name).
    tx.update(schema.appointments)
      .set({ assignedAdminId: null, updatedAt: new Date() })
      .where(eq(schema.appointments.assignedAdminId, id))
      .run()
    tx.delete(schema.apiTokens).where(eq(schema.apiTokens.adminUserId, id)).run()
    endLinks(tx, person)
    tx.delete(schema.adminUsers).where(eq(schema.adminUsers.id, id)).run()
    assertOwnerRemains(tx)
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `Removed ${name}${unassigned ? `; ${upcomingVisitsText(unassigned)} unassigned` : ''}`,
        before: { username: person.username, role: person.role, status: person.status },
      },
      tx,
    )
    return { name, unassigned }
  })
}

/** Where an account's e-mail goes: its e-mail, or its username when that is one. */
function mailAddressOf(person: { username: string; email: string | null }): string | null {
  if (person.email) return person.email
  return /^[^\s@]+@[^\s@]+$/.test(person.username) ? person.username : null
}

/**
 * The owner's reset of someone's password: the old password stops working at once, their
 * sessions and every older link end, and a new single-use link (24 hours) is e-mailed to them.
 */
export async function resetStaffPassword(actor: StaffActor, id: number) {
  assertMayChangeStaff(actor, `reset the password of account ${id}`)
  const person = guardChange(db, actor.id, id)
  const name = person.displayName || person.username
  if (person.status !== 'active') {
    const first = person.status === 'suspended' ? 'reactivate' : 're-confirm'
    throw new StaffError(`${name} cannot sign in now: ${first} the account first.`)
  }
  const to = mailAddressOf(person)
  if (!to) throw new StaffError(`${name} has no e-mail address to send a link to.`)
  // Nobody knows this password: only the link opens the account again.
  const unusable = await hashPassword(newToken())
  const token = newToken()
  const link = db.transaction((tx) => {
    guardChange(tx, actor.id, id)
    tx.update(schema.adminUsers)
      .set({ passwordHash: unusable, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, id))
      .run()
    tx.delete(schema.apiTokens).where(eq(schema.apiTokens.adminUserId, id)).run()
    endLinks(tx, person)
    const row = newResetLink(tx, id, token, OWNER_RESET_TTL_MS)
    recordAudit(
      {
        actor,
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: id,
        summary: `Reset ${person.username}'s password: a new link was e-mailed, the old password and sessions ended`,
      },
      tx,
    )
    return row
  })
  queueMail({
    to,
    subject: 'Choose a new back-office password',
    topic: `staff-password-reset:${link.id}`,
    ...mailContent({
      intro:
        'The owner reset your back-office password: your old one no longer works. Choose a new one with this link; it works once, for 24 hours.',
      link: { label: 'Choose a new password', url: siteLink(`/admin/reset-password/${token}`) },
    }),
  })
}

// ---------------------------------------------------------------- one's own account

export function listSessions(adminUserId: number) {
  return db
    .select({
      id: schema.apiTokens.id,
      tokenHash: schema.apiTokens.tokenHash,
      device: schema.apiTokens.device,
      lastSeenAt: schema.apiTokens.lastUsedAt,
      createdAt: schema.apiTokens.createdAt,
    })
    .from(schema.apiTokens)
    .where(
      and(
        eq(schema.apiTokens.adminUserId, adminUserId),
        gt(schema.apiTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(schema.apiTokens.id))
    .all()
}

/** Changes one's password (the current one required); every other session ends. */
export async function changePassword(
  adminUserId: number,
  input: { current: string; next: string; keepTokenHash: string | null },
) {
  const person = staffMember(adminUserId)
  if (!(await verifyPassword(input.current, person.passwordHash))) {
    throw new StaffError('Your current password is not right.')
  }
  await setPassword(person, input.next, input.keepTokenHash, 'changed their password')
}

/**
 * Sets the password and, in the same transaction, spends the link that allowed it (when one
 * did), ends every session but `keepTokenHash` and every other link of the account.
 */
async function setPassword(
  person: { id: number; username: string; email: string | null; displayName: string | null },
  password: string,
  keepTokenHash: string | null,
  /** What the audit log says after the person's name; never the password. */
  said: string,
  spendLink?: (tx: Tx) => void,
) {
  const problem = passwordProblem(password, [
    person.username,
    person.email ?? '',
    person.displayName ?? '',
  ])
  if (problem) throw new StaffError(problem)
  const passwordHash = await hashPassword(password)
  db.transaction((tx) => {
    spendLink?.(tx)
    tx.update(schema.adminUsers)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(schema.adminUsers.id, person.id))
      .run()
    tx.delete(schema.apiTokens)
      .where(
        and(
          eq(schema.apiTokens.adminUserId, person.id),
          keepTokenHash ? ne(schema.apiTokens.tokenHash, keepTokenHash) : undefined,
        ),
      )
      .run()
    endLinks(tx, person)
    recordAudit(
      {
        actor: { id: person.id, username: person.username },
        kind: 'staff-account',
        subjectType: 'staff',
        subjectId: person.id,
        summary: `${person.displayName || person.username} ${said}`,
      },
      tx,
    )
  })
}

// ---------------------------------------------------------------- forgotten passwords

/**
 * E-mails a single-use reset link (1 hour) when an active account has this e-mail (or
 * username); answers nothing either way, so the caller's answer cannot tell who exists. The
 * mail is only queued here and leaves after the answer (`queueMail`): waiting on the mail
 * server would make the answer slower for a staff address than for an unknown one.
 */
export function requestPasswordReset(emailOrUsername: string): void {
  const key = emailOrUsername.trim().toLowerCase()
  if (!key) return
  const person = db
    .select()
    .from(schema.adminUsers)
    .where(and(eq(schema.adminUsers.status, 'active')))
    .all()
    .find((p) => p.email?.toLowerCase() === key || p.username.toLowerCase() === key)
  if (!person?.email) return
  const token = newToken()
  const row = newResetLink(db, person.id, token, PASSWORD_RESET_TTL_MS)
  queueMail({
    to: person.email,
    subject: 'Choose a new back-office password',
    topic: `staff-password-reset:${row.id}`,
    ...mailContent({
      intro:
        'Someone (we hope you) asked to reset your back-office password. The link works once, for one hour. If it was not you, ignore this message.',
      link: { label: 'Choose a new password', url: siteLink(`/admin/reset-password/${token}`) },
    }),
  })
}

/** Stores a reset link's token (its hash only) for the account. */
function newResetLink(tx: Tx | typeof db, adminUserId: number, token: string, ttlMs: number) {
  return tx
    .insert(schema.staffOneTimeTokens)
    .values({
      adminUserId,
      purpose: 'password-reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .returning({ id: schema.staffOneTimeTokens.id })
    .get()
}

function findResetToken(token: string) {
  return (
    db
      .select()
      .from(schema.staffOneTimeTokens)
      .where(
        and(
          eq(schema.staffOneTimeTokens.tokenHash, hashToken(token)),
          eq(schema.staffOneTimeTokens.purpose, 'password-reset'),
          isNull(schema.staffOneTimeTokens.usedAt),
          gt(schema.staffOneTimeTokens.expiresAt, new Date()),
        ),
      )
      .get() ?? null
  )
}

export function resetTokenValid(token: string): boolean {
  return findResetToken(token) !== null
}

/** Uses the reset link once: sets the password and ends every session and other link of the account. */
export async function resetPassword(token: string, password: string): Promise<number> {
  const found = findResetToken(token)
  if (!found) throw new StaffError('This link has expired or was already used.')
  const person = staffMember(found.adminUserId)
  if (person.status !== 'active') throw new StaffError('This link has expired or was already used.')
  await setPassword(person, password, null, 'chose a new password with a reset link', (tx) => {
    // Spent inside the password's own transaction: a link ended meanwhile (another link used,
    // the password changed) sets nothing.
    const used = tx
      .update(schema.staffOneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(schema.staffOneTimeTokens.id, found.id), isNull(schema.staffOneTimeTokens.usedAt)),
      )
      .run()
    if (used.changes !== 1) throw new StaffError('This link has expired or was already used.')
  })
  return person.id
}
