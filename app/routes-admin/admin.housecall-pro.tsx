import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { Button, ButtonLink } from '~/components/ui/button'
import { requireAdmin } from '~/server/auth/auth.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { getIntegrationStatus } from '~/server/vendors/housecall-pro.server'

export const meta: MetaFunction = () => adminMeta('HousCall Pro Integration')

export const CONNECTION_FAILED =
  'Connection failed. Please check your API key and ensure your HousCall Pro account has API access enabled.'

/** The provider could not be asked just now (down, timeout): the check itself failed. */
function checkFailedMessage(error: string | undefined) {
  return `Failed to check integration status: ${error ?? 'no answer'}`
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return { status: await getIntegrationStatus() }
}

/** Test connection: checks now and says how it went. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const status = await getIntegrationStatus()
  if (!status.configured) {
    return redirectWithToast('/admin/housecall-pro', {
      title: 'Not configured',
      description: 'Add HOUSECALL_PRO_API_KEY to the environment variables first.',
      variant: 'destructive',
    })
  }
  return redirectWithToast(
    '/admin/housecall-pro',
    status.connected
      ? { title: 'Connection successful', description: 'HousCall Pro answered with your API key.' }
      : status.failure === 'unavailable'
        ? {
            title: 'Connection failed',
            description: checkFailedMessage(status.error),
            variant: 'destructive',
          }
        : { title: 'Connection failed', description: CONNECTION_FAILED, variant: 'destructive' },
  )
}

function Tile({ label, ok, text }: { label: string; ok: boolean; text: string }) {
  return (
    <div
      className={`rounded-lg border p-4 ${ok ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{label}</p>
      <p className={`mt-1 text-lg font-bold ${ok ? 'text-green-900' : 'text-amber-900'}`}>{text}</p>
    </div>
  )
}

const HOW_IT_WORKS = [
  'Customers book through the HousCall Pro widget behind “Book Appointment” when it is configured.',
  'New bookings and customers appear in your HousCall Pro account, where technicians are scheduled.',
  'Webhooks (optional) let HousCall Pro tell the site when a job changes.',
  'Without the integration, customers still book on the site at /book-appointment.',
]

export default function HousecallProTab() {
  const { status } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section aria-labelledby="tab-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tab-title" className="text-2xl font-bold text-brand-900">
          HousCall Pro Integration
        </h1>
        <div className="flex gap-2">
          <ButtonLink to="/admin/housecall-pro" variant="outline" size="sm" preventScrollReset>
            Refresh
          </ButtonLink>
          <Form method="post">
            <Button size="sm" disabled={busy || !status.configured}>
              {navigation.state === 'submitting' ? 'Testing…' : 'Test connection'}
            </Button>
          </Form>
        </div>
      </div>
      <section
        aria-labelledby="status-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="status-title" className="text-lg font-bold text-brand-900">
          Status
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <Tile
            label="API key"
            ok={status.configured}
            text={status.configured ? 'Configured' : 'Not configured'}
          />
          <Tile
            label="Connection"
            ok={status.connected}
            text={status.connected ? 'Connected' : 'Not connected'}
          />
          <Tile
            label="Webhooks"
            ok={status.webhooksConfigured}
            text={status.webhooksConfigured ? 'Configured' : 'Webhooks not configured (optional)'}
          />
        </div>
        {!status.configured ? (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-slate-800">
            HousCall Pro is not configured. Add <code>HOUSECALL_PRO_API_KEY</code> (and, for the
            booking widget, <code>HOUSECALL_PRO_WIDGET_TOKEN</code>) to the environment variables,
            then restart the site.
          </p>
        ) : status.failure === 'unavailable' ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
          >
            <p className="font-semibold">{checkFailedMessage(status.error)}</p>
            <ButtonLink to="/admin/housecall-pro" variant="outline" size="sm" preventScrollReset>
              Retry
            </ButtonLink>
          </div>
        ) : !status.connected ? (
          <div
            role="alert"
            className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
          >
            <p className="font-semibold">{CONNECTION_FAILED}</p>
            {status.error ? <p className="mt-1 text-sm">{status.error}</p> : null}
          </div>
        ) : null}
      </section>
      <section
        aria-labelledby="how-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="how-title" className="text-lg font-bold text-brand-900">
          How it works
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 text-slate-700">
          <Link to="/admin/housecall-pro/guide" className="font-semibold text-brand-700 underline">
            Setup guide
          </Link>{' '}
          (API key, widget token, webhooks, testing). Bookings without the widget:{' '}
          <Link to="/book-appointment" className="font-semibold text-brand-700 underline">
            /book-appointment
          </Link>
          .
        </p>
      </section>
    </section>
  )
}
