import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Guide } from '~/components/admin/guide'
import { adminMeta } from '~/components/admin/meta'
import { parseGuide } from '~/domain/admin-guide'
import { requireAdmin } from '~/server/auth/auth.server'
// The guide lives once, in docs/ beside the code; staff read the same text here.
import guide from '../../docs/housecall-pro.md?raw'

export const meta: MetaFunction = () => adminMeta('HousCall Pro Setup Guide')

// Parsed once: the text is part of the build. Its own first heading is the page's h1 below.
const BLOCKS = parseGuide(guide).filter((b, i) => !(i === 0 && b.type === 'heading'))

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return { blocks: BLOCKS }
}

/** The setup guide the integration tab links to. */
export default function HousecallProGuide() {
  const { blocks } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="tab-title" className="space-y-4">
      <p>
        <Link to="/admin/housecall-pro" className="font-semibold text-brand-700 underline">
          Back to HousCall Pro Integration
        </Link>
      </p>
      <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
        HousCall Pro Setup Guide
      </h1>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Guide blocks={blocks} />
      </div>
    </section>
  )
}
