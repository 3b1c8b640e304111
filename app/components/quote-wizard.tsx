import type { QuoteWizardData } from '~/domain/quote-wizard'

/** The 5-step 'Get Your Free Quote' wizard (home hero, #contact-form). */
export function QuoteWizard({ data: _data }: { data: QuoteWizardData }) {
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">Get Your Free Quote</h2>
      <p className="mt-2 text-slate-700">
        Answer a few questions to get matched with the perfect window treatment solution
      </p>
    </div>
  )
}
