import type { QuoteWizardData } from '~/domain/quote-wizard'

/** The wizard's state for this visitor (without JavaScript it travels in the session). */
export async function loadQuoteWizard(_request: Request): Promise<QuoteWizardData> {
  return { step: 1, values: {}, errors: {}, submitted: false }
}
