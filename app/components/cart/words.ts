import { useT } from '../i18n'

/**
 * The cart's words for components other pages render too (the frame's cart bar shows a line's
 * plus, minus and Remove on every page; an order's page shows the order summary): the page's
 * language when the page carries the 'cart' part, else the English given.
 */
export function useCartWords(): (
  id: string,
  english: string,
  values?: Record<string, unknown>,
) => string {
  const t = useT()
  return (id, english, values) => {
    const words = t(id, values)
    return words === id ? english : words
  }
}
