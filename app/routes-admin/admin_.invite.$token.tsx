import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, TextInput } from '~/components/admin/account-card'
import { adminMeta } from '~/components/admin/meta'
import { NewPasswordForm } from '~/components/admin/new-password-form'
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
        displayName: field('displayName').slice(0, 100),
        password: field('password'),
      }),
    { title: 'Welcome', description: 'Your account is ready.' },
  )
}

export default function AcceptInvitation() {
  const { email } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
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
      <NewPasswordForm refusal={refusal?.error} label="Password" submitLabel="Create my account">
        <TextInput label="Your name" name="displayName" autoComplete="name" />
      </NewPasswordForm>
    </AccountCard>
  )
}
