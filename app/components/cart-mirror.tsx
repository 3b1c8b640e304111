import { useEffect } from 'react'

/** The cart item shape kept under localStorage 'shoppingCart' (docs/requirements.md#cart). */
export interface MirroredCartItem {
  id: number
  type: string
  name: string
  fabric: string
  dimensions: { width: number; height: number }
  mountType: string | null
  operationType: string | null
  controlSide: string | null
  options: Record<string, boolean>
  price: number
  quantity: number
  image: string | null
}

export const CART_STORAGE_KEY = 'shoppingCart'
export const CART_EVENT = 'cartUpdated'

/**
 * Mirrors the server cart into localStorage and dispatches the window event 'cartUpdated'
 * (detail: the list) whenever it changes. The server cart stays the truth (docs/requirements.md, R3).
 */
export function CartMirror({ items }: { items: MirroredCartItem[] }) {
  const json = JSON.stringify(items)
  useEffect(() => {
    let previous: string | null = null
    try {
      previous = window.localStorage.getItem(CART_STORAGE_KEY)
    } catch {
      // Storage can be disabled (private mode); the server cart still works.
    }
    if (previous === json) return
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, json)
    } catch {
      // ignore
    }
    window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: JSON.parse(json) }))
  }, [json])
  return null
}
