import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { lineCharges, ROOM_LABEL_MAX } from '~/domain/cart'
import { formatCents } from '~/domain/pricing'
import { FallbackImage } from '../fallback-image'
import { controlClass } from '../forms'
import { type Translate, useFromEnglish, useLocale, useLocalePath, useT } from '../i18n'
import { Button } from '../ui/button'
import { LineControls, lineFetcherKey } from './line-button'

export type CartPageLine = {
  id: number
  name: string
  fabric: string
  image: string | null
  dimensionsLabel: string
  mountType: string | null
  operationType: string | null
  controlSide: string | null
  optionNames: string[]
  unitPriceCents: number
  lineTotalCents: number
  installationCents: number
  quantity: number
  installation: boolean
  widthEighths: number
  roomLabel: string
  available: boolean
}

/** 'Inside mount · Manual · Control left', in the page's language. */
function details(line: CartPageLine, t: Translate): string[] {
  return [
    line.mountType ? t(`cart.line.mount.${line.mountType}`) : null,
    line.operationType ? t(`cart.line.operation.${line.operationType}`) : null,
    line.controlSide && line.operationType !== 'motorized'
      ? t(`cart.line.control.${line.controlSide}`)
      : null,
  ].filter((d): d is string => Boolean(d))
}

/** Where the line goes: a small form of its own (works without JavaScript). */
function RoomLabelForm({ line }: { line: CartPageLine }) {
  const fetcher = useFetcher({ key: lineFetcherKey(line.id, 'label') })
  const hydrated = useHydrated()
  const location = useLocation()
  const t = useT()
  const to = useLocalePath()
  const id = `room-label-${line.id}`
  const saved = fetcher.state === 'idle' && (fetcher.data as { ok?: boolean } | undefined)?.ok
  return (
    <fetcher.Form
      method="post"
      action={to('/cart/lines')}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="min-w-0 flex-1 basis-52">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {t('cart.room.label')}{' '}
          <span className="font-normal text-slate-600">{t('cart.room.hint')}</span>
        </label>
        <input
          id={id}
          name="roomLabel"
          defaultValue={line.roomLabel}
          maxLength={ROOM_LABEL_MAX}
          placeholder={t('cart.room.placeholder')}
          className={controlClass}
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        name="intent"
        value="label"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('cart.room.saveLabel', { name: line.name })}
        className="mb-0.5"
      >
        {fetcher.state !== 'idle' ? t('cart.room.saving') : t('cart.room.save')}
      </Button>
      <span role="status" className="mb-2 text-sm text-green-800">
        {saved ? t('cart.room.saved') : ''}
      </span>
    </fetcher.Form>
  )
}

/** One made-to-measure product in the cart, with its quantity, removal and room. */
export function CartLineItem({ line }: { line: CartPageLine }) {
  // The configurator's figures for this line: the cart's own per-line function, here with the
  // quantity shown (it moves at once while a plus or minus is on its way).
  const charges = lineCharges(line)
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row" data-testid="cart-line">
      <FallbackImage
        src={line.image ?? undefined}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{fromEnglish(line.name)}</h3>
            <p className="text-slate-700">
              {line.fabric} · <span data-testid="line-dimensions">{line.dimensionsLabel}</span>
            </p>
            <p className="text-sm text-slate-700">{details(line, t).join(' · ')}</p>
            {line.optionNames.length ? (
              <p className="text-sm text-slate-700">
                {t('cart.line.options', { options: line.optionNames.map(fromEnglish).join(', ') })}
              </p>
            ) : null}
          </div>
          <div className="text-right">
            {line.available ? (
              <>
                <p className="font-semibold text-slate-900" data-testid="line-total">
                  {formatCents(charges.productsCents, locale)}
                </p>
                <p className="text-sm text-slate-700" data-testid="line-unit-price">
                  {t('cart.line.each', { price: formatCents(line.unitPriceCents, locale) })}
                </p>
                {line.installation ? (
                  <>
                    <p className="text-sm text-slate-700">
                      {t('cart.line.installation')}{' '}
                      <span className="tabular-nums" data-testid="line-installation">
                        {formatCents(charges.installationCents, locale)}
                      </span>
                    </p>
                    <p className="text-sm font-semibold text-slate-900">
                      {t('cart.line.allIn')}{' '}
                      <span className="tabular-nums" data-testid="line-all-in">
                        {formatCents(charges.allInCents, locale)}
                      </span>
                    </p>
                  </>
                ) : null}
              </>
            ) : (
              <p className="font-semibold text-red-700">{t('cart.line.unavailable')}</p>
            )}
          </div>
        </div>
        <LineControls line={line} qtyTestId="line-qty" className="mt-3" />
        <RoomLabelForm line={line} />
      </div>
    </li>
  )
}
