import { getFormProps } from '@conform-to/react'
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import type { NewLinkReply } from '~/components/expired-link'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from '~/components/forms'
import { useFromEnglish, useT } from '~/components/i18n'
import { Button } from '~/components/ui/button'
import { telHref } from '~/content/business'
import { findMyOrdersSchema, HUB_LINK_MINUTES } from '~/domain/customer-hub'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { answerFindMyOrders } from '~/server/customers/customer-hub.server'
import { readForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? 'Find my orders' },
  { name: 'description', content: page?.description ?? '' },
]

export function loader({ request }: LoaderFunctionArgs) {
  const { t } = serverT(requestLocale(request))
  return {
    title: t('hub.find.meta.title'),
    description: t('hub.find.meta.description'),
    messages: pageMessages(request, ['hub', 'forms']),
  }
}

/** The answer names nothing of the customer, but is never kept by a shared cache. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * /find-my-orders (issue 39): a customer types their e-mail and, if we have anything for it,
 * receives one private link to everything they have with us (/my-orders). The answer is the
 * same whoever asks; limits per visitor and per address (app/server/customers/
 * customer-hub.server.ts). No account, no password; works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  return answerFindMyOrders(request, await readForm(request))
}

export default function FindMyOrders() {
  const answer = useActionData<typeof action>()
  // The same shape as "Send me a new link" answers (the type checker reads the union loosely).
  const reply =
    answer && typeof answer === 'object' && 'sent' in answer ? (answer as NewLinkReply) : undefined
  const phone = useBusinessPhone()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const [form, fields] = useValidatedForm({
    id: 'find-my-orders',
    schema: findMyOrdersSchema,
    lastResult: reply?.result,
  })
  useFocusOnReply(form.id, form.errorId, reply?.result)
  const action = useOwnFormAction(form.errorId)
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="find-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="find-title" className="text-3xl font-bold text-brand-900">
        {t('hub.find.title')}
      </h1>
      <p className="mt-3 text-slate-800">{t('hub.find.intro', { minutes: HUB_LINK_MINUTES })}</p>
      {reply?.sent ? (
        <p
          role="status"
          data-testid="find-my-orders-sent"
          className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
        >
          {fromEnglish(reply.sent)}
        </p>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} className="mt-6 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={[...(form.errors ?? []), ...(reply?.limited ? [reply.limited] : [])].map(
            fromEnglish,
          )}
          fieldErrors={conformSummaryErrors(form, [fields.email])}
        />
        <Field field={fields.email} label={t('hub.find.email')} type="email" autoComplete="email" />
        <Button size="lg" disabled={busy}>
          {busy ? t('hub.find.sending') : t('hub.find.send')}
        </Button>
      </Form>
      <p className="mt-6 text-slate-700">
        {t('hub.find.noAccess')}{' '}
        <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
          {phone}
        </a>{' '}
        {t('hub.find.help')}
      </p>
    </section>
  )
}
