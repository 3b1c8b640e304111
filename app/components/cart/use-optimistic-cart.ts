import { useFetchers } from '@remix-run/react'
import {
  type CartTotals,
  cartTotals,
  MAX_QUANTITY,
  MIN_QUANTITY,
  sampleTotalsLines,
} from '~/domain/cart'
import type { TaxRates } from '~/domain/florida-tax'

type Line = {
  id: number
  quantity: number
  unitPriceCents: number
  widthEighths: number
  installation: boolean
  available: boolean
}

type Sample = { id: number; available: boolean }

/**
 * The cart as it will be once the changes in flight (plus, minus, remove) have reached the
 * server: quantities and totals move at once, with the same totals function and tax rates the
 * server uses.
 * The server's answer then replaces it.
 */
export function useOptimisticCart<L extends Line, S extends Sample>(
  lines: L[],
  samples: S[],
  taxRates: TaxRates,
): { lines: L[]; samples: S[]; totals: CartTotals } {
  const pending = useFetchers().filter(
    (f) => f.formData && (f.formAction === '/cart/lines' || f.formAction === '/cart/samples'),
  )
  const removedSamples = new Set<number>()
  const changes = new Map<number, { delta: number; removed: boolean }>()
  for (const f of pending) {
    const form = f.formData as FormData
    const intent = String(form.get('intent'))
    if (f.formAction === '/cart/samples') {
      if (intent === 'remove') removedSamples.add(Number(form.get('sampleId')))
      continue
    }
    const id = Number(form.get('lineId'))
    const change = changes.get(id) ?? { delta: 0, removed: false }
    if (intent === 'increment') change.delta += 1
    if (intent === 'decrement') change.delta -= 1
    if (intent === 'remove') change.removed = true
    changes.set(id, change)
  }
  const shown = lines
    .filter((l) => !changes.get(l.id)?.removed)
    .map((l) => {
      const delta = changes.get(l.id)?.delta ?? 0
      if (!delta) return l
      const quantity = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, l.quantity + delta))
      return { ...l, quantity }
    })
  const shownSamples = samples.filter((s) => !removedSamples.has(s.id))
  const totals = cartTotals(
    [
      ...shown.filter((l) => l.available),
      ...sampleTotalsLines(shownSamples.filter((s) => s.available).length),
    ],
    taxRates,
  )
  return { lines: shown, samples: shownSamples, totals }
}
