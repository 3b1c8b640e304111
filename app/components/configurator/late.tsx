import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react'

/**
 * A part of the configurator whose code loads after the page's own (docs/decisions/100-performance.md: the
 * first-load JavaScript budget). The server renders it as usual; in the browser React keeps
 * that HTML until the code arrives, then hydrates it (selective hydration). Its props must be
 * stable values (the memo then keeps the live price's re-renders away from it, which would
 * otherwise drop the server's HTML for the fallback). Only for parts that work as plain HTML
 * meanwhile: links, a native <details>. `fallback` is shown only when the page is reached by
 * a client-side navigation and the code is not there yet; it keeps the part's room.
 */
export function late<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  // Typed as the component it stands for (no ref: these parts take none).
  const Lazy = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>
  // On the server the part is loaded when this module is read (at start-up), and rendered
  // directly from then on: a lazy part not yet loaded would be sent as its fallback with a
  // script to swap it in, so the first pages after a start (which the page cache may keep)
  // would lack it for visitors without JavaScript. The Suspense boundary stays, so the
  // browser hydrates the same markup.
  let Part = Lazy
  if (import.meta.env.SSR) {
    load().then(
      (component) => {
        Part = component
      },
      () => {},
    )
  }
  return memo(function Late(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    )
  })
}
