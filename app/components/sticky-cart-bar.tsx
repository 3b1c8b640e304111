import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { formatCents } from '~/domain/pricing'
import { FallbackImage } from './fallback-image'

export interface CartBarLine {
  id: number
  name: string
  fabric: string
  image: string | null
  dimensionsLabel: string
  unitPriceCents: number
  quantity: number
  available: boolean
}

export interface CartBarData {
  lines: CartBarLine[]
  totals: { itemCount: number; totalCents: number }
}

/** One line's form: a real form to /cart/lines, a fetcher when JavaScript runs. */
function LineButton({
  line,
  intent,
  label,
  children,
  disabled,
  className,
}: {
  line: CartBarLine
  intent: 'increment' | 'decrement' | 'remove'
  label: string
  children: React.ReactNode
  disabled?: boolean
  className: string
}) {
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const location = useLocation()
  return (
    <fetcher.Form method="post" action="/cart/lines" className="inline">
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={disabled || fetcher.state !== 'idle'}
        className={className}
      >
        {children}
      </button>
    </fetcher.Form>
  )
}

/**
 * The sticky cart bar (all pages, only with items): count, total, View Cart and an
 * expand/collapse list (a native <details>, so it works without JavaScript) with each
 * line's picture, name, fabric, size, unit price, quantity minus/plus and remove.
 */
export function StickyCartBar({ cart }: { cart: CartBarData }) {
  if (cart.lines.length === 0) return null
  const { itemCount, totalCents } = cart.totals
  const qtyButton =
    'inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-400 bg-white font-bold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <aside
      aria-label="Cart summary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      data-testid="sticky-cart-bar"
    >
      <div className="relative mx-auto max-w-7xl">
        <details className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 pr-36 [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="inline-block text-brand-800 transition-transform group-open:rotate-180"
            >
              ▲
            </span>
            <span className="font-semibold text-slate-900">
              <span data-testid="cart-bar-count">
                {itemCount} {itemCount === 1 ? 'item' : 'items'}
              </span>
              <span className="mx-2 text-slate-400">·</span>
              Total <span data-testid="cart-bar-total">{formatCents(totalCents)}</span>
            </span>
            <span className="sr-only">, show or hide the items</span>
          </summary>
          <div className="border-t border-slate-200 px-4 pb-3">
            <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto">
              {cart.lines.map((line) => (
                <li key={line.id} className="flex flex-wrap items-center gap-3 py-3">
                  <FallbackImage
                    src={line.image ?? undefined}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-md object-cover"
                  />
                  <div className="min-w-0 flex-1 basis-44 text-sm">
                    <p className="font-semibold text-slate-900">{line.name}</p>
                    <p className="text-slate-700">
                      {line.fabric} · {line.dimensionsLabel}
                    </p>
                    <p className="text-slate-700">
                      {line.available ? (
                        <>{formatCents(line.unitPriceCents)} each</>
                      ) : (
                        <span className="font-semibold text-red-700">No longer available</span>
                      )}
                    </p>
                  </div>
                  <div className="ml-auto flex items-center gap-1.5">
                    <LineButton
                      line={line}
                      intent="decrement"
                      label={`Decrease quantity of ${line.name}`}
                      disabled={line.quantity <= 1}
                      className={qtyButton}
                    >
                      −
                    </LineButton>
                    <span className="w-7 text-center font-semibold" data-testid="cart-bar-qty">
                      <span className="sr-only">Quantity </span>
                      {line.quantity}
                    </span>
                    <LineButton
                      line={line}
                      intent="increment"
                      label={`Increase quantity of ${line.name}`}
                      disabled={line.quantity >= 99}
                      className={qtyButton}
                    >
                      +
                    </LineButton>
                    <LineButton
                      line={line}
                      intent="remove"
                      label={`Remove ${line.name} from cart`}
                      className="ml-1 rounded-md px-2 py-1 text-sm font-semibold text-red-700 underline hover:bg-red-50"
                    >
                      Remove
                    </LineButton>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <Link
                to="/cart"
                className="rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Edit Cart
              </Link>
              <Link
                to="/checkout"
                className="rounded-md bg-accent-500 px-4 py-2 font-bold text-brand-900 hover:bg-accent-400"
              >
                Checkout
              </Link>
            </div>
          </div>
        </details>
        <Link
          to="/cart"
          className="absolute right-4 top-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          View Cart
        </Link>
      </div>
    </aside>
  )
}
