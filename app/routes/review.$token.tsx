import { getFormProps, type SubmissionResult } from '@conform-to/react'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  HoneypotField,
  RadioGroupField,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from '~/components/forms'
import { telHref } from '~/content/business'
import { REVIEW_TEXT_MAX, reviewsFormSchema } from '~/domain/reviews'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { handlePublicForm, PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'
import { reviewByToken, submitReview } from '~/server/reviews/reviews.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const headers = () => PRIVATE_PAGE_HEADERS

export const REVIEW_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 }

type Closed = { state: 'used' | 'expired' | 'unknown' }

/** The link's state, with the kind page's status: 404 for no link of ours, 410 used or expired. */
function closedPage(state: Closed['state']) {
  return data(
    { state, displayName: null, subject: null, items: [] },
    { status: state === 'unknown' ? 404 : 410, headers: PRIVATE_PAGE_HEADERS },
  )
}

/** The customer's private review page (the link in the invitation). Reads only. */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = reviewByToken(params.token ?? '')
  if (link.state !== 'open') return closedPage(link.state)
  return data(
    {
      state: 'open' as const,
      displayName: link.review.displayName,
      subject: link.review.subject,
      items: link.review.items,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  const link = reviewByToken(token)
  if (link.state !== 'open') return closedPage(link.state)
  let kept = true
  const answer = await handlePublicForm(request, {
    schema: reviewsFormSchema(link.review.items.length),
    rateLimit: { name: 'review', ...REVIEW_LIMIT },
    success: {
      redirectTo: '/review/thanks',
      toast: { title: 'Review Received', description: 'Thank you for your review.' },
    },
    store: (value) => {
      kept = submitReview(token, value.reviews)
    },
  })
  // Used or expired between the check and the write (two tabs): the kind page, not a thank-you.
  if (!kept) return closedPage('used')
  return answer
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Rate your experience | ${site.name}`,
    description: 'Tell us how your order or visit went.',
    path: '/review',
    noindex: true,
  })
}

const STAR_OPTIONS = [
  { value: '5', label: '★★★★★ 5 stars', hint: 'Excellent' },
  { value: '4', label: '★★★★ 4 stars', hint: 'Good' },
  { value: '3', label: '★★★ 3 stars', hint: 'Fair' },
  { value: '2', label: '★★ 2 stars', hint: 'Poor' },
  { value: '1', label: '★ 1 star', hint: 'Bad' },
] as const

const CLOSED_WORDS: Record<Closed['state'], { title: string; text: string }> = {
  used: {
    title: 'This review has already been sent',
    text: 'Thank you: we have your review. Each link can be used once.',
  },
  expired: {
    title: 'This review link has expired',
    text: 'Review links open for 60 days. If you would still like to tell us how it went, call us; we would love to hear from you.',
  },
  unknown: {
    title: 'We could not find this review link',
    text: 'Please check that the whole link from the e-mail was opened. If it still does not open, call us.',
  },
}

export default function ReviewPage() {
  const page = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  if (page.state !== 'open') {
    const words = CLOSED_WORDS[page.state]
    return (
      <main className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">{words.title}</h1>
        <p className="mt-4 text-slate-700">{words.text}</p>
        <p className="mt-4 text-slate-700">
          Phone: <a href={telHref(phone)}>{phone}</a>
        </p>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Back to the home page
          </Link>
        </p>
      </main>
    )
  }
  const several = page.items.length > 1
  const what = page.subject === 'visit' ? 'visit' : several ? 'products' : 'order'
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">How did we do?</h1>
      <p className="mt-3 text-slate-700">
        {several
          ? 'Your order had several products: rate each one and write a line about it.'
          : `Rate your ${what} and write a line.`}{' '}
        Staff read every review; approved ones appear on our site as “{page.displayName}”.
      </p>
      <ReviewForm items={page.items} />
    </main>
  )
}

/** One rating and line per product of the order (each shown under its own product), or one. */
function ReviewForm({ items }: { items: { id: number; productName: string | null }[] }) {
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const navigation = useNavigation()
  const [form, fields] = useValidatedForm({
    id: 'review',
    schema: reviewsFormSchema(items.length),
    lastResult: lastResult && 'status' in lastResult ? lastResult : undefined,
    defaultValue: { reviews: items.map(() => ({ rating: undefined, text: '' })) },
  })
  useFocusOnReply(form.id, form.errorId, lastResult)
  const action = useOwnFormAction(form.errorId)
  const list = fields.reviews.getFieldList()
  const several = items.length > 1
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-6 space-y-6">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(
          form,
          list.flatMap((item) => {
            const parts = item.getFieldset()
            return [parts.rating, parts.text]
          }),
        )}
      />
      <HoneypotField />
      {list.map((item, index) => {
        const parts = item.getFieldset()
        const product = items[index]?.productName
        if (!several || !product) {
          return (
            <div key={item.key} className="space-y-6">
              <RadioGroupField field={parts.rating} legend="Your rating" options={STAR_OPTIONS} />
              <Field
                field={parts.text}
                label="One line about your experience"
                hint={`Up to ${REVIEW_TEXT_MAX} characters.`}
                maxLength={REVIEW_TEXT_MAX}
              />
            </div>
          )
        }
        return (
          <section
            key={item.key}
            aria-labelledby={`${item.id}-product`}
            className="space-y-6 rounded-lg border border-slate-200 p-4"
          >
            <h2 id={`${item.id}-product`} className="text-xl font-bold text-brand-900">
              {product}
            </h2>
            <RadioGroupField
              field={parts.rating}
              legend={`Your rating of the ${product}`}
              options={STAR_OPTIONS}
            />
            <Field
              field={parts.text}
              label={`One line about the ${product}`}
              hint={`Up to ${REVIEW_TEXT_MAX} characters.`}
              maxLength={REVIEW_TEXT_MAX}
            />
          </section>
        )
      })}
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 sm:w-auto"
      >
        {several ? 'Send my reviews' : 'Send my review'}
      </button>
    </Form>
  )
}
