import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { AccountCard, FormAlert, TextInput } from '~/components/admin/account-card'
import { adminMeta } from '~/components/admin/meta'
import { Button } from '~/components/ui/button'
import { requestPasswordReset } from '~/server/auth/staff.server'
import { readForm, retryAfter } from '~/server/platform/http.server'
import { hitRateLimit, limitVisitor } from '~/server/platform/rate-limit.server'

export const meta: MetaFunction = () => adminMeta('Forgot password')

const SENT =
  'If an account has that e-mail, a link to choose a new password is on its way. It works once, for one hour.'
const PER_ADDRESS = { limit: 5, windowMs: 15 * 60 * 1000 }
const PER_ACCOUNT = { limit: 3, windowMs: 60 * 60 * 1000 }

/**
 * "Forgot password": e-mails a single-use link when an account has the address, and answers
 * the same words either way; limited per visitor and per address asked for.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const value = form.get('email')
  const email = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 200) : ''
  if (!email) return data({ sent: false, error: 'Enter your e-mail address.' }, { status: 400 })
  const visitor = limitVisitor(request, 'staff-password-reset', PER_ADDRESS)
  if (!visitor.allowed) {
    return data(
      { sent: false, error: visitor.message },
      { status: 429, headers: retryAfter(visitor) },
    )
  }
  // Over the per-account limit nothing more is sent, but the answer stays the same. The mail
  // leaves after this answer, so its time does not tell a staff address either.
  if (hitRateLimit(`staff-password-reset-account:${email}`, PER_ACCOUNT).allowed) {
    requestPasswordReset(email)
  }
  return { sent: true, error: null }
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>()
  return (
    <AccountCard title="Forgot your password?">
      {answer?.sent ? (
        <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3">
          {SENT}
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">We will e-mail you a link to choose a new one.</p>
          <FormAlert message={answer?.error} />
          <Form method="post" className="mt-6 space-y-4">
            <TextInput label="E-mail" name="email" type="email" autoComplete="email" />
            <Button size="lg" block>
              Send me a link
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/admin/login" className="font-semibold text-brand-800 underline">
          Back to sign-in
        </Link>
      </p>
    </AccountCard>
  )
}
