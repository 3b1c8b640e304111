// Long (over 400 lines): the configurator's one form, whose fields, price and three posts must stay in one component so the no-JS post and the JS state agree.
import { type ShouldRevalidateFunction, useActionData, useFetcher } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { ErrorList } from '~/components/forms'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import {
  type AddedLine,
  CONFIGURATOR_ANCHOR,
  type ConfigErrors,
  type ConfigFormValues,
  designQuery,
  formatDimensions,
  MOTORIZED_OPTION,
  parseConfigValues,
  toEighths,
  withDesign,
} from '~/domain/pricing'
import { FabricGrid } from '../fabric-grid'
import { DesktopPriceSummary } from './desktop-price-summary'
import { DimensionInput } from './dimension-input'
import { late } from './late'
import { useConfigMessage } from './messages'
import { ChoiceStep, feeLabel, OptionList } from './option-choices'
import { PhonePriceBar } from './phone-price-bar'
import { PriceSummary } from './price-summary'
import { SampleButton } from './sample-button'
import { StepCard } from './step-card'
import type { ConfiguratorActionData, ConfiguratorData } from './types'
import { useLivePrice } from './use-live-price'

export type { ConfiguratorData } from './types'

// Parts that work as plain HTML until their code arrives, just after the page's (late.tsx):
// the measuring guide (a native <details>, closed at first), the pictures (their arrows and
// thumbnails are links to ?image=n), the breadcrumbs (links), and what only shows after a
// post (the error summary, the confirmation): always rendered, so their code is there by then.
const MeasuringGuide = late(() => import('./measuring-guide').then((m) => m.MeasuringGuide))
const ProductCarousel = late(
  () => import('../product-carousel').then((m) => m.ProductCarousel),
  <div className="aspect-[4/3] rounded-xl bg-slate-100" />,
)
const ErrorSummary = late(() =>
  import('~/components/forms/error-summary').then((m) => m.ErrorSummary),
)
const AddedConfirmation = late(() =>
  import('./added-confirmation').then((m) => m.AddedConfirmation),
)
// "E-mail me this design": a plain form until its code arrives.
const EmailDesign = late(() => import('./email-design').then((m) => m.EmailDesign))
const Breadcrumbs = late(
  () => import('~/components/ui/breadcrumbs').then((m) => m.Breadcrumbs),
  <div className="h-5" />,
)

/**
 * The configurator routes draw their own phone bottom bar (price and Add to Cart): the site's
 * cart-and-Book-Now bar stays out of the way below md on routes with this handle.
 */
export const configuratorHandle = { ownBottomBar: true } as const

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

/** Field ids in screen order, for the error summary's links and the focus after a refusal. */
const FIELD_IDS: [keyof ConfigErrors, string][] = [
  ['width', 'widthWhole'],
  ['height', 'heightWhole'],
  ['mountType', 'mountType'],
  ['fabric', 'fabrics'],
  ['operationType', 'operationType'],
  ['controlSide', 'controlSide'],
  ['options', 'options'],
  ['quantity', 'quantity'],
]

/**
 * A made-to-measure configurator (vertical blinds, zebra and roller shades). The price is
 * computed in the browser with the same pure engine the server uses, on every change and
 * with no request (`useLivePrice`), with the line's installation and all-in price from the
 * cart's own function. Without JavaScript the same form has an 'Update price' button; Add to
 * Cart posts the configuration (never a price) and the server prices it again. On phones a
 * compact bar keeps the price and Add to Cart on screen.
 */
export function Configurator({ data }: { data: ConfiguratorData }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<ConfiguratorActionData>()
  const navigationAction = useActionData<ConfiguratorActionData>()
  const [values, setValues] = useState<ConfigFormValues>(
    () => navigationAction?.values ?? data.values,
  )
  const [serverErrors, setServerErrors] = useState<ConfigErrors>(
    () => navigationAction?.errors ?? queryErrors(data),
  )
  useDesignInUrl(values)
  const [added, setAdded] = useState<AddedLine | null>(null)
  const t = useT()
  const fromEnglish = useFromEnglish()
  const message = useConfigMessage()
  const to = useLocalePath()
  const locale = useLocale()
  const productName = fromEnglish(data.product.name)
  const isShade = data.productType !== 'regular'
  const motorizedOption = data.options.find((o) => o.code === MOTORIZED_OPTION)
  const extraOptions = isShade
    ? data.options.filter((o) => o.code !== MOTORIZED_OPTION)
    : data.options

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setServerErrors(fetcher.data.errors)
    setAdded(fetcher.data.added ?? null)
    if (fetcher.data.added) return
    // Refused: focus what went wrong (the summary for a form-level error such as the limit).
    const errors = fetcher.data.errors
    const first = errors.form ? 'configurator-errors' : FIELD_IDS.find(([k]) => errors[k])?.[1]
    if (first) document.getElementById(first)?.focus()
  }, [fetcher.state, fetcher.data])

  const update = (patch: Partial<ConfigFormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    // Unchanged when already clear: the late error summary's props stay the same.
    setServerErrors((current) => (Object.keys(current).length ? {} : current))
    setAdded(null)
  }

  const live = useLivePrice(data, values)
  // The schemas' and the server's English messages, in the page's language.
  const errors = translateErrors({ ...live.errors, ...serverErrors }, message)
  const canAdd = Boolean(live.fabric) && live.price.unitCents > 0
  const busy = fetcher.state !== 'idle'
  const motorized = values.operationType === 'motorized'
  const choice = { values, errors, onChange: update }
  const motorizedChoice = motorizedOption
    ? [
        {
          value: 'motorized',
          label: `${t('configurator.motorized')} ${feeLabel(motorizedOption.priceCents, t, locale)}`,
          hint: t('configurator.motorizedHint'),
        },
      ]
    : []
  const sizeLabel = formatDimensions(
    toEighths(values.widthWhole, values.widthFraction),
    toEighths(values.heightWhole, values.heightFraction),
  )
  const pagePath = to(`/shop/${data.product.slug}`)
  // The design the page shows as it was drawn (a refused post's values, or the URL's) and the
  // picture shown: every form posts to the page with them in its query and carries them, so
  // without JavaScript each post comes back to this design and picture, and a second post sends
  // the same design (issue 40). Not the live values: the late parts' props stay stable.
  const shownImage = data.initialImage > 0 ? String(data.initialImage + 1) : ''
  const shownQuery = designQuery(navigationAction?.values ?? data.values)
  if (shownImage) shownQuery.set('image', shownImage)
  const pageQuery = shownQuery.toString()
  const barLabel = live.fabric ? `${sizeLabel}, ${live.fabric.fabricName}` : sizeLabel
  // Stable values for the late parts (late.tsx): they re-render only when these change.
  const formErrors = useMemo(() => (errors.form ? [errors.form] : null), [errors.form])
  // After a refusal (a post, or 'Update price' without JavaScript) the summary lists every
  // error on the form at once, the ones the page finds itself (a size out of range) included.
  const summaryKey = JSON.stringify(
    Object.keys(serverErrors).length
      ? FIELD_IDS.flatMap(([key, id]) => (errors[key] ? [{ id, message: errors[key] }] : []))
      : [],
  )
  const summaryFieldErrors = useMemo(
    () => JSON.parse(summaryKey) as { id: string; message: string }[],
    [summaryKey],
  )
  // Stable, so the late breadcrumbs are not re-rendered with the price.
  const crumbs = useMemo(
    () => [{ name: t('configurator.crumbShop'), to: to('/shop') }, { name: productName }],
    [productName, t, to],
  )
  let step = 0

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 md:pb-8">
      <Breadcrumbs items={crumbs} label={t('configurator.crumbLabel')} />
      <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{productName}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('configurator.intro')}</p>
      <p className="mt-2 font-semibold" data-testid="product-lead-time">
        {data.leadTime}
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <ProductCarousel
            images={data.images}
            initialIndex={data.initialImage}
            query={data.designQuery}
          />
          <DesktopPriceSummary
            formId={CONFIGURATOR_ANCHOR}
            price={live.price}
            sizeLabel={barLabel}
            hydrated={hydrated}
            canAdd={canAdd}
            busy={busy}
          />
        </div>

        <div className="space-y-5">
          <fetcher.Form
            id={CONFIGURATOR_ANCHOR}
            method="post"
            action={`${pagePath}?${pageQuery}#${CONFIGURATOR_ANCHOR}`}
            className="scroll-mt-24 space-y-5"
            noValidate
            onKeyDown={(event) => {
              // With the live price there is no 'Update price': Enter in a field must not add to the cart.
              if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
                event.preventDefault()
              }
            }}
          >
            {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
            {/* The picture shown goes with every post and 'Update price' (issue 40). */}
            {shownImage ? <input type="hidden" name="image" value={shownImage} /> : null}
            <AddedConfirmation added={hydrated ? null : (data.added ?? null)} />
            <ErrorSummary
              id="configurator-errors"
              formErrors={formErrors}
              fieldErrors={summaryFieldErrors}
            />
            {data.designNotices.length > 0 ? (
              <div
                role="status"
                data-testid="design-notices"
                className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900"
              >
                <p className="font-semibold">{t('configurator.notices.heading')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {data.designNotices.map((notice) => (
                    <li key={notice}>{message(notice)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <StepCard
              step={++step}
              id="section-dimensions"
              title={t('configurator.step.dimensions')}
            >
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
              {/* Not in the late guide: these links must be there without JavaScript too. */}
              {/* Targets at least 24 px tall with room between them (WCAG 2.5.8). */}
              <p
                className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm underline"
                data-testid="measuring-help"
              >
                <a href={to('/measuring-guide')} className="inline-flex min-h-8 items-center">
                  {t('configurator.measuringSheet')}
                </a>
                <a
                  href={to('/book-appointment?service=consultation')}
                  className="inline-flex min-h-8 items-center"
                >
                  {t('configurator.freeMeasure')}
                </a>
              </p>
              <MeasuringGuide />
            </StepCard>

            {isShade ? <ChoiceStep step={++step} name="mountType" {...choice} /> : null}

            <StepCard
              step={++step}
              id={isShade ? 'section-choose-fabric' : 'section-fabric'}
              title={t(isShade ? 'configurator.step.chooseFabric' : 'configurator.step.fabric')}
            >
              <div id="fabrics" tabIndex={-1} className="focus:outline-none">
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
              </div>
              <p className="mt-2 text-sm text-slate-700">{t('configurator.samplesNote')}</p>
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
                    <p className="mb-3 text-sm text-slate-700">{t('configurator.manualOnly')}</p>
                  )
                }
                {...choice}
              />
            ) : null}

            <StepCard
              step={++step}
              id={isShade ? 'section-additional-options' : 'section-options'}
              title={t(
                isShade ? 'configurator.step.additionalOptions' : 'configurator.step.options',
              )}
            >
              <div id="options" tabIndex={-1} className="focus:outline-none">
                <OptionList
                  options={extraOptions}
                  selected={values.options}
                  error={errors.options}
                  installation={{
                    cents: live.price.installationCents,
                    quantity: live.price.quantity,
                  }}
                  onChange={(options) => update({ options })}
                />
              </div>
              <label htmlFor="room" className="mt-4 block font-semibold text-slate-800">
                {t('configurator.room')}{' '}
                <span className="font-normal text-slate-700">{t('configurator.roomHint')}</span>
              </label>
              <input
                id="room"
                name="room"
                type="text"
                maxLength={80}
                autoComplete="off"
                placeholder={t('configurator.roomPlaceholder')}
                value={values.room}
                onChange={(e) => update({ room: e.target.value })}
                className="mt-1 w-full rounded-md border border-slate-500 px-3 py-2"
              />
            </StepCard>

            <PriceSummary
              updateAction={`${pagePath}#${CONFIGURATOR_ANCHOR}`}
              quantity={values.quantity}
              onQuantity={(quantity) => update({ quantity })}
              price={live.price}
              errors={errors}
              hydrated={hydrated}
              canAdd={canAdd}
              busy={busy}
            >
              {/* After Add to Cart it takes focus, with View Cart (it scrolls into view). */}
              <AddedConfirmation added={hydrated ? added : null} focusOnShow className="mt-4" />
            </PriceSummary>
          </fetcher.Form>
          <EmailDesign action={pagePath} query={pageQuery} formId={CONFIGURATOR_ANCHOR} />
        </div>
      </div>

      <PhonePriceBar
        formId={CONFIGURATOR_ANCHOR}
        price={live.price}
        sizeLabel={barLabel}
        hydrated={hydrated}
        canAdd={canAdd}
        busy={busy}
      />
    </div>
  )
}

/**
 * The errors of a design opened from the query without a post ('Update price' without
 * JavaScript, a link): shown as a posted form's, all at once. An empty fabric is not an error
 * until Add to Cart (a link may leave the fabric to choose).
 */
function translateErrors(errors: ConfigErrors, message: (english: string) => string): ConfigErrors {
  const words: ConfigErrors = {}
  for (const [key, value] of Object.entries(errors) as [keyof ConfigErrors, string][]) {
    if (value) words[key] = message(value)
  }
  return words
}

function queryErrors(data: ConfiguratorData): ConfigErrors {
  if (!data.designQuery) return {}
  const parsed = parseConfigValues(data.productType, data.values)
  if (parsed.ok) return {}
  const { fabric, ...errors } = parsed.errors
  return data.values.fabricId ? parsed.errors : errors
}

/**
 * Keeps the design in the address bar as the customer configures (`history.replaceState`, no
 * navigation, no re-render), a moment after the last change: a reload, Back, a bookmark or a
 * copied link brings back the same design. Nothing is written until something changes.
 */
function useDesignInUrl(values: ConfigFormValues) {
  const query = useMemo(() => designQuery(values).toString(), [values])
  const first = useRef(query)
  useEffect(() => {
    if (query === first.current) return
    first.current = ''
    const timer = window.setTimeout(() => {
      window.history.replaceState(
        window.history.state,
        '',
        withDesign(window.location.href, values),
      )
    }, 200)
    return () => window.clearTimeout(timer)
  }, [query, values])
}
