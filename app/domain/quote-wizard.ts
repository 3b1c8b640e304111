/**
 * The free-quote wizard's state as the server hands it to the page: which step, the
 * answers so far, and field errors. (Issue 4 fills in the rules; the home page renders it.)
 */
export type QuoteWizardData = {
  step: number
  values: Record<string, string>
  errors: Record<string, string[]>
  submitted: boolean
}
