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
import { formatReminderDays, reminderDaysSchema } from '~/domain/estimate-reminders'
import { balanceReminderDaysSchema } from '~/domain/installed-job'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  estimateDiscountLimits,
  estimateReminderDays,
  setEstimateDiscountLimits,
  setEstimateReminderDays,
} from '~/server/auth/staff-settings.server'
import { balanceReminderDays, setBalanceReminderDays } from '~/server/orders/balance-invoice.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Estimate Settings')

/**
 * GET /admin/estimates/settings: the most each role may give off an estimate (issue 39), set
 * by the owner only (the capability that covers the staff's limits, as the office refund
 * limit), the days after sending on which an estimate not answered gets a reminder, and the
 * days after the balance invoice on which an installed job's unpaid balance gets one. The
 * rules: app/domain/estimate.ts `discountLimitRefusal`, app/domain/estimate-reminders.ts,
 * app/domain/installed-job.ts `remindersDue`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'staff-accounts')
  const limits = estimateDiscountLimits()
  return {
    defaults: {
      office: basisPointsNumber(limits.office),
      installer: basisPointsNumber(limits.installer),
    },
    reminderDays: formatReminderDays(estimateReminderDays()),
    balanceReminderDays: balanceReminderDays().join(', '),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'staff-accounts')
  const form = await readForm(request)
  if (form.get('intent') === 'reminder-days') {
    const reminders = parseWithZod(form, { schema: reminderDaysSchema })
    if (reminders.status !== 'success') {
      return data({ form: 'reminder-days', result: reminders.reply() }, { status: 400 })
    }
    setEstimateReminderDays(admin, reminders.value.days)
    return redirectWithToast('/admin/estimates/settings#reminders', {
      title: 'Reminders Saved',
      description: reminders.value.days.length
        ? 'Estimates not answered get a reminder on those days after sending.'
        : 'No reminders will be sent.',
    })
  }
  if (form.get('intent') === 'balance-reminder-days') {
    const reminders = parseWithZod(form, { schema: balanceReminderDaysSchema })
    if (reminders.status !== 'success') {
      return data({ form: 'balance-reminder-days', result: reminders.reply() }, { status: 400 })
    }
    setBalanceReminderDays(admin, reminders.value.days)
    return redirectWithToast('/admin/estimates/settings#balance-reminders', {
      title: 'Balance Reminders Saved',
      description: reminders.value.days.length
        ? 'An unpaid balance gets a reminder on those days after its invoice.'
        : 'No balance reminders will be sent.',
    })
  }
  const submission = parseWithZod(form, { schema: discountLimitsSchema })
  if (submission.status !== 'success') {
    return data({ form: 'discount-limits', result: submission.reply() }, { status: 400 })
  }
  setEstimateDiscountLimits(admin, submission.value)
  return redirectWithToast('/admin/estimates/settings', {
    title: 'Discount Limits Saved',
    description: 'They hold from the next change to an estimate.',
  })
}

export default function EstimateSettings() {
  const { defaults, reminderDays, balanceReminderDays } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useValidatedForm({
    id: 'discount-limits',
    schema: discountLimitsSchema,
    lastResult: actionData?.form === 'discount-limits' ? actionData.result : undefined,
    defaultValue: defaults,
  })
  const [reminderForm, reminderFields] = useValidatedForm({
    id: 'reminder-days',
    schema: reminderDaysSchema,
    lastResult: actionData?.form === 'reminder-days' ? actionData.result : undefined,
    defaultValue: { days: reminderDays },
  })
  const [balanceForm, balanceFields] = useValidatedForm({
    id: 'balance-reminder-days',
    schema: balanceReminderDaysSchema,
    lastResult: actionData?.form === 'balance-reminder-days' ? actionData.result : undefined,
    defaultValue: { days: balanceReminderDays },
  })
  return (
    <section aria-labelledby="tab-title" className="mx-auto max-w-xl">
      <Breadcrumbs items={[{ name: 'Estimates', to: '/admin/estimates' }, { name: 'Settings' }]} />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Estimate settings
      </h1>
      <h2 className="mt-4 text-xl font-bold text-brand-900">Discount limits</h2>
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

      <h2 id="reminders" className="mt-10 scroll-mt-4 text-xl font-bold text-brand-900">
        Reminders
      </h2>
      <p className="mt-1 text-slate-700">
        An estimate sent and not answered gets a reminder e-mail on each of these days after it was
        sent, once each. They stop when the customer accepts or declines, when the estimate is
        replaced or expires, or while a new version is being written. Leave it empty for none.
      </p>
      <Form method="post" {...getFormProps(reminderForm)} className="mt-4 space-y-4">
        <ErrorSummary
          id={reminderForm.errorId}
          formErrors={reminderForm.errors}
          fieldErrors={conformSummaryErrors(reminderForm, [reminderFields.days])}
        />
        <input type="hidden" name="intent" value="reminder-days" />
        <Field
          field={reminderFields.days}
          label="Days after sending (for example 3, 7)"
          inputMode="numeric"
        />
        <Button>Save the reminders</Button>
      </Form>

      <h2 id="balance-reminders" className="mt-10 scroll-mt-4 text-xl font-bold text-brand-900">
        Balance reminders
      </h2>
      <p className="mt-1 text-slate-700">
        When an installed job is done, the customer is e-mailed the balance with a link to pay it.
        While it stays unpaid, a reminder goes on each of these days after that invoice, once each;
        they stop when the balance is paid. Leave it empty for none.
      </p>
      <Form method="post" {...getFormProps(balanceForm)} className="mt-4 space-y-4">
        <ErrorSummary
          id={balanceForm.errorId}
          formErrors={balanceForm.errors}
          fieldErrors={conformSummaryErrors(balanceForm, [balanceFields.days])}
        />
        <input type="hidden" name="intent" value="balance-reminder-days" />
        <Field
          field={balanceFields.days}
          label="Days after the invoice (for example 3, 10)"
          inputMode="numeric"
        />
        <Button>Save the balance reminders</Button>
      </Form>
    </section>
  )
}
