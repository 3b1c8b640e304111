import { type ComponentProps, lazy, Suspense } from 'react'
import { QuoteWizard } from './quote-wizard'

type QuoteWizardProps = ComponentProps<typeof QuoteWizard>

/**
 * In the browser the wizard's code (its steps, fields and form kit) is fetched as the page
 * hydrates, not with the page's first load (docs/decisions/100-performance.md).
 */
const BrowserQuoteWizard = lazy(() =>
  import('./quote-wizard').then((module) => ({ default: module.QuoteWizard })),
)

/** The server renders the wizard in full: the page's HTML holds the whole form. */
const PageQuoteWizard = import.meta.env.SSR ? QuoteWizard : BrowserQuoteWizard

/**
 * The home page's quote wizard, hydrated just after the rest of the page. Until its code
 * arrives, React keeps the server's HTML inside the Suspense boundary as it is: the form is
 * then a plain form whose steps post to `/quote`, exactly as without JavaScript, so a visitor
 * who is quicker than the network loses nothing. (On a client-side visit to the home page the
 * box stays empty for that moment instead.)
 */
export function LateQuoteWizard(props: QuoteWizardProps) {
  return (
    <Suspense fallback={null}>
      <PageQuoteWizard {...props} />
    </Suspense>
  )
}
