import { getFormProps, type Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { z } from 'zod'
import { adminMeta } from '~/components/admin/meta'
import { PasswordField } from '~/components/admin/password-field'
import { conformSummaryErrors, ErrorSummary, Field, useValidatedForm } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { adminLoginSchema } from '~/domain/admin-login'
import {
  adminRedirectTarget,
  authenticator,
  getAdmin,
  LoginRefusedError,
  startAdminSession,
} from '~/server/auth/auth.server'
import { rememberDevice } from '~/server/auth/sign-in-limits.server'
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_SECONDS,
  isDatabaseBusy,
} from '~/server/platform/db.server'
import { readForm } from '~/server/platform/http.server'
import { createToastHeaders, redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Admin Login')

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = adminRedirectTarget(new URL(request.url).searchParams.get('redirectTo'))
  if (await getAdmin(request)) throw redirect(redirectTo)
  return { redirectTo }
}

export async function action({ request }: ActionFunctionArgs) {
  // The strategy reads the body itself: validate a copy first.
  const submission = parseWithZod(await readForm(request.clone()), { schema: adminLoginSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }
  try {
    return await signIn(request, submission)
  } catch (error) {
    // The database cannot take a sign-in just now (busy, or the primary is being handed
    // over): the form again with the message, the username kept, 503 with Retry-After.
    if (!isDatabaseBusy(error)) throw error
    return data(
      submission.reply({ formErrors: [DATABASE_BUSY_MESSAGE], hideFields: ['password'] }),
      { status: 503, headers: { 'Retry-After': String(DATABASE_BUSY_RETRY_SECONDS) } },
    )
  }
}

type LoginSubmission = Submission<
  z.input<typeof adminLoginSchema>,
  string[],
  z.output<typeof adminLoginSchema>
> & { status: 'success' }

async function signIn(request: Request, submission: LoginSubmission) {
  let admin: Awaited<ReturnType<typeof authenticator.authenticate>>
  try {
    admin = await authenticator.authenticate('form', request)
  } catch (error) {
    if (!(error instanceof LoginRefusedError)) throw error
    const headers = new Headers(error.headers())
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: 'Error',
        description: error.message,
        variant: 'destructive',
      }),
    )
    return data(submission.reply({ formErrors: [error.message], hideFields: ['password'] }), {
      status: error.status,
      headers,
    })
  }
  const headers = new Headers()
  headers.append('Set-Cookie', await startAdminSession(admin, request))
  headers.append('Set-Cookie', await rememberDevice(request, admin))
  return redirectWithToast(
    adminRedirectTarget(submission.value.redirectTo),
    { title: 'Logged in successfully' },
    { headers },
  )
}

export default function AdminLogin() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useValidatedForm({
    id: 'admin-login',
    schema: adminLoginSchema,
    lastResult,
  })
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
        <p className="mt-1 text-slate-600">Sign in to manage the website, shop and requests.</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
          <ErrorSummary
            id={form.errorId}
            formErrors={form.errors}
            fieldErrors={conformSummaryErrors(form, [fields.username, fields.password])}
          />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            field={fields.username}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
          <Button size="lg" block disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign In'}
          </Button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/forgot-password" className="font-semibold text-brand-800 underline">
            Forgot your password?
          </Link>
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-semibold text-brand-800 underline">
            Back to the website
          </Link>
        </p>
      </div>
    </div>
  )
}
