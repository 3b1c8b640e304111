import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useLocalePath, useT } from '~/components/i18n'
import { Button, ButtonLink } from '~/components/ui/button'
import { HUB_LINK_MINUTES } from '~/domain/customer-hub'
import { pathInLocale, SPANISH_ROUTE_IDS } from '~/domain/locale'
import { openHubView, readHubLink, spendHubLink } from '~/server/customers/customer-hub.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? 'Your orders: private link' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

/**
 * /find-my-orders/{token}: the link e-mailed by "Find my orders". Its GET only reads (a
 * LiteFS replica cannot write, and a mail scanner that opens the link must not spend it):
 * the button "Open my orders" posts, and the POST spends the link and opens the list in this
 * browser for an hour. A link used or past its hour says so, with the form to ask again
 * (410; 404 for one we never sent, in the same words).
 */
/** Whether /my-orders has its Spanish twin (app/domain/locale.ts SPANISH_ROUTE_IDS). */
const SPANISH_HUB_LIST = SPANISH_ROUTE_IDS.includes('routes/my-orders')

export async function loader({ params, request }: LoaderFunctionArgs) {
  const state = readHubLink(params.token ?? '')
  const status = state === 'open' ? 200 : state === 'spent' ? 410 : 404
  return data(
    {
      open: state === 'open',
      title: serverT(requestLocale(request)).t('hub.link.meta.title'),
      messages: pageMessages(request, ['hub']),
    },
    { status, headers: PRIVATE_PAGE_HEADERS },
  )
}

export async function action({ params, request }: ActionFunctionArgs) {
  const email = spendHubLink(params.token ?? '')
  if (!email) {
    const state = readHubLink(params.token ?? '')
    return data(
      { open: false },
      { status: state === 'unknown' ? 404 : 410, headers: PRIVATE_PAGE_HEADERS },
    )
  }
  // The list itself is not in Spanish yet: it opens in English rather than via the /es notice.
  return redirect(pathInLocale('/my-orders', SPANISH_HUB_LIST ? requestLocale(request) : 'en'), {
    status: 303,
    headers: { ...PRIVATE_PAGE_HEADERS, 'Set-Cookie': await openHubView(email) },
  })
}

export default function HubLinkPage() {
  // After a refused post (used in another tab) the action's answer wins: with JavaScript the
  // loader is not asked again after a 4xx.
  const refused = useActionData<typeof action>()
  const page = useLoaderData<typeof loader>()
  const open = refused ? refused.open : page.open
  const busy = useNavigation().state === 'submitting'
  const t = useT()
  const to = useLocalePath()
  return (
    <section aria-labelledby="hub-link-title" className="mx-auto max-w-xl px-4 py-12">
      {open ? (
        <>
          <h1 id="hub-link-title" className="text-3xl font-bold text-brand-900">
            {t('hub.link.title')}
          </h1>
          <p className="mt-3 text-slate-800">{t('hub.link.intro')}</p>
          <Form method="post" className="mt-6">
            <Button size="lg" disabled={busy}>
              {busy ? t('hub.link.opening') : t('hub.link.open')}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 id="hub-link-title" className="text-3xl font-bold text-brand-900">
            {t('hub.link.gone.title')}
          </h1>
          <p className="mt-3 text-slate-800">
            {t('hub.link.gone.body', { minutes: HUB_LINK_MINUTES })}
          </p>
          <div className="mt-6">
            <ButtonLink to={to('/find-my-orders')}>{t('hub.link.gone.again')}</ButtonLink>
          </div>
        </>
      )}
    </section>
  )
}
