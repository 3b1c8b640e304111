// Long because one catalogue tab (list, editor form, loader and action) reads best in one file.
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import {
  ActiveBadge,
  Badge,
  EditorPanel,
  FormActions,
  StatCards,
  TabHeader,
} from '~/components/admin/catalog/editor-panel'
import { ImageFileField } from '~/components/admin/catalog/image-file-field'
import { ConfirmPanel, IntentButton } from '~/components/admin/catalog/intent-form'
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
  IMAGE_TYPE_LABELS,
  IMAGE_TYPES,
  type ImageType,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageIntentSchema,
} from '~/domain/catalog-admin'
import {
  auditProductImageDeleted,
  auditProductImageSaved,
} from '~/server/admin/catalog-audit.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  catalogWrite,
  editorTargets,
  formRefusal,
  readCatalogForm,
  refusedWrite,
} from '~/server/catalog/catalog-admin-forms.server'
import {
  type AdminProductImage,
  createProductImage,
  deleteProductImage,
  getProductImage,
  listAllProductImages,
  moveProductImage,
  updateProductImage,
} from '~/server/catalog/product-images.server'
import { redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Product Image Management')

const TAB = '/admin/images'
export const DELETE_QUESTION = 'Are you sure you want to delete this product image?'

/** The filters of docs/requirements.md#admin-area: all, regular, zebra, roller (and other, when there are any). */
function readFilter(value: unknown): ImageType | null {
  return typeof value === 'string' && (IMAGE_TYPES as readonly string[]).includes(value)
    ? (value as ImageType)
    : null
}

function tabUrl(filter: ImageType | null, extra = '') {
  const params = new URLSearchParams(extra)
  if (filter) params.set('type', filter)
  const query = params.toString()
  return query ? `${TAB}?${query}` : TAB
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const params = new URL(request.url).searchParams
  const filter = readFilter(params.get('type'))
  const all = listAllProductImages()
  return {
    filter,
    images: filter ? all.filter((i) => i.productType === filter) : all,
    stats: {
      total: all.length,
      active: all.filter((i) => i.isActive).length,
      regular: all.filter((i) => i.productType === 'regular').length,
      zebra: all.filter((i) => i.productType === 'zebra').length,
    },
    ...editorTargets(params, all),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const read = await readCatalogForm(request, {
    schema: productImageIntentSchema,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  })
  const failure = (title: string) => ({ title: 'Error', description: title })
  if (!read.ok) {
    const intent = read.submission?.payload.intent
    return formRefusal(
      read,
      failure(
        intent === 'update' ? 'Failed to update product image' : 'Failed to create product image',
      ),
    )
  }
  const back = tabUrl(readFilter(read.form.get('filter')))
  const value = read.value
  switch (value.intent) {
    case 'create': {
      if (!read.image) {
        return formRefusal(
          refusedWrite(read, 409, 'Choose an image file', 'image'),
          failure('Failed to create product image'),
        )
      }
      const image = read.image
      const created = await catalogWrite(read, () =>
        createProductImage(value, image, PRODUCT_IMAGE_MAX_BYTES),
      )
      if (!created.ok) return formRefusal(created, failure('Failed to create product image'))
      auditProductImageSaved(admin, null, created.value, true)
      return redirectWithToast(back, { title: 'Product image created successfully' })
    }
    case 'update': {
      const before = getProductImage(value.id)
      const updated = await catalogWrite(read, () =>
        updateProductImage(value.id, value, read.image, PRODUCT_IMAGE_MAX_BYTES),
      )
      if (!updated.ok) return formRefusal(updated, failure('Failed to update product image'))
      if (!updated.value) {
        return formRefusal(
          refusedWrite(read, 404, 'This product image no longer exists'),
          failure('Failed to update product image'),
        )
      }
      auditProductImageSaved(admin, before, updated.value)
      return redirectWithToast(back, { title: 'Product image updated successfully' })
    }
    case 'delete': {
      if (!value.confirmed) return redirect(tabUrl(null, `delete=${value.id}`))
      const gone = getProductImage(value.id)
      const deleted = await deleteProductImage(value.id)
      if (deleted) auditProductImageDeleted(admin, value.id, gone)
      return redirectWithToast(
        back,
        deleted
          ? { title: 'Product image deleted successfully' }
          : {
              title: 'Error',
              description: 'Failed to delete product image',
              variant: 'destructive',
            },
      )
    }
    case 'move': {
      const moved = moveProductImage(value.id, value.direction, admin)
      return redirectWithToast(
        back,
        moved === 'missing'
          ? { title: 'Error', description: 'Failed to update image order', variant: 'destructive' }
          : moved === 'edge'
            ? { title: `This image is already ${value.direction === 'up' ? 'first' : 'last'}` }
            : { title: 'Product image order updated successfully' },
      )
    }
  }
}

const TYPE_OPTIONS = IMAGE_TYPES.map((t) => ({ value: t, label: IMAGE_TYPE_LABELS[t] }))

function ImageForm({
  image,
  filter,
  lastResult,
}: {
  image: AdminProductImage | null
  filter: ImageType | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, f] = useValidatedForm({
    id: image ? `image-${image.id}` : 'image-new',
    schema: productImageIntentSchema,
    lastResult,
    defaultValue: image
      ? {
          intent: 'update',
          productType: image.productType,
          title: image.title,
          description: image.description,
          altText: image.altText,
          sortOrder: String(image.sortOrder),
          isActive: image.isActive ? 'on' : undefined,
        }
      : { intent: 'create', productType: filter ?? undefined, sortOrder: '0', isActive: 'on' },
  })
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [f.productType, f.title, f.image])}
      />
      <input type="hidden" name="intent" value={image ? 'update' : 'create'} />
      {image ? <input type="hidden" name="id" value={image.id} /> : null}
      {filter ? <input type="hidden" name="filter" value={filter} /> : null}
      <ImageFileField
        field={f.image}
        label="Image"
        required={!image}
        hint={
          image
            ? 'Choose a file only to replace the image. At most 10 MB; with JavaScript you can crop it first.'
            : 'At most 10 MB. With JavaScript on, choosing a file opens the crop tool; without, the image is uploaded as it is.'
        }
        currentUrl={image?.imageUrl}
        crop={{ title: image ? 'Crop Image' : 'Crop Product Image' }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={f.productType}
          label="Product type"
          required
          options={TYPE_OPTIONS}
          placeholder="Choose a product type"
        />
        <Field field={f.title} label="Title" required />
        <Field
          field={f.altText}
          label="Alt text"
          hint="What the photo shows, for screen readers. The title when left empty."
        />
        <Field
          field={f.sortOrder}
          label="Sort position"
          type="number"
          step={1}
          inputMode="numeric"
          hint="Lower comes first."
        />
      </div>
      <TextareaField field={f.description} label="Description" rows={3} />
      <CheckboxField field={f.isActive} label="Active (shown in the product carousel)" />
      <FormActions label={image ? 'Save Changes' : 'Add Image'} cancelTo={tabUrl(filter)} />
    </Form>
  )
}

function filterClass({ isActive }: { isActive: boolean }) {
  return `rounded-full border px-3 py-1 text-sm font-semibold ${isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`
}

export default function AdminImagesTab() {
  const { filter, images, stats, creating, editing, previewing, deleting } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const back = tabUrl(filter)
  const filterFields: Record<string, string> = filter ? { filter } : {}
  return (
    <section>
      <TabHeader title="Product Image Management">
        <ButtonLink to={tabUrl(filter, 'new')} variant="secondary" preventScrollReset>
          Add Product Image
        </ButtonLink>
      </TabHeader>
      <StatCards
        items={[
          { label: 'Total images', value: stats.total },
          { label: 'Active', value: stats.active },
          { label: 'Vertical blinds', value: stats.regular },
          { label: 'Zebra shades', value: stats.zebra },
        ]}
      />
      <nav aria-label="Filter by product type" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[null, 'regular', 'zebra', 'roller'].map((type) => (
            <li key={type ?? 'all'}>
              <Link
                to={tabUrl(type as ImageType | null)}
                aria-current={filter === type ? 'page' : undefined}
                className={filterClass({ isActive: filter === type })}
              >
                {type ? IMAGE_TYPE_LABELS[type as ImageType] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {creating || editing ? (
        <EditorPanel title={editing ? 'Edit Product Image' : 'Add Product Image'} closeTo={back}>
          <ImageForm image={editing} filter={filter} lastResult={lastResult} />
        </EditorPanel>
      ) : null}
      {previewing ? (
        <EditorPanel title={previewing.title} closeTo={back} wide>
          <img
            src={previewing.imageUrl}
            alt={previewing.altText || previewing.title}
            className="mx-auto max-h-[70vh] w-auto rounded"
          />
          {previewing.description ? (
            <p className="mt-3 text-slate-700">{previewing.description}</p>
          ) : null}
        </EditorPanel>
      ) : null}
      {deleting ? (
        <EditorPanel title="Delete Product Image" closeTo={back}>
          <ConfirmPanel
            question={DELETE_QUESTION}
            intent="delete"
            id={deleting.id}
            confirmLabel="Yes, delete this image"
          />
        </EditorPanel>
      ) : null}

      {images.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No product images found. Add your first image to get started.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => {
            const sameType = images.filter((i) => i.productType === image.productType)
            const position = sameType.indexOf(image)
            return (
              <li
                key={image.id}
                className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
              >
                <img
                  src={image.imageUrl}
                  alt={image.altText || image.title}
                  width={image.width ?? 400}
                  height={image.height ?? 300}
                  loading={index > 5 ? 'lazy' : undefined}
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap gap-2">
                    <ActiveBadge active={image.isActive} />
                    <Badge>{IMAGE_TYPE_LABELS[image.productType]}</Badge>
                  </div>
                  <h2 className="font-bold text-slate-900">{image.title}</h2>
                  {image.description ? (
                    <p className="text-sm text-slate-700">{image.description}</p>
                  ) : null}
                  <p className="text-sm text-slate-600">
                    Position {position + 1} of {sameType.length} (sort order {image.sortOrder})
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <IntentButton
                      intent="move"
                      id={image.id}
                      fields={{ direction: 'up', ...filterFields }}
                      label={`Move ${image.title} up`}
                      disabled={position === 0}
                    >
                      Up
                    </IntentButton>
                    <IntentButton
                      intent="move"
                      id={image.id}
                      fields={{ direction: 'down', ...filterFields }}
                      label={`Move ${image.title} down`}
                      disabled={position === sameType.length - 1}
                    >
                      Down
                    </IntentButton>
                    <ButtonLink
                      to={tabUrl(filter, `preview=${image.id}`)}
                      variant="outline"
                      size="sm"
                      preventScrollReset
                      aria-label={`Preview ${image.title}`}
                    >
                      Preview
                    </ButtonLink>
                    <ButtonLink
                      to={tabUrl(filter, `edit=${image.id}`)}
                      variant="outline"
                      size="sm"
                      preventScrollReset
                      aria-label={`Edit ${image.title}`}
                    >
                      Edit
                    </ButtonLink>
                    <IntentButton
                      intent="delete"
                      id={image.id}
                      variant="danger"
                      fields={filterFields}
                      label={`Delete ${image.title}`}
                      pendingLabel="Deleting…"
                      confirm={DELETE_QUESTION}
                    >
                      Delete
                    </IntentButton>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
