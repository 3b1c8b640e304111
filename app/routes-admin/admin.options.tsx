import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import {
  ActiveBadge,
  EditorPanel,
  FormActions,
  TabHeader,
} from '~/components/admin/catalog/editor-panel'
import { adminMeta } from '~/components/admin/meta'
import {
  CheckboxField,
  conformSummaryErrors,
  ErrorSummary,
  Field,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { ButtonLink } from '~/components/ui/button'
import {
  CATALOG_PRODUCT_TYPES,
  centsToInput,
  optionIntentSchema,
  PRODUCT_TYPE_LABELS,
} from '~/domain/catalog-admin'
import { formatCents } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  formRefusal,
  readCatalogForm,
  refusedWrite,
} from '~/server/catalog/catalog-admin-forms.server'
import { type AdminOption, listAllOptions, updateOption } from '~/server/catalog/options.server'
import { pathId } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Product Options')

const TAB = '/admin/options'
const FAILED = { title: 'Error', description: 'Error updating option' }

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const options = listAllOptions()
  const editId = pathId(new URL(request.url).searchParams.get('edit'))
  return { options, editing: options.find((o) => o.id === editId) ?? null }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const read = await readCatalogForm(request, { schema: optionIntentSchema, maxBytes: 1 })
  if (!read.ok) return formRefusal(read, FAILED)
  const { id, productType, ...fields } = read.value
  const option = updateOption(productType, id, fields, admin)
  if (!option) return formRefusal(refusedWrite(read, 404, 'This option no longer exists'), FAILED)
  return redirectWithToast(TAB, {
    title: 'Option updated successfully',
    description: `${option.name}: ${formatCents(option.priceCents)}`,
  })
}

function OptionForm({
  option,
  lastResult,
}: {
  option: AdminOption
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, f] = useValidatedForm({
    id: `option-${option.id}`,
    schema: optionIntentSchema,
    lastResult,
    defaultValue: {
      intent: 'update',
      name: option.name,
      price: centsToInput(option.priceCents),
      description: option.description,
      isActive: option.isActive ? 'on' : undefined,
    },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [f.name, f.price, f.description])}
      />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={option.id} />
      <input type="hidden" name="productType" value={option.productType} />
      <Field field={f.name} label="Name" required />
      <Field
        field={f.price}
        label="Price ($)"
        required
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        hint="Added to the shade's grid price. 0 for a free option."
      />
      <TextareaField field={f.description} label="Description" rows={3} />
      <CheckboxField field={f.isActive} label="Active (offered in the configurator)" />
      <FormActions label="Save Option" cancelTo={TAB} />
    </Form>
  )
}

export default function AdminOptionsTab() {
  const { options, editing } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  return (
    <section>
      <TabHeader title="Product Options" />
      {editing ? (
        <EditorPanel
          title={`Edit ${PRODUCT_TYPE_LABELS[editing.productType]} option: ${editing.name}`}
          closeTo={TAB}
        >
          <OptionForm option={editing} lastResult={lastResult} />
        </EditorPanel>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {CATALOG_PRODUCT_TYPES.map((type) => (
          <section
            key={type}
            aria-labelledby={`options-${type}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id={`options-${type}`} className="text-lg font-bold text-brand-900">
              {PRODUCT_TYPE_LABELS[type]}
            </h2>
            <ul className="mt-3 divide-y divide-slate-200">
              {options
                .filter((o) => o.productType === type)
                .map((o) => (
                  <li key={o.id} className="flex items-center justify-between gap-3 py-2">
                    <div>
                      <p className="font-semibold text-slate-900">{o.name}</p>
                      <p className="text-sm text-slate-700">
                        {formatCents(o.priceCents)}{' '}
                        {o.isActive ? null : <ActiveBadge active={false} />}
                      </p>
                    </div>
                    <ButtonLink
                      to={`?edit=${o.id}`}
                      variant="outline"
                      size="sm"
                      preventScrollReset
                      aria-label={`Edit ${o.name} (${PRODUCT_TYPE_LABELS[type]})`}
                    >
                      Edit
                    </ButtonLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
