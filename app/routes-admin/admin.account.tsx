import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { FormAlert, TextInput } from '~/components/admin/account-card'
import { TabHeading } from '~/components/admin/inbox'
import { adminMeta } from '~/components/admin/meta'
import { ProfileFields } from '~/components/admin/staff-profile-fields'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import { PASSWORD_MIN_LENGTH } from '~/domain/password-policy'
import { STAFF_ROLE_LABELS } from '~/domain/staff-access'
import { parseStaffProfile } from '~/domain/staff-colour'
import { samePage } from '~/server/admin/admin-forms.server'
import { currentTokenHash, requireAdmin } from '~/server/auth/auth.server'
import {
  changePassword,
  endSessions,
  listSessions,
  StaffError,
  setStaffProfile,
  staffProfile,
} from '~/server/auth/staff.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('My account')

/** One's own account (every role): the password and the active sessions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-account')
  const current = await currentTokenHash(request)
  const sessions = listSessions(admin.id).map(({ tokenHash, ...s }) => ({
    ...s,
    current: tokenHash === current,
  }))
  return { admin, sessions, profile: staffProfile(admin.id) }
}

/** intent=password: change it (current one required; other sessions end); intent=sign-out-others. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'own-account')
  const form = await readForm(request)
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const keep = await currentTokenHash(request)
  const intent = text('intent')
  if (intent === 'sign-out-others') {
    const ended = endSessions(admin.id, keep)
    return redirectWithToast(samePage(request), {
      title: 'Signed out everywhere else',
      description: `${ended} other session${ended === 1 ? '' : 's'} ended.`,
    })
  }
  if (intent === 'profile') {
    const profile = parseStaffProfile({ displayName: text('displayName'), colour: text('colour') })
    if (!profile.ok) {
      return data({ error: profile.error, field: profile.field }, { status: 400 })
    }
    setStaffProfile(admin, admin.id, profile)
    return redirectWithToast(samePage(request), { title: 'Name and colour saved' })
  }
  if (intent !== 'password') return data({ error: 'Unknown action' }, { status: 400 })
  if (text('next') !== text('confirm')) {
    return data({ error: 'The two new passwords are not the same.' }, { status: 400 })
  }
  try {
    await changePassword(admin.id, {
      current: text('current'),
      next: text('next'),
      keepTokenHash: keep,
    })
  } catch (error) {
    if (!(error instanceof StaffError)) throw error
    return data({ error: error.message }, { status: 400 })
  }
  return redirectWithToast(samePage(request), {
    title: 'Password changed',
    description: 'Your other sessions have ended.',
  })
}

export default function AdminAccount() {
  const { admin, sessions, profile } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
  const profileRefusal = refusal && 'field' in refusal ? refusal : undefined
  return (
    <div className="max-w-2xl space-y-6">
      <TabHeading title="My account" />
      <p>
        Signed in as <strong>{admin.displayName}</strong> ({admin.username},{' '}
        {STAFF_ROLE_LABELS[admin.role]}).
      </p>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">Change my password</h2>
        <FormAlert message={profileRefusal ? null : refusal?.error} />
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="password" />
          <TextInput
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
          />
          <TextInput
            label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
            name="next"
            type="password"
            autoComplete="new-password"
          />
          <TextInput
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
          />
          <Button>Change password</Button>
        </Form>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">My name and calendar colour</h2>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="profile" />
          <ProfileFields
            idPrefix="me"
            who="me"
            displayName={profile?.displayName ?? null}
            colour={profile?.colour ?? null}
            adminId={admin.id}
            refusal={profileRefusal}
          />
          <Button variant="outline">Save name and colour</Button>
        </Form>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">My sessions</h2>
        <ul className="mt-3 divide-y text-sm">
          {sessions.map((s) => (
            <li key={s.id} className="py-2">
              {s.device ?? 'Unknown device'}
              {s.current ? ' (this one)' : ''} · last seen{' '}
              {businessDateTimeShort(new Date(s.lastSeenAt ?? s.createdAt))}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button variant="outline">Sign out everywhere else</Button>
        </Form>
      </section>
    </div>
  )
}
