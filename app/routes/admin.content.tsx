import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { ComingSoon } from '~/components/admin/admin-shell'
import { adminMeta } from '~/components/admin/meta'
import { requireAdmin } from '~/server/auth.server'

export const meta: MetaFunction = () => adminMeta('Content Management')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

/** Placeholder until its issue replaces this file with the real tab. */
export default function AdminContentTab() {
  return <ComingSoon title={'Content Management'} />
}
