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
import { ErrorList, Field, useValidatedForm } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Button } from '~/components/ui/button'
import { businessDate } from '~/domain/business-time'
import {
  LEAD_TIME_PRODUCT_TYPES,
  type LeadTime,
  leadTimeSentence,
  leadWindow,
} from '~/domain/lead-time'
import { leadTimeFormSchema } from '~/domain/lead-time-form'
import { PRODUCTS, type PricedProductType } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth/auth.server'
import { getLeadTimes, saveLeadTime } from '~/server/catalog/lead-times.server'
import { readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Lead Times')

const PAGE = '/admin/pricing-rules/lead-times'

/** Each product's lead time, with what the customer reads today. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'price-grids')
  const leadTimes = getLeadTimes()
  const today = businessDate()
  return {
    products: LEAD_TIME_PRODUCT_TYPES.map((productType) => ({
      productType,
      name: PRODUCTS[productType].name,
      leadTime: leadTimes[productType],
      preview: leadTimeSentence(leadWindow(leadTimes[productType], today)),
    })),
  }
}

type Reply = { productType: string; result: SubmissionResult<string[]> }

/** Saves one product's production time and installation window (business days). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'price-grids')
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: leadTimeFormSchema })
  if (submission.status !== 'success') {
    return data<Reply>(
      { productType: String(formData.get('productType')), result: submission.reply() },
      { status: 400 },
    )
  }
  const { productType, ...leadTime } = submission.value
  saveLeadTime(productType, leadTime, admin)
  const window = leadWindow(leadTime, businessDate())
  return redirectWithToast(PAGE, {
    title: 'Lead Time Saved',
    description: `${PRODUCTS[productType].name}: ${leadTimeSentence(window)}`,
  })
}

function LeadTimeForm({
  productType,
  name,
  leadTime,
  preview,
  reply,
}: {
  productType: PricedProductType
  name: string
  leadTime: LeadTime
  preview: string
  reply?: Reply
}) {
  const [form, fields] = useValidatedForm({
    id: `lead-time-${productType}`,
    schema: leadTimeFormSchema,
    lastResult: reply?.productType === productType ? reply.result : undefined,
    defaultValue: {
      productType,
      productionMinDays: String(leadTime.productionMinDays),
      productionMaxDays: String(leadTime.productionMaxDays),
      installMinDays: String(leadTime.installMinDays),
      installMaxDays: String(leadTime.installMaxDays),
    },
  })
  const f = fields
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`lead-time-${productType}`}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <h2 className="text-lg font-bold text-slate-800">{name}</h2>
        <input type="hidden" name="productType" value={productType} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            Production (business days)
          </legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            <Field field={f.productionMinDays} label="From" type="number" inputMode="numeric" />
            <Field field={f.productionMaxDays} label="To" type="number" inputMode="numeric" />
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            Installation window after production (business days)
          </legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            <Field field={f.installMinDays} label="From" type="number" inputMode="numeric" />
            <Field field={f.installMaxDays} label="To" type="number" inputMode="numeric" />
          </div>
        </fieldset>
        <p className="text-sm text-slate-700" data-testid="lead-time-preview">
          Customers read today: {preview}
        </p>
        <Button size="sm">
          Save<span className="sr-only"> {name}</span>
        </Button>
      </Form>
    </li>
  )
}

export default function AdminLeadTimes() {
  const { products } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  return (
    <section aria-labelledby="tab-title" className="max-w-4xl">
      <Breadcrumbs
        items={[{ name: 'Pricing Rules', to: '/admin/pricing-rules' }, { name: 'Lead Times' }]}
      />
      <h1 id="tab-title" className="mt-2 text-2xl font-bold text-brand-900">
        Lead Times
      </h1>
      <p className="mt-1 text-slate-700">
        How long each product takes: production, then the window in which we install it. Business
        days (Monday to Friday). Shown on each product page, in the cart and on the receipt; an
        order keeps the window it was promised when it was paid.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {products.map((p) => (
          <LeadTimeForm key={p.productType} {...p} reply={reply} />
        ))}
      </ul>
    </section>
  )
}
