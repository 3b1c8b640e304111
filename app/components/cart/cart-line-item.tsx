import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { lineCharges, ROOM_LABEL_MAX } from '~/domain/cart'
import { formatCents } from '~/domain/pricing'
import { FallbackImage } from '../fallback-image'
import { controlClass } from '../forms'
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function details(line: CartPageLine): string[] {
  return [
    line.mountType ? `${capital(line.mountType)} mount` : null,
    line.operationType ? capital(line.operationType) : null,
    line.controlSide && line.operationType !== 'motorized' ? `Control ${line.controlSide}` : null,
  ].filter((d): d is string => Boolean(d))
}

/** Where the line goes: a small form of its own (works without JavaScript). */
function RoomLabelForm({ line }: { line: CartPageLine }) {
  const fetcher = useFetcher({ key: lineFetcherKey(line.id, 'label') })
  const hydrated = useHydrated()
  const location = useLocation()
  const id = `room-label-${line.id}`
  const saved = fetcher.state === 'idle' && (fetcher.data as { ok?: boolean } | undefined)?.ok
  return (
    <fetcher.Form
      method="post"
      action="/cart/lines"
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="min-w-0 flex-1 basis-52">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          Room{' '}
          <span className="font-normal text-slate-600">
            (optional, tells our installer where it goes)
          </span>
        </label>
        <input
          id={id}
          name="roomLabel"
          defaultValue={line.roomLabel}
          maxLength={ROOM_LABEL_MAX}
          placeholder="e.g. Master bedroom, left window"
          className={controlClass}
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        name="intent"
        value="label"
        disabled={fetcher.state !== 'idle'}
        aria-label={`Save room for ${line.name}`}
        className="mb-0.5"
      >
        {fetcher.state !== 'idle' ? 'Saving…' : 'Save room'}
      </Button>
      <span role="status" className="mb-2 text-sm text-green-800">
        {saved ? 'Saved' : ''}
      </span>
    </fetcher.Form>
  )
}

/** One made-to-measure product in the cart, with its quantity, removal and room. */
export function CartLineItem({ line }: { line: CartPageLine }) {
  // The configurator's figures for this line: the cart's own per-line function, here with the
  // quantity shown (it moves at once while a plus or minus is on its way).
  const charges = lineCharges(line)
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
            <h3 className="text-lg font-semibold text-slate-900">{line.name}</h3>
            <p className="text-slate-700">
              {line.fabric} · <span data-testid="line-dimensions">{line.dimensionsLabel}</span>
            </p>
            <p className="text-sm text-slate-700">{details(line).join(' · ')}</p>
            {line.optionNames.length ? (
              <p className="text-sm text-slate-700">Options: {line.optionNames.join(', ')}</p>
            ) : null}
          </div>
          <div className="text-right">
            {line.available ? (
              <>
                <p className="font-semibold text-slate-900" data-testid="line-total">
                  {formatCents(charges.productsCents)}
                </p>
                <p className="text-sm text-slate-700" data-testid="line-unit-price">
                  {formatCents(line.unitPriceCents)} each
                </p>
                {line.installation ? (
                  <>
                    <p className="text-sm text-slate-700">
                      Installation{' '}
                      <span className="tabular-nums" data-testid="line-installation">
                        {formatCents(charges.installationCents)}
                      </span>
                    </p>
                    <p className="text-sm font-semibold text-slate-900">
                      All-in before tax{' '}
                      <span className="tabular-nums" data-testid="line-all-in">
                        {formatCents(charges.allInCents)}
                      </span>
                    </p>
                  </>
                ) : null}
              </>
            ) : (
              <p className="font-semibold text-red-700">No longer available, not charged</p>
            )}
          </div>
        </div>
        <LineControls line={line} qtyTestId="line-qty" className="mt-3" />
        <RoomLabelForm line={line} />
      </div>
    </li>
  )
}
