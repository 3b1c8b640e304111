import { Link, type ShouldRevalidateFunction, useActionData, useFetcher } from '@remix-run/react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import {
  type ConfigErrors,
  type ConfigFormValues,
  FRACTION_LABELS,
  formatCents,
  MOTORIZED_OPTION,
  type PricedProductType,
  type PriceGrid,
  type PriceOutcome,
  parseConfigValues,
  priceConfiguration,
  type SizeLimits,
  toEighths,
} from '~/domain/pricing'
import { FabricGrid } from './fabric-grid'
import { type CarouselImage, ProductCarousel } from './product-carousel'
import { showToast } from './toaster'

export interface ConfiguratorData {
  productType: PricedProductType
  product: { name: string; slug: string; groupLabel: 'group' | 'chart' }
  limits: SizeLimits
  fabrics: {
    id: number
    fabricName: string
    color: string
    group: string
    description: string
    imageUrl: string | null
  }[]
  options: {
    code: string
    name: string
    priceCents: number
    description: string
    isDefault: boolean
  }[]
  grid: PriceGrid
  images: CarouselImage[]
  initialImage: number
  defaults: ConfigFormValues
}

type ActionData = {
  intent: 'price' | 'add'
  values: ConfigFormValues
  errors: ConfigErrors
  added?: { lineId: number; unitPriceCents: number; quantity: number; summary: string }
}

/**
 * A form post on the page (Add to Cart, the sticky bar's buttons) changes the cart, never the
 * catalogue: the root loader refreshes the cart, the configurator keeps its fabrics and grid.
 */
export const configuratorShouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET' && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

function Card({ step, title, children }: { step?: number; title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-brand-900">
        {step ? (
          <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
            {step}
          </span>
        ) : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}

function feeLabel(cents: number): string {
  return cents === 0 ? 'FREE' : `+${formatCents(cents)}`
}

function DimensionInput({
  name,
  label,
  whole,
  fraction,
  min,
  max,
  error,
  onWhole,
  onFraction,
}: {
  name: 'width' | 'height'
  label: string
  whole: string
  fraction: string
  min: number
  max: number
  error?: string
  onWhole: (v: string) => void
  onFraction: (v: string) => void
}) {
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">(inches)</span>
      </legend>
      <div className="mt-2 flex gap-2">
        <div className="flex-1">
          <label htmlFor={`${name}Whole`} className="block text-sm text-slate-700">
            {label}, whole inches
          </label>
          <input
            id={`${name}Whole`}
            name={`${name}Whole`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={whole}
            onChange={(e) => onWhole(e.target.value)}
            aria-invalid={error ? true : undefined}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div className="w-28">
          <label htmlFor={`${name}Fraction`} className="block text-sm text-slate-700">
            Fraction
          </label>
          <select
            id={`${name}Fraction`}
            name={`${name}Fraction`}
            value={fraction}
            onChange={(e) => onFraction(e.target.value)}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-2"
          >
            {FRACTION_LABELS.map((labelText, eighths) => (
              <option key={labelText} value={String(eighths)}>
                {labelText === '0' ? '0' : `${labelText}"`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {min}" to {max}"
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

function RadioChoice({
  name,
  value,
  current,
  label,
  hint,
  onChange,
}: {
  name: string
  value: string
  current: string
  label: string
  hint?: string
  onChange: (v: string) => void
}) {
  const id = `${name}-${value}`
  const checked = current === value
  return (
    <label
      htmlFor={id}
      className={`flex flex-1 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="h-4 w-4 accent-brand-700"
      />
      <span>
        <span className="font-semibold text-slate-900">{label}</span>
        {hint ? <span className="block text-sm text-slate-600">{hint}</span> : null}
      </span>
    </label>
  )
}

/** Which outcome error belongs to which form field. */
function outcomeErrors(outcome: PriceOutcome | null): ConfigErrors {
  if (!outcome || outcome.ok) return {}
  return { [outcome.field]: outcome.reason }
}

/**
 * A made-to-measure configurator (vertical blinds, zebra and roller shades). The price is
 * computed in the browser with the same pure engine the server uses, on every change and
 * with no request. Without JavaScript the same form has an 'Update price' button; Add to
 * Cart posts the configuration (never a price) and the server prices it again.
 */
export function Configurator({ data }: { data: ConfiguratorData }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<ActionData>()
  const navigationAction = useActionData<ActionData>()
  const actionData = fetcher.data ?? navigationAction
  const [values, setValues] = useState<ConfigFormValues>(
    () => navigationAction?.values ?? data.defaults,
  )
  const [serverErrors, setServerErrors] = useState<ConfigErrors>(
    () => navigationAction?.errors ?? {},
  )
  const isShade = data.productType !== 'regular'
  const motorizedOption = data.options.find((o) => o.code === MOTORIZED_OPTION)
  const extraOptions = isShade
    ? data.options.filter((o) => o.code !== MOTORIZED_OPTION)
    : data.options

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setServerErrors(fetcher.data.errors)
    if (fetcher.data.added) {
      showToast({ title: 'Added to Cart!', description: fetcher.data.added.summary })
    }
  }, [fetcher.state, fetcher.data])

  const update = (patch: Partial<ConfigFormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setServerErrors({})
  }

  const fabric = data.fabrics.find((f) => String(f.id) === values.fabricId)

  // The live price: the shared engine, on the server render and on every change in the browser.
  const outcome = useMemo<PriceOutcome | null>(() => {
    if (!fabric) return null
    const parsed = parseConfigValues(data.productType, { ...values, quantity: '1' })
    if (!parsed.ok) return null
    const codes = parsed.config.optionCodes.filter((c) => c !== MOTORIZED_OPTION)
    return priceConfiguration(
      {
        productType: data.productType,
        widthEighths: parsed.config.widthEighths,
        heightEighths: parsed.config.heightEighths,
        fabric: { name: fabric.fabricName, priceGroup: fabric.group },
        mountType: parsed.config.mountType,
        operationType: parsed.config.operationType,
        controlSide: parsed.config.controlSide,
        optionCodes: codes,
      },
      { grid: data.grid, options: data.options },
    )
  }, [fabric, values, data])

  // Size errors show even before a fabric is chosen.
  const sizeErrors: ConfigErrors = {}
  const w = toEighths(values.widthWhole, values.widthFraction)
  const h = toEighths(values.heightWhole, values.heightFraction)
  if (w < data.limits.width.min * 8 || w > data.limits.width.max * 8) {
    sizeErrors.width = `Width must be between ${data.limits.width.min} and ${data.limits.width.max} inches`
  }
  if (h < data.limits.height.min * 8 || h > data.limits.height.max * 8) {
    sizeErrors.height = `Height must be between ${data.limits.height.min} and ${data.limits.height.max} inches`
  }
  const errors: ConfigErrors = { ...sizeErrors, ...outcomeErrors(outcome), ...serverErrors }

  const unitCents = outcome?.ok ? outcome.quote.totalPriceCents : 0
  const quantityNumber = Math.max(0, Number.parseInt(values.quantity, 10) || 0)
  const canAdd = Boolean(fabric) && unitCents > 0 && quantityNumber >= 1
  const busy = fetcher.state !== 'idle'
  const motorized = values.operationType === 'motorized'
  let step = 0

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex gap-2 text-slate-600">
          <li>
            <Link to="/shop" className="font-semibold text-brand-700 underline">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-800">
            {data.product.name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{data.product.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Made to measure for your windows in South Florida. Choose your size to the eighth of an
        inch, pick a fabric and options, and see your price instantly.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <ProductCarousel images={data.images} initialIndex={data.initialImage} />
        </div>

        <fetcher.Form
          method="post"
          className="space-y-5"
          noValidate
          onKeyDown={(event) => {
            // With the live price there is no 'Update price': Enter in a field must not add to the cart.
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
              event.preventDefault()
            }
          }}
        >
          {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
          <Card step={++step} title="Dimensions">
            <div className="grid gap-4 sm:grid-cols-2">
              <DimensionInput
                name="width"
                label="Width"
                whole={values.widthWhole}
                fraction={values.widthFraction}
                min={data.limits.width.min}
                max={data.limits.width.max}
                error={errors.width}
                onWhole={(v) => update({ widthWhole: v })}
                onFraction={(v) => update({ widthFraction: v })}
              />
              <DimensionInput
                name="height"
                label="Height"
                whole={values.heightWhole}
                fraction={values.heightFraction}
                min={data.limits.height.min}
                max={data.limits.height.max}
                error={errors.height}
                onWhole={(v) => update({ heightWhole: v })}
                onFraction={(v) => update({ heightFraction: v })}
              />
            </div>
          </Card>

          {isShade ? (
            <Card step={++step} title="Mount Type">
              <fieldset>
                <legend className="sr-only">Mount type</legend>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <RadioChoice
                    name="mountType"
                    value="inside"
                    current={values.mountType}
                    label="Inside Mount"
                    hint="Fits inside the window frame"
                    onChange={(v) => update({ mountType: v })}
                  />
                  <RadioChoice
                    name="mountType"
                    value="outside"
                    current={values.mountType}
                    label="Outside Mount"
                    hint="Covers the frame from the wall"
                    onChange={(v) => update({ mountType: v })}
                  />
                </div>
                <FieldError id="mountType-error" message={errors.mountType} />
              </fieldset>
            </Card>
          ) : null}

          <Card step={++step} title={isShade ? 'Choose Fabric' : 'Fabric'}>
            <FabricGrid
              fabrics={data.fabrics}
              value={values.fabricId}
              onChange={(id) => update({ fabricId: id })}
              groupLabel={data.product.groupLabel}
              error={errors.fabric}
              errorId="fabric-error"
            />
            <FieldError id="fabric-error" message={errors.fabric} />
          </Card>

          {isShade ? (
            <Card step={++step} title="Operation Type">
              <fieldset>
                <legend className="sr-only">Operation type</legend>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <RadioChoice
                    name="operationType"
                    value="manual"
                    current={values.operationType}
                    label="Manual"
                    hint="Cord or chain control"
                    onChange={(v) => update({ operationType: v })}
                  />
                  {motorizedOption ? (
                    <RadioChoice
                      name="operationType"
                      value="motorized"
                      current={values.operationType}
                      label="Motorized"
                      hint={`Remote control, ${feeLabel(motorizedOption.priceCents)}`}
                      onChange={(v) => update({ operationType: v })}
                    />
                  ) : null}
                </div>
                <FieldError id="operationType-error" message={errors.operationType} />
              </fieldset>
            </Card>
          ) : null}

          {isShade && (!hydrated || !motorized) ? (
            <Card step={++step} title="Control Side">
              <fieldset>
                <legend className="sr-only">Control side</legend>
                {!hydrated ? (
                  <p className="mb-3 text-sm text-slate-600">For manual operation only.</p>
                ) : null}
                <div className="flex flex-col gap-3 sm:flex-row">
                  <RadioChoice
                    name="controlSide"
                    value="left"
                    current={values.controlSide}
                    label="Left"
                    onChange={(v) => update({ controlSide: v })}
                  />
                  <RadioChoice
                    name="controlSide"
                    value="right"
                    current={values.controlSide}
                    label="Right"
                    onChange={(v) => update({ controlSide: v })}
                  />
                </div>
                <FieldError id="controlSide-error" message={errors.controlSide} />
              </fieldset>
            </Card>
          ) : null}

          <Card step={++step} title={isShade ? 'Additional Options' : 'Options'}>
            <fieldset>
              <legend className="sr-only">Options</legend>
              <ul className="space-y-3">
                {extraOptions.map((option) => {
                  const id = `option-${option.code}`
                  const checked = values.options.includes(option.code)
                  return (
                    <li key={option.code}>
                      <label
                        htmlFor={id}
                        className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 ${
                          checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
                        }`}
                      >
                        <input
                          id={id}
                          type="checkbox"
                          name="option"
                          value={option.code}
                          checked={checked}
                          onChange={(e) =>
                            update({
                              options: e.target.checked
                                ? [...values.options, option.code]
                                : values.options.filter((c) => c !== option.code),
                            })
                          }
                          className="mt-1 h-4 w-4 accent-brand-700"
                        />
                        <span className="flex-1">
                          <span className="flex flex-wrap items-baseline justify-between gap-2">
                            <span className="font-semibold text-slate-900">{option.name}</span>
                            <span
                              className={`text-sm font-bold ${option.priceCents === 0 ? 'text-green-700' : 'text-slate-800'}`}
                            >
                              {feeLabel(option.priceCents)}
                            </span>
                          </span>
                          {option.description ? (
                            <span className="mt-1 block text-sm text-slate-600">
                              {option.description}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
              <FieldError id="options-error" message={errors.options} />
            </fieldset>
          </Card>

          <section
            aria-label="Your price"
            className="rounded-xl border-2 border-brand-700 bg-brand-50 p-5"
          >
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <label htmlFor="quantity" className="block font-semibold text-slate-800">
                  Quantity
                </label>
                <input
                  id="quantity"
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={99}
                  step={1}
                  value={values.quantity}
                  onChange={(e) => update({ quantity: e.target.value })}
                  aria-invalid={errors.quantity ? true : undefined}
                  aria-describedby={errors.quantity ? 'quantity-error' : undefined}
                  className="mt-1 w-24 rounded-md border border-slate-400 bg-white px-3 py-2"
                />
              </div>
              <div className="text-right" aria-live="polite" data-testid="price-panel">
                {unitCents > 0 ? (
                  <>
                    <p className="text-sm text-slate-700">Price per item</p>
                    <p className="text-3xl font-bold text-brand-900" data-testid="unit-price">
                      {formatCents(unitCents)}
                    </p>
                    <p className="text-sm text-slate-700">
                      Line total:{' '}
                      <span className="font-semibold" data-testid="line-total">
                        {formatCents(unitCents * Math.max(1, quantityNumber))}
                      </span>
                    </p>
                  </>
                ) : (
                  <p className="font-semibold text-slate-700">
                    {fabric
                      ? 'Check the size to see your price'
                      : 'Choose a fabric to see your price'}
                  </p>
                )}
              </div>
            </div>
            <FieldError id="quantity-error" message={errors.quantity} />
            <FieldError id="form-error" message={errors.form} />
            <p className="mt-2 text-xs text-slate-600">
              Professional installation ($10 per linear foot) and 7% sales tax are added in the
              cart.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {hydrated ? null : (
                <button
                  type="submit"
                  name="intent"
                  value="price"
                  className="rounded-md border-2 border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Update price
                </button>
              )}
              <button
                type="submit"
                name="intent"
                value="add"
                disabled={hydrated && (!canAdd || busy)}
                className="flex-1 rounded-md bg-accent-500 px-5 py-3 font-bold text-brand-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? 'Adding…' : 'Add to Cart'}
              </button>
            </div>
            {actionData?.added && fetcher.state === 'idle' ? (
              <p className="mt-3 text-sm font-semibold text-green-800" role="status">
                Added to Cart!{' '}
                <Link to="/cart" className="underline">
                  View cart
                </Link>
              </p>
            ) : null}
          </section>
        </fetcher.Form>
      </div>
    </div>
  )
}
