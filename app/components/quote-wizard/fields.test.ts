import { describe, expect, it } from 'vitest'
import {
  EMPTY_QUOTE_WIZARD,
  OPTIONAL_QUOTE_FIELDS,
  QUOTE_FIELDS,
  QUOTE_STEP_FIELDS,
  QUOTE_STEP_SCHEMAS,
  type QuoteWizardData,
  quoteLeadSchema,
} from '~/domain/quote-wizard'
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

describe("the wizard's first-load field lists agree with its schemas", () => {
  it('names each step’s fields as the step’s schema does, in order', () => {
    expect(QUOTE_STEP_SCHEMAS.map((schema) => Object.keys(schema.shape))).toEqual(
      QUOTE_STEP_FIELDS.map((fields) => [...fields]),
    )
  })

  it('marks as optional exactly the answers the schema lets a visitor leave out', () => {
    const optional = QUOTE_FIELDS.filter((name) => quoteLeadSchema.shape[name].isOptional())
    expect([...OPTIONAL_QUOTE_FIELDS].sort()).toEqual(optional.sort())
  })
})
