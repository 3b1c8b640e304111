import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { conformSummaryErrors, ErrorSummary, Field, useValidatedForm } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import { newEstimateSchema } from '~/domain/estimate-form'
import { leadReference } from '~/domain/follow-up'
import { canStartEstimate } from '~/domain/staff-access'
import { notFound } from '~/server/admin/admin-forms.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  createEstimate,
  newEstimatePrefill,
  ONLY_FROM_YOUR_VISIT,
} from '~/server/estimates/estimates.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Start an Estimate')

/**
 * GET /admin/estimates/new?lead=12 | ?visit=34 | ?customer=ana@example.com (issue 39): the
 * customer's details filled in from where it was started, to check with them; the post starts
 * the draft. Without any, a blank form (a customer on the phone). A GET writes nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const params = new URL(request.url).searchParams
  const leadId = pathId(params.get('lead'))
  const appointmentId = pathId(params.get('visit'))
  const customer = (params.get('customer') ?? '').slice(0, 254)
  const asked = Boolean(leadId || appointmentId || customer)
  const prefill = asked ? newEstimatePrefill({ leadId, appointmentId, customer }, admin) : null
  if (asked && !prefill) notFound()
  return {
    // An installer starts one from a visit of theirs only: no blank form.
    onlyFromAVisit:
      !prefill?.appointmentId && !canStartEstimate(admin, { visit: null })
        ? ONLY_FROM_YOUR_VISIT
        : null,
    from: prefill?.appointmentId
      ? 'visit'
      : prefill?.leadId
        ? `lead ${leadReference(prefill.leadId)}`
        : customer
          ? 'customer'
          : null,
    leadId: prefill?.leadId ?? null,
    appointmentId: prefill?.appointmentId ?? null,
    defaults: prefill?.customer ?? {},
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const submission = parseWithZod(await readForm(request), { schema: newEstimateSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const { leadId, appointmentId, ...customer } = submission.value
  const created = createEstimate(admin, { customer, leadId, appointmentId })
  if (!created.ok) {
    return data(
      { result: submission.reply({ formErrors: [created.message] }) },
      { status: created.status },
    )
  }
  return redirectWithToast(`/admin/estimates/${created.id}#rooms`, {
    title: 'Estimate Started',
    description: 'Add the rooms and windows as you measure: everything is saved as you go.',
  })
}

export default function NewEstimate() {
  const { from, leadId, appointmentId, defaults, onlyFromAVisit } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useValidatedForm({
    id: 'new-estimate',
    schema: newEstimateSchema,
    lastResult: actionData?.result,
    defaultValue: defaults,
  })
  const busy = navigation.state === 'submitting'
  return (
    <section aria-labelledby="tab-title" className="mx-auto max-w-2xl">
      <Breadcrumbs items={[{ name: 'Estimates', to: '/admin/estimates' }, { name: 'Start' }]} />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Start an estimate
      </h1>
      {onlyFromAVisit ? (
        <p className="mt-1 text-slate-700">
          {onlyFromAVisit}{' '}
          <Link to="/admin/my-visits" className="font-semibold text-brand-800 underline">
            My visits
          </Link>
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">
        {from
          ? `For the customer of this ${from}: check the details with them.`
          : 'For a customer: their name, and the e-mail the estimate is sent to.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors}
          fieldErrors={conformSummaryErrors(form, [
            fields.name,
            fields.email,
            fields.phone,
            fields.address,
            fields.zip,
          ])}
        />
        {leadId ? <input type="hidden" name="leadId" value={leadId} /> : null}
        {appointmentId ? <input type="hidden" name="appointmentId" value={appointmentId} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.name} label="Name" autoComplete="off" />
          <Field field={fields.phone} label="Phone" type="tel" autoComplete="off" />
          <Field field={fields.email} label="E-mail" type="email" autoComplete="off" />
          <Field field={fields.address} label="Address" autoComplete="off" />
          <Field field={fields.zip} label="ZIP code" inputMode="numeric" autoComplete="off" />
        </div>
        <Button disabled={busy}>{busy ? 'Starting…' : 'Start the estimate'}</Button>
      </Form>
    </section>
  )
}
