import { describe, expect, it } from 'vitest'
import {
  clampStep,
  firstStepWithError,
  isFinalPost,
  nextWizardState,
  PROPERTY_TYPES,
  parseWizardIntent,
  progressPercent,
  QUOTE_STEP_FIELDS,
  SERVICE_TYPES,
  stepOfField,
  submissionFailedMessage,
  TIME_FRAMES,
  validateLead,
  validateStep,
  valuesFromForm,
  type WizardState,
  withErrors,
  withoutFixedErrors,
  withStepAnswers,
} from './quote-wizard'

/** Each step's valid answers, in order (index 0 is step 1). */
const STEP_ANSWERS = [
  { serviceType: 'repair' },
  { propertyType: 'condo', zipCode: '33301' },
  { timeFrame: 'asap', roomCount: '3' },
  { isHomeowner: 'on' },
  { name: 'Ana', email: 'ana@example.com', phone: '(954) 555-0123' },
]
const VALID = Object.assign({}, ...STEP_ANSWERS)

describe('quote wizard steps', () => {
  it('step 1 requires a known service', () => {
    expect(validateStep(1, {}).errors).toEqual({ serviceType: ['Choose the service you need'] })
    expect(validateStep(1, { serviceType: '' }).ok).toBe(false)
    expect(validateStep(1, { serviceType: 'painting' }).ok).toBe(false)
    for (const serviceType of SERVICE_TYPES) {
      expect(validateStep(1, { serviceType }).ok).toBe(true)
    }
    expect(SERVICE_TYPES).toEqual(['repair', 'replacement', 'installation', 'motorization'])
  })

  it('step 2 requires a property type and a ZIP of exactly 5 digits', () => {
    expect(Object.keys(validateStep(2, {}).errors).sort()).toEqual(['propertyType', 'zipCode'])
    for (const propertyType of PROPERTY_TYPES) {
      expect(validateStep(2, { propertyType, zipCode: '33301' }).ok).toBe(true)
    }
    expect(PROPERTY_TYPES).toEqual(['single-family', 'condo', 'apartment', 'commercial'])
    expect(validateStep(2, { propertyType: 'castle', zipCode: '33301' }).ok).toBe(false)
    for (const zipCode of [
      '3330',
      '333011',
      '3330a',
      'abcde',
      '33-01',
      '',
      '     ',
      '３３３０１',
    ]) {
      expect(validateStep(2, { propertyType: 'condo', zipCode }).errors).toEqual({
        zipCode: ['Enter your 5-digit ZIP code'],
      })
    }
    // Surrounding spaces are forgiven and trimmed.
    const ok = validateStep(2, { propertyType: 'condo', zipCode: ' 00501 ' })
    expect(ok.value).toEqual({ propertyType: 'condo', zipCode: '00501' })
  })

  it('step 3 requires a known timeframe and some text for the size', () => {
    expect(Object.keys(validateStep(3, { roomCount: '   ' }).errors).sort()).toEqual([
      'roomCount',
      'timeFrame',
    ])
    for (const timeFrame of TIME_FRAMES) {
      expect(validateStep(3, { timeFrame, roomCount: 'Whole house' }).ok).toBe(true)
    }
    expect(TIME_FRAMES).toEqual(['asap', 'this-week', 'next-week', 'this-month', 'flexible'])
    expect(validateStep(3, { timeFrame: 'yesterday', roomCount: '2' }).ok).toBe(false)
    expect(validateStep(3, { timeFrame: 'asap', roomCount: 'x'.repeat(101) }).ok).toBe(false)
  })

  it('step 4 always passes: being the homeowner is optional', () => {
    const cases: [Record<string, string>, boolean][] = [
      [{}, false],
      [{ isHomeowner: 'on' }, true],
      [{ isHomeowner: 'true' }, true],
      [{ isHomeowner: 'false' }, false],
      [{ isHomeowner: '' }, false],
    ]
    for (const [values, expected] of cases) {
      const result = validateStep(4, values)
      expect(result.ok).toBe(true)
      expect(result.value).toEqual({ isHomeowner: expected })
    }
  })

  it('step 5 requires name, e-mail and phone; address and details are optional', () => {
    expect(Object.keys(validateStep(5, {}).errors).sort()).toEqual(['email', 'name', 'phone'])
    // The house's one phone rule and one e-mail rule (domain/form-rules), with their words.
    expect(validateStep(5, {}).errors).toEqual({
      name: ['Enter your name'],
      email: ['E-mail is required'],
      phone: ['Phone is required'],
    })
    expect(validateStep(5, { name: 'Ana', email: 'ana@', phone: '555-0123' }).errors).toEqual({
      email: ['Enter a valid email address'],
      phone: ['Enter a 10-digit phone number, e.g. (954) 555-0123'],
    })
    const minimal = validateStep(5, {
      name: ' Ana ',
      email: 'ana@example.com',
      phone: '9545550123',
    })
    expect(minimal.ok).toBe(true)
    expect(minimal.ok && minimal.value).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '9545550123',
    })
    const base = { name: 'Ana', email: 'ana@example.com', phone: '954-555-0123' }
    expect(validateStep(5, { ...base, email: 'ana@' }).errors.email).toBeTruthy()
    expect(validateStep(5, { ...base, phone: '555-0123' }).errors.phone).toBeTruthy()
    expect(validateStep(5, { ...base, phone: 'call me maybe' }).errors.phone).toBeTruthy()
    expect(validateStep(5, { ...base, phone: '+1 (954) 555-0123' }).ok).toBe(true)
    expect(validateStep(5, { ...base, details: 'x'.repeat(1001) }).errors.details).toBeTruthy()
    expect(validateStep(5, { ...base, address: 'x'.repeat(201) }).errors.address).toBeTruthy()
    expect(validateStep(5, { ...base, address: '', details: '' }).ok).toBe(true)
  })

  it('the whole request passes with every step answered', () => {
    const result = validateLead(VALID)
    expect(result.ok).toBe(true)
    expect(result.ok && result.value).toMatchObject({ isHomeowner: true, zipCode: '33301' })
    const missing = validateLead({ ...VALID, zipCode: undefined, name: undefined })
    expect(Object.keys(missing.errors).sort()).toEqual(['name', 'zipCode'])
    expect(firstStepWithError(missing.errors)).toBe(2)
    expect(firstStepWithError({})).toBeNull()
  })

  it('knows which step holds each field, and the progress of each step', () => {
    expect(QUOTE_STEP_FIELDS.map((f) => [...f])).toEqual([
      ['serviceType'],
      ['propertyType', 'zipCode'],
      ['timeFrame', 'roomCount'],
      ['isHomeowner'],
      ['name', 'email', 'phone', 'address', 'details', 'textConsent'],
    ])
    expect(stepOfField('roomCount')).toBe(3)
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100])
    expect([clampStep('0'), clampStep('9'), clampStep('x'), clampStep('3')]).toEqual([1, 5, 1, 3])
  })

  it('reads the quote fields of a form and ignores files and strangers', () => {
    const form = new FormData()
    form.set('serviceType', 'repair')
    form.set('evil', 'x')
    form.set('name', new File(['x'], 'x.txt'))
    expect(valuesFromForm(form)).toEqual({ serviceType: 'repair' })
  })

  it('words the submission errors with the phone number', () => {
    expect(submissionFailedMessage(500, '(954) 555-0123')).toBe(
      'Failed to submit request (500). Please try again or call (954) 555-0123 for immediate assistance.',
    )
    expect(submissionFailedMessage(null, '(954) 555-0123')).toBe(
      'Failed to submit request. Please try again or call (954) 555-0123 for immediate assistance.',
    )
  })
})

function at(step: number, values = {}, errors = {}): WizardState {
  return { step, values, errors }
}

describe('nextWizardState: one move of the wizard, in the browser and on the server', () => {
  it('Continue with a valid step moves on, keeping every answer so far', () => {
    for (let step = 1; step <= 4; step++) {
      const before = Object.assign({}, ...STEP_ANSWERS.slice(0, step - 1))
      const next = nextWizardState(at(step, before), {
        answers: STEP_ANSWERS[step - 1],
        intent: 'continue',
      })
      expect(next).toEqual({
        ready: false,
        step: step + 1,
        values: { ...before, ...STEP_ANSWERS[step - 1] },
        errors: {},
      })
    }
  })

  it('Continue with mistakes stays on the step with its errors only, keeping what was typed', () => {
    const cases: [number, Record<string, string>, string[]][] = [
      [1, {}, ['serviceType']],
      [2, { zipCode: '3330' }, ['propertyType', 'zipCode']],
      [3, { timeFrame: 'asap', roomCount: ' ' }, ['roomCount']],
      [5, { name: 'Ana', phone: '123' }, ['email', 'phone']],
    ]
    for (const [step, answers, fields] of cases) {
      // The last step's post checks everything: the earlier steps are answered here.
      const before = step === 5 ? Object.assign({}, ...STEP_ANSWERS.slice(0, 4)) : {}
      const next = nextWizardState(at(step, before), {
        answers,
        intent: step === 5 ? 'submit' : 'continue',
      })
      expect(next.ready).toBe(false)
      expect(next.step).toBe(step)
      expect(Object.keys(next.errors).sort()).toEqual(fields)
      expect(next.values).toEqual({ ...before, ...answers })
    }
    // Step 4 has nothing required: Continue always passes.
    expect(nextWizardState(at(4), { answers: {}, intent: 'continue' })).toMatchObject({
      step: 5,
      errors: {},
    })
  })

  it('Continue replaces the errors shown before', () => {
    const shown = { zipCode: ['Enter your 5-digit ZIP code'], name: ['Enter your name'] }
    const fixed = nextWizardState(at(2, {}, shown), {
      answers: STEP_ANSWERS[1],
      intent: 'continue',
    })
    expect(fixed).toMatchObject({ step: 3, errors: {} })
    const still = nextWizardState(at(2, {}, shown), {
      answers: { propertyType: 'condo' },
      intent: 'continue',
    })
    expect(still.errors).toEqual({ zipCode: ['Enter your 5-digit ZIP code'] })
  })

  it('Back goes one step back without checking, clearing errors and keeping the answers', () => {
    for (let step = 2; step <= 5; step++) {
      const next = nextWizardState(at(step, { serviceType: 'repair' }, { zipCode: ['x'] }), {
        answers: step === 2 ? { zipCode: '33' } : {},
        intent: 'back',
      })
      expect(next.ready).toBe(false)
      expect(next.step).toBe(step - 1)
      expect(next.errors).toEqual({})
      expect(next.values.serviceType).toBe('repair')
      if (step === 2) expect(next.values.zipCode).toBe('33')
    }
    expect(nextWizardState(at(1), { answers: {}, intent: 'back' }).step).toBe(1)
  })

  it('the final post with every answer is ready, with the lead as stored', () => {
    const before = Object.assign({}, ...STEP_ANSWERS.slice(0, 4))
    for (const intent of ['submit', 'continue'] as const) {
      const next = nextWizardState(at(5, before), { answers: STEP_ANSWERS[4], intent })
      expect(next.ready).toBe(true)
      expect(next.step).toBe(5)
      expect(next.errors).toEqual({})
      expect(next.ready && next.lead).toMatchObject({
        serviceType: 'repair',
        isHomeowner: true,
        phone: '(954) 555-0123',
      })
    }
  })

  it('a final post with mistakes goes back to the first step with an error, with all errors', () => {
    const { zipCode: _, ...withoutZip } = Object.assign({}, ...STEP_ANSWERS.slice(0, 4))
    const next = nextWizardState(at(5, withoutZip), {
      answers: { name: 'Ana', email: 'nope', phone: '(954) 555-0123' },
      intent: 'submit',
    })
    expect(next.ready).toBe(false)
    expect(next.step).toBe(2)
    expect(Object.keys(next.errors).sort()).toEqual(['email', 'zipCode'])
    expect(next.values.email).toBe('nope')

    // Nothing answered before: step 1.
    const empty = nextWizardState(at(5), { answers: STEP_ANSWERS[4], intent: 'submit' })
    expect(empty.step).toBe(1)
    expect(Object.keys(empty.errors)).toContain('serviceType')
  })

  it('Submit from an earlier step checks the whole request', () => {
    const all = Object.assign({}, ...STEP_ANSWERS)
    expect(nextWizardState(at(2, all), { answers: STEP_ANSWERS[1], intent: 'submit' }).ready).toBe(
      true,
    )
    const { name: _, ...noName } = all
    const next = nextWizardState(at(2, noName), { answers: STEP_ANSWERS[1], intent: 'submit' })
    expect(next).toMatchObject({ ready: false, step: 5, errors: { name: ['Enter your name'] } })
  })

  it('a field of the step that is not posted is no longer answered', () => {
    const before = { serviceType: 'repair', isHomeowner: 'on', propertyType: 'condo' }
    // The unticked checkbox of step 4.
    const unticked = nextWizardState(at(4, before), { answers: {}, intent: 'continue' })
    expect(unticked.values).toEqual({ serviceType: 'repair', propertyType: 'condo' })
    expect(unticked.ready || unticked.values.isHomeowner).toBeFalsy()
    // An unchosen radio of step 2, even when going back.
    const back = nextWizardState(at(2, before), { answers: { zipCode: '1' }, intent: 'back' })
    expect(back.values).toEqual({ serviceType: 'repair', isHomeowner: 'on', zipCode: '1' })
  })

  it('answers posted for other steps are ignored; the step is clamped', () => {
    const next = nextWizardState(at(2, { serviceType: 'repair' }), {
      answers: { serviceType: 'painting', name: 'Eve', ...STEP_ANSWERS[1] },
      intent: 'continue',
    })
    expect(next.values).toEqual({ serviceType: 'repair', ...STEP_ANSWERS[1] })
    expect(nextWizardState(at(0), { answers: STEP_ANSWERS[0], intent: 'continue' }).step).toBe(2)
    expect(nextWizardState(at(9), { answers: {}, intent: 'back' }).step).toBe(4)
  })

  it('reads the intent a form posted: anything unknown is Continue', () => {
    expect(['continue', 'back', 'submit'].map(parseWizardIntent)).toEqual([
      'continue',
      'back',
      'submit',
    ])
    for (const value of [null, undefined, '', 'reset', 'BACK', 3]) {
      expect(parseWizardIntent(value)).toBe('continue')
    }
    expect([1, 4, 5].map((step) => isFinalPost(step, 'continue'))).toEqual([false, false, true])
    expect([1, 5].map((step) => isFinalPost(step, 'submit'))).toEqual([true, true])
    expect(isFinalPost(5, 'back')).toBe(false)
  })

  it('withStepAnswers and withErrors, the pieces both sides use', () => {
    expect(withStepAnswers({ zipCode: '1', name: 'A' }, { propertyType: 'condo' }, 2)).toEqual({
      propertyType: 'condo',
      name: 'A',
    })
    const errors = { phone: ['x'], roomCount: ['y'] }
    expect(withErrors(at(5, { name: 'A' }), errors)).toEqual(at(3, { name: 'A' }, errors))
    expect(withErrors(at(4), {})).toEqual(at(4))
    // A photo error belongs to the last step.
    expect(withErrors(at(1), { repairImages: ['z'] }).step).toBe(5)
  })

  it('as the visitor corrects a step, its fixed errors go away and the others stay', () => {
    const errors = { zipCode: ['Z'], propertyType: ['P'], name: ['N'] }
    expect(withoutFixedErrors(at(2, { zipCode: '33301' }, errors))).toEqual({
      propertyType: ['P'],
      name: ['N'],
    })
    // A new mistake on an untouched field is not shown before the next Continue.
    expect(
      withoutFixedErrors(at(2, { zipCode: '1', propertyType: 'condo' }, { zipCode: ['Z'] })),
    ).toEqual({ zipCode: ['Z'] })
    expect(withoutFixedErrors(at(3, {}, { name: ['N'] }))).toEqual({ name: ['N'] })
  })
})
