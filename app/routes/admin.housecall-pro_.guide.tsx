import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { requireAdmin } from '~/server/auth.server'
// The guide lives once, in docs/ beside the code; staff read the same text here.
import guide from '../../docs/housecall-pro.md?raw'

export const meta: MetaFunction = () => adminMeta('HousCall Pro Setup Guide')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

/** The setup guide the integration tab links to, shown as written (Markdown reads as text). */
export default function HousecallProGuide() {
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
      <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-5 font-sans text-sm leading-relaxed text-slate-800 shadow-sm">
        {guide}
      </pre>
    </section>
  )
}
