import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '~/components/admin/account-card'
import { adminMeta } from '~/components/admin/meta'
import { NewPasswordForm } from '~/components/admin/new-password-form'
import { DISPLAY_NAME_MAX } from '~/domain/staff-colour'
import { newPasswordAction } from '~/server/auth/new-password-form.server'
import { acceptInvitation, findInvitation } from '~/server/auth/staff.server'

export const meta: MetaFunction = () => adminMeta('Accept your invitation')

/** An invitation link (public, no session): still valid, or a page saying it is not. */
export function loader({ params }: LoaderFunctionArgs) {
  const invitation = findInvitation(params.token ?? '')
  if (!invitation) return data({ email: null }, { status: 404 })
  return { email: invitation.email }
}

/** Chooses the password, uses the invitation once and signs the new account in. */
export async function action({ request, params }: ActionFunctionArgs) {
  return newPasswordAction(
    request,
    (field) =>
      acceptInvitation(params.token ?? '', {
        // Checked by the staff name rule (one line, 60 characters), refused beside the field.
        displayName: field('displayName'),
        password: field('password'),
      }),
    { title: 'Welcome', description: 'Your account is ready.' },
  )
}

export default function AcceptInvitation() {
  const { email } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
  const nameError = refusal && 'field' in refusal ? refusal.error : null
  if (!email) {
    return (
      <AccountCard title="This invitation has expired">
        <p className="mt-2 text-slate-700">
          The link was already used or is older than 7 days. Ask the owner for a new one.
        </p>
      </AccountCard>
    )
  }
  return (
    <AccountCard title="Choose your password">
      <p className="mt-1 text-slate-600">
        You will sign in as <strong>{email}</strong>.
      </p>
      <NewPasswordForm
        refusal={nameError ? null : refusal?.error}
        label="Password"
        submitLabel="Create my account"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Your name
          <input
            name="displayName"
            required
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'invitee-name-error' : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-normal"
          />
        </label>
        {nameError ? (
          <p id="invitee-name-error" className="text-sm font-semibold text-red-800">
            {nameError}
          </p>
        ) : null}
      </NewPasswordForm>
    </AccountCard>
  )
}
