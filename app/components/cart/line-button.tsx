import { useFetcher, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { MAX_QUANTITY, MIN_QUANTITY } from '~/domain/cart'
import { useT } from '../i18n'
import { Button, type ButtonStyle } from '../ui/button'

export type LineIntent = 'increment' | 'decrement' | 'remove'

/** The fetcher key of a line's change, so the cart page can show it before the server answers. */
export function lineFetcherKey(lineId: number, intent: LineIntent | 'label' | 'sample-remove') {
  return `cart-line-${intent}-${lineId}`
}

/**
 * One change to a cart line (plus, minus, remove): a real form posting to /cart/lines (or
 * another cart action) that works without JavaScript; with it, a fetcher under a known key.
 */
export function LineButton({
  lineId,
  intent,
  label,
  children,
  disabled,
  look,
  action = '/cart/lines',
  idField = 'lineId',
  fetcherKey,
}: {
  lineId: number
  intent: LineIntent
  label: string
  children: ReactNode
  disabled?: boolean
  look: ButtonStyle & { className?: string }
  action?: string
  idField?: string
  fetcherKey?: string
}) {
  const fetcher = useFetcher({ key: fetcherKey ?? lineFetcherKey(lineId, intent) })
  const hydrated = useHydrated()
  const location = useLocation()
  return (
    <fetcher.Form method="post" action={action} className="inline">
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name={idField} value={lineId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        {...look}
        name="intent"
        value={intent}
        aria-label={label}
        disabled={disabled || fetcher.state !== 'idle'}
      >
        {children}
      </Button>
    </fetcher.Form>
  )
}

/**
 * A line's minus, quantity and plus (minus disabled at 1, plus at the maximum), then Remove:
 * the same controls in the sticky bar and on the cart page.
 */
export function LineControls({
  line,
  qtyTestId,
  className = '',
}: {
  line: { id: number; name: string; quantity: number }
  qtyTestId: string
  className?: string
}) {
  const step = { variant: 'outline', size: 'sm', className: 'size-9' } as const
  // The frame's words: the cart bar shows these controls on every page, in its language.
  const t = useT()
  const name = { name: line.name }
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <LineButton
        lineId={line.id}
        intent="decrement"
        label={t('cartBar.decrease', name)}
        disabled={line.quantity <= MIN_QUANTITY}
        look={step}
      >
        −
      </LineButton>
      <span className="w-8 text-center font-semibold" data-testid={qtyTestId}>
        <span className="sr-only">{t('cartBar.quantity')} </span>
        {line.quantity}
      </span>
      <LineButton
        lineId={line.id}
        intent="increment"
        label={t('cartBar.increase', name)}
        disabled={line.quantity >= MAX_QUANTITY}
        look={step}
      >
        +
      </LineButton>
      <LineButton
        lineId={line.id}
        intent="remove"
        label={t('cartBar.removeLabel', name)}
        look={{ variant: 'danger', size: 'sm', className: 'ml-auto sm:ml-2' }}
      >
        {t('cartBar.remove')}
      </LineButton>
    </div>
  )
}
