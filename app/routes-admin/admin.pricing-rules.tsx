import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { EditorPanel, FormActions, TabHeader } from '~/components/admin/catalog/editor-panel'
import { adminMeta } from '~/components/admin/meta'
import { controlClass, FieldLabel } from '~/components/forms'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'
import { CATALOG_PRODUCT_TYPES, PRODUCT_TYPE_LABELS } from '~/domain/catalog-admin'
import { FILE_PRODUCT_TYPE } from '~/domain/price-grid'
import { formatCents } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  applyGridFile,
  GridFileError,
  readGridUploadForm,
} from '~/server/catalog/price-grid-upload.server'
import { priceGridSummaries } from '~/server/catalog/price-grids.server'
import { createToastHeaders, redirectWithToast } from '~/server/platform/toast.server'

export const meta: MetaFunction = () => adminMeta('Pricing Rules')

const TAB = '/admin/pricing-rules'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'price-grids')
  return {
    grids: priceGridSummaries(),
    uploading: new URL(request.url).searchParams.has('upload'),
  }
}

type UploadProblem = { error: string; rowErrors: string[]; productType: string | null }

async function refuse(status: number, problem: UploadProblem) {
  const headers = {
    'Set-Cookie': await createToastHeaders({
      title: 'Error uploading pricing file',
      description: problem.error,
      variant: 'destructive',
    }),
  }
  return data(problem, { status, headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'price-grids')
  let productType: string | null = null
  try {
    const upload = await readGridUploadForm(request)
    productType = upload.productType
    if (!upload.productType) {
      return refuse(400, { error: 'Choose the product type', rowErrors: [], productType })
    }
    if (!upload.file) {
      return refuse(400, { error: 'Choose a .csv or .xlsx file', rowErrors: [], productType })
    }
    const result = await applyGridFile(
      upload.productType,
      new Uint8Array(await upload.file.arrayBuffer()),
      { actor: admin, fileName: upload.file.name },
    )
    return redirectWithToast(TAB, { title: 'Pricing updated', description: result.message })
  } catch (error) {
    if (error instanceof GridFileError) {
      return refuse(error.status, { error: error.message, rowErrors: error.rowErrors, productType })
    }
    throw error
  }
}

function UploadForm({ problem }: { problem: UploadProblem | undefined }) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4">
      {problem ? (
        <div
          id="upload-errors"
          role="alert"
          className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-bold">{problem.error}</p>
          {problem.rowErrors.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problem.rowErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div>
        <FieldLabel htmlFor="grid-product-type" required>
          Product type
        </FieldLabel>
        <select
          id="grid-product-type"
          name="productType"
          required
          defaultValue={problem?.productType ?? ''}
          className={controlClass}
        >
          <option value="">Choose a product type</option>
          {CATALOG_PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PRODUCT_TYPE_LABELS[t]} ({FILE_PRODUCT_TYPE[t]})
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="grid-file" required>
          Price grid file
        </FieldLabel>
        <p id="grid-file-hint" className="mt-0.5 text-sm text-slate-600">
          A .csv or .xlsx file, at most 2 MB and 5,000 rows, with the columns productType, width,
          height, basePrice and group (vertical blinds, A-F) or chart (zebra 1-4, roller 1-8).
          Widths and heights in whole inches, prices in dollars. It replaces that product's whole
          grid; if any row is wrong, nothing changes. An old .xls file is not accepted: save the
          sheet as .xlsx or .csv.
        </p>
        <input
          id="grid-file"
          name="file"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`grid-file-hint${problem ? ' upload-errors' : ''}`}
          className={controlClass}
        />
      </div>
      <FormActions label="Upload and Replace Grid" busyLabel="Uploading…" cancelTo={TAB} />
    </Form>
  )
}

export default function AdminPricingRulesTab() {
  const { grids, uploading } = useLoaderData<typeof loader>()
  const problem = useActionData<typeof action>() as UploadProblem | undefined
  return (
    <section>
      <TabHeader title="Pricing Rules">
        <ButtonLink to={`${TAB}/lead-times`} variant="outline">
          Lead Times
        </ButtonLink>
        <ButtonLink to={`${TAB}/sales-tax`} variant="outline">
          Sales Tax
        </ButtonLink>
        <ButtonLink to="?upload" variant="secondary" preventScrollReset>
          Upload Pricing CSV
        </ButtonLink>
      </TabHeader>
      {uploading || problem ? (
        <EditorPanel title="Upload Pricing CSV" closeTo={TAB}>
          <UploadForm problem={problem} />
        </EditorPanel>
      ) : null}
      <p className="mb-4 max-w-3xl text-slate-700">
        Each product is priced from its grid: the smallest width and height in the grid at or above
        the customer's size, in the fabric's group or chart, plus the options. Download a grid, edit
        it in a spreadsheet and upload it back; the shop's prices change at once.
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {grids.map((g) => (
          <section
            key={g.productType}
            aria-labelledby={`grid-${g.productType}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id={`grid-${g.productType}`} className="text-lg font-bold text-brand-900">
              {PRODUCT_TYPE_LABELS[g.productType]}
            </h2>
            {g.cellCount ? (
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Prices</dt>
                <dd className="font-semibold text-slate-900">{g.cellCount}</dd>
                <dt className="text-slate-600">
                  {g.productType === 'regular' ? 'Groups' : 'Charts'}
                </dt>
                <dd className="font-semibold text-slate-900">{g.groups.join(', ')}</dd>
                <dt className="text-slate-600">Widths</dt>
                <dd className="font-semibold text-slate-900">
                  {g.minWidth}-{g.maxWidth} in
                </dd>
                <dt className="text-slate-600">Heights</dt>
                <dd className="font-semibold text-slate-900">
                  {g.minHeight}-{g.maxHeight} in
                </dd>
                <dt className="text-slate-600">Price range</dt>
                <dd className="font-semibold text-slate-900">
                  {formatCents(g.minPriceCents ?? 0)}-{formatCents(g.maxPriceCents ?? 0)}
                </dd>
                <dt className="text-slate-600">Updated</dt>
                <dd className="font-semibold text-slate-900">
                  {g.updatedAt ? businessDateTimeShort(g.updatedAt) : '-'}
                </dd>
              </dl>
            ) : (
              <p className="mt-2 text-slate-700">No grid yet: this product cannot be priced.</p>
            )}
            {g.cellCount ? (
              <a
                href={`${TAB}/download?productType=${g.productType}`}
                download
                className={`${buttonClass({ variant: 'outline', size: 'sm' })} mt-3 inline-block`}
              >
                Download {PRODUCT_TYPE_LABELS[g.productType]} grid (CSV)
              </a>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  )
}
