import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { AdminShell } from '~/components/admin/admin-shell'
import { adminMeta } from '~/components/admin/meta'
import { tabLoadError } from '~/components/admin/tabs'
import { ButtonLink } from '~/components/ui/button'
import { can } from '~/domain/staff-access'
import { useRootData } from '~/hooks/use-root-data'
import { getAdmin, requireAdmin } from '~/server/auth/auth.server'
import { officeGrants } from '~/server/auth/staff-settings.server'
import { countNewLeads } from '~/server/requests/leads.server'

export const meta: MetaFunction = () => adminMeta('Admin Dashboard')

/** The guarded frame. Each tab's loader and action calls requireAdmin too (docs/decisions/050-admin-area.md). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-account').catch(async (refusal) => {
    // A page the role may not open: its own loader answers 403, and the frame (who is signed
    // in, the tabs they may use) still shows around that answer.
    const signedIn =
      refusal instanceof Response && refusal.status === 403 && (await getAdmin(request))
    if (!signedIn) throw refusal
    return signedIn
  })
  return {
    username: admin.username,
    displayName: admin.displayName,
    role: admin.role,
    newLeads: can(admin.role, 'daily-work') ? countNewLeads() : 0,
    granted: admin.role === 'office' ? officeGrants() : [],
  }
}

function useBusinessName() {
  return useRootData()?.env.BUSINESS_NAME ?? 'Tri-County Blinds & Shades'
}

export default function AdminLayout() {
  const { username, displayName, role, newLeads, granted } = useLoaderData<typeof loader>()
  return (
    <AdminShell
      businessName={useBusinessName()}
      username={username}
      displayName={displayName}
      role={role}
      newLeads={newLeads}
      granted={granted}
    >
      <Outlet />
    </AdminShell>
  )
}

/**
 * Without a session on /admin: the prompt of docs/requirements.md#admin-area. Any other error keeps the frame
 * (header and tabs) when the frame's own data loaded, so staff can move on to another tab.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const frame = useRouteLoaderData<typeof loader>('routes-admin/admin')
  const businessName = useBusinessName()
  const { pathname } = useLocation()
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <AdminShell businessName={businessName}>
        <section className="mx-auto mt-10 max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-brand-900">Admin Login Required</h1>
          <p className="mt-2 text-slate-700">Please log in to access the admin dashboard.</p>
          <ButtonLink to="/admin/login" size="lg" className="mt-6">
            Go to Login
          </ButtonLink>
        </section>
      </AdminShell>
    )
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const notAllowed = isRouteErrorResponse(error) && error.status === 403
  // A refused request's own words (`{ error }` of jsonError, e.g. an unreadable form).
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data?.error === 'string'
      ? (error.data.error as string)
      : null
  return (
    <AdminShell
      businessName={businessName}
      username={frame?.username}
      displayName={frame?.displayName}
      role={frame?.role}
      newLeads={frame?.newLeads}
      granted={frame?.granted}
    >
      <section role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-900">
          {notFound ? 'Not found' : notAllowed ? 'Not allowed' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-red-900">
          {notFound
            ? 'This item does not exist any more, or the address is wrong.'
            : (refusal ?? tabLoadError(pathname) ?? 'This page could not be shown.')}
        </p>
        {notFound ? null : (
          <p className="mt-1 text-red-900">Reload the page, or choose another tab.</p>
        )}
      </section>
    </AdminShell>
  )
}
