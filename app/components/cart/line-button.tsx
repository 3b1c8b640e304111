import { useFetcher, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
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
