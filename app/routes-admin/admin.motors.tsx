// Long because one catalogue tab (list, editor form, loader and action) reads best in one file.
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import {
  ActiveBadge,
  Badge,
  EditorPanel,
  FormActions,
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
  centsToInput,
  formatCompatibility,
  HARDWARE_CATEGORIES,
  HARDWARE_IMAGE_MAX_BYTES,
  type HardwareKindValue,
  hardwareIntentSchema,
  INSTALLATION_DIFFICULTIES,
} from '~/domain/catalog-admin'
import { formatCents } from '~/domain/pricing'
import { auditHardware } from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  editorTargets,
  formRefusal,
  HARDWARE_IMAGE_MESSAGES,
  readCatalogForm,
  refusedWrite,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  type AdminHardware,
  createHardware,
  getHardware,
  listAllHardware,
  setHardwareActive,
  setHardwareArchived,
  updateHardware,
} from '~/server/catalog/hardware.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Motors & Accessories')

const TAB = '/admin/motors'
const NOUN: Record<HardwareKindValue, string> = { motor: 'Motor', accessory: 'Accessory' }

function kindUrl(kind: HardwareKindValue, extra = '') {
  const params = new URLSearchParams(extra)
  if (kind === 'accessory') params.set('kind', 'accessory')
  const query = params.toString()
  return query ? `${TAB}?${query}` : TAB
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const kind: HardwareKindValue = params.get('kind') === 'accessory' ? 'accessory' : 'motor'
  const archived = params.get('archived') === 'yes'
  const all = listAllHardware()
  const current = all.filter((h) => !h.archivedAt)
  return {
    kind,
    archived,
    items: all.filter((h) => h.kind === kind && Boolean(h.archivedAt) === archived),
    counts: {
      motor: current.filter((h) => h.kind === 'motor').length,
      accessory: current.filter((h) => h.kind === 'accessory').length,
    },
    ...editorTargets(params, all),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const read = await readCatalogForm(request, {
    schema: hardwareIntentSchema,
    maxBytes: HARDWARE_IMAGE_MAX_BYTES,
    imageMessages: HARDWARE_IMAGE_MESSAGES,
  })
  if (!read.ok) {
    const kind = read.submission?.payload.kind === 'accessory' ? 'accessory' : 'motor'
    const intent = read.submission?.payload.intent
    return formRefusal(read, {
      title: 'Error',
      description:
        intent === 'create' ? `Failed to create ${kind}` : read.error || `Failed to update ${kind}`,
    })
  }
  const value = read.value
  switch (value.intent) {
    case 'create': {
      const created = await catalogWrite(
        read,
        () => createHardware(value, read.image, HARDWARE_IMAGE_MAX_BYTES),
        { imageMessages: HARDWARE_IMAGE_MESSAGES },
      )
      if (!created.ok) {
        return formRefusal(created, {
          title: 'Error',
          description: `Failed to create ${value.kind}`,
        })
      }
      const item = created.value
      auditHardware(admin, 'created', item)
      return redirectWithToast(kindUrl(item.kind), {
        title: `${NOUN[item.kind]} created successfully`,
        description: item.name,
      })
    }
    case 'update': {
      const updated = await catalogWrite(
        read,
        () => updateHardware(value.id, value, read.image, HARDWARE_IMAGE_MAX_BYTES),
        { imageMessages: HARDWARE_IMAGE_MESSAGES },
      )
      if (!updated.ok) return formRefusal(updated, { title: 'Error', description: updated.error })
      const item = updated.value
      if (!item) {
        return formRefusal(refusedWrite(read, 404, 'This item no longer exists'), {
          title: 'Error',
          description: 'This item no longer exists',
        })
      }
      auditHardware(admin, 'updated', item)
      return redirectWithToast(kindUrl(item.kind), {
        title: `${NOUN[item.kind]} updated successfully`,
        description: item.name,
      })
    }
    case 'active':
    case 'archive':
    case 'restore':
    case 'delete': {
      const item = getHardware(value.id)
      if (!item) {
        return redirectWithToast(TAB, {
          title: 'Error',
          description: 'This item no longer exists',
          variant: 'destructive',
        })
      }
      if (value.intent === 'active') {
        setHardwareActive(item.id, item.kind, value.isActive)
        auditHardware(admin, value.isActive ? 'made active' : 'made inactive', item)
        return redirectWithToast(kindUrl(item.kind), {
          title: `${NOUN[item.kind]} updated successfully`,
          description: `${item.name} is ${value.isActive ? 'active' : 'inactive'}`,
        })
      }
      // Delete archives (an old form's intent): nothing is destroyed by one click.
      const archiving = value.intent !== 'restore'
      setHardwareArchived(item.id, item.kind, archiving)
      auditHardware(admin, archiving ? 'archived' : 'restored', item)
      return redirectWithToast(kindUrl(item.kind), {
        title: `${NOUN[item.kind]} ${archiving ? 'archived' : 'restored'}`,
        description: archiving
          ? `${item.name} is out of the shop (Archived lists it).`
          : `${item.name} is back as it was.`,
        undo: archiving
          ? { action: kindUrl(item.kind), fields: { intent: 'restore', id: String(item.id) } }
          : undefined,
      })
    }
  }
}

const DIFFICULTY_OPTIONS = INSTALLATION_DIFFICULTIES.map((d) => ({
  value: d,
  label: d[0].toUpperCase() + d.slice(1),
}))

function HardwareForm({
  item,
  kind,
  lastResult,
}: {
  item: AdminHardware | null
  kind: HardwareKindValue
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [currentKind, setCurrentKind] = useState<HardwareKindValue>(item?.kind ?? kind)
  const [form, f] = useValidatedForm({
    id: item ? `hardware-${item.id}` : `hardware-new-${kind}`,
    schema: hardwareIntentSchema,
    lastResult,
    defaultValue: item
      ? {
          intent: 'update',
          kind: item.kind,
          name: item.name,
          basePrice: centsToInput(item.basePriceCents),
          description: item.description,
          category: item.category,
          features: item.features.join(', '),
          compatibility: formatCompatibility(item.compatibility),
          specifications: Object.keys(item.specifications).length
            ? JSON.stringify(item.specifications, null, 2)
            : '',
          installationDifficulty: item.installationDifficulty,
          warranty: item.warranty,
          sortOrder: String(item.sortOrder),
          isActive: item.isActive ? 'on' : undefined,
        }
      : { intent: 'create', kind, isActive: 'on', sortOrder: '0', installationDifficulty: 'easy' },
  })
  const categories = HARDWARE_CATEGORIES[currentKind].map((c) => ({
    value: c,
    label: c[0].toUpperCase() + c.slice(1),
  }))
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          f.name,
          f.basePrice,
          f.description,
          f.category,
          f.specifications,
          f.image,
        ])}
      />
      <input type="hidden" name="intent" value={item ? 'update' : 'create'} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <input type="hidden" name="kind" value={currentKind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={f.name} label="Name" required />
        <Field
          field={f.basePrice}
          label="Base price ($)"
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
        />
        <SelectField
          field={f.category}
          label="Category"
          required
          options={categories}
          placeholder="Choose a category"
        />
        <SelectField
          field={f.installationDifficulty}
          label="Installation"
          options={DIFFICULTY_OPTIONS}
          placeholder="Choose"
          required
        />
      </div>
      <TextareaField field={f.description} label="Description" rows={3} required />
      <Field
        field={f.features}
        label="Features"
        hint="Comma-separated, e.g. Whisper-quiet, USB-C charging"
      />
      <TextareaField
        field={f.compatibility}
        label="Compatibility"
        rows={2}
        hint="Comma-separated; one line per kind, e.g. 'Shade types: Zebra, Roller'"
      />
      <TextareaField
        field={f.specifications}
        label="Specifications (JSON)"
        rows={4}
        hint='A JSON object, e.g. {"Voltage": "12V DC", "Battery": "2,600 mAh"}'
        className="font-mono"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={f.warranty} label="Warranty" />
        <Field field={f.sortOrder} label="Sort position" type="number" step={1} />
      </div>
      <ImageFileField
        field={f.image}
        label="Image"
        hint="An image file of at most 5 MB."
        currentUrl={item?.imageUrl}
      />
      <CheckboxField field={f.isActive} label="Active (shown in the shop)" />
      {item ? null : (
        <p className="text-sm text-slate-700">
          Adding {currentKind === 'motor' ? 'a motor' : 'an accessory'}.{' '}
          <button
            type="button"
            className="font-semibold text-brand-800 underline"
            onClick={() => setCurrentKind(currentKind === 'motor' ? 'accessory' : 'motor')}
          >
            Switch to {currentKind === 'motor' ? 'accessory' : 'motor'}
          </button>
        </p>
      )}
      <FormActions
        label={item ? 'Save Changes' : `Create ${NOUN[currentKind]}`}
        cancelTo={kindUrl(kind)}
      />
    </Form>
  )
}

function kindTabClass(active: boolean) {
  return `inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-100'}`
}

export default function AdminMotorsTab() {
  const { kind, archived, items, counts, creating, editing, previewing } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const back = kindUrl(kind)
  return (
    <section>
      <TabHeader title="Motors & Accessories">
        <ButtonLink to={kindUrl(kind, 'new')} variant="secondary" preventScrollReset>
          Add {NOUN[kind]}
        </ButtonLink>
      </TabHeader>
      <nav aria-label="Motors or accessories" className="mb-4">
        <ul className="inline-flex gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1">
          {(['motor', 'accessory'] as const).map((k) => (
            <li key={k}>
              <Link
                to={kindUrl(k)}
                aria-current={k === kind ? 'page' : undefined}
                className={kindTabClass(k === kind)}
              >
                {k === 'motor' ? 'Motors' : 'Accessories'} ({counts[k]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {creating || editing ? (
        <EditorPanel
          title={editing ? `Edit ${NOUN[editing.kind]}: ${editing.name}` : `Add ${NOUN[kind]}`}
          closeTo={back}
          wide
        >
          <HardwareForm item={editing} kind={kind} lastResult={lastResult} />
        </EditorPanel>
      ) : null}
      {previewing?.imageUrl ? (
        <EditorPanel title={previewing.name} closeTo={back} wide>
          <img
            src={previewing.imageUrl}
            alt={previewing.name}
            className="mx-auto max-h-[70vh] w-auto rounded"
          />
        </EditorPanel>
      ) : null}
      <p className="mb-3">
        <Link
          to={kindUrl(kind, archived ? '' : 'archived=yes')}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {archived
            ? `Back to current ${kind === 'motor' ? 'motors' : 'accessories'}`
            : `Archived ${kind === 'motor' ? 'motors' : 'accessories'}`}
        </Link>
      </p>

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No {archived ? 'archived ' : ''}
          {kind === 'motor' ? 'motors' : 'accessories'} yet.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              {item.imageUrl ? (
                <Link
                  to={kindUrl(kind, `preview=${item.id}`)}
                  preventScrollReset
                  className="shrink-0"
                  aria-label={`Preview the image of ${item.name}`}
                >
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 rounded border border-slate-200 object-cover"
                  />
                </Link>
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-bold text-slate-900">{item.name}</h2>
                  <Badge>{item.category}</Badge>
                  <ActiveBadge active={item.isActive} />
                </div>
                <p className="font-semibold text-brand-900">{formatCents(item.basePriceCents)}</p>
                <p className="line-clamp-2 text-sm text-slate-700">{item.description}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <IntentButton
                    intent="active"
                    id={item.id}
                    fields={{ isActive: item.isActive ? 'false' : 'true' }}
                    label={`${item.isActive ? 'Deactivate' : 'Activate'} ${item.name}`}
                  >
                    {item.isActive ? 'Deactivate' : 'Activate'}
                  </IntentButton>
                  <ButtonLink
                    to={kindUrl(kind, `edit=${item.id}`)}
                    variant="outline"
                    size="sm"
                    preventScrollReset
                    aria-label={`Edit ${item.name}`}
                  >
                    Edit
                  </ButtonLink>
                  {item.archivedAt ? (
                    <IntentButton intent="restore" id={item.id} label={`Restore ${item.name}`}>
                      Restore
                    </IntentButton>
                  ) : (
                    <IntentButton
                      intent="archive"
                      id={item.id}
                      variant="danger"
                      label={`Archive ${item.name}`}
                      pendingLabel="Archiving…"
                    >
                      Archive
                    </IntentButton>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
