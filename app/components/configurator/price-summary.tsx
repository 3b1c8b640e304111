import { Link } from '@remix-run/react'
import { ErrorList } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { type ConfigErrors, formatCents } from '~/domain/pricing'

/**
 * The last card: quantity, the unit price and line total, and the buttons. Without
 * JavaScript an 'Update price' button asks the server to re-render the price; Add to Cart is
 * disabled (with JavaScript) until the configuration has a price.
 */
export function PriceSummary({
  quantity,
  onQuantity,
  unitCents,
  hasFabric,
  errors,
  hydrated,
  canAdd,
  busy,
  added,
}: {
  quantity: string
  onQuantity: (value: string) => void
  unitCents: number
  hasFabric: boolean
  errors: ConfigErrors
  hydrated: boolean
  canAdd: boolean
  busy: boolean
  /** True right after Add to Cart worked. */
  added: boolean
}) {
  const count = Math.max(1, Number.parseInt(quantity, 10) || 0)
  return (
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
            value={quantity}
            onChange={(e) => onQuantity(e.target.value)}
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
                  {formatCents(unitCents * count)}
                </span>
              </p>
            </>
          ) : (
            <p className="font-semibold text-slate-700">
              {hasFabric ? 'Check the size to see your price' : 'Choose a fabric to see your price'}
            </p>
          )}
        </div>
      </div>
      <ErrorList id="quantity-error" errors={errors.quantity ? [errors.quantity] : null} />
      <ErrorList id="form-error" errors={errors.form ? [errors.form] : null} />
      <p className="mt-2 text-xs text-slate-600">
        Professional installation ($10 per linear foot) and 7% sales tax are added in the cart.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {hydrated ? null : (
          <Button variant="outline" size="lg" name="intent" value="price">
            Update price
          </Button>
        )}
        <Button
          size="lg"
          name="intent"
          value="add"
          disabled={hydrated && (!canAdd || busy)}
          className="flex-1"
        >
          {busy ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
      {added ? (
        <p className="mt-3 text-sm font-semibold text-green-800" role="status">
          Added to Cart!{' '}
          <Link to="/cart" className="underline">
            View cart
          </Link>
        </p>
      ) : null}
    </section>
  )
}
