import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/ui/button'
import { HUB_LINK_MINUTES } from '~/domain/customer-hub'
import { openHubView, readHubLink, spendHubLink } from '~/server/customers/customer-hub.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/platform/http.server'

export const meta: MetaFunction = () => [
  { title: 'Your orders: private link' },
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
export async function loader({ params }: LoaderFunctionArgs) {
  const state = readHubLink(params.token ?? '')
  const status = state === 'open' ? 200 : state === 'spent' ? 410 : 404
  return data({ open: state === 'open' }, { status, headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ params }: ActionFunctionArgs) {
  const email = spendHubLink(params.token ?? '')
  if (!email) {
    const state = readHubLink(params.token ?? '')
    return data(
      { open: false },
      { status: state === 'unknown' ? 404 : 410, headers: PRIVATE_PAGE_HEADERS },
    )
  }
  return redirect('/my-orders', {
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
  return (
    <section aria-labelledby="hub-link-title" className="mx-auto max-w-xl px-4 py-12">
      {open ? (
        <>
          <h1 id="hub-link-title" className="text-3xl font-bold text-brand-900">
            Your orders
          </h1>
          <p className="mt-3 text-slate-800">
            This private link opens your estimates, orders, visits and payments in this browser, for
            an hour. It works once.
          </p>
          <Form method="post" className="mt-6">
            <Button size="lg" disabled={busy}>
              {busy ? 'Opening...' : 'Open my orders'}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 id="hub-link-title" className="text-3xl font-bold text-brand-900">
            This link no longer opens
          </h1>
          <p className="mt-3 text-slate-800">
            For your privacy each link works once, within {HUB_LINK_MINUTES} minutes. Ask for a new
            one: it takes a moment.
          </p>
          <div className="mt-6">
            <ButtonLink to="/find-my-orders">Send me a new link</ButtonLink>
          </div>
        </>
      )}
    </section>
  )
}
