import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { adminMeta } from '~/components/admin/meta'
import { Stars } from '~/components/reviews/reviews-section'
import { Button } from '~/components/ui/button'
import { requireAdmin } from '~/server/auth/auth.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { decideReview, listReviewsForStaff } from '~/server/reviews/reviews.server'

export const meta: MetaFunction = () => adminMeta('Reviews')

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return { reviews: listReviewsForStaff() }
}

/** Approve (shown on the product and city pages), reject (hidden; the toast offers Undo), or back. */
const decisionSchema = z.object({
  intent: z.enum(['approve', 'reject', 'pending']),
  id: z.coerce.number().int().positive(),
})

const STATUS_FOR = { approve: 'approved', reject: 'rejected', pending: 'submitted' } as const

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const submission = parseWithZod(await readForm(request), { schema: decisionSchema })
  if (submission.status !== 'success') {
    return redirectWithToast('/admin/reviews', {
      title: 'Failed to update the review',
      variant: 'destructive',
    })
  }
  const { intent, id } = submission.value
  const before = decideReview(id, STATUS_FOR[intent], admin.username)
  if (!before) {
    return redirectWithToast('/admin/reviews', {
      title: 'Failed to update the review',
      description: 'There is no written review with that number.',
      variant: 'destructive',
    })
  }
  const undoIntent =
    before === 'approved' ? 'approve' : before === 'rejected' ? 'reject' : 'pending'
  const undo = { action: '/admin/reviews', fields: { intent: undoIntent, id: String(id) } }
  if (intent === 'approve') {
    return redirectWithToast('/admin/reviews', {
      title: 'Review approved',
      description: 'It shows on the product and city pages.',
      undo,
    })
  }
  if (intent === 'reject') {
    return redirectWithToast('/admin/reviews', {
      title: 'Review hidden',
      description: 'It is not shown anywhere on the site.',
      undo,
    })
  }
  return redirectWithToast('/admin/reviews', {
    title: 'Review back to pending',
    description: 'It is not shown until approved.',
  })
}

const STATUS_LABEL: Record<string, string> = {
  submitted: 'Pending',
  approved: 'Approved',
  rejected: 'Hidden',
  invited: 'Invited (not written yet)',
}

const STATUS_STYLE: Record<string, string> = {
  submitted: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-slate-200 text-slate-800',
  invited: 'bg-slate-100 text-slate-700',
}

export default function AdminReviews() {
  const { reviews } = useLoaderData<typeof loader>()
  const pending = reviews.filter((r) => r.status === 'submitted').length
  return (
    <section aria-labelledby="tab-title">
      <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
        Reviews
      </h1>
      <p className="mt-2 text-slate-700">
        {pending === 0
          ? 'No review is waiting for a decision.'
          : `${pending} ${pending === 1 ? 'review is' : 'reviews are'} waiting for a decision.`}{' '}
        Approved reviews show on the page of the product reviewed and on the city page.
      </p>
      {reviews.length === 0 ? (
        <p className="mt-6 text-slate-600">
          No reviews yet. Customers are invited when an order or a visit is completed.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {reviews.map((r) => (
            <li
              key={r.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
              aria-labelledby={`review-${r.id}`}
            >
              <div className="flex flex-wrap items-center gap-3">
                <h2 id={`review-${r.id}`} className="font-semibold text-slate-900">
                  {r.displayName}
                </h2>
                <span className={`rounded px-2 py-0.5 text-sm ${STATUS_STYLE[r.status]}`}>
                  {STATUS_LABEL[r.status]}
                </span>
                {r.rating ? <Stars rating={r.rating} /> : null}
                <span className="text-sm text-slate-600">
                  {r.productName ? `${r.productName} · ` : null}
                  {r.orderId ? (
                    <Link to={`/admin/orders/${r.orderId}`} className="underline">
                      Order #{r.orderId}
                    </Link>
                  ) : (
                    `Visit #${r.appointmentId}`
                  )}
                  {r.submittedAt ? ` · ${r.submittedAt}` : ''}
                </span>
              </div>
              {r.text ? <p className="mt-2 text-slate-800">{r.text}</p> : null}
              {r.status !== 'invited' ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  {r.status !== 'approved' ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={r.id} />
                      <Button type="submit" name="intent" value="approve" size="sm">
                        Approve
                      </Button>
                    </Form>
                  ) : null}
                  {r.status !== 'rejected' ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={r.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="reject"
                        size="sm"
                        variant="outline"
                      >
                        Reject
                      </Button>
                    </Form>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
