import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '~/components/admin/account-card'
import { adminMeta } from '~/components/admin/meta'
import { NewPasswordForm } from '~/components/admin/new-password-form'
import { newPasswordAction } from '~/server/auth/new-password-form.server'
import { resetPassword, resetTokenValid } from '~/server/auth/staff.server'

export const meta: MetaFunction = () => adminMeta('Choose a new password')

/** A reset link (public): still valid, or a page saying it is not. */
export function loader({ params }: LoaderFunctionArgs) {
  const valid = resetTokenValid(params.token ?? '')
  return data({ valid }, { status: valid ? 200 : 404 })
}

/** Uses the link once: the new password, every old session ended, signed in here. */
export async function action({ request, params }: ActionFunctionArgs) {
  return newPasswordAction(
    request,
    async (field) => ({ id: await resetPassword(params.token ?? '', field('password')) }),
    { title: 'Password changed' },
  )
}

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>()
  const refusal = useActionData<typeof action>()
  if (!valid) {
    return (
      <AccountCard title="This link has expired">
        <p className="mt-2 text-slate-700">It was already used or is older than one hour.</p>
        <Link to="/admin/forgot-password" className="mt-4 inline-block font-semibold underline">
          Ask for a new link
        </Link>
      </AccountCard>
    )
  }
  return (
    <AccountCard title="Choose a new password">
      <NewPasswordForm
        refusal={refusal?.error}
        label="New password"
        submitLabel="Set my password"
      />
    </AccountCard>
  )
}
