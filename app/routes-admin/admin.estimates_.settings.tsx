import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { conformSummaryErrors, ErrorSummary, Field, useValidatedForm } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import { basisPointsNumber } from '~/domain/estimate'
import { discountLimitsSchema } from '~/domain/estimate-form'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  estimateDiscountLimits,
  setEstimateDiscountLimits,
} from '~/server/auth/staff-settings.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Estimate Discount Limits')

/**
 * GET /admin/estimates/settings: the most each role may give off an estimate (issue 39), set
 * by the owner only (the capability that covers the staff's limits, as the office refund
 * limit). The rule: app/domain/estimate.ts `discountLimitRefusal`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'staff-accounts')
  const limits = estimateDiscountLimits()
  return {
    defaults: {
      office: basisPointsNumber(limits.office),
      installer: basisPointsNumber(limits.installer),
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'staff-accounts')
  const submission = parseWithZod(await readForm(request), { schema: discountLimitsSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  setEstimateDiscountLimits(admin, submission.value)
  return redirectWithToast('/admin/estimates/settings', {
    title: 'Discount Limits Saved',
    description: 'They hold from the next change to an estimate.',
  })
}

export default function EstimateSettings() {
  const { defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useValidatedForm({
    id: 'discount-limits',
    schema: discountLimitsSchema,
    lastResult: actionData?.result,
    defaultValue: defaults,
  })
  return (
    <section aria-labelledby="tab-title" className="mx-auto max-w-xl">
      <Breadcrumbs
        items={[{ name: 'Estimates', to: '/admin/estimates' }, { name: 'Discount limits' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Discount limits
      </h1>
      <p className="mt-1 text-slate-700">
        The most each role may give off an estimate, line discounts and the whole estimate’s
        together, whatever the customer chooses. You (the owner) may give any discount.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors}
          fieldErrors={conformSummaryErrors(form, [fields.office, fields.installer])}
        />
        <Field field={fields.office} label="Office (%)" inputMode="decimal" />
        <Field field={fields.installer} label="Installers (%)" inputMode="decimal" />
        <Button>Save the limits</Button>
      </Form>
    </section>
  )
}
