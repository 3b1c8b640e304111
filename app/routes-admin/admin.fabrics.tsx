import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import {
  ActiveBadge,
  Badge,
  EditorPanel,
  FormActions,
  StatCards,
  TabHeader,
} from '~/components/admin/catalog/editor-panel'
import { ImageFileField } from '~/components/admin/catalog/image-file-field'
import { IntentButton } from '~/components/admin/catalog/intent-form'
import { adminMeta } from '~/components/admin/meta'
import {
  CheckboxField,
  conformSummaryErrors,
  ErrorSummary,
  Field,
  SelectField,
  TextareaField,
  useValidatedForm,
} from '~/components/forms'
import { ButtonLink } from '~/components/ui/button'
import {
  CATALOG_PRODUCT_TYPES,
  type CatalogProductType,
  groupLabel,
  PRICE_GROUPS,
  PRODUCT_TYPE_LABELS,
  SWATCH_IMAGE_MAX_BYTES,
  swatchIntentSchema,
} from '~/domain/catalog-admin'
import { auditSwatch } from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  editorTargets,
  formRefusal,
  readCatalogForm,
  refusedWrite,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  type AdminSwatch,
  createSwatch,
  listAllSwatches,
  setSwatchArchived,
  updateSwatch,
} from '~/server/catalog/swatches.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Fabric Swatches')

const TAB = '/admin/fabrics'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const archived = params.get('archived') === 'yes'
  const all = listAllSwatches()
  const current = all.filter((s) => !s.archivedAt)
  const counts = { regular: 0, zebra: 0, roller: 0 }
  for (const s of current) counts[s.productType]++
  return {
    archived,
    total: current.length,
    swatches: archived ? all.filter((s) => s.archivedAt) : current,
    counts,
    ...editorTargets(params, all),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const read = await readCatalogForm(request, {
    schema: swatchIntentSchema,
    maxBytes: SWATCH_IMAGE_MAX_BYTES,
  })
  if (!read.ok) return formRefusal(read, { title: 'Error', description: read.error })
  const value = read.value
  const refusal = { conflictField: 'fabricName' }
  switch (value.intent) {
    case 'create': {
      const created = await catalogWrite(
        read,
        () => createSwatch(value, read.image, SWATCH_IMAGE_MAX_BYTES),
        refusal,
      )
      if (!created.ok) return formRefusal(created, { title: 'Error', description: created.error })
      auditSwatch(admin, 'created', created.value)
      return redirectWithToast(TAB, {
        title: 'Fabric swatch created successfully',
        description: created.value.fabricName,
      })
    }
    case 'update': {
      const updated = await catalogWrite(
        read,
        () => updateSwatch(value.id, value, read.image, SWATCH_IMAGE_MAX_BYTES),
        refusal,
      )
      if (!updated.ok) return formRefusal(updated, { title: 'Error', description: updated.error })
      const swatch = updated.value
      if (!swatch) {
        return formRefusal(refusedWrite(read, 404, 'This fabric swatch no longer exists'), {
          title: 'Error',
          description: 'This fabric swatch no longer exists',
        })
      }
      auditSwatch(admin, 'updated', swatch)
      return redirectWithToast(TAB, {
        title: 'Fabric swatch updated successfully',
        description: swatch.fabricName,
      })
    }
    // Delete archives (an old form's intent): nothing is destroyed by one click.
    case 'delete':
    case 'archive':
    case 'restore': {
      const archiving = value.intent !== 'restore'
      if (!setSwatchArchived(value.id, archiving)) {
        return redirectWithToast(TAB, {
          title: 'Error',
          description: 'This fabric swatch no longer exists',
          variant: 'destructive',
        })
      }
      auditSwatch(admin, archiving ? 'archived' : 'restored', { id: value.id })
      return redirectWithToast(
        TAB,
        archiving
          ? {
              title: 'Fabric swatch archived',
              description: 'It is out of the shop; Archived swatches lists it.',
              undo: { action: TAB, fields: { intent: 'restore', id: String(value.id) } },
            }
          : { title: 'Fabric swatch restored', description: 'It is back as it was.' },
      )
    }
  }
}

const TYPE_OPTIONS = CATALOG_PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))

function groupOptions(productType: CatalogProductType | '') {
  if (productType) {
    return PRICE_GROUPS[productType].map((g) => ({ value: g, label: groupLabel(productType, g) }))
  }
  return [
    ...PRICE_GROUPS.regular.map((g) => ({ value: g, label: `Group ${g} (vertical blinds)` })),
    ...PRICE_GROUPS.roller.map((g) => ({ value: g, label: `Chart ${g} (zebra 1-4, roller 1-8)` })),
  ]
}

function SwatchForm({
  swatch,
  lastResult,
}: {
  swatch: AdminSwatch | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useValidatedForm({
    id: swatch ? `swatch-${swatch.id}` : 'swatch-new',
    schema: swatchIntentSchema,
    lastResult,
    defaultValue: swatch
      ? {
          intent: 'update',
          id: String(swatch.id),
          fabricName: swatch.fabricName,
          color: swatch.color,
          productType: swatch.productType,
          group: swatch.priceGroup,
          description: swatch.description,
          isActive: swatch.isActive ? 'on' : undefined,
        }
      : { intent: 'create', isActive: 'on' },
  })
  const [productType, setProductType] = useState<CatalogProductType | ''>(swatch?.productType ?? '')
  const f = fields
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          f.fabricName,
          f.color,
          f.productType,
          f.group,
          f.description,
          f.image,
        ])}
      />
      <input type="hidden" name="intent" value={swatch ? 'update' : 'create'} />
      {swatch ? <input type="hidden" name="id" value={swatch.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={f.fabricName} label="Fabric name" required />
        <Field field={f.color} label="Color" required />
        <SelectField
          field={f.productType}
          label="Product type"
          required
          options={TYPE_OPTIONS}
          placeholder="Choose a product type"
          onChange={(e) => setProductType(e.currentTarget.value as CatalogProductType | '')}
        />
        <SelectField
          field={f.group}
          label="Price group or chart"
          required
          hint="Vertical blinds: group A-F. Zebra: chart 1-4. Roller: chart 1-8."
          options={groupOptions(productType)}
          placeholder="Choose a group or chart"
        />
      </div>
      <TextareaField field={f.description} label="Description" rows={3} />
      <ImageFileField
        field={f.image}
        label="Image"
        hint="A photo of the fabric, at most 3 MB (JPEG, PNG, WebP, GIF or AVIF)."
        currentUrl={swatch?.imageUrl}
      />
      <CheckboxField field={f.isActive} label="Active (shown in the shop)" />
      <FormActions label={swatch ? 'Save Changes' : 'Create Fabric Swatch'} cancelTo={TAB} />
    </Form>
  )
}

export default function AdminFabricsTab() {
  const { archived, total, swatches, counts, creating, editing } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  return (
    <section aria-labelledby="fabrics-title">
      <TabHeader title="Fabric Swatches">
        <ButtonLink to="?new" variant="secondary" preventScrollReset>
          Add Fabric Swatch
        </ButtonLink>
      </TabHeader>
      <StatCards
        items={[
          { label: 'Total swatches', value: total },
          { label: 'Vertical blinds', value: counts.regular },
          { label: 'Zebra shades', value: counts.zebra },
          { label: 'Roller shades', value: counts.roller },
        ]}
      />
      <div className="mt-6">
        {creating || editing ? (
          <EditorPanel
            title={editing ? `Edit Fabric Swatch: ${editing.fabricName}` : 'Add Fabric Swatch'}
            closeTo={TAB}
          >
            <SwatchForm swatch={editing} lastResult={lastResult} />
          </EditorPanel>
        ) : null}
        <p className="mb-3">
          <Link
            to={archived ? TAB : `${TAB}?archived=yes`}
            className="text-sm font-semibold text-brand-800 underline"
          >
            {archived ? 'Back to current swatches' : 'Archived swatches'}
          </Link>
        </p>
        <h2 id="fabrics-title" className="sr-only">
          All fabric swatches
        </h2>
        <ul
          aria-label="Fabric swatches"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
          tabIndex={0}
          className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {swatches.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded border border-slate-200 object-cover"
                />
              ) : (
                <span className="size-12 rounded border border-dashed border-slate-300" />
              )}
              <div className="min-w-40 flex-1">
                <p className="font-semibold text-slate-900">{s.fabricName}</p>
                <p className="text-sm text-slate-700">
                  {s.color} · {groupLabel(s.productType, s.priceGroup)}
                </p>
              </div>
              <Badge>{PRODUCT_TYPE_LABELS[s.productType]}</Badge>
              <ActiveBadge active={s.isActive} />
              <div className="flex gap-2">
                <ButtonLink
                  to={`?edit=${s.id}`}
                  variant="outline"
                  size="sm"
                  preventScrollReset
                  aria-label={`Edit ${s.fabricName}`}
                >
                  Edit
                </ButtonLink>
                {s.archivedAt ? (
                  <IntentButton intent="restore" id={s.id} label={`Restore ${s.fabricName}`}>
                    Restore
                  </IntentButton>
                ) : (
                  <IntentButton
                    intent="archive"
                    id={s.id}
                    variant="danger"
                    label={`Archive ${s.fabricName}`}
                    pendingLabel="Archiving…"
                  >
                    Archive
                  </IntentButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
