import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { ErrorList, Field, SelectField, useValidatedForm } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import { businessDate, longCalendarDate } from '~/domain/business-time'
import { FLORIDA_STATE_RATE_PERCENT, TAX_COUNTIES, taxLabelFor } from '~/domain/florida-tax'
import { salesTaxRateFormSchema, withdrawSalesTaxRateSchema } from '~/domain/sales-tax-form'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  type SalesTaxRateRow,
  salesTaxRateRows,
  saveSalesTaxRate,
  withdrawSalesTaxRate,
} from '~/server/catalog/sales-tax.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Sales Tax')

const PAGE = '/admin/pricing-rules/sales-tax'

/** Each county's surtaxes, oldest first, with the one in force today marked. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'price-grids')
  const rows = salesTaxRateRows()
  return {
    today: businessDate(),
    counties: TAX_COUNTIES.map((county) => ({
      county,
      rates: rows.filter((r) => r.county === county),
    })),
  }
}

/** Saves a county's surtax from a date, or withdraws one not in force yet. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'price-grids')
  const formData = await readForm(request)
  if (formData.get('intent') === 'withdraw') {
    const submission = parseWithZod(formData, { schema: withdrawSalesTaxRateSchema })
    const withdrawn =
      submission.status === 'success' && withdrawSalesTaxRate(submission.value.rateId, admin)
    return redirectWithToast(
      PAGE,
      withdrawn
        ? { title: 'Rate withdrawn' }
        : {
            title: 'Not withdrawn',
            description:
              'Only a rate not in force yet can be withdrawn: sales were taxed at the others. Add a corrected rate from a date instead.',
            variant: 'destructive',
          },
    )
  }
  const submission = parseWithZod(formData, { schema: salesTaxRateFormSchema })
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 })
  }
  saveSalesTaxRate(submission.value, admin)
  const { county, surtaxRatePercent, appliesFrom } = submission.value
  return redirectWithToast(PAGE, {
    title: 'Sales Tax Saved',
    description: `${county}: ${taxLabelFor({ stateRatePercent: FLORIDA_STATE_RATE_PERCENT, surtaxRatePercent, county })} from ${longCalendarDate(appliesFrom)}`,
  })
}

const WHEN_LABELS: Record<SalesTaxRateRow['when'], string> = {
  past: 'Past',
  'in-force': 'In force today',
  coming: 'Coming',
}

function CountyRates({ county, rates }: { county: string; rates: SalesTaxRateRow[] }) {
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`sales-tax-${county}`}
    >
      <h2 className="text-lg font-bold text-slate-800">{county}</h2>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Surtax of {county} by the date it applies from</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 pr-2">
              From
            </th>
            <th scope="col" className="py-1 pr-2">
              Surtax
            </th>
            <th scope="col" className="py-1 pr-2">
              Customers see
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.appliesFrom} className="border-b border-slate-100 align-top">
              <td className="py-1 pr-2 tabular-nums">{rate.appliesFrom}</td>
              <td className="py-1 pr-2 tabular-nums">{rate.surtaxRatePercent}%</td>
              <td className="py-1 pr-2">{rate.label}</td>
              <td className="py-1">
                <span className={rate.when === 'in-force' ? 'font-semibold text-green-800' : ''}>
                  {WHEN_LABELS[rate.when]}
                </span>
                {rate.when === 'coming' && rate.id !== null ? (
                  <Form method="post" className="mt-1">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="rateId" value={rate.id} />
                    <Button size="sm" variant="outline">
                      Withdraw
                      <span className="sr-only">
                        {' '}
                        {county} {rate.surtaxRatePercent}% from {rate.appliesFrom}
                      </span>
                    </Button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  )
}

function RateForm({
  today,
  lastResult,
}: {
  today: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useValidatedForm({
    id: 'sales-tax-rate',
    schema: salesTaxRateFormSchema,
    lastResult,
    defaultValue: { appliesFrom: today },
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-bold text-slate-800">Set a county's surtax from a date</h2>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          field={fields.county}
          label="County"
          placeholder="Choose a county"
          options={TAX_COUNTIES.map((c) => ({ value: c, label: c }))}
        />
        <Field
          field={fields.surtaxRatePercent}
          label="Surtax (%)"
          hint="e.g. 1 or 0.5"
          inputMode="decimal"
        />
        <Field
          field={fields.appliesFrom}
          label="Applies from"
          hint="The first day sales are taxed at it"
          type="date"
        />
      </div>
      <Button>Save rate</Button>
    </Form>
  )
}

export default function AdminSalesTax() {
  const { counties, today } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs
        items={[{ name: 'Pricing Rules', to: '/admin/pricing-rules' }, { name: 'Sales Tax' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Sales Tax
      </h1>
      <p className="mt-1 text-slate-700">
        Florida's {FLORIDA_STATE_RATE_PERCENT}% on everything sold, installation included, plus the
        surtax of the county where it is delivered or installed, on the first $5,000 of each item
        only. Each order is taxed at the rates of its ZIP code's county on the day it is placed; an
        order keeps the tax it was placed with. A ZIP outside these counties is taxed at the highest
        of their rates.
      </p>
      <p className="mt-2 text-slate-700">
        When a county changes its surtax (the Department of Revenue publishes the new rates each
        year), add the new rate with the date it applies from: the old one stays in force until
        then.
      </p>
      <RateForm today={today} lastResult={lastResult as SubmissionResult<string[]> | undefined} />
      <ul className="mt-4 grid gap-4">
        {counties.map((c) => (
          <CountyRates key={c.county} county={c.county} rates={c.rates} />
        ))}
      </ul>
    </section>
  )
}
