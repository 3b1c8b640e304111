import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { VisitFacts } from '~/components/admin/my-visit'
import { formatLongDate, formatTime } from '~/domain/booking'
import { requireAdmin } from '~/server/auth/auth.server'
import { myVisits } from '~/server/booking/my-visits.server'

export const meta: MetaFunction = () => adminMeta('My visits')

/** The signed-in person's visits today and tomorrow, in time order (a phone page). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'own-visits')
  return { visits: myVisits(admin.id) }
}

export default function MyVisits() {
  const { visits } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="my-visits-title" className="mx-auto max-w-xl">
      <h1 id="my-visits-title" className="text-2xl font-bold text-brand-900">
        My visits
      </h1>
      <p className="text-slate-700">Today and tomorrow, in time order.</p>
      {visits.length ? (
        <ol className="mt-4 space-y-4">
          {visits.map((visit) => (
            <li key={visit.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-bold">
                <Link to={`/admin/my-visits/${visit.id}`} className="text-brand-800 underline">
                  {formatLongDate(visit.date)}, {formatTime(visit.time)} — {visit.customerName}
                </Link>
              </h2>
              <VisitFacts visit={visit} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">No visits assigned to you today or tomorrow.</p>
      )}
    </section>
  )
}
