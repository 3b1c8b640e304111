import { describe, expect, it } from 'vitest'
import { EMPTY_QUOTE_WIZARD, type QuoteWizardData } from '~/domain/quote-wizard'
import { editStepHref, wizardAtStep } from './fields'

const atVerification: QuoteWizardData = {
  ...EMPTY_QUOTE_WIZARD,
  step: 4,
  values: { serviceType: 'repair', propertyType: 'condo', zipCode: '33301' },
  errors: { isHomeowner: ['x'] },
  formError: 'Too many requests',
}

describe('wizardAtStep (the Edit links of the Verification step)', () => {
  it('opens an answered step with its answers, without errors, with focus on its heading', () => {
    expect(wizardAtStep(atVerification, '2')).toEqual({
      ...atVerification,
      step: 2,
      errors: {},
      formError: null,
      focus: true,
    })
  })

  it('never skips ahead, and ignores what is not a step', () => {
    for (const requested of [null, '', '4', '5', '0', '-1', '2.5', 'two']) {
      expect(wizardAtStep(atVerification, requested)).toBe(atVerification)
    }
  })

  it('leaves the thank-you screen alone', () => {
    const sent = { ...EMPTY_QUOTE_WIZARD, submitted: true }
    expect(wizardAtStep(sent, '1')).toBe(sent)
  })

  it('links to the wizard page at the step, at its heading', () => {
    expect(editStepHref(3)).toBe('/quote?step=3#quote-step-heading')
  })
})
