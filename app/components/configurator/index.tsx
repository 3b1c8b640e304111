import { type ShouldRevalidateFunction, useActionData, useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { ErrorList } from '~/components/forms'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { type ConfigErrors, type ConfigFormValues, MOTORIZED_OPTION } from '~/domain/pricing'
import { FabricGrid } from '../fabric-grid'
import { ProductCarousel } from '../product-carousel'
import { showToast } from '../toaster'
import { DimensionInput } from './dimension-input'
import { ChoiceStep, feeLabel, OptionList } from './option-choices'
import { PriceSummary } from './price-summary'
import { SampleButton } from './sample-button'
import { StepCard } from './step-card'
import type { ConfiguratorActionData, ConfiguratorData } from './types'
import { useLivePrice } from './use-live-price'

export type { ConfiguratorData } from './types'

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

/**
 * A made-to-measure configurator (vertical blinds, zebra and roller shades). The price is
 * computed in the browser with the same pure engine the server uses, on every change and
 * with no request (`useLivePrice`). Without JavaScript the same form has an 'Update price'
 * button; Add to Cart posts the configuration (never a price) and the server prices it again.
 */
export function Configurator({ data }: { data: ConfiguratorData }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<ConfiguratorActionData>()
  const navigationAction = useActionData<ConfiguratorActionData>()
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

  const live = useLivePrice(data, values)
  const errors: ConfigErrors = { ...live.errors, ...serverErrors }
  const quantityNumber = Math.max(0, Number.parseInt(values.quantity, 10) || 0)
  const canAdd = Boolean(live.fabric) && live.unitCents > 0 && quantityNumber >= 1
  const busy = fetcher.state !== 'idle'
  const motorized = values.operationType === 'motorized'
  const choice = { values, errors, onChange: update }
  const motorizedChoice = motorizedOption
    ? [
        {
          value: 'motorized',
          label: 'Motorized',
          hint: `Remote control, ${feeLabel(motorizedOption.priceCents)}`,
        },
      ]
    : []
  let step = 0

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ name: 'Shop', to: '/shop' }, { name: data.product.name }]} />
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
          <StepCard step={++step} title="Dimensions">
            <div className="grid gap-4 sm:grid-cols-2">
              {(['width', 'height'] as const).map((name) => (
                <DimensionInput
                  key={name}
                  name={name}
                  values={values}
                  limits={data.limits[name]}
                  error={errors[name]}
                  onChange={update}
                />
              ))}
            </div>
          </StepCard>

          {isShade ? <ChoiceStep step={++step} name="mountType" {...choice} /> : null}

          <StepCard step={++step} title={isShade ? 'Choose Fabric' : 'Fabric'}>
            <FabricGrid
              fabrics={data.fabrics}
              value={values.fabricId}
              onChange={(id) => update({ fabricId: id })}
              groupLabel={data.product.groupLabel}
              error={errors.fabric}
              errorId="fabric-error"
              extra={(fabric) => (
                <SampleButton fabricId={fabric.id} fabricName={fabric.fabricName} />
              )}
            />
            <p className="mt-2 text-sm text-slate-700">
              Not sure? Order up to 10 free fabric samples, mailed to you at no charge.
            </p>
            <ErrorList id="fabric-error" errors={errors.fabric ? [errors.fabric] : null} />
          </StepCard>

          {isShade ? (
            <ChoiceStep step={++step} name="operationType" extra={motorizedChoice} {...choice} />
          ) : null}

          {isShade && (!hydrated || !motorized) ? (
            <ChoiceStep
              step={++step}
              name="controlSide"
              note={
                hydrated ? null : (
                  <p className="mb-3 text-sm text-slate-600">For manual operation only.</p>
                )
              }
              {...choice}
            />
          ) : null}

          <StepCard step={++step} title={isShade ? 'Additional Options' : 'Options'}>
            <OptionList
              options={extraOptions}
              selected={values.options}
              error={errors.options}
              onChange={(options) => update({ options })}
            />
          </StepCard>

          <PriceSummary
            quantity={values.quantity}
            onQuantity={(quantity) => update({ quantity })}
            unitCents={live.unitCents}
            hasFabric={Boolean(live.fabric)}
            errors={errors}
            hydrated={hydrated}
            canAdd={canAdd}
            busy={busy}
            added={Boolean(actionData?.added) && fetcher.state === 'idle'}
          />
        </fetcher.Form>
      </div>
    </div>
  )
}
