import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { adminMeta } from '~/components/admin/meta'
import { Button } from '~/components/ui/button'
import {
  CATALOG_PRODUCT_TYPES,
  type CatalogProductType,
  groupLabel,
  PRICE_GROUPS,
  PRODUCT_TYPE_LABELS,
} from '~/domain/catalog-admin'
import { formatCents, type PriceResult } from '~/domain/pricing'
import { requireAdmin } from '~/server/auth/auth.server'
import { listOptions, listSwatches } from '~/server/catalog/catalog.server'
import { priceRequestBody } from '~/server/catalog/pricing.server'
import { readForm } from '~/server/platform/http.server'

/** Admin-only (docs/requirements.md, R6): it shows internal pricing. */
export const meta: MetaFunction = () => adminMeta('Pricing Test')

const PREVIEW = 8
/** The fixed inputs of docs/requirements.md#admin-area: one fabric each, ZIP 33064. */
const TEST_INPUTS: Record<CatalogProductType, { width: number; height: number; call: string }> = {
  regular: { width: 48, height: 60, call: '/api/price' },
  zebra: { width: 48, height: 60, call: '/api/zebra-price' },
  roller: { width: 48, height: 72, call: '/api/roller-price' },
}
const TEST_ZIP = '33064'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  return {
    panels: CATALOG_PRODUCT_TYPES.map((productType) => ({
      productType,
      fabrics: listSwatches(productType).map((s) => ({
        id: s.id,
        name: s.fabricName,
        group: s.group,
        description: s.description,
      })),
      options: listOptions(productType).map((o) => ({
        code: o.code,
        name: o.name,
        priceCents: o.priceCents,
        description: o.description,
      })),
    })),
  }
}

type TestAnswer =
  | { productType: CatalogProductType; ok: true; fabric: string; result: PriceResult }
  | { productType: CatalogProductType; ok: false; error: string }

/** Runs the fixed inputs through the same function the price calls use. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request, 'daily-work')
  const form = await readForm(request)
  const productType = form.get('productType')
  if (!(CATALOG_PRODUCT_TYPES as readonly unknown[]).includes(productType)) {
    return data({ ok: false, productType: 'regular', error: 'Unknown product' } as TestAnswer, {
      status: 400,
    })
  }
  const type = productType as CatalogProductType
  const fabric = listSwatches(type)[0]
  if (!fabric) {
    return data({
      ok: false,
      productType: type,
      error: 'No active fabric to test with',
    } as TestAnswer)
  }
  const input = TEST_INPUTS[type]
  const priced = priceRequestBody(type, {
    width: input.width,
    height: input.height,
    fabric: fabric.fabricName,
    options: {},
    shippingZip: TEST_ZIP,
  })
  const answer: TestAnswer = priced.ok
    ? { ok: true, productType: type, fabric: fabric.fabricName, result: priced.result }
    : { ok: false, productType: type, error: priced.error }
  return data(answer)
}

function money(dollars: number) {
  return formatCents(Math.round(dollars * 100))
}

function ResultView({ answer }: { answer: TestAnswer }) {
  if (!answer.ok) {
    return (
      <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
        {answer.error}
      </p>
    )
  }
  const r = answer.result
  return (
    <dl
      aria-label={`Price result for ${PRODUCT_TYPE_LABELS[answer.productType]}`}
      className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 rounded-md bg-green-50 p-3 text-sm"
    >
      <dt>Fabric</dt>
      <dd className="font-semibold">{r.breakdown.fabric}</dd>
      <dt>Size</dt>
      <dd className="font-semibold">{r.breakdown.dimensions}</dd>
      <dt>Base price</dt>
      <dd className="font-semibold">{money(r.basePrice)}</dd>
      <dt>Option fees</dt>
      <dd className="font-semibold">{money(r.optionFees)}</dd>
      <dt>Shipping</dt>
      <dd className="font-semibold">{money(r.shipping)}</dd>
      <dt>Tax</dt>
      <dd className="font-semibold">{money(r.tax)}</dd>
      <dt>Total price</dt>
      <dd className="font-bold">{money(r.totalPrice)}</dd>
    </dl>
  )
}

function Panel({
  panel,
  noJsAnswer,
}: {
  panel: ReturnType<typeof useLoaderData<typeof loader>>['panels'][number]
  noJsAnswer: TestAnswer | undefined
}) {
  const fetcher = useFetcher<typeof action>()
  const answer = (fetcher.data as TestAnswer | undefined) ?? noJsAnswer
  const { productType } = panel
  const input = TEST_INPUTS[productType]
  const groups = PRICE_GROUPS[productType]
  const rest = panel.fabrics.length - PREVIEW
  return (
    <section
      aria-labelledby={`panel-${productType}`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`panel-${productType}`} className="text-xl font-bold text-brand-900">
        {PRODUCT_TYPE_LABELS[productType]}
      </h2>
      <p className="text-sm text-slate-700">
        {productType === 'regular' ? 'Price groups' : 'Charts'} {groups[0]}-{groups.at(-1)}
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">Fabrics ({panel.fabrics.length})</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {panel.fabrics.slice(0, PREVIEW).map((f) => (
          <li key={f.id}>
            <span className="font-semibold">{f.name}</span> · {groupLabel(productType, f.group)}
            {f.description ? <span className="text-slate-600"> · {f.description}</span> : null}
          </li>
        ))}
        {rest > 0 ? <li className="text-slate-700">...and {rest} more</li> : null}
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">Options ({panel.options.length})</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {panel.options.map((o) => (
          <li key={o.code}>
            <span className="font-semibold">{o.name}</span> {formatCents(o.priceCents)}
            {o.description ? <span className="text-slate-600"> · {o.description}</span> : null}
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="productType" value={productType} />
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle'
            ? 'Testing…'
            : `Test ${input.width} x ${input.height} (${input.call})`}
        </Button>
      </fetcher.Form>
      {answer ? <ResultView answer={answer} /> : null}
    </section>
  )
}

export default function PricingTest() {
  const { panels } = useLoaderData<typeof loader>()
  const noJs = useActionData<typeof action>() as TestAnswer | undefined
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Pricing Test</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Staff only. Each test prices the first active fabric at the fixed size, shipping to ZIP{' '}
        {TEST_ZIP}, with the same function as the shop's price calls.
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {panels.map((panel) => (
          <Panel
            key={panel.productType}
            panel={panel}
            noJsAnswer={noJs?.productType === panel.productType ? noJs : undefined}
          />
        ))}
      </div>
      <section aria-labelledby="summary" className="mt-8 rounded-lg bg-slate-100 p-5">
        <h2 id="summary" className="text-xl font-bold text-brand-900">
          Summary
        </h2>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {panels.flatMap((p) => [
            <li key={`${p.productType}-fabrics`}>
              {PRODUCT_TYPE_LABELS[p.productType]} fabrics: <strong>{p.fabrics.length}</strong>
            </li>,
            <li key={`${p.productType}-options`}>
              {PRODUCT_TYPE_LABELS[p.productType]} options: <strong>{p.options.length}</strong>
            </li>,
          ])}
        </ul>
      </section>
    </div>
  )
}
