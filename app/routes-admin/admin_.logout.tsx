import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { logout } from '~/server/auth/auth.server'

/** Logout is a POST (a link or prefetch must not sign anyone out); a GET goes back to /admin. */
export async function loader() {
  return redirect('/admin')
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request)
}
