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
import { useFromEnglish, useLocalePath, useT } from '~/components/i18n'
import { telHref } from '~/content/business'
import { pathInLocale } from '~/domain/locale'
import { REVIEW_TEXT_MAX, reviewsFormSchema } from '~/domain/reviews'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { handlePublicForm, PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { reviewByToken, submitReview } from '~/server/reviews/reviews.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/** The review pages' words, and the forms' (the error summary's heading, keyed by its English). */
const REVIEW_PARTS = ['reviews', 'forms']

export const headers = () => PRIVATE_PAGE_HEADERS

export const REVIEW_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 }

type Closed = { state: 'used' | 'expired' | 'unknown' }

/** The link's state, with the kind page's status: 404 for no link of ours, 410 used or expired. */
function closedPage(request: Request, state: Closed['state']) {
  return data(
    { state, displayName: null, subject: null, items: [], ...wordsOf(request) },
    { status: state === 'unknown' ? 404 : 410, headers: PRIVATE_PAGE_HEADERS },
  )
}

/** The page's words and its title, in the address's language. */
function wordsOf(request: Request) {
  const { t } = serverT(requestLocale(request))
  return {
    messages: pageMessages(request, REVIEW_PARTS),
    title: t('reviews.meta.title'),
    description: t('reviews.meta.description'),
  }
}

/** The customer's private review page (the link in the invitation). Reads only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = reviewByToken(params.token ?? '')
  if (link.state !== 'open') return closedPage(request, link.state)
  return data(
    {
      ...wordsOf(request),
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
  if (link.state !== 'open') return closedPage(request, link.state)
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  let kept = true
  const answer = await handlePublicForm(request, {
    schema: reviewsFormSchema(link.review.items.length),
    rateLimit: { name: 'review', ...REVIEW_LIMIT },
    success: {
      redirectTo: pathInLocale('/review/thanks', locale),
      toast: { title: t('reviews.toast.title'), description: t('reviews.toast.text') },
    },
    store: (value) => {
      kept = submitReview(token, value.reviews)
    },
  })
  // Used or expired between the check and the write (two tabs): the kind page, not a thank-you.
  if (!kept) return closedPage(request, 'used')
  return answer
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => {
  const site = siteFromMatches(matches)
  // In the page's language, from the loader.
  return seoMeta({
    site,
    title: `${loaded?.title ?? 'Rate your experience'} | ${site.name}`,
    description: loaded?.description ?? 'Tell us how your order or visit went.',
    path: '/review',
    noindex: true,
  })
}

const STARS = ['5', '4', '3', '2', '1'] as const

export default function ReviewPage() {
  const page = useLoaderData<typeof loader>()
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  if (page.state !== 'open') {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">
          {t(`reviews.closed.${page.state}.title`)}
        </h1>
        <p className="mt-4 text-slate-700">{t(`reviews.closed.${page.state}.text`)}</p>
        <p className="mt-4 text-slate-700">
          {t('reviews.phone')} <a href={telHref(phone)}>{phone}</a>
        </p>
        <p className="mt-6">
          <Link to={to('/')} className="font-semibold text-brand-700 underline">
            {t('reviews.home')}
          </Link>
        </p>
      </div>
    )
  }
  const several = page.items.length > 1
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{t('reviews.title')}</h1>
      <p className="mt-3 text-slate-700">
        {several
          ? t('reviews.intro.several')
          : t(page.subject === 'visit' ? 'reviews.intro.visit' : 'reviews.intro.order')}{' '}
        {t('reviews.intro.shown', { name: page.displayName ?? '' })}
      </p>
      <ReviewForm items={page.items} />
    </div>
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
  const t = useT()
  const fromEnglish = useFromEnglish()
  const stars = STARS.map((value) => ({
    value,
    label: t(`reviews.stars.${value}`),
    hint: t(`reviews.hint.${value}`),
  }))
  const upTo = t('reviews.upTo', { max: String(REVIEW_TEXT_MAX) })
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
        // The office names products in English; a Spanish part carries `~Zebra Shades`.
        const named = items[index]?.productName
        const product = named ? fromEnglish(named) : named
        if (!several || !product) {
          return (
            <div key={item.key} className="space-y-6">
              <RadioGroupField field={parts.rating} legend={t('reviews.rating')} options={stars} />
              <Field
                field={parts.text}
                label={t('reviews.line')}
                hint={upTo}
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
              legend={t('reviews.ratingOf', { product })}
              options={stars}
            />
            <Field
              field={parts.text}
              label={t('reviews.lineAbout', { product })}
              hint={upTo}
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
        {t(several ? 'reviews.sendSeveral' : 'reviews.send')}
      </button>
    </Form>
  )
}
