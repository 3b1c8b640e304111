// Long (over 400 lines): one page, one action with an intent per staff-account change; each calls staff.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ConfirmPanel, IntentButton } from '~/components/admin/catalog/intent-form'
import { Badge, TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { ProfileFields } from '~/components/admin/staff-profile-fields'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import { NotAllowedError, STAFF_ROLE_LABELS, type StaffRole } from '~/domain/staff-access'
import { parseStaffProfile } from '~/domain/staff-colour'
import { refused, samePage } from '~/server/admin/admin-forms.server'
import { forbidden, requireAdmin } from '~/server/auth/auth.server'
import {
  inviteStaff,
  listStaff,
  reconfirmStaff,
  removeStaff,
  resetStaffPassword,
  type StaffActor,
  StaffError,
  setStaffProfile,
  setStaffRole,
  setStaffStatus,
  upcomingVisitsText,
} from '~/server/auth/staff.server'
import {
  officeGrants,
  officeRefundLimitCents,
  setOfficeGrant,
  setOfficeRefundLimitCents,
} from '~/server/auth/staff-settings.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Staff')

const ROLES = ['owner', 'office', 'installer'] as const satisfies readonly StaffRole[]
/** db/schema.ts STAFF_STATUSES (the schema stays on the server). */
type StaffStatus = 'active' | 'suspended' | 'needs-reconfirmation'
const STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'active',
  suspended: 'suspended',
  'needs-reconfirmation': 'needs re-confirmation',
}
const STATUS_TONES = { active: 'green', suspended: 'red', 'needs-reconfirmation': 'amber' } as const

/**
 * What "Remove" asks first: removal is for good (suspending is what can be undone), and what
 * becomes of their upcoming visits.
 */
function removalQuestion(person: { username: string; displayName: string | null }, visits: number) {
  const name = person.displayName || person.username
  const unassigned = visits
    ? ` ${upcomingVisitsText(visits)} of theirs will be unassigned: assign ${visits === 1 ? 'it' : 'them'} again on the calendar.`
    : ''
  return `Remove ${name} for good? This cannot be undone: the account and its sign-in are deleted.${unassigned} To stop them signing in for now, Suspend instead: that can be undone.`
}

/**
 * Staff accounts (owner only: the access table, app/domain/staff-access.ts). `?remove=<id>` is
 * the confirmation asked without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'staff-accounts')
  const staff = listStaff()
  const removeId = Number(new URL(request.url).searchParams.get('remove'))
  const person = staff.people.find((p) => p.id === removeId && p.id !== admin.id)
  const removing = person
    ? { id: person.id, question: removalQuestion(person, person.upcomingVisits) }
    : null
  return {
    me: admin.id,
    refundLimitCents: officeRefundLimitCents(),
    officeSeesReports: officeGrants().includes('reports'),
    removing,
    ...staff,
    people: staff.people.map((p) => ({
      ...p,
      removalQuestion: removalQuestion(p, p.upcomingVisits),
    })),
  }
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('invite'),
    email: z.string().trim().toLowerCase().email('Enter an e-mail address'),
    role: z.enum(ROLES),
  }),
  z.object({
    intent: z.literal('role'),
    id: z.coerce.number().int().positive(),
    role: z.enum(ROLES),
  }),
  z.object({
    intent: z.literal('refund-limit'),
    dollars: z.coerce
      .number({ invalid_type_error: 'Enter an amount in dollars' })
      .min(0, 'Enter an amount of $0 or more')
      .max(1_000_000, 'Enter an amount up to $1,000,000'),
  }),
  z.object({
    intent: z.literal('office-reports'),
    /** A checkbox: present when ticked. */
    given: z.literal('yes').optional(),
  }),
  z.object({
    intent: z.literal('remove'),
    id: z.coerce.number().int().positive(),
    /** Set once the person was asked (by the browser, or the page without JavaScript). */
    confirmed: z.literal('yes').optional(),
  }),
  z.object({
    intent: z.enum(['suspend', 'reactivate', 'reconfirm', 'reset-password']),
    id: z.coerce.number().int().positive(),
  }),
])

const DONE = {
  invite: 'Invitation sent',
  role: 'Role changed',
  suspend: 'Suspended: their sessions have ended',
  reactivate: 'Reactivated',
  reconfirm: 'Re-confirmed: they can sign in again',
  remove: 'Account removed',
  'reset-password': 'Password reset: a new link was e-mailed, their sessions have ended',
  'refund-limit': 'Office refund limit saved',
  'office-reports': 'Saved who sees the reports',
} as const

type StaffChange = z.infer<typeof actionSchema>

/**
 * One server function per change; each checks the actor itself and writes its audit line.
 * Answers what the toast adds, if anything.
 */
async function makeChange(admin: StaffActor, input: StaffChange): Promise<string | undefined> {
  switch (input.intent) {
    case 'invite':
      inviteStaff(admin, { email: input.email, role: input.role })
      return undefined
    case 'role':
      setStaffRole(admin, input.id, input.role)
      return undefined
    case 'refund-limit':
      setOfficeRefundLimitCents(admin, Math.round(input.dollars * 100))
      return undefined
    case 'office-reports':
      setOfficeGrant(admin, 'reports', input.given === 'yes')
      return input.given === 'yes'
        ? 'The office now sees the reports.'
        : 'Only the owner sees the reports.'
    case 'remove': {
      const { name, unassigned } = removeStaff(admin, input.id)
      const visits = unassigned
        ? ` ${upcomingVisitsText(unassigned)} ${unassigned === 1 ? 'is' : 'are'} now unassigned: assign ${unassigned === 1 ? 'it' : 'them'} on the calendar.`
        : ''
      return `${name} can no longer sign in; their sessions have ended.${visits}`
    }
    case 'reset-password':
      await resetStaffPassword(admin, input.id)
      return undefined
    case 'reconfirm':
      reconfirmStaff(admin, input.id)
      return 'Their password is the one they had at the backup: if they changed it since, reset it.'
    case 'suspend':
    case 'reactivate':
      setStaffStatus(admin, input.id, input.intent === 'suspend' ? 'suspended' : 'active')
      return undefined
  }
}

/**
 * Invite, change a role, suspend, reactivate, remove, reset a password or set the office refund
 * limit: reads the form, calls the change and answers with a toast (the rule and the audit line
 * are the server function's; a refusal by the access table is 403).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'staff-accounts')
  const form = await readForm(request)
  if (form.get('intent') === 'profile') return saveProfile(request, admin, form)
  const parsed = actionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'The form could not be read'
    return refused({ error }, { title: 'Not changed', description: error })
  }
  const input = parsed.data
  if (input.intent === 'remove' && !input.confirmed) {
    // Without JavaScript nobody was asked yet: the page asks.
    return redirect(`/admin/staff?remove=${input.id}`)
  }
  let description: string | undefined
  try {
    description = await makeChange(admin, input)
  } catch (error) {
    if (error instanceof NotAllowedError) throw forbidden(new URL(request.url))
    if (!(error instanceof StaffError)) throw error
    return refused({ error: error.message }, { title: 'Not changed', description: error.message })
  }
  return redirectWithToast('/admin/staff', { title: DONE[input.intent], description })
}

/** One person's name and calendar colour; a bad value is refused next to its field. */
async function saveProfile(request: Request, admin: StaffActor, form: FormData) {
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const id = Number(text('id'))
  if (!Number.isInteger(id) || id <= 0) {
    const error = 'That account does not exist (any more).'
    return refused({ error }, { title: 'Not changed', description: error })
  }
  const profile = parseStaffProfile({ displayName: text('displayName'), colour: text('colour') })
  if (!profile.ok) {
    return refused(
      { error: profile.error, field: profile.field, id },
      { title: 'Not changed', description: profile.error },
    )
  }
  try {
    setStaffProfile(admin, id, profile)
  } catch (error) {
    if (error instanceof NotAllowedError) throw forbidden(new URL(request.url))
    if (!(error instanceof StaffError)) throw error
    return refused({ error: error.message }, { title: 'Not changed', description: error.message })
  }
  return redirectWithToast(samePage(request), { title: 'Name and colour saved' })
}

export default function AdminStaff() {
  const { me, people, invitations, refundLimitCents, officeSeesReports, removing } =
    useLoaderData<typeof loader>()
  const waiting = people.filter((p) => p.status === 'needs-reconfirmation')
  const refusal = useActionData<typeof action>()
  const fieldRefusal =
    refusal && 'field' in refusal ? (refusal as { error: string; field: string; id: number }) : null
  return (
    <div className="space-y-6">
      <TabHeading title="Staff" />
      {waiting.length ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-950">
          After the database restore, {waiting.map((p) => p.username).join(', ')} cannot sign in
          until you re-confirm {waiting.length === 1 ? 'them' : 'each of them'} below. Re-confirm
          only who should still work here; remove or suspend anyone who left or was suspended since
          the backup.
        </p>
      ) : null}
      {removing ? (
        <section
          aria-label="Remove an account"
          className="rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <ConfirmPanel
            question={removing.question}
            intent="remove"
            id={removing.id}
            confirmLabel="Yes, remove for good"
          />
        </section>
      ) : null}
      {refusal && 'error' in refusal && !('field' in refusal) ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {refusal.error}
        </p>
      ) : null}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">Invite someone</h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <label className="flex flex-col text-sm font-semibold">
            E-mail
            <input
              type="email"
              name="email"
              required
              className="mt-1 rounded border border-slate-300 px-2 py-1 font-normal"
            />
          </label>
          <label className="flex flex-col text-sm font-semibold">
            Role
            <select
              name="role"
              aria-label="Role"
              defaultValue="office"
              className="mt-1 rounded border px-2 py-1"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {STAFF_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <Button>Send invitation</Button>
        </Form>
        {invitations.length ? (
          <ul className="mt-3 text-sm text-slate-700">
            {invitations.map((i) => (
              <li key={i.id}>
                Invited {i.email} ({STAFF_ROLE_LABELS[i.role]}), link valid until{' '}
                {businessDateTimeShort(new Date(i.expiresAt))}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">Refunds by the office</h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="refund-limit" />
          <label className="flex flex-col text-sm font-semibold">
            Most the office may refund on one order, all refunds together ($)
            <input
              type="number"
              name="dollars"
              min="0"
              step="0.01"
              required
              defaultValue={(refundLimitCents / 100).toFixed(2)}
              className="mt-1 rounded border border-slate-300 px-2 py-1 font-normal"
            />
          </label>
          <Button variant="outline">Save limit</Button>
        </Form>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">Reports</h2>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="office-reports" />
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="given"
              value="yes"
              defaultChecked={officeSeesReports}
              className="size-5"
            />
            The office may see the reports (money, funnel, sources, team)
          </label>
          <Button variant="outline">Save</Button>
        </Form>
      </section>
      {/* On a phone the table scrolls inside this region, never the page (a focusable region
          so the keyboard can scroll it too). */}
      <section
        aria-label="Staff accounts"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="p-2">Name</th>
              <th className="p-2">Sign-in</th>
              <th className="p-2">Role</th>
              <th className="p-2">Status</th>
              <th className="p-2">Sessions</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.id} className="border-b align-top" data-testid={`staff-${p.username}`}>
                <td className="p-2">{p.displayName || p.username}</td>
                <td className="p-2">{p.username}</td>
                <td className="p-2">
                  {p.id === me ? (
                    STAFF_ROLE_LABELS[p.role]
                  ) : (
                    <Form method="post" className="flex gap-1">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={p.id} />
                      <select
                        name="role"
                        defaultValue={p.role}
                        aria-label={`Role of ${p.username}`}
                        className="rounded border px-1"
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {STAFF_ROLE_LABELS[r]}
                          </option>
                        ))}
                      </select>
                      <Button size="sm" variant="outline">
                        Change
                      </Button>
                    </Form>
                  )}
                </td>
                <td className="p-2">
                  <Badge tone={STATUS_TONES[p.status]}>{STATUS_LABELS[p.status]}</Badge>
                </td>
                <td className="p-2">{p.sessions}</td>
                <td className="p-2">
                  {p.id === me ? (
                    'You'
                  ) : (
                    <div className="flex gap-2">
                      {p.status === 'needs-reconfirmation' ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="reconfirm" />
                          <input type="hidden" name="id" value={p.id} />
                          <Button size="sm">Re-confirm {p.username}</Button>
                        </Form>
                      ) : null}
                      <Form method="post">
                        <input
                          type="hidden"
                          name="intent"
                          value={p.status === 'suspended' ? 'reactivate' : 'suspend'}
                        />
                        <input type="hidden" name="id" value={p.id} />
                        <Button size="sm" variant="outline">
                          {p.status === 'suspended'
                            ? `Reactivate ${p.username}`
                            : `Suspend ${p.username}`}
                        </Button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value="reset-password" />
                        <input type="hidden" name="id" value={p.id} />
                        <Button size="sm" variant="outline">
                          Reset password of {p.username}
                        </Button>
                      </Form>
                      <IntentButton
                        intent="remove"
                        id={p.id}
                        label={`Remove ${p.username}`}
                        variant="danger"
                        confirm={p.removalQuestion}
                      >
                        Remove {p.username}
                      </IntentButton>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">Names and calendar colours</h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {people.map((p) => (
            <li key={p.id} className="rounded border border-slate-200 p-3">
              <Form
                method="post"
                className="space-y-2"
                aria-label={`Name and colour of ${p.username}`}
              >
                <input type="hidden" name="intent" value="profile" />
                <input type="hidden" name="id" value={p.id} />
                <p className="text-sm font-semibold text-slate-700">{p.username}</p>
                <ProfileFields
                  idPrefix={`staff-${p.id}`}
                  who={p.username}
                  displayName={p.displayName}
                  colour={p.colour}
                  adminId={p.id}
                  refusal={fieldRefusal?.id === p.id ? fieldRefusal : undefined}
                />
                <Button size="sm" variant="outline">
                  Save {p.username}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
