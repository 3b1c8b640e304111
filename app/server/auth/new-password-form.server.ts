/**
 * The action of the two pages where a link lets someone choose a password (an invitation, a
 * password reset): the two passwords must agree, then the link is spent and the account is
 * signed in here. A StaffError (weak password, used or expired link, a name on two lines) is the
 * 400 the form shows, with the field it belongs beside when it is one field's.
 */
import { data } from '@remix-run/node'
import type { ToastInput } from '~/domain/toast'
import { readForm } from '../platform/http.server'
import { redirectWithToast } from '../platform/toast.server'
import { startAdminSession } from './auth.server'
import { StaffError } from './staff.server'

export async function newPasswordAction(
  request: Request,
  spendLink: (field: (name: string) => string) => Promise<{ id: number }>,
  welcome: ToastInput,
) {
  const form = await readForm(request)
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  if (field('password') !== field('confirm')) {
    return data({ error: 'The two passwords are not the same.' }, { status: 400 })
  }
  try {
    const account = await spendLink(field)
    return redirectWithToast('/admin', welcome, {
      headers: { 'Set-Cookie': await startAdminSession(account, request) },
    })
  } catch (error) {
    if (!(error instanceof StaffError)) throw error
    return data(
      error.field ? { error: error.message, field: error.field } : { error: error.message },
      { status: 400 },
    )
  }
}
